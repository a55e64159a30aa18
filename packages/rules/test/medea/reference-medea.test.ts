// Cross-check of the Medea engine against the independent reference generator in
// test/reference-medea/medea-reference.ts (written from RULINGS.md D1-D9, G1-G3, C9 and source
// 003 only). Compared at every position: the legal move sets (captures by D5 identity: start,
// end, set of taken pieces; other moves exactly), the position after each played move, the
// full capture paths (medea.capturePaths) and, lightly, the facts (taken squares, promotion).
// A mismatch report gives the position (pieces, chakras, side to move) and the differing moves.

import { describe, expect, test } from 'vitest';
import { medea } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import type { Colour, MedeaFacts, MedeaMove, MedeaPiece, MedeaPosition } from '../../src/medea/types.ts';
import {
  at,
  buildPosition,
  describePosition,
  farRank,
  moveKey,
  other,
  pathKey,
  positionKey,
  rankOf,
  referenceCapturePaths,
  referenceLegalMoves,
  referencePlay,
} from './reference-medea/medea-reference.ts';

const GAMES = 200;
const MAX_PLIES = 150;
const RANDOM_POSITIONS = Number(process.env.MEDEA_FUZZ_N ?? 1000);

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
  readonly position: string;
  readonly engineOnly?: string[];
  readonly referenceOnly?: string[];
  readonly move?: string;
  readonly enginePosition?: string;
  readonly referencePosition?: string;
  readonly detail?: string;
}

const stats = {
  positions: 0,
  moves: 0,
  captures: 0,
  multiCaptures: 0,
  maxTaken: 0,
  multiPathMoves: 0,
  replacements: 0,
  transmissions: 0,
  stayOnChakra: 0,
  chakraMoves: 0,
  passes: 0,
  promotions: 0,
  kingCaptures: 0,
  noMoves: 0,
  noPieces: 0,
};

const sortKeys = (ms: readonly MedeaMove[], key: (m: MedeaMove) => string): string[] => ms.map(key).sort();

function diff(engine: readonly string[], reference: readonly string[]): { engineOnly: string[]; referenceOnly: string[] } {
  const e = new Set(engine);
  const r = new Set(reference);
  return { engineOnly: [...e].filter((k) => !r.has(k)), referenceOnly: [...r].filter((k) => !e.has(k)) };
}

function compareMoves(pos: MedeaPosition, where: string): { mismatch: Mismatch | null; engineMoves: MedeaMove[]; enginePaths: MedeaMove[] } {
  stats.positions++;
  // D9/R12: a side with no pieces has lost; the game is over and its move list is moot (the
  // engine still lists its chakra moves), so only the outcome is compared.
  if (!pos.board.some((p) => p?.colour === pos.turn)) {
    stats.noPieces++;
    const o = rulesOf('medea').outcome(pos) as { result?: string; reason?: string } | null | undefined;
    const ok = o?.result === other(pos.turn) && o?.reason === 'no-pieces';
    return { mismatch: ok ? null : { where, position: describePosition(pos), detail: `no pieces, outcome ${JSON.stringify(o)}` }, engineMoves: [], enginePaths: [] };
  }
  let engineMoves: MedeaMove[];
  let enginePaths: MedeaMove[];
  try {
    engineMoves = [...rulesOf('medea').legalMoves(pos)];
    enginePaths = [...medea.capturePaths(pos)];
  } catch (err) {
    return { mismatch: { where, position: describePosition(pos), detail: `engine threw ${String(err)}` }, engineMoves: [], enginePaths: [] };
  }
  const refMoves = referenceLegalMoves(pos);
  const ek = sortKeys(engineMoves, moveKey);
  const rk = sortKeys(refMoves, moveKey);
  const d = diff(ek, rk);
  if (d.engineOnly.length || d.referenceOnly.length || new Set(ek).size !== ek.length) {
    return {
      mismatch: { where: new Set(ek).size !== ek.length ? `${where} (engine lists a move twice)` : where, position: describePosition(pos), ...d },
      engineMoves,
      enginePaths,
    };
  }
  // Full paths: every path the reference finds must be among the engine's, and no other capture path.
  const ep = sortKeys(enginePaths.filter((m) => m.kind === 'capture'), pathKey);
  const rp = sortKeys(referenceCapturePaths(pos), pathKey);
  const dp = diff(ep, rp);
  if (dp.engineOnly.length || dp.referenceOnly.length) {
    return { mismatch: { where: `${where} (capturePaths)`, position: describePosition(pos), ...dp }, engineMoves, enginePaths };
  }
  // D9: no move means the side to move has lost.
  const o = rulesOf('medea').outcome(pos) as { result?: string; reason?: string } | null | undefined;
  if (refMoves.length === 0) {
    stats.noMoves++;
    if (o?.result !== other(pos.turn) || o?.reason !== 'no-moves') {
      return { mismatch: { where, position: describePosition(pos), detail: `no moves, outcome ${JSON.stringify(o)}` }, engineMoves, enginePaths };
    }
  } else if (o) {
    return { mismatch: { where, position: describePosition(pos), detail: `has moves, outcome ${JSON.stringify(o)}` }, engineMoves, enginePaths };
  }
  if (rp.length > refMoves.filter((m) => m.kind === 'capture').length) stats.multiPathMoves++;
  return { mismatch: null, engineMoves, enginePaths };
}

