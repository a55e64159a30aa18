// The notation's piece letters alone (K Q S M N C P), for the glyphs every game's board draws,
// and the pieces' names, which the play and replay pages' words use too: importing lib/chakra.ts
// there would put Chakra's engine on every game's pages (page budget).
import type { chakra } from '@rulebook/rules';
import { chakra as chakraText } from '@rulebook/notation';

export const PIECE_LETTERS = chakraText.PIECE_LETTERS;

/** Chakra's pieces by name, as the board, the legend and the piece set say them. */
export const PIECE_NAMES: Record<chakra.PieceType, string> = {
  king: 'King',
  queen: 'Queen',
  samurai: 'Samurai',
  monk: 'Monk',
  monkey: 'Monkey',
  courtesan: 'Courtesan',
  pawn: 'Pawn',
};
