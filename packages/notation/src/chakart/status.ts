// Chakart in the games' one voice (words.ts): the status line, with the phase of the turn
// (K6, K7), and the end of a game.

import { squareName, type ChakartPosition } from '../rules.ts';
import { statusWords } from '../words.ts';

export { endingWords } from '../words.ts';

/** What the side to move decides now, when it is not an ordinary move (K6, K7). */
export function phaseWords(position: ChakartPosition): string | undefined {
  const phase = position.phase;
  switch (phase.kind) {
    case 'move':
      return undefined;
    case 'bonus':
      return 'a bonus move (Daisy)';
    case 'swap':
      return 'a swap of two pieces (King Boo)';
    case 'drop':
      return `the drop of the drawn ${phase.piece} (Toadette)`;
    case 'promote':
      return `the promotion of the pawn on ${squareName(phase.resume.square)}`;
  }
}

/**
 * The move number of a Chakart position: its turns played (the position string's third
 * field) counted in moves, a move being White's turn and Black's after it.
 */
export const moveNumber = (position: ChakartPosition): number =>
  position.turn === 'white' ? Math.ceil(position.plies / 2) + 1 : Math.floor(position.plies / 2) + 1;

/**
 * `Move 4, White to move`, `Move 4, White to move: a bonus move (Daisy)`: the position's state
 * in the games' one form. Chakart has no check (K2: a king is captured, not mated).
 */
export const statusLine = (position: ChakartPosition, check: boolean = false): string =>
  statusWords({ turn: position.turn, move: moveNumber(position), check, phase: phaseWords(position) });
