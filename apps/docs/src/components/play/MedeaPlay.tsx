// The Medea play page's island: the game room (session/PlayShell.tsx) around the Medea board in
// controlled mode, pieces moved by click or drag. Captures may be entered hop by hop; the
// board reports a decision once it is complete.
import { medeaSession } from '../../lib/medea-session.ts';
import MedeaBoard from '../MedeaBoard.tsx';
import PlayShell from '../session/PlayShell.tsx';
import { medeaIcon } from './MedeaIcon.tsx';

// The engine's worker, made when the computer is first asked (lib/engine/medea-worker.ts): nothing
// of the engine loads with the page.
const medeaEngine = () => new Worker(new URL('../../lib/engine/medea-worker.ts', import.meta.url), { type: 'module' });

export default function MedeaPlay() {
  return (
    <PlayShell
      game={medeaSession}
      pieceIcon={medeaIcon}
      engine={medeaEngine}
      renderBoard={({ position, onPlay, last, interactive, flipped, onNotice, onStatus }) => (
        <MedeaBoard
          key={position}
          position={position}
          interactive={interactive}
          onPlay={onPlay}
          last={last}
          controlled
          drag
          flipped={flipped}
          onNotice={onNotice}
          onStatus={onStatus}
          label={`Medea game: ${position}`}
        />
      )}
    />
  );
}
