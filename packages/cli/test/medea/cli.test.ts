import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games, medea } from '@rulebook/rules';
import { medea as medeaText } from '@rulebook/notation';
import { perftPosition } from '../../../rules/perft/data.ts';
import { EXAMPLES, lines, run } from '../run.ts';

const MEDEA = games.medea.create();

/** The provisional start (D1). */
const START = 'mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1';
/** Black's king a1 has nine maximal captures of four pieces; three of them end on d2 (D3, D4, D5). */
const KING_CAPTURES = '4K3/8/6M1/8/5M2/3M1M2/7M/k5M1 b b3,c5/c8,f8 1';
/** White's man d4 takes Black's last piece (D9: no pieces). */
const LAST_PIECE = '8/8/8/3m4/3M4/8/8/8 w -/- 1';
/** Black's man d5 is hemmed in and Black has no chakra: after any quiet White move Black cannot move (D9). */
const HEMMED_IN = '8/3M4/3M4/3m4/2MMM3/3M4/8/7M w -/- 1';
/** The moves of the two example logs (see examples/README.md), as typed at the prompt. */
const SHORT_INPUT = 'd3d4\nc6d5\ng1~a2\nd5xb3\nb2xb4\nquit\n';
const WIN_INPUT = [
  'c2b3', 'f7g6', 'd3e4', 'g7h6', 'e4e5', 'e6xe4', 'e3xe5', 'd6d5', 'e5xc5', 'c6xa2', 'h1~xa2', 'e8f7', 'f3g4', 'a8~h7', 'a2a3',
  'g6g5', 'g4xg6xe6xe8', 'g8g7', 'e8xg8xg5', 'c7c6', 'g2f3', 'h7g6', 'g5xg7xe7xc7xc2', 'c8c7', 'c2xc8xa8', 'h8g7', 'a8xh8xh1',
  'g7h6', 'h1xh7xa7',
].join('\n') + '\n';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-medea-'));

