// Lines of sight on the Shakti board (S2), as the text layer reads them to explain why a
// move is not legal: the direction from one cell to another, the tiles along a line, the
// position after a move. Legality itself is decided by the rules' `legalMoves` only.

import type { Cell, ShaktiMove, ShaktiPiece, ShaktiPosition } from '../rules.ts';
import { SHAKTI_SIZE } from './letters.ts';

const fileOf = (cell: Cell): number => cell % SHAKTI_SIZE;
const rankOf = (cell: Cell): number => Math.floor(cell / SHAKTI_SIZE);

export type Direction = readonly [number, number];

export const DIRECTIONS: readonly Direction[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

/** The direction from `from` to `to` along a rank, file or diagonal, if they share one. */
export function directionTo(from: Cell, to: Cell): Direction | undefined {
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  if (df === 0 && dr === 0) return undefined;
  if (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) return undefined;
  return [Math.sign(df), Math.sign(dr)];
}

/** The cells from `from` (exclusive) to the edge of the board in `direction`. */
export function cellsAlong(from: Cell, [df, dr]: Direction): Cell[] {
  const cells: Cell[] = [];
  let f = fileOf(from) + df;
  let r = rankOf(from) + dr;
  while (f >= 0 && f < SHAKTI_SIZE && r >= 0 && r < SHAKTI_SIZE) {
    cells.push(r * SHAKTI_SIZE + f);
    f += df;
    r += dr;
  }
  return cells;
}

/** The tiles from `from` along `direction`, in order (holes left out: they are transparent). */
export const tilesAlong = (position: ShaktiPosition, from: Cell, direction: Direction): Cell[] =>
  cellsAlong(from, direction).filter((cell) => position.tiles[cell]);

/** Whether two cells touch (distance one). */
export const adjacent = (a: Cell, b: Cell): boolean =>
  a !== b && Math.abs(fileOf(a) - fileOf(b)) <= 1 && Math.abs(rankOf(a) - rankOf(b)) <= 1;

/** The board after a step or jump, without judging it (the turn is not changed). */
export function placeAfter(position: ShaktiPosition, move: ShaktiMove): ShaktiPosition {
  if (move.kind === 'pass') return position;
  const board = position.board.slice();
  const tiles = position.tiles.slice();
  board[move.to] = board[move.from] ?? null;
  board[move.from] = null;
  if (move.kind === 'jump') tiles[move.removed] = false;
  return { ...position, board, tiles };
}

/** The enemy pieces the King of `colour` sees (each the first tile on its line). */
export function seenByKing(position: ShaktiPosition, colour: ShaktiPiece['colour']): { cell: Cell; piece: ShaktiPiece }[] {
  const king = position.board.findIndex((p) => p?.colour === colour && p.type === 'king');
  if (king < 0) return [];
  const seen: { cell: Cell; piece: ShaktiPiece }[] = [];
  for (const direction of DIRECTIONS) {
    const first = tilesAlong(position, king, direction)[0];
    const piece = first === undefined ? null : position.board[first];
    if (first !== undefined && piece != null && piece.colour !== colour) seen.push({ cell: first, piece });
  }
  return seen;
}
