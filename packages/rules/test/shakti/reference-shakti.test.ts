// Cross-check of the Shakti engine against the independent reference generator in
// test/reference-shakti/shakti-reference.ts (written from RULINGS.md S1-S7 and source 001 only).
// A mismatch report gives the position (non-empty cells and holes), the warriorJump setting and
// the differing moves, so that a human can judge who is right.

import { describe, expect, test } from 'vitest';
import { shakti } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import type { Colour, ShaktiFacts, ShaktiMove, ShaktiPiece, ShaktiPosition, WarriorJump } from '../../src/shakti/types.ts';
import {
  buildPosition,
  cellIndex as at,
  CELLS,
  describePosition,
  moveKey,
  other,
  positionKey,
  referenceInCheck,
  referenceKingsSee,
  referenceLegalMoves,
  referencePlay,
} from './reference-shakti/shakti-reference.ts';

const SETTINGS: readonly WarriorJump[] = ['seen', 'adjacent'];
const GAMES = 300;
const MAX_PLIES = 150;
const RANDOM_POSITIONS = Number(process.env.SHAKTI_FUZZ_N ?? 1000);

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

interface Mismatch {
  readonly where: string;
  readonly setting: WarriorJump;
  readonly position: string;
  readonly engineOnly?: string[];
  readonly referenceOnly?: string[];
  readonly move?: string;
  readonly enginePosition?: string;
  readonly referencePosition?: string;
  readonly engineFacts?: unknown;
  readonly referenceFacts?: unknown;
  readonly detail?: string;
}

const sortMoves = (moves: readonly ShaktiMove[]): ShaktiMove[] =>
  [...moves].sort((a, b) => (moveKey(a) < moveKey(b) ? -1 : moveKey(a) > moveKey(b) ? 1 : 0));

/** What the reference expects the outcome to be when there is no move. */
function expectedOutcome(pos: ShaktiPosition): string {
  return referenceInCheck(pos, pos.turn) ? `${other(pos.turn)}/checkmate` : 'draw/no-moves';
}

const stats = { positions: 0, moves: 0, passes: 0, jumps: 0, captures: 0, checks: 0, mates: 0, draws: 0 };

function compareMoves(
  pos: ShaktiPosition,
  setting: WarriorJump,
  where: string,
): { mismatch: Mismatch | null; engineMoves: ShaktiMove[] } {
  stats.positions++;
  let engineRaw: ShaktiMove[];
  try {
    engineRaw = [...rulesOf('shakti', { warriorJump: setting }).legalMoves(pos)];
  } catch (err) {
    return { mismatch: { where, setting, position: describePosition(pos), detail: `legalMoves threw ${String(err)}` }, engineMoves: [] };
  }
  const refMoves = referenceLegalMoves(pos, setting);
  const e = new Set(engineRaw.map(moveKey));
  const r = new Set(refMoves.map(moveKey));
  const engineOnly = [...e].filter((k) => !r.has(k)).sort();
  const referenceOnly = [...r].filter((k) => !e.has(k)).sort();
  const engineMoves = sortMoves(engineRaw);
  if (engineOnly.length > 0 || referenceOnly.length > 0 || engineRaw.length !== e.size) {
    return {
      mismatch: {
        where: engineRaw.length !== e.size ? `${where} (engine lists a move twice)` : where,
        setting,
        position: describePosition(pos),
        engineOnly,
        referenceOnly,
      },
      engineMoves,
    };
  }
  // isCheck (S5) for the side to move.
  const refCheck = referenceInCheck(pos, pos.turn);
  if (rulesOf('shakti').isCheck(pos) !== refCheck) {
    return { mismatch: { where, setting, position: describePosition(pos), detail: `isCheck: engine ${!refCheck}, reference ${refCheck}` }, engineMoves };
  }
  if (refCheck) stats.checks++;
  if (engineMoves.length === 0) {
    const o = rulesOf('shakti', { warriorJump: setting }).outcome(pos);
    const actual = o ? `${o.result}/${o.reason}` : 'none';
    const expected = expectedOutcome(pos);
    if (expected.endsWith('checkmate')) stats.mates++;
    else stats.draws++;
    if (actual !== expected) {
      return { mismatch: { where, setting, position: describePosition(pos), detail: `outcome: engine ${actual}, reference ${expected}` }, engineMoves };
    }
  }
  return { mismatch: null, engineMoves };
}

