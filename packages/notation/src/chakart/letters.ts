// Chakart's letters and words (the home site's, 004): pieces P R N B Q K, White upper case,
// Black lower case; an immobilized piece (Bowser, K6) S U O C T L / s u o c t l; an invisible
// queen (K4) I / i; objects m mushroom, e egg, d banana, w bomb; `?` a marker. Move text
// names a piece by its upper-case letter whatever its colour (`Rf8xf6`, 004:131).

import type { ChakartObject, ChakartPieceKind, ChakartPieceOn, Colour, Direction, EggOutcome, PromotionPiece } from '../rules.ts';
import { colourWord } from '../letters.ts';

export const PIECE_LETTERS: Readonly<Record<ChakartPieceKind, string>> = {
  pawn: 'P',
  rook: 'R',
  knight: 'N',
  bishop: 'B',
  queen: 'Q',
  king: 'K',
};

/** The letters of an immobilized piece, in the order of the piece letters. */
export const IMMOBILIZED_LETTERS: Readonly<Record<ChakartPieceKind, string>> = {
  pawn: 'S',
  rook: 'U',
  knight: 'O',
  bishop: 'C',
  queen: 'T',
  king: 'L',
};

export const OBJECT_LETTERS: Readonly<Record<ChakartObject, string>> = { mushroom: 'm', egg: 'e', banana: 'd', bomb: 'w' };

export const MARKER_LETTER = '?';

const byLetter = <K extends string>(letters: Readonly<Record<K, string>>): ReadonlyMap<string, K> =>
  new Map((Object.entries(letters) as [K, string][]).map(([kind, letter]) => [letter, kind]));

const PIECE_BY_LETTER = byLetter(PIECE_LETTERS);
const IMMOBILIZED_BY_LETTER = byLetter(IMMOBILIZED_LETTERS);
const OBJECT_BY_LETTER = byLetter(OBJECT_LETTERS);

/** The kind an upper-case piece letter stands for (`P R N B Q K`). */
export const chakartPieceFromLetter = (letter: string): ChakartPieceKind | undefined => PIECE_BY_LETTER.get(letter);
/** The kind an upper-case immobilized letter stands for (`S U O C T L`). */
export const immobilizedFromLetter = (letter: string): ChakartPieceKind | undefined => IMMOBILIZED_BY_LETTER.get(letter);
export const objectFromLetter = (letter: string): ChakartObject | undefined => OBJECT_BY_LETTER.get(letter);

/** K7, K6: what a pawn promotes to and Toadette brings, in the rules' order. */
export const PROMOTION_PIECES: readonly PromotionPiece[] = ['queen', 'rook', 'knight', 'bishop', 'king'];
export const isPromotionPiece = (kind: ChakartPieceKind | undefined): kind is PromotionPiece =>
  kind !== undefined && (PROMOTION_PIECES as readonly string[]).includes(kind);

/** K6, in the order of the rules page's list (004:102-121). */
export const EGG_OUTCOME_NAMES: readonly EggOutcome[] = ['kingboo', 'koopa', 'toadette', 'chomp', 'daisy', 'bowser', 'luigi', 'waluigi'];
/** The egg outcomes as the rules page names them. */
export const EGG_WORDS: Readonly<Record<EggOutcome, string>> = {
  kingboo: 'King Boo',
  koopa: 'Koopa',
  toadette: 'Toadette',
  chomp: 'Chomp',
  daisy: 'Daisy',
  bowser: 'Bowser',
  luigi: 'Luigi',
  waluigi: 'Waluigi',
};

/** K5: north is towards rank 8. Banana pushes are orthogonal, bomb pushes diagonal. */
export const DIRECTIONS: readonly Direction[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];

/** `White's`, `Black's`. */
export const whose = (colour: Colour): string => `${colourWord(colour)}'s`;

/** `the white rook`. */
export const pieceWords = (piece: ChakartPieceOn): string => `the ${piece.colour} ${piece.kind}`;

/** `a rook`, `an egg`. */
export const aWord = (word: string): string => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);
