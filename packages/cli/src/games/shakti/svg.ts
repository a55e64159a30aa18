// A standalone SVG of a Shakti position, drawn as the site draws it from the piece set's data
// (the notation's pieces-svg): open water under the board, each tile a raised slab, each hole
// (a corner or a removed tile) only a faint dashed outline over the water, the King and the
// warriors as the set's figures.

import type { shakti } from '@rulebook/rules';
import { shakti as shaktiText } from '@rulebook/notation';
import { figureGlyph, holeGlyph, SHAKTI_WATER, tileGlyph } from '@rulebook/notation/pieces-svg';
import { capitalised } from '../../common.ts';
import { CELL, svgBoard, svgGlyph, svgStatus } from '../../svg.ts';
import type { DrawOptions } from '../game.ts';
import { SHAKTI_FILES, tileCount } from './text-board.ts';

type ShaktiPosition = shakti.ShaktiPosition;

export function renderShaktiSvg(position: ShaktiPosition, options: DrawOptions = {}): string {
  const { parts, height } = svgBoard('Shakti', position.turn, SHAKTI_FILES, 28, (cell, x, y, file, rank) => {
    const name = `${SHAKTI_FILES[file]}${rank + 1}`;
    const water = `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${SHAKTI_WATER}"/>`;
    if (!position.tiles[cell]) return [water, ...svgGlyph('hole', `${name}: hole`, holeGlyph(x, y))];
    const shapes = [water, ...svgGlyph('tile', `${name}: tile`, tileGlyph(x, y, ((file + rank) % 2) as 0 | 1))];
    const piece = position.board[cell];
    if (piece) {
      shapes.push(...svgGlyph(`piece ${piece.colour} ${piece.type}`, `${capitalised(piece.colour)} ${piece.type}`, figureGlyph(piece.type, piece.colour, x + CELL / 2, y + CELL / 2)));
    }
    return shapes;
  });
  parts.push(...svgStatus(height, `${shaktiText.statusLine(position, options.check)}; ${tileCount(position)} tiles`));
  return parts.join('\n');
}
