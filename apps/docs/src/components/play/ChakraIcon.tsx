// Chakra's pieces as small pictures (the captured material beside the players' names), for its
// play and replay rooms: the board's own glyphs, apart from the play and replay modules.
import type { PieceType } from '../../lib/chakra.ts';
import { PieceGlyph } from '../ChakraGlyphs.tsx';
import type { Taken } from '../../lib/session.ts';

/** A taken piece beside its captor's name. */
export const chakraIcon = (t: Taken) => (
  <svg viewBox="5 5 50 50" aria-hidden="true">
    <PieceGlyph colour={t.colour} type={t.kind as PieceType} cx={30} cy={30} />
  </svg>
);
