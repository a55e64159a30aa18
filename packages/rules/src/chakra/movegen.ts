// The fast pseudo-legal and legal move generators. Each generated move is one distinct move
// in the sense of C16: a move through the Transmitter is kept only when no direct move of the
// same piece has the same result.
import type { Board } from './board.ts';
import {
  COURTESAN, EMPTY, KING, MONK, MONKEY, PAWN, PROMOTION_TYPES, QUEEN, SAMURAI, WHITE,
  colourOf, typeOf,
} from './pieces.ts';
import {
  DIAGONAL_STEPS, DIRECTION, KING_TARGETS, KNIGHT_TARGETS, OPPOSITE, ORTHOGONAL_STEPS, RAYS,
} from './geometry.ts';
import {
  FLIP, KIND_CHAKRA, KIND_FLIP, KIND_PASS, KIND_PIECE, encode, moveTo, withPromotion, withVia,
} from './encoding.ts';
import { isAttacked } from './attacks.ts';

/** Per-piece scratch state while its destinations are collected. */
class Collector {
  out!: Int32Array;
  n = 0;
  from = 0;
  pieceStart = 0;
  /** Bit i set: the piece can formally enter its own vacant chakra i and be transmitted. */
  reached = 0;
  /** The piece can pass (C9). */
  pass = false;
}

const collector = new Collector();

/** Fills `out` with the pseudo-legal moves of the side to move; returns how many. */
export function generatePseudoLegal(b: Board, out: Int32Array): number {
  const c = collector;
  c.out = out;
  c.n = 0;
  let passVia = -1;
  let passFrom = -1;
  const us = b.turn;
  const sq = b.sq;
  for (let from = 0; from < 64; from++) {
    const code = sq[from];
    if (code === EMPTY || colourOf(code) !== us) continue;
    c.from = from;
    c.pieceStart = c.n;
    c.reached = 0;
    c.pass = false;
    const type = typeOf(code);
    switch (type) {
      case PAWN:
        pawnMoves(b, c, us);
        break;
      case MONKEY:
        for (const t of KNIGHT_TARGETS[from]) destination(b, c, t, us);
        break;
      case KING:
        kingMoves(b, c, us);
        break;
      case SAMURAI:
        for (let d = 0; d < 4; d++) slide(b, c, d, us);
        for (const t of DIAGONAL_STEPS[from]) destination(b, c, t, us);
        break;
      case MONK:
        for (let d = 4; d < 8; d++) slide(b, c, d, us);
        for (const t of ORTHOGONAL_STEPS[from]) destination(b, c, t, us);
        break;
      case QUEEN:
        for (let d = 0; d < 8; d++) slide(b, c, d, us);
        break;
      case COURTESAN:
        courtesanMoves(b, c, us);
        break;
    }
    transmissions(b, c, us);
    if (c.pass) {
      passFrom = from;
      passVia = b.chakraSq[us * 2] === from ? b.chakraSq[us * 2 + 1] : b.chakraSq[us * 2];
    }
  }
  if (passFrom >= 0) out[c.n++] = encode(passFrom, passFrom, KIND_PASS) | (passVia << 12);
  chakraMoves(b, c, us);
  return c.n;
}

/**
 * A destination `t` reached by the piece's own geometry (no capture of a friendly piece).
 * Entering the own vacant chakra triggers the Transmitter (C8, C9); staying on it is a move
 * of its own only when transmission is optional (`1995`, C4) or impossible.
 */
function destination(b: Board, c: Collector, t: number, us: number): void {
  const code = b.sq[t];
  if (code !== EMPTY) {
    if (colourOf(code) !== us) push(b, c, t, us);
    return;
  }
  if (b.chakra[t] === us) {
    const i = b.chakraSq[us * 2] === t ? 0 : 1;
    const far = b.chakraSq[us * 2 + 1 - i];
    if (far === c.from) {
      c.pass = true; // C9: the piece on the far chakra comes back to where it stood.
      if (!b.compulsory) push(b, c, t, us);
      return;
    }
    const farCode = b.sq[far];
    if (farCode === EMPTY || colourOf(farCode) !== us) {
      c.reached |= 1 << i;
      if (!b.compulsory) push(b, c, t, us);
      return;
    }
    // C8: the far chakra holds a friendly piece, so the piece simply stays on its chakra.
  }
  push(b, c, t, us);
}

/** Emits a piece move ending on `t`, with one move per promotion choice on the last rank (C14). */
function push(b: Board, c: Collector, t: number, us: number, via = -1): void {
  let move = encode(c.from, t, KIND_PIECE);
  if (via >= 0) move = withVia(move, via);
  if (typeOf(b.sq[c.from]) === PAWN && t >> 3 === (us === WHITE ? 7 : 0)) {
    for (const type of PROMOTION_TYPES) {
      if (b.pool[us * 8 + type] > 0) c.out[c.n++] = withPromotion(move, type);
    }
    return;
  }
  c.out[c.n++] = move;
}

/** C8, C16: after the piece's direct moves, its moves through the Transmitter, unless a direct move has the same result. */
function transmissions(b: Board, c: Collector, us: number): void {
  if (c.reached === 0) return;
  for (let i = 0; i < 2; i++) {
    if ((c.reached & (1 << i)) === 0) continue;
    const via = b.chakraSq[us * 2 + i];
    const far = b.chakraSq[us * 2 + 1 - i];
    let duplicate = false;
    for (let k = c.pieceStart; k < c.n; k++) {
      if (moveTo(c.out[k]) === far) {
        duplicate = true;
        break;
      }
    }
    if (!duplicate) push(b, c, far, us, via);
  }
}

