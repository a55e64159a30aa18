// Cross-check of the fast engine against the independent reference generator in
// test/reference/chakra-reference.ts (written from RULINGS.md only). A mismatch report gives the
// position (non-empty squares), the ruleset and the differing moves so a human can judge.

import { describe, expect, test } from 'vitest';
import { chakra } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import type { Chakra, ChakraMove, ChakraPosition, Colour, Piece, PieceType, Ruleset } from '../../src/chakra/types.ts';
import {
  buildPosition,
  describePosition,
  moveKey,
  positionKey,
  referenceInCheck,
  referenceLegalMoves,
  referencePlay,
  squareIndex as at,
} from './reference/chakra-reference.ts';

const RULESETS: readonly Ruleset[] = ['current', '1995'];
const GAMES = 300;
const MAX_PLIES = 120;

/** xorshift32: a tiny deterministic PRNG. */
function xorshift32(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

const enginePlay = (pos: ChakraPosition, move: ChakraMove, ruleset: Ruleset): ChakraPosition =>
  rulesOf('chakra', { ruleset }).play(pos, move).position;

interface Mismatch {
  readonly where: string;
  readonly ruleset: Ruleset;
  readonly position: string;
  readonly engineOnly?: string[];
  readonly referenceOnly?: string[];
  readonly move?: string;
  readonly enginePosition?: string;
  readonly referencePosition?: string;
  readonly engineCheck?: boolean;
  readonly referenceCheck?: boolean;
  readonly error?: string;
}

/** Compares the move sets; returns the mismatch (or null) and the engine's moves sorted. */
function compareMoves(
  pos: ChakraPosition,
  ruleset: Ruleset,
  where: string,
): { mismatch: Mismatch | null; engineMoves: ChakraMove[] } {
  const engineMoves = rulesOf('chakra', { ruleset }).legalMoves(pos);
  const refMoves = referenceLegalMoves(pos, ruleset);
  const e = new Map(engineMoves.map((m) => [moveKey(m), m]));
  const r = new Map(refMoves.map((m) => [moveKey(m), m]));
  const engineOnly = [...e.keys()].filter((k) => !r.has(k)).sort();
  const referenceOnly = [...r.keys()].filter((k) => !e.has(k)).sort();
  const dupEngine = engineMoves.length !== e.size;
  const sorted = [...e.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, m]) => m);
  if (engineOnly.length === 0 && referenceOnly.length === 0 && !dupEngine) {
    if (sorted.length === 0) {
      // No move: checkmate if the side to move is in check, stalemate otherwise (C15).
      const inCheck = referenceInCheck(pos, pos.turn, ruleset);
      const expected = inCheck ? `${pos.turn === 'white' ? 'black' : 'white'}/checkmate` : 'draw/stalemate';
      const outcome = rulesOf('chakra', { ruleset }).outcome(pos);
      const actual = outcome ? `${outcome.result}/${outcome.reason}` : 'none';
      if (actual !== expected) {
        return {
          mismatch: { where: `${where} (outcome: engine ${actual}, reference ${expected})`, ruleset, position: describePosition(pos) },
          engineMoves: sorted,
        };
      }
    }
    return { mismatch: null, engineMoves: sorted };
  }
  return {
    mismatch: {
      where: dupEngine ? `${where} (engine lists a move twice)` : where,
      ruleset,
      position: describePosition(pos),
      engineOnly,
      referenceOnly,
    },
    engineMoves: sorted,
  };
}

function comparePlay(pos: ChakraPosition, move: ChakraMove, ruleset: Ruleset, where: string): Mismatch | null {
  let engine: ChakraPosition;
  let engineCheck: boolean;
  try {
    // MoveFacts.check: the side to move after the move is in check (compared too).
    const played = rulesOf('chakra', { ruleset }).play(pos, move);
    engine = played.position;
    engineCheck = played.facts.check;
  } catch (err) {
    return { where, ruleset, position: describePosition(pos), move: moveKey(move), error: String(err) };
  }
  const reference = referencePlay(pos, move, ruleset);
  const referenceCheck = referenceInCheck(reference, reference.turn, ruleset);
  if (positionKey(engine) === positionKey(reference) && engineCheck === referenceCheck) return null;
  if (positionKey(engine) === positionKey(reference)) {
    return { where: `${where} (MoveFacts.check)`, ruleset, position: describePosition(pos), move: moveKey(move), engineCheck, referenceCheck };
  }
  return {
    where,
    ruleset,
    position: describePosition(pos),
    move: moveKey(move),
    enginePosition: describePosition(engine),
    referencePosition: describePosition(reference),
  };
}

