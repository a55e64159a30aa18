// `rulebook analyse`: the repository's example games judged move by move, as text, as JSON
// Lines and as a record with comments; a blunder that allows a mate in one is marked; the
// record reads back; what a user gets wrong, with its exit code and message.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, lines, run } from '../run.ts';
import type { GameName } from './games.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-analyse-'));
const SLOW = { timeout: 300_000 };
/**
 * Every search of these tests: a few positions, the same on every machine. (Not a depth: a
 * Chakart search to depth 2 may look at millions of positions, its chance nodes many.)
 */
const LIMIT = ['--nodes', '2000'];

/** The examples, each with its game and its events as the log writes them. */
const EXAMPLE_LOGS = readdirSync(EXAMPLES)
  .filter((file) => file.endsWith('.jsonl'))
  .sort()
  .map((file) => {
    const [start, ...events] = lines(readFileSync(join(EXAMPLES, file), 'utf8')).map((line) => JSON.parse(line) as Record<string, unknown>);
    return { file, path: join(EXAMPLES, file), game: start!['game'] as GameName, events };
  });

const MOVE_KEYS = ['event', 'ply', 'player', 'move', 'before', 'beforeText', 'after', 'afterText', 'best', 'line', 'expected', 'loss', 'mark', 'depth', 'nodes'];

