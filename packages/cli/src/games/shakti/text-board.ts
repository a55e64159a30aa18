// The Shakti text board: a 7x7 grid, ranks 7..1, files a..g. A tile is drawn as brackets
// around what stands on it (`[K]`, `[w]`, `[.]` when vacant); a hole — a corner, or a tile a
// warrior's jump removed (S2, S4) — is left blank, so the board's shape shows at a glance.

import type { shakti } from '@rulebook/rules';
import { shakti as shaktiText } from '@rulebook/notation';
import type { TextDrawOptions } from '../game.ts';
import { renderTextBoard, sideLetter, turnText } from '../board-text.ts';

type ShaktiPosition = shakti.ShaktiPosition;

export const SHAKTI_SIZE = 7;
export const SHAKTI_FILES = 'abcdefg';

export const SHAKTI_LEGEND = [
  'K King  W warrior  (White upper case, Black lower case)',
  'tiles: [K] a piece on its tile  [.] a vacant tile  blank: a hole (no tile: the corners, and tiles removed by warriors)',
];

export function shaktiLetter(piece: { colour: 'white' | 'black'; type: 'king' | 'warrior' }): string {
  const letter = piece.type === 'king' ? 'K' : 'W';
  return piece.colour === 'white' ? letter : letter.toLowerCase();
}

/** How many tiles are left (45 at the start, S1). */
export function tileCount(position: ShaktiPosition): number {
  return position.tiles.filter(Boolean).length;
}

export function renderShaktiText(position: ShaktiPosition, options: TextDrawOptions): string {
  const c = options.colours;
  const cell = (index: number): string => {
    if (!position.tiles[index]) return '   ';
    const piece = position.board[index];
    const middle = piece ? sideLetter(c, piece.colour, shaktiLetter(piece)) : c.dim('.');
    return c.dim('[') + middle + c.dim(']');
  };
  const after = [`${tileCount(position)} tiles, ${49 - tileCount(position)} holes`];
  return renderTextBoard({ files: SHAKTI_FILES, cell, turn: turnText(c, shaktiText.statusLine(position, options.check)), after, legend: SHAKTI_LEGEND }, options);
}