function report(mismatches: readonly Mismatch[]): string {
  return mismatches.map((m) => JSON.stringify(m, null, 1)).join('\n---\n');
}

describe('Chakra engine agrees with the reference generator', () => {
  for (const ruleset of RULESETS) {
    test(`${GAMES} random games of up to ${MAX_PLIES} plies, ruleset ${ruleset}`, () => {
      const rand = xorshift32(ruleset === 'current' ? 0x2545f491 : 0x9e3779b9);
      const mismatches: Mismatch[] = [];
      let positions = 0;
      for (let game = 0; game < GAMES && mismatches.length < 10; game++) {
        let pos = rulesOf('chakra').start();
        for (let ply = 0; ply < MAX_PLIES; ply++) {
          positions++;
          const where = `game ${game} ply ${ply}`;
          const { mismatch, engineMoves } = compareMoves(pos, ruleset, where);
          if (mismatch) mismatches.push(mismatch);
          if (engineMoves.length === 0) break;
          const move = engineMoves[rand() % engineMoves.length];
          const playMismatch = comparePlay(pos, move, ruleset, where);
          if (playMismatch) {
            mismatches.push(playMismatch);
            break;
          }
          pos = enginePlay(pos, move, ruleset);
          if (mismatches.length >= 10) break;
        }
      }
      expect(mismatches.length, `ruleset ${ruleset}, ${positions} positions:\n${report(mismatches)}`).toBe(0);
    }, 60_000);
  }
});

// Random (not necessarily reachable) positions: both Kings, up to 15 other pieces, two chakras
// per side (sometimes none), pieces often standing on chakras, random pools and side to move.
// They reach corners the games rarely do (Kings on chakras, pawns on their first rank, …).
// Positions where the side not to move is in check (by either generator) are skipped.
// CHAKRA_FUZZ_N=<count> raises the count for a longer run.
const RANDOM_POSITIONS = Number(process.env.CHAKRA_FUZZ_N ?? 1500);

function randomPosition(next: () => number): ChakraPosition {
  const r = (n: number) => next() % n;
  const board: (Piece | null)[] = new Array(64).fill(null);
  const chakras: (Chakra | null)[] = new Array(64).fill(null);
  for (const owner of ['white', 'black'] as const) {
    if (r(6) === 0) continue;
    for (let placed = 0; placed < 2; ) {
      const s = r(64);
      if (chakras[s]) continue;
      chakras[s] = { owner, face: r(2) ? 'knight' : 'king' };
      placed++;
    }
  }
  const put = (piece: Piece): void => {
    for (;;) {
      const free = [...Array(64).keys()].filter((q) => chakras[q] && !board[q]);
      const s = free.length > 0 && r(5) < 2 ? free[r(free.length)] : r(64);
      if (board[s]) continue;
      if (piece.type === 'pawn' && Math.floor(s / 8) === (piece.colour === 'white' ? 7 : 0)) continue;
      board[s] = piece;
      return;
    }
  };
  put({ colour: 'white', type: 'king' });
  put({ colour: 'black', type: 'king' });
  const types: PieceType[] = ['queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn', 'pawn', 'pawn'];
  for (let n = r(16); n > 0; n--) put({ colour: r(2) ? 'white' : 'black', type: types[r(types.length)] });
  const pool = () => ({ queen: r(2), samurai: r(2), monk: r(2), monkey: r(2), courtesan: r(2) });
  const turn: Colour = r(2) ? 'white' : 'black';
  return { board, chakras, turn, pools: { white: pool(), black: pool() }, fullmove: 1 + r(60) };
}

