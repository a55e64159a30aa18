// SVG glyphs of Shakti, shared by its board, its legend and the piece set page (PieceSet.tsx):
// the tiles, the holes, the cross on a tile a warrior's jump would remove, and the pieces (the
// King and the warrior, figures of the set in figures.tsx), all drawn from the notation's piece
// set data (pieces-svg), which the CLI's SVG draws from too. Tiles, holes and crosses are drawn
// from the corner (x, y) of a square of side SQ, pieces around its centre (cx, cy).
import type { Colour } from '../lib/chakra.ts';

import { SHAKTI_TILE, SHAKTI_WATER, holeGlyph, removalCross, tileGlyph } from '@rulebook/notation/pieces-svg';
import { Figure, SvgNodes, caseFor } from './figures.tsx';
import { SQ } from './grid.tsx';

export { SHAKTI_TILE, SHAKTI_WATER };

/**
 * A tile: a raised square (a drop shadow, a light top-left bevel and a dark bottom-right
 * edge), in two close shades so the cells are easy to count. `x`, `y`: the cell's corner.
 */
export function TileGlyph({ x, y, shade }: { x: number; y: number; shade: 0 | 1 }) {
  return (
    <g class="rb-tile" aria-hidden="true">
      <SvgNodes nodes={tileGlyph(x, y, shade)} />
    </g>
  );
}

/** A hole: no tile, only a faint dashed outline where a tile could be. */
export function HoleGlyph({ x, y }: { x: number; y: number }) {
  const hole = holeGlyph(x, y);
  return <SvgNodes nodes={{ ...hole, attrs: { class: 'rb-hole', 'aria-hidden': 'true', ...hole.attrs } }} />;
}

/** The red cross on a tile that a warrior's jump would remove. */
export function RemovalCross({ x, y }: { x: number; y: number }) {
  return (
    <g class="rb-remove" aria-hidden="true" stroke-linecap="round" fill="none">
      <SvgNodes nodes={removalCross(x, y)} />
    </g>
  );
}

/** A faded tile: the one that the jump under the pointer would remove (drawn under its cross). */
export function RemovalVeil({ x, y }: { x: number; y: number }) {
  return <rect x={x + SHAKTI_TILE.inset} y={y + SHAKTI_TILE.inset} width={SQ - 2 * SHAKTI_TILE.inset} height={SQ - 2 * SHAKTI_TILE.inset} rx={SHAKTI_TILE.radius} fill={SHAKTI_WATER} fill-opacity={0.55} aria-hidden="true" />;
}

/** The ring round a jump target's dot: this move is a jump and removes a tile (point at it to see which). */
export function JumpRing({ x, y }: { x: number; y: number }) {
  const cx = x + SQ / 2;
  const cy = y + SQ / 2;
  return (
    <g class="rb-jump" aria-hidden="true" fill="none">
      <circle cx={cx} cy={cy} r={15} stroke="#ffffff" stroke-width={5} />
      <circle cx={cx} cy={cy} r={15} stroke="#147a3d" stroke-width={2.5} />
    </g>
  );
}

export const SHAKTI_PIECE_NAMES: Record<'king' | 'warrior', string> = { king: 'King', warrior: 'warrior' };

/** A Shakti piece: the King the set's King (cross); a warrior a helmeted figure with shield and spear. */
export function ShaktiPieceGlyph({ colour, type, cx, cy }: { colour: Colour; type: 'king' | 'warrior'; cx: number; cy: number }) {
  return (
    <g class={`rb-piece rb-piece-${colour} rb-${type}`} data-piece={caseFor(colour, type === 'king' ? 'K' : 'W')} aria-hidden="true">
      <Figure figure={type} colour={colour} cx={cx} cy={cy} />
    </g>
  );
}
