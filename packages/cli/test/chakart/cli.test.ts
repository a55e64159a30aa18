import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakart, games } from '@rulebook/rules';
import { chakart as chakartText } from '@rulebook/notation';
import { perftPosition } from '../../../rules/perft/data.ts';
import { EXAMPLES, lines, run } from '../run.ts';

/** Chakart's rules (the decisions of a position do not depend on the options). */
const CHAKART = games.chakart.create({ randomness: 0 });

/** The standard array (randomness 0, K1). */
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 {"flags":"1111"}';
/** The rules page's diagram before 1.fxe4 (004:84), with White to move: objects everywhere. */
const SITE = 'rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 {"flags":"1111"}';
/** The rules page's first diagram as its copy breaks it into lines (004:49). */
const SITE_LINES = 'qbbrrnek/pppppppp/\n5n2/\n8/\n1BwP4/\n3m4/PPP1PPPP/QBNN1KRR b\n3 {\n"flags":\n"1111"}';
/** White's pawn e6 takes the mushroom e7 and hops on to e8: the choice of its piece waits (K7). */
const PROMOTE = 'k7/4m3/4P3/8/8/8/8/4K3 w 0 {"flags":"1111"}';
/** White's only piece is its immobilized king, without the shell: White must pass (K2). */
const MUST_PASS = 'k7/8/8/8/8/8/8/L7 w 5 {"flags":"0000"}';
/** Every kind of square: objects, White's invisible queen and its marker, an immobilized knight. */
const EVERYTHING = 'qk2r2e/pppd1O1b/8/4ep2/5I2/3w1P1P/PPP?PPmm/BRRN1B1K b 21 {"flags":"0011"}';

/** The decisions of the two example logs (see examples/README.md), as typed at the prompt. */
const SHORT = ['Pe2-e3', 'Ng8-h6', 'Ng1xe2', 'Rh8xg8', 'Rh1xg1', 'R@h5', 'Ke8^d7', 'Qd1~e2', 'Bc8-d7', 'Rh5-e5', 'Pc7xd6', 'Pg2xg4'];
const SHORT_FLAGS = ['--seed', '52', '--randomness', '0'];
const WIN = [
  'Pc2-c3', 'Ng8-f6', 'Na1xc2', 'Rh8xg8', 'R@a1', 'Qb1~c2', 'Pe7-e6', 'Qc2xh7', 'Ra1xa2', 'Kc1^b1', 'Nf6xh7', 'Pc3-c4', 'Nh7xf6',
  'f1<>h1', 'Ne3-f5', 'Pe6xf5', 'Pf2xe3', 'Rf1xf5', 'Nf6xh7', 'Pg2xg4', 'Ra2xb2', 'Rf5xf7', 'Pg7xf6', 'Nh7xf8', 'Qe8xf7', 'Nf8xh7',
  'Qf7xf8', 'Kc1xb2', 'Pe2xd1=K', 'Ne1-f3', 'Qf8-f7', 'Kb2-b1', 'Kd1^b1',
];
const WIN_FLAGS = ['--seed', '113'];
const NAMES = ['--white', 'Ann', '--black', 'Bob'];
const typed = (decisions: readonly string[], end = 'quit'): string => [...decisions, ...(end === '' ? [] : [end])].join('\n') + '\n';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-chakart-'));
/** Spawning the CLI many times is slow on a busy machine. */
const SLOW = { timeout: 120_000 };

function position(text: string): chakart.ChakartPosition {
  const parsed = chakartText.parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const decisionTexts = (pos: chakart.ChakartPosition): string[] => CHAKART.legalMoves(pos).map((d) => chakartText.formatMove(pos, d)).sort();

/** A game played through `play --game chakart` fed by a pipe. */
function playedLog(name: string, input: string, args: string[] = []): string {
  const file = join(temp, name);
  const result = run(['play', file, '--game', 'chakart', ...args], input);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return file;
}

const logEvents = (file: string): Record<string, unknown>[] =>
  lines(readFileSync(file, 'utf8')).map((line) => JSON.parse(line) as Record<string, unknown>);

/** The position a log ends on, from `replay --json --quiet`. */
function finalPosition(file: string, ply?: number): string {
  const result = run(['replay', file, '--json', '--quiet', ...(ply === undefined ? [] : ['--ply', String(ply)])]);
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as { position: string }).position;
}

