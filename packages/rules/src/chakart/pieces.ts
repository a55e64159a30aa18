// Cell codes of the board (one byte a square): nothing, an object (K3), a marker (K4), or a
// piece with its colour, kind and the Bowser / invisible flags.
import type { Cell, ObjectKind, PieceKind, PromotionPiece } from './types.ts';
import { WHITE, BLACK, colourIndex, colourName } from '../core/colour.ts';

export { WHITE, BLACK, colourIndex, colourName };

export const EMPTY = 0;
export const MUSHROOM = 1;
export const EGG = 2;
export const BANANA = 3;
export const BOMB = 4;
/** A marker: MARKER + colour index. */
export const MARKER = 5;

export const PAWN = 1;
export const ROOK = 2;
export const KNIGHT = 3;
export const BISHOP = 4;
export const QUEEN = 5;
export const KING = 6;

export const PIECE = 16;
export const IMMOBILIZED = 32;
export const INVISIBLE = 64;

export const piece = (colour: number, kind: number): number => PIECE | (colour << 3) | kind;
export const isPiece = (c: number): boolean => (c & PIECE) !== 0;
export const isObject = (c: number): boolean => c >= MUSHROOM && c <= BOMB;
export const isMarker = (c: number): boolean => c === MARKER || c === MARKER + 1;
export const markerOf = (colour: number): number => MARKER + colour;
export const markerColour = (c: number): number => c - MARKER;
export const colourOf = (c: number): number => (c >> 3) & 1;
export const kindOf = (c: number): number => c & 7;
export const isImmobilized = (c: number): boolean => (c & IMMOBILIZED) !== 0;
export const isInvisible = (c: number): boolean => (c & INVISIBLE) !== 0;
/** The same piece in the other colour, flags kept. */
export const flipColour = (c: number): number => c ^ 8;

const KIND_NAMES: readonly PieceKind[] = ['pawn', 'pawn', 'rook', 'knight', 'bishop', 'queen', 'king'];
const OBJECT_NAMES: readonly ObjectKind[] = ['mushroom', 'mushroom', 'egg', 'banana', 'bomb'];

export const kindName = (kind: number): PieceKind => KIND_NAMES[kind];
export const kindCode = (kind: PieceKind): number => KIND_NAMES.lastIndexOf(kind);
export const objectName = (c: number): ObjectKind => OBJECT_NAMES[c];
export const objectCode = (o: ObjectKind): number => OBJECT_NAMES.lastIndexOf(o);
export const PROMOTIONS: readonly PromotionPiece[] = ['queen', 'rook', 'knight', 'bishop', 'king'];
/** The kind codes of PROMOTIONS, in the same order. */
export const PROMOTION_CODES: readonly number[] = PROMOTIONS.map(kindCode);
/** A king of either colour (flags ignored). */
export const isKing = (c: number): boolean => (c & (PIECE | 7)) === (PIECE | KING);
/** A cell the end of a turn may change: an immobilized or invisible piece, or a marker. */
export const isSpecial = (c: number): boolean => c >= IMMOBILIZED || c === MARKER || c === MARKER + 1;

/** The public view of a cell code. */
export function decodeCell(c: number): Cell {
  if (c === EMPTY) return null;
  if (isObject(c)) return { type: 'object', object: objectName(c) };
  if (isMarker(c)) return { type: 'marker', colour: colourName(markerColour(c)) };
  return {
    type: 'piece',
    colour: colourName(colourOf(c)),
    kind: kindName(kindOf(c)),
    ...(isImmobilized(c) ? { immobilized: true as const } : {}),
    ...(isInvisible(c) ? { invisible: true as const } : {}),
  };
}

/** The cell code of a public cell. */
export function encodeCell(cell: Cell): number {
  if (cell === null) return EMPTY;
  if (cell.type === 'object') return objectCode(cell.object);
  if (cell.type === 'marker') return markerOf(colourIndex(cell.colour));
  return piece(colourIndex(cell.colour), kindCode(cell.kind)) | (cell.immobilized ? IMMOBILIZED : 0) | (cell.invisible ? INVISIBLE : 0);
}
