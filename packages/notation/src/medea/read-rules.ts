// Medea's rules as its text readers (position.ts, move.ts) use them: one by one, bound to the
// options they are given, so that a page that only reads and writes positions and moves (the
// site's diagrams) loads those rules alone. A game value (game-value.ts, the play's) would bring
// the whole game with it: its fold, and with the rules' `create` its state chart.

import { medea, type MedeaMove, type MedeaPosition } from '../rules.ts';

/** Why a position cannot occur in Medea, or undefined. */
export const validate = (position: MedeaPosition): string | undefined => medea.validatePosition(position);
/** The legal moves (a capture by the path the rules give it, D5). */
export const legalMoves = (position: MedeaPosition): readonly MedeaMove[] => medea.legalMoves(position);
/** Whether two moves are the same decision. */
export const sameMove = (a: MedeaMove, b: MedeaMove): boolean => medea.sameMove(a, b);
