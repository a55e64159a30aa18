// The 8x8 board: square names and the steps pieces, pushes and shells take (K3-K5).
import type { Direction } from './types.ts';
import { squareName, parseSquare, fileOf, rankOf } from '../core/squares.ts';
import { buildRays } from '../core/rays.ts';

export { squareName, parseSquare, fileOf, rankOf };

/** A square index 0..63 (a whole number), as a value read from outside may not be. */
export const isSquare = (s: unknown): s is number => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < 64;

/** The square `df` files and `dr` ranks away from `s`, or -1 off the board. */
export function offset(s: number, df: number, dr: number): number {
  const f = (s & 7) + df;
  const r = (s >> 3) + dr;
  return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f;
}

// Direction d is an index into DIRECTIONS: 0-3 are a banana's pushes (K5) and a rook's lines,
// 4-7 a bomb's pushes and a bishop's lines. This order is also the order of the push options
// offered to a draw, so it is part of what a seed gives.
export const DIRECTIONS: readonly Direction[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];
export const DIRECTION_INDEX: ReadonlyMap<string, number> = new Map(DIRECTIONS.map((d, i) => [d, i]));
export const DIR_DF = Int8Array.of(0, 0, 1, -1, 1, -1, 1, -1);
export const DIR_DR = Int8Array.of(1, -1, 0, 0, 1, 1, -1, -1);
export const N = 0;
export const S = 1;
export const NE = 4;
export const NW = 5;
export const SE = 6;
export const SW = 7;

/** The knight's jumps, in the order its moves are listed. */
const KNIGHT_JUMPS: readonly (readonly [number, number])[] = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];

// Tables for the hot paths, flat typed arrays built from the project's ray builder.
/** NEIGHBOUR[s * 8 + d]: the square next to `s` in direction `d`, or -1 off the board. */
export const NEIGHBOUR = new Int8Array(64 * 8).fill(-1);
/** RAY[(s * 8 + d) * 8 + k]: the (k+1)-th square from `s` in direction `d`; RAY_LENGTH[s * 8 + d] of them. */
export const RAY = new Int8Array(64 * 8 * 8);
export const RAY_LENGTH = new Uint8Array(64 * 8);
/** KNIGHT_TARGETS[s * 8 + k]: the knight jumps from `s` on the board, in KNIGHT_JUMPS' order; KNIGHT_COUNT[s] of them. */
export const KNIGHT_TARGETS = new Int8Array(64 * 8);
export const KNIGHT_COUNT = new Uint8Array(64);

buildRays(8, 8, Array.from(DIR_DF), Array.from(DIR_DR)).forEach((ray, i) => {
  RAY.set(ray, i * 8);
  RAY_LENGTH[i] = ray.length;
  if (ray.length > 0) NEIGHBOUR[i] = ray[0];
});
for (let s = 0; s < 64; s++) {
  let k = 0;
  for (const [df, dr] of KNIGHT_JUMPS) {
    const t = offset(s, df, dr);
    if (t >= 0) KNIGHT_TARGETS[s * 8 + k++] = t;
  }
  KNIGHT_COUNT[s] = k;
}
