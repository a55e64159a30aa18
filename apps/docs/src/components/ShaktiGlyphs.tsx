// SVG glyphs of Shakti, shared by its board, its legend and the piece set page (PieceSet.tsx):
// the tiles, the holes, the cross on a tile a warrior's jump would remove, and the pieces (the
// King and the warrior, figures of the set in figures.tsx). Tiles, holes and crosses are drawn
// from the corner (x, y) of a square of side SQ, pieces around its centre (cx, cy).
import type { Colour } from '../lib/chakra.ts';

import { Figure, caseFor } from './figures.tsx';
import { SQ } from './grid.tsx';

/** The colour under the tiles: what a hole shows (the "atlantis effect" leaves open water). */
export const SHAKTI_WATER = '#2c4a5a';
const TILE_INSET = 3;
export const SHAKTI_TILE = { inset: TILE_INSET, radius: 5 };

/**
 * A tile: a raised square (a drop shadow, a light top-left bevel and a dark bottom-right
 * edge), in two close shades so the cells are easy to count. `x`, `y`: the cell's corner.
 */
export function TileGlyph({ x, y, shade }: { x: number; y: number; shade: 0 | 1 }) {
  const i = TILE_INSET;
  const s = SQ - 2 * i;
  return (
    <g class="rb-tile" aria-hidden="true">
      <rect x={x + i + 2} y={y + i + 3} width={s} height={s} rx={5} fill="#0d1a21" fill-opacity={0.55} />
      <rect x={x + i} y={y + i} width={s} height={s} rx={5} fill={shade === 0 ? '#ecd7a9' : '#e0c48e'} />
      <path
        d={`M${x + i + 1.5} ${y + i + s - 5}V${y + i + 5}q0 -3.5 3.5 -3.5H${x + i + s - 5}`}
        fill="none"
        stroke="#fff6e0"
        stroke-width={2.5}
        stroke-linecap="round"
      />
      <path
        d={`M${x + i + s - 1.5} ${y + i + 5}V${y + i + s - 5}q0 3.5 -3.5 3.5H${x + i + 5}`}
        fill="none"
        stroke="#a8864c"
        stroke-width={2.5}
        stroke-linecap="round"
      />
    </g>
  );
}

/** A hole: no tile, only a faint dashed outline where a tile could be. */
export function HoleGlyph({ x, y }: { x: number; y: number }) {
  const i = TILE_INSET + 4;
  return (
    <rect
      class="rb-hole"
      aria-hidden="true"
      x={x + i}
      y={y + i}
      width={SQ - 2 * i}
      height={SQ - 2 * i}
      rx={4}
      fill="none"
      stroke="#9fb8c6"
      stroke-opacity={0.45}
      stroke-width={1.5}
      stroke-dasharray="4 4"
    />
  );
}

/** The red cross on a tile that a warrior's jump would remove. */
export function RemovalCross({ x, y }: { x: number; y: number }) {
  const a = 13;
  const b = SQ - 13;
  const d = `M${x + a} ${y + a}L${x + b} ${y + b}M${x + b} ${y + a}L${x + a} ${y + b}`;
  return (
    <g class="rb-remove" aria-hidden="true" stroke-linecap="round" fill="none">
      <path d={d} stroke="#ffffff" stroke-width={8} />
      <path d={d} stroke="#c0261c" stroke-width={4.5} />
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
