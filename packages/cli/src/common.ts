// What the commands share whatever the game: count arguments, located errors, end-of-game text;
// text from a file made safe to print (printable.ts).

import { usageError } from './errors.ts';
import type { Colour, GameEnd } from './games/game.ts';

/** A non-negative integer argument. */
export function requireCount(text: string, what: string): number {
  if (!/^\d+$/.test(text)) throw usageError(`${what} must be a non-negative integer, got '${text}'`);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw usageError(`${what} is too large: ${text}`);
  return value;
}

const REASON_TEXT: Record<string, string> = {
  checkmate: 'by checkmate',
  stalemate: 'by stalemate',
  'no-moves': 'as neither side can move',
  repetition: 'by threefold repetition',
  resignation: 'by resignation',
  agreement: 'by agreement',
  'kings-captured': 'by capturing every enemy king',
};

/** Reasons that name the losing side: a Medea player without pieces or without a move loses (D9). */
const LOSER_TEXT: Record<string, string> = {
  'no-pieces': 'has no pieces left',
  'no-moves': 'has no legal move',
};

/** `White wins by checkmate`, `draw by stalemate`, `Black wins as White has no legal move`, … */
export function endText(end: GameEnd): string {
  const loser = LOSER_TEXT[end.reason];
  if (end.result !== 'draw' && loser !== undefined) {
    return `${capitalised(end.result)} wins as ${capitalised(end.result === 'white' ? 'black' : 'white')} ${loser}`;
  }
  // Chakart (K2): both sides' last kings taken by one decision.
  if (end.result === 'draw' && end.reason === 'kings-captured') return 'draw as both sides lost their last king';
  const reason = REASON_TEXT[end.reason] ?? `by ${end.reason}`;
  return end.result === 'draw' ? `draw ${reason}` : `${end.result === 'white' ? 'White' : 'Black'} wins ${reason}`;
}

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
