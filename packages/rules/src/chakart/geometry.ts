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
