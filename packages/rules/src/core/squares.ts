// Square names on rectangular boards: files a, b, c … from White's left, ranks 1, 2, 3 …
// from White's side. A square is a number with index = rank * width + file, both from 0.
// Chakra's board is 8x8 (a1 = 0, h8 = 63); Shakti's is 7x7 (a1 = 0, g7 = 48).

const FILES = 'abcdefghijklmnopqrstuvwxyz';

/** The name of square `index` on a board `width` files wide ("e4"). */
export function nameOn(width: number, index: number): string {
  return FILES[index % width] + String(Math.floor(index / width) + 1);
}

/** The square named by `text` on a `width` x `height` board, or undefined when it names none. */
export function parseOn(width: number, height: number, text: string): number | undefined {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(text);
  if (!m) return undefined;
  const file = FILES.indexOf(m[1]);
  const rank = Number(m[2]) - 1;
  if (file >= width || rank >= height) return undefined;
  return rank * width + file;
}

/** A square of the 8x8 board (Chakra). */
export const squareName = (square: number): string => nameOn(8, square);
export const parseSquare = (text: string): number | undefined => parseOn(8, 8, text);
export const fileOf = (square: number): number => square & 7;
export const rankOf = (square: number): number => square >> 3;
