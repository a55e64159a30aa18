// Medea's letters: M man, K king, White upper case, Black lower case. Squares are named as in
// Chakra (a1 … h8, index = rank * 8 + file).

import { squareName } from '../rules.ts';
import type { Colour, MedeaPiece, MedeaPieceType, Square } from '../rules.ts';
import { colourWord, pieceFromLetterBy, pieceLetterBy } from '../letters.ts';

export const PIECE_LETTERS: Readonly<Record<MedeaPieceType, string>> = { man: 'M', king: 'K' };

/** `M`, `k`: a piece as its letter. */
export const medeaPieceLetter = (piece: MedeaPiece): string => pieceLetterBy(PIECE_LETTERS, piece);

/** The piece a letter stands for (`M K m k`). */
export const medeaPieceFromLetter = (letter: string): MedeaPiece | undefined => pieceFromLetterBy(PIECE_LETTERS, letter);

/** `White's man`: a piece in messages. */
export const medeaPieceWords = (piece: MedeaPiece): string => `${colourWord(piece.colour)}'s ${piece.type}`;

/** The squares of a side's chakras, in index order. */
export const chakrasOf = (chakras: ReadonlyArray<Colour | null>, colour: Colour): Square[] =>
  chakras.flatMap((owner, square) => (owner === colour ? [square] : []));

export const names = (squares: readonly Square[]): string[] => squares.map((s) => squareName(s));
