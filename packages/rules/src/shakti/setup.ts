// S1: 7x7 without the four corners (45 tiles); White King d2, warriors b2 f2; Black King d6,
// warriors b6 f6.
import type { ShaktiPiece, ShaktiPosition } from './types.ts';
import { CELLS, CORNERS, parseCell } from './geometry.ts';

function buildInitialPosition(): ShaktiPosition {
  const board: (ShaktiPiece | null)[] = new Array(CELLS).fill(null);
  const tiles: boolean[] = Array.from({ length: CELLS }, (_, c) => !CORNERS.includes(c));
  const place = (cell: string, piece: ShaktiPiece): void => void (board[parseCell(cell)!] = piece);
  place('d2', { colour: 'white', type: 'king' });
  place('b2', { colour: 'white', type: 'warrior' });
  place('f2', { colour: 'white', type: 'warrior' });
  place('d6', { colour: 'black', type: 'king' });
  place('b6', { colour: 'black', type: 'warrior' });
  place('f6', { colour: 'black', type: 'warrior' });
  return { board, tiles, turn: 'white', fullmove: 1 };
}

const START: ShaktiPosition = ((p) =>
  Object.freeze({ ...p, board: Object.freeze(p.board), tiles: Object.freeze(p.tiles) }))(buildInitialPosition());

/** The start position: one shared immutable value. */
export function initialPosition(): ShaktiPosition {
  return START;
}