describe.each(EXAMPLE_LOGS)('analyse $file', ({ file, path, game, events }) => {
  it('--json: one object per event, in the order of the log, each move judged', SLOW, () => {
    const result = run(['analyse', path, ...LIMIT, '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const judged = lines(result.stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(judged).toHaveLength(events.length);
    judged.forEach((object, i) => {
      const event = events[i]!;
      expect(object['event']).toBe(event['event']);
      expect(object['ply']).toBe(event['ply']);
      if (event['event'] !== 'move') return;
      // Chakart's moves carry the outcomes the log records, after the move.
      const keys = game === 'chakart' ? [...MOVE_KEYS.slice(0, 4), 'outcomes', ...MOVE_KEYS.slice(4)] : MOVE_KEYS;
      expect(Object.keys(object)).toEqual(keys);
      expect(object['player']).toBe(event['player']);
      expect(object['move']).toBe(event['move']);
      if (game === 'chakart') expect(object['outcomes']).toEqual(event['outcomes']);
      const loss = object['loss'] as number;
      const expected = object['expected'] as { best: number; played: number };
      expect(loss).toBeGreaterThanOrEqual(0);
      expect(loss).toBeCloseTo(Math.max(0, expected.best - expected.played), 3);
      const mark = loss >= 0.15 ? 'blunder' : loss >= 0.1 ? 'mistake' : loss >= 0.05 ? 'inaccuracy' : null;
      expect(object['mark']).toBe(mark);
      // The engine's own move loses nothing.
      if (object['best'] === object['move']) expect(loss).toBe(0);
      expect((object['line'] as string[])[0]).toBe(object['best']);
    });
    // The move that ends a game: its after is the end, and it loses nothing.
    const last = judged[judged.length - 1]!;
    const end = (events[events.length - 1]!['facts'] as { end?: { result: string } } | undefined)?.end;
    if (end !== undefined) {
      expect(last['afterText']).toMatch(/wins/);
      expect(last['loss']).toBe(0);
      expect(last['mark']).toBeNull();
    }
  });

  it('text: a header, one aligned line per move with its numbers, then each player\'s marks', SLOW, () => {
    const result = run(['analyse', path, ...LIMIT]);
    expect(result.code).toBe(0);
    const said = result.stdout.split('\n');
    expect(said[0]).toMatch(new RegExp(`^Analysis of .*${file}: \\w+, ${events.length} moves, each position searched over 2000 positions\\.$`));
    const header = said.find((line) => line.startsWith('ply'))!;
    expect(header).toMatch(/^ply {2}player {2}move +before {5}after {4}loss {2}mark {8}engine$/);
    const rows = said.filter((line) => /^ *\d+ {2}(White|Black) /.test(line));
    expect(rows).toHaveLength(events.filter((event) => event['event'] === 'move').length);
    // Aligned: every row's loss ends in the header's loss column.
    const lossEnd = header.indexOf('loss') + 'loss'.length;
    for (const row of rows) expect(row.slice(lossEnd - 1, lossEnd)).toBe('%');
    expect(said.filter((line) => /^(White|Black): \d+ inaccurac(y|ies), \d+ mistakes?, \d+ blunders?; average loss \d+\.\d% over \d+ moves$/.test(line))).toHaveLength(2);
  });

  it('--record: the record convert writes, with a comment after each move', SLOW, () => {
    const result = run(['analyse', path, ...LIMIT, '--record']);
    expect(result.code).toBe(0);
    const plain = run(['convert', path, '--to', 'record']).stdout;
    // A comment may be wrapped over two lines, as the record's move text is.
    const comments = result.stdout.replace(/\s+/g, ' ').match(/\{\((?:[^{}])*\}/g) ?? [];
    expect(comments).toHaveLength(events.filter((event) => event['event'] === 'move').length);
    for (const comment of comments) expect(comment).toMatch(/^\{\(\S+( in \d+ pl(y|ies))? -> \S+( in \d+ pl(y|ies))?\)( (inaccuracy|mistake|blunder))?(; best \S+)?\}$/);
    // Without its comments the record is convert's, token for token.
    const tokens = (text: string) => text.split(/\s+/).filter((token) => token !== '');
    expect(tokens(result.stdout.replace(/\{\([^{}]*\}/g, ''))).toEqual(tokens(plain));
  });

  it('--record reads back: convert turns it into the same log, byte for byte', SLOW, () => {
    const record = join(temp, `${file}.record.txt`);
    writeFileSync(record, run(['analyse', path, ...LIMIT, '--record']).stdout);
    const back = run(['convert', record, '--to', 'log']);
    expect(back.stderr).toBe('');
    expect(back.code).toBe(0);
    expect(back.stdout).toBe(readFileSync(path, 'utf8'));
  });
});

describe('a blunder in chakra-mate.jsonl', () => {
  it("marks the move that allows a mate in one a blunder (chakra-mate.jsonl's g6e7), and the mate itself nothing", SLOW, () => {
    const judged = lines(run(['analyse', join(EXAMPLES, 'chakra-mate.jsonl'), ...LIMIT, '--json']).stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    const allowing = judged.find((object) => object['move'] === 'g6e7')!;
    expect(allowing['after']).toEqual({ kind: 'loss', plies: 1 });
    expect(allowing['mark']).toBe('blunder');
    expect(allowing['best']).not.toBe('g6e7');
    const mate = judged.find((object) => object['move'] === 'h1~f6')!;
    expect(mate['before']).toEqual({ kind: 'win', plies: 1 });
    expect(mate['afterText']).toBe('White wins by checkmate');
  });
});

describe('what analyse refuses', () => {
  it.each([
    [['analyse', 'no-such-log.jsonl'], 2, 'rulebook: cannot read no-such-log.jsonl: no such file'],
    [['analyse', join(EXAMPLES, 'chakra-short.jsonl'), '--depth', '2', '--movetime', '10'], 2, 'rulebook: --depth and --movetime are alternatives: give one'],
    [['analyse', join(EXAMPLES, 'chakra-short.jsonl'), '--json', '--record'], 2, 'rulebook: --json and --record are two outputs: choose one'],
    [['analyse', join(EXAMPLES, 'chakra-short.jsonl'), '--depth', 'deep'], 2, "rulebook: --depth must be a non-negative integer, got 'deep'"],
    [['analyse', EXAMPLES], 2, /^rulebook: cannot read .*examples\/?: is a directory$/],
  ] as const)('%j: exit %i, one line', (args, code, message) => {
    const result = run(args);
    expect(result.code).toBe(code);
    expect(result.stdout).toBe('');
    const said = lines(result.stderr);
    expect(said).toHaveLength(1);
    if (typeof message === 'string') expect(said[0]).toBe(message);
    else expect(said[0]).toMatch(message);
  });

  it('an invalid log is invalid game data: exit 1, its line named, nothing analysed', () => {
    const file = join(temp, 'illegal.jsonl');
    const log = lines(readFileSync(join(EXAMPLES, 'medea-short.jsonl'), 'utf8'));
    writeFileSync(file, [log[0], log[1]!.replace('"d3d4"', '"d3d5"')].join('\n') + '\n');
    const result = run(['analyse', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^rulebook: .*illegal\.jsonl:2(:\d+)?: .+\n$/);
  });

  it('a file that is no log: exit 1, line 1 named', () => {
    const file = join(temp, 'not-a-log.jsonl');
    writeFileSync(file, 'hello\n');
    const result = run(['analyse', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^rulebook: .*not-a-log\.jsonl:1(:\d+)?: .+\n$/);
  });
});
