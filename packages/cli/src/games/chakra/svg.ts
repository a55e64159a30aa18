// A standalone SVG of a Chakra position: squares, coordinates, the chakras drawn under the
// pieces (a circle for the knight face, a square for the king face, C2) and the pieces as the
// site draws them: both from the piece set's data (the notation's pieces-svg).

import type { chakra } from '@rulebook/rules';
import { chakra as chakraText } from '@rulebook/notation';
import { chakraGlyph, figureGlyph } from '@rulebook/notation/pieces-svg';
import { capitalised } from '../../common.ts';
import { CELL, svgBoard, svgGlyph, svgSquare, svgStatus } from '../../svg.ts';
import { poolText } from './text-board.ts';

export function renderChakraSvg(position: chakra.ChakraPosition, options: { check?: boolean } = {}): string {
  const { parts, height } = svgBoard('Chakra', position.turn, 'abcdefgh', 28, (square, x, y, file, rank) => {
    const shapes = [svgSquare(x, y, CELL, file, rank)];
    const cx = x + CELL / 2;
    const cy = y + CELL / 2;
    const chakra = position.chakras[square];
    if (chakra) {
      shapes.push(...svgGlyph(`chakra ${chakra.owner} ${chakra.face}`, `${capitalised(chakra.owner)} chakra, ${chakra.face} face`, chakraGlyph(chakra.owner, chakra.face, cx, cy)));
    }
    const piece = position.board[square];
    if (piece) shapes.push(...svgGlyph(`piece ${piece.colour} ${piece.type}`, `${capitalised(piece.colour)} ${piece.type}`, figureGlyph(piece.type, piece.colour, cx, cy)));
    return shapes;
  });
  const status = `${chakraText.statusLine(position, options.check)}; pools: White ${poolText(position, 'white')}, Black ${poolText(position, 'black')}`;
  parts.push(...svgStatus(height, status));
  return parts.join('\n');
}
