// One piece set (issue #16): the CLI's SVG boards draw every piece of every game with the
// glyph data the site's boards draw from (the notation's pieces-svg), at its square, and write
// no long floats.
import { describe, expect, test } from 'vitest';
import { chakart as chakartRules, games } from '@rulebook/rules';
import { chakart, medea } from '@rulebook/notation';
import {
  chakartPieceGlyph,
  chakraGlyph,
  CHAKART_OBJECTS,
  figureGlyph,
  holeGlyph,
  markerGlyph,
  medeaPieceGlyph,
  objectGlyph,
  svgText,
  tileGlyph,
  type SvgNode,
} from '@rulebook/notation/pieces-svg';
import { CELL, MARGIN } from '../src/svg.ts';
import { renderChakartSvg } from '../src/games/chakart/svg.ts';
import { renderChakraSvg } from '../src/games/chakra/svg.ts';
import { renderMedeaSvg } from '../src/games/medea/svg.ts';
import { renderShaktiSvg } from '../src/games/shakti/svg.ts';

const read = <P>(game: { parsePosition(text: string): { ok: boolean; value?: P; error?: unknown } }, text: string): P => {
  const parsed = game.parsePosition(text);
  if (!parsed.ok) throw new Error(`bad position ${text}: ${JSON.stringify(parsed.error)}`);
  return parsed.value as P;
};

/** The top-left corner and the centre of square `index` (rank × size + file) on a board of `size` a side. */
function at(index: number, size: number): { x: number; y: number; cx: number; cy: number } {
  const file = index % size;
  const rank = Math.floor(index / size);
  const x = MARGIN + file * CELL;
  const y = MARGIN + (size - 1 - rank) * CELL;
  return { x, y, cx: x + CELL / 2, cy: y + CELL / 2 };
}

/** Asserts that the SVG holds the glyph's shapes, as the shared data writes them. */
const holds = (svg: string, nodes: SvgNode | readonly SvgNode[]): void => {
  for (const node of Array.isArray(nodes) ? nodes : [nodes as SvgNode]) expect(svg).toContain(svgText(node));
};

/** Numbers of three decimals or more (`21.599999999999998`). */
const LONG_FLOAT = /\d\.\d{3,}/;

describe("the CLI's SVG draws the site's piece set", () => {
  test('Chakra: every piece and the chakras', () => {
    const position = games.chakra.create({}).start();
    const svg = renderChakraSvg(position);
    const seen = new Set<string>();
    position.board.forEach((piece, square) => {
      if (piece === null) return;
      const { cx, cy } = at(square, 8);
      holds(svg, figureGlyph(piece.type, piece.colour, cx, cy));
      seen.add(piece.type);
    });
    position.chakras.forEach((chakraOn, square) => {
      if (!chakraOn) return;
      const { cx, cy } = at(square, 8);
      holds(svg, chakraGlyph(chakraOn.owner, chakraOn.face, cx, cy));
      seen.add(`chakra ${chakraOn.face}`);
    });
    for (const kind of ['king', 'queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn']) expect(seen).toContain(kind);
    expect([...seen].some((name) => name.startsWith('chakra'))).toBe(true);
    expect(svg).not.toMatch(LONG_FLOAT);
    expect(svg).toContain('Move 1, White to move');
  });

  test('Shakti: the King, the warriors, tiles and holes', () => {
    const position = games.shakti.create({}).start();
    const svg = renderShaktiSvg(position);
    const kinds = new Set<string>();
    position.tiles.forEach((tile, cell) => {
      const { x, y, cx, cy } = at(cell, 7);
      if (!tile) return holds(svg, holeGlyph(x, y));
      holds(svg, tileGlyph(x, y, ((cell % 7) + Math.floor(cell / 7)) % 2 === 0 ? 0 : 1));
      const piece = position.board[cell];
      if (piece) {
        holds(svg, figureGlyph(piece.type, piece.colour, cx, cy));
        kinds.add(piece.type);
      }
    });
    expect([...kinds].sort()).toEqual(['king', 'warrior']);
    expect(svg).not.toMatch(LONG_FLOAT);
  });

  test('Medea: men, kings and chakras', () => {
    const position = read(medea, '8/8/5m2/4m3/2k1K3/2M5/8/7k w -/- 1');
    const start = games.medea.create({}).start();
    const kinds = new Set<string>();
    for (const p of [position, start]) {
      const svg = renderMedeaSvg(p);
      p.board.forEach((piece, square) => {
        if (piece === null) return;
        const { cx, cy } = at(square, 8);
        holds(svg, medeaPieceGlyph(piece.colour, piece.type, cx, cy));
        kinds.add(piece.type);
      });
      p.chakras.forEach((owner, square) => {
        if (!owner) return;
        const { cx, cy } = at(square, 8);
        holds(svg, chakraGlyph(owner, undefined, cx, cy));
        kinds.add('chakra');
      });
      expect(svg).not.toMatch(LONG_FLOAT);
    }
    expect([...kinds].sort()).toEqual(['chakra', 'king', 'man']);
  });

  test('Chakart: every piece, invisible and immobilized, the four objects and the marker', () => {
    const positions = [
      games.chakart.create({ randomness: 0 }).start(),
      read(chakart, 'rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 {"flags":"1111"}'),
      // The CLI tests' position with everything: an immobilized piece, an invisible queen, a marker.
      read(chakart, 'qk2r2e/pppd1O1b/8/4ep2/5I2/3w1P1P/PPP?PPmm/BRRN1B1K b 21 {"flags":"0011"}'),
    ];
    const kinds = new Set<string>();
    for (const position of positions) {
      const svg = renderChakartSvg(position);
      for (let square = 0; square < 64; square++) {
        const cell = chakartRules.cellAt(position, square);
        if (cell === null) continue;
        const { cx, cy } = at(square, 8);
        if (cell.type === 'object') holds(svg, objectGlyph(cell.object, cx, cy));
        else if (cell.type === 'marker') holds(svg, markerGlyph(cell.colour, cx, cy));
        else holds(svg, chakartPieceGlyph(cell.colour, cell.kind, cx, cy, { invisible: cell.invisible === true, immobilized: cell.immobilized === true }));
        kinds.add(cell.type === 'object' ? cell.object : cell.type === 'marker' ? 'marker' : `${cell.kind}${cell.invisible ? ' invisible' : ''}${cell.immobilized ? ' immobilized' : ''}`);
      }
      expect(svg).not.toMatch(LONG_FLOAT);
    }
    for (const kind of ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'queen invisible', 'marker', 'knight immobilized', ...CHAKART_OBJECTS]) expect(kinds).toContain(kind);
  });
});
