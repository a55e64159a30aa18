// Letters and words every game's text formats share: the formats are ASCII, and a side is
// written `White` or `Black` in messages. Each game's piece letters are in its folder
// (chakra/letters.ts, shakti/letters.ts, medea/letters.ts, chakart/letters.ts).

import type { Colour } from './rules.ts';

/**
 * A letter a-z in upper case; any other character as it is. The formats are ASCII: a case
 * mapping of the whole of Unicode would read a long s ('ſ') as 'S' and a dotless i as 'I'.
 */
export const asciiUpper = (c: string): string => (isAsciiLower(c) ? String.fromCharCode(c.charCodeAt(0) - 32) : c);

/** Whether `c` is one letter a-z. */
export const isAsciiLower = (c: string): boolean => c.length === 1 && c >= 'a' && c <= 'z';

/** `White`, `Black`. */
export const colourWord = (colour: Colour): string => (colour === 'white' ? 'White' : 'Black');

export const otherColour = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');

/** A piece as its letter: its type's in `letters` (White's, upper case), lower case for Black's. */
export const pieceLetterBy = <T extends string>(letters: Readonly<Record<T, string>>, piece: { readonly colour: Colour; readonly type: T }): string => {
  const letter = letters[piece.type];
  return piece.colour === 'white' ? letter : letter.toLowerCase();
};

/** The piece a letter stands for by `letters` (White's upper case, Black's lower case), or undefined. */
export function pieceFromLetterBy<T extends string>(letters: Readonly<Record<T, string>>, letter: string): { colour: Colour; type: T } | undefined {
  for (const [type, white] of Object.entries(letters) as [T, string][]) {
    if (letter === white) return { colour: 'white', type };
    if (letter === white.toLowerCase()) return { colour: 'black', type };
  }
  return undefined;
}

/** Whether a move from `from` to `to` takes a piece there (the `x` of move text): the other side's. */
export function capturesPiece(position: { readonly board: readonly ({ readonly colour: Colour } | null)[] }, from: number, to: number): boolean {
  const mover = position.board[from];
  const target = position.board[to];
  return mover != null && target != null && target.colour !== mover.colour;
}
