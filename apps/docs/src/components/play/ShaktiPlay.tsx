// The Shakti play page's island: the game room (session/PlayShell.tsx) with the Shakti board in
// controlled mode, pieces moved by click or drag. The board is not re-mounted per move (no
// key), so the focused cell keeps the focus for keyboard play.
import type { WarriorJump } from '../../lib/shakti.ts';
import { shaktiSession } from '../../lib/shakti-session.ts';
import ShaktiBoard from '../ShaktiBoard.tsx';
import PlayShell from '../session/PlayShell.tsx';
import { shaktiIcon } from './ShaktiIcon.tsx';

export default function ShaktiPlay() {
  return (
    <PlayShell
      game={shaktiSession}
      pieceIcon={shaktiIcon}
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
