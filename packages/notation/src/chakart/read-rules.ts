// Chakart's rules as its text readers (position.ts, move.ts) use them: one by one, bound to the
// options they are given, so that a page that only reads and writes positions and moves (the
// site's diagrams) loads those rules alone. A game value (game-value.ts, the play's) would bring
// the whole game with it: its fold, and with the rules' `create` its state chart.

import { chakart, type ChakartDecision, type ChakartPosition } from '../rules.ts';

/** Why a position cannot occur in Chakart, or undefined. */
export const validate = (position: ChakartPosition): string | undefined => chakart.validatePosition(position);
/** Whether the decision is legal in the position and its phase. */
export const isLegal = (position: ChakartPosition, decision: ChakartDecision): boolean => chakart.isLegal(position, decision);
/** The end of the game a position shows (K2), if any. */
export const outcome = (position: ChakartPosition): ReturnType<typeof chakart.outcome> => chakart.outcome(position);
