// The engine's worker for Chakart (engine-worker.ts): Chakart's rules and text. The engine
// answers with a decision's text alone; the room draws its outcomes from the game's seed (G4),
// as it does for a player's decision.
import { chakart } from '@rulebook/rules';
import { chakart as text } from '@rulebook/notation';
import { serveEngine } from './engine-worker.ts';
import type { WorkerGame } from './worker-game.ts';

/** Chakart as the engine's worker reads and writes it (also what the tests analyse a game with, in Node). */
export const chakartEngineGame: WorkerGame = {
  definition: chakart.chakartGame,
  parsePosition: text.parsePosition,
  formatMove: text.formatMove as never,
  parseMove: (position, move) => text.parseMove(position as never, move),
};

// Served only inside a worker (the tests import the game above in Node).
if ('WorkerGlobalScope' in globalThis) serveEngine(chakartEngineGame);
