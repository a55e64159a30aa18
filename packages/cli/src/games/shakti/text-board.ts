// The Shakti text board: a 7x7 grid, ranks 7..1, files a..g. A tile is drawn as brackets
// around what stands on it (`[K]`, `[w]`, `[.]` when vacant); a hole — a corner, or a tile a
// warrior's jump removed (S2, S4) — is left blank, so the board's shape shows at a glance.

import type { shakti } from '@rulebook/rules';
import { capitalised } from '../../common.ts';
import type { TextDrawOptions } from '../game.ts';

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
  const files = '     ' + SHAKTI_FILES.split('').join('   ');
  const lines: string[] = [c.dim(files)];
  for (let rank = SHAKTI_SIZE - 1; rank >= 0; rank--) {
    const cells: string[] = [];
    for (let file = 0; file < SHAKTI_SIZE; file++) {
      const cell = rank * SHAKTI_SIZE + file;
      if (!position.tiles[cell]) {
        cells.push('   ');
        continue;
      }
      const piece = position.board[cell];
      let middle: string;
      if (piece) {
        const letter = shaktiLetter(piece);
        middle = piece.colour === 'white' ? c.bold(c.yellow(letter)) : c.bold(c.cyan(letter));
      } else {
        middle = c.dim('.');
      }
      cells.push(c.dim('[') + middle + c.dim(']'));
    }
    const label = c.dim(String(rank + 1));
    lines.push(` ${label}  ${cells.join(' ')}  ${label}`);
  }
  lines.push(c.dim(files));
  lines.push('');
  const turn = `${capitalised(position.turn)} to move, move ${position.fullmove}`;
  lines.push(options.check ? `${turn} ${c.red('(check)')}` : turn);
  if (options.status) lines.push(options.status);
  lines.push(`${tileCount(position)} tiles, ${49 - tileCount(position)} holes`);
  if (options.legend !== false) lines.push(...SHAKTI_LEGEND.map((line) => c.dim(line)));
  return lines.join('\n');
}
