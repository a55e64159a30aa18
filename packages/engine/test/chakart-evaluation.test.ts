// Chakart's evaluation (src/games/chakart.ts): every start scores 0 (K1), a position and its
// mirror score alike for the side deciding (the negation when the same side decides in the
// mirror), and each term moves the score the way its rule says, on hand-built positions.
import { describe, expect, it } from 'vitest';
import { chakart, games, parseSquare } from '@rulebook/rules';
import { chakartSearch } from '@rulebook/rules/search';
import { chakartEvaluation } from '../src/games/chakart.ts';

type Position = ReturnType<ReturnType<typeof games.chakart.create>['start']>;
type Cell = ReturnType<typeof chakart.cellAt>;
type Phase = Position['phase'];

const game = games.chakart.create();
const board = (p: Position) => chakartSearch.searchBoard(p, 1);
const score = (p: Position): number => chakartEvaluation.evaluate(board(p));

const sq = (name: string): number => {
  const s = parseSquare(name);
  if (s === undefined) throw new Error(`not a square: ${name}`);
  return s;
};

const KINDS = { p: 'pawn', r: 'rook', n: 'knight', b: 'bishop', q: 'queen', k: 'king' } as const;
const OBJECTS = { m: 'mushroom', e: 'egg', d: 'banana', w: 'bomb' } as const;

/**
 * A position from a few squares: `K Q R B N P` White, lower case Black, `m e d w` mushroom, egg,
 * banana, bomb; a piece letter after `!` is immobilized (Bowser), after `~` unseen (an
 * invisible queen); `?` a marker of the side not to move.
 */
function place(squares: Record<string, string>, extra: { turn?: 'white' | 'black'; flags?: string; phase?: Phase; bowsered?: string[] } = {}): Position {
  const turn = extra.turn ?? 'white';
  const cells: Cell[] = new Array(64).fill(null);
  for (const [s, text] of Object.entries(squares)) {
    const letter = text.replace(/^[!~]/, '');
    const lower = letter.toLowerCase();
    let cell: Cell;
    if (letter === '?') cell = { type: 'marker', colour: turn === 'white' ? 'black' : 'white' };
    else if (lower in OBJECTS && letter === lower) cell = { type: 'object', object: OBJECTS[lower as keyof typeof OBJECTS] };
    else
      cell = {
        type: 'piece',
        colour: letter === lower ? 'black' : 'white',
        kind: KINDS[lower as keyof typeof KINDS],
        ...(text.startsWith('!') ? { immobilized: true as const } : {}),
        ...(text.startsWith('~') ? { invisible: true as const } : {}),
      };
    cells[sq(s)] = cell;
  }
  const f = (extra.flags ?? '0000').split('').map((c) => c === '1');
  return chakart.makePosition(cells, {
    turn,
    plies: 0,
    powers: { white: { shell: f[0], invisible: f[1] }, black: { shell: f[2], invisible: f[3] } },
    phase: extra.phase ?? { kind: 'move' },
    bowsered: (extra.bowsered ?? []).map(sq),
  });
}

const other = (c: 'white' | 'black'): 'white' | 'black' => (c === 'white' ? 'black' : 'white');
const turned = (s: number): number => s ^ 56;

/**
 * The position with its ranks turned and its colours swapped (pieces, markers, powers), the
 * side deciding swapped too (`swapSide`) or kept.
 */
function mirror(p: Position, swapSide: boolean): Position {
  const cells: Cell[] = new Array(64).fill(null);
  for (let s = 0; s < 64; s++) {
    const c = chakart.cellAt(p, s);
    cells[turned(s)] = c === null || c.type === 'object' ? c : { ...c, colour: other(c.colour) };
  }
  const phase: Phase = p.phase.kind === 'promote' ? { kind: 'promote', resume: { ...p.phase.resume, square: turned(p.phase.resume.square), hopFrom: turned(p.phase.resume.hopFrom) } } : p.phase;
  return chakart.makePosition(cells, {
    turn: swapSide ? other(p.turn) : p.turn,
    plies: p.plies,
    powers: { white: p.powers.black, black: p.powers.white },
    phase,
    bowsered: p.bowsered.map(turned),
  });
}

