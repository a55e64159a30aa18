// The Medea play page's island: the play shell around the Medea board in controlled mode.
// Captures may be entered hop by hop; the board reports a decision once it is complete.
import PlayShell from '../session/PlayShell.tsx';
import MedeaBoard from '../MedeaBoard.tsx';
import { medeaSession } from '../../lib/medea-session.ts';

export default function MedeaPlay() {
  return (
    <PlayShell
      game={medeaSession}
      renderBoard={({ position, onPlay, last, over }) => (
        <MedeaBoard key={position} position={position} interactive={!over} onPlay={onPlay} last={last} controlled label={`Medea game: ${position}`} />
      )}
    />
  );
}
