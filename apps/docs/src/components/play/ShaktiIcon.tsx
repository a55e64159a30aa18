// Shakti's pieces as small pictures (the captured material beside the players' names), for its
// play and replay rooms: the board's own glyphs, apart from the play and replay modules.
import { ShaktiPieceGlyph } from '../ShaktiGlyphs.tsx';
import type { Taken } from '../../lib/session.ts';

/** A taken piece beside its captor's name. */
export const shaktiIcon = (t: Taken) => (
  <svg viewBox="5 5 50 50" aria-hidden="true">
    <ShaktiPieceGlyph colour={t.colour} type={t.kind as 'king' | 'warrior'} cx={30} cy={30} />
  </svg>
);
