// `replay` as a stream: a file of many logs of all four games, a directory, a last line cut
// short, an invalid line in one game among others; and the line reader under it.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { LONGEST_LINE, readLines, type Line } from '../src/lines.ts';
import { EXAMPLES, lines, run } from './run.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-stream-'));
const SLOW = { timeout: 180_000 };

/** scripts/big-log.mjs: seeded random logs of all four games, concatenated. */
interface Written {
  readonly bytes: number;
  readonly games: number;
  readonly events: number;
}
type WriteRandomLogs = (path: string, bytes: number, seed?: number, pool?: number) => Written;

/** A file of logs: its text, the games (as texts) it holds, and what the generator counted. */
let many: { file: string; text: string; games: string[]; written: Written };

/** The texts of the games in a file of concatenated logs. */
const gamesOf = (text: string): string[] => text.split(/(?<=\n)(?=\{"event":"start")/);
const gameName = (log: string): string => (JSON.parse(log.slice(0, log.indexOf('\n'))) as { game: string }).game;
const lineCount = (text: string): number => text.split('\n').length - 1;

beforeAll(async () => {
  const script = new URL('../../../scripts/big-log.mjs', import.meta.url);
  const { writeRandomLogs } = (await import(script.href)) as { writeRandomLogs: WriteRandomLogs };
  const file = join(temp, 'many.jsonl');
  // A few MB: every game of a pool of 4 x 4 once, then games drawn from it.
  const written = writeRandomLogs(file, 3_000_000, 7, 4);
  const text = readFileSync(file, 'utf8');
  many = { file, text, games: gamesOf(text), written };
}, 120_000);

/** The summary lines of `replay … --summary` (everything but the totals). */
const gameLines = (stdout: string): string[] => lines(stdout).filter((line) => !line.startsWith('total: '));

describe('replay: a file of many logs', () => {
  it('holds games of all four games, as the generator wrote them', () => {
    expect(many.written.bytes).toBeGreaterThanOrEqual(3_000_000);
    expect(many.games).toHaveLength(many.written.games);
    expect(new Set(many.games.map(gameName))).toEqual(new Set(['chakra', 'shakti', 'medea', 'chakart']));
  });

  it('is summarised game by game by default, with the totals (exit 0)', SLOW, () => {
    const result = run(['replay', many.file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const summaries = gameLines(result.stdout);
    expect(summaries).toHaveLength(many.written.games);
    let start = 1;
    many.games.forEach((game, i) => {
      const events = lineCount(game) - 1;
      expect(summaries[i]).toContain(`${many.file} game ${i + 1} (line ${start}): valid ${gameName(game)} log`);
      expect(summaries[i]).toContain(`, ${events} event(s); `);
      start += lineCount(game);
    });
    expect(lines(result.stdout).at(-1)).toBe(
      `total: ${many.written.games} game(s) in 1 file(s): ${many.written.games} valid, 0 invalid, 0 cut short; ${many.written.events} event(s)`,
    );
  });

  it('gives one JSON object per game and the totals with --json', SLOW, () => {
    const result = run(['replay', many.file, '--json']);
    expect(result.code).toBe(0);
    const objects = lines(result.stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects).toHaveLength(many.written.games + 1);
    expect(objects[0]).toMatchObject({ file: many.file, index: 1, line: 1, valid: true, game: gameName(many.games[0]!) });
    expect(objects.at(-1)).toEqual({
      totals: { files: 1, games: many.written.games, valid: many.written.games, invalid: 0, cutShort: 0, events: many.written.events },
    });
  });

  it('prints every event of every game with --events', SLOW, () => {
    const two = join(temp, 'two.jsonl');
    writeFileSync(two, many.games[0]! + many.games[1]!);
    const result = run(['replay', two, '--events', '--json']);
    expect(result.code).toBe(0);
    const objects = lines(result.stdout).map((line) => JSON.parse(line) as { ply: number; event: string });
    expect(objects).toHaveLength(lineCount(many.games[0]!) + lineCount(many.games[1]!));
    expect(objects.filter((object) => object.event === 'start')).toHaveLength(2);
    const boards = run(['replay', two, '--events']);
    expect(boards.code).toBe(0);
    expect(boards.stdout).toContain(`== ${two} game 2 (line ${lineCount(many.games[0]!) + 1}): ${gameName(many.games[1]!)} ==`);
    expect(boards.stdout).toContain(`${two} game 1 (line 1): valid ${gameName(many.games[0]!)} log`);
    expect(run(['replay', two, '--events', '--summary']).code).toBe(2);
  });

  it('checks each game up to --ply', SLOW, () => {
    const result = run(['replay', many.file, '--ply', '3']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout).at(-1)).toContain(`; ${many.written.games * 3} event(s)`);
  });

  it('reports an invalid line in the second game with file:line, and summarises the others (exit 1)', SLOW, () => {
    const games = [...many.games];
    const second = games[1]!.split('\n');
    // Its fourth event claims the wrong ply.
    second[4] = second[4]!.replace(/"ply":4\b/, '"ply":9');
    games[1] = second.join('\n');
    const file = join(temp, 'second-invalid.jsonl');
    writeFileSync(file, games.join(''));
    const badLine = lineCount(games[0]!) + 5;
    const result = run(['replay', file]);
    expect(result.code).toBe(1);
    const summaries = gameLines(result.stdout);
    expect(summaries).toHaveLength(many.written.games);
    expect(summaries[1]).toContain(`game 2 (line ${lineCount(games[0]!) + 1}): invalid ${gameName(games[1]!)} log`);
    expect(summaries[1]).toContain(`${file}:${badLine}: ply: the log says 9, expected 4 (3 event(s) valid before it`);
    summaries.filter((_, i) => i !== 1).forEach((line) => expect(line).toContain(': valid '));
    expect(lines(result.stdout).at(-1)).toContain(`${many.written.games - 1} valid, 1 invalid, 0 cut short`);
    expect(result.stderr).toBe(`rulebook: 1 of ${many.written.games} game(s) invalid or cut short; the first: ${file}:${badLine}: ply: the log says 9, expected 4\n`);
  });

  it('reports a last line cut short with its number and keeps every game before it (exit 1)', SLOW, () => {
    const games = many.games.slice(0, 9);
    const last = games[8]!;
    // Cut in the middle of the last game's sixth event line.
    const lastLines = last.split('\n');
    const kept = lastLines.slice(0, 6).join('\n') + '\n' + lastLines[6]!.slice(0, 40);
    const file = join(temp, 'cut.jsonl');
    writeFileSync(file, games.slice(0, 8).join('') + kept);
    const cutLine = games.slice(0, 8).reduce((n, game) => n + lineCount(game), 0) + 7;
    const result = run(['replay', file]);
    expect(result.code).toBe(1);
    const summaries = gameLines(result.stdout);
    expect(summaries).toHaveLength(9);
    summaries.slice(0, 8).forEach((line) => expect(line).toContain(': valid '));
    expect(summaries[8]).toContain(`game 9 (line ${cutLine - 6}): ${gameName(last)} log cut short`);
    expect(summaries[8]).toContain(', 5 event(s) valid; ');
    expect(summaries[8]).toContain(`${file}:${cutLine}: the last line is cut short`);
    expect(result.stderr).toContain(`${file}:${cutLine}: the last line is cut short`);
    // A single log cut short: the same, for the one game.
    const single = join(temp, 'cut-single.jsonl');
    writeFileSync(single, kept);
    const alone = run(['replay', single, '--quiet']);
    expect(alone.code).toBe(1);
    expect(alone.stdout).toContain(`${single}: ${gameName(last)} log cut short`);
    expect(alone.stderr).toBe(`rulebook: ${single}:7: the last line is cut short: no line break at its end and not valid JSON (was the log being written when it stopped?)\n`);
  });

  it('takes a whole last line without its line break, and blank lines between games', () => {
    const file = join(temp, 'loose.jsonl');
    writeFileSync(file, many.games[0]! + '\n\n' + many.games[1]!.trimEnd());
    const result = run(['replay', file, '--summary']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout).at(-1)).toContain('2 game(s) in 1 file(s): 2 valid');
  });

  it('reads stdin as a stream: every game in turn', () => {
    const text = readFileSync(join(EXAMPLES, 'shakti-short.jsonl'), 'utf8') + readFileSync(join(EXAMPLES, 'medea-short.jsonl'), 'utf8');
    const result = run(['replay', '-'], text);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('ply 1: white b2d4/c3: warrior b2-d4, the tile c3 is removed');
    expect(result.stdout).toContain('== stdin game 2 (line 6): medea ==');
    expect(result.stdout).toContain('stdin game 2 (line 6): valid medea log, 5 event(s); Move 3, Black to move');
    expect(lines(result.stdout).at(-1)).toBe('total: 2 game(s) in 1 file(s): 2 valid, 0 invalid, 0 cut short; 9 event(s)');
  });
});

describe('replay: a directory', () => {
  it('replays every *.jsonl below it, subdirectories included, in the order of their paths', SLOW, () => {
    const dir = join(temp, 'logs');
    mkdirSync(join(dir, 'b-more'), { recursive: true });
    mkdirSync(join(dir, '.hidden'), { recursive: true });
    writeFileSync(join(dir, 'c.jsonl'), many.games[2]!);
    writeFileSync(join(dir, 'a.jsonl'), many.games[0]! + many.games[1]!);
    writeFileSync(join(dir, 'b-more', 'd.jsonl'), many.games[3]!);
    writeFileSync(join(dir, 'notes.txt'), 'not a log\n');
    writeFileSync(join(dir, '.hidden', 'x.jsonl'), 'not read\n');
    const result = run(['replay', dir]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const summaries = gameLines(result.stdout);
    expect(summaries.map((line) => line.slice(0, line.indexOf(' ('))))
      .toEqual([`${join(dir, 'a.jsonl')} game 1`, `${join(dir, 'a.jsonl')} game 2`, `${join(dir, 'b-more', 'd.jsonl')} game 1`, `${join(dir, 'c.jsonl')} game 1`]);
    const events = many.games.slice(0, 4).reduce((n, game) => n + lineCount(game) - 1, 0);
    expect(lines(result.stdout).at(-1)).toBe(`total: 4 game(s) in 3 file(s): 4 valid, 0 invalid, 0 cut short; ${events} event(s)`);
    // A file cut short in the directory: its games before the cut are kept, the next file is read.
    writeFileSync(join(dir, 'b-more', 'd.jsonl'), many.games[3]!.slice(0, -30));
    const cut = run(['replay', dir, '--json']);
    expect(cut.code).toBe(1);
    const objects = lines(cut.stdout).map((line) => JSON.parse(line) as { valid?: boolean; error?: { cutShort: boolean } });
    expect(objects.map((object) => object.valid)).toEqual([true, true, false, true, undefined]);
    expect(objects[2]!.error!.cutShort).toBe(true);
  });

  it('is a usage error (exit 2) without any *.jsonl', () => {
    const empty = join(temp, 'empty-dir');
    mkdirSync(empty);
    const result = run(['replay', empty]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('without *.jsonl files');
  });
});

describe('the line reader', () => {
  /** The lines of `chunks`, read as a stream that delivers them one by one. */
  async function read(chunks: (string | Buffer)[]): Promise<Line[]> {
    const got: Line[] = [];
    await readLines(Readable.from(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))), { line: (line) => void got.push(line) });
    return got;
  }
  const shown = (line: Line) => ({ text: line.text, number: line.number, ended: line.ended });

  it('splits at line breaks across chunks, drops \\r, and marks a last line without a break', async () => {
    expect((await read(['ab', 'c\r\nde', 'f\n\ng'])).map(shown)).toEqual([
      { text: 'abc', number: 1, ended: true },
      { text: 'def', number: 2, ended: true },
      { text: '', number: 3, ended: true },
      { text: 'g', number: 4, ended: false },
    ]);
    expect((await read(['x\n'])).map(shown)).toEqual([{ text: 'x', number: 1, ended: true }]);
    expect(await read([])).toEqual([]);
  });

  it('gives the offset of each line in the input', async () => {
    expect((await read(['ab\nc', 'd\r\n', '\ne'])).map((line) => line.offset)).toEqual([0, 3, 7, 8]);
  });

  it('decodes a character split between chunks', async () => {
    const bytes = Buffer.from('"Ann ☃"\n');
    expect((await read([bytes.subarray(0, 6), bytes.subarray(6)])).map(shown)).toEqual([{ text: '"Ann ☃"', number: 1, ended: true }]);
  });

  it('never holds a line longer than LONGEST_LINE: it is refused where it passes the limit, and the next line read', async () => {
    const long = 'x'.repeat(LONGEST_LINE / 4);
    const got = await read([long, long, long, long, long, '\nnext\n', long, long, long, long, long]);
    const message = `the line is longer than ${LONGEST_LINE} characters, the most a line of a log or a record may have`;
    expect(got.map((line) => ({ ...shown(line), text: line.text.length, problem: line.problem }))).toEqual([
      { text: 60, number: 1, ended: false, problem: { line: 1, column: LONGEST_LINE + 1, message } },
      { text: 4, number: 2, ended: true, problem: undefined },
      { text: 60, number: 3, ended: false, problem: { line: 3, column: LONGEST_LINE + 1, message } },
    ]);
  });

  it('refuses bytes that are not UTF-8 at their line, column and byte, split between chunks or not', async () => {
    const bad = await read([Buffer.from('{}\nab'), Buffer.from([0xe2, 0x98]), Buffer.from('x\nnext\n')]);
    expect(bad.map((line) => line.problem?.message ?? line.text)).toEqual([
      '{}',
      'not UTF-8: the bytes 0xe2 0x98 0x78 are no character (byte 6 of the input); a log or a record is UTF-8 text',
      'next',
    ]);
    expect(bad[1]!.problem).toMatchObject({ line: 2, column: 3 });
    const cut = await read([Buffer.from('ab'), Buffer.from([0xf0, 0x9f])]);
    expect(cut[0]!.problem).toEqual({ line: 1, column: 3, message: 'not UTF-8: the input ends inside a character (0xf0 0x9f) (byte 3 of the input); a log or a record is UTF-8 text' });
  });

  it('skips a byte order mark at the start, even split between chunks, and says so', async () => {
    let boms = 0;
    const got: Line[] = [];
    await readLines(Readable.from([Buffer.from([0xef]), Buffer.from([0xbb, 0xbf, 0x7b]), Buffer.from('}\n')]), { line: (line) => void got.push(line), bom: () => void boms++ });
    expect(got.map(shown)).toEqual([{ text: '{}', number: 1, ended: true }]);
    expect(got[0]!.offset).toBe(3);
    expect(boms).toBe(1);
  });

  it('reads chunks of one reused buffer (a file source) as it reads a stream of new buffers: lines of every length, characters split between chunks, bad bytes', async () => {
    // Lines short and long (past the 16 KiB the splitter decodes at a time), snowmen and
    // astral characters, a byte that is not UTF-8: cut into chunks of a few sizes.
    const parts: Buffer[] = [];
    for (let i = 0; i < 300; i++) {
      const size = [3, 40, 900, 17_000, 40_000][i % 5]!;
      parts.push(Buffer.from(`${i} ${'☃x😀'.repeat(Math.ceil(size / 4)).slice(0, size)}${i % 7 === 0 ? '\r' : ''}\n`));
      if (i === 250) parts.push(Buffer.from([0x61, 0xff, 0x62, 0x0a]));
    }
    const input = Buffer.concat(parts);
    const expected = (await read([input])).map((line) => ({ ...line }));
    for (const size of [1 << 18, 65_521, 4093]) {
      // Every chunk is written over the last one, as fileChunks does.
      const buffer = Buffer.alloc(size);
      async function* reused(): AsyncGenerator<Uint8Array> {
        for (let at = 0; at < input.length; at += size) {
          const n = input.copy(buffer, 0, at, Math.min(at + size, input.length));
          yield buffer.subarray(0, n);
        }
      }
      const got: Line[] = [];
      await readLines(reused(), { line: (line) => void got.push({ ...line }) });
      expect(got.length).toBe(expected.length);
      expect(got).toEqual(expected);
    }
    expect(expected.some((line) => line.problem !== undefined)).toBe(true);
  });

  it('stops when the handler says so', async () => {
    const got: number[] = [];
    await readLines(Readable.from([Buffer.from('1\n2\n3\n4\n')]), { line: (line) => (got.push(line.number), line.number < 2) });
    expect(got).toEqual([1, 2]);
  });

  it('replay reports an overlong line as the line it is in', () => {
    const file = join(temp, 'overlong.jsonl');
    const start = readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8').split('\n')[0]!;
    writeFileSync(file, `${start}\n${'x'.repeat(LONGEST_LINE + 10)}\n`);
    const result = run(['replay', file, '--quiet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}:2:${LONGEST_LINE + 1}: the line is longer than ${LONGEST_LINE} characters`);
  });
});
