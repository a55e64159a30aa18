// What the text boards of every game share: the grid (file letters above and below, ranks
// from the top down labelled on both sides), a piece letter in its side's colour, the turn
// line, and the lines under the board (status, the game's own lines, the legend).

import type { Colours } from '../colour.ts';
import type { Colour, TextDrawOptions } from './game.ts';

/** A piece letter in its side's colour: bold yellow for White, bold cyan for Black. */
export const sideLetter = (c: Colours, colour: Colour, letter: string): string =>
  colour === 'white' ? c.bold(c.yellow(letter)) : c.bold(c.cyan(letter));

/** The tint of a side's marks (a chakra's brackets): yellow for White, cyan for Black. */
export const sideTint = (c: Colours, colour: Colour): ((text: string) => string) => (colour === 'white' ? c.yellow : c.cyan);

/**
 * The status line as the game's text module says it (`Move 12, White to move`, the games' one
 * voice), with `(check)` in red.
 */
export const turnText = (c: Colours, status: string): string => status.replace(/ \(check\)/, (check) => ` ${c.red(check.trim())}`);

export interface TextBoard {
  /** The file letters, one per file; the board is square. */
  readonly files: string;
  /** The three characters of a cell, by its index (rank × size + file). */
  cell(index: number): string;
  /** The line under the board saying whose turn it is. */
  readonly turn: string;
  /** The game's own lines after the status (pools, counts, powers…). */
  readonly after: readonly string[];
  readonly legend: readonly string[];
}

export function renderTextBoard(board: TextBoard, options: TextDrawOptions): string {
  const c = options.colours;
  const size = board.files.length;
  const files = c.dim('     ' + board.files.split('').join('   '));
  const lines: string[] = [files];
  for (let rank = size - 1; rank >= 0; rank--) {
    const cells: string[] = [];
    for (let file = 0; file < size; file++) cells.push(board.cell(rank * size + file));
    const label = c.dim(String(rank + 1));
    lines.push(` ${label}  ${cells.join(' ')}  ${label}`);
  }
  lines.push(files, '', board.turn);
  if (options.status) lines.push(options.status);
  lines.push(...board.after);
  if (options.legend !== false) lines.push(...board.legend.map((line) => c.dim(line)));
  return lines.join('\n');
}