/** The position with its files turned (a1 <-> h1). */
function filesTurned(p: Position): Position {
  const f = (s: number): number => s ^ 7;
  const cells: Cell[] = new Array(64).fill(null);
  for (let s = 0; s < 64; s++) cells[f(s)] = chakart.cellAt(p, s);
  const phase: Phase = p.phase.kind === 'promote' ? { kind: 'promote', resume: { ...p.phase.resume, square: f(p.phase.resume.square), hopFrom: f(p.phase.resume.hopFrom) } } : p.phase;
  return chakart.makePosition(cells, { turn: p.turn, plies: p.plies, powers: p.powers, phase, bowsered: p.bowsered.map(f) });
}

/** The positions of a seeded random game, every decision of it (the public API plays it). */
function randomGame(randomness: 0 | 1 | 2, seed: number, length: number): Position[] {
  const rng = chakart.SeededRandom.forPlay(seed);
  let p = games.chakart.create({ randomness, seed }).start();
  const out: Position[] = [p];
  for (let i = 0; i < length && !game.outcome(p); i++) {
    const legal = game.legalMoves(p);
    p = game.play(p, legal[rng.int(legal.length)], rng.source()).position;
    out.push(p);
  }
  return out;
}

const samples = [0, 1, 2].flatMap((r) => [1, 2, 3].flatMap((seed) => randomGame(r as 0 | 1 | 2, seed * 31 + r, 300)));

describe('symmetry', () => {
  it('every start scores 0 (K1: standard, one shuffle for both, each its own)', () => {
    for (const randomness of [0, 1, 2] as const)
      for (const seed of [0, 1, 2, 3, 4, 5]) expect(score(games.chakart.create({ randomness, seed }).start())).toBe(0);
  });

  it('the mirror with the other side deciding scores the same for the side deciding (White\'s view: the negation)', () => {
    const phases = new Set<string>();
    for (const p of samples) {
      expect(score(mirror(p, true))).toBe(score(p));
      phases.add(p.phase.kind);
    }
    expect(phases.size).toBe(5);
  });

  it('the mirror with the same side deciding scores the negation (positions between turns with no unseen queen)', () => {
    let n = 0;
    for (const p of samples) {
      if (p.phase.kind !== 'move' || p.board.some((c) => c === 5 || c === 6 || c >= 64)) continue;
      expect(score(mirror(p, false)) + score(p)).toBe(0);
      n++;
    }
    expect(n).toBeGreaterThan(500);
  });

  it('turning the files changes nothing', () => {
    for (const p of samples) expect(score(filesTurned(p))).toBe(score(p));
  });

  it('stays well inside the search\'s limits, and leaves the board as it was', () => {
    for (const p of samples) {
      const b = board(p);
      const before = `${b.hashLo()} ${b.hashHi()} ${game.positionKey(b.position())}`;
      const v = chakartEvaluation.evaluate(b);
      expect(Number.isInteger(v)).toBe(true);
      expect(Math.abs(v)).toBeLessThan(15001);
      expect(`${b.hashLo()} ${b.hashHi()} ${game.positionKey(b.position())}`).toBe(before);
    }
  });
});

