// SVG glyphs of the Chakart board and its legend, drawn around the centre (cx, cy) of a square
// of side SQ (60). Shapes, not letters, tell the objects apart, so they read at 32 px: the
// mushroom a red cap with white spots, the egg an upright oval with green spots, the banana a
// yellow crescent, the bomb a black ball with a burning fuse (K3). Pieces are the silhouettes
// of the set shared with the other games (figures.tsx: king, queen, rook, bishop, knight,
// pawn); the invisible queen is see-through inside a dashed violet ring (K4); a piece Bowser
// immobilized sits in a ringed light green halo, as on the source's board (004:117); a marker
// is a question mark in a dashed ring, in the colour of the queen that left it.
import type { ChakartColour, ObjectKind, PieceKind } from '../lib/chakart.ts';
import { pieceLetter } from '../lib/chakart.ts';
import { Figure, PAINT, type Paint } from './figures.tsx';

const INK = '#1c1c1c';
const PAPER = '#ffffff';

export interface PieceGlyphProps {
  colour: ChakartColour;
  kind: PieceKind;
  cx: number;
  cy: number;
  invisible?: boolean;
  immobilized?: boolean;
}

/** The invisible queen's paint: her side's fill (drawn see-through) with a violet outline. */
const GHOST: Record<ChakartColour, Paint> = {
  white: { ...PAINT.white, line: '#6d28d9', detail: '#4c1d95' },
  black: { ...PAINT.black, line: '#6d28d9', detail: '#ddd6fe' },
};

/**
 * A piece: its silhouette from the set shared with the other games (figures.tsx); when
 * invisible (K4) see-through with a violet outline inside a dashed violet ring; when
 * immobilized in a ringed light-green halo. `data-piece` carries its letter in the position
 * string's case (004:131).
 */
export function ChakartPieceGlyph({ colour, kind, cx, cy, invisible = false, immobilized = false }: PieceGlyphProps) {
  const letter = pieceLetter(kind);
  return (
    <g
      class={`rb-piece rb-piece-${colour} rb-${kind}${invisible ? ' rb-invisible' : ''}${immobilized ? ' rb-immobilized' : ''}`}
      data-piece={colour === 'white' ? letter.toUpperCase() : letter.toLowerCase()}
      aria-hidden="true"
    >
      {immobilized && (
        <>
          <circle cx={cx} cy={cy} r={27} fill="#a6f0a0" fill-opacity={0.85} stroke="#1f7a35" stroke-width={2.5} />
          <circle cx={cx} cy={cy} r={23.5} fill="none" stroke="#1f7a35" stroke-width={1.5} stroke-dasharray="2 3" />
        </>
      )}
      {invisible ? (
        <>
          <circle cx={cx} cy={cy} r={27} fill="none" stroke="#6d28d9" stroke-width={2.5} stroke-dasharray="5 3.5" />
          <Figure figure={kind} colour={colour} cx={cx} cy={cy} paint={GHOST[colour]} faded />
        </>
      ) : (
        <Figure figure={kind} colour={colour} cx={cx} cy={cy} />
      )}
    </g>
  );
}

/** A mushroom (the pawn's turbo): a red spotted cap on a pale stem. */
function Mushroom({ cx, cy }: { cx: number; cy: number }) {
  return (
    <>
      <path d={`M${cx - 7} ${cy + 2}h14l2 14h-18z`} fill="#f6ead2" stroke="#4a2c12" stroke-width={1.8} stroke-linejoin="round" />
      <path d={`M${cx - 19} ${cy + 3}a19 17 0 0 1 38 0z`} fill="#d7261e" stroke="#4a2c12" stroke-width={1.8} stroke-linejoin="round" />
      <circle cx={cx - 9} cy={cy - 5} r={3.6} fill="#ffffff" />
      <circle cx={cx + 2} cy={cy - 10} r={3.2} fill="#ffffff" />
      <circle cx={cx + 11} cy={cy - 3} r={3} fill="#ffffff" />
    </>
  );
}

/** An egg (left by the knight): an upright white oval with green spots. */
function Egg({ cx, cy }: { cx: number; cy: number }) {
  return (
    <>
      <path d={`M${cx} ${cy - 19}c10 0 15 13 15 22c0 9 -7 15 -15 15s-15 -6 -15 -15c0 -9 5 -22 15 -22z`} fill="#fbfbf2" stroke="#1f4d2b" stroke-width={1.8} />
      <circle cx={cx - 6} cy={cy - 4} r={4} fill="#2f9e44" />
      <circle cx={cx + 6} cy={cy + 7} r={4.5} fill="#2f9e44" />
      <circle cx={cx + 5} cy={cy - 11} r={2.6} fill="#2f9e44" />
    </>
  );
}

