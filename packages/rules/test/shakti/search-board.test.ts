// Shakti's search board (src/shakti/search.ts) against the public API, on seeded random games
// under every option value, from the start and from every perft position: at every ply its
// moves, positions, hash, endings (S7), check (S5), G3's irreversible moves and its noisy moves
// are the ones game.legalMoves, game.play, game.positionKey, game.outcome, game.isCheck and the
// machine's facts say.
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { BLACK_WINS, DRAWN, NO_ENDING, WHITE_WINS } from '../../src/core/search.ts';
import type { ShaktiFacts, ShaktiMove, ShaktiPosition } from '../../src/shakti/types.ts';
import type { ShaktiSearchBoard } from '../../src/shakti/search.ts';
import { searchBoardOf } from '../../src/search.ts';
import { zobristOf } from '../../src/shakti/zobrist.ts';
import { shakti } from '../../src/index.ts';
import { rulesOf, type OptionsOf, type RulesOf } from '../rules-of.ts';
import { perftPositions } from '../../perft/data.ts';
import { buildShakti, fromText } from './build-shakti.ts';

type Game = RulesOf<'shakti'>;
type Options = OptionsOf<'shakti'>;

/** Every combination of every option's values, read from the game's own option specs. */
function everyOptionSet(): Options[] {
  let sets: Record<string, unknown>[] = [{}];
  for (const [name, spec] of Object.entries(shakti.shaktiGame.options)) {
    const values: readonly unknown[] = spec.kind === 'choice' ? spec.values : spec.kind === 'boolean' ? [false, true] : [spec.default];
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  }
  return sets as Options[];
}

/** The machine's rule for G3 (machine.ts), on the facts. */
const irreversibleFacts = (facts: ShaktiFacts): boolean => Boolean(facts.captured || facts.removedTile !== undefined);
/** What the board calls noisy, on the facts: a King's capture, or a jump that gives check. */
const noisyFacts = (facts: ShaktiFacts): boolean => Boolean(facts.captured || (facts.removedTile !== undefined && facts.check));

function endingOf(game: Game, pos: ShaktiPosition): number {
  const o = game.outcome(pos);
  if (!o) return NO_ENDING;
  return o.result === 'white' ? WHITE_WINS : o.result === 'black' ? BLACK_WINS : DRAWN;
}

/** What the walks saw, so that a test can check it saw each kind of thing. */
interface Seen {
  readonly keyOfHash: Map<string, string>;
  readonly hashOfKey: Map<string, string>;
  positions: number;
  /** Positions met again by another line (same key, maybe another move number). */
  transpositions: number;
  captures: number;
  jumps: number;
  checkingJumps: number;
  passes: number;
  endings: Record<number, number>;
}

const newSeen = (): Seen => ({
  keyOfHash: new Map(),
  hashOfKey: new Map(),
  positions: 0,
  transpositions: 0,
  captures: 0,
  jumps: 0,
  checkingJumps: 0,
  passes: 0,
  endings: { [NO_ENDING]: 0, [WHITE_WINS]: 0, [BLACK_WINS]: 0, [DRAWN]: 0 },
});

/** The board's hash from scratch, incremental hash and G3 key, checked and recorded. */
function checkHash(game: Game, board: ShaktiSearchBoard, pos: ShaktiPosition, seen: Seen): void {
  const [lo, hi] = zobristOf(board.sq, board.tile, board.side());
  expect([board.hashLo(), board.hashHi()]).toEqual([lo, hi]);
  const hash = `${lo}:${hi}`;
  const key = game.positionKey(pos);
  const keyBefore = seen.keyOfHash.get(hash);
  if (keyBefore !== undefined) expect(keyBefore, 'two different G3 keys share a hash').toBe(key);
  const hashBefore = seen.hashOfKey.get(key);
  if (hashBefore !== undefined) {
    expect(hashBefore, 'one G3 key, two hashes').toBe(hash);
    seen.transpositions++;
  }
  seen.keyOfHash.set(hash, key);
  seen.hashOfKey.set(key, hash);
  seen.positions++;
}

