// A standalone SVG of a Medea position: the 8x8 board, each chakra a ring in its owner's
// colour drawn under the piece (green White's, purple Black's), men as plain discs and kings
// as discs with an inner ring and a `K`, then a legend and the counts under the board.

import type { medea } from '@rulebook/rules';
import { capitalised } from '../../common.ts';
import { CELL, escape, MARGIN, svgBoard, svgSquare, svgStatus } from '../../svg.ts';
import type { DrawOptions } from '../game.ts';
import { medeaCountText } from './text-board.ts';

type MedeaPosition = medea.MedeaPosition;

const FOOTER = 72;
const CHAKRA_STROKE = { white: '#2e7d32', black: '#6a1b9a' } as const;

/** A man (plain disc) or a king (disc, inner ring and K) centred on (cx, cy). */
function pieceShapes(colour: 'white' | 'black', type: 'man' | 'king', cx: number, cy: number, title: string): string[] {
  const white = colour === 'white';
  const fill = white ? '#fafafa' : '#212121';
  const ink = white ? '#000' : '#fff';
  const shapes = [
    `<circle class="${type}" cx="${cx}" cy="${cy}" r="${CELL * 0.3}" fill="${fill}" stroke="#000" stroke-width="1.5"><title>${escape(title)}</title></circle>`,
  ];
  if (type === 'king') {
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${CELL * 0.22}" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
      `<text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" font-size="${CELL * 0.26}" font-weight="bold" fill="${ink}">K</text>`,
    );
  }
  return shapes;
}

export function renderMedeaSvg(position: MedeaPosition, options: DrawOptions = {}): string {
  const { parts, size, height } = svgBoard('Medea', position.turn, 'abcdefgh', FOOTER, (square, x, y, file, rank) => {
    const name = `${'abcdefgh'[file]}${rank + 1}`;
    const cx = x + CELL / 2;
    const cy = y + CELL / 2;
    const shapes = [svgSquare(x, y, CELL, file, rank)];
    const owner = position.chakras[square];
    if (owner) {
      shapes.push(
        `<circle class="chakra ${owner}" cx="${cx}" cy="${cy}" r="${CELL * 0.44}" fill="none" stroke="${CHAKRA_STROKE[owner]}" stroke-width="4"><title>${name}: ${capitalised(owner)}'s chakra</title></circle>`,
      );
    }
    const piece = position.board[square];
    if (piece) shapes.push(...pieceShapes(piece.colour, piece.type, cx, cy, `${name}: ${capitalised(piece.colour)} ${piece.type}`));
    return shapes;
  });
  // The legend: a man, a king, and a chakra ring of each owner, each with its words.
  const legendY = MARGIN + size + 40;
  const r = 9;
  let lx = MARGIN + r;
  const legend: string[] = [];
  const word = (text: string): void => {
    legend.push(`<text x="${lx + r + 5}" y="${legendY}" dominant-baseline="central" font-size="13">${escape(text)}</text>`);
    lx += r + 5 + text.length * 7 + 16 + r;
  };
  legend.push(`<circle cx="${lx}" cy="${legendY}" r="${r}" fill="#fafafa" stroke="#000" stroke-width="1.5"/>`);
  word('man');
  legend.push(
    `<circle cx="${lx}" cy="${legendY}" r="${r}" fill="#fafafa" stroke="#000" stroke-width="1.5"/>`,
    `<circle cx="${lx}" cy="${legendY}" r="${r * 0.65}" fill="none" stroke="#000" stroke-width="1.2"/>`,
  );
  word('king (K)');
  for (const owner of ['white', 'black'] as const) {
    legend.push(`<circle cx="${lx}" cy="${legendY}" r="${r}" fill="none" stroke="${CHAKRA_STROKE[owner]}" stroke-width="3"/>`);
    word(`${capitalised(owner)}'s chakra`);
  }
  parts.push(`<g class="legend">`, ...legend, `</g>`);
  const status = `${capitalised(position.turn)} to move${options.status ? `; ${options.status}` : ''}; ${medeaCountText(position)}`;
  parts.push(...svgStatus(height, status));
  return parts.join('\n');
}
