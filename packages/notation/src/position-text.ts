// The parts of a one-line position string every game shares: a cursor with columns from 1,
// the space between fields, the side to move (`w` | `b`), the move number, and the run of
// vacant cells as a digit. position.ts (Chakra) and shakti/position.ts use them.

import type { Colour } from './rules.ts';
import { fail, found, type TextError } from './result.ts';

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
  if (!Number.isSafeInteger(value)) return cursor.error(`the move number ${digits} is too large`, start);
  return value;
}

/** The end of the position string after the move number. */
export function expectEnd(cursor: Cursor): Failure | undefined {
  return cursor.atEnd ? undefined : cursor.expected('the end of the position');
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

/** Reads the name of a cell on a board of `size` files and ranks (`d2`); undefined if none. */
export function readCellName(cursor: Cursor, size: number): number | undefined {
  const f = cursor.text.charCodeAt(cursor.index) - 97;
  const r = cursor.text.charCodeAt(cursor.index + 1) - 49;
  if (!(f >= 0 && f < size && r >= 0 && r < size)) return undefined;
  cursor.index += 2;
  return r * size + f;
}
