// The Shakti play page's island: the game room (session/PlayShell.tsx) with the Shakti board in
// controlled mode, pieces moved by click or drag. The board is not re-mounted per move (no
// key), so the focused cell keeps the focus for keyboard play.
import type { WarriorJump } from '../../lib/shakti.ts';
import { shaktiSession } from '../../lib/shakti-session.ts';
import ShaktiBoard from '../ShaktiBoard.tsx';
import PlayShell from '../session/PlayShell.tsx';
import { shaktiIcon } from './ShaktiIcon.tsx';

// The engine's worker, made when the computer is first asked (lib/engine/shakti-worker.ts): nothing
// of the engine loads with the page.
const shaktiEngine = () => new Worker(new URL('../../lib/engine/shakti-worker.ts', import.meta.url), { type: 'module' });

export default function ShaktiPlay() {
  return (
    <PlayShell
      game={shaktiSession}
      pieceIcon={shaktiIcon}
      engine={shaktiEngine}
      renderBoard={({ position, options, onPlay, last, interactive, flipped, onNotice, onStatus }) => (
        <ShaktiBoard
          position={position}
          warriorJump={options['warriorJump'] as WarriorJump}
          interactive={interactive}
          onPlay={onPlay}
          last={last}
          controlled
          drag
          flipped={flipped}
          onNotice={onNotice}
          onStatus={onStatus}
          label={`Shakti game, position ${position}`}
        />
      )}
    />
  );
}