function expectedFacts(pos: ShaktiPosition, move: ShaktiMove, after: ShaktiPosition): Record<string, unknown> {
  const check = referenceInCheck(after, after.turn);
  if (move.kind === 'pass') return { player: pos.turn, pass: true, check };
  const piece = pos.board[move.from] as ShaktiPiece;
  const victim = pos.board[move.to];
  return {
    player: pos.turn,
    piece: piece.type,
    from: move.from,
    to: move.to,
    ...(victim ? { captured: { cell: move.to, piece: victim.type } } : {}),
    ...(move.kind === 'jump' ? { removedTile: move.removed } : {}),
    check,
  };
}

function normaliseFacts(f: ShaktiFacts): Record<string, unknown> {
  const out: Record<string, unknown> = { player: f.player };
  if (f.pass) out.pass = true;
  if (f.piece !== undefined) out.piece = f.piece;
  if (f.from !== undefined) out.from = f.from;
  if (f.to !== undefined) out.to = f.to;
  if (f.captured !== undefined) out.captured = { cell: f.captured.cell, piece: f.captured.piece };
  if (f.removedTile !== undefined) out.removedTile = f.removedTile;
  out.check = f.check;
  return out;
}

const canon = (o: Record<string, unknown>): string => JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));

function comparePlay(pos: ShaktiPosition, move: ShaktiMove, setting: WarriorJump, where: string): Mismatch | null {
  stats.moves++;
  if (move.kind === 'pass') stats.passes++;
  if (move.kind === 'jump') stats.jumps++;
  if (move.kind === 'step' && pos.board[move.to]) stats.captures++;
  let engine: { position: ShaktiPosition; facts: ShaktiFacts };
  try {
    engine = rulesOf('shakti', { warriorJump: setting }).play(pos, move);
  } catch (err) {
    return { where, setting, position: describePosition(pos), move: moveKey(move), detail: `play threw ${String(err)}` };
  }
  const reference = referencePlay(pos, move, setting);
  if (positionKey(engine.position) !== positionKey(reference)) {
    return {
      where,
      setting,
      position: describePosition(pos),
      move: moveKey(move),
      enginePosition: describePosition(engine.position),
      referencePosition: describePosition(reference),
    };
  }
  const ef = normaliseFacts(engine.facts);
  const rf = expectedFacts(pos, move, reference);
  if (canon(ef) !== canon(rf)) {
    return { where: `${where} (facts)`, setting, position: describePosition(pos), move: moveKey(move), engineFacts: ef, referenceFacts: rf };
  }
  return null;
}

function report(mismatches: readonly Mismatch[]): string {
  return mismatches
    .map((m) => {
      const { position, enginePosition, referencePosition, ...rest } = m;
      return [
        JSON.stringify(rest),
        position,
        ...(enginePosition ? ['engine after:', enginePosition] : []),
        ...(referencePosition ? ['reference after:', referencePosition] : []),
      ].join('\n');
    })
    .join('\n---\n');
}

describe('Shakti engine agrees with the reference generator in random games', () => {
  for (const setting of SETTINGS) {
    test(`${GAMES} random games of up to ${MAX_PLIES} plies, warriorJump ${setting}`, () => {
      const rand = xorshift32(setting === 'seen' ? 0x2545f491 : 0x9e3779b9);
      const mismatches: Mismatch[] = [];
      let positions = 0;
      let ended = 0;
      for (let game = 0; game < GAMES && mismatches.length < 10; game++) {
        let pos = rulesOf('shakti').start();
        for (let ply = 0; ply < MAX_PLIES; ply++) {
          positions++;
          const where = `game ${game} ply ${ply}`;
          const { mismatch, engineMoves } = compareMoves(pos, setting, where);
          if (mismatch) {
            mismatches.push(mismatch);
            break;
          }
          if (engineMoves.length === 0) {
            ended++;
            break;
          }
          const move = engineMoves[rand() % engineMoves.length];
          const p = comparePlay(pos, move, setting, where);
          if (p) {
            mismatches.push(p);
            break;
          }
          pos = referencePlay(pos, move, setting);
        }
      }
      console.log(`games ${setting}: ${positions} positions, ${ended} games ended by checkmate/no-moves`);
      expect(mismatches.length, `warriorJump ${setting}, ${positions} positions:\n${report(mismatches)}`).toBe(0);
    }, 60_000);
  }
});

