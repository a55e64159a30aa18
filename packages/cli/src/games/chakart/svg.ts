// A standalone SVG of a Chakart position, drawn as the site draws it from the piece set's data
// (the notation's pieces-svg): the 8x8 board; the pieces as the set's figures; the objects as
// what they are (a red mushroom, a spotted egg, a banana, a bomb with its fuse, K3); the
// invisible queen see-through in a dashed violet ring (K4); an immobilized piece in a ringed
// light green halo (Bowser, K6); the marker as a dashed ring with `?`. Then a legend, the
// status line with the phase of the turn, and the unused powers.

import { chakart } from '@rulebook/rules';
import { chakartPieceGlyph, markerGlyph, objectGlyph, type SvgNode } from '@rulebook/notation/pieces-svg';
import { capitalised } from '../../common.ts';
import type { DrawOptions } from '../game.ts';
import { CELL, escape, MARGIN, svgBoard, svgGlyph, svgScaled, svgSquare } from '../../svg.ts';
import { immobilizedSquares, powersText, turnLine } from './text-board.ts';

type ObjectKind = chakart.ObjectKind;
type ChakartPosition = chakart.ChakartPosition;

const FOOTER = 128;

/** Every shape of one square's content, its title naming the square. */
function cellShapes(cell: chakart.Cell, name: string, cx: number, cy: number): string[] {
  if (cell === null) return [];
  if (cell.type === 'object') return svgGlyph(`object ${cell.object}`, `${name}: ${cell.object}`, objectGlyph(cell.object, cx, cy));
  if (cell.type === 'marker') return svgGlyph(`marker ${cell.colour}`, `${name}: marker left by an invisible queen`, markerGlyph(cell.colour, cx, cy));
  const invisible = cell.invisible === true;
  const immobilized = cell.immobilized === true;
  const words = `${name}: ${capitalised(cell.colour)} ${cell.kind}${invisible ? ', invisible' : ''}${immobilized ? ', immobilized' : ''}`;
  const className = `piece ${cell.colour} ${cell.kind}${invisible ? ' invisible' : ''}${immobilized ? ' immobilized' : ''}`;
  return svgGlyph(className, words, chakartPieceGlyph(cell.colour, cell.kind, cx, cy, { invisible, immobilized }));
}

export function renderChakartSvg(position: ChakartPosition, options: DrawOptions = {}): string {
  const { parts, size, height } = svgBoard('Chakart', position.turn, 'abcdefgh', FOOTER, (square, x, y, file, rank) => [
    svgSquare(x, y, CELL, file, rank),
    ...cellShapes(chakart.cellAt(position, square), chakart.squareName(square), x + CELL / 2, y + CELL / 2),
  ]);
  // The legend, two rows at half a square: the objects; the invisible queen, an immobilized piece, the marker.
  const scale = 0.5;
  const small = CELL * scale;
  const legend: string[] = [];
  const row = (y: number, entries: readonly (readonly [(x: number) => readonly SvgNode[], string])[]): void => {
    let x = MARGIN + small / 2;
    for (const [shapes, text] of entries) {
      legend.push(svgScaled(x, y, scale, shapes(x)));
      legend.push(`<text x="${x + small / 2 + 3}" y="${y}" dominant-baseline="central" font-size="12">${escape(text)}</text>`);
      x += small / 2 + 3 + text.length * 6.5 + 14 + small / 2;
    }
  };
  const firstRow = MARGIN + size + 40;
  const secondRow = firstRow + 32;
  row(
    firstRow,
    (['mushroom', 'egg', 'banana', 'bomb'] as const satisfies readonly ObjectKind[]).map((object) => [(x: number) => objectGlyph(object, x, firstRow), object] as const),
  );
  row(secondRow, [
    [(x) => chakartPieceGlyph('white', 'queen', x, secondRow, { invisible: true }), 'invisible queen'],
    [(x) => chakartPieceGlyph('white', 'pawn', x, secondRow, { immobilized: true }), 'immobilized (Bowser)'],
    [(x) => markerGlyph('white', x, secondRow), 'marker'],
  ]);
  parts.push(`<g class="legend">`, ...legend, `</g>`);
  const held = immobilizedSquares(position);
  const status = [turnLine(position), ...(options.status ? [options.status] : [])].join('; ');
  const powers = `${powersText(position)}${held.length > 0 ? `; immobilized: ${held.join(', ')}` : ''}`;
  parts.push(
    `<text class="status" x="${MARGIN}" y="${height - 30}" font-size="14">${escape(status)}</text>`,
    `<text class="powers" x="${MARGIN}" y="${height - 10}" font-size="13">${escape(powers)}</text>`,
    '</svg>',
  );
  return parts.join('\n');
}
