// The engine's worker for Shakti (engine-worker.ts): Shakti's rules and text, the warrior's
// jump (S4) read with each move.
import { shakti } from '@rulebook/rules';
import { shakti as text } from '@rulebook/notation';
import { serveEngine } from './engine-worker.ts';
import type { WorkerGame } from './worker-game.ts';

/** Shakti as the engine's worker reads and writes it (also what the tests analyse a game with, in Node). */
export const shaktiEngineGame: WorkerGame = {
  definition: shakti.shaktiGame,
  parsePosition: text.parsePosition,
  formatMove: text.formatMove as never,
  parseMove: (position, move, game) => text.parseMove(position as never, move, { warriorJump: (game.options as { warriorJump: shakti.WarriorJump }).warriorJump }),
};

// Served only inside a worker (the tests import the game above in Node).
if ('WorkerGlobalScope' in globalThis) serveEngine(shaktiEngineGame);
