// Zobrist keys of the fast board's hash (its two 32-bit halves): one random key per thing G3
// compares two positions by (the placement of pieces, the chakras with their owner and face,
// the side to move), XORed in and out as the board changes. The pools are not in the hash, as
// they are not in `positionKey`: they change only with a capture or a promotion (C14), after
// which no earlier position can recur.
//
// The keys come from a fixed-seed generator, so every process (a page's Web Worker, the CLI, a
// test) has the same ones and a hash means the same position everywhere.

/** splitmix32 from a fixed seed: a small generator with good avalanche, the same in every process. */
function keys(count: number, seed: number): Int32Array {
  const out = new Int32Array(count);
  let state = seed | 0;
  for (let i = 0; i < count; i++) {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out[i] = z ^ (z >>> 16);
  }
  return out;
}

// One stream, cut into the keys below: pieces (16 codes x 64 squares, code = type | colour << 3),
// chakras (owner x face x 64 squares), then the side to move; low halves first, high halves after.
const PIECES = 16 * 64;
const CHAKRAS = 4 * 64;
const ALL = PIECES + CHAKRAS + 1;
const stream = keys(2 * ALL, 0x43686b72); // "Chkr"

/** PIECE_LO[code * 64 + square]: a piece of that code standing on that square. */
export const PIECE_LO = stream.subarray(0, PIECES);
export const PIECE_HI = stream.subarray(ALL, ALL + PIECES);
/** CHAKRA_LO[(owner * 2 + face) * 64 + square]: a chakra of that owner, face up, on that square (C2). */
export const CHAKRA_LO = stream.subarray(PIECES, PIECES + CHAKRAS);
export const CHAKRA_HI = stream.subarray(ALL + PIECES, ALL + PIECES + CHAKRAS);
/** In the hash when Black is to move (G3: the same position with the same side to move). */
export const BLACK_TO_MOVE_LO = stream[PIECES + CHAKRAS];
export const BLACK_TO_MOVE_HI = stream[ALL + PIECES + CHAKRAS];