/** A move drawn from nowhere (often illegal, sometimes not a move at all). */
function randomMove(next: () => number): ShaktiMove {
  const cell = (): number => {
    const r = next() % 60;
    return r < 49 ? r : [-1, 49, 63, 64, 1.5, NaN, 100, 4096, -64, 48.9, 0, 24][r - 49];
  };
  switch (next() % 3) {
    case 0:
      return { kind: 'pass' };
    case 1:
      return { kind: 'step', from: cell(), to: cell() };
    default:
      return { kind: 'jump', from: cell(), to: cell(), removed: cell() };
  }
}

/** Every check at one position, then each of its moves made and unmade. */
function checkPosition(game: Game, board: ShaktiSearchBoard, pos: ShaktiPosition, next: () => number, seen: Seen): Int32Array {
  expect(board.position()).toEqual(pos);
  expect(board.side()).toBe(pos.turn === 'white' ? 0 : 1);
  expect(board.inCheck()).toBe(game.isCheck(pos));
  const ending = board.ending();
  expect(ending).toBe(endingOf(game, pos));
  seen.endings[ending]++;
  checkHash(game, board, pos, seen);

  const buffer = new Int32Array(board.maxMoves);
  const n = board.generate(buffer);
  const moves = buffer.slice(0, n);
  const legal = game.legalMoves(pos);
  expect(n).toBe(legal.length);
  const decoded = Array.from(moves, (m) => board.decode(m));
  for (const move of legal) expect(decoded.filter((d) => game.sameMove(d, move)), JSON.stringify(move)).toHaveLength(1);
  for (const move of decoded) expect(legal.some((l) => game.sameMove(l, move)), JSON.stringify(move)).toBe(true);

  const hashLo = board.hashLo();
  const hashHi = board.hashHi();
  for (const m of moves) {
    expect(m).toBeGreaterThanOrEqual(0);
    const move = board.decode(m);
    expect(board.encode(move)).toBe(m);
    const { position: after, facts } = game.play(pos, move);
    expect(board.irreversible(m)).toBe(irreversibleFacts(facts));
    expect(board.noisy(m)).toBe(noisyFacts(facts));
    if (facts.captured) seen.captures++;
    if (facts.removedTile !== undefined) seen.jumps++;
    if (facts.removedTile !== undefined && facts.check) seen.checkingJumps++;
    if (facts.pass) seen.passes++;
    board.make(m);
    expect(board.position()).toEqual(after);
    // Also right after the move, as the board's comment allows.
    expect(board.irreversible(m)).toBe(irreversibleFacts(facts));
    expect(board.inCheck()).toBe(facts.check);
    expect(board.ending()).toBe(endingOf(game, after));
    checkHash(game, board, after, seen);
    board.unmake(m);
    expect(board.position()).toEqual(pos);
    expect([board.hashLo(), board.hashHi()]).toEqual([hashLo, hashHi]);
  }

  // encode answers -1 exactly for what is not a legal move here.
  for (let i = 0; i < 8; i++) {
    const move = randomMove(next);
    const m = board.encode(move);
    expect(m === -1, JSON.stringify(move)).toBe(!legal.some((l) => game.sameMove(l, move)));
    if (m !== -1) expect(game.sameMove(board.decode(m), move)).toBe(true);
  }
  return moves;
}

/** A seeded random game of at most `plies` moves, the board following it by make. */
function walk(game: Game, start: ShaktiPosition, seed: number, plies: number, seen: Seen): void {
  const rng = xoroshiro128plus(seed);
  const next = (): number => rng.next() >>> 0;
  // Each position's moves are made on top of the game's: one ply more.
  const board = searchBoardOf(game)!(start, plies + 1) as ShaktiSearchBoard;
  let pos = start;
  for (let ply = 0; ply < plies; ply++) {
    const moves = checkPosition(game, board, pos, next, seen);
    if (moves.length === 0) return;
    const m = moves[next() % moves.length];
    board.make(m);
    pos = game.play(pos, board.decode(m)).position;
  }
  checkPosition(game, board, pos, next, seen);
}

