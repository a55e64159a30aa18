// The notation's piece letters alone (K Q S M N C P), for the glyphs every game's board draws:
// importing lib/chakra.ts there would put Chakra's engine on every game's pages (page budget).
import { chakra as chakraText } from '@rulebook/notation';

export const PIECE_LETTERS = chakraText.PIECE_LETTERS;
