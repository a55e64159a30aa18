// Square names on an 8x8 board: files a..h from White's left, ranks 1..8 from White's side.
// A square is a number 0..63 with index = rank * 8 + file (a1 = 0, h8 = 63).

const FILES = 'abcdefgh';

export function squareName(square: number): string {
  return FILES[square & 7] + String((square >> 3) + 1);
}

/** The square named by `text` ("e4"), or undefined when it names none. */
export function parseSquare(text: string): number | undefined {
  if (text.length !== 2) return undefined;
  const file = FILES.indexOf(text[0]);
  const rank = text.charCodeAt(1) - 49;
  if (file < 0 || rank < 0 || rank > 7) return undefined;
  return rank * 8 + file;
}

export const fileOf = (square: number): number => square & 7;
export const rankOf = (square: number): number => square >> 3;
