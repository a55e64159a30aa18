// Whether a square is attacked: every square a piece could capture on (C12), including the
// far chakra of the attacker's Transmitter (check through the Transmitter, also King to King).
import type { Board } from './board.ts';
import {
  COURTESAN, EMPTY, KING, MONK, MONKEY, PAWN, QUEEN, SAMURAI, WHITE, colourOf, makeCode, typeOf,
} from './pieces.ts';
import { KING_TARGETS, KNIGHT_TARGETS, OPPOSITE, RAYS, isDiagonal } from './geometry.ts';

/**
 * Is `square`, where the other side's King stands, attacked by `by`? Only asked of King squares:
 * that is why C11 (which only bars a King from a square no King stands on) plays no part here.
 */
export function isAttacked(b: Board, square: number, by: number): boolean {
  if (capturesOn(b, square, by)) return true;
  // C12/C8: a piece of `by` that can formally enter its own vacant chakra A attacks the far one B.
  if (b.chakra[square] === by) {
    const a = b.chakraSq[by * 2] === square ? b.chakraSq[by * 2 + 1] : b.chakraSq[by * 2];
    if (b.sq[a] === EMPTY && reaches(b, a, by)) return true;
  }
  return false;
}

/** Can a piece of `by` capture directly on `square` (ignoring whose turn it is and pins)? */
function capturesOn(b: Board, square: number, by: number): boolean {
  const sq = b.sq;
  // Pawns capture diagonally forward, onto the last rank too, whatever the pool holds (C14).
  const pawn = makeCode(by, PAWN);
  const file = square & 7;
  const back = by === WHITE ? square - 8 : square + 8;
  if (back >= 0 && back < 64) {
    if (file > 0 && sq[back - 1] === pawn) return true;
    if (file < 7 && sq[back + 1] === pawn) return true;
  }
  return knightOrStepper(b, square, by) || rayAttack(b, square, by, false);
}

function knightOrStepper(b: Board, square: number, by: number): boolean {
  const sq = b.sq;
  const monkey = makeCode(by, MONKEY);
  for (const t of KNIGHT_TARGETS[square]) if (sq[t] === monkey) return true;
  // King steps: King, Samurai, Monk, Courtesan, Queen all have them (C13, sources 000:2-7).
  for (const t of KING_TARGETS[square]) {
    const code = sq[t];
    if (code !== EMPTY && colourOf(code) === by && typeOf(code) >= MONK) return true;
  }
  return false;
}

/**
 * Attacks along the eight lines towards `square`: Queen, Samurai (orthogonal), Monk (diagonal)
 * and the Courtesan's ride. The defender's chakras are stops the attacker may land on but not
 * pass (C7); the attacker's own chakras are transparent. With `empty` the square itself holds
 * no piece (used for entering a vacant chakra), so the Courtesan may also ride towards her King
 * through it (C13).
 */
function rayAttack(b: Board, square: number, by: number, empty: boolean): boolean {
  const sq = b.sq;
  const chakra = b.chakra;
  const enemy = 1 - by;
  for (let dir = 0; dir < 8; dir++) {
    const ray = RAYS[square * 8 + dir];
    for (let i = 0; i < ray.length; i++) {
      const t = ray[i];
      const code = sq[t];
      if (code === EMPTY) {
        if (chakra[t] === enemy) break;
        continue;
      }
      if (colourOf(code) !== by) break;
      const type = typeOf(code);
      if (type === QUEEN) return true;
      if (type === (isDiagonal(dir) ? MONK : SAMURAI)) return true;
      if (type === COURTESAN && courtesanSeesKing(b, t, dir, by, square, empty)) return true;
      break;
    }
  }
  return false;
}

/**
 * C13: the Courtesan on `c`, found from `target` looking in direction `dir`, rides onto
 * `target` if her own King sees her along that line: beyond her (target on her away side), or,
 * when the target is empty, beyond the target (target between her and the King).
 */
function courtesanSeesKing(b: Board, c: number, dir: number, by: number, target: number, empty: boolean): boolean {
  const king = makeCode(by, KING);
  const sq = b.sq;
  for (const t of RAYS[c * 8 + dir]) {
    if (sq[t] === EMPTY) continue;
    if (sq[t] === king) return true;
    break;
  }
  if (empty) {
    for (const t of RAYS[target * 8 + OPPOSITE[dir]]) {
      if (sq[t] === EMPTY) continue;
      return sq[t] === king;
    }
  }
  return false;
}

/**
 * Can a piece of `by` formally move onto the empty square `a` with its non-capturing
 * geometry (C8: a pawn only with its forward step, or under 1995 its double step, C16)?
 */
export function reaches(b: Board, a: number, by: number): boolean {
  const sq = b.sq;
  const pawn = makeCode(by, PAWN);
  const forward = by === WHITE ? 8 : -8;
  const behind = a - forward;
  if (behind >= 0 && behind < 64) {
    if (sq[behind] === pawn) return true;
    // C16: under 1995 also the double step; C7: not over an enemy chakra.
    if (b.doubleStep && sq[behind] === EMPTY && b.chakra[behind] !== 1 - by) {
      const start = behind - forward;
      const secondRank = by === WHITE ? 1 : 6;
      if (start >= 0 && start < 64 && start >> 3 === secondRank && sq[start] === pawn) return true;
    }
  }
  return knightOrStepper(b, a, by) || rayAttack(b, a, by, true);
}