function position(text: string): medea.MedeaPosition {
  const parsed = medeaText.parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A game played through `play --game medea` fed by a pipe. */
function playedLog(name: string, input: string, args: string[] = []): string {
  const file = join(temp, name);
  const result = run(['play', file, '--game', 'medea', ...args], input);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return file;
}

const logEvents = (file: string): Record<string, unknown>[] =>
  lines(readFileSync(file, 'utf8')).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('medea moves', () => {
  it('lists the legal moves of the provisional start: 26', () => {
    const result = run(['moves', 'medea']);
    expect(result.code).toBe(0);
    const start = MEDEA.start();
    expect(medeaText.formatPosition(start)).toBe(START);
    const expected = MEDEA.legalMoves(start).map((move) => medeaText.formatMove(start, move));
    expect(lines(result.stdout).sort()).toEqual([...expected].sort());
    // By hand: the men c3-f3 have three forward steps each (12); b2 and g2 two, c2 and f2 one
    // (6); a1 and b1 step onto the chakra a2 and are sent to h2, g1 and h1 onto h2 and to a2
    // (4, D7); each vacant chakra has two free king steps (4, D6). No capture, no pass.
    expect(lines(result.stdout)).toEqual([
      'Ta2a3', 'Ta2b3', 'Th2g3', 'Th2h3',
      'a1~h2', 'b1~h2', 'b2a3', 'b2b3', 'c2b3',
      'c3b4', 'c3c4', 'c3d4', 'd3c4', 'd3d4', 'd3e4', 'e3d4', 'e3e4', 'e3f4',
      'f2g3', 'f3e4', 'f3f4', 'f3g4', 'g1~a2', 'g2g3', 'g2h3', 'h1~a2',
    ]);
  });

  it('prints JSON objects with kind, from, to, via, path, captured and notation', () => {
    const start = run(['moves', 'medea', '--json']);
    expect(start.code).toBe(0);
    const moves = JSON.parse(start.stdout) as Record<string, unknown>[];
    expect(moves).toHaveLength(26);
    expect(moves.find((move) => move['notation'] === 'a1~h2')).toEqual({ kind: 'step', from: 'a1', to: 'h2', via: 'a2', notation: 'a1~h2' });
    expect(moves.find((move) => move['notation'] === 'c3d4')).toEqual({ kind: 'step', from: 'c3', to: 'd4', notation: 'c3d4' });
    expect(moves.find((move) => move['notation'] === 'Ta2b3')).toEqual({ kind: 'chakra', from: 'a2', to: 'b3', notation: 'Ta2b3' });
    const king = JSON.parse(run(['moves', 'medea', '--json', '--position', KING_CAPTURES]).stdout) as Record<string, unknown>[];
    expect(king.find((move) => move['notation'] === 'a1xh1xh4xd4xd2')).toEqual({
      kind: 'capture',
      from: 'a1',
      to: 'd2',
      path: ['h1', 'h4', 'd4', 'd2'],
      captured: ['g1', 'h2', 'f4', 'd3'],
      notation: 'a1xh1xh4xd4xd2',
    });
  });

  it('offers only the captures taking the most pieces (D4)', () => {
    const result = run(['moves', 'medea', '--position', KING_CAPTURES]);
    expect(result.code).toBe(0);
    const king = position(KING_CAPTURES);
    expect(lines(result.stdout)).toHaveLength(MEDEA.legalMoves(king).length);
    expect(lines(result.stdout)).toHaveLength(9);
    for (const text of lines(result.stdout)) expect(text.split('x')).toHaveLength(5);
  });
});

describe('medea perft', () => {
  const { nodes } = perftPosition('medea', 'provisional start');
  it.each([1, 2, 3])('prints the count of perft/medea.json at depth %i', (depth) => {
    const expected = nodes[depth - 1];
    const result = run(['perft', 'medea', String(depth)]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([String(expected)]);
  });

  it('--divide lists the root moves and sums to the total', () => {
    const output = lines(run(['perft', 'medea', '2', '--divide']).stdout);
    const total = Number(output.pop());
    expect(output).toHaveLength(nodes[0]);
    expect(output.map((line) => Number(line.split(': ')[1])).reduce((a, b) => a + b, 0)).toBe(total);
    expect(total).toBe(nodes[1]);
  });
});

describe('medea flags and games', () => {
  it.each([
    [['moves', 'medea', '--ruleset', 'current'], '--ruleset (a chakra option) does not apply to medea'],
    [['moves', 'medea', '--warrior-jump', 'seen'], '--warrior-jump (a shakti option) does not apply to medea'],
    [['perft', 'medea', '1', '--ruleset', '1995'], '--ruleset'],
    [['new', 'medea', '--warrior-jump', 'adjacent'], '--warrior-jump'],
    [['play', '--game', 'medea', '--ruleset', 'current'], '--ruleset'],
    [['moves', 'medea', '--position', '8/8 w -/- 1'], 'bad position'],
    [['moves', 'medea', '--position', START.replace(' w ', ' x ')], 'bad position'],
    [['render', 'medea', '--format', 'png'], 'unknown format'],
  ])('%j is a usage error (exit 2)', (args, message) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it.each([['moves'], ['perft'], ['new'], ['render'], ['play']])('%s names the four known games for an unknown one', (command) => {
    const args = command === 'perft' ? [command, 'x', '1'] : command === 'play' ? [command, '--game', 'x'] : [command, 'x'];
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown game 'x'; known games: chakra, shakti, medea, chakart");
  });

  it('the help names medea', () => {
    expect(run(['moves', '--help']).stdout).toContain('chakra, shakti, medea or chakart');
  });
});

describe('medea new', () => {
  it('writes a start line and says on stderr that the start is provisional (D1)', () => {
    const result = run(['new', 'medea', '--white', 'Ann']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toHaveLength(1);
    expect(JSON.parse(result.stdout)).toEqual({
      event: 'start',
      format: 'rulebook-log/1',
      game: 'medea',
      options: { repetition: true },
      setup: START,
      tags: { White: 'Ann' },
    });
    expect(result.stderr).toContain(medea.PROVISIONAL_SETUP_NOTE);
    expect(result.stdout).not.toContain('provisional');
  });

  it('keeps the notice out of the log file, and says nothing for another start', () => {
    const file = join(temp, 'new.jsonl');
    const made = run(['new', 'medea', '-o', file]);
    expect(made.code).toBe(0);
    expect(made.stderr).toContain(medea.PROVISIONAL_SETUP_NOTE);
    expect(readFileSync(file, 'utf8')).not.toContain('provisional');
    expect(lines(readFileSync(file, 'utf8'))).toHaveLength(1);
    const replay = run(['replay', file, '--quiet']);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('valid medea log, 0 event(s); Move 1, White to move');
    const other = run(['new', 'medea', '--position', LAST_PIECE]);
    expect(other.code).toBe(0);
    expect(other.stderr).toBe('');
    expect(JSON.parse(other.stdout)).toMatchObject({ setup: LAST_PIECE });
  });
});

describe('medea play and replay', () => {
  it('play from a pipe writes a log that replays, with the moves in words', () => {
    const file = playedLog('play.jsonl', SHORT_INPUT.replace('quit\n', 'moves\nnonsense\nc3c4\nquit\n'), ['--white', 'Ann']);
    const log = logEvents(file);
    expect(log).toHaveLength(6);
    expect(log[3]).toEqual({ event: 'move', ply: 3, player: 'white', move: 'g1~a2', facts: { piece: 'man', from: 'g1', to: 'a2', via: 'h2' } });
    // Typed `d5xb3` (start and end): the log has every landing square.
    expect(log[4]).toEqual({
      event: 'move',
      ply: 4,
      player: 'black',
      move: 'd5xd3xb3',
      facts: {
        piece: 'man',
        from: 'd5',
        to: 'b3',
        path: ['d3', 'b3'],
        captured: [
          { square: 'd4', piece: 'man' },
          { square: 'c3', piece: 'man' },
        ],
      },
    });
    const replay = run(['replay', file]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain(`start\nnote: ${medea.PROVISIONAL_SETUP_NOTE}\n`);
    expect(replay.stdout).toContain('ply 3: white g1~a2: man g1 enters its chakra h2 and is transmitted to a2');
    expect(replay.stdout).toContain('ply 4: black d5xd3xb3: man d5-b3 capturing d4, c3');
    expect(replay.stdout).toContain('ply 5: white b2xb4: man b2-b4 capturing b3');
    expect(replay.stdout).toMatch(/valid medea log, 5 event\(s\); Move 3, Black to move/);
    const json = lines(run(['replay', file, '--json']).stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json).toHaveLength(6);
    expect(json[4]).toMatchObject({ ply: 4, move: { kind: 'capture', from: 'd5', to: 'b3', path: ['d3', 'b3'], captured: ['d4', 'c3'], notation: 'd5xd3xb3' }, result: null });
    const summary = JSON.parse(run(['replay', file, '--json', '--quiet']).stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({ valid: true, game: 'medea', events: 5, result: null });
  });

  it('play says the start is provisional on the screen, never in the log', () => {
    const result = run(['play', '--game', 'medea'], 'quit\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(medea.PROVISIONAL_SETUP_NOTE);
    const file = playedLog('note.jsonl', 'quit\n');
    expect(readFileSync(file, 'utf8')).not.toContain('provisional');
  });

  it('play accepts a capture in full or in its shortest unambiguous form, and reports ambiguity', () => {
    const result = run(['play', join(temp, 'ambiguous.jsonl'), '--game', 'medea', '--position', KING_CAPTURES], 'a1xd2\na1xh4xd2\nquit\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('a1xd2 is ambiguous: a1xh1xh4xd4xd2, a1xh1xh6xd6xd2 or a1xh1xh8xd8xd2 capture different pieces');
    // The side to move is told that it must capture, and which captures take the most.
    expect(result.stdout).toContain('Black must capture (D4, D8), taking the most pieces (4): a1xh1xh3xe3xa3');
    const log = logEvents(join(temp, 'ambiguous.jsonl'));
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({ move: 'a1xh1xh4xd4xd2', facts: { piece: 'king', from: 'a1', to: 'd2', path: ['h1', 'h4', 'd4', 'd2'] } });
    // The same move typed in full.
    const full = playedLog('full.jsonl', 'a1xh1xh4xd4xd2\nquit\n', ['--position', KING_CAPTURES]);
    expect(readFileSync(full, 'utf8')).toBe(readFileSync(join(temp, 'ambiguous.jsonl'), 'utf8'));
    expect(run(['replay', full]).stdout).toContain(
      'ply 1: black a1xh1xh4xd4xd2: king a1-d2 capturing g1, h2, f4, d3',
    );
  });

  it('play and replay a pass through the Transmitter (D8) and a chakra move (D6)', () => {
    const onChakra = '7m/8/8/8/8/8/M7/8 w a2,a3/- 1';
    expect(lines(run(['moves', 'medea', '--position', onChakra]).stdout)).toEqual(['Ta3a4', 'Ta3b2', 'Ta3b3', 'Ta3b4', 'a2b3', 'pass']);
    const json = JSON.parse(run(['moves', 'medea', '--json', '--position', onChakra]).stdout) as Record<string, unknown>[];
    expect(json[json.length - 1]).toEqual({ kind: 'pass', square: 'a2', via: 'a3', notation: 'pass' });
    const file = playedLog('pass.jsonl', 'pass\nh8g7\nTa3b4\nquit\n', ['--position', onChakra]);
    expect(logEvents(file)[1]).toEqual({ event: 'move', ply: 1, player: 'white', move: 'pass', facts: { piece: 'man', from: 'a2', to: 'a2', via: 'a3' } });
    const replay = run(['replay', file]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('ply 1: white pass: man a2 enters its chakra a3 and is transmitted back to a2 (a pass)');
    expect(replay.stdout).toContain("ply 3: white Ta3b4: White's chakra a3-b4");
    // Not the provisional start: no note.
    expect(replay.stdout).not.toContain('provisional');
  });

  it('a man sent to its far rank through the Transmitter promotes (D7)', () => {
    const file = playedLog('promote.jsonl', 'b2~c8\nquit\n', ['--position', '7m/8/8/8/8/8/1M6/8 w c3,c8/- 1']);
    expect(logEvents(file)[1]).toMatchObject({ move: 'b2~c8', facts: { from: 'b2', to: 'c8', via: 'c3', promoted: true } });
    const replay = run(['replay', file]);
    expect(replay.stdout).toContain('ply 1: white b2~c8: man b2 enters its chakra c3 and is transmitted to c8, promotes');
    expect(replay.stdout.split('\n')).toContain(' 8   .   .  (K)  .   .   .   .   m   8');
  });

  it('a Medea game ends when a side has no pieces or no legal move (D9)', () => {
    const lastPiece = playedLog('no-pieces.jsonl', 'd4xd6\n', ['--position', LAST_PIECE]);
    expect(logEvents(lastPiece)[1]).toMatchObject({ move: 'd4xd6', facts: { end: { result: 'white', reason: 'no-pieces' } } });
    expect(run(['replay', lastPiece, '--quiet']).stdout).toContain('White wins: Black has no pieces left');
    const hemmed = run(['play', join(temp, 'no-moves.jsonl'), '--game', 'medea', '--position', HEMMED_IN], 'h1h2\n');
    expect(hemmed.stdout).toContain('Game over: White wins: Black has no legal move');
    expect(run(['replay', join(temp, 'no-moves.jsonl'), '--quiet']).stdout).toContain('White wins: Black has no legal move');
  });

  it('rejects an invalid Medea log (exit 1) naming the line', () => {
    const file = playedLog('source.jsonl', SHORT_INPUT);
    const original = readFileSync(file, 'utf8').split('\n');
    const corrupted = join(temp, 'corrupt.jsonl');
    // Line 3 is Black's c6d5: a man cannot step backward.
    const illegal = [...original];
    illegal[2] = illegal[2]!.replace('"c6d5"', '"c6c7"');
    writeFileSync(corrupted, illegal.join('\n'));
    const move = run(['replay', corrupted]);
    expect(move.code).toBe(1);
    expect(move.stderr).toContain('corrupt.jsonl:3:');
    expect(move.stderr).not.toMatch(/\n\s+at /);
    // Facts that do not follow from the move: another piece captured.
    const facts = [...original];
    facts[4] = facts[4]!.replace('{"square":"c3","piece":"man"}', '{"square":"c4","piece":"man"}');
    writeFileSync(corrupted, facts.join('\n'));
    const wrong = run(['replay', corrupted]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('corrupt.jsonl:5:');
    // Line 6 ignores the compulsory capture (D4).
    const skipped = [...original];
    skipped[5] = '{"event":"move","ply":5,"player":"white","move":"c3c4","facts":{"piece":"man","from":"c3","to":"c4"}}';
    writeFileSync(corrupted, skipped.join('\n'));
    const compulsory = run(['replay', corrupted]);
    expect(compulsory.code).toBe(1);
    expect(compulsory.stderr).toContain('corrupt.jsonl:6:');
  });
});

describe('medea render', () => {
  it('draws men, kings and the chakras by owner, with a legend', () => {
    const result = run(['render', 'medea']);
    expect(result.code).toBe(0);
    const board = result.stdout.split('\n');
    expect(board).toContain(' 7  {.}  m   m   m   m   m   m  {.}  7');
    expect(board).toContain(' 2  (.)  M   M   M   M   M   M  (.)  2');
    expect(board).toContain(' 3   .   .   M   M   M   M   .   .   3');
    expect(result.stdout).toContain('Move 1, White to move');
    expect(result.stdout).toContain('White 18 men, 0 kings; Black 18 men, 0 kings');
    expect(result.stdout).toContain("chakras: (x) White's chakra  {x} Black's chakra");
    expect(result.stdout).toContain('M man  K king');
    expect(result.stdout).not.toContain('\u001b[');
    // The start shown is the provisional one (D1): said on stderr.
    expect(result.stderr).toContain(medea.PROVISIONAL_SETUP_NOTE);
    const kings = run(['render', 'medea', '--position', KING_CAPTURES]);
    expect(kings.code).toBe(0);
    expect(kings.stderr).toBe('');
    expect(kings.stdout.split('\n')).toContain(' 1   k   .   .   .   .   .   M   .   1');
    expect(kings.stdout.split('\n')).toContain(' 8   .   .  {.}  .   K  {.}  .   .   8');
    expect(kings.stdout).toContain('White 6 men, 1 king; Black 0 men, 1 king');
  });

  it('draws an SVG with men, kings, chakras by owner and a legend', () => {
    const result = run(['render', 'medea', '--format', 'svg']);
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('<svg')).toBe(true);
    expect(result.stdout.trim().endsWith('</svg>')).toBe(true);
    expect(result.stdout.match(/class="piece (white|black) man"/g)).toHaveLength(36);
    expect(result.stdout.match(/class="piece (white|black) king"/g)).toBeNull();
    expect(result.stdout.match(/class="chakra white"/g)).toHaveLength(2);
    expect(result.stdout.match(/class="chakra black"/g)).toHaveLength(2);
    expect(result.stdout).toContain("<title>a2: White's chakra</title>");
    expect(result.stdout).toContain('class="legend"');
    const kings = run(['render', 'medea', '--format', 'svg', '--position', KING_CAPTURES]);
    expect(kings.stdout.match(/class="piece (white|black) king"/g)).toHaveLength(2);
    expect(kings.stdout).toContain('<title>a1: Black king</title>');
  });
});

describe('medea convert', () => {
  it('round-trips a log through a record', () => {
    const file = playedLog('convert.jsonl', SHORT_INPUT.replace('quit\n', 'resign\n'), ['--white', 'Ann', '--black', 'Bob']);
    const record = run(['convert', file, '--to', 'record']);
    expect(record.code).toBe(0);
    expect(record.stdout).toContain('[Game "Medea"]');
    expect(record.stdout).toContain('d5xd3xb3');
    const back = run(['convert', '-', '--to', 'log'], record.stdout);
    expect(back.code).toBe(0);
    expect(lines(back.stdout)).toEqual(lines(readFileSync(file, 'utf8')));
  });

  it('round-trips a game from a set position', () => {
    const file = playedLog('convert-set.jsonl', 'a1xh4xd2\nd8c8\n', ['--position', KING_CAPTURES]);
    const record = run(['convert', file, '--to', 'record']);
    expect(record.code).toBe(0);
    const back = run(['convert', '-', '--to', 'log'], record.stdout);
    expect(back.code).toBe(0);
    expect(lines(back.stdout)).toEqual(lines(readFileSync(file, 'utf8')));
  });

  it('reports a bad Medea log with its line (exit 1)', () => {
    const file = join(temp, 'bad-convert.jsonl');
    writeFileSync(file, run(['new', 'medea']).stdout + '{"event":"move","ply":1,"player":"white","move":"c3c5"}\n');
    const result = run(['convert', file, '--to', 'record']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad-convert.jsonl:2:');
  });
});

describe('medea examples', () => {
  const inputs: Record<string, string> = {
    'medea-short.jsonl': SHORT_INPUT,
    'medea-win.jsonl': WIN_INPUT,
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

  it('medea-short.jsonl shows a transmission and a capture sequence', () => {
    const replay = run(['replay', join(EXAMPLES, 'medea-short.jsonl')]);
    expect(replay.stdout).toContain('man g1 enters its chakra h2 and is transmitted to a2');
    expect(replay.stdout).toContain('d5xd3xb3: man d5-b3 capturing d4, c3');
  });

  it('medea-win.jsonl ends, with a multi-capture, a replacement capture, a promotion and king captures', () => {
    const replay = run(['replay', join(EXAMPLES, 'medea-win.jsonl')]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('ply 10: black c6xc4xc2xa2: man c6-a2 capturing c5, c3, b2');
    expect(replay.stdout).toContain('ply 11: white h1~xa2: man h1 enters its chakra h2 and is transmitted to a2, capturing the man there');
    expect(replay.stdout).toContain('ply 17: white g4xg6xe6xe8: man g4-e8 capturing g5, f6, e7, promotes');
    expect(replay.stdout).toContain('ply 23: white g5xg7xe7xc7xc2: king g5-c2 capturing g6, f7, d7, c6');
    expect(replay.stdout).toMatch(/valid medea log, 29 event\(s\); White wins: Black has no pieces left$/m);
    const events = logEvents(join(EXAMPLES, 'medea-win.jsonl'));
    expect(events[29]).toMatchObject({ move: 'h1xh7xa7', facts: { piece: 'king', end: { result: 'white', reason: 'no-pieces' } } });
  });
});
