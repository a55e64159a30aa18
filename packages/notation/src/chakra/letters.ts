// Chakra's letters (ruling C2): K King, Q Queen, S Samurai, M Monk, N Monkey, C Courtesan,
// P Pawn; White upper case, Black lower case.

import type { ChakraPieceType, Colour, PromotionType } from '../rules.ts';

export const PIECE_LETTERS: Readonly<Record<ChakraPieceType, string>> = {
  king: 'K',
  queen: 'Q',
  samurai: 'S',
  monk: 'M',
  monkey: 'N',
  courtesan: 'C',
  pawn: 'P',
};

const PIECE_BY_LETTER: ReadonlyMap<string, ChakraPieceType> = new Map(
  (Object.entries(PIECE_LETTERS) as [ChakraPieceType, string][]).map(([type, letter]) => [letter, type]),
);

/** The type an upper-case piece letter stands for. */
export const pieceFromLetter = (letter: string): ChakraPieceType | undefined => PIECE_BY_LETTER.get(letter);

/** Promotion types in their canonical order (C14). */
export const PROMOTION_TYPES: readonly PromotionType[] = ['queen', 'samurai', 'monk', 'monkey', 'courtesan'];

/** The rank a side's pawns promote on: 7 (rank 8) for White, 0 (rank 1) for Black. */
export const lastRank = (colour: Colour): number => (colour === 'white' ? 7 : 0);
