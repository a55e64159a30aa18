// SVG glyphs shared by the board and its legend. Coordinates are relative to the centre of
// a square of side SQ.
import type { Chakra, Colour, PieceType } from '../lib/chakra.ts';
import { pieceLetter } from '../lib/chakra.ts';

import { SQ } from './grid.tsx';

export { SQ };

export const PIECE_NAMES: Record<PieceType, string> = {
  king: 'King',
  queen: 'Queen',
  samurai: 'Samurai',
  monk: 'Monk',
  monkey: 'Monkey',
  courtesan: 'Courtesan',
  pawn: 'Pawn',
};

export function colourName(c: Colour): string {
  return c === 'white' ? 'White' : 'Black';
}

/** A piece: a disc in the owner's colour with the piece's letter (K Q S M N C P). */
export function PieceGlyph({ colour, type, cx, cy }: { colour: Colour; type: PieceType; cx: number; cy: number }) {
  const white = colour === 'white';
  const r = type === 'pawn' ? 14 : 18;
  return (
    <g class={`rb-piece rb-piece-${colour}`} aria-hidden="true">
      <circle cx={cx} cy={cy} r={r} fill={white ? '#ffffff' : '#1c1c1c'} stroke={white ? '#1c1c1c' : '#f4f4f4'} stroke-width={2} />
      {type === 'king' && (
        <circle cx={cx} cy={cy} r={r - 4} fill="none" stroke={white ? '#1c1c1c' : '#f4f4f4'} stroke-width={1.2} />
      )}
      <text
        x={cx}
        y={cy + 1}
        text-anchor="middle"
        dominant-baseline="central"
        font-family="system-ui, sans-serif"
        font-weight="700"
        font-size={type === 'pawn' ? 15 : 19}
        fill={white ? '#1c1c1c' : '#ffffff'}
      >
        {pieceLetter(type)}
      </text>
    </g>
  );
}

/**
 * A chakra: a marker under the square in the owner's colour. Knight face = circle outline,
 * king face = square outline (ruling C2); a Medea chakra has no face (D6) and is drawn as a
 * circle. Two strokes so it reads on light and dark squares.
 */
export function ChakraGlyph({ chakra, cx, cy }: { chakra: Chakra | { owner: Colour; face?: undefined }; cx: number; cy: number }) {
  const white = chakra.owner === 'white';
  const outer = white ? '#1c1c1c' : '#f4f4f4';
  const inner = white ? '#ffffff' : '#1c1c1c';
  const shape = (stroke: string, width: number) =>
    chakra.face !== 'king' ? (
      <circle cx={cx} cy={cy} r={24} fill="none" stroke={stroke} stroke-width={width} />
    ) : (
      <rect x={cx - 23} y={cy - 23} width={46} height={46} rx={3} fill="none" stroke={stroke} stroke-width={width} />
    );
  return (
    <g class={`rb-chakra rb-chakra-${chakra.owner}${chakra.face ? ` rb-chakra-${chakra.face}` : ''}`} aria-hidden="true">
      {shape(outer, 7.5)}
      {shape(inner, 4.5)}
    </g>
  );
}

// ---- Shakti: tiles, holes, Kings and warriors ------------------------------------------

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

export const SHAKTI_PIECE_NAMES: Record<'king' | 'warrior', string> = { king: 'King', warrior: 'warrior' };

/** A Shakti piece: the King a large disc with an inner ring and K; a warrior a hexagon with W. */
export function ShaktiPieceGlyph({ colour, type, cx, cy }: { colour: Colour; type: 'king' | 'warrior'; cx: number; cy: number }) {
  const white = colour === 'white';
  const ink = white ? '#1c1c1c' : '#f4f4f4';
  const fill = white ? '#ffffff' : '#1c1c1c';
  const r = 17;
  const hexagon = Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 3) * k + Math.PI / 6;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
  return (
    <g class={`rb-piece rb-piece-${colour} rb-${type}`} aria-hidden="true">
      {type === 'king' ? (
        <>
          <circle cx={cx} cy={cy} r={20} fill={fill} stroke={ink} stroke-width={2} />
          <circle cx={cx} cy={cy} r={16} fill="none" stroke={ink} stroke-width={1.2} />
        </>
      ) : (
        <polygon points={hexagon} fill={fill} stroke={ink} stroke-width={2} stroke-linejoin="round" />
      )}
      <text
        x={cx}
        y={cy + 1}
        text-anchor="middle"
        dominant-baseline="central"
        font-family="system-ui, sans-serif"
        font-weight="700"
        font-size={type === 'king' ? 19 : 15}
        fill={ink === '#1c1c1c' ? '#1c1c1c' : '#ffffff'}
      >
        {type === 'king' ? 'K' : 'W'}
      </text>
    </g>
  );
}

// ---- Medea: draughts men and kings ------------------------------------------------------

export const MEDEA_PIECE_NAMES: Record<'man' | 'king', string> = { man: 'man', king: 'king' };

/** Medea's board, a shade apart from chess's; its legend's cells are the light squares. */
export const MEDEA_SQUARES = { dark: '#a97d5d', light: '#eedcbf' };

/**
 * A Medea piece: a draughtsman (a disc with a groove ring). A king is two men stacked, the
 * top one crowned, as kings are on a draughts board.
 */
export function MedeaPieceGlyph({ colour, type, cx, cy }: { colour: Colour; type: 'man' | 'king'; cx: number; cy: number }) {
  const white = colour === 'white';
  const ink = white ? '#1c1c1c' : '#f4f4f4';
  const fill = white ? '#fbf7ee' : '#242424';
  const r = 19;
  const top = type === 'king' ? cy - 3 : cy;
  // A three-pointed crown, 22 wide, centred on the top disc.
  const crown = `M${cx - 11} ${top + 6}L${cx - 12} ${top - 6}L${cx - 5.5} ${top - 1}L${cx} ${top - 9}L${cx + 5.5} ${top - 1}L${cx + 12} ${top - 6}L${cx + 11} ${top + 6}Z`;
  return (
    <g class={`rb-piece rb-piece-${colour} rb-${type}`} aria-hidden="true">
      {type === 'king' && <circle cx={cx} cy={cy + 4} r={r} fill={fill} stroke={ink} stroke-width={2} />}
      <circle cx={cx} cy={top} r={r} fill={fill} stroke={ink} stroke-width={2} />
      <circle cx={cx} cy={top} r={r - 5} fill="none" stroke={ink} stroke-width={1.2} stroke-opacity={0.7} />
      {type === 'king' && <path d={crown} fill="#d4a017" stroke={ink} stroke-width={1.3} stroke-linejoin="round" />}
    </g>
  );
}

/** The mark on a piece that a capture takes (or has jumped, while the capture is being entered). */
export function CapturedMark({ cx, cy, taken = false }: { cx: number; cy: number; taken?: boolean }) {
  const a = 10;
  const d = `M${cx - a} ${cy - a}L${cx + a} ${cy + a}M${cx + a} ${cy - a}L${cx - a} ${cy + a}`;
  return (
    <g class="rb-captured" aria-hidden="true" stroke-linecap="round" fill="none">
      <circle cx={cx} cy={cy} r={23} stroke="#c0261c" stroke-width={taken ? 4 : 2.5} stroke-dasharray={taken ? undefined : '5 3'} />
      <path d={d} stroke="#ffffff" stroke-width={7} />
      <path d={d} stroke="#c0261c" stroke-width={4} />
    </g>
  );
}
