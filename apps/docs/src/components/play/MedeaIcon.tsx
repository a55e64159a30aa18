// Medea's pieces as small pictures (the captured material beside the players' names), for its
// play and replay rooms: the board's own glyphs, apart from the play and replay modules.
import { MedeaPieceGlyph } from '../MedeaGlyphs.tsx';
import type { Taken } from '../../lib/session.ts';

/** A taken piece beside its captor's name. */
export const medeaIcon = (t: Taken) => (
  <svg viewBox="5 5 50 50" aria-hidden="true">
    <MedeaPieceGlyph colour={t.colour} type={t.kind as 'man' | 'king'} cx={30} cy={30} />
  </svg>
);
