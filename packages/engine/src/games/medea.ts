// Medea's evaluation (source 003; rulings D1-D9): the men and kings, the men's way to promotion,
// and the Transmitter. Read from the search board's arrays with one pass over the squares and a
// walk out from each chakra; nothing allocated. A man is 100; each side is counted alike and the
// difference taken, so a position and its mirror (colours swapped, ranks reversed) score opposite.
import { medeaSearch } from '@rulebook/rules/search';
import type { Evaluation } from '../evaluation.ts';

type Board = medeaSearch.MedeaSearchBoard;
const { EMPTY, MAN, WHITE, FORWARD, OPPOSITE, RAY, RAY_LEN } = medeaSearch;

/** D2: a man, the unit. */
const MAN_VALUE = 100;
/** D3: a king slides like a chess queen and takes with the long orthogonal leap: worth three men. */
const KING_VALUE = 300;
/**
 * D4: a man promotes on the far rank; his worth grows as he nears it, by ranks advanced from
 * his own first rank (he never stands on the far rank: he is a king there).
 */
const ADVANCE = [0, 0, 4, 8, 14, 22, 34, 0];
/** D6, D7: control of a chakra: vacant, entered by an own piece at the next move, the Transmitter open. */
const OPEN_CHAKRA = 8;
/** D7: each own piece that can be transmitted at the next move (a jump across the board). */
const TRANSMITTABLE = 4;
/** D7: a man that can be transmitted onto a chakra on his far rank promotes on arrival. */
const PROMOTION_THREAT = 40;

const worth = (piece: number): number => ((piece & 3) === MAN ? MAN_VALUE : KING_VALUE);

/**
 * D7, D8: what the Transmitter offers `side` through its vacant chakra `a`, the twin being `far`:
 * the pieces that can enter `a` without capturing (a king sliding to it, a man one step forward
 * onto it), transmitted to a vacant `far`, or taking by replacement the enemy piece there.
 */
function gate(b: Board, side: number, a: number, far: number): number {
  const sq = b.sq;
  // D7: only a vacant chakra is entered; with a friendly piece on the twin, the piece stays on it.
  if (sq[a] !== EMPTY) return 0;
  const there = sq[far];
  if (there !== EMPTY && there >> 2 === side) return 0;
  let men = 0;
  let kings = 0;
  for (let d = 0; d < 8; d++) {
    const r = (a * 8 + d) * 8;
    const len = RAY_LEN[a * 8 + d];
    let i = 0;
    while (i < len && sq[RAY[r + i]] === EMPTY) i++;
    if (i === len) continue;
    const piece = sq[RAY[r + i]];
    if (piece >> 2 !== side) continue;
    if ((piece & 3) !== MAN) kings++;
    else if (i === 0 && (FORWARD[side] & (1 << OPPOSITE[d])) !== 0) men++;
  }
  if (men + kings === 0) return 0;
  let value = OPEN_CHAKRA + TRANSMITTABLE * (men + kings);
  // D7: a man sent onto his far rank is a king at once.
  if (men > 0 && far >> 3 === (side === WHITE ? 7 : 0)) value += PROMOTION_THREAT;
  // D7, D8: replacement threat: the enemy piece on the twin is taken when a piece enters (a third of its worth: it may step away).
  if (there !== EMPTY) value += Math.trunc(worth(there) / 3);
  return value;
}

/** The Transmitter for `side` (D6-D8): both its chakras, each entered to reach the other. */
function transmitter(b: Board, side: number): number {
  const a = b.chakraSq[side * 2];
  const c = b.chakraSq[side * 2 + 1];
  if (a < 0 || c < 0) return 0;
  return gate(b, side, a, c) + gate(b, side, c, a);
}

export const medeaEvaluation: Evaluation<Board> = {
  evaluate(b: Board): number {
    const sq = b.sq;
    let white = 0;
    for (let s = 0; s < 64; s++) {
      const piece = sq[s];
      if (piece === EMPTY) continue;
      const side = piece >> 2;
      // D2, D3: men and kings; D4: a man's advance towards his far rank.
      const value = (piece & 3) === MAN ? MAN_VALUE + ADVANCE[side === WHITE ? s >> 3 : 7 - (s >> 3)] : KING_VALUE;
      white += side === WHITE ? value : -value;
    }
    white += transmitter(b, WHITE) - transmitter(b, 1 - WHITE);
    return b.side() === WHITE ? white : 0 - white; // 0 - x: never -0
  },

  /** The worth of the pieces the move takes: a jump's (D4), a replacement's (D8); 0 for any other move. */
  captureValue(b: Board, move: number): number {
    let value = 0;
    for (let set = b.capturedLo(move); set !== 0; set &= set - 1) value += worth(b.sq[31 - Math.clz32(set & -set)]);
    for (let set = b.capturedHi(move); set !== 0; set &= set - 1) value += worth(b.sq[63 - Math.clz32(set & -set)]);
    return value;
  },
};
