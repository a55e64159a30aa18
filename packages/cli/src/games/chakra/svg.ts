// A simple standalone SVG board: squares, coordinates, pieces as letters on discs, chakras as a
// circle (knight face) or a square (king face) drawn under the piece in the owner's colour.

import type { chakra } from '@rulebook/rules';
import { capitalised } from '../../common.ts';
import { escape, svgCoordinates, svgDisc, svgOpen, svgSquare } from '../../svg.ts';
import { pieceLetter, poolText } from './text-board.ts';

const CELL = 60;
const MARGIN = 24;

export function renderChakraSvg(position: chakra.ChakraPosition, options: { check?: boolean } = {}): string {
  const size = CELL * 8;
  const width = size + 2 * MARGIN;
  const height = size + 2 * MARGIN + 28;
  const parts: string[] = svgOpen('Chakra', position.turn, width, height);
  for (let rank = 7; rank >= 0; rank--) {
    for (let file = 0; file < 8; file++) {
      const square = rank * 8 + file;
      const x = MARGIN + file * CELL;
      const y = MARGIN + (7 - rank) * CELL;
      parts.push(svgSquare(x, y, CELL, file, rank));
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
        parts.push(
          `${shape} fill="none" stroke="${stroke}" stroke-width="4"><title>${capitalised(chakra.owner)} chakra, ${chakra.face} face</title></${chakra.face === 'knight' ? 'circle' : 'rect'}>`,
        );
      }
      const piece = position.board[square];
      if (piece) {
        const letter = pieceLetter(piece.colour, piece.type).toUpperCase();
        parts.push(...svgDisc(x + CELL / 2, y + CELL / 2, CELL, piece.colour, letter, `${capitalised(piece.colour)} ${piece.type}`));
      }
    }
  }
  parts.push(...svgCoordinates('abcdefgh', MARGIN, CELL));
  const status = `${capitalised(position.turn)} to move${options.check ? ' (check)' : ''}; pools: White ${poolText(position, 'white')}, Black ${poolText(position, 'black')}`;
  parts.push(`<text x="${MARGIN}" y="${height - 10}" font-size="14">${escape(status)}</text>`, '</svg>');
  return parts.join('\n');
}
