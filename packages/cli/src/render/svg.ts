// What the SVG boards of every game share: escaping, the document's opening, a lettered disc.
import type { Colour } from '../types.ts';
import { capitalised } from '../common.ts';

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

/** A piece as a disc in its side's colour with its letter, centred in a cell of size `cell`. */
export function svgDisc(cx: number, cy: number, cell: number, colour: Colour, letter: string, title: string): string[] {
  const white = colour === 'white';
  return [
    `<circle cx="${cx}" cy="${cy}" r="${cell * 0.3}" fill="${white ? '#fafafa' : '#212121'}" stroke="#000" stroke-width="1.5"/>`,
    `<text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" font-size="${cell * 0.36}" font-weight="bold" fill="${white ? '#000' : '#fff'}">${escape(letter)}<title>${escape(title)}</title></text>`,
  ];
}
