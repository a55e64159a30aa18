// The engine's worker for Medea (engine-worker.ts): Medea's rules and text.
import { medea } from '@rulebook/rules';
import { medea as text } from '@rulebook/notation';
import { serveEngine } from './engine-worker.ts';

serveEngine({
  definition: medea.medeaGame,
  parsePosition: text.parsePosition,
  formatMove: text.formatMove as never,
  parseMove: (position, move) => text.parseMove(position as never, move),
});
