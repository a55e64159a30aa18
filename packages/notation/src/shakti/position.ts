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
import { Cursor, expectEnd, expectSpace, readBoardRanks, readFullmove, readTurn, runLengthRank, type BoardSpec, type Failure } from '../position-text.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import { HOLE, SHAKTI_CELLS, SHAKTI_SIZE, shaktiPieceFromLetter, shaktiPieceLetter } from './letters.ts';

const CELL_HINT = "a piece letter (K, W, k, w), a digit 1-7 or 'x'";

/** Reads a position string and checks it with the rules' `validate`. */
export function parsePosition(text: string): Result<ShaktiPosition, TextError> {
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
  const problem = shaktiRules().validate(position);
  if (problem !== undefined) return fail(1, undefined, problem);
  return ok(position);
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
