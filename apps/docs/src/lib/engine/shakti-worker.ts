// The engine's worker for Shakti (engine-worker.ts): Shakti's rules and text, the warrior's
// jump (S4) read with each move.
import { shakti } from '@rulebook/rules';
import { shakti as text } from '@rulebook/notation';
import { serveEngine } from './engine-worker.ts';

serveEngine({
  definition: shakti.shaktiGame,
  parsePosition: text.parsePosition,
  formatMove: text.formatMove as never,
  parseMove: (position, move, game) => text.parseMove(position as never, move, { warriorJump: (game.options as { warriorJump: shakti.WarriorJump }).warriorJump }),
});
