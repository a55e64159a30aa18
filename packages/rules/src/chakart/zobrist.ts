// Zobrist keys of a Chakart state for the search's transposition table: everything `Work`
// holds that changes the legal decisions or what they lead to, i.e. everything `positionKey`
// names (the 64 cells with their Bowser and invisible flags, the side, the four powers, the
// phase with Toadette's piece or the paused chain's resume, the squares Bowser struck this
// turn) and nothing else (not the ply count). Each key is two 32-bit halves drawn once from a
// fixed-seed generator, so a hash is the same in every process.
import type { Work } from './effects.ts';
import { P_DROP, P_PROMOTE } from './movegen.ts';

/** Cell codes are below 128 (pieces.ts: PIECE | colour | kind | IMMOBILIZED | INVISIBLE). */
export const CODES = 128;
/** Bowser lists longer than this reuse the first keys (lists are one or two long in play). */
const BOWSER_SLOTS = 16;

// splitmix32 from a fixed seed: the same keys everywhere, no dependency on a seed option.
let state = 0x9e3779b9;
function next(): number {
  state = (state + 0x9e3779b9) | 0;
  let z = state;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}

/** n keys, as [lo0, hi0, lo1, hi1, …]. */
function keys(n: number): Int32Array {
  const k = new Int32Array(2 * n);
  for (let i = 0; i < k.length; i++) k[i] = next();
  return k;
}

/** CELL[2 * (s * CODES + code) + half]; an empty square (code 0) has the key 0. */
export const CELL = keys(64 * CODES);
for (let s = 0; s < 64; s++) CELL[2 * s * CODES] = CELL[2 * s * CODES + 1] = 0;
/** Black decides now. */
const SIDE = keys(1);
/** By the power bits (movegen.ts: white shell 1, white invisible 2, black shell 4, black invisible 8). */
const POWERS = keys(16);
/** By phase code (P_MOVE … P_PROMOTE). */
const PHASE = keys(5);
/** Toadette's piece in the drop phase, by kind code. */
const DROP = keys(8);
/** The paused chain's resume in the promote phase: its square, object, hop start, flags. */
const R_SQUARE = keys(64);
const R_OBJECT = keys(8);
const R_HOP = keys(64);
const R_DROPPED = keys(1);
const R_LAYS = keys(1);
/** BOWSER[(i * 64 + s)]: the i-th square of the Bowser list is s (positionKey keeps the list's order). */
const BOWSER = keys(BOWSER_SLOTS * 64);

/** The cells' part of the hash, from scratch: half 0 (lo) or 1 (hi). Work.put keeps it since. */
export function cellsHash(board: Uint8Array, half: number): number {
  let h = 0;
  for (let s = 0; s < 64; s++) h ^= CELL[2 * (s * CODES + board[s]) + half];
  return h;
}

/** The rest of the hash (side, powers, phase and its data, the Bowser list) into `out` ([lo, hi]): a few lookups. */
export function restHash(w: Work, out: Int32Array): void {
  let k = 2 * w.powers;
  let lo = POWERS[k];
  let hi = POWERS[k + 1];
  k = 2 * w.phase;
  lo ^= PHASE[k];
  hi ^= PHASE[k + 1];
  if (w.colour === 1) {
    lo ^= SIDE[0];
    hi ^= SIDE[1];
  }
  if (w.phase === P_DROP) {
    k = 2 * w.dropPiece;
    lo ^= DROP[k];
    hi ^= DROP[k + 1];
  } else if (w.phase === P_PROMOTE) {
    const a = 2 * w.rSquare;
    const b = 2 * w.rObject;
    const c = 2 * w.rHopFrom;
    lo ^= R_SQUARE[a] ^ R_OBJECT[b] ^ R_HOP[c];
    hi ^= R_SQUARE[a + 1] ^ R_OBJECT[b + 1] ^ R_HOP[c + 1];
    if (w.rDropped) {
      lo ^= R_DROPPED[0];
      hi ^= R_DROPPED[1];
    }
    if (w.rLays) {
      lo ^= R_LAYS[0];
      hi ^= R_LAYS[1];
    }
  }
  // Empty but inside a turn Bowser struck in.
  const list = w.bowsered;
  for (let i = 0; i < list.length; i++) {
    k = 2 * ((i % BOWSER_SLOTS) * 64 + list[i]);
    lo ^= BOWSER[k];
    hi ^= BOWSER[k + 1];
  }
  out[0] = lo;
  out[1] = hi;
}
