// The Shakti position string: `<board> <turn> <fullmove>`.
//
//   x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 1
//
// board: ranks 7..1 separated by '/', each rank 7 cells a..g: `K`/`W` White's King and
// warrior, `k`/`w` Black's, a digit 1-7 for a run of vacant tiles, `x` for a hole (S2; the
// four corners are always holes, S1); turn `w` | `b`; fullmove: 1 or more. One string per
// position: the writer is canonical, the reader checks `shakti.validatePosition`.

import { shakti } from '../rules.ts';
import type { ShaktiPiece, ShaktiPosition } from '../rules.ts';
import { Cursor, expectEnd, expectSpace, readFullmove, readTurn, runLengthRank, type Failure } from '../position-text.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import { HOLE, SHAKTI_CELLS, SHAKTI_SIZE, shaktiPieceFromLetter, shaktiPieceLetter } from './letters.ts';

const CELL_HINT = "a piece letter (K, W, k, w), a digit 1-7 or 'x'";

/** Reads a position string and checks it with `shakti.validatePosition`. */
export function parseShaktiPosition(text: string): Result<ShaktiPosition, TextError> {
  const cursor = new Cursor(text);
  const board: (ShaktiPiece | null)[] = new Array(SHAKTI_CELLS).fill(null);
  const tiles: boolean[] = new Array(SHAKTI_CELLS).fill(true);

  const boardError = readBoard(cursor, board, tiles);
  if (boardError) return boardError;

  const afterBoard = expectSpace(cursor, 'the side to move');
  if (afterBoard) return afterBoard;
  const turn = readTurn(cursor);
  if (typeof turn !== 'string') return turn;

  const afterTurn = expectSpace(cursor, 'the move number');
  if (afterTurn) return afterTurn;
  const fullmove = readFullmove(cursor);
  if (typeof fullmove !== 'number') return fullmove;
  const end = expectEnd(cursor);
  if (end) return end;

  const position: ShaktiPosition = { board, tiles, turn, fullmove };
  const problem = shakti.validatePosition(position);
  if (problem !== undefined) return fail(1, undefined, problem);
  return ok(position);
}

function readBoard(cursor: Cursor, board: (ShaktiPiece | null)[], tiles: boolean[]): Failure | undefined {
  const size = SHAKTI_SIZE;
  for (let rank = size - 1; rank >= 0; rank--) {
    let file = 0;
    let overflowAt: number | undefined;
    while (!cursor.atEnd && cursor.char !== '/' && cursor.char !== ' ') {
      const c = cursor.char as string;
      if (c >= '1' && c <= '7') {
        const run = c.charCodeAt(0) - 48;
        if (file + run > size && overflowAt === undefined) overflowAt = cursor.index;
        file += run;
      } else {
        const piece = shaktiPieceFromLetter(c);
        if (piece === undefined && c !== HOLE) return cursor.expected(CELL_HINT);
        if (file >= size && overflowAt === undefined) overflowAt = cursor.index;
        if (file < size) {
          const cell = rank * size + file;
          if (piece === undefined) tiles[cell] = false;
          else board[cell] = piece;
        }
        file++;
      }
      cursor.index++;
    }
    if (overflowAt !== undefined) return cursor.error(`rank ${rank + 1} has ${file} cells; a rank has 7`, overflowAt);
    if (file < size) {
      if (file === 0 && rank === size - 1) return cursor.expected(CELL_HINT);
      return cursor.error(`rank ${rank + 1} has ${file} cell${file === 1 ? '' : 's'}; a rank has 7`);
    }
    if (rank > 0) {
      if (cursor.char !== '/') {
        const ranks = size - rank;
        return cursor.error(`the board has ${ranks} rank${ranks === 1 ? '' : 's'}; expected 7 separated by '/'`);
      }
      cursor.index++;
    } else if (cursor.char === '/') {
      return cursor.error("the board has more than 7 ranks; expected a space after rank 1, found '/'");
    }
  }
  return undefined;
}

/** Writes the canonical position string. */
export function formatShaktiPosition(position: ShaktiPosition): string {
  const ranks: string[] = [];
  for (let rank = SHAKTI_SIZE - 1; rank >= 0; rank--) {
    const cells: (string | undefined)[] = [];
    for (let file = 0; file < SHAKTI_SIZE; file++) {
      const cell = rank * SHAKTI_SIZE + file;
      const piece = position.board[cell];
      cells.push(!position.tiles[cell] ? HOLE : piece == null ? undefined : shaktiPieceLetter(piece));
    }
    ranks.push(runLengthRank(cells));
  }
  return [ranks.join('/'), position.turn === 'white' ? 'w' : 'b', String(position.fullmove)].join(' ');
}
