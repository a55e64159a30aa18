// The 7x7 grid of Shakti (S1): cell index = rank * 7 + file; the rays in the eight directions,
// precomputed so the generator never tests the edges.
import { nameOn, parseOn } from '../core/squares.ts';
import { buildRays } from '../core/rays.ts';

export const SIZE = 7;
export const CELLS = SIZE * SIZE;
export const CORNERS: readonly number[] = [0, SIZE - 1, CELLS - SIZE, CELLS - 1];

export const cellName = (cell: number): string => nameOn(SIZE, cell);
export const parseCell = (text: string): number | undefined => parseOn(SIZE, SIZE, text);

const DIR_FILE = [0, 1, 1, 1, 0, -1, -1, -1];
const DIR_RANK = [1, 1, 0, -1, -1, -1, 0, 1];

/** RAYS[cell * 8 + dir]: the cells from `cell` (exclusive) to the edge in that direction. */
export const RAYS: Int8Array[] = buildRays(SIZE, SIZE, DIR_FILE, DIR_RANK);