/** A banana (laid by the rook): a yellow crescent with brown tips. */
function Banana({ cx, cy }: { cx: number; cy: number }) {
  return (
    <>
      <path
        d={`M${cx - 16} ${cy - 10}c-2 16 12 28 32 20c-14 0 -24 -8 -27 -22z`}
        fill="#f7d417"
        stroke="#6b4f00"
        stroke-width={1.8}
        stroke-linejoin="round"
      />
      <path d={`M${cx - 18} ${cy - 13}l4 4`} stroke="#5a3b12" stroke-width={3.5} stroke-linecap="round" />
      <path d={`M${cx + 15} ${cy + 10}l3 0`} stroke="#5a3b12" stroke-width={3.5} stroke-linecap="round" />
    </>
  );
}

/** A bomb (laid by the bishop): a black ball with a burning fuse. */
function Bomb({ cx, cy }: { cx: number; cy: number }) {
  return (
    <>
      <circle cx={cx - 2} cy={cy + 4} r={14} fill="#202020" stroke="#e8e8e8" stroke-width={1.5} />
      <rect x={cx + 5} y={cy - 12} width={8} height={7} rx={1.5} transform={`rotate(40 ${cx + 9} ${cy - 8.5})`} fill="#555555" />
      <path d={`M${cx + 11} ${cy - 12}q3 -6 8 -5`} fill="none" stroke="#8a6a3a" stroke-width={2} />
      <path
        d={`M${cx + 19} ${cy - 22}l1.5 4.5l4.5 -1.5l-3 3.5l3.5 2.5l-4.5 0.5l0 4.5l-2.5 -4l-3.5 2.5l1.5 -4.5l-4 -1.5l4.5 -1z`}
        fill="#ff9d00"
        stroke="#c2410c"
        stroke-width={0.8}
      />
      <circle cx={cx - 7} cy={cy - 1} r={3} fill="#ffffff" fill-opacity={0.55} />
    </>
  );
}

const OBJECT_GLYPH = { mushroom: Mushroom, egg: Egg, banana: Banana, bomb: Bomb };

/** One of the four objects (K3). */
export function ObjectGlyph({ object, cx, cy }: { object: ObjectKind; cx: number; cy: number }) {
  const Glyph = OBJECT_GLYPH[object];
  return (
    <g class={`rb-object rb-${object}`} aria-hidden="true">
      <Glyph cx={cx} cy={cy} />
    </g>
  );
}

/** A marker: where an invisible queen left from (K4), in that queen's colour. */
export function MarkerGlyph({ colour, cx, cy }: { colour: ChakartColour; cx: number; cy: number }) {
  const white = colour === 'white';
  return (
    <g class={`rb-marker rb-marker-${colour}`} aria-hidden="true">
      <circle cx={cx} cy={cy} r={16} fill={white ? PAPER : INK} fill-opacity={0.8} stroke="#6d28d9" stroke-width={2.5} stroke-dasharray="4 3" />
      <text x={cx} y={cy + 1} text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-weight="800" font-size={21} fill={white ? '#4c1d95' : '#ddd6fe'}>
        ?
      </text>
    </g>
  );
}

/** Where the king's shell would hit: a target ring in orange (distinct from move marks). */
export function ShellMark({ cx, cy }: { cx: number; cy: number }) {
  const tick = (dx: number, dy: number) => `M${cx + dx * 17} ${cy + dy * 17}l${dx * 9} ${dy * 9}`;
  return (
    <g class="rb-shell-mark" aria-hidden="true" fill="none" stroke-linecap="round">
      <circle cx={cx} cy={cy} r={17} stroke="#ffffff" stroke-width={6} />
      <circle cx={cx} cy={cy} r={17} stroke="#ea580c" stroke-width={3.5} />
      <path d={`${tick(1, 0)}${tick(-1, 0)}${tick(0, 1)}${tick(0, -1)}`} stroke="#ea580c" stroke-width={3.5} />
    </g>
  );
}

/** Where the queen could go invisibly: a dashed violet ring. */
export function InvisibleMark({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g class="rb-invisible-mark" aria-hidden="true" fill="none">
      <circle cx={cx} cy={cy} r={20} stroke="#ffffff" stroke-width={6} />
      <circle cx={cx} cy={cy} r={20} stroke="#6d28d9" stroke-width={3.5} stroke-dasharray="5 4" />
    </g>
  );
}