/** Slides of Queen, Samurai and Monk (sources 000:3-5; C7 for chakras on the way). */
function slide(b: Board, c: Collector, dir: number, us: number): void {
  const ray = RAYS[c.from * 8 + dir];
  const enemy = 1 - us;
  for (let i = 0; i < ray.length; i++) {
    const t = ray[i];
    if (b.sq[t] !== EMPTY) {
      if (colourOf(b.sq[t]) !== us) push(b, c, t, us);
      return;
    }
    destination(b, c, t, us);
    if (b.chakra[t] === enemy) return; // C7: an enemy chakra is a stop.
  }
}

/** Source 000:8, C3, C14: forward steps (double under 1995), diagonal captures, no en passant. */
function pawnMoves(b: Board, c: Collector, us: number): void {
  const from = c.from;
  const forward = us === WHITE ? 8 : -8;
  const one = from + forward;
  if (one < 0 || one > 63) return;
  if (b.sq[one] === EMPTY) {
    destination(b, c, one, us);
    const secondRank = us === WHITE ? 1 : 6;
    // C3, C16: the 1995 double step from the second rank; C7: not over an enemy chakra.
    if (b.doubleStep && from >> 3 === secondRank && b.chakra[one] !== 1 - us) {
      const two = one + forward;
      if (b.sq[two] === EMPTY) destination(b, c, two, us);
    }
  }
  const file = from & 7;
  if (file > 0) pawnCapture(b, c, one - 1, us);
  if (file < 7) pawnCapture(b, c, one + 1, us);
}

function pawnCapture(b: Board, c: Collector, t: number, us: number): void {
  const code = b.sq[t];
  if (code !== EMPTY && colourOf(code) !== us) push(b, c, t, us);
}

/** The King's steps; C10 (taking a vacant enemy chakra) happens in make; C11 forbids one square. */
function kingMoves(b: Board, c: Collector, us: number): void {
  const enemy = 1 - us;
  const enemyKing = b.king[enemy];
  for (const t of KING_TARGETS[c.from]) {
    // C11: while the enemy King stands on one of his chakras, ours may not enter the other.
    if (b.chakra[t] === enemy && enemyKing >= 0 && enemyKing !== t && b.chakra[enemyKing] === enemy) continue;
    destination(b, c, t, us);
  }
}

/** C13: the King steps always; along a line on which her King sees her, the ride. */
function courtesanMoves(b: Board, c: Collector, us: number): void {
  const from = c.from;
  for (const t of KING_TARGETS[from]) destination(b, c, t, us);
  const king = b.king[us];
  if (king < 0) return;
  const dir = DIRECTION[from * 64 + king];
  if (dir < 0) return;
  const toKing = RAYS[from * 8 + dir];
  // Sight: no piece between her and her King (chakras do not break it).
  for (let i = 0; i < toKing.length; i++) {
    const t = toKing[i];
    if (t === king) break;
    if (b.sq[t] !== EMPTY) return;
  }
  const enemy = 1 - us;
  // Towards the King, any square short of him; an enemy chakra is a stop. Distance 1 is a step.
  for (let i = 0; i < toKing.length; i++) {
    const t = toKing[i];
    if (t === king) break;
    if (i > 0) destination(b, c, t, us);
    if (b.chakra[t] === enemy) break;
  }
  // Away from him, up to the first obstacle, capturing it if it is an enemy piece.
  const away = RAYS[from * 8 + OPPOSITE[dir]];
  for (let i = 0; i < away.length; i++) {
    const t = away[i];
    if (b.sq[t] !== EMPTY) {
      if (i > 0 && colourOf(b.sq[t]) !== us) push(b, c, t, us);
      return;
    }
    if (i > 0) destination(b, c, t, us);
    if (b.chakra[t] === enemy) return;
  }
}

/** C5, C6: a vacant chakra moves as a knight (circle) or king (square), then may flip; or flips in place. */
function chakraMoves(b: Board, c: Collector, us: number): void {
  for (let i = 0; i < 2; i++) {
    const from = b.chakraSq[us * 2 + i];
    if (from < 0 || b.sq[from] !== EMPTY) continue;
    const targets = b.face[from] === 0 ? KNIGHT_TARGETS[from] : KING_TARGETS[from];
    for (const t of targets) {
      if (b.sq[t] !== EMPTY || b.chakra[t] >= 0) continue;
      const move = encode(from, t, KIND_CHAKRA);
      c.out[c.n++] = move;
      c.out[c.n++] = move | FLIP;
    }
    c.out[c.n++] = encode(from, from, KIND_FLIP);
  }
}

/** Fills `out` with the legal moves: a move is legal when the own King is not attacked after it (C12). */
export function generateLegal(b: Board, out: Int32Array): number {
  const n = generatePseudoLegal(b, out);
  const us = b.turn;
  let legal = 0;
  for (let i = 0; i < n; i++) {
    const move = out[i];
    b.make(move);
    if (!isAttacked(b, b.king[us], 1 - us)) out[legal++] = move;
    b.unmake(move);
  }
  return legal;
}

/** Is the side to move in check? */
export function inCheck(b: Board): boolean {
  const us = b.turn;
  return b.king[us] >= 0 && isAttacked(b, b.king[us], 1 - us);
}

export const MAX_MOVES = 1024;
