// The engine's worker for Medea (engine-worker.ts): Medea's rules and text.
import { medea } from '@rulebook/rules';
import { medea as text } from '@rulebook/notation';
import { serveEngine } from './engine-worker.ts';
import type { WorkerGame } from './worker-game.ts';

/** Medea as the engine's worker reads and writes it (also what the tests analyse a game with, in Node). */
export const medeaEngineGame: WorkerGame = {
  definition: medea.medeaGame,
  parsePosition: text.parsePosition,
  formatMove: text.formatMove as never,
  parseMove: (position, move) => text.parseMove(position as never, move),
};

// Served only inside a worker (the tests import the game above in Node).
if ('WorkerGlobalScope' in globalThis) serveEngine(medeaEngineGame);