/** What the facts must say about taken squares and promotion. */
function expectedFacts(pos: MedeaPosition, move: MedeaMove, after: MedeaPosition): { captured: number[]; promoted: boolean } {
  if (move.kind === 'capture') {
    const promoted = pos.board[move.from]?.type === 'man' && after.board[move.to]?.type === 'king';
    return { captured: [...move.captured].sort((a, b) => a - b), promoted };
  }
  if (move.kind === 'step') {
    const victim = move.via !== undefined ? pos.board[move.to] : null;
    const promoted = pos.board[move.from]?.type === 'man' && after.board[move.to]?.type === 'king';
    return { captured: victim ? [move.to] : [], promoted };
  }
  return { captured: [], promoted: false };
}

function tally(pos: MedeaPosition, move: MedeaMove, after: MedeaPosition): void {
  stats.moves++;
  const piece = move.kind === 'capture' || move.kind === 'step' ? (pos.board[move.from] as MedeaPiece) : null;
  if (move.kind === 'capture') {
    stats.captures++;
    if (move.captured.length > 1) stats.multiCaptures++;
    stats.maxTaken = Math.max(stats.maxTaken, move.captured.length);
    if (piece?.type === 'king') stats.kingCaptures++;
  }
  if (move.kind === 'step' && move.via !== undefined) {
    stats.transmissions++;
    if (pos.board[move.to]) stats.replacements++;
  }
  if (move.kind === 'step' && move.via === undefined && pos.chakras[move.to] === pos.turn) stats.stayOnChakra++;
  if (move.kind === 'chakra') stats.chakraMoves++;
  if (move.kind === 'pass') stats.passes++;
  if (piece?.type === 'man' && (move.kind === 'capture' || move.kind === 'step') && after.board[move.to]?.type === 'king') stats.promotions++;
}