describe('each term points the way its rule says (White deciding unless said)', () => {
  const KINGS = { a8: 'k', h1: 'K' };
  const base = place(KINGS);

  it('material: a piece more is better, the more so the stronger; for Black deciding the view turns', () => {
    expect(score(base)).toBe(0);
    const knight = score(place({ ...KINGS, d4: 'N' }));
    const rook = score(place({ ...KINGS, d4: 'R' }));
    const queen = score(place({ ...KINGS, d4: 'Q' }));
    expect(knight).toBeGreaterThan(0);
    expect(rook).toBeGreaterThan(knight);
    expect(queen).toBeGreaterThan(rook);
    expect(score(place({ ...KINGS, d4: 'N' }, { turn: 'black' })) + knight).toBe(0);
  });

  it('K2: a second king (a spare life) is worth more than a queen', () => {
    expect(score(place({ ...KINGS, d4: 'K' }))).toBeGreaterThan(score(place({ ...KINGS, d4: 'Q' })));
  });

  it('K7: a pawn is worth more the nearer its last rank; waiting for its promotion, nearly a queen', () => {
    const at = (s: string) => score(place({ ...KINGS, [s]: 'P' }));
    expect(at('d3')).toBeGreaterThan(at('d2'));
    expect(at('d5')).toBeGreaterThan(at('d3'));
    expect(at('d7')).toBeGreaterThan(at('d5'));
    const waiting = score(place({ ...KINGS, d8: 'P' }, { phase: { kind: 'promote', resume: { square: sq('d8'), hopFrom: sq('d7'), dropped: false, lays: true } } }));
    expect(waiting).toBeGreaterThan(at('d7'));
    expect(waiting).toBeGreaterThanOrEqual(score(place({ ...KINGS, d8: 'Q' })) - 100);
  });

  it('K4: the shell and the invisible move still to come are worth something', () => {
    expect(score(place(KINGS, { flags: '1000' }))).toBeGreaterThan(0);
    expect(score(place(KINGS, { flags: '0100' }))).toBeGreaterThan(0);
    expect(score(place(KINGS, { flags: '0010' }))).toBeLessThan(0);
    expect(score(place(KINGS, { flags: '1111' }))).toBe(0);
  });

  it('K5: a banana orthogonally next to the only king, a bomb diagonally next to it, put it at risk', () => {
    const far = score(place({ ...KINGS, d4: 'd' }));
    expect(far).toBe(0);
    expect(score(place({ ...KINGS, h2: 'd' }))).toBeLessThan(far);
    expect(score(place({ ...KINGS, g2: 'w' }))).toBeLessThan(far);
    // A bomb pushes diagonally: orthogonally next to the king it threatens nothing there.
    expect(score(place({ ...KINGS, h2: 'w' }))).toBe(far);
    // The only king at risk weighs more than one of two kings.
    const alone = score(place({ ...KINGS, h2: 'd' }));
    const spare = score(place({ ...KINGS, h2: 'd', d1: 'K' })) - score(place({ ...KINGS, d1: 'K' }));
    expect(alone).toBeLessThan(spare);
    // The same for Black's king: White gains.
    expect(score(place({ ...KINGS, a7: 'd' }))).toBeGreaterThan(far);
  });

  it('K5: a mushroom just ahead of a pawn helps it on', () => {
    expect(score(place({ ...KINGS, d3: 'P', d4: 'm' }))).toBeGreaterThan(score(place({ ...KINGS, d3: 'P', f6: 'm' })));
    expect(score(place({ ...KINGS, d6: 'p', d5: 'm' }))).toBeLessThan(score(place({ ...KINGS, d6: 'p', f3: 'm' })));
  });

  it('K6: an egg a light piece can land on next is worth its expected outcome; one only the last king reaches is not', () => {
    // A knight each, so that Luigi and Waluigi weigh alike for both.
    const EGGS = { ...KINGS, b1: 'N', g8: 'n' };
    const away = score(place({ ...EGGS, e4: 'e' }));
    expect(away).toBe(0);
    expect(score(place({ ...EGGS, c3: 'e' }))).toBeGreaterThan(away); // the white knight's jump
    expect(score(place({ ...EGGS, f6: 'e' }))).toBeLessThan(away); // the black knight's
    // A slider along its line (K3: over passable squares), not through a piece.
    const rook = (egg: string, more: Record<string, string> = {}) => score(place({ ...EGGS, d4: 'R', ...more, [egg]: 'e' }));
    expect(rook('d7')).toBeGreaterThan(rook('f2'));
    expect(rook('d7', { d5: 'm' })).toBe(rook('d7') + (rook('f2', { d5: 'm' }) - rook('f2')));
    expect(rook('d7', { d6: 'p' })).toBe(rook('f2', { d6: 'p' }));
    // A pawn reaches it one step ahead or diagonally ahead, not from beside.
    const pawn = (egg: string) => score(place({ ...EGGS, d4: 'P', [egg]: 'e' }));
    expect(pawn('d5')).toBeGreaterThan(pawn('g6'));
    expect(pawn('e5')).toBeGreaterThan(pawn('g6'));
    expect(pawn('e4')).toBe(pawn('g6'));
    // Chomp could take the only king (K2): it is no lander.
    expect(score(place({ ...EGGS, g2: 'e' }))).toBe(away);
    // One of two kings is, when Luigi's prize outweighs the risk (a pawn against a queen).
    const kings = (egg: string) => score(place({ a8: 'k', h8: 'q', h1: 'K', d1: 'K', a2: 'P', [egg]: 'e' }));
    expect(kings('e2')).toBeGreaterThan(kings('e5'));
    // An immobilized knight lands nowhere next turn.
    expect(score(place({ ...EGGS, b1: '!N', c3: 'e' }))).toBe(score(place({ ...EGGS, b1: '!N', e4: 'e' })));
    // Waluigi may turn the lander itself: a lone knight gains nothing from an egg.
    expect(score(place({ ...KINGS, b1: 'N', c3: 'e' }))).toBe(score(place({ ...KINGS, b1: 'N', e4: 'e' })));
  });

  it('K6 (Bowser), K12: an immobilized piece is worth less', () => {
    expect(score(place({ ...KINGS, d4: '!R' }))).toBeLessThan(score(place({ ...KINGS, d4: 'R' })));
    expect(score(place({ ...KINGS, d4: '!R' }))).toBeGreaterThan(0);
  });

  it('K6: inside a turn, the bonus move, the swap and the piece to drop count for the side deciding', () => {
    expect(score(place(KINGS, { phase: { kind: 'bonus' } }))).toBeGreaterThan(0);
    expect(score(place(KINGS, { phase: { kind: 'swap' } }))).toBeGreaterThan(0);
    expect(score(place(KINGS, { phase: { kind: 'drop', piece: 'queen' } }))).toBeGreaterThan(score(place(KINGS, { phase: { kind: 'drop', piece: 'knight' } })));
    expect(score(place(KINGS, { turn: 'black', phase: { kind: 'bonus' } }))).toBeGreaterThan(0);
  });
});

describe('captureValue', () => {
  const p = place({ a8: 'k', h1: 'K', d4: 'N', e6: 'q', b7: 'P', g1: 'r', c5: 'e' }, { flags: '1000' });
  const b = board(p);
  const value = (decision: Parameters<typeof game.sameMove>[0]) => chakartEvaluation.captureValue(b, b.encode(decision));

  it('is the piece taken, the promotion gained, the piece a shell hits; 0 for a quiet move or an object', () => {
    expect(value({ kind: 'move', from: sq('d4'), to: sq('e6') })).toBe(900);
    expect(value({ kind: 'move', from: sq('d4'), to: sq('c5') })).toBe(0);
    expect(value({ kind: 'move', from: sq('d4'), to: sq('f5') })).toBe(0);
    expect(value({ kind: 'move', from: sq('b7'), to: sq('a8'), promotion: 'queen' })).toBe(1000 + 800);
    expect(value({ kind: 'move', from: sq('b7'), to: sq('b8'), promotion: 'knight' })).toBe(200);
    expect(value({ kind: 'shell', from: sq('h1'), to: sq('g1') })).toBe(500);
  });
});