describe('Chakra engine agrees with the reference on random positions', () => {
  for (const ruleset of RULESETS) {
    test(`${RANDOM_POSITIONS} random positions, ruleset ${ruleset}`, () => {
      const rand = xorshift32(ruleset === 'current' ? 0x1234567 : 0x7654321);
      const mismatches: Mismatch[] = [];
      let compared = 0;
      for (let i = 0; i < RANDOM_POSITIONS && mismatches.length < 10; i++) {
        const pos = randomPosition(rand);
        const waiting: Colour = pos.turn === 'white' ? 'black' : 'white';
        if (referenceInCheck(pos, waiting, ruleset)) continue;
        compared++;
        const where = `random position ${i}`;
        const { mismatch, engineMoves } = compareMoves(pos, ruleset, where);
        if (mismatch) {
          mismatches.push(mismatch);
          continue;
        }
        for (const m of engineMoves) {
          const p = comparePlay(pos, m, ruleset, where);
          if (p) {
            mismatches.push(p);
            break;
          }
        }
      }
      expect(mismatches.length, report(mismatches)).toBe(0);
      // Most random positions are playable; a run that skipped nearly all would prove nothing.
      expect(compared).toBeGreaterThan(RANDOM_POSITIONS / 2);
    }, 120_000);
  }
});

