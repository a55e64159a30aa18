// The Medea replay page's island: the replay room around a still Medea board, the last move's
// squares (chakra entered, landings, pieces taken) tinted.
import { replayOnDemand } from '../../lib/session.ts';
import MedeaBoard from '../MedeaBoard.tsx';
import ReplayShell from '../session/ReplayShell.tsx';
import { medeaIcon } from './MedeaIcon.tsx';

// The log reader and the machine load with the first log given, not with the page (budget).
const medeaReplay = replayOnDemand('medea', 'Medea', () => import('../../lib/medea-replay.ts').then((m) => m.medeaReplay));

// The engine's worker, made when the game is first analysed (lib/engine/medea-worker.ts).
const medeaEngine = () => new Worker(new URL('../../lib/engine/medea-worker.ts', import.meta.url), { type: 'module' });

export default function MedeaReplay() {
  return (
    <ReplayShell
      game={medeaReplay}
      pieceIcon={medeaIcon}
      engine={medeaEngine}
      renderBoard={({ position, last, flipped }) => <MedeaBoard key={position} position={position} interactive={false} last={last} flipped={flipped} label={`Medea position: ${position}`} />}
    />
  );
}
