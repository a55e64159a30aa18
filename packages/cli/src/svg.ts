// What the SVG boards of every game share: escaping, the document's opening, the board's cells
// drawn rank by rank, a square of the checkered 8x8 board, the coordinates around a board, a
// glyph of the piece set (the notation's pieces-svg, the site's drawings) with its title, a
// lettered disc (for a game without glyphs), the status line that closes the document. Every
// number is written with at most two decimals.
import { svgNumber, svgText, type SvgNode } from '@rulebook/notation/pieces-svg';
import type { Colour } from './games/game.ts';
import { capitalised } from './common.ts';

/**
 * Shapes of the piece set (the notation's pieces-svg, which the site draws its boards from) as
 * SVG text, in a group with `className` and, when given, a title: one line per shape.
 */
export function svgGlyph(className: string, title: string | undefined, nodes: SvgNode | readonly SvgNode[]): string[] {
  const shapes = (Array.isArray(nodes) ? nodes : [nodes as SvgNode]).map((node) => svgText(node));
  return [`<g class="${className}">${title === undefined ? '' : `<title>${escape(title)}</title>`}`, ...shapes, '</g>'];
}

/** A shape of the piece set as SVG text, scaled by `scale` about (cx, cy) (a legend's small glyphs). */
export const svgScaled = (cx: number, cy: number, scale: number, nodes: readonly SvgNode[]): string =>
  `<g transform="translate(${svgNumber(cx)} ${svgNumber(cy)}) scale(${svgNumber(scale)}) translate(${svgNumber(-cx)} ${svgNumber(-cy)})">${svgText(nodes)}</g>`;

export function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The opening of a standalone SVG board: the root, its title and a white background. */
export function svgOpen(game: string, turn: Colour, width: number, height: number): string[] {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<title>${game} position, ${capitalised(turn)} to move</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
  ];
}

/** The side of a cell and the margin around the board, in every game's SVG. */
export const CELL = 60;
export const MARGIN = 24;

/**
 * A square board of `files.length` cells a side: the document's opening, each cell's shapes
 * (`cell`: by its index rank × size + file and its top-left corner), from the top rank down,
 * then the coordinates; `footer` is the room kept under the board for the game's own lines.
 */
export function svgBoard(
  game: string,
  turn: Colour,
  files: string,
  footer: number,
  cell: (index: number, x: number, y: number, file: number, rank: number) => string[],
): { parts: string[]; size: number; height: number } {
  const count = files.length;
  const size = CELL * count;
  const width = size + 2 * MARGIN;
  const height = size + 2 * MARGIN + footer;
  const parts = svgOpen(game, turn, width, height);
  for (let rank = count - 1; rank >= 0; rank--) {
    for (let file = 0; file < count; file++) {
      parts.push(...cell(rank * count + file, MARGIN + file * CELL, MARGIN + (count - 1 - rank) * CELL, file, rank));
    }
  }
  parts.push(...svgCoordinates(files, MARGIN, CELL));
  return { parts, size, height };
}

/** The status line at the foot of a board of height `height`, and the document's end. */
export const svgStatus = (height: number, status: string): string[] => [
  `<text x="${MARGIN}" y="${height - 10}" font-size="14">${escape(status)}</text>`,
  '</svg>',
];

/** The square at (x, y) of a checkered 8x8 board, of side `cell`: dark where file + rank is even (a1). */
export const svgSquare = (x: number, y: number, cell: number, file: number, rank: number): string =>
  `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${(rank + file) % 2 === 0 ? '#b58863' : '#f0d9b5'}"/>`;

/**
 * The coordinates of a square board of `files.length` cells a side whose top-left corner is
 * (margin, margin): the file letters under it, the rank numbers left of it, file by file.
 */
export function svgCoordinates(files: string, margin: number, cell: number): string[] {
  const count = files.length;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(
      `<text x="${margin + i * cell + cell / 2}" y="${margin + count * cell + 16}" text-anchor="middle" font-size="14">${files[i]}</text>`,
      `<text x="${margin / 2}" y="${margin + (count - 1 - i) * cell + cell / 2}" text-anchor="middle" dominant-baseline="central" font-size="14">${i + 1}</text>`,
    );
  }
  return parts;
}

/**
 * A piece as a disc in its side's colour with its letter (a game without glyphs in the set), centred in a cell of size `cell`;
 * the title, when given, inside the letter.
 */
export function svgDisc(cx: number, cy: number, cell: number, colour: Colour, letter: string, title?: string): string[] {
  const white = colour === 'white';
  return [
    `<circle cx="${svgNumber(cx)}" cy="${svgNumber(cy)}" r="${svgNumber(cell * 0.3)}" fill="${white ? '#fafafa' : '#212121'}" stroke="#000" stroke-width="1.5"/>`,
    `<text x="${svgNumber(cx)}" y="${svgNumber(cy)}" text-anchor="middle" dominant-baseline="central" font-size="${svgNumber(cell * 0.36)}" font-weight="bold" fill="${white ? '#000' : '#fff'}">${escape(letter)}${title === undefined ? '' : `<title>${escape(title)}</title>`}</text>`,
  ];
}
