// Shakti's rules as its text readers (position.ts, move.ts) use them: one by one, bound to the
// options they are given, so that a page that only reads and writes positions and moves (the
// site's diagrams) loads those rules alone. A game value (game-value.ts, the play's) would bring
// the whole game with it: its fold, and with the rules' `create` its state chart.

import { shakti, type ShaktiMove, type ShaktiOptions, type ShaktiPosition } from '../rules.ts';

/** Why a position cannot occur in Shakti, or undefined. */
export const validate = (position: ShaktiPosition): string | undefined => shakti.validatePosition(position);
/** The legal moves with this warrior jump (S4; `seen` unless given). */
export const legalMoves = (position: ShaktiPosition, options: ShaktiOptions): readonly ShaktiMove[] => shakti.legalMoves(position, options);
/** Whether the side to move is in check. */
export const isCheck = (position: ShaktiPosition): boolean => shakti.isCheck(position);