function comparePlay(pos: MedeaPosition, move: MedeaMove, where: string, count = true): Mismatch | null {
  const reference = referencePlay(pos, move);
  if (count) tally(pos, move, reference);
  let engine: { position: MedeaPosition; facts: MedeaFacts };
  try {
    engine = rulesOf('medea').play(pos, move);
  } catch (err) {
    return { where, position: describePosition(pos), move: pathKey(move), detail: `play threw ${String(err)}` };
  }
  if (positionKey(engine.position) !== positionKey(reference)) {
    return {
      where,
      position: describePosition(pos),
      move: pathKey(move),
      enginePosition: describePosition(engine.position),
      referencePosition: describePosition(reference),
    };
  }
  const want = expectedFacts(pos, move, reference);
  const got = {
    captured: (engine.facts.captured ?? []).map((c) => c.square).sort((a, b) => a - b),
    promoted: engine.facts.promoted === true,
  };
  if (JSON.stringify(want) !== JSON.stringify(got)) {
    return { where: `${where} (facts)`, position: describePosition(pos), move: pathKey(move), detail: `engine ${JSON.stringify(got)}, reference ${JSON.stringify(want)}` };
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

/** Compare one position and every legal move (and every capture path) played from it. */
function checkAll(pos: MedeaPosition, where: string): Mismatch[] {
  const out: Mismatch[] = [];
  const { mismatch, engineMoves, enginePaths } = compareMoves(pos, where);
  if (mismatch) return [mismatch];
  for (const m of engineMoves) {
    const p = comparePlay(pos, m, where);
    if (p) out.push(p);
  }
  for (const m of enginePaths) {
    if (m.kind !== 'capture') continue;
    const p = comparePlay(pos, m, `${where} (path)`, false);
    if (p) out.push(p);
  }
  return out;
}

describe('Medea engine agrees with the reference generator in random games', () => {
  test(`${GAMES} random games of up to ${MAX_PLIES} plies`, () => {
    const rand = xorshift32(0x3c6ef372);
    const mismatches: Mismatch[] = [];
    let positions = 0;
    let ended = 0;
    for (let game = 0; game < GAMES && mismatches.length < 10; game++) {
      let pos = rulesOf('medea').start();
      for (let ply = 0; ply < MAX_PLIES; ply++) {
        positions++;
        const where = `game ${game} ply ${ply}`;
        const { mismatch, engineMoves, enginePaths } = compareMoves(pos, where);
        if (mismatch) {
          mismatches.push(mismatch);
          break;
        }
        if (engineMoves.length === 0) {
          ended++;
          break;
        }
        const move = engineMoves[rand() % engineMoves.length];
        const p = comparePlay(pos, move, where);
        if (p) {
          mismatches.push(p);
          break;
        }
        // Alternative full paths of the same capture must lead to the same position.
        if (move.kind === 'capture') {
          const same = enginePaths.filter((m) => m.kind === 'capture' && moveKey(m) === moveKey(move));
          const bad = same.map((m) => comparePlay(pos, m, `${where} (path)`, false)).find((x) => x);
          if (bad) {
            mismatches.push(bad);
            break;
          }
        }
        pos = referencePlay(pos, move);
      }
    }
    console.log(`games: ${positions} positions, ${ended} games ended by D9 (no pieces or no move)`);
    expect(mismatches.length, `${positions} positions:\n${report(mismatches)}`).toBe(0);
  }, 60_000);
});

// Random (not necessarily reachable) positions: 1-24 men and kings of both colours (no man on
// its own far rank), each side with 0 or 2 chakras (pieces may stand on them), random side.
function randomPosition(next: () => number): MedeaPosition {
  const r = (n: number) => next() % n;
  const board: (MedeaPiece | null)[] = new Array(64).fill(null);
  const chakras: (Colour | null)[] = new Array(64).fill(null);
  for (const c of ['white', 'black'] as const) {
    if (r(10) < 7) {
      for (let k = 0; k < 2; ) {
        const s = r(64);
        if (chakras[s] === null) {
          chakras[s] = c;
          k++;
        }
      }
    }
  }
  const kingShare = r(4); // 0..3 quarters
  const n = 1 + r(24);
  for (let i = 0; i < n; i++) {
    const s = r(64);
    if (board[s]) continue;
    const colour: Colour = r(2) ? 'white' : 'black';
    const type = r(4) < kingShare ? 'king' : 'man';
    if (type === 'man' && rankOf(s) === farRank(colour)) continue;
    board[s] = { colour, type };
  }
  // Sometimes put pieces on chakras on purpose (passes, replacements, blocked transmission).
  for (let s = 0; s < 64; s++) {
    if (chakras[s] && !board[s] && r(3) === 0) {
      const colour: Colour = r(3) ? (chakras[s] as Colour) : other(chakras[s] as Colour);
      const type = r(2) || rankOf(s) === farRank(colour) ? 'king' : 'man';
      board[s] = { colour, type };
    }
  }
  const turn: Colour = r(2) ? 'white' : 'black';
  return { board, chakras, turn, fullmove: 1 + r(60) };
}

describe('Medea engine agrees with the reference on random positions', () => {
  test(`${RANDOM_POSITIONS} random positions`, () => {
    const rand = xorshift32(0x51ed270b);
    const mismatches: Mismatch[] = [];
    for (let i = 0; i < RANDOM_POSITIONS && mismatches.length < 10; i++) {
      const pos = randomPosition(rand);
      mismatches.push(...checkAll(pos, `random position ${i}`));
    }
    expect(mismatches.length, report(mismatches.slice(0, 10))).toBe(0);
  }, 60_000);
});

// Hand-built positions (M/K White man/king, m/k Black man/king).
const SPECIAL: Record<string, MedeaPosition> = {
  // D4 coup turc: the king a4 takes c4 and lands on f4; then f6 (landing f7 or f8) or f2
  // (landing f1). After f6 the way down to f2 is blocked by f6 itself, still on the board, so
  // no sequence takes three.
  coupTurc: buildPosition({ pieces: { a4: 'K', c4: 'm', f6: 'm', f2: 'm', h8: 'k' } }),
  // D4: the man d4 takes d5, e6, f5, e4 round the square and lands on d4, its start square
  // (which counts as empty); two paths, one move (D5).
  endOnStart: buildPosition({ pieces: { d4: 'M', d5: 'm', e6: 'm', f5: 'm', e4: 'm', a8: 'k' } }),
  // D3/D4: the king a1 takes a3 and may land a4..a8, but only from a6 can it go on (over c6,
  // landing d6..h6): majority makes a6 the only landing.
  kingLandingChoice: buildPosition({ pieces: { a1: 'K', a3: 'm', c6: 'm', h1: 'k' } }),
  // D4: the man c6 passes over its far rank (c8, e8) and ends on e6: it stays a man.
  promotionOnlyAtEnd: buildPosition({ pieces: { c6: 'M', c7: 'm', d8: 'm', e7: 'm', a1: 'k' } }),
  // D8: a single jump (d4xd5 to d6) or the replacement e2-e3 via e3 onto g6: the player chooses.
  singleJumpOrReplacement: buildPosition({
    pieces: { d4: 'M', d5: 'm', e2: 'M', g6: 'm', a8: 'k' },
    chakras: { e3: 'white', g6: 'white' },
  }),
  // D8: a double jump (d4 over d5 to d6, then over c6 to b6) beats the replacement.
  doubleJumpBeatsReplacement: buildPosition({
    pieces: { d4: 'M', d5: 'm', c6: 'm', e2: 'M', g6: 'm', a8: 'k' },
    chakras: { e3: 'white', g6: 'white' },
  }),
  // D8: no jump; the replacement e2-e3 (sent to g6, taking the man there) is compulsory; the
  // other steps (e2-d3, e2-f3, b2's) and the chakra moves are not legal.
  replacementOnly: buildPosition({
    pieces: { e2: 'M', b2: 'M', g6: 'm', a8: 'k' },
    chakras: { e3: 'white', g6: 'white' },
  }),
  // D7: the man c5 steps onto its chakra c6 and is sent to f8: it promotes at once.
  instantPromotion: buildPosition({ pieces: { c5: 'M', h1: 'k' }, chakras: { c6: 'white', f8: 'white' } }),
  // D7: the man d7 enters its chakra d8 (far rank) and is sent to b3: it stays a man.
  sentAwayFromFarRank: buildPosition({ pieces: { d7: 'M', h1: 'k' }, chakras: { d8: 'white', b3: 'white' } }),
  // D7: B (b3) holds a friendly man: the man d7 stays on d8 and, ending on its far rank, promotes.
  stayOnFarRankChakra: buildPosition({ pieces: { d7: 'M', b3: 'M', h1: 'k' }, chakras: { d8: 'white', b3: 'white' } }),
  // D8/C9: the king on its chakra a2 can slide to its vacant chakra h2: the pass.
  passKing: buildPosition({ pieces: { a2: 'K', h8: 'k' }, chakras: { a2: 'white', h2: 'white' } }),
  // D8/C9: the black man on its chakra d6 can step onto its vacant chakra c5: the pass.
  passMan: buildPosition({ pieces: { d6: 'm', h1: 'K' }, chakras: { d6: 'black', c5: 'black' }, turn: 'black' }),
  // D8: no pass when a capture exists (the king a2 must take a4).
  noPassWhenCapture: buildPosition({ pieces: { a2: 'K', a4: 'm', h8: 'k' }, chakras: { a2: 'white', h2: 'white' } }),
  // D6: chakra moves only onto squares with no piece and no chakra; the enemy chakra does not move.
  chakraMoves: buildPosition({
    pieces: { a1: 'M', b2: 'm', h8: 'k' },
    chakras: { a2: 'white', b3: 'black', h2: 'white', g7: 'black' },
  }),
  // D7/D8: the replacement sends the man d6 (entering d7) to the far-rank chakra g8, taking the
  // black man there: it promotes.
  replacementPromotes: buildPosition({ pieces: { d6: 'M', g8: 'm', a1: 'k' }, chakras: { d7: 'white', g8: 'white' } }),
  // D7: a capture that ends on the own vacant chakra d6 is not transmitted.
  captureEndsOnOwnChakra: buildPosition({ pieces: { d4: 'M', d5: 'm', h8: 'k' }, chakras: { d6: 'white', a3: 'white' } }),
  // D3/D7: the king c1 slides over its own chakra c3 and the enemy chakra c5 (neither blocks);
  // stopping on c3 sends it to h1 (vacant); stopping on c5 is a plain move.
  kingOverChakras: buildPosition({ pieces: { c1: 'K', a8: 'k' }, chakras: { c3: 'white', h1: 'white', c5: 'black', f7: 'black' } }),
  // D3/D4: the king's long leap over a piece standing on a chakra, landing over chakras.
  kingLeapOverChakraPiece: buildPosition({ pieces: { a5: 'K', c5: 'm', a1: 'k' }, chakras: { c5: 'black', e5: 'white', g5: 'black', h1: 'white' } }),
  // D9: the black man a2 cannot step (a1, b1 held) and has nothing to leap over: no move.
  noMoves: buildPosition({ pieces: { a2: 'm', a1: 'M', b1: 'M' }, turn: 'black' }),
  initial: rulesOf('medea').start(),
};

describe('Medea engine agrees with the reference on hand-built positions', () => {
  for (const [name, pos] of Object.entries(SPECIAL)) {
    test(name, () => {
      const mismatches = checkAll(pos, name);
      expect(mismatches.length, report(mismatches)).toBe(0);
    });
  }
});

// What the rulings say about the hand-built positions (checks of the reference itself).
describe('reference generator: spot checks from the rulings', () => {
  const keys = (pos: MedeaPosition) => referenceLegalMoves(pos).map(moveKey).sort();
  const cap = (from: string, to: string, taken: string[]): string =>
    moveKey({ kind: 'capture', from: at(from), to: at(to), path: [at(to)], captured: taken.map(at) });
  const step = (from: string, to: string, via?: string): string =>
    moveKey({ kind: 'step', from: at(from), to: at(to), ...(via ? { via: at(via) } : {}) });

  test('D4 coup turc: a taken piece blocks the way back', () => {
    expect(keys(SPECIAL.coupTurc)).toEqual(
      [cap('a4', 'f7', ['c4', 'f6']), cap('a4', 'f8', ['c4', 'f6']), cap('a4', 'f1', ['c4', 'f2'])].sort(),
    );
  });
  test('D4/D5: a capture ending on its start square, two paths, one move', () => {
    expect(keys(SPECIAL.endOnStart)).toEqual([cap('d4', 'd4', ['d5', 'e6', 'f5', 'e4'])]);
    expect(referenceCapturePaths(SPECIAL.endOnStart)).toHaveLength(2);
    const after = referencePlay(SPECIAL.endOnStart, referenceLegalMoves(SPECIAL.endOnStart)[0]);
    expect(after.board.filter(Boolean)).toHaveLength(2);
    expect(after.board[at('d4')]).toEqual({ colour: 'white', type: 'man' });
  });
  test('D3/D4: the king must land where it can go on', () => {
    expect(keys(SPECIAL.kingLandingChoice)).toEqual(['d6', 'e6', 'f6', 'g6', 'h6'].map((t) => cap('a1', t, ['a3', 'c6'])).sort());
  });
  test('D4: promotion only at the end', () => {
    const ms = referenceLegalMoves(SPECIAL.promotionOnlyAtEnd);
    expect(ms.map(moveKey)).toEqual([cap('c6', 'e6', ['c7', 'd8', 'e7'])]);
    expect(referencePlay(SPECIAL.promotionOnlyAtEnd, ms[0]).board[at('e6')]).toEqual({ colour: 'white', type: 'man' });
  });
  test('D8: single jump or replacement, double jump beats it, replacement only', () => {
    expect(keys(SPECIAL.singleJumpOrReplacement)).toEqual([cap('d4', 'd6', ['d5']), step('e2', 'g6', 'e3')].sort());
    expect(keys(SPECIAL.doubleJumpBeatsReplacement)).toEqual([cap('d4', 'b6', ['d5', 'c6'])]);
    expect(keys(SPECIAL.replacementOnly)).toEqual([step('e2', 'g6', 'e3')]);
  });
  test('D7: instant promotion; sent away from the far rank; staying on the far-rank chakra', () => {
    expect(keys(SPECIAL.instantPromotion)).toContain(step('c5', 'f8', 'c6'));
    expect(referencePlay(SPECIAL.instantPromotion, { kind: 'step', from: at('c5'), to: at('f8'), via: at('c6') }).board[at('f8')]).toEqual({
      colour: 'white',
      type: 'king',
    });
    expect(keys(SPECIAL.sentAwayFromFarRank)).toContain(step('d7', 'b3', 'd8'));
    expect(referencePlay(SPECIAL.sentAwayFromFarRank, { kind: 'step', from: at('d7'), to: at('b3'), via: at('d8') }).board[at('b3')]).toEqual({
      colour: 'white',
      type: 'man',
    });
    expect(keys(SPECIAL.stayOnFarRankChakra)).toContain(step('d7', 'd8'));
    expect(referencePlay(SPECIAL.stayOnFarRankChakra, { kind: 'step', from: at('d7'), to: at('d8') }).board[at('d8')]).toEqual({
      colour: 'white',
      type: 'king',
    });
  });
  test('D8/C9: the pass', () => {
    expect(keys(SPECIAL.passKing)).toContain(moveKey({ kind: 'pass', square: at('a2'), via: at('h2') }));
    expect(keys(SPECIAL.passKing)).not.toContain(step('a2', 'h2'));
    expect(keys(SPECIAL.passMan)).toContain(moveKey({ kind: 'pass', square: at('d6'), via: at('c5') }));
    expect(keys(SPECIAL.noPassWhenCapture).some((k) => k.startsWith('pass'))).toBe(false);
    const after = referencePlay(SPECIAL.passMan, { kind: 'pass', square: at('d6'), via: at('c5') });
    expect(after.board).toEqual(SPECIAL.passMan.board);
    expect(after.fullmove).toBe(SPECIAL.passMan.fullmove + 1);
  });
  test('D6: chakra moves', () => {
    const k = keys(SPECIAL.chakraMoves).filter((x) => x.startsWith('chakra'));
    // a2: a3 b1 (b2 holds a piece, b3 a chakra, a1 a piece); h2: g1 g2 g3 h1 h3.
    expect(k).toEqual(['a2-a3', 'a2-b1', 'h2-g1', 'h2-g2', 'h2-g3', 'h2-h1', 'h2-h3'].map((m) => `chakra ${m}`).sort());
  });
  test('D7/D8: replacement promotes; captures never transmit; kings slide over chakras', () => {
    expect(keys(SPECIAL.replacementPromotes)).toEqual([step('d6', 'g8', 'd7')]);
    expect(referencePlay(SPECIAL.replacementPromotes, { kind: 'step', from: at('d6'), to: at('g8'), via: at('d7') }).board[at('g8')]).toEqual({
      colour: 'white',
      type: 'king',
    });
    expect(keys(SPECIAL.captureEndsOnOwnChakra)).toEqual([cap('d4', 'd6', ['d5'])]);
    const k = keys(SPECIAL.kingOverChakras);
    expect(k).toContain(step('c1', 'h1', 'c3'));
    expect(k).not.toContain(step('c1', 'c3'));
    expect(k).toContain(step('c1', 'c5'));
    expect(k).toContain(step('c1', 'c8'));
    expect(keys(SPECIAL.kingLeapOverChakraPiece)).toEqual(['d5', 'e5', 'f5', 'g5', 'h5'].map((t) => cap('a5', t, ['c5'])).sort());
    expect(keys(SPECIAL.noMoves)).toEqual([]);
  });
  test('D1: the initial position has 26 moves', () => {
    expect(referenceLegalMoves(rulesOf('medea').start())).toHaveLength(26);
  });
});

test('coverage summary', () => {
  console.log(`coverage: ${JSON.stringify(stats)}`);
  expect(stats.positions).toBeGreaterThan(0);
});
