// A standalone SVG of a Medea position, drawn as the site draws it from the piece set's data
// (the notation's pieces-svg): Medea's board colours, each chakra a ring in its owner's
// colours under the piece (no face, D6), men as draughtsmen and kings as two men stacked and
// crowned (D3); then a legend and the counts under the board.

import type { medea } from '@rulebook/rules';
import { medea as medeaText } from '@rulebook/notation';
import { chakraGlyph, MEDEA_SQUARES, medeaPieceGlyph, type SvgNode } from '@rulebook/notation/pieces-svg';
import { capitalised } from '../../common.ts';
import { CELL, escape, MARGIN, svgBoard, svgGlyph, svgScaled, svgStatus } from '../../svg.ts';
import type { DrawOptions } from '../game.ts';
import { medeaCountText } from './text-board.ts';

type MedeaPosition = medea.MedeaPosition;

const FOOTER = 72;
/** The legend's glyphs, at half a square. */
const LEGEND_SCALE = 0.5;

export function renderMedeaSvg(position: MedeaPosition, options: DrawOptions = {}): string {
  const { parts, size, height } = svgBoard('Medea', position.turn, 'abcdefgh', FOOTER, (square, x, y, file, rank) => {
    const name = `${'abcdefgh'[file]}${rank + 1}`;
    const cx = x + CELL / 2;
    const cy = y + CELL / 2;
    const shapes = [`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${(rank + file) % 2 === 0 ? MEDEA_SQUARES.dark : MEDEA_SQUARES.light}"/>`];
    const owner = position.chakras[square];
    if (owner) shapes.push(...svgGlyph(`chakra ${owner}`, `${name}: ${capitalised(owner)}'s chakra`, chakraGlyph(owner, undefined, cx, cy)));
    const piece = position.board[square];
    if (piece) {
      shapes.push(...svgGlyph(`piece ${piece.colour} ${piece.type}`, `${name}: ${capitalised(piece.colour)} ${piece.type}`, medeaPieceGlyph(piece.colour, piece.type, cx, cy)));
    }
    return shapes;
  });
  // The legend: a man, a king, and a chakra of each owner, each on a light square, with its words.
  const legendY = MARGIN + size + 40;
  const half = (CELL * LEGEND_SCALE) / 2;
  let lx = MARGIN + half;
  const legend: string[] = [];
  const entry = (nodes: readonly SvgNode[], text: string): void => {
    legend.push(
      `<rect x="${lx - half}" y="${legendY - half}" width="${2 * half}" height="${2 * half}" fill="${MEDEA_SQUARES.light}"/>`,
      svgScaled(lx, legendY, LEGEND_SCALE, nodes),
      `<text x="${lx + half + 5}" y="${legendY}" dominant-baseline="central" font-size="13">${escape(text)}</text>`,
    );
    lx += half + 5 + text.length * 7 + 16 + half;
  };
  entry([medeaPieceGlyph('white', 'man', lx, legendY)], 'man');
  entry([medeaPieceGlyph('white', 'king', lx, legendY)], 'king');
  for (const owner of ['white', 'black'] as const) entry(chakraGlyph(owner, undefined, lx, legendY), `${capitalised(owner)}'s chakra`);
  parts.push(`<g class="legend">`, ...legend, `</g>`);
  const status = `${medeaText.statusLine(position)}${options.status ? `; ${options.status}` : ''}; ${medeaCountText(position)}`;
  parts.push(...svgStatus(height, status));
  return parts.join('\n');
}
