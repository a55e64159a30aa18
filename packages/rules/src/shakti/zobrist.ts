// Zobrist keys for Shakti's position hash: exactly what positionKey covers for the repetition
// draw (G3): the piece on each cell, the tile or hole of each cell (S2: removed tiles matter), and
// the side to move; not the move number. Drawn once from a fixed seed, so a position hashes the
// same in every process. Each key is two 32-bit halves (lo, hi): the search's 64-bit hash.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { CELLS } from './geometry.ts';
import { EMPTY } from './pieces.ts';

/** The fixed seed (any constant would do; changing it changes every hash). */
const SEED = 0x5a4b7153;

/** Key index of piece code `code` (1..7) on `cell`: `code * CELLS + cell`. */
export const pieceKey = (code: number, cell: number): number => code * CELLS + cell;
/** Key index of the tile on `cell` (present while the tile is; a hole has none). */
export const TILE_KEY = 8 * CELLS;
/** Key index of Black to move. */
export const SIDE_KEY = 9 * CELLS;

export const KEY_LO = new Int32Array(SIDE_KEY + 1);
export const KEY_HI = new Int32Array(SIDE_KEY + 1);
{
  const rng = xoroshiro128plus(SEED);
  for (let i = 0; i < KEY_LO.length; i++) {
    KEY_LO[i] = rng.next();
    KEY_HI[i] = rng.next();
  }
}

/** The hash of a board from scratch (the incremental one must always equal it): [lo, hi]. */
export function zobristOf(sq: ArrayLike<number>, tile: ArrayLike<number>, turn: number): [number, number] {
  let lo = turn === 0 ? 0 : KEY_LO[SIDE_KEY];
  let hi = turn === 0 ? 0 : KEY_HI[SIDE_KEY];
  for (let c = 0; c < CELLS; c++) {
    if (tile[c]) {
      lo ^= KEY_LO[TILE_KEY + c];
      hi ^= KEY_HI[TILE_KEY + c];
    }
    if (sq[c] !== EMPTY) {
      lo ^= KEY_LO[pieceKey(sq[c], c)];
      hi ^= KEY_HI[pieceKey(sq[c], c)];
    }
  }
  return [lo, hi];
}
