// Letters and words shared by the text formats (ruling C2): K King, Q Queen, S Samurai,
// M Monk, N Monkey, C Courtesan, P Pawn; White upper case, Black lower case.

import type { Colour, PieceType, PromotionType } from './rules.ts';

export const PIECE_LETTERS: Readonly<Record<PieceType, string>> = {
  king: 'K',
  queen: 'Q',
  samurai: 'S',
  monk: 'M',
  monkey: 'N',
  courtesan: 'C',
  pawn: 'P',
};

const PIECE_BY_LETTER: ReadonlyMap<string, PieceType> = new Map(
  (Object.entries(PIECE_LETTERS) as [PieceType, string][]).map(([type, letter]) => [letter, type]),
);

/** The type an upper-case piece letter stands for. */
export const pieceFromLetter = (letter: string): PieceType | undefined => PIECE_BY_LETTER.get(letter);

/**
 * A letter a-z in upper case; any other character as it is. The formats are ASCII: a case
 * mapping of the whole of Unicode would read a long s ('ſ') as 'S' and a dotless i as 'I'.
 */
export const asciiUpper = (c: string): string => (isAsciiLower(c) ? String.fromCharCode(c.charCodeAt(0) - 32) : c);

/** Whether `c` is one letter a-z. */
export const isAsciiLower = (c: string): boolean => c.length === 1 && c >= 'a' && c <= 'z';

/** Promotion types in their canonical order (C14). */
export const PROMOTION_TYPES: readonly PromotionType[] = ['queen', 'samurai', 'monk', 'monkey', 'courtesan'];

/** `White`, `Black`. */
export const colourWord = (colour: Colour): string => (colour === 'white' ? 'White' : 'Black');

export const otherColour = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');

/** The rank a side's pawns promote on: 7 (rank 8) for White, 0 (rank 1) for Black. */
export const lastRank = (colour: Colour): number => (colour === 'white' ? 7 : 0);
