// Chakart's pieces as small pictures (the captured material beside the players' names), for its
// play and replay rooms: the board's own glyphs, apart from the play and replay modules.
import type { PieceKind } from '../../lib/chakart.ts';
import { ChakartPieceGlyph } from '../ChakartGlyphs.tsx';
import type { Taken } from '../../lib/session.ts';

/** A taken piece beside its captor's name. */
export const chakartIcon = (t: Taken) => (
  <svg viewBox="5 5 50 50" aria-hidden="true">
    <ChakartPieceGlyph colour={t.colour} kind={t.kind as PieceKind} cx={30} cy={30} />
  </svg>
);