// Random (not necessarily reachable) positions: corners plus random holes, both Kings on tiles,
// up to 7 warriors, random side to move. Skipped: the side not to move in check, or Kings that
// see each other (neither can arise after a legal move).
function randomPosition(next: () => number): ShaktiPosition {
  const r = (n: number) => next() % n;
  const tiles: boolean[] = new Array(CELLS).fill(true);
  for (const corner of [0, 6, 42, 48]) tiles[corner] = false;
  const holeChance = r(60); // percent
  for (let c = 0; c < CELLS; c++) if (tiles[c] && r(100) < holeChance) tiles[c] = false;
  const board: (ShaktiPiece | null)[] = new Array(CELLS).fill(null);
  const free = () => [...Array(CELLS).keys()].filter((c) => tiles[c] && !board[c]);
  const put = (piece: ShaktiPiece): void => {
    const f = free();
    if (f.length === 0) return;
    board[f[r(f.length)]] = piece;
  };
  // Guarantee room for both Kings.
  if (free().length < 2) {
    tiles[at('d2')] = true;
    tiles[at('d6')] = true;
  }
  put({ colour: 'white', type: 'king' });
  put({ colour: 'black', type: 'king' });
  for (let n = r(8); n > 0; n--) put({ colour: r(2) ? 'white' : 'black', type: 'warrior' });
  const turn: Colour = r(2) ? 'white' : 'black';
  return { board, tiles, turn, fullmove: 1 + r(40) };
}

describe('Shakti engine agrees with the reference on random positions', () => {
  for (const setting of SETTINGS) {
    test(`${RANDOM_POSITIONS} random positions, warriorJump ${setting}`, () => {
      const rand = xorshift32(setting === 'seen' ? 0x1234567 : 0x7654321);
      const mismatches: Mismatch[] = [];
      let used = 0;
      let passes = 0;
      let empties = 0;
      for (let i = 0; used < RANDOM_POSITIONS && mismatches.length < 10; i++) {
        const pos = randomPosition(rand);
        if (referenceInCheck(pos, other(pos.turn)) || referenceKingsSee(pos)) continue;
        used++;
        const where = `random position ${i}`;
        const { mismatch, engineMoves } = compareMoves(pos, setting, where);
        if (mismatch) {
          mismatches.push(mismatch);
          continue;
        }
        if (engineMoves.length === 0) empties++;
        if (engineMoves.length === 1 && engineMoves[0].kind === 'pass') passes++;
        for (const m of engineMoves) {
          const p = comparePlay(pos, m, setting, where);
          if (p) {
            mismatches.push(p);
            break;
          }
        }
      }
      console.log(`random ${setting}: ${used} positions, ${passes} forced passes, ${empties} without moves`);
      expect(mismatches.length, `warriorJump ${setting}:\n${report(mismatches)}`).toBe(0);
    }, 60_000);
  }
});

