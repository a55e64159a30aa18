// A standalone SVG of a Chakart position: the 8x8 board; pieces as lettered discs; the
// objects drawn as what they are (a red mushroom, a spotted egg, a banana, a bomb with its
// fuse, K3); the invisible queen as a dashed, see-through disc (K4); an immobilized piece
// with a light green halo (Bowser, K6, as the rules page draws it); the marker as a dashed
// ring with `?`. Then a legend, the phase of the turn and the unused powers.

import { chakart } from '@rulebook/rules';
import { chakart as chakartText } from '@rulebook/notation';
import { capitalised } from '../../common.ts';
import type { DrawOptions } from '../game.ts';
import type { Colour } from '../game.ts';
import { CELL, escape, MARGIN, svgBoard, svgDisc, svgSquare } from '../../svg.ts';
import { immobilizedSquares, powersText, turnLine } from './text-board.ts';

type ChakartPosition = chakart.ChakartPosition;
type ObjectKind = chakart.ObjectKind;

const FOOTER = 128;
const HALO = '#b9f6ca';

/** A piece: the common lettered disc (svg.ts); see-through and dashed when invisible (K4). */
function pieceShapes(colour: Colour, kind: chakart.PieceKind, cx: number, cy: number, size: number, title: string, invisible = false): string[] {
  const letter = chakartText.PIECE_LETTERS[kind];
  const shapes = invisible
    ? [
        `<circle cx="${cx}" cy="${cy}" r="${size * 0.3}" fill="${colour === 'white' ? '#fafafa' : '#212121'}" fill-opacity="0.25" stroke="#000" stroke-width="1.5" stroke-dasharray="4 3"/>`,
        `<text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" font-size="${size * 0.36}" font-weight="bold" fill="#000" fill-opacity="0.45">${letter}</text>`,
      ]
    : svgDisc(cx, cy, size, colour, letter);
  return [`<g class="piece ${colour} ${kind}${invisible ? ' invisible' : ''}"><title>${escape(title)}</title>`, ...shapes, `</g>`];
}

/** The halo of an immobilized piece, drawn under it. */
const haloShape = (cx: number, cy: number, size: number): string =>
  `<circle class="halo" cx="${cx}" cy="${cy}" r="${size * 0.43}" fill="${HALO}" fill-opacity="0.85" stroke="#2e7d32" stroke-width="1"/>`;

/** An object drawn as itself, centred on (cx, cy) in a cell of `size`. */
function objectShapes(object: ObjectKind, cx: number, cy: number, size: number, title: string): string[] {
  const u = size / 60;
  const f = (n: number): string => String(Math.round(n * 100) / 100);
  const open = `<g class="object ${object}"><title>${escape(title)}</title>`;
  switch (object) {
    case 'mushroom':
      return [
        open,
        `<rect x="${f(cx - 6 * u)}" y="${f(cy - 2 * u)}" width="${f(12 * u)}" height="${f(14 * u)}" rx="${f(3 * u)}" fill="#f5e6c8" stroke="#6d4c41" stroke-width="1"/>`,
        `<path d="M ${f(cx - 16 * u)} ${f(cy)} A ${f(16 * u)} ${f(14 * u)} 0 0 1 ${f(cx + 16 * u)} ${f(cy)} Z" fill="#d32f2f" stroke="#7f0000" stroke-width="1"/>`,
        `<circle cx="${f(cx - 7 * u)}" cy="${f(cy - 6 * u)}" r="${f(3 * u)}" fill="#fff"/>`,
        `<circle cx="${f(cx + 6 * u)}" cy="${f(cy - 8 * u)}" r="${f(3.5 * u)}" fill="#fff"/>`,
        `</g>`,
      ];
    case 'egg':
      return [
        open,
        `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(12 * u)}" ry="${f(16 * u)}" fill="#fffde7" stroke="#8d6e63" stroke-width="1.5"/>`,
        `<circle cx="${f(cx - 4 * u)}" cy="${f(cy - 6 * u)}" r="${f(3.5 * u)}" fill="#43a047"/>`,
        `<circle cx="${f(cx + 5 * u)}" cy="${f(cy + 2 * u)}" r="${f(3 * u)}" fill="#43a047"/>`,
        `<circle cx="${f(cx - 3 * u)}" cy="${f(cy + 9 * u)}" r="${f(2.5 * u)}" fill="#43a047"/>`,
        `</g>`,
      ];
    case 'banana':
      return [
        open,
        `<path d="M ${f(cx - 15 * u)} ${f(cy - 12 * u)} Q ${f(cx - 14 * u)} ${f(cy + 22 * u)} ${f(cx + 17 * u)} ${f(cy + 4 * u)} Q ${f(cx - 6 * u)} ${f(cy + 2 * u)} ${f(cx - 15 * u)} ${f(cy - 12 * u)} Z" fill="#fdd835" stroke="#8d6e00" stroke-width="1.5" stroke-linejoin="round"/>`,
        `</g>`,
      ];
    case 'bomb':
      return [
        open,
        `<circle cx="${f(cx - 2 * u)}" cy="${f(cy + 3 * u)}" r="${f(13 * u)}" fill="#263238" stroke="#000" stroke-width="1"/>`,
        `<path d="M ${f(cx + 6 * u)} ${f(cy - 7 * u)} q ${f(4 * u)} ${f(-8 * u)} ${f(10 * u)} ${f(-9 * u)}" fill="none" stroke="#6d4c41" stroke-width="${f(2.5 * u)}"/>`,
        `<circle cx="${f(cx + 16 * u)}" cy="${f(cy - 16 * u)}" r="${f(3.5 * u)}" fill="#ff9800"/>`,
        `<circle cx="${f(cx - 7 * u)}" cy="${f(cy - 2 * u)}" r="${f(3 * u)}" fill="#fff" fill-opacity="0.5"/>`,
        `</g>`,
      ];
  }
}

