// The parts of a one-line position string every game shares: a cursor with columns from 1,
// the board as ranks separated by '/' with runs of vacant cells as digits, the space between
// fields, the side to move (`w` | `b`), the move number. chakra/position.ts,
// shakti/position.ts, medea/position.ts and chakart/position.ts use them.

import type { Colour } from './rules.ts';
import { fail, found, ok, type Result, type TextError } from './result.ts';
import { MAX_COUNTER } from './limits.ts';

export type Failure = { readonly ok: false; readonly error: TextError };

/** A reading position in the one-line position string; columns count from 1. */
export class Cursor {
  index = 0;
  constructor(readonly text: string) {}
  get char(): string | undefined {
    return this.text[this.index];
  }
  get atEnd(): boolean {
    return this.index >= this.text.length;
  }
  error(message: string, index: number = this.index): Failure {
    return fail(1, index + 1, message);
  }
  expected(what: string, index: number = this.index): Failure {
    return this.error(`expected ${what}, found ${found(this.text, index)}`, index);
  }
}

/** The space before the next field. */
export function expectSpace(cursor: Cursor, next: string): Failure | undefined {
  if (cursor.char === ' ') {
    cursor.index++;
    return undefined;
  }
  return cursor.expected(`a space and ${next}`);
}

/** `w` or `b`. */
export function readTurn(cursor: Cursor): Colour | Failure {
  let turn: Colour;
  if (cursor.char === 'w') turn = 'white';
  else if (cursor.char === 'b') turn = 'black';
  else return cursor.expected("'w' or 'b' for the side to move");
  cursor.index++;
  return turn;
}

/** The move number: 1 or more, no leading zeros. */
export function readFullmove(cursor: Cursor): number | Failure {
  const start = cursor.index;
  while (cursor.char !== undefined && cursor.char >= '0' && cursor.char <= '9') cursor.index++;
  if (cursor.index === start) return cursor.expected('a move number (1 or more)');
  const digits = cursor.text.slice(start, cursor.index);
  if (digits[0] === '0') return cursor.error(`the move number must be 1 or more, without leading zeros; found '${digits}'`, start);
  const value = Number(digits);
  if (value > MAX_COUNTER) return cursor.error(`the move number ${digits} is too large`, start);
  return value;
}

/** The end of the position string after the move number. */
export function expectEnd(cursor: Cursor): Failure | undefined {
  return cursor.atEnd ? undefined : cursor.expected('the end of the position');
}

/** The space before the next field (`next` names it), then the field `read` reads: its value, or the first failure. */
export const spaceThen = <V>(cursor: Cursor, next: string, read: (cursor: Cursor) => V | Failure): V | Failure => expectSpace(cursor, next) ?? read(cursor);

/** The position read: the end of the string after its last field, then the rules' `validate` (a problem on line 1). */
export function checkedPosition<P>(cursor: Cursor, position: P, validate: (position: P) => string | undefined): Result<P, TextError> {
  const end = expectEnd(cursor);
  if (end) return end;
  const problem = validate(position);
  if (problem !== undefined) return fail(1, undefined, problem);
  return ok(position);
}

/** The side to move as written: `w` or `b`. */
export const turnLetter = (turn: Colour): string => (turn === 'white' ? 'w' : 'b');

/** The board field: ranks size..1 separated by '/', the letter of each cell from `letterAt(index)` (undefined: vacant), runs of vacant cells as digits. */
export function formatBoardRanks(size: number, letterAt: (index: number) => string | undefined): string {
  const ranks: string[] = [];
  for (let rank = size - 1; rank >= 0; rank--) {
    const cells: (string | undefined)[] = [];
    for (let file = 0; file < size; file++) cells.push(letterAt(rank * size + file));
    ranks.push(runLengthRank(cells));
  }
  return ranks.join('/');
}

/**
 * A rank written with runs of vacant cells as digits: `letters` of the cells in order (one
 * character each, `undefined` for vacant), the runs merged.
 */
export function runLengthRank(cells: readonly (string | undefined)[]): string {
  let text = '';
  let empty = 0;
  for (const cell of cells) {
    if (cell === undefined) {
      empty++;
      continue;
    }
    if (empty > 0) text += String(empty);
    empty = 0;
    text += cell;
  }
  if (empty > 0) text += String(empty);
  return text;
}

/** What a game's board field is made of, for `readBoardRanks`. */
export interface BoardSpec<C> {
  /** Files and ranks (the board is square); a digit 1..size is a run of vacant cells. */
  readonly size: number;
  /** The content a letter stands for (a piece, a hole), or undefined if it is none. */
  readonly letter: (c: string) => C | undefined;
  /** What was expected where `c` (or the end of the text) was found: `a piece letter or a digit`. */
  readonly hint: (c: string | undefined) => string;
  /** A rank with the wrong number of cells: `rank 2 has 9 squares`. */
  readonly rankLength: (rank: number, count: number) => string;
}

/**
 * Reads the board field: ranks size..1 separated by '/', each rank's cells from file a, a
 * digit for a run of vacant cells. `place` receives the index (rank * size + file) and content
 * of every cell that is not vacant. A wrong rank length is reported where the rank overflows,
 * or where it ends short.
 */
export function readBoardRanks<C>(cursor: Cursor, spec: BoardSpec<C>, place: (index: number, content: C) => void): Failure | undefined {
  const { size } = spec;
  for (let rank = size - 1; rank >= 0; rank--) {
    let file = 0;
    let overflowAt: number | undefined;
    while (!cursor.atEnd && cursor.char !== '/' && cursor.char !== ' ') {
      const c = cursor.char as string;
      const run = c.charCodeAt(0) - 48;
      if (run >= 1 && run <= size) {
        if (file + run > size && overflowAt === undefined) overflowAt = cursor.index;
        file += run;
      } else {
        const content = spec.letter(c);
        if (content === undefined) return cursor.expected(spec.hint(c));
        if (file >= size && overflowAt === undefined) overflowAt = cursor.index;
        if (file < size) place(rank * size + file, content);
        file++;
      }
      cursor.index++;
    }
    if (overflowAt !== undefined) return cursor.error(spec.rankLength(rank + 1, file), overflowAt);
    if (file < size) {
      if (file === 0 && rank === size - 1) return cursor.expected(spec.hint(cursor.char));
      return cursor.error(spec.rankLength(rank + 1, file));
    }
    if (rank > 0) {
      if (cursor.char !== '/') {
        const ranks = size - rank;
        return cursor.error(`the board has ${ranks} rank${ranks === 1 ? '' : 's'}; expected ${size} separated by '/'`);
      }
      cursor.index++;
    } else if (cursor.char === '/') {
      return cursor.error(`the board has more than ${size} ranks; expected a space after rank 1, found '/'`);
    }
  }
  return undefined;
}

/** Reads the board field into `board` (its index: rank * size + file) by `readBoardRanks`. */
export const readBoardInto = <C>(cursor: Cursor, spec: BoardSpec<C>, board: (C | null)[]): Failure | undefined =>
  readBoardRanks(cursor, spec, (index, content) => {
    board[index] = content;
  });

/** Reads the name of a cell on a board of `size` files and ranks (`d2`); undefined if none. */
export function readCellName(cursor: Cursor, size: number): number | undefined {
  const f = cursor.text.charCodeAt(cursor.index) - 97;
  const r = cursor.text.charCodeAt(cursor.index + 1) - 49;
  if (!(f >= 0 && f < size && r >= 0 && r < size)) return undefined;
  cursor.index += 2;
  return r * size + f;
}
