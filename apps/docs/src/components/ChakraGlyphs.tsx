// SVG glyphs of Chakra, shared by its board and legend, Medea's (which has chakras too) and
// the piece set page (PieceSet.tsx): Chakra's pieces, drawn with the figures of the set
// (figures.tsx), and the chakras, drawn from the notation's piece set data (pieces-svg, which
// the CLI's SVG draws from too). Coordinates are relative to the centre of a square of side
// SQ, re-exported here for the legend.
import type { Chakra, Colour, PieceType } from '../lib/chakra.ts';
import { PIECE_LETTERS, PIECE_NAMES } from '../lib/letters.ts';

import { chakraGlyph } from '@rulebook/notation/pieces-svg';
import { Figure, SvgNodes, caseFor } from './figures.tsx';
import { SQ } from './grid.tsx';

export { SQ };

export { PIECE_NAMES };

/**
 * A Chakra piece: its silhouette (King: cross, Queen: crown, Samurai: horned helmet, Monk:
 * hood, Monkey: monkey's head, Courtesan: fan, pawn: ball). `data-piece` carries its letter
 * in the position string's case (C2), for tests and tools.
 */
export function PieceGlyph({ colour, type, cx, cy }: { colour: Colour; type: PieceType; cx: number; cy: number }) {
  return (
    <g class={`rb-piece rb-piece-${colour} rb-${type}`} data-piece={caseFor(colour, PIECE_LETTERS[type])} aria-hidden="true">
      <Figure figure={type} colour={colour} cx={cx} cy={cy} />
    </g>
  );
}

/**
 * A chakra: a marker under the square in the owner's colour. Knight face = circle outline,
 * king face = square outline (ruling C2); a Medea chakra has no face (D6) and is drawn as a
 * circle. Two strokes so it reads on light and dark squares.
 */
export function ChakraGlyph({ chakra, cx, cy }: { chakra: Chakra | { owner: Colour; face?: undefined }; cx: number; cy: number }) {
  return (
    <g class={`rb-chakra rb-chakra-${chakra.owner}${chakra.face ? ` rb-chakra-${chakra.face}` : ''}`} aria-hidden="true">
      <SvgNodes nodes={chakraGlyph(chakra.owner, chakra.face, cx, cy)} />
    </g>
  );
}