/** The marker an invisible queen left (K4): a dashed ring with `?`. */
function markerShapes(cx: number, cy: number, size: number, title: string): string[] {
  return [
    `<g class="marker"><title>${escape(title)}</title>`,
    `<circle cx="${cx}" cy="${cy}" r="${size * 0.3}" fill="none" stroke="#6a1b9a" stroke-width="2" stroke-dasharray="5 4"/>`,
    `<text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" font-size="${size * 0.4}" font-weight="bold" fill="#6a1b9a">?</text>`,
    `</g>`,
  ];
}

/** Every shape of one square's content, its title naming the square. */
function cellShapes(cell: chakart.Cell, name: string, cx: number, cy: number, size: number): string[] {
  if (cell === null) return [];
  if (cell.type === 'object') return objectShapes(cell.object, cx, cy, size, `${name}: ${cell.object}`);
  if (cell.type === 'marker') return markerShapes(cx, cy, size, `${name}: marker left by an invisible queen`);
  const words = `${name}: ${capitalised(cell.colour)} ${cell.kind}${cell.invisible ? ', invisible' : ''}${cell.immobilized ? ', immobilized' : ''}`;
  const shapes = cell.immobilized ? [haloShape(cx, cy, size)] : [];
  return [...shapes, ...pieceShapes(cell.colour, cell.kind, cx, cy, size, words, cell.invisible === true)];
}

export function renderChakartSvg(position: ChakartPosition, options: DrawOptions = {}): string {
  const { parts, size, height } = svgBoard('Chakart', position.turn, 'abcdefgh', FOOTER, (square, x, y, file, rank) => [
    svgSquare(x, y, CELL, file, rank),
    ...cellShapes(chakart.cellAt(position, square), chakart.squareName(square), x + CELL / 2, y + CELL / 2, CELL),
  ]);
  // The legend, two rows: the objects; the invisible queen, an immobilized piece, the marker.
  const small = 30;
  const legend: string[] = [];
  const row = (y: number, entries: readonly (readonly [(x: number) => string[], string])[]): void => {
    let x = MARGIN + small / 2;
    for (const [shapes, text] of entries) {
      // Without titles and classes: the legend's shapes are not the board's.
      legend.push(...shapes(x).map((shape) => shape.replace(/<title>[^<]*<\/title>/, '').replace(/ class="[^"]*"/g, '')));
      legend.push(`<text x="${x + small / 2 + 3}" y="${y}" dominant-baseline="central" font-size="12">${escape(text)}</text>`);
      x += small / 2 + 3 + text.length * 6.5 + 14 + small / 2;
    }
  };
  const firstRow = MARGIN + size + 40;
  const secondRow = firstRow + 32;
  row(
    firstRow,
    (['mushroom', 'egg', 'banana', 'bomb'] as const).map((object) => [(x: number) => objectShapes(object, x, firstRow, small, ''), object] as const),
  );
  row(secondRow, [
    [(x) => pieceShapes('white', 'queen', x, secondRow, small, '', true), 'invisible queen'],
    [(x) => [haloShape(x, secondRow, small), ...pieceShapes('white', 'pawn', x, secondRow, small, '')], 'immobilized (Bowser)'],
    [(x) => markerShapes(x, secondRow, small, ''), 'marker'],
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