describe('chakart moves', SLOW, () => {
  it('lists the 20 decisions of the standard array: pawn steps and knight jumps', () => {
    const result = run(['moves', 'chakart']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual(decisionTexts(games.chakart.create({ randomness: 0 }).start()));
    expect(lines(result.stdout)).toHaveLength(20);
    expect(lines(result.stdout)).toEqual(expect.arrayContaining(['Pe2-e4', 'Pe2-e3', 'Ng1-f3', 'Nb1-a3']));
  });

  it('reads the home site position format as it is, objects and all', () => {
    const result = run(['moves', 'chakart', '--position', SITE]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual(decisionTexts(position(SITE)));
    // x onto an object, the king's shell at the banana g3, the queen's invisible move.
    expect(lines(result.stdout)).toEqual(expect.arrayContaining(['Pf3xe4', 'Pd4xe5', 'Ke1^g3', 'Qg1~f2', 'Rd5xd7']));
    // The copy on the rules page breaks the string into lines: joined, it reads.
    const copied = run(['moves', 'chakart', '--position', SITE_LINES]);
    expect(copied.code).toBe(0);
    expect(lines(copied.stdout)).toEqual(decisionTexts(position('qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 {"flags":"1111"}')));
  });

  it("prints JSON: the rules' decision objects, squares by name, with notation", () => {
    const result = run(['moves', 'chakart', '--json', '--position', SITE]);
    expect(result.code).toBe(0);
    const moves = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(moves).toHaveLength(CHAKART.legalMoves(position(SITE)).length);
    expect(moves.find((move) => move['notation'] === 'Pf3xe4')).toEqual({ kind: 'move', from: 'f3', to: 'e4', notation: 'Pf3xe4' });
    expect(moves.find((move) => move['notation'] === 'Ke1^g3')).toEqual({ kind: 'shell', from: 'e1', to: 'g3', notation: 'Ke1^g3' });
    expect(moves.find((move) => move['notation'] === 'Qg1~f2')).toEqual({ kind: 'invisible', from: 'g1', to: 'f2', notation: 'Qg1~f2' });
  });

  it('lists the decisions of the phase: the promotion choice, the forced pass', () => {
    const file = playedLog('promote.jsonl', typed(['Pe6xe7']), ['--seed', '1', '--position', PROMOTE]);
    const waiting = finalPosition(file);
    expect(waiting).toContain('"phase":"promote"');
    expect(lines(run(['moves', 'chakart', '--position', waiting]).stdout)).toEqual(['=B', '=K', '=N', '=Q', '=R']);
    const json = JSON.parse(run(['moves', 'chakart', '--json', '--position', waiting]).stdout) as unknown[];
    expect(json[3]).toEqual({ kind: 'promote', piece: 'queen', notation: '=Q' });
    expect(lines(run(['moves', 'chakart', '--position', MUST_PASS]).stdout)).toEqual(['pass']);
  });

  it('--seed draws the start the moves are of (K1)', () => {
    const result = run(['moves', 'chakart', '--seed', '71']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual(decisionTexts(games.chakart.create({ randomness: 2, seed: 71 }).start()));
  });
});

describe('chakart perft', SLOW, () => {
  // The counts of perft/chakart.json, to depth 3.
  const START_NODES = perftPosition('chakart', 'standard start (randomness 0)').nodes.slice(0, 3);
  it.each(START_NODES.map((nodes, i) => [i + 1, nodes]))('counts %i decisions from the standard array: %i (chance outcomes are branches)', (depth, nodes) => {
    const result = run(['perft', 'chakart', String(depth)]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([String(nodes)]);
  });

  it('counts every outcome of a decision as a branch, and --divide sums to the total', () => {
    const site = position(SITE);
    const result = run(['perft', 'chakart', '2', '--position', SITE, '--divide']);
    expect(result.code).toBe(0);
    const output = lines(result.stdout);
    const total = Number(output.pop());
    expect(total).toBe(CHAKART.perft(site, 2));
    expect(output).toHaveLength(CHAKART.legalMoves(site).length);
    expect(output.map((line) => Number(line.split(': ')[1])).reduce((a, b) => a + b, 0)).toBe(total);
    // Depth 1: a banana pushes in one of the directions open to it, each a branch.
    const one = lines(run(['perft', 'chakart', '1', '--position', SITE, '--divide']).stdout);
    const fxe4 = CHAKART.legalMoves(site).find((d) => chakartText.formatMove(site, d) === 'Pf3xe4')!;
    expect(one).toContain(`Pf3xe4: ${chakart.everyOutcome(site, fxe4).length}`);
    expect(Number(one[one.length - 1])).toBe(CHAKART.perft(site, 1));
    expect(CHAKART.perft(site, 1)).toBeGreaterThan(CHAKART.legalMoves(site).length);
  });
});

describe('chakart flags and positions', SLOW, () => {
  it.each([
    [['moves', 'chakart', '--ruleset', 'current'], '--ruleset (a chakra option) does not apply to chakart'],
    [['moves', 'chakra', '--seed', '7'], '--seed (a chakart option) does not apply to chakra'],
    [['new', 'medea', '--randomness', '1'], '--randomness (a chakart option) does not apply to medea'],
    [['new', 'chakart', '--randomness', '3'], "unknown randomness '3'"],
    [['new', 'chakart', '--seed', '-1'], '--seed must be a whole number'],
    [['play', '--game', 'chakart', '--seed', '4294967296'], '--seed must be a whole number 0 to 4294967295'],
    [['render', 'chakart', '--format', 'png'], 'unknown format'],
    [['moves', 'chakart', '--position', START.replace(' w ', ' x ')], 'bad position (column'],
  ])('%j is a usage error (exit 2)', (args, message) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('a malformed position names its column (exit 2), whatever the command', () => {
    const bad = SITE.replace('NNB1KRQB', 'NNB1KRQX');
    for (const args of [['moves', 'chakart'], ['perft', 'chakart', '1'], ['new', 'chakart'], ['render', 'chakart'], ['play', '--game', 'chakart']]) {
      const result = run([...args, '--position', bad]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('bad position (column 60): ');
      expect(result.stderr).toContain("found 'X'");
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    // Well formed, but not a position the game can reach: a white pawn on its last rank (K7).
    const pawn = run(['moves', 'chakart', '--position', 'k3P3/8/8/8/8/8/8/4K3 w 0 {"flags":"1111"}']);
    expect(pawn.code).toBe(2);
    expect(pawn.stderr).toContain('bad position: a white pawn stands on its last rank at e8');
  });

  it('the help names chakart and its flags', () => {
    const help = run(['new', '--help']).stdout;
    expect(help).toContain('chakra, shakti, medea or chakart');
    expect(help).toContain('--seed <n>');
    expect(help).toContain('--randomness <0|1|2>');
  });
});

describe('chakart new', SLOW, () => {
  it('writes the start drawn from the seed, with the seed and randomness in its options', () => {
    const result = run(['new', 'chakart', '--seed', '7', ...NAMES]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toHaveLength(1);
    expect(JSON.parse(result.stdout)).toEqual({
      event: 'start',
      format: 'rulebook-log/1',
      game: 'chakart',
      options: { randomness: 2, seed: 7 },
      setup: chakartText.formatPosition(games.chakart.create({ randomness: 2, seed: 7 }).start()),
      tags: { White: 'Ann', Black: 'Bob' },
    });
    expect(JSON.parse(run(['new', 'chakart', '--seed', '7', '--randomness', '0']).stdout)).toMatchObject({ options: { randomness: 0, seed: 7 }, setup: START });
    const alike = JSON.parse(run(['new', 'chakart', '--seed', '9', '--randomness', '1']).stdout) as { setup: string };
    expect(alike.setup).toBe(chakartText.formatPosition(games.chakart.create({ randomness: 1, seed: 9 }).start()));
  });

  it('picks a seed when none is given, and records it', () => {
    const file = join(temp, 'new.jsonl');
    expect(run(['new', 'chakart', '-o', file]).code).toBe(0);
    const start = JSON.parse(readFileSync(file, 'utf8')) as { options: { randomness: number; seed: number }; setup: string };
    expect(start.options.randomness).toBe(2);
    expect(Number.isInteger(start.options.seed)).toBe(true);
    expect(start.setup).toBe(chakartText.formatPosition(games.chakart.create({ randomness: 2, seed: start.options.seed }).start()));
    const replay = run(['replay', file, '--quiet']);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain(`valid chakart log, randomness 2, seed ${start.options.seed}, 0 event(s); Move 1, White to move`);
  });

  it('starts from a given position, the home site format as it is', () => {
    const result = run(['new', 'chakart', '--seed', '5', '--position', SITE]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ options: { randomness: 2, seed: 5 }, setup: SITE });
  });
});

describe('chakart play', SLOW, () => {
  it('the same seed and the same choices write the same log, byte for byte', () => {
    const first = playedLog('same-1.jsonl', typed(SHORT), [...SHORT_FLAGS, ...NAMES]);
    const second = playedLog('same-2.jsonl', typed(SHORT), [...SHORT_FLAGS, ...NAMES]);
    expect(readFileSync(first, 'utf8')).toBe(readFileSync(second, 'utf8'));
    expect(readFileSync(first, 'utf8')).toBe(readFileSync(join(EXAMPLES, 'chakart-short.jsonl'), 'utf8'));
  });

  it('says what is awaited at the prompt and the effects in words after each decision', () => {
    const result = run(['play', join(temp, 'words.jsonl'), '--game', 'chakart', ...WIN_FLAGS], typed(WIN.slice(0, 7)));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('New chakart game: randomness 2, seed 113.');
    expect(result.stdout).toContain('Move 1, White to move> Pc2-c3\nWhite Pc2-c3: leaves a mushroom on c2');
    expect(result.stdout).toContain('White Na1xc2: leaves an egg on a1; mushroom, on to e3');
    expect(result.stdout).toContain('Black Rh8xg8 (outcomes egg:toadette, toadette:r): egg, Toadette; Toadette brings a rook');
    // Toadette brought a rook: the drop is awaited, and said so.
    expect(result.stdout).toContain('Move 2, Black to move: the drop of the drawn rook (Toadette)');
    expect(result.stdout).toContain('Toadette brought Black a rook: drop it on a square with nothing, an object or a marker');
    expect(result.stdout).toContain('Move 2, Black to move: the drop of the drawn rook (Toadette)> R@a1\nBlack R@a1 (outcomes egg:bowser): egg, Bowser; the piece on a1 is immobilized');
    expect(result.stdout).toContain('immobilized (Bowser): a1');
    expect(result.stdout).toContain('Black Pe7-e6: leaves a mushroom on e7; the queen on c2 is seen again; the piece on a1 may move again');
  });

  it('waits for the promotion choice when an effect carried a pawn to its last rank (K7)', () => {
    const result = run(['play', join(temp, 'promotion.jsonl'), '--game', 'chakart', '--seed', '1', '--position', PROMOTE], typed(['Pe6xe7', 'moves', '=X', '=N']));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('White Pe6xe7: leaves a mushroom on e6; mushroom, on to e8');
    expect(result.stdout).toContain('The pawn on e8 reached its last rank: choose its piece, =Q, =R, =N, =B or =K (K7).');
    expect(result.stdout).toContain('Move 1, White to move: the promotion of the pawn on e8> moves\n=B =K =N =Q =R');
    expect(result.stdout).toContain('"=X", column 2: ');
    expect(result.stdout).toContain('White =N: the pawn on e8 becomes a knight');
    expect(logEvents(join(temp, 'promotion.jsonl'))[2]).toEqual({
      event: 'move',
      ply: 2,
      player: 'white',
      move: '=N',
      outcomes: [],
      facts: { steps: [{ step: 'promote', square: 'e8', piece: 'knight' }] },
    });
  });

  it('says the forced pass (K2), refuses an illegal decision, records a resignation', () => {
    const file = join(temp, 'pass.jsonl');
    const result = run(['play', file, '--game', 'chakart', '--seed', '2', '--position', MUST_PASS], typed(['Ka1-a2', 'pass', 'resign'], ''));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("White has no move and must pass (K2): type 'pass'.");
    expect(result.stdout).toContain('Ka1-a2 is not legal');
    expect(result.stdout).toContain('White pass: the piece on a1 may move again');
    expect(result.stdout).toContain('Game over: White wins by resignation');
    expect(logEvents(file).slice(1)).toEqual([
      { event: 'move', ply: 1, player: 'white', move: 'pass', outcomes: [], facts: { steps: [{ step: 'pass' }, { step: 'freed', square: 'a1' }] } },
      { event: 'resign', ply: 2, player: 'black' },
    ]);
    expect(run(['replay', file, '--quiet']).stdout).toContain('White wins by resignation');
  });

  it('a resumed game draws on from the seed as if it had never stopped, even mid-turn', () => {
    // Stopped after Toadette's draw, with the drop pending.
    const file = playedLog('resume.jsonl', typed(WIN.slice(0, 4)), [...WIN_FLAGS, ...NAMES]);
    expect(logEvents(file)).toHaveLength(5);
    const resumed = run(['play', file, '--seed', '113'], typed(WIN.slice(4), ''));
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain('Resuming');
    expect(resumed.stdout).toContain('Move 2, Black to move: the drop of the drawn rook (Toadette)> R@a1');
    expect(resumed.stdout).toContain('Game over: Black wins: White has no king left');
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(EXAMPLES, 'chakart-win.jsonl'), 'utf8'));
    // Undo takes a decision back; played again, it draws the same outcomes.
    const again = playedLog('undo.jsonl', typed([...WIN.slice(0, 4), 'undo', 'Rh8xg8']), WIN_FLAGS);
    const events = logEvents(again);
    expect(events).toHaveLength(5);
    expect(events[4]).toMatchObject({ move: 'Rh8xg8', outcomes: ['egg:toadette', 'toadette:r'] });
    // A game's seed cannot change midway.
    const other = run(['play', file, '--seed', '72'], 'quit\n');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('is a game with --seed 113, not 72');
  });

  it('a log without a seed gets one when play goes on, written into its start line', () => {
    const file = join(temp, 'seedless.jsonl');
    writeFileSync(file, JSON.stringify({ event: 'start', format: 'rulebook-log/1', game: 'chakart', options: { randomness: 0 }, setup: START, tags: {} }) + '\n');
    expect(run(['replay', file, '--quiet']).stdout).toContain('valid chakart log, randomness 0, 0 event(s)');
    const result = run(['play', file], typed(['Pe2-e4']));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Note: the log had no seed; its outcomes are now drawn from seed ');
    const start = logEvents(file)[0] as { options: { seed?: number } };
    expect(Number.isInteger(start.options.seed)).toBe(true);
    expect(logEvents(file)).toHaveLength(2);
    expect(run(['replay', file, '--quiet']).code).toBe(0);
    // With --seed, that seed: the log is then the one a new game with it writes.
    const given = join(temp, 'seedless-given.jsonl');
    writeFileSync(given, JSON.stringify({ event: 'start', format: 'rulebook-log/1', game: 'chakart', options: { randomness: 0 }, setup: START, tags: {} }) + '\n');
    expect(run(['play', given, '--seed', '52'], typed(SHORT.slice(0, 4))).code).toBe(0);
    const fresh = playedLog('seedless-fresh.jsonl', typed(SHORT.slice(0, 4)), SHORT_FLAGS);
    expect(readFileSync(given, 'utf8')).toBe(readFileSync(fresh, 'utf8'));
  });
});

describe('chakart replay', SLOW, () => {
  it('shows each decision with its outcomes and the effects in words', () => {
    const result = run(['replay', join(EXAMPLES, 'chakart-short.jsonl')]);
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('start (randomness 0, seed 52)\n')).toBe(true);
    for (const heading of [
      'ply 1: white Pe2-e3: leaves a mushroom on e2',
      'ply 3: white Ng1xe2: leaves an egg on g1; mushroom, on to c3',
      'ply 4: black Rh8xg8 (outcomes egg:waluigi, colour:d7): egg, Waluigi; the pawn on d7 turns white',
      'ply 5: white Rh1xg1 (outcomes egg:toadette, toadette:r): egg, Toadette; Toadette brings a rook',
      'ply 6: white R@h5 (outcomes lay:g4): a banana laid on g4',
      'ply 7: black Ke8^d7: hits the white pawn',
      'ply 8: white Qd1~e2',
      'ply 9: black Bc8-d7 (outcomes lay:d6): a bomb laid on d6; the queen on e2 is seen again',
      'ply 10: white Rh5-e5 (outcomes lay:f6): a banana laid on f6',
      'ply 11: black Pc7xd6 (outcomes push:sw): leaves a mushroom on c7; bomb, pushed sw to c5',
      'ply 12: white Pg2xg4 (outcomes push:e): leaves a mushroom on g3; banana, pushed e to h4',
    ]) {
      expect(result.stdout.split('\n')).toContain(heading);
    }
    // The board after the invisible move: the queen I, its marker ? where it stood.
    expect(result.stdout.split('\n')).toContain(' 2   P   P   P   P   I   P   P   P   2');
    expect(result.stdout.split('\n')).toContain(' 1   R   N   B   ?   K   B   R   .   1');
    expect(result.stdout).toMatch(/valid chakart log, randomness 0, seed 52, 12 event\(s\); Move 6, Black to move$/m);
  });

  it('prints JSON Lines with the outcomes, and a summary with the seed', () => {
    const json = lines(run(['replay', join(EXAMPLES, 'chakart-short.jsonl'), '--json']).stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json).toHaveLength(13);
    expect(json[11]).toMatchObject({ ply: 11, event: 'move', player: 'black', move: { kind: 'move', from: 'c7', to: 'd6', notation: 'Pc7xd6' }, outcomes: ['push:sw'], result: null });
    expect(json[1]).toMatchObject({ ply: 1, move: { notation: 'Pe2-e3' }, outcomes: [] });
    expect(position(json[12]!['position'] as string).turn).toBe('black');
    const summary = JSON.parse(run(['replay', join(EXAMPLES, 'chakart-win.jsonl'), '--json', '--quiet']).stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({ valid: true, game: 'chakart', randomness: 2, seed: 113, events: 33, result: { result: 'black', reason: 'kings-captured' } });
  });

  it('refuses the example logs written before rulings K10-K13 (exit 1), at the first line the new rules read otherwise', () => {
    const before = join(import.meta.dirname, 'before-k10-k13');
    // K11: a rook dropped by Toadette now lays its banana, a draw the old log does not have.
    const short = run(['replay', join(before, 'chakart-short.jsonl')]);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('chakart-short.jsonl:7: move: R@h5 is refused: outcome 1 is missing: a lay draw was due');
    // K10: the invisible queen is seen with Black's first decision, before the rook is freed.
    const win = run(['replay', join(before, 'chakart-win.jsonl'), '--quiet']);
    expect(win.code).toBe(1);
    expect(win.stderr).toContain('chakart-win.jsonl:8: facts.steps.2: the log says "the piece on a1 may move again", the decision gives "the queen on c2 is seen again"');
    expect(short.stderr + win.stderr).not.toMatch(/\n\s+at /);
  });

  it('rejects a log with an impossible outcome (exit 1), naming the line and the reason', () => {
    const original = readFileSync(join(EXAMPLES, 'chakart-win.jsonl'), 'utf8').split('\n');
    const corrupted = join(temp, 'tampered.jsonl');
    const tampered = (line: number, from: string, to: string): void => {
      const copy = [...original];
      expect(copy[line - 1]).toContain(from);
      copy[line - 1] = copy[line - 1]!.replace(from, to);
      writeFileSync(corrupted, copy.join('\n'));
    };
    // Line 20: Waluigi turns one of the mover's pieces; e1 holds White's knight.
    tampered(20, '"colour:h7"', '"colour:e1"');
    const impossible = run(['replay', corrupted]);
    expect(impossible.code).toBe(1);
    expect(impossible.stderr).toContain('tampered.jsonl:20: ');
    expect(impossible.stderr).toContain('outcome 2 (colour:e1) is not possible here');
    expect(impossible.stderr).not.toMatch(/\n\s+at /);
    // Line 10: the rook's banana goes to a diagonal neighbour, never a3.
    tampered(10, '"lay:b1"', '"lay:a3"');
    const laid = run(['replay', corrupted]);
    expect(laid.code).toBe(1);
    expect(laid.stderr).toContain('tampered.jsonl:10: ');
    expect(laid.stderr).toContain('outcome 1 (lay:a3) is not possible here: it could be ');
    // Line 5: Toadette's piece left out.
    tampered(5, '"outcomes":["egg:toadette","toadette:r"]', '"outcomes":["egg:toadette"]');
    const missing = run(['replay', corrupted]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('tampered.jsonl:5: ');
    expect(missing.stderr).toContain('outcome 2 is missing');
    // An outcome one too many.
    tampered(2, '"outcomes":[]', '"outcomes":["push:n"]');
    const extra = run(['replay', corrupted]);
    expect(extra.code).toBe(1);
    expect(extra.stderr).toContain('tampered.jsonl:2: ');
    expect(extra.stderr).toContain('outcome 1 (push:n) was never drawn');
    // Not outcome text at all.
    tampered(5, '"egg:toadette"', '"egg:mario"');
    const unread = run(['replay', corrupted]);
    expect(unread.code).toBe(1);
    expect(unread.stderr).toContain('tampered.jsonl:5');
    expect(unread.stderr).toContain('mario');
    // Facts that do not follow: Bowser struck another square.
    tampered(6, '{"step":"bowser","square":"a1"}', '{"step":"bowser","square":"a2"}');
    const derived = run(['replay', corrupted]);
    expect(derived.code).toBe(1);
    expect(derived.stderr).toContain('tampered.jsonl:6: facts.steps.2: ');
  });

  it('rejects a log whose start position is malformed (exit 1), naming the column', () => {
    const file = join(temp, 'bad-setup.jsonl');
    writeFileSync(file, JSON.stringify({ event: 'start', format: 'rulebook-log/1', game: 'chakart', options: { randomness: 0, seed: 1 }, setup: START.replace('RNBQKBNR', 'RNBQKBNX'), tags: {} }) + '\n');
    const result = run(['replay', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad-setup.jsonl:1: setup: column 43: ');
  });
});

describe('chakart render', SLOW, () => {
  it('draws the home-site letters on each square, the phase and the unused powers', () => {
    const result = run(['render', 'chakart', '--position', EVERYTHING]);
    expect(result.code).toBe(0);
    const board = result.stdout.split('\n');
    expect(board).toContain(' 8   q   k   .   .   r   .   .   e   8');
    expect(board).toContain(' 7   p   p   p   d   .   O   .   b   7');
    expect(board).toContain(' 4   .   .   .   .   .   I   .   .   4');
    expect(board).toContain(' 2   P   P   P   ?   P   P   m   m   2');
    expect(result.stdout).toContain('Move 11, Black to move');
    expect(result.stdout).toContain('unused powers: White -; Black shell, invisible move');
    expect(result.stdout).toContain('immobilized (Bowser): f7');
    expect(result.stdout).toContain('objects: m mushroom  e egg  d banana  w bomb');
    expect(result.stdout).not.toContain('\u001b[');
    // The standard array by default; the seed's start with --seed.
    expect(run(['render', 'chakart']).stdout.split('\n')).toContain(' 1   R   N   B   Q   K   B   N   R   1');
    const drawn = run(['render', 'chakart', '--seed', '113']).stdout.split('\n');
    const setup = (logEvents(join(EXAMPLES, 'chakart-win.jsonl'))[0] as { setup: string }).setup;
    expect(drawn).toContain(` 1   ${setup.split(' ')[0]!.split('/')[7]!.split('').join('   ')}   1`);
  });

  it('draws an SVG with the objects, the invisible queen dashed, the halo and the marker', () => {
    const result = run(['render', 'chakart', '--format', 'svg', '--position', EVERYTHING]);
    expect(result.code).toBe(0);
    const svg = result.stdout;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg.match(/class="object mushroom"/g)).toHaveLength(2);
    expect(svg.match(/class="object egg"/g)).toHaveLength(2);
    expect(svg.match(/class="object banana"/g)).toHaveLength(1);
    expect(svg.match(/class="object bomb"/g)).toHaveLength(1);
    expect(svg.match(/class="piece white queen invisible"/g)).toHaveLength(1);
    expect(svg).toMatch(/<g class="piece white queen invisible"><title>f4: White queen, invisible<\/title>\n<circle [^>]*stroke-dasharray/);
    // The halo of an immobilized piece is the piece's glyph (the site's, pieces-svg).
    expect(svg.match(/class="piece white knight immobilized"/g)).toHaveLength(1);
    expect(svg).toContain('<title>f7: White knight, immobilized</title>');
    expect(svg.match(/class="marker /g)).toHaveLength(1);
    expect(svg).toContain('<title>d2: marker left by an invisible queen</title>');
    expect(svg).toContain('class="legend"');
    expect(svg).toContain('Move 11, Black to move');
    expect(svg.match(/class="piece /g)).toHaveLength(23);
  });
});

describe('chakart convert', SLOW, () => {
  it.each(['chakart-short.jsonl', 'chakart-win.jsonl'])('round-trips %s through a record', (name) => {
    const file = join(EXAMPLES, name);
    const record = run(['convert', file, '--to', 'record']);
    expect(record.code).toBe(0);
    expect(record.stdout).toContain('[Game "Chakart"]');
    expect(record.stdout).toContain('[White "Ann"]');
    const back = run(['convert', '-', '--to', 'log'], record.stdout);
    expect(back.code).toBe(0);
    expect(back.stdout).toBe(readFileSync(file, 'utf8'));
  });

  it('writes the outcomes after their decisions, and refuses a bad log (exit 1)', () => {
    const record = run(['convert', join(EXAMPLES, 'chakart-win.jsonl'), '--to', 'record']).stdout;
    expect(record).toContain('[Seed "113"]');
    expect(record).toContain('Rh8xg8 {egg:toadette toadette:r} R@a1 {egg:bowser}');
    const file = join(temp, 'bad-convert.jsonl');
    writeFileSync(file, run(['new', 'chakart', '--seed', '3', '--randomness', '0']).stdout + '{"event":"move","ply":1,"player":"white","move":"Pe2-e5","outcomes":[],"facts":{"steps":[{"step":"pass"}]}}\n');
    const result = run(['convert', file, '--to', 'record']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad-convert.jsonl:2:');
  });
});

describe('chakart examples', SLOW, () => {
  it.each(['chakart-short.jsonl', 'chakart-win.jsonl'])('%s replays', (name) => {
    const file = join(EXAMPLES, name);
    expect(existsSync(file)).toBe(true);
    const result = run(['replay', file, '--quiet']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('chakart-win.jsonl is exactly what `play` writes for its decisions, and ends with a king taken (K2)', () => {
    const file = playedLog('again-win.jsonl', typed(WIN, ''), [...WIN_FLAGS, ...NAMES]);
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(EXAMPLES, 'chakart-win.jsonl'), 'utf8'));
    const replay = run(['replay', join(EXAMPLES, 'chakart-win.jsonl')]);
    for (const heading of [
      'ply 10: white Kc1^b1: hits the banana',
      'ply 13: black Nh7xf6 (outcomes egg:kingboo): leaves an egg on h7; egg, King Boo',
      'ply 14: black f1<>h1',
      'ply 17: white Pf2xe3 (outcomes egg:daisy): leaves a mushroom on f2; egg, Daisy',
      'ply 20: white Pg2xg4 (outcomes push:s): leaves a mushroom on g3; banana, pushed s to g3; mushroom, on to g2',
      'ply 23: black Pg7xf6 (outcomes egg:koopa): leaves a mushroom on g7; egg, Koopa; back to g7',
      'ply 26: white Nf8xh7 (outcomes egg:chomp): leaves an egg on f8; egg, Chomp; the white knight on h7 is eaten',
      'ply 27: black Qf7xf8 (outcomes egg:luigi, colour:e2): egg, Luigi; the pawn on e2 turns black',
      'ply 29: black Pe2xd1=K: takes the white rook; leaves a mushroom on e2; the pawn on d1 becomes a king',
      'ply 33: black Kd1^b1: hits the white king',
    ]) {
      expect(replay.stdout.split('\n')).toContain(heading);
    }
    expect(replay.stdout).toMatch(/valid chakart log, randomness 2, seed 113, 33 event\(s\); Black wins: White has no king left$/m);
    expect(logEvents(join(EXAMPLES, 'chakart-win.jsonl'))[33]).toMatchObject({ facts: { end: { result: 'black', reason: 'kings-captured' } } });
  });
});
