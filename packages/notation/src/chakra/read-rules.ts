// Chakra's rules as its text readers (position.ts, move.ts) use them: one by one, bound to the
// options they are given, so that a page that only reads and writes positions and moves (the
// site's diagrams) loads those rules alone. A game value (game-value.ts, the play's) would bring
// the whole game with it: its fold, and with the rules' `create` its state chart.

import { chakra, type ChakraMove, type ChakraPosition, type Ruleset } from '../rules.ts';

/** Why a position cannot occur under the ruleset, or undefined. */
export const validate = (position: ChakraPosition, ruleset: Ruleset): string | undefined => chakra.validatePosition(position, ruleset);
/** The legal moves under the ruleset. */
export const legalMoves = (position: ChakraPosition, ruleset: Ruleset): readonly ChakraMove[] => chakra.legalMoves(position, ruleset);
/** Whether the side to move is in check under the ruleset. */
export const isCheck = (position: ChakraPosition, ruleset: Ruleset): boolean => chakra.isCheck(position, ruleset);
