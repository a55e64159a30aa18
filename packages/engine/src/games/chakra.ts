// Chakra's evaluation: what a position is worth when the search stops, from the side to move's
// view, in hundredths of a pawn. Every term is computed for White and for Black alike and
// subtracted, so a position and its mirror (ranks turned, colours swapped) score the negation
// of each other and the symmetric start scores 0. It reads the search board's arrays and
// allocates nothing.
import { chakraSearch } from '@rulebook/rules/search';
import type { Evaluation } from '../evaluation.ts';

type Board = chakraSearch.ChakraSearchBoard;
const {
  EMPTY, PAWN, MONK, SAMURAI, COURTESAN, QUEEN, KING, WHITE, PROMOTION_TYPES,
  KIND_PIECE, KING_TARGETS, RAYS, DIRECTION, moveFrom, moveTo, moveKind, movePromotion,
} = chakraSearch;

/**
 * Material per piece type (sources 000:2-8, C2, C13), a pawn 100:
 * - Monkey 300: the chess knight (C2).
 * - Monk 500: a bishop with the king's orthogonal steps, so it changes square colour and
 *   guards its neighbours: worth about a rook (shogi's promoted bishop).
 * - Samurai 650: a rook with the king's diagonal steps (shogi's promoted rook), more than a rook.
 * - Courtesan 350: the king's eight steps (a commoner, about a knight), plus a ride along the
 *   one line on which her King sees her (C13), valued apart below as it comes and goes.
 * - Queen 950: the chess queen.
 * - King 0: never captured (checkmate is the search's to find, C15).
 */
const VALUE = Int32Array.from([0, 100, 300, 500, 650, 350, 950, 0]);

/** An intact Transmitter (C8-C10): transmissions, passes and checks from afar; only a King takes it, and then for good. */
const TRANSMITTER = 150;
/** C8: a piece can enter the own vacant chakra A now, so it can be sent to B next move. */
const LIVE_TRANSMISSION = 12;
/** C8: ... and B holds an enemy piece, which that transmission would capture: a share of its worth. */
const TRANSMISSION_THREAT_SHARE = 8; // value / 8
/** C10, C11: the enemy King stands next to an own vacant chakra and may take the Transmitter. */
const EXPOSED_TRANSMITTER = 30;
/** 002:149-150, C8, C14: a chakra on the last rank and the other just ahead of an own pawn: instant promotion. */
const INSTANT_PROMOTION_SHARE = 4; // (best pool piece - pawn) / 4
/** C14: a chakra on the last rank waits for a pawn to be sent there (with something in the pool). */
const BACK_RANK_CHAKRA = 10;
/** C14: a pawn's worth grows as it nears the last rank, in proportion to the best type its pool holds (nothing with an empty pool). */
const PROMOTION_PATH = Int32Array.from([0, 0, 0, 4, 10, 22, 45, 0]);
/** King safety: own pieces next to the King. */
const SHELTER = 6;
const SHELTER_MAX = 3;
/** King safety: enemy pieces within two steps of the King, by type. */
const TROPISM = Int32Array.from([0, 0, 6, 8, 8, 6, 12, 0]);
/** C12: an enemy chakra on or next to the King, with its other chakra enterable: a piece (or a check) can be sent there next move. */
const TRANSMITTED_CHECK = 35;
/** C12: an enemy chakra on or next to the King, not yet enterable. */
const CHAKRA_NEAR_KING = 10;
/** C13: the Courtesan sees her King and may ride along that line. */
const COURTESAN_SIGHT = 15;
/** A little centre, per type (a Monkey most, as a knight). */
const CENTRE_WEIGHT = Int32Array.from([0, 0, 4, 2, 1, 3, 1, 0]);
/** A little mobility of the riders (C7: an enemy chakra is a stop), per square reached. */
const MOBILITY_WEIGHT = Int32Array.from([0, 0, 0, 2, 2, 0, 1, 0]);

