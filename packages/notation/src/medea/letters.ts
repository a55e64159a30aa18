// Medea's letters: M man, K king, White upper case, Black lower case. Squares are named as in
// Chakra (a1 … h8, index = rank * 8 + file).

import { squareName } from '../rules.ts';
import type { Colour, MedeaPiece, MedeaPieceType, Square } from '../rules.ts';
import { colourWord } from '../letters.ts';

export const PIECE_LETTERS: Readonly<Record<MedeaPieceType, string>> = { man: 'M', king: 'K' };

/** `M`, `k`: a piece as its letter. */
export const medeaPieceLetter = (piece: MedeaPiece): string => {
  const letter = PIECE_LETTERS[piece.type];
  return piece.colour === 'white' ? letter : letter.toLowerCase();
};

/** The piece a letter stands for (`M K m k`). */
export function medeaPieceFromLetter(letter: string): MedeaPiece | undefined {
  switch (letter) {
    case 'M':
      return { colour: 'white', type: 'man' };
    case 'K':
      return { colour: 'white', type: 'king' };
    case 'm':
      return { colour: 'black', type: 'man' };
    case 'k':
      return { colour: 'black', type: 'king' };
    default:
      return undefined;
  }
}

/** `White's man`: a piece in messages. */
export const medeaPieceWords = (piece: MedeaPiece): string => `${colourWord(piece.colour)}'s ${piece.type}`;

/** The squares of a side's chakras, in index order. */
export const chakrasOf = (chakras: ReadonlyArray<Colour | null>, colour: Colour): Square[] =>
  chakras.flatMap((owner, square) => (owner === colour ? [square] : []));

export const names = (squares: readonly Square[]): string[] => squares.map((s) => squareName(s));
