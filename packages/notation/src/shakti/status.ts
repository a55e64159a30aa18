// Shakti in the games' one voice (words.ts): the status line and the end of a game.

import type { ShaktiPosition } from '../rules.ts';
import { statusWords } from '../words.ts';

export { endingWords } from '../words.ts';

/** `Move 12, White to move`, `Move 2, Black to move (check)`: the position's state in the games' one form. */
export const statusLine = (position: ShaktiPosition, check: boolean = false): string =>
  statusWords({ turn: position.turn, move: position.fullmove, check });
