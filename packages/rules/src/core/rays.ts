// Rays on a rectangular board, precomputed so that move generators never test the edges.

/** Directions 0-3 orthogonal (N, E, S, W), 4-7 diagonal (NE, SE, SW, NW): Chakra's and Medea's order. */
export const DIR_FILE: readonly number[] = [0, 1, 0, -1, 1, 1, -1, -1];
export const DIR_RANK: readonly number[] = [1, 0, -1, 0, 1, -1, -1, 1];

/**
 * `rays[square * dirs + dir]`: the squares from `square` (exclusive) to the edge in direction
 * `dir`, on a board `width` x `height` with square index = rank * width + file.
 */
export function buildRays(width: number, height: number, dirFile: readonly number[], dirRank: readonly number[]): Int8Array[] {
  const rays: Int8Array[] = [];
  for (let square = 0; square < width * height; square++) {
    for (let dir = 0; dir < dirFile.length; dir++) {
      const list: number[] = [];
      let f = (square % width) + dirFile[dir];
      let r = Math.floor(square / width) + dirRank[dir];
      while (f >= 0 && f < width && r >= 0 && r < height) {
        list.push(r * width + f);
        f += dirFile[dir];
        r += dirRank[dir];
      }
      rays.push(Int8Array.from(list));
    }
  }
  return rays;
}