describe('the Shakti search board agrees with the public API on random games', () => {
  const seen = newSeen();
  for (const options of everyOptionSet()) {
    const game = rulesOf('shakti', options);
    it(`from the start, ${JSON.stringify(options)}`, () => {
      for (let seed = 1; seed <= 4; seed++) walk(game, game.start(), seed * 7919 + 1, 150, seen);
    }, 120_000);
    it(`from every perft position, ${JSON.stringify(options)}`, () => {
      for (const p of perftPositions('shakti')) {
        const start = p.start ? game.start() : fromText(p.position);
        for (let seed = 1; seed <= 2; seed++) walk(game, start, seed, 60, seen);
      }
    }, 120_000);
  }

  it('saw every kind of move and ending, and positions met again by other lines', () => {
    expect(seen.positions).toBeGreaterThan(10_000);
    expect(seen.keyOfHash.size).toBe(seen.hashOfKey.size);
    expect(seen.transpositions).toBeGreaterThan(0);
    expect(seen.captures).toBeGreaterThan(0);
    expect(seen.jumps).toBeGreaterThan(0);
    expect(seen.checkingJumps).toBeGreaterThan(0);
    expect(seen.passes).toBeGreaterThan(0);
    for (const ending of [NO_ENDING, WHITE_WINS, BLACK_WINS, DRAWN]) expect(seen.endings[ending], `ending ${ending}`).toBeGreaterThan(0);
  });
});

describe('the Shakti search board on chosen positions', () => {
  const game = rulesOf('shakti');
  const board = (pos: ShaktiPosition): ShaktiSearchBoard => searchBoardOf(game)!(pos, 4) as ShaktiSearchBoard;

  it('checkmate wins for the side giving it, either colour (S7)', () => {
    // The black King b7 in check from the warrior d5 (over the hole c6); every cell around him is a hole.
    const black = buildShakti({ pieces: { b7: 'k', d5: 'W', e1: 'K' }, holes: ['a6', 'b6', 'c6', 'c7'], turn: 'black' });
    expect(board(black).ending()).toBe(WHITE_WINS);
    const white = buildShakti({ pieces: { b1: 'K', d3: 'w', e7: 'k' }, holes: ['a2', 'b2', 'c2', 'c1'], turn: 'white' });
    expect(game.outcome(white)?.result).toBe('black');
    expect(board(white).ending()).toBe(BLACK_WINS);
  });

  it('neither side able to move is a draw; one side unable to move passes (S7)', () => {
    const p = (name: string): ShaktiPosition => fromText(perftPositions('shakti').find((q) => q.name === name)!.position);
    expect(board(p('neither side can move')).ending()).toBe(DRAWN);
    const pass = board(p('the forced pass'));
    expect(pass.ending()).toBe(NO_ENDING);
    const out = new Int32Array(pass.maxMoves);
    expect(pass.generate(out)).toBe(1);
    expect(pass.decode(out[0])).toEqual({ kind: 'pass' });
    expect(pass.irreversible(out[0])).toBe(false);
    expect(pass.noisy(out[0])).toBe(false);
  });

  it('a new board of a position has the hash the moves kept (from scratch, G3)', () => {
    const b = board(game.start());
    const out = new Int32Array(b.maxMoves);
    for (let i = 0; i < 4; i++) {
      b.generate(out);
      b.make(out[i]);
    }
    const fresh = board(b.position());
    expect([fresh.hashLo(), fresh.hashHi()]).toEqual([b.hashLo(), b.hashHi()]);
  });

  it('is bound to the game value\'s warriorJump (S4)', () => {
    const pos = fromText('x2k2x/2xx3/3x3/2W4/3x3/3x3/x2K2x w 1');
    const count = (jump: 'seen' | 'adjacent'): number => {
      const b = searchBoardOf(rulesOf('shakti', { warriorJump: jump }))!(pos, 2);
      return b.generate(new Int32Array(b.maxMoves));
    };
    expect([count('seen'), count('adjacent')]).toEqual([19, 18]);
  });
});
