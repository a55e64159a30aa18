// Chakra through the command: moves, perft, new and replay, play, render, convert, the examples.
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { perftPosition } from '../../../rules/perft/data.ts';
import { EXAMPLES, lines, run } from '../run.ts';

const START = 'ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 1';
const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-'));

/** A short game played through `play` fed by a pipe. */
function playedLog(name: string, input: string, args: string[] = []): string {
  const file = join(temp, name);
  // A new game names its game; a log to resume names it on its start line.
  const result = run(['play', file, ...(existsSync(file) ? [] : ['--game', 'chakra']), ...args], input);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return file;
}

describe('moves', () => {
  it('lists 20 moves at the start (current) and 28 (1995)', () => {
    const current = run(['moves', 'chakra']);
    expect(current.code).toBe(0);
    expect(lines(current.stdout)).toHaveLength(20);
    expect(lines(current.stdout)).toContain('e2e3');
    const old = run(['moves', 'chakra', '--ruleset', '1995']);
    expect(old.code).toBe(0);
    expect(lines(old.stdout)).toHaveLength(28);
    expect(lines(old.stdout)).toContain('e2e4');
  });

  it("prints JSON: the rules' move objects, squares by name, with notation", () => {
    const result = run(['moves', 'chakra', '--json', '--position', START]);
    expect(result.code).toBe(0);
    const moves = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(moves).toHaveLength(20);
    for (const move of moves) {
      for (const field of ['from', 'to', 'via', 'square']) if (field in move) expect(move[field]).toMatch(/^[a-h][1-8]$/);
      expect(typeof move['notation']).toBe('string');
      expect(['piece', 'chakra', 'flip', 'pass']).toContain(move['kind']);
    }
    expect(moves.find((move) => move['notation'] === 'e2e3')).toEqual({ kind: 'piece', from: 'e2', to: 'e3', notation: 'e2e3' });
    // A flip names its square only, as the rules' move does ({ kind: 'flip', square }).
    const flips = moves.filter((move) => move['kind'] === 'flip');
    for (const flip of flips) expect(Object.keys(flip)).toEqual(['kind', 'square', 'notation']);
  });
});

