// A standalone SVG of a Shakti position: each tile a square slab, each hole (a corner or a
// removed tile) left empty, only a faint dashed outline marking where the cell is; pieces as
// letters on discs.

import type { shakti } from '@rulebook/rules';
import { capitalised } from '../../common.ts';
import { escape, svgCoordinates, svgDisc, svgOpen } from '../../svg.ts';
import type { DrawOptions } from '../game.ts';
import { SHAKTI_FILES, SHAKTI_SIZE, shaktiLetter, tileCount } from './text-board.ts';

type ShaktiPosition = shakti.ShaktiPosition;

const CELL = 60;
const MARGIN = 24;
const GAP = 3;

export function renderShaktiSvg(position: ShaktiPosition, options: DrawOptions = {}): string {
  const size = CELL * SHAKTI_SIZE;
  const width = size + 2 * MARGIN;
  const height = size + 2 * MARGIN + 28;
  const parts: string[] = svgOpen('Shakti', position.turn, width, height);
  for (let rank = SHAKTI_SIZE - 1; rank >= 0; rank--) {
    for (let file = 0; file < SHAKTI_SIZE; file++) {
      const cell = rank * SHAKTI_SIZE + file;
      const name = `${SHAKTI_FILES[file]}${rank + 1}`;
      const x = MARGIN + file * CELL;
      const y = MARGIN + (SHAKTI_SIZE - 1 - rank) * CELL;
      if (!position.tiles[cell]) {
        parts.push(
          `<rect class="hole" x="${x + GAP}" y="${y + GAP}" width="${CELL - 2 * GAP}" height="${CELL - 2 * GAP}" fill="none" stroke="#d0d0d0" stroke-width="1" stroke-dasharray="4 4"><title>${name}: hole</title></rect>`,
        );
        continue;
      }
      parts.push(
        `<rect class="tile" x="${x + GAP}" y="${y + GAP}" width="${CELL - 2 * GAP}" height="${CELL - 2 * GAP}" rx="4" fill="#e6c88f" stroke="#8d6e3f" stroke-width="2"><title>${name}: tile</title></rect>`,
      );
      const piece = position.board[cell];
      if (piece) {
        const letter = shaktiLetter(piece).toUpperCase();
        parts.push(...svgDisc(x + CELL / 2, y + CELL / 2, CELL, piece.colour, letter, `${capitalised(piece.colour)} ${piece.type}`));
      }
    }
  }
  parts.push(...svgCoordinates(SHAKTI_FILES, MARGIN, CELL));
  const status = `${capitalised(position.turn)} to move${options.check ? ' (check)' : ''}; ${tileCount(position)} tiles`;
  parts.push(`<text x="${MARGIN}" y="${height - 10}" font-size="14">${escape(status)}</text>`, '</svg>');
  return parts.join('\n');
}
