// Precomputed board geometry for the fast generator: knight and king targets, and the
// rays in the eight directions, so the inner loops never test board edges.

import { DIR_FILE, DIR_RANK, buildRays } from '../core/rays.ts';

/** Directions 0-3 are orthogonal (N, E, S, W), 4-7 diagonal (NE, SE, SW, NW). */
export { DIR_FILE, DIR_RANK };
export const OPPOSITE = [2, 3, 0, 1, 6, 7, 4, 5];
export const isDiagonal = (dir: number): boolean => dir >= 4;

function onBoard(file: number, rank: number): boolean {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

function targets(offsets: readonly (readonly [number, number])[]): Int8Array[] {
  const out: Int8Array[] = [];
  for (let sq = 0; sq < 64; sq++) {
    const f = sq & 7;
    const r = sq >> 3;
    const list: number[] = [];
    for (const [df, dr] of offsets) if (onBoard(f + df, r + dr)) list.push((r + dr) * 8 + f + df);
    out.push(Int8Array.from(list));
  }
  return out;
}

export const KNIGHT_TARGETS = targets([
  [1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2],
]);
export const KING_TARGETS = targets(DIR_FILE.map((df, i) => [df, DIR_RANK[i]] as const));
export const ORTHOGONAL_STEPS = targets(DIR_FILE.slice(0, 4).map((df, i) => [df, DIR_RANK[i]] as const));
export const DIAGONAL_STEPS = targets(DIR_FILE.slice(4).map((df, i) => [df, DIR_RANK[i + 4]] as const));

/** RAYS[sq * 8 + dir]: the squares from sq (exclusive) to the edge in that direction. */
export const RAYS: Int8Array[] = buildRays(8, 8, DIR_FILE, DIR_RANK);

/** DIRECTION[from * 64 + to]: the direction from `from` to `to` on a line, or -1. */
export const DIRECTION = new Int8Array(64 * 64).fill(-1);
for (let sq = 0; sq < 64; sq++) {
  for (let dir = 0; dir < 8; dir++) {
    for (const t of RAYS[sq * 8 + dir]) DIRECTION[sq * 64 + t] = dir;
  }
}

/** STEP[dir]: the index change of one step in that direction (edges handled by RAYS). */
export const STEP = DIR_FILE.map((df, i) => df + 8 * DIR_RANK[i]);
