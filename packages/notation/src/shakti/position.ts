// The Shakti position string: `<board> <turn> <fullmove>`.
//
//   x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 1
//
// board: ranks 7..1 separated by '/', each rank 7 cells a..g: `K`/`W` White's King and
// warrior, `k`/`w` Black's, a digit 1-7 for a run of vacant tiles, `x` for a hole (S2; the
// four corners are always holes, S1); turn `w` | `b`; fullmove: 1 or more. One string per
// position: the writer is canonical, the reader checks the rules' `validate`.

import { shaktiRules } from './game-value.ts';
import type { ShaktiPiece, ShaktiPosition } from '../rules.ts';
import { Cursor, checkedPosition, formatBoardRanks, readBoardRanks, readFullmove, readTurn, spaceThen, turnLetter, type BoardSpec, type Failure } from '../position-text.ts';
import type { Result, TextError } from '../result.ts';
import { HOLE, SHAKTI_CELLS, SHAKTI_SIZE, shaktiPieceFromLetter, shaktiPieceLetter } from './letters.ts';

const CELL_HINT = "a piece letter (K, W, k, w), a digit 1-7 or 'x'";

/** Reads a position string and checks it with the rules' `validate`. */
export function parsePosition(text: string): Result<ShaktiPosition, TextError> {
  const cursor = new Cursor(text);
  const board: (ShaktiPiece | null)[] = new Array(SHAKTI_CELLS).fill(null);
  const tiles: boolean[] = new Array(SHAKTI_CELLS).fill(true);

  const boardError = readBoard(cursor, board, tiles);
  if (boardError) return boardError;

  const turn = spaceThen(cursor, 'the side to move', readTurn);
  if (typeof turn !== 'string') return turn;

  const fullmove = spaceThen(cursor, 'the move number', readFullmove);
  if (typeof fullmove !== 'number') return fullmove;

  const position: ShaktiPosition = { board, tiles, turn, fullmove };
  return checkedPosition(cursor, position, (p) => shaktiRules().validate(p));
}

const BOARD: BoardSpec<ShaktiPiece | typeof HOLE> = {
  size: SHAKTI_SIZE,
  letter: (c) => (c === HOLE ? HOLE : shaktiPieceFromLetter(c)),
  hint: () => CELL_HINT,
  rankLength: (rank, count) => `rank ${rank} has ${count} cell${count === 1 ? '' : 's'}; a rank has ${SHAKTI_SIZE}`,
};

const readBoard = (cursor: Cursor, board: (ShaktiPiece | null)[], tiles: boolean[]): Failure | undefined =>
  readBoardRanks(cursor, BOARD, (cell, content) => {
    if (content === HOLE) tiles[cell] = false;
    else board[cell] = content;
  });

/** Writes the canonical position string. */
export function formatPosition(position: ShaktiPosition): string {
  const board = formatBoardRanks(SHAKTI_SIZE, (cell) => {
    const piece = position.board[cell];
    return !position.tiles[cell] ? HOLE : piece == null ? undefined : shaktiPieceLetter(piece);
  });
  return [board, turnLetter(position.turn), String(position.fullmove)].join(' ');
}