/** CENTRE[sq]: 0 in a corner, 6 on the four middle squares. */
const CENTRE = new Int32Array(64);
/** DISTANCE[a * 64 + b]: king steps from a to b. */
const DISTANCE = new Uint8Array(64 * 64);
for (let a = 0; a < 64; a++) {
  const f = a & 7;
  const r = a >> 3;
  CENTRE[a] = (f < 4 ? f : 7 - f) + (r < 4 ? r : 7 - r);
  for (let b = 0; b < 64; b++) DISTANCE[a * 64 + b] = Math.max(Math.abs(f - (b & 7)), Math.abs(r - (b >> 3)));
}

/** C14: the worth of the best piece the side's pool holds (0: its pawns cannot promote). */
function bestInPool(b: Board, side: number): number {
  let best = 0;
  for (let i = 0; i < PROMOTION_TYPES.length; i++) {
    const type = PROMOTION_TYPES[i];
    if (b.pool[side * 8 + type] > 0 && VALUE[type] > best) best = VALUE[type];
  }
  return best;
}

/** C13: no piece between the Courtesan on `from` and her King on a common line. */
function seesKing(b: Board, from: number, king: number): boolean {
  const dir = DIRECTION[from * 64 + king];
  if (dir < 0) return false;
  const ray = RAYS[from * 8 + dir];
  for (let i = 0; i < ray.length; i++) {
    const t = ray[i];
    if (t === king) return true;
    if (b.sq[t] !== EMPTY) return false;
  }
  return false;
}

/** Squares a rider reaches along its lines: up to a piece (an enemy one included), and onto but not past an enemy chakra (C7). */
function riderMobility(b: Board, from: number, first: number, last: number, side: number): number {
  const sq = b.sq;
  const chakra = b.chakra;
  const enemy = 1 - side;
  let n = 0;
  for (let dir = first; dir < last; dir++) {
    const ray = RAYS[from * 8 + dir];
    for (let i = 0; i < ray.length; i++) {
      const t = ray[i];
      const code = sq[t];
      if (code !== EMPTY) {
        if (code >> 3 !== side) n++;
        break;
      }
      n++;
      if (chakra[t] === enemy) break;
    }
  }
  return n;
}

/** The pieces of one side: material, promotion paths, centre, mobility, Courtesan sight, pressure on the enemy King. */
function pieces(b: Board, side: number): number {
  const enemyKing = b.king[1 - side];
  const ownKing = b.king[side];
  const best = bestInPool(b, side);
  let score = 0;
  const sq = b.sq;
  for (let s = 0; s < 64; s++) {
    const code = sq[s];
    if (code === EMPTY || code >> 3 !== side) continue;
    const type = code & 7;
    score += VALUE[type] + CENTRE_WEIGHT[type] * CENTRE[s];
    if (type === PAWN) {
      const rank = side === WHITE ? s >> 3 : 7 - (s >> 3);
      score += ((PROMOTION_PATH[rank] * best) / VALUE[QUEEN]) | 0;
      continue;
    }
    if (type === KING) continue;
    if (enemyKing >= 0 && DISTANCE[s * 64 + enemyKing] <= 2) score += TROPISM[type];
    if (type === QUEEN) score += MOBILITY_WEIGHT[QUEEN] * riderMobility(b, s, 0, 8, side);
    else if (type === SAMURAI) score += MOBILITY_WEIGHT[SAMURAI] * riderMobility(b, s, 0, 4, side);
    else if (type === MONK) score += MOBILITY_WEIGHT[MONK] * riderMobility(b, s, 4, 8, side);
    else if (type === COURTESAN && ownKing >= 0 && seesKing(b, s, ownKing)) score += COURTESAN_SIGHT;
  }
  return score;
}

