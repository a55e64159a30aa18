// The Shakti play page's island: the play shell with the Shakti board in controlled mode. The
// board is not re-mounted per move (no key), so the focused cell keeps the focus for
// keyboard play.
import type { WarriorJump } from '../../lib/shakti.ts';
import { shaktiSession } from '../../lib/shakti-session.ts';
import ShaktiBoard from '../ShaktiBoard.tsx';
import PlayShell from '../session/PlayShell.tsx';

export default function ShaktiPlay() {
  return (
    <PlayShell
      game={shaktiSession}
      renderBoard={({ position, options, onPlay, last, over }) => (
        <ShaktiBoard
          position={position}
          warriorJump={options['warriorJump'] as WarriorJump}
          interactive={!over}
          onPlay={onPlay}
          last={last}
          controlled
          label={`Shakti game, position ${position}`}
        />
      )}
    />
  );
}
