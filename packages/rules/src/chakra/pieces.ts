// Piece codes of the fast board: a code is type | colour << 3, 0 is an empty square.
// Ruling C2 names the pieces; the Monkey is the 1995 text's Ape.
import type { PieceType, PromotionType } from './types.ts';

export const EMPTY = 0;
export const PAWN = 1;
export const MONKEY = 2;
export const MONK = 3;
export const SAMURAI = 4;
export const COURTESAN = 5;
export const QUEEN = 6;
export const KING = 7;

export { WHITE, BLACK, colourName, colourIndex } from '../core/colour.ts';

export const TYPE_NAMES: readonly (PieceType | undefined)[] = [
  undefined,
  'pawn',
  'monkey',
  'monk',
  'samurai',
  'courtesan',
  'queen',
  'king',
];

/** Types a pawn may promote to, in the canonical order Q S M N C (C14). */
export const PROMOTION_TYPES: readonly number[] = [QUEEN, SAMURAI, MONK, MONKEY, COURTESAN];
export const PROMOTION_NAMES: readonly PromotionType[] = ['queen', 'samurai', 'monk', 'monkey', 'courtesan'];

export const typeOf = (code: number): number => code & 7;
export const colourOf = (code: number): number => code >> 3;
export const makeCode = (colour: number, type: number): number => type | (colour << 3);


export function typeIndex(type: PieceType): number {
  return TYPE_NAMES.indexOf(type);
}

export function isPromotionType(type: number): boolean {
  return type >= MONKEY && type <= QUEEN;
}
