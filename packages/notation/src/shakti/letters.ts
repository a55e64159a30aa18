// Shakti's letters (S1, S2): K King, W warrior, White upper case, Black lower case; `x` a
// hole (a cell without a tile). Cells are named like squares on a 7x7 board: a1 … g7.

import { shakti } from '../rules.ts';
import type { Cell, ShaktiPiece, ShaktiPieceType } from '../rules.ts';
import { pieceFromLetterBy, pieceLetterBy } from '../letters.ts';

export const SHAKTI_SIZE = 7;
export const SHAKTI_CELLS = SHAKTI_SIZE * SHAKTI_SIZE;

export const PIECE_LETTERS: Readonly<Record<ShaktiPieceType, string>> = { king: 'K', warrior: 'W' };

/** The letter for a hole in the position string. */
export const HOLE = 'x';

/** `K`, `w`: a piece as its letter. */
export const shaktiPieceLetter = (piece: ShaktiPiece): string => pieceLetterBy(PIECE_LETTERS, piece);

/** The piece a letter stands for (`K W k w`). */
export const shaktiPieceFromLetter = (letter: string): ShaktiPiece | undefined => pieceFromLetterBy(PIECE_LETTERS, letter);

export const cellName = (cell: Cell): string => shakti.cellName(cell);
export const parseCell = (text: string): Cell | undefined => shakti.parseCell(text);

/** King, warrior: the word used in messages. */
export const pieceWord = (type: ShaktiPieceType): string => (type === 'king' ? 'King' : 'warrior');
