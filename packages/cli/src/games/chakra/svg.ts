// A simple standalone SVG board: squares, coordinates, pieces as letters on discs, chakras as a
// circle (knight face) or a square (king face) drawn under the piece in the owner's colour.

import type { chakra } from '@rulebook/rules';
import { capitalised } from '../../common.ts';
import { CELL, svgBoard, svgDisc, svgSquare, svgStatus } from '../../svg.ts';
import { pieceLetter, poolText } from './text-board.ts';

export function renderChakraSvg(position: chakra.ChakraPosition, options: { check?: boolean } = {}): string {
  const { parts, height } = svgBoard('Chakra', position.turn, 'abcdefgh', 28, (square, x, y, file, rank) => {
    const shapes = [svgSquare(x, y, CELL, file, rank)];
    const chakra = position.chakras[square];
    if (chakra) {
      const stroke = chakra.owner === 'white' ? '#2e7d32' : '#6a1b9a';
      const cx = x + CELL / 2;
      const cy = y + CELL / 2;
      const r = CELL * 0.44;
      const shape =
        chakra.face === 'knight'
          ? `<circle cx="${cx}" cy="${cy}" r="${r}"`
          : `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}"`;
      shapes.push(
        `${shape} fill="none" stroke="${stroke}" stroke-width="4"><title>${capitalised(chakra.owner)} chakra, ${chakra.face} face</title></${chakra.face === 'knight' ? 'circle' : 'rect'}>`,
      );
    }
    const piece = position.board[square];
    if (piece) {
      const letter = pieceLetter(piece.colour, piece.type).toUpperCase();
      shapes.push(...svgDisc(x + CELL / 2, y + CELL / 2, CELL, piece.colour, letter, `${capitalised(piece.colour)} ${piece.type}`));
    }
    return shapes;
  });
  const status = `${capitalised(position.turn)} to move${options.check ? ' (check)' : ''}; pools: White ${poolText(position, 'white')}, Black ${poolText(position, 'black')}`;
  parts.push(...svgStatus(height, status));
  return parts.join('\n');
}