// Hand-built positions. Letters: K King, Q Queen, S Samurai, M Monk, N Monkey, C Courtesan,
// P Pawn; chakras 'wn' = white knight face, 'wk' = white king face.
const SPECIAL: Record<string, ChakraPosition> = {
  // C8: Monkey b2 jumps onto its vacant chakra c4 and is transmitted to f7, taking the pawn.
  transmissionWithCapture: buildPosition({
    pieces: { g1: 'wK', b2: 'wN', e8: 'bK', f7: 'bP', a7: 'bP' },
    chakras: { c4: 'wn', f7: 'wn', a6: 'bn', h6: 'bn' },
  }),
  // C9: diagram 4 of 1995 - the black Monkey on its chakra g6 covers f4 and may pass.
  pass: buildPosition({
    pieces: { e1: 'wK', e8: 'bK', g6: 'bN', c2: 'wP' },
    chakras: { g6: 'bn', f4: 'bk', a2: 'wn', h2: 'wn' },
    turn: 'black',
  }),
  // C12: King to King check through the Transmitter (diagram 9): the black King on the white
  // chakra d4 is in check from the white King f1 that can step onto e2.
  kingToKingCheck: buildPosition({
    pieces: { f1: 'wK', d4: 'bK', h7: 'bP' },
    chakras: { e2: 'wn', d4: 'wn', a7: 'bn', h8: 'bn' },
    turn: 'black',
  }),
  // C11: the white King stands on its chakra e2; the black King may not go onto d4 at all.
  c11VacantChakra: buildPosition({
    pieces: { e2: 'wK', c5: 'bK', h7: 'bP' },
    chakras: { e2: 'wn', d4: 'wk', a7: 'bn', h8: 'bn' },
    turn: 'black',
  }),
  c11OccupiedChakra: buildPosition({
    pieces: { e2: 'wK', c5: 'bK', d4: 'wN', h7: 'bP' },
    chakras: { e2: 'wn', d4: 'wk', a7: 'bn', h8: 'bn' },
    turn: 'black',
  }),
  // C10: without C11 the black King takes the vacant white chakra d4: both white chakras go.
  kingTakesTransmitter: buildPosition({
    pieces: { g1: 'wK', c5: 'bK', h7: 'bP', e2: 'wP' },
    chakras: { e2: 'wn', d4: 'wk', a7: 'bn', h8: 'bn' },
    turn: 'black',
  }),
  // C13: Courtesan c3 sees her King a1; rides to b2 and up to the black chakra f6 (a stop).
  courtesanRideStop: buildPosition({
    pieces: { a1: 'wK', c3: 'wC', h8: 'bK', g7: 'bN' },
    chakras: { f6: 'bn', a7: 'bn', a2: 'wn', h2: 'wn' },
  }),
  // C13: the ride captures at the first obstacle, passing an own chakra; the black King on h8
  // is attacked through the Courtesan's ride.
  courtesanRideCheck: buildPosition({
    pieces: { a1: 'wK', c3: 'wC', h8: 'bK', b8: 'bS' },
    chakras: { e5: 'wn', h3: 'wn', a7: 'bn', a6: 'bn' },
    turn: 'black',
  }),
  // C13: sight is not broken by the black chakra b2 (a stop towards the King); the ride away
  // enters the own chakra d4 -> transmission to h4; it captures the pawn g7.
  courtesanRideTransmits: buildPosition({
    pieces: { a1: 'wK', c3: 'wC', h5: 'bK', g7: 'bP' },
    chakras: { b2: 'bn', d4: 'wn', h4: 'wk', a8: 'bn' },
  }),
  // C14: empty pool - the pawn b7 cannot advance; g7 still guards f8.
  promotionEmptyPool: buildPosition({
    pieces: { a1: 'wK', b7: 'wP', g7: 'wP', e8: 'bK' },
    chakras: { a3: 'wn', h3: 'wn', a5: 'bn', h5: 'bn' },
  }),
  promotionEmptyPoolBlack: buildPosition({
    pieces: { a1: 'wK', b7: 'wP', g7: 'wP', e8: 'bK' },
    chakras: { a3: 'wn', h3: 'wn', a5: 'bn', h5: 'bn' },
    turn: 'black',
  }),
  promotionFullPool: buildPosition({
    pieces: { a1: 'wK', b7: 'wP', g7: 'wP', e8: 'bK', c8: 'bN' },
    chakras: { a3: 'wn', h3: 'wn', a5: 'bn', h5: 'bn' },
    pools: { white: { queen: 1, monk: 2, courtesan: 1 } },
  }),
  // C14, diagram 7: c3 -> c4 -> f8 instant promotion; with an empty pool it is impossible.
  instantPromotion: buildPosition({
    pieces: { a1: 'wK', c3: 'wP', h6: 'bK' },
    chakras: { c4: 'wn', f8: 'wn', a6: 'bn', b6: 'bn' },
    pools: { white: { samurai: 1 } },
  }),
  instantPromotionEmptyPool: buildPosition({
    pieces: { a1: 'wK', c3: 'wP', h6: 'bK' },
    chakras: { c4: 'wn', f8: 'wn', a6: 'bn', b6: 'bn' },
  }),
  // C14: a pawn entering its chakra on the last rank is sent away and does not promote.
  sentAwayFromLastRank: buildPosition({
    pieces: { a1: 'wK', b7: 'wP', h6: 'bK' },
    chakras: { b8: 'wn', e4: 'wn', a6: 'bn', c6: 'bn' },
  }),
  // C8: B holds a friendly piece - the Monkey stays on A.
  friendlyOnB: buildPosition({
    pieces: { e1: 'wK', b1: 'wN', h2: 'wP', e8: 'bK' },
    chakras: { c3: 'wn', h2: 'wn', a7: 'bn', h7: 'bn' },
  }),
  // C7, C3: 1995 double step stopped by a black chakra on d3, passing over the white one on e3.
  doubleSteps: buildPosition({
    pieces: { a1: 'wK', d2: 'wP', e2: 'wP', h8: 'bK', a6: 'bN' },
    chakras: { d3: 'bn', e3: 'wk', a6: 'wn', c7: 'bn' },
  }),
  // 1995 double step into the own chakra f4, transmitted to a6 capturing the Monkey.
  doubleStepTransmits: buildPosition({
    pieces: { a1: 'wK', f2: 'wP', h8: 'bK', a6: 'bN' },
    chakras: { d3: 'bn', f4: 'wn', a6: 'wn', c7: 'bn' },
  }),
  // C7: a rook line through an enemy chakra is cut; a chakra interposes on a check.
  chakraInterposes: buildPosition({
    pieces: { e1: 'wK', e8: 'bS', a8: 'bK' },
    chakras: { e4: 'wn', c3: 'wk', a7: 'bn', h6: 'bn' },
  }),
  // C12: check through the enemy Transmitter by a pawn's forward step (pool empty).
  pawnCheckThroughTransmitter: buildPosition({
    pieces: { a1: 'wK', g2: 'wP', d5: 'bK', h8: 'bS' },
    chakras: { g3: 'wn', d5: 'wn', a7: 'bn', h7: 'bn' },
    turn: 'black',
  }),
  // C12/C16: a pawn's forward entry into its chakra on the last rank checks the far chakra.
  pawnCheckFromLastRankEntry: buildPosition({
    pieces: { a1: 'wK', b7: 'wP', d5: 'bK' },
    chakras: { b8: 'wn', d5: 'wn', h6: 'bn', h7: 'bn' },
    turn: 'black',
  }),
  // C16: a pawn that would be transmitted to the last rank checks there even with an empty pool.
  pawnTransmittedToLastRankCheck: buildPosition({
    pieces: { a1: 'wK', c3: 'wP', f8: 'bK' },
    chakras: { c4: 'wn', f8: 'wn', a6: 'bn', b6: 'bn' },
    turn: 'black',
  }),
  // C12/C13: the Courtesan's ride enters her chakra e5 and checks the King on g4.
  courtesanTransmitterCheck: buildPosition({
    pieces: { a1: 'wK', c3: 'wC', g4: 'bK' },
    chakras: { e5: 'wn', g4: 'wn', a8: 'bn', h8: 'bn' },
    turn: 'black',
  }),
  // C9: the King itself passes (e2 -> d3 -> e2).
  kingPass: buildPosition({
    pieces: { e2: 'wK', e8: 'bK' },
    chakras: { e2: 'wn', d3: 'wk', a7: 'bn', h7: 'bn' },
  }),
  // C9: no pass while in check.
  passInCheck: buildPosition({
    pieces: { h1: 'wK', e2: 'wS', e8: 'bK', g6: 'bN' },
    chakras: { g6: 'bn', f4: 'bk', a2: 'wn', h2: 'wn' },
    turn: 'black',
  }),
  // C9: a pawn passes with its forward step.
  pawnPass: buildPosition({
    pieces: { a1: 'wK', c3: 'wP', h8: 'bK' },
    chakras: { c3: 'wn', c4: 'wn', a7: 'bn', h7: 'bn' },
  }),
  // C16: a white pawn sent to its first rank steps one square, even under 1995.
  pawnOnFirstRank: buildPosition({
    pieces: { a4: 'wK', d1: 'wP', h8: 'bK' },
    chakras: { d1: 'wn', h5: 'wn', a7: 'bn', b7: 'bn' },
  }),
  // C8/C14: transmitted to the last rank capturing a Monkey and promoting (pool: one Monk).
  transmittedPromotionCapture: buildPosition({
    pieces: { a1: 'wK', c3: 'wP', f8: 'bN', h5: 'bK' },
    chakras: { c4: 'wn', f8: 'wn', a6: 'bn', b6: 'bn' },
    pools: { white: { monk: 1 } },
  }),
  // C8/C14: B friendly -> the pawn stays on its chakra on the last rank and promotes.
  stayOnLastRankPromotes: buildPosition({
    pieces: { a1: 'wK', b7: 'wP', e4: 'wN', h5: 'bK' },
    chakras: { b8: 'wn', e4: 'wn', a6: 'bn', c6: 'bn' },
    pools: { white: { queen: 1 } },
  }),
  stayOnLastRankEmptyPool: buildPosition({
    pieces: { a1: 'wK', b7: 'wP', e4: 'wN', h5: 'bK' },
    chakras: { b8: 'wn', e4: 'wn', a6: 'bn', c6: 'bn' },
  }),
  // C14: sent away from the last rank, capturing on B; no promotion (pool empty).
  sentAwayCaptures: buildPosition({
    pieces: { a1: 'wK', b7: 'wP', e4: 'bN', h5: 'bK' },
    chakras: { b8: 'wn', e4: 'wn', a6: 'bn', c6: 'bn' },
  }),
  // C14: a black pawn transmitted to rank 1 promotes (pool: one Courtesan).
  blackPawnTransmittedToRank1: buildPosition({
    pieces: { h3: 'wK', f6: 'bP', a8: 'bK' },
    chakras: { f5: 'bn', c1: 'bn', h6: 'wn', g6: 'wn' },
    pools: { black: { courtesan: 1 } },
    turn: 'black',
  }),
  // C3/C12: under 1995 the double step e2-e4 enters the chakra e4: check on b7; not under current.
  doubleStepCheck: buildPosition({
    pieces: { a1: 'wK', e2: 'wP', b7: 'bK' },
    chakras: { e4: 'wn', b7: 'wn', g8: 'bn', h8: 'bn' },
    turn: 'black',
  }),
  // C15 with C3/C12: Black (no Transmitter left) cannot move. Under 1995 the pawn e2 checks
  // the King on the white chakra a8 through e4 (double step): checkmate; under current: stalemate.
  doubleStepMate: buildPosition({
    pieces: { h1: 'wK', e2: 'wP', b1: 'wS', c6: 'wN', a8: 'bK' },
    chakras: { a8: 'wn', e4: 'wn' },
    turn: 'black',
  }),
  // C16: Queen d1 with both own chakras d4 and d6 on its file.
  queenTwoChakras: buildPosition({
    pieces: { a1: 'wK', d1: 'wQ', h8: 'bK' },
    chakras: { d4: 'wn', d6: 'wn', a7: 'bn', b7: 'bn' },
  }),
  // C7/C10: Samurai stops on the vacant black chakra d5; the King takes the one on f3.
  enemyChakraStops: buildPosition({
    pieces: { e2: 'wK', d1: 'wS', h8: 'bK', a7: 'bP' },
    chakras: { d5: 'bn', f3: 'bk', a1: 'wn', h1: 'wn' },
  }),
};