/** C8-C10, C14: one side's Transmitter: intact, live, threatening, exposed, set for instant promotion. */
function transmitter(b: Board, side: number): number {
  const first = b.chakraSq[side * 2];
  if (first < 0) return 0;
  let score = TRANSMITTER;
  const enemyKing = b.king[1 - side];
  const lastRank = side === WHITE ? 7 : 0;
  const forward = side === WHITE ? 8 : -8;
  const best = bestInPool(b, side);
  for (let i = 0; i < 2; i++) {
    const a = b.chakraSq[side * 2 + i];
    const far = b.chakraSq[side * 2 + 1 - i];
    const farCode = b.sq[far];
    if (far >> 3 === lastRank && best > 0) score += BACK_RANK_CHAKRA;
    if (b.sq[a] !== EMPTY) continue;
    // C10, C11: the enemy King next to the vacant chakra a, unless our King holds the other one.
    if (enemyKing >= 0 && DISTANCE[a * 64 + enemyKing] === 1 && farCode !== (KING | (side << 3))) score -= EXPOSED_TRANSMITTER;
    if (farCode !== EMPTY && farCode >> 3 === side) continue;
    // 002:149-150: a pawn just behind a and the far chakra on the last rank (C14 needs a pool).
    const behind = a - forward;
    if (far >> 3 === lastRank && best > 0 && behind >= 0 && behind < 64 && b.sq[behind] === (PAWN | (side << 3))) {
      score += ((best - VALUE[PAWN]) / INSTANT_PROMOTION_SHARE) | 0;
    }
    if (b.canEnter(a, side)) {
      score += LIVE_TRANSMISSION;
      if (farCode !== EMPTY) score += (VALUE[farCode & 7] / TRANSMISSION_THREAT_SHARE) | 0;
    }
  }
  return score;
}

/** King safety of one side: shelter, and the enemy Transmitter next to the King (C12: checks through it). */
function kingSafety(b: Board, side: number): number {
  const king = b.king[side];
  if (king < 0) return 0;
  let score = 0;
  let shelter = 0;
  const steps = KING_TARGETS[king];
  for (let i = 0; i < steps.length; i++) {
    const code = b.sq[steps[i]];
    if (code !== EMPTY && code >> 3 === side) shelter++;
  }
  score += SHELTER * (shelter < SHELTER_MAX ? shelter : SHELTER_MAX);
  const enemy = 1 - side;
  if (b.chakraSq[enemy * 2] < 0) return score;
  for (let i = 0; i < 2; i++) {
    const near = b.chakraSq[enemy * 2 + i];
    if (DISTANCE[near * 64 + king] > 1) continue;
    const other = b.chakraSq[enemy * 2 + 1 - i];
    const nearCode = b.sq[near];
    const open = b.sq[other] === EMPTY && (nearCode === EMPTY || nearCode >> 3 === side);
    score -= open && b.canEnter(other, enemy) ? TRANSMITTED_CHECK : CHAKRA_NEAR_KING;
  }
  return score;
}

/** White's total minus Black's. */
function whiteView(b: Board): number {
  return (
    pieces(b, 0) - pieces(b, 1) +
    transmitter(b, 0) - transmitter(b, 1) +
    kingSafety(b, 0) - kingSafety(b, 1)
  );
}

export const chakraEvaluation: Evaluation<Board> = {
  evaluate(b) {
    const score = whiteView(b);
    return b.side() === WHITE ? score : 0 - score; // 0 - score: never -0
  },

  /** The piece taken (a transmission's capture on the far chakra too, C8), the Transmitter (C10), a promotion's gain (C14). */
  captureValue(b, move) {
    if (moveKind(move) !== KIND_PIECE) return 0;
    const to = moveTo(move);
    const victim = b.sq[to];
    let value = victim === EMPTY ? 0 : VALUE[victim & 7];
    const promotion = movePromotion(move);
    if (promotion !== 0) value += VALUE[promotion] - VALUE[PAWN];
    if (victim === EMPTY && (b.sq[moveFrom(move)] & 7) === KING && b.chakra[to] === 1 - b.side()) value += TRANSMITTER;
    return value;
  },
};

/** The terms apart, for the tests: each side's pieces, Transmitter and King safety. */
export const chakraTerms = { pieces, transmitter, kingSafety, VALUE, TRANSMITTER } as const;
