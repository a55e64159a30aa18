// The Shakti replay page's island: the replay room with the Shakti board as a picture.
import { replayOnDemand } from '../../lib/session.ts';
import type { WarriorJump } from '../../lib/shakti.ts';
import ShaktiBoard from '../ShaktiBoard.tsx';
import ReplayShell from '../session/ReplayShell.tsx';
import { shaktiIcon } from './ShaktiIcon.tsx';

// The log reader and the machine load with the first log given, not with the page (budget).
const shaktiReplay = replayOnDemand('shakti', 'Shakti', () => import('../../lib/shakti-replay.ts').then((m) => m.shaktiReplay));

// The engine's worker, made when the game is first analysed (lib/engine/shakti-worker.ts).
const shaktiEngine = () => new Worker(new URL('../../lib/engine/shakti-worker.ts', import.meta.url), { type: 'module' });

export default function ShaktiReplay() {
  return (
    <ReplayShell
      game={shaktiReplay}
      pieceIcon={shaktiIcon}
      engine={shaktiEngine}
      renderBoard={({ position, options, last, flipped }) => (
        <ShaktiBoard
          key={position}
          position={position}
          warriorJump={options['warriorJump'] as WarriorJump}
          interactive={false}
          last={last}
          flipped={flipped}
          label={`Replayed Shakti position ${position}`}
        />
      )}
    />
  );
}