// Hand-built positions (letters: wK/bK Kings, wW/bW warriors; corners are always holes).
const SPECIAL: Record<string, ShaktiPosition> = {
  // S3: the King b2 sees f6 across the holes c3 d4 e5 and may go there.
  kingLongMove: buildPosition({ pieces: { b2: 'wK', d7: 'bK' }, holes: ['c3', 'd4', 'e5'] }),
  // S3+S6: the same long move would make the Kings see each other (f6 next to f7).
  kingLongMoveIntoKingSight: buildPosition({ pieces: { b2: 'wK', f7: 'bK' }, holes: ['c3', 'd4', 'e5'] }),
  // S5: the warrior d6 sees d2 across the holes d3 d4 d5: check from a distance; S3: the King
  // is restricted to adjacent tiles and cannot reach the checking warrior.
  checkFromDistance: buildPosition({ pieces: { d2: 'wK', b1: 'wW', d6: 'bW', f7: 'bK' }, holes: ['d3', 'd4', 'd5'] }),
  // S3: in check from the adjacent warrior d3, which is unprotected: the King takes it.
  captureUnprotected: buildPosition({ pieces: { d2: 'wK', d3: 'bW', b7: 'bK' } }),
  // S3+S6: the warrior d3 is protected by its King d5 (d4 a hole): after d2xd3 the Kings would
  // see each other.
  captureProtectedByKing: buildPosition({ pieces: { d2: 'wK', d3: 'bW', d5: 'bK' }, holes: ['d4'] }),
  // S3+S5: the warrior d3 is protected by the warrior f5 (e4 a hole), which would see d3.
  captureProtectedByWarrior: buildPosition({ pieces: { d2: 'wK', d3: 'bW', f5: 'bW', b7: 'bK' }, holes: ['e4'] }),
  // S4/S5: the warrior b2 sees c2; its second tile d2 holds the black King: no jump, no check.
  jumpBlockedByKing: buildPosition({ pieces: { b2: 'wW', d2: 'bK', f6: 'wK' } }),
  // S4 `seen` vs `adjacent`: c2 vacant, d2 a hole, e2 vacant: b2-e2 (removing c2) only under
  // `seen`.
  jumpSettingsDiffer: buildPosition({ pieces: { b2: 'wW', b5: 'wK', f3: 'bK' }, holes: ['d2'] }),
  // S7: White's King b1 sees only a2, which the warrior a4 sees across the hole a3: no move, not
  // in check, Black can move: White must pass.
  forcedPass: buildPosition({
    pieces: { b1: 'wK', a4: 'bW', e6: 'bK' },
    holes: ['a3', 'c1', 'd1', 'e1', 'f1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'c2', 'd3', 'e4', 'f5', 'g6'],
  }),
  // S7 for Black: the pass increments fullmove.
  forcedPassBlack: buildPosition({
    pieces: { b1: 'bK', a4: 'wW', e6: 'wK' },
    holes: ['a3', 'c1', 'd1', 'e1', 'f1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'c2', 'd3', 'e4', 'f5', 'g6'],
    turn: 'black',
    fullmove: 7,
  }),
  // S7: only the two Kings' tiles are left; neither sees anything: drawn, no moves.
  neitherCanMove: buildPosition({
    pieces: { b1: 'wK', f7: 'bK' },
    holes: [...Array(49).keys()]
      .map((c) => `${'abcdefg'[c % 7]}${Math.floor(c / 7) + 1}`)
      .filter((n) => !['a1', 'g1', 'a7', 'g7', 'b1', 'f7'].includes(n)),
  }),
  // S5/S7: the warrior d3 checks d1 across the hole d2 (it is not adjacent: distance two); the
  // warriors b1 and f1 see c1, c2 and e1, e2: checkmate.
  checkmate: buildPosition({
    pieces: { d1: 'wK', d3: 'bW', d5: 'bK', b1: 'bW', f1: 'bW' },
    holes: ['d2', 'd4'],
  }),
  initial: rulesOf('shakti').start(),
};

describe('Shakti engine agrees with the reference on hand-built positions', () => {
  for (const setting of SETTINGS) {
    for (const [name, pos] of Object.entries(SPECIAL)) {
      test(`${name}, warriorJump ${setting}`, () => {
        const mismatches: Mismatch[] = [];
        const { mismatch, engineMoves } = compareMoves(pos, setting, name);
        if (mismatch) mismatches.push(mismatch);
        for (const m of engineMoves) {
          const p = comparePlay(pos, m, setting, name);
          if (p) mismatches.push(p);
        }
        expect(mismatches.length, report(mismatches)).toBe(0);
      });
    }
  }
});

// What the rulings say about the hand-built positions (checks of the reference itself).
describe('reference generator: spot checks from the rulings', () => {
  const keys = (pos: ShaktiPosition, setting: WarriorJump = 'seen') => referenceLegalMoves(pos, setting).map(moveKey).sort();
  const step = (from: string, to: string): string => moveKey({ kind: 'step', from: at(from), to: at(to) });
  const jump = (from: string, to: string, removed: string): string =>
    moveKey({ kind: 'jump', from: at(from), to: at(to), removed: at(removed) });

  test('initial position', () => {
    const pos = rulesOf('shakti').start();
    expect(pos.tiles.filter(Boolean)).toHaveLength(45);
    expect(pos.turn).toBe('white');
    expect(pos.board[at('d2')]).toEqual({ colour: 'white', type: 'king' });
    expect(pos.board[at('b6')]).toEqual({ colour: 'black', type: 'warrior' });
    expect(referenceInCheck(pos, 'white')).toBe(false);
  });
  test('S3: King long move over holes', () => {
    expect(keys(SPECIAL.kingLongMove)).toContain(step('b2', 'f6'));
    expect(keys(SPECIAL.kingLongMove).some((k) => k.startsWith('b2-c3'))).toBe(false);
    expect(keys(SPECIAL.kingLongMoveIntoKingSight)).not.toContain(step('b2', 'f6'));
  });
  test('S5: check from a distance; S3 restricts the King to adjacent tiles', () => {
    const pos = SPECIAL.checkFromDistance;
    expect(referenceInCheck(pos, 'white')).toBe(true);
    // All seven adjacent tiles (d3 is a hole); the warrior b1 cannot help; no long move.
    expect(keys(pos)).toEqual(['c1', 'c2', 'c3', 'd1', 'e1', 'e2', 'e3'].map((t) => step('d2', t)).sort());
  });
  test('S3: the King in check takes an unprotected adjacent warrior, not a protected one', () => {
    expect(keys(SPECIAL.captureUnprotected)).toContain(step('d2', 'd3'));
    expect(keys(SPECIAL.captureProtectedByKing)).not.toContain(step('d2', 'd3'));
    expect(keys(SPECIAL.captureProtectedByWarrior)).not.toContain(step('d2', 'd3'));
    const after = referencePlay(SPECIAL.captureUnprotected, { kind: 'step', from: at('d2'), to: at('d3') }, 'seen');
    expect(after.board.filter(Boolean)).toHaveLength(2);
  });
  test('S4/S5: the jump is blocked by the King on the second tile, which is not in check', () => {
    const k = keys(SPECIAL.jumpBlockedByKing);
    expect(k).toContain(step('b2', 'c2'));
    expect(k.some((m) => m.startsWith('b2-d2'))).toBe(false);
    expect(referenceInCheck(SPECIAL.jumpBlockedByKing, 'black')).toBe(false);
    const after = referencePlay(SPECIAL.jumpBlockedByKing, { kind: 'step', from: at('b2'), to: at('c2') }, 'seen');
    expect(referenceInCheck(after, 'black')).toBe(true);
  });
  test('S4: warriorJump seen vs adjacent', () => {
    expect(keys(SPECIAL.jumpSettingsDiffer, 'seen')).toContain(jump('b2', 'e2', 'c2'));
    expect(keys(SPECIAL.jumpSettingsDiffer, 'adjacent')).not.toContain(jump('b2', 'e2', 'c2'));
    expect(keys(SPECIAL.jumpSettingsDiffer, 'adjacent')).toContain(jump('b2', 'b4', 'b3'));
    const after = referencePlay(SPECIAL.jumpSettingsDiffer, { kind: 'jump', from: at('b2'), to: at('e2'), removed: at('c2') }, 'seen');
    expect(after.tiles[at('c2')]).toBe(false);
  });
  test('S7: forced pass, neither can move, checkmate', () => {
    expect(keys(SPECIAL.forcedPass)).toEqual(['pass']);
    expect(keys(SPECIAL.forcedPassBlack)).toEqual(['pass']);
    expect(referencePlay(SPECIAL.forcedPassBlack, { kind: 'pass' }, 'seen').fullmove).toBe(8);
    expect(referencePlay(SPECIAL.forcedPass, { kind: 'pass' }, 'seen').fullmove).toBe(1);
    expect(keys(SPECIAL.neitherCanMove)).toEqual([]);
    expect(referenceInCheck(SPECIAL.neitherCanMove, 'white')).toBe(false);
    expect(referenceInCheck(SPECIAL.checkmate, 'white')).toBe(true);
    expect(keys(SPECIAL.checkmate)).toEqual([]);
  });
});

test('coverage summary', () => {
  console.log(`coverage: ${JSON.stringify(stats)}`);
  expect(stats.positions).toBeGreaterThan(0);
});
