// Piece codes of Shakti's fast board: type | colour << 2, 0 for a vacant tile or a hole.
import type { ShaktiPiece, ShaktiPieceType } from './types.ts';
import { colourName } from '../core/colour.ts';

export { WHITE, BLACK, colourName, colourIndex } from '../core/colour.ts';

export const EMPTY = 0;
export const KING = 1;
export const WARRIOR = 2;

export const code = (colour: number, type: number): number => type | (colour << 2);
export const typeOf = (c: number): number => c & 3;
export const colourOf = (c: number): number => c >> 2;
export const typeName = (type: number): ShaktiPieceType => (type === KING ? 'king' : 'warrior');

/** Shared immutable piece values, indexed by code. */
export const PIECE_VALUES: readonly (ShaktiPiece | null)[] = Array.from({ length: 8 }, (_, c) =>
  typeOf(c) === KING || typeOf(c) === WARRIOR ? Object.freeze({ colour: colourName(colourOf(c)), type: typeName(typeOf(c)) }) : null,
);
