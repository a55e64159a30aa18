// A standalone SVG of a Shakti position: each tile a square slab, each hole (a corner or a
// removed tile) left empty, only a faint dashed outline marking where the cell is; pieces as
// letters on discs.

import type { shakti } from '@rulebook/rules';
import { capitalised } from '../../common.ts';
import { CELL, svgBoard, svgDisc, svgStatus } from '../../svg.ts';
import type { DrawOptions } from '../game.ts';
import { SHAKTI_FILES, shaktiLetter, tileCount } from './text-board.ts';

type ShaktiPosition = shakti.ShaktiPosition;

const GAP = 3;

export function renderShaktiSvg(position: ShaktiPosition, options: DrawOptions = {}): string {
  const { parts, height } = svgBoard('Shakti', position.turn, SHAKTI_FILES, 28, (cell, x, y, file, rank) => {
    const name = `${SHAKTI_FILES[file]}${rank + 1}`;
    if (!position.tiles[cell]) {
      return [
        `<rect class="hole" x="${x + GAP}" y="${y + GAP}" width="${CELL - 2 * GAP}" height="${CELL - 2 * GAP}" fill="none" stroke="#d0d0d0" stroke-width="1" stroke-dasharray="4 4"><title>${name}: hole</title></rect>`,
      ];
    }
    const shapes = [
      `<rect class="tile" x="${x + GAP}" y="${y + GAP}" width="${CELL - 2 * GAP}" height="${CELL - 2 * GAP}" rx="4" fill="#e6c88f" stroke="#8d6e3f" stroke-width="2"><title>${name}: tile</title></rect>`,
    ];
    const piece = position.board[cell];
    if (piece) {
      const letter = shaktiLetter(piece).toUpperCase();
      shapes.push(...svgDisc(x + CELL / 2, y + CELL / 2, CELL, piece.colour, letter, `${capitalised(piece.colour)} ${piece.type}`));
    }
    return shapes;
  });
  parts.push(...svgStatus(height, `${capitalised(position.turn)} to move${options.check ? ' (check)' : ''}; ${tileCount(position)} tiles`));
  return parts.join('\n');
}