describe('perft', () => {
  it.each([
    ['current', 1],
    ['current', 2],
    ['1995', 1],
    ['1995', 2],
  ] as const)('prints the count of perft/chakra.json (%s, depth %i)', (ruleset, depth) => {
    const expected = perftPosition('chakra', 'start', ruleset).nodes[depth - 1];
    const result = run(['perft', 'chakra', String(depth), '--ruleset', ruleset]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([String(expected)]);
  });

  it('--divide prints move: nodes and the total last', () => {
    const result = run(['perft', 'chakra', '2', '--divide']);
    expect(result.code).toBe(0);
    const output = lines(result.stdout);
    const total = Number(output.pop());
    const { nodes } = perftPosition('chakra', 'start', 'current');
    expect(output).toHaveLength(nodes[0]);
    const sum = output.map((line) => Number(line.split(': ')[1])).reduce((a, b) => a + b, 0);
    expect(sum).toBe(total);
    expect(total).toBe(nodes[1]);
  });

  it('depth 0 is one node', () => {
    expect(run(['perft', 'chakra', '0']).stdout.trim()).toBe('1');
  });
});

describe('new and replay', () => {
  it('writes a start line that replays', () => {
    const file = join(temp, 'new.jsonl');
    const made = run(['new', 'chakra', '--white', 'Ann', '--black', 'Bob', '-o', file]);
    expect(made.code).toBe(0);
    const start = JSON.parse(readFileSync(file, 'utf8').trim()) as Record<string, unknown>;
    expect(start).toMatchObject({
      event: 'start',
      format: 'rulebook-log/1',
      game: 'chakra',
      ruleset: 'current',
      setup: START,
      tags: { White: 'Ann', Black: 'Bob' },
    });
    expect(run(['replay', file]).code).toBe(0);
    const stdout = run(['new', 'chakra', '--ruleset', '1995']);
    expect(JSON.parse(stdout.stdout)).toMatchObject({ ruleset: '1995' });
  });

  it('replays a valid log (exit 0) as boards, JSON or a summary', () => {
    const file = playedLog('replay.jsonl', 'e2e3\ne7e6\nd1h5\n');
    const boards = run(['replay', file]);
    expect(boards.code).toBe(0);
    expect(boards.stdout).toContain('ply 3: white d1h5');
    expect(boards.stdout).toMatch(/valid chakra log, ruleset current, 3 event\(s\); Move 2, Black to move/);
    const json = run(['replay', file, '--json']);
    expect(json.code).toBe(0);
    const objects = lines(json.stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects).toHaveLength(4);
    expect(objects[1]).toMatchObject({ ply: 1, move: { kind: 'piece', from: 'e2', to: 'e3', notation: 'e2e3' }, facts: { piece: 'pawn', from: 'e2', to: 'e3' }, result: null });
    expect(typeof objects[3]!['position']).toBe('string');
    const quiet = run(['replay', file, '--quiet']);
    expect(lines(quiet.stdout)).toHaveLength(1);
    const summary = run(['replay', file, '--quiet', '--json']);
    expect(JSON.parse(summary.stdout)).toMatchObject({ valid: true, game: 'chakra', ruleset: 'current', events: 3, result: null });
    const stopped = run(['replay', file, '--json', '--ply', '1']);
    expect(lines(stopped.stdout)).toHaveLength(2);
    const piped = run(['replay', '-', '--quiet'], readFileSync(file, 'utf8'));
    expect(piped.code).toBe(0);
    expect(piped.stdout).toContain('stdin: valid');
  });

  it('rejects a corrupted log (exit 1) naming the line', () => {
    const file = playedLog('corrupt-source.jsonl', 'e2e3\ne7e6\nd1h5\n');
    const logLines = readFileSync(file, 'utf8').split('\n');
    // Line 3 is Black's e7e6: make it an illegal move.
    logLines[2] = logLines[2]!.replace('"e7e6"', '"e7e4"');
    const corrupted = join(temp, 'corrupt.jsonl');
    writeFileSync(corrupted, logLines.join('\n'));
    const result = run(['replay', corrupted]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('corrupt.jsonl:3:');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    // Facts that do not follow from the move.
    const wrongFacts = readFileSync(file, 'utf8').split('\n');
    wrongFacts[3] = wrongFacts[3]!.replace('"check":false', '"check":true');
    writeFileSync(corrupted, wrongFacts.join('\n'));
    const facts = run(['replay', corrupted]);
    expect(facts.code).toBe(1);
    expect(facts.stderr).toContain('corrupt.jsonl:4:');
    // Not JSON at all.
    writeFileSync(corrupted, readFileSync(file, 'utf8') + '{oops\n');
    const broken = run(['replay', corrupted]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('corrupt.jsonl:5:');
  });
});

describe('play', () => {
  it('plays from a pipe and writes a log that replay accepts', () => {
    const file = playedLog('play.jsonl', 'e2e3\nmoves\nnonsense\ne7e6\nundo\nd7d6\nhelp\nquit\n', ['--white', 'Ann']);
    const log = lines(readFileSync(file, 'utf8'));
    expect(log).toHaveLength(3);
    expect(JSON.parse(log[1]!)).toMatchObject({ event: 'move', ply: 1, player: 'white', move: 'e2e3' });
    expect(JSON.parse(log[2]!)).toMatchObject({ event: 'move', ply: 2, player: 'black', move: 'd7d6' });
    expect(run(['replay', file]).code).toBe(0);
  });

  it('resumes an existing log and records a resignation', () => {
    const file = playedLog('resume.jsonl', 'e2e3\n');
    const result = run(['play', file], 'e7e6\nresign\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Resuming');
    expect(result.stdout).toContain('Black wins by resignation');
    const log = lines(readFileSync(file, 'utf8'));
    expect(log).toHaveLength(4);
    expect(JSON.parse(log[3]!)).toEqual({ event: 'resign', ply: 3, player: 'white' });
    const replay = run(['replay', file, '--quiet']);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('Black wins by resignation');
  });

  it('shows check and the end of the game', () => {
    const file = join(temp, 'mate.jsonl');
    const result = run(['play', file, '--game', 'chakra'], 'Ta2c3\ng7g6\nTc3d5\ng6g5\nTd5f6\ne7e6\nTh2f3*\nh8g6\nTf3g3\ng6e7\nh1~f6\ne8f8\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Game over: White wins by checkmate');
    const check = run(['play', '--game', 'chakra'], 'e2e3\nf7f6\nd1h5\nquit\n');
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('Move 2, Black to move (check)');
    const log = lines(readFileSync(file, 'utf8'));
    expect(log).toHaveLength(12);
    expect(JSON.parse(log[11]!)).toMatchObject({ move: 'h1~f6', facts: { via: 'g3', check: true, end: { result: 'white', reason: 'checkmate' } } });
  });

  it('records an agreed draw', () => {
    const file = playedLog('draw.jsonl', 'draw\n', ['--ruleset', '1995']);
    const log = lines(readFileSync(file, 'utf8'));
    expect(JSON.parse(log[0]!)).toMatchObject({ ruleset: '1995' });
    expect(JSON.parse(log[1]!)).toEqual({ event: 'draw', ply: 1 });
  });

  it('refuses to resume an invalid log (exit 1)', () => {
    const file = join(temp, 'bad-resume.jsonl');
    writeFileSync(file, 'not json\n');
    const result = run(['play', file], 'e2e3\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad-resume.jsonl:1:');
  });
});

describe('render', () => {
  it('draws a text board with chakras and a legend', () => {
    const result = run(['render', 'chakra']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('(.)');
    expect(result.stdout).toContain('{.}');
    expect(result.stdout).toContain('White to move');
    expect(result.stdout).toContain('knight face');
    expect(result.stdout).not.toContain('\u001b[');
  });

  it('draws an SVG', () => {
    const result = run(['render', 'chakra', '--format', 'svg', '--position', START]);
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('<svg')).toBe(true);
    expect(result.stdout.trim().endsWith('</svg>')).toBe(true);
  });
});

describe('convert', () => {
  it('round-trips a log through a record', () => {
    const file = playedLog('convert.jsonl', 'e2e3\ne7e6\nd1h5\nresign\n', ['--white', 'Ann', '--black', 'Bob']);
    const record = run(['convert', file, '--to', 'record']);
    expect(record.code).toBe(0);
    expect(record.stdout).toContain('Ann');
    const back = run(['convert', '-', '--to', 'log'], record.stdout);
    expect(back.code).toBe(0);
    expect(lines(back.stdout)).toEqual(lines(readFileSync(file, 'utf8')));
  });

  it('reports a bad log with its line (exit 1)', () => {
    const file = join(temp, 'bad-convert.jsonl');
    writeFileSync(file, run(['new', 'chakra']).stdout + '{"event":"move","ply":1,"player":"white","move":"e2e5"}\n');
    const result = run(['convert', file, '--to', 'record']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad-convert.jsonl:2:');
  });
});

describe('examples', () => {
  it.each(['chakra-short.jsonl', 'chakra-mate.jsonl'])('%s replays', (name) => {
    const file = join(EXAMPLES, name);
    expect(existsSync(file)).toBe(true);
    const result = run(['replay', file, '--quiet']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('are exactly what `play` writes for their moves (see examples/README.md)', () => {
    const inputs: Record<string, string> = {
      'chakra-short.jsonl': 'Th2g4\nTa7b5*\nTg4f6\nf7f6\nb1~xf6\ne7xf6\nquit\n',
      'chakra-mate.jsonl': 'Ta2c3\ng7g6\nTc3d5\ng6g5\nTd5f6\ne7e6\nTh2f3*\nh8g6\nTf3g3\ng6e7\nh1~f6\n',
    };
    for (const [name, input] of Object.entries(inputs)) {
      const file = playedLog(`again-${name}`, input, ['--white', 'Ann', '--black', 'Bob']);
      expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(EXAMPLES, name), 'utf8'));
    }
  });

  it('chakra-mate.jsonl ends in checkmate', () => {
    const result = run(['replay', join(EXAMPLES, 'chakra-mate.jsonl'), '--quiet']);
    expect(result.stdout).toMatch(/wins by checkmate/);
  });

  it('chakra-short.jsonl shows the Transmitter', () => {
    const events = lines(readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8'))
      .slice(1)
      .map((line) => JSON.parse(line) as { move?: string; facts?: { via?: string; captured?: unknown } });
    expect(events.some((event) => event.facts?.via !== undefined && event.facts.captured !== undefined)).toBe(true);
    expect(events.some((event) => /^T[a-h][1-8][a-h][1-8]\*$/.test(event.move ?? ''))).toBe(true);
  });
});
