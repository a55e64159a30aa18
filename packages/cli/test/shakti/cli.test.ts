import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games, type shakti } from '@rulebook/rules';
import { shakti as shaktiText } from '@rulebook/notation';
import { perftPosition } from '../../../rules/perft/data.ts';
import { EXAMPLES, lines, run } from '../run.ts';

const SEEN = games.shakti.create({ warriorJump: 'seen' });
const ADJACENT = games.shakti.create({ warriorJump: 'adjacent' });

const START = 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 1';
/** b4 is a hole: under `seen` the warrior b2 jumps over b3 and the hole to b5; under `adjacent` it cannot. */
const HOLE_B4 = 'x5x/1w1k1w1/7/1x5/7/1W1K1W1/x5x w 1';
/** White's King a4 sees no tile in any direction: White is not in check and must pass (S7). */
const MUST_PASS = 'x2x2x/x1x1k2/xx5/Kxxxxxx/xx5/x1x4/x2x2x w 1';
const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-shakti-'));

function position(text: string): shakti.ShaktiPosition {
  const parsed = shaktiText.parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A game played through `play --game shakti` fed by a pipe. */
function playedLog(name: string, input: string, args: string[] = []): string {
  const file = join(temp, name);
  const result = run(['play', file, '--game', 'shakti', ...args], input);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return file;
}

describe('shakti moves', () => {
  it('lists the legal moves of the start position: 26', () => {
    const result = run(['moves', 'shakti']);
    expect(result.code).toBe(0);
    const start = SEEN.start();
    const expected = SEEN.legalMoves(start).map((move) => shaktiText.formatMove(start, move));
    expect(lines(result.stdout).sort()).toEqual([...expected].sort());
    // By hand: the King d2 has its 8 neighbours; each warrior 7 steps (its corner is a hole)
    // and 2 jumps (b2b4/b3, b2d4/c3; f2f4/f3, f2d4/e3).
    expect(lines(result.stdout)).toHaveLength(26);
    expect(lines(result.stdout)).toEqual(expect.arrayContaining(['d2d3', 'b2d4/c3', 'f2d4/e3', 'b2b4/b3', 'f2g3']));
  });

  it('prints JSON objects with from, to, kind, removed and notation', () => {
    const result = run(['moves', 'shakti', '--json', '--position', START]);
    expect(result.code).toBe(0);
    const moves = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(moves).toHaveLength(26);
    for (const move of moves) {
      expect(move['from']).toMatch(/^[a-g][1-7]$/);
      expect(move['to']).toMatch(/^[a-g][1-7]$/);
      expect(['step', 'jump']).toContain(move['kind']);
    }
    const jump = moves.find((move) => move['notation'] === 'b2d4/c3');
    // The rules' move object ({ kind: 'jump', from, to, removed }), cells by name, then its text.
    expect(jump).toEqual({ kind: 'jump', from: 'b2', to: 'd4', removed: 'c3', notation: 'b2d4/c3' });
    expect(Object.keys(jump!)).toEqual(['kind', 'from', 'to', 'removed', 'notation']);
    expect(moves.find((move) => move['notation'] === 'd2d3')).toEqual({ from: 'd2', to: 'd3', kind: 'step', notation: 'd2d3' });
  });

  it('--warrior-jump adjacent forbids jumping over a hole (S4)', () => {
    const holed = position(HOLE_B4);
    const seen = run(['moves', 'shakti', '--position', HOLE_B4]);
    const adjacent = run(['moves', 'shakti', '--position', HOLE_B4, '--warrior-jump', 'adjacent']);
    expect(seen.code).toBe(0);
    expect(adjacent.code).toBe(0);
    expect(lines(seen.stdout)).toHaveLength(SEEN.legalMoves(holed).length);
    expect(lines(adjacent.stdout)).toHaveLength(ADJACENT.legalMoves(holed).length);
    expect(lines(seen.stdout)).toContain('b2b5/b3');
    expect(lines(adjacent.stdout)).not.toContain('b2b5/b3');
    expect(lines(adjacent.stdout)).toHaveLength(lines(seen.stdout).length - 1);
  });

  it('offers only the pass when the side to move cannot move (S7)', () => {
    expect(lines(run(['moves', 'shakti', '--position', MUST_PASS]).stdout)).toEqual(['pass']);
    const json = JSON.parse(run(['moves', 'shakti', '--position', MUST_PASS, '--json']).stdout) as unknown[];
    expect(json).toEqual([{ kind: 'pass', notation: 'pass' }]);
  });
});

describe('shakti perft', () => {
  const { nodes } = perftPosition('shakti', 'start', 'seen');
  it.each([1, 2, 3])('prints the count of perft/shakti.json at depth %i', (depth) => {
    const expected = nodes[depth - 1];
    const result = run(['perft', 'shakti', String(depth)]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([String(expected)]);
  });

  it('--divide sums to the total; --warrior-jump is passed to the rules', () => {
    const result = run(['perft', 'shakti', '2', '--divide']);
    const output = lines(result.stdout);
    const total = Number(output.pop());
    expect(output).toHaveLength(nodes[0]);
    expect(output.map((line) => Number(line.split(': ')[1])).reduce((a, b) => a + b, 0)).toBe(total);
    expect(total).toBe(nodes[1]);
    const adjacent = run(['perft', 'shakti', '2', '--position', HOLE_B4, '--warrior-jump', 'adjacent']);
    expect(lines(adjacent.stdout)).toEqual([String(ADJACENT.perft(position(HOLE_B4), 2))]);
  });
});

describe('shakti flags and games', () => {
  it.each([
    [['moves', 'chakra', '--warrior-jump', 'seen'], '--warrior-jump'],
    [['moves', 'shakti', '--ruleset', '1995'], '--ruleset'],
    [['perft', 'shakti', '1', '--ruleset', 'current'], '--ruleset'],
    [['perft', 'chakra', '1', '--warrior-jump', 'adjacent'], '--warrior-jump'],
    [['new', 'shakti', '--ruleset', 'current'], '--ruleset'],
    [['new', 'chakra', '--warrior-jump', 'seen'], '--warrior-jump'],
    [['play', '--game', 'shakti', '--ruleset', '1995'], '--ruleset'],
    [['play', '--game', 'chakra', '--warrior-jump', 'seen'], '--warrior-jump'],
    [['moves', 'shakti', '--warrior-jump', 'far'], 'warrior jump'],
    [['moves', 'shakti', '--position', 'x5x/7 w 1'], 'bad position'],
    [['moves', 'shakti', '--position', 'x5x/1w1k1w1/7/7/7/1W1W1W1/x5x w 1'], 'bad position'],
    [['render', 'shakti', '--format', 'png'], 'unknown format'],
  ])('%j is a usage error (exit 2)', (args, message) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it.each([['moves'], ['perft'], ['new'], ['render'], ['play']])('%s names both known games for an unknown one', (command) => {
    const args = command === 'perft' ? [command, 'x', '1'] : command === 'play' ? [command, '--game', 'x'] : [command, 'x'];
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown game 'x'; known games: chakra, shakti");
  });

  it('a log naming an unknown game is invalid (exit 1, line 1)', () => {
    const file = join(temp, 'chess.jsonl');
    writeFileSync(file, '{"event":"start","format":"rulebook-log/1","game":"chess","setup":"","tags":{}}\n');
    const result = run(['replay', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('chess.jsonl:1');
  });
});

describe('shakti new, play and replay', () => {
  it('new writes a start line that replays', () => {
    const file = join(temp, 'new.jsonl');
    expect(run(['new', 'shakti', '--white', 'Ann', '-o', file]).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      event: 'start',
      format: 'rulebook-log/1',
      game: 'shakti',
      options: { warriorJump: 'seen', repetition: true },
      setup: START,
      tags: { White: 'Ann' },
    });
    const replay = run(['replay', file, '--quiet']);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('valid shakti log, warrior jump seen, 0 event(s); Move 1, White to move');
    const adjacent = run(['new', 'shakti', '--warrior-jump', 'adjacent']);
    expect(JSON.parse(adjacent.stdout)).toMatchObject({ options: { warriorJump: 'adjacent' } });
  });

  it('play from a pipe writes a log that replays, with the moves in words', () => {
    const file = playedLog('play.jsonl', 'b2d4/c3\nmoves\nnonsense\nf6f5\nd2b4\nundo\nd2b4\nhelp\nquit\n', ['--white', 'Ann']);
    const log = lines(readFileSync(file, 'utf8')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(log).toHaveLength(4);
    expect(log[1]).toEqual({
      event: 'move',
      ply: 1,
      player: 'white',
      move: 'b2d4/c3',
      facts: { piece: 'warrior', from: 'b2', to: 'd4', removedTile: 'c3', check: false },
    });
    expect(log[3]).toMatchObject({ move: 'd2b4', facts: { piece: 'king', from: 'd2', to: 'b4' } });
    const replay = run(['replay', file]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('ply 1: white b2d4/c3: warrior b2-d4, the tile c3 is removed');
    expect(replay.stdout).toContain('ply 3: white d2b4: King d2-b4, over the hole c3');
    expect(replay.stdout).toMatch(/valid shakti log, warrior jump seen, 3 event\(s\); Move 2, Black to move/);
    const json = lines(run(['replay', file, '--json']).stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json).toHaveLength(4);
    expect(json[1]).toMatchObject({ ply: 1, move: { kind: 'jump', from: 'b2', to: 'd4', removed: 'c3', notation: 'b2d4/c3' }, facts: { removedTile: 'c3' }, result: null });
    const summary = JSON.parse(run(['replay', file, '--json', '--quiet']).stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({ valid: true, game: 'shakti', warriorJump: 'seen', events: 3, result: null });
  });

  it('play resumes a Shakti log and keeps its variant', () => {
    const file = playedLog('resume.jsonl', 'b2d4/c3\n', ['--warrior-jump', 'adjacent']);
    const again = run(['play', file, '--warrior-jump', 'seen'], 'quit\n');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--warrior-jump adjacent');
    const wrongGame = run(['play', file, '--game', 'chakra'], 'quit\n');
    expect(wrongGame.code).toBe(2);
    const resumed = run(['play', file], 'f6f5\nresign\n');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain('Resuming');
    expect(resumed.stdout).toContain('Black wins by resignation');
    expect(run(['replay', file, '--quiet']).stdout).toContain('warrior jump adjacent, 3 event(s); Black wins by resignation');
  });

  it('play says when the pass is forced and accepts it', () => {
    const file = playedLog('pass.jsonl', 'a4a5\npass\ne6e5\npass\nquit\n', ['--position', MUST_PASS]);
    const output = run(['replay', file]);
    expect(output.code).toBe(0);
    expect(output.stdout).toContain('ply 1: white pass: White cannot move and passes');
    const log = lines(readFileSync(file, 'utf8')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(log).toHaveLength(4);
    expect(log[1]).toEqual({ event: 'move', ply: 1, player: 'white', move: 'pass', facts: { pass: true, check: false } });
    const shown = run(['play', '--game', 'shakti', '--position', MUST_PASS], 'quit\n');
    expect(shown.stdout).toContain("must pass (S7): type 'pass'");
  });

  it('play shows checkmate and ends the game', () => {
    const file = playedLog('mate.jsonl', 'd2c3\nf6e6\nc3b4\nd6e7\nb2b3\ne6e4/e5\nb3d5/c4\nb6c5\nb4a4\ne4b4/d4\n');
    const log = lines(readFileSync(file, 'utf8'));
    expect(JSON.parse(log[10]!)).toMatchObject({ move: 'e4b4/d4', facts: { check: true, end: { result: 'black', reason: 'checkmate' } } });
    expect(run(['replay', file, '--quiet']).stdout).toContain('Black wins by checkmate');
  });

  it('rejects an invalid Shakti log (exit 1) naming the line', () => {
    const file = playedLog('source.jsonl', 'b2d4/c3\nf6f5\nd2b4\n');
    const original = readFileSync(file, 'utf8').split('\n');
    const corrupted = join(temp, 'corrupt.jsonl');
    // Line 3 is Black's f6f5: a warrior cannot go to f2.
    const illegal = [...original];
    illegal[2] = illegal[2]!.replace('"f6f5"', '"f6f2"');
    writeFileSync(corrupted, illegal.join('\n'));
    const move = run(['replay', corrupted]);
    expect(move.code).toBe(1);
    expect(move.stderr).toContain('corrupt.jsonl:3:');
    expect(move.stderr).not.toMatch(/\n\s+at /);
    // Facts that do not follow from the move: another tile removed.
    const facts = [...original];
    facts[1] = facts[1]!.replace('"removedTile":"c3"', '"removedTile":"c4"');
    writeFileSync(corrupted, facts.join('\n'));
    const wrong = run(['replay', corrupted]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('corrupt.jsonl:2:');
  });
});

describe('shakti render', () => {
  it('draws tiles and leaves holes blank, with a legend', () => {
    const result = run(['render', 'shakti']);
    expect(result.code).toBe(0);
    const board = result.stdout.split('\n');
    // The corners a7 and g7 are holes: blank, not a vacant tile `[.]`.
    expect(board).toContain(' 7      [.] [.] [.] [.] [.]      7');
    expect(board).toContain(' 6  [.] [w] [.] [k] [.] [w] [.]  6');
    expect(board).toContain(' 2  [.] [W] [.] [K] [.] [W] [.]  2');
    expect(result.stdout).toContain('Move 1, White to move');
    expect(result.stdout).toContain('45 tiles, 4 holes');
    expect(result.stdout).toContain('blank: a hole');
    expect(result.stdout).not.toContain('\u001b[');
    const after = run(['render', 'shakti', '--position', 'x5x/1w1k1w1/7/3W3/2x4/3K1W1/x5x b 1']);
    expect(after.code).toBe(0);
    expect(after.stdout.split('\n')).toContain(' 3  [.] [.]     [.] [.] [.] [.]  3');
    expect(after.stdout).toContain('44 tiles, 5 holes');
  });

  it('draws an SVG with the tiles and empty holes', () => {
    const result = run(['render', 'shakti', '--format', 'svg']);
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('<svg')).toBe(true);
    expect(result.stdout.trim().endsWith('</svg>')).toBe(true);
    expect(result.stdout.match(/class="tile"/g)).toHaveLength(45);
    expect(result.stdout.match(/class="hole"/g)).toHaveLength(4);
    expect(result.stdout).toContain('<title>a1: hole</title>');
  });
});

describe('shakti convert', () => {
  it('round-trips a log through a record', () => {
    const file = playedLog('convert.jsonl', 'b2d4/c3\nf6f5\nd2b4\nf5f3/f4\nresign\n', ['--white', 'Ann', '--black', 'Bob']);
    const record = run(['convert', file, '--to', 'record']);
    expect(record.code).toBe(0);
    expect(record.stdout).toContain('[Game "Shakti"]');
    expect(record.stdout).toContain('[WarriorJump "seen"]');
    expect(record.stdout).toContain('b2d4/c3');
    const back = run(['convert', '-', '--to', 'log'], record.stdout);
    expect(back.code).toBe(0);
    expect(lines(back.stdout)).toEqual(lines(readFileSync(file, 'utf8')));
  });

  it('reports a bad Shakti log or record with its line (exit 1)', () => {
    const file = join(temp, 'bad-convert.jsonl');
    writeFileSync(file, run(['new', 'shakti']).stdout + '{"event":"move","ply":1,"player":"white","move":"b2b6"}\n');
    const result = run(['convert', file, '--to', 'record']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad-convert.jsonl:2:');
    const record = run(['convert', '-', '--to', 'log'], '[Game "Go"]\n\n*\n');
    expect(record.code).toBe(1);
    expect(record.stderr).toContain('stdin:1');
  });
});

describe('shakti examples', () => {
  const inputs: Record<string, string> = {
    'shakti-short.jsonl': 'b2d4/c3\nf6f5\nd2b4\nf5f3/f4\nquit\n',
    'shakti-mate.jsonl': 'd2c3\nf6e6\nc3b4\nd6e7\nb2b3\ne6e4/e5\nb3d5/c4\nb6c5\nb4a4\ne4b4/d4\n',
  };

  it.each(Object.keys(inputs))('%s replays', (name) => {
    const file = join(EXAMPLES, name);
    expect(existsSync(file)).toBe(true);
    const result = run(['replay', file, '--quiet']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('are exactly what `play` writes for their moves (see examples/README.md)', () => {
    for (const [name, input] of Object.entries(inputs)) {
      const file = playedLog(`again-${name}`, input, ['--white', 'Ann', '--black', 'Bob']);
      expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(EXAMPLES, name), 'utf8'));
    }
  });

  it('shakti-short.jsonl shows a King moving over a hole and warriors removing tiles', () => {
    const replay = run(['replay', join(EXAMPLES, 'shakti-short.jsonl')]);
    expect(replay.stdout).toMatch(/King d2-b4, over the hole c3/);
    expect(replay.stdout).toMatch(/the tile c3 is removed/);
  });

  it('shakti-mate.jsonl ends in checkmate', () => {
    expect(run(['replay', join(EXAMPLES, 'shakti-mate.jsonl'), '--quiet']).stdout).toMatch(/Black wins by checkmate/);
  });
});