describe('Chakra engine agrees with the reference on special positions', () => {
  for (const [name, pos] of Object.entries(SPECIAL)) {
    for (const ruleset of RULESETS) {
      test(`${name} (${ruleset})`, () => {
        const mismatches: Mismatch[] = [];
        const { mismatch, engineMoves } = compareMoves(pos, ruleset, name);
        if (mismatch) mismatches.push(mismatch);
        for (const m of engineMoves) {
          const p = comparePlay(pos, m, ruleset, name);
          if (p) mismatches.push(p);
        }
        expect(mismatches.length, report(mismatches)).toBe(0);
      });
    }
  }
});

// Sanity checks of the reference itself on the special positions (what the rulings say).
describe('reference generator: spot checks from the rulings', () => {
  const keys = (pos: ChakraPosition, ruleset: Ruleset) => new Set(referenceLegalMoves(pos, ruleset).map(moveKey));
  const piece = (from: string, to: string, extra: Partial<{ via: string; promotion: string }> = {}): string =>
    moveKey({
      kind: 'piece',
      from: at(from),
      to: at(to),
      ...(extra.via ? { via: at(extra.via) } : {}),
      ...(extra.promotion ? { promotion: extra.promotion } : {}),
    } as ChakraMove);

  test('initial position: 20 moves under current', () => {
    expect(referenceLegalMoves(rulesOf('chakra').start(), 'current')).toHaveLength(20);
  });
  test('transmission with capture', () => {
    const k = keys(SPECIAL.transmissionWithCapture, 'current');
    expect(k.has(piece('b2', 'f7', { via: 'c4' }))).toBe(true);
    expect(k.has(piece('b2', 'c4'))).toBe(false);
    expect(keys(SPECIAL.transmissionWithCapture, '1995').has(piece('b2', 'c4'))).toBe(true);
  });
  test('pass', () => {
    const pass = moveKey({ kind: 'pass', square: at('g6'), via: at('f4') });
    expect(keys(SPECIAL.pass, 'current').has(pass)).toBe(true);
    expect(keys(SPECIAL.pass, 'current').has(piece('g6', 'f4'))).toBe(false);
    expect(keys(SPECIAL.pass, '1995').has(piece('g6', 'f4'))).toBe(true);
  });
  test('King to King check through the Transmitter; C11; C10', () => {
    expect(referenceInCheck(SPECIAL.kingToKingCheck, 'black', 'current')).toBe(true);
    expect(keys(SPECIAL.c11VacantChakra, 'current').has(piece('c5', 'd4'))).toBe(false);
    expect(keys(SPECIAL.c11OccupiedChakra, 'current').has(piece('c5', 'd4'))).toBe(false);
    expect(keys(SPECIAL.kingTakesTransmitter, 'current').has(piece('c5', 'd4'))).toBe(true);
    const after = referencePlay(SPECIAL.kingTakesTransmitter, { kind: 'piece', from: at('c5'), to: at('d4') }, 'current');
    expect(after.chakras.filter((c) => c?.owner === 'white')).toHaveLength(0);
    expect(after.board[at('e2')]?.type).toBe('pawn');
  });
  test('Courtesan ride', () => {
    const k = keys(SPECIAL.courtesanRideStop, 'current');
    expect(k.has(piece('c3', 'f6'))).toBe(true);
    expect(k.has(piece('c3', 'g7'))).toBe(false);
    expect(k.has(piece('c3', 'e5'))).toBe(true);
    expect(referenceInCheck(SPECIAL.courtesanRideCheck, 'black', 'current')).toBe(true);
    const t = keys(SPECIAL.courtesanRideTransmits, 'current');
    expect(t.has(piece('c3', 'h4', { via: 'd4' }))).toBe(true);
    expect(t.has(piece('c3', 'd4'))).toBe(false);
    expect(t.has(piece('c3', 'b2'))).toBe(true);
    expect(t.has(piece('c3', 'e5'))).toBe(true);
    expect(t.has(piece('c3', 'g7'))).toBe(true);
    expect(t.has(piece('c3', 'h8'))).toBe(false);
  });
  test('promotion and pools', () => {
    const e = keys(SPECIAL.promotionEmptyPool, 'current');
    expect([...e].some((m) => m.includes(`"from",${at('b7')}`))).toBe(false);
    expect(keys(SPECIAL.promotionEmptyPoolBlack, 'current').has(piece('e8', 'f8'))).toBe(false);
    const f = keys(SPECIAL.promotionFullPool, 'current');
    for (const t of ['queen', 'monk', 'courtesan']) {
      expect(f.has(piece('b7', 'b8', { promotion: t }))).toBe(true);
      expect(f.has(piece('b7', 'c8', { promotion: t }))).toBe(true);
    }
    expect(f.has(piece('b7', 'b8', { promotion: 'samurai' }))).toBe(false);
    expect(keys(SPECIAL.instantPromotion, 'current').has(piece('c3', 'f8', { via: 'c4', promotion: 'samurai' }))).toBe(true);
    expect([...keys(SPECIAL.instantPromotionEmptyPool, 'current')].some((m) => m.includes(`"from",${at('c3')}`))).toBe(false);
    expect(keys(SPECIAL.instantPromotionEmptyPool, '1995').has(piece('c3', 'c4'))).toBe(true);
    expect(keys(SPECIAL.sentAwayFromLastRank, 'current').has(piece('b7', 'e4', { via: 'b8' }))).toBe(true);
  });
  test('friendly piece on B; double steps', () => {
    expect(keys(SPECIAL.friendlyOnB, 'current').has(piece('b1', 'c3'))).toBe(true);
    const d = keys(SPECIAL.doubleSteps, '1995');
    expect(d.has(piece('d2', 'd3'))).toBe(true);
    expect(d.has(piece('d2', 'd4'))).toBe(false);
    expect(d.has(piece('e2', 'e4'))).toBe(true);
    expect(d.has(piece('e2', 'a6', { via: 'e3' }))).toBe(true);
    expect(keys(SPECIAL.doubleSteps, 'current').has(piece('e2', 'e4'))).toBe(false);
    expect(keys(SPECIAL.doubleStepTransmits, '1995').has(piece('f2', 'a6', { via: 'f4' }))).toBe(true);
    expect(keys(SPECIAL.doubleStepTransmits, '1995').has(piece('f2', 'f4'))).toBe(true);
    expect(keys(SPECIAL.doubleStepTransmits, 'current').has(piece('f2', 'f3'))).toBe(true);
    expect(keys(SPECIAL.doubleStepTransmits, 'current').size).toBeGreaterThan(0);
    expect([...keys(SPECIAL.doubleStepTransmits, 'current')].some((m) => m.includes(`"via",${at('f4')}`))).toBe(false);
  });
  test('an own chakra interposing cannot leave the line', () => {
    const k = [...keys(SPECIAL.chakraInterposes, 'current')];
    expect(k.some((m) => m.includes('"chakra"') && m.includes(`"from",${at('e4')}`))).toBe(false);
    expect(k).toContain(moveKey({ kind: 'flip', square: at('e4') }));
  });
  test('checks through the Transmitter', () => {
    expect(referenceInCheck(SPECIAL.pawnCheckThroughTransmitter, 'black', 'current')).toBe(true);
    expect(referenceInCheck(SPECIAL.pawnCheckFromLastRankEntry, 'black', 'current')).toBe(true);
    expect(referenceInCheck(SPECIAL.pawnTransmittedToLastRankCheck, 'black', 'current')).toBe(true);
    expect(referenceInCheck(SPECIAL.courtesanTransmitterCheck, 'black', 'current')).toBe(true);
    expect(referenceInCheck(SPECIAL.doubleStepCheck, 'black', '1995')).toBe(true);
    expect(referenceInCheck(SPECIAL.doubleStepCheck, 'black', 'current')).toBe(false);
    expect(referenceLegalMoves(SPECIAL.doubleStepMate, 'current')).toHaveLength(0);
    expect(referenceLegalMoves(SPECIAL.doubleStepMate, '1995')).toHaveLength(0);
    expect(referenceInCheck(SPECIAL.doubleStepMate, 'black', '1995')).toBe(true);
  });
  test('passes', () => {
    expect(keys(SPECIAL.kingPass, 'current').has(moveKey({ kind: 'pass', square: at('e2'), via: at('d3') }))).toBe(true);
    expect([...keys(SPECIAL.passInCheck, 'current')].some((m) => m.includes('"pass"'))).toBe(false);
    expect(keys(SPECIAL.pawnPass, 'current').has(moveKey({ kind: 'pass', square: at('c3'), via: at('c4') }))).toBe(true);
    expect(keys(SPECIAL.pawnPass, '1995').has(piece('c3', 'c4'))).toBe(true);
    expect(keys(SPECIAL.pawnOnFirstRank, '1995').has(piece('d1', 'd3'))).toBe(false);
  });
  test('more promotions', () => {
    expect(keys(SPECIAL.transmittedPromotionCapture, 'current').has(piece('c3', 'f8', { via: 'c4', promotion: 'monk' }))).toBe(true);
    const after = referencePlay(SPECIAL.transmittedPromotionCapture, { kind: 'piece', from: at('c3'), to: at('f8'), via: at('c4'), promotion: 'monk' }, 'current');
    expect(after.pools.white.monk).toBe(0);
    expect(after.pools.black.monkey).toBe(1);
    expect(keys(SPECIAL.stayOnLastRankPromotes, 'current').has(piece('b7', 'b8', { promotion: 'queen' }))).toBe(true);
    expect([...keys(SPECIAL.stayOnLastRankEmptyPool, 'current')].some((m) => m.includes(`"from",${at('b7')}`))).toBe(false);
    expect(keys(SPECIAL.sentAwayCaptures, '1995').has(piece('b7', 'e4', { via: 'b8' }))).toBe(true);
    expect(keys(SPECIAL.sentAwayCaptures, '1995').has(piece('b7', 'b8'))).toBe(false);
    expect(keys(SPECIAL.blackPawnTransmittedToRank1, 'current').has(piece('f6', 'c1', { via: 'f5', promotion: 'courtesan' }))).toBe(true);
    const q = keys(SPECIAL.queenTwoChakras, 'current');
    expect(q.has(piece('d1', 'd6', { via: 'd4' }))).toBe(true);
    expect(q.has(piece('d1', 'd4', { via: 'd6' }))).toBe(true);
    expect(q.has(piece('d1', 'd4'))).toBe(false);
    const q95 = keys(SPECIAL.queenTwoChakras, '1995');
    expect(q95.has(piece('d1', 'd4'))).toBe(true);
    expect(q95.has(piece('d1', 'd6', { via: 'd4' }))).toBe(false);
    const e = keys(SPECIAL.enemyChakraStops, 'current');
    expect(e.has(piece('d1', 'd5'))).toBe(true);
    expect(e.has(piece('d1', 'd6'))).toBe(false);
    expect(e.has(piece('e2', 'f3'))).toBe(true);
  });
});
