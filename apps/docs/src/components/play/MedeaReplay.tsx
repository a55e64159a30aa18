// The Medea replay page's island: the replay shell around a static Medea board, the last
// move's squares (chakra entered, landings, pieces taken) tinted.
import ReplayShell from '../session/ReplayShell.tsx';
import MedeaBoard from '../MedeaBoard.tsx';
import { replayOnDemand } from '../../lib/session.ts';

// The log reader and the machine load with the first log given, not with the page (budget).
const medeaReplay = replayOnDemand('medea', 'Medea', () => import('../../lib/medea-replay.ts').then((m) => m.medeaReplay));

export default function MedeaReplay() {
  return (
    <ReplayShell
      game={medeaReplay}
      renderBoard={({ position, last }) => <MedeaBoard key={position} position={position} interactive={false} last={last} label={`Medea position: ${position}`} />}
    />
  );
}
