// The 8x8 board: square names and the steps pieces, pushes and shells take (K3-K5).
import type { Direction } from './types.ts';
import { squareName, parseSquare } from '../core/squares.ts';

export { squareName, parseSquare };
export const SIZE = 8;
export const SQUARES = 64;

export const fileOf = (s: number): number => s & 7;
export const rankOf = (s: number): number => s >> 3;

/** The square `df` files and `dr` ranks away from `s`, or -1 off the board. */
export function offset(s: number, df: number, dr: number): number {
  const f = (s & 7) + df;
  const r = (s >> 3) + dr;
  return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f;
}

export const ORTHOGONAL: readonly (readonly [number, number])[] = [[0, 1], [0, -1], [1, 0], [-1, 0]];
export const DIAGONAL: readonly (readonly [number, number])[] = [[1, 1], [-1, 1], [1, -1], [-1, -1]];
export const KING_STEPS = [...ORTHOGONAL, ...DIAGONAL];
export const KNIGHT_JUMPS: readonly (readonly [number, number])[] = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];

export const BANANA_DIRECTIONS: readonly Direction[] = ['n', 's', 'e', 'w'];
export const BOMB_DIRECTIONS: readonly Direction[] = ['ne', 'nw', 'se', 'sw'];

export const DIRECTION_STEP: Readonly<Record<Direction, readonly [number, number]>> = {
  n: [0, 1], s: [0, -1], e: [1, 0], w: [-1, 0], ne: [1, 1], nw: [-1, 1], se: [1, -1], sw: [-1, -1],
};

// Tables for the hot paths, computed once from `offset` above (the same geometry, looked up).
// Direction d is an index into DIRECTIONS: n, s, e, w, ne, nw, se, sw, the order of KING_STEPS
// (so 0-3 are a banana's pushes and 4-7 a bomb's).
export const DIRECTIONS: readonly Direction[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];
export const DIRECTION_INDEX: ReadonlyMap<string, number> = new Map(DIRECTIONS.map((d, i) => [d, i]));
export const DIR_DF = Int8Array.from(DIRECTIONS, (d) => DIRECTION_STEP[d][0]);
export const DIR_DR = Int8Array.from(DIRECTIONS, (d) => DIRECTION_STEP[d][1]);
export const N = 0;
export const S = 1;
export const NE = 4;
export const NW = 5;
export const SE = 6;
export const SW = 7;

/** NEIGHBOUR[s * 8 + d]: the square next to `s` in direction `d`, or -1 off the board. */
export const NEIGHBOUR = new Int8Array(64 * 8);
/** RAY[(s * 8 + d) * 8 + k]: the (k+1)-th square from `s` in direction `d`; RAY_LENGTH[s * 8 + d] of them. */
export const RAY = new Int8Array(64 * 8 * 8);
export const RAY_LENGTH = new Uint8Array(64 * 8);
/** KNIGHT_TARGETS[s * 8 + k]: the knight jumps from `s` on the board, in KNIGHT_JUMPS' order; KNIGHT_COUNT[s] of them. */
export const KNIGHT_TARGETS = new Int8Array(64 * 8);
export const KNIGHT_COUNT = new Uint8Array(64);

for (let s = 0; s < 64; s++) {
  for (let d = 0; d < 8; d++) {
    NEIGHBOUR[s * 8 + d] = offset(s, DIR_DF[d], DIR_DR[d]);
    let k = 0;
    for (let t = offset(s, DIR_DF[d], DIR_DR[d]); t >= 0; t = offset(t, DIR_DF[d], DIR_DR[d])) RAY[(s * 8 + d) * 8 + k++] = t;
    RAY_LENGTH[s * 8 + d] = k;
  }
  let k = 0;
  for (const [df, dr] of KNIGHT_JUMPS) {
    const t = offset(s, df, dr);
    if (t >= 0) KNIGHT_TARGETS[s * 8 + k++] = t;
  }
  KNIGHT_COUNT[s] = k;
}
