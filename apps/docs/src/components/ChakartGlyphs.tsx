// SVG glyphs of the Chakart board and its legend, drawn around the centre (cx, cy) of a square
// of side SQ (60). Shapes, not letters, tell the objects apart, so they read at 32 px: the
// mushroom a red cap with white spots, the egg an upright oval with green spots, the banana a
// yellow crescent, the bomb a black ball with a burning fuse (K3). Pieces are the silhouettes
// of the set shared with the other games (figures.tsx: king, queen, rook, bishop, knight,
// pawn); the invisible queen is see-through inside a dashed violet ring (K4); a piece Bowser
// immobilized sits in a ringed light green halo, as on the source's board (004:117); a marker
// is a question mark in a dashed ring, in the colour of the queen that left it. The drawings
// are the notation's piece set data (pieces-svg), which the CLI's SVG draws from too.
import type { ChakartColour, ObjectKind, PieceKind } from '../lib/chakart.ts';
import { pieceLetter } from '../lib/chakart.ts';
import { chakartPieceGlyph, markerGlyph, objectGlyph } from '@rulebook/notation/pieces-svg';
import { SvgNodes } from './figures.tsx';

export interface PieceGlyphProps {
  colour: ChakartColour;
  kind: PieceKind;
  cx: number;
  cy: number;
  invisible?: boolean;
  immobilized?: boolean;
}

/**
 * A piece: its silhouette from the set shared with the other games (the notation's pieces-svg);
 * when invisible (K4) see-through with a violet outline inside a dashed violet ring; when
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
      <SvgNodes nodes={chakartPieceGlyph(colour, kind, cx, cy, { invisible, immobilized })} />
    </g>
  );
}

/** One of the four objects (K3). */
export function ObjectGlyph({ object, cx, cy }: { object: ObjectKind; cx: number; cy: number }) {
  return (
    <g class={`rb-object rb-${object}`} aria-hidden="true">
      <SvgNodes nodes={objectGlyph(object, cx, cy)} />
    </g>
  );
}

/** A marker: where an invisible queen left from (K4), in that queen's colour. */
export function MarkerGlyph({ colour, cx, cy }: { colour: ChakartColour; cx: number; cy: number }) {
  return (
    <g class={`rb-marker rb-marker-${colour}`} aria-hidden="true">
      <SvgNodes nodes={markerGlyph(colour, cx, cy)} />
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
