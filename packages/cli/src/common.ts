// What the commands share whatever the game: count arguments, located errors, end-of-game text;
// text from a file made safe to print (printable.ts).

import { endingWords } from '@rulebook/notation';
import { usageError } from './errors.ts';
import type { Colour, GameEnd } from './games/game.ts';

/** A non-negative integer argument. */
export function requireCount(text: string, what: string): number {
  if (!/^\d+$/.test(text)) throw usageError(`${what} must be a non-negative integer, got '${text}'`);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw usageError(`${what} is too large: ${text}`);
  return value;
}

/**
 * The end of a game in the games' one voice (the notation's `endingWords`): `White wins by
 * checkmate`, `White wins: Black has no pieces left`, `Draw by repetition`, …
 */
export const endText = (end: GameEnd): string => endingWords(end);

/** `NAME:LINE: message` (with `:COLUMN` when known), the form every data error takes. */
export function located(name: string, error: { line: number; column?: number; message: string }): string {
  const column = error.column === undefined ? '' : `:${error.column}`;
  return `${name}:${error.line}${column}: ${error.message}`;
}

export function capitalised(colour: Colour): string {
  return colour === 'white' ? 'White' : 'Black';
}

/** A position string given on the command line that does not parse (exit 2). */
export function badPosition(error: { column?: number; message: string }): never {
  const column = error.column === undefined ? '' : ` (column ${error.column})`;
  throw usageError(`bad position${column}: ${error.message}`);
}

/** Keeps `notation` last in a printed move object. */
export function notationLast<T extends { notation: string }>(json: T): T {
  const { notation, ...rest } = json;
  return { ...rest, notation } as T;
}


export { printable, printableJson } from './printable.ts';
