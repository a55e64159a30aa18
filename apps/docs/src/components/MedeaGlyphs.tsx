// SVG glyphs of Medea, shared by its board, its legend and the piece set page (PieceSet.tsx):
// the pieces (draughtsmen, painted as the set's figures), the board's colours and the mark on
// a piece a capture takes, drawn from the notation's piece set data (pieces-svg), which the
// CLI's SVG draws from too. Medea's chakras are Chakra's (ChakraGlyphs.tsx).
// Coordinates are relative to the centre (cx, cy) of a square of side SQ (60).
import type { Colour } from '../lib/chakra.ts';

import { MEDEA_SQUARES, capturedMark, medeaPieceGlyph } from '@rulebook/notation/pieces-svg';
import { SvgNodes, caseFor } from './figures.tsx';

export const MEDEA_PIECE_NAMES: Record<'man' | 'king', string> = { man: 'man', king: 'king' };

export { MEDEA_SQUARES };

/**
 * A Medea piece: a draughtsman (a short cylinder with a groove). A king is two men stacked,
 * the top one crowned, as kings are on a draughts board (D3).
 */
export function MedeaPieceGlyph({ colour, type, cx, cy }: { colour: Colour; type: 'man' | 'king'; cx: number; cy: number }) {
  return (
    <g class={`rb-piece rb-piece-${colour} rb-${type}`} data-piece={caseFor(colour, type === 'king' ? 'K' : 'M')} aria-hidden="true">
      <SvgNodes nodes={medeaPieceGlyph(colour, type, cx, cy)} />
    </g>
  );
}

/** The mark on a piece that a capture takes (or has jumped, while the capture is being entered). */
export function CapturedMark({ cx, cy, taken = false }: { cx: number; cy: number; taken?: boolean }) {
  return (
    <g class="rb-captured" aria-hidden="true" stroke-linecap="round" fill="none">
      <SvgNodes nodes={capturedMark(cx, cy, taken)} />
    </g>
  );
}
