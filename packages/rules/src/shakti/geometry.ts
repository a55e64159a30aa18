// The 7x7 grid of Shakti (S1): cell index = rank * 7 + file; the rays in the eight directions,
// precomputed so the generator never tests the edges.
import { nameOn, parseOn } from '../core/squares.ts';

export const SIZE = 7;
export const CELLS = SIZE * SIZE;
export const CORNERS: readonly number[] = [0, SIZE - 1, CELLS - SIZE, CELLS - 1];

export const cellName = (cell: number): string => nameOn(SIZE, cell);
export const parseCell = (text: string): number | undefined => parseOn(SIZE, SIZE, text);

const DIR_FILE = [0, 1, 1, 1, 0, -1, -1, -1];
const DIR_RANK = [1, 1, 0, -1, -1, -1, 0, 1];

/** RAYS[cell * 8 + dir]: the cells from `cell` (exclusive) to the edge in that direction. */
export const RAYS: Int8Array[] = [];
for (let cell = 0; cell < CELLS; cell++) {
  for (let dir = 0; dir < 8; dir++) {
    const list: number[] = [];
    let f = (cell % SIZE) + DIR_FILE[dir];
    let r = Math.floor(cell / SIZE) + DIR_RANK[dir];
    while (f >= 0 && f < SIZE && r >= 0 && r < SIZE) {
      list.push(r * SIZE + f);
      f += DIR_FILE[dir];
      r += DIR_RANK[dir];
    }
    RAYS.push(Int8Array.from(list));
  }
}
