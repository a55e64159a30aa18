// The engine's worker for Chakra (engine-worker.ts): Chakra's rules and text, the ruleset (C3)
// read with each move.
import { chakra } from '@rulebook/rules';
import { chakra as text } from '@rulebook/notation';
import { serveEngine } from './engine-worker.ts';
import type { WorkerGame } from './worker-game.ts';

/** Chakra as the engine's worker reads and writes it (also what the tests analyse a game with, in Node). */
export const chakraEngineGame: WorkerGame = {
  definition: chakra.chakraGame,
  parsePosition: text.parsePosition,
  formatMove: text.formatMove as never,
  parseMove: (position, move, game) => text.parseMove(position as never, move, (game.options as { ruleset: chakra.Ruleset }).ruleset),
};

// Served only inside a worker (the tests import the game above in Node).
if ('WorkerGlobalScope' in globalThis) serveEngine(chakraEngineGame);
