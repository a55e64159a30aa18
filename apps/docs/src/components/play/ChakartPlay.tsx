// The Chakart play page's island: the game room (session/PlayShell.tsx) around the Chakart board
// in its controlled mode, pieces moved by click or drag. The board reports each decision by its
// text; the session draws the random outcomes from the game's seed (G4), one of the game's
// options (the new game dialog, a play link's `seed`), so that a game can be played again.
//
// The board is not re-mounted per decision, so a focused square keeps the focus for keyboard
// play. The island renders the game only once in the browser: a new game draws a fresh seed
// (and, by default, a shuffled start), so the server's picture would never match the browser's.
import { useEffect, useState } from 'preact/hooks';
import { chakartSession } from '../../lib/chakart-session.ts';
import ChakartBoard from '../ChakartBoard.tsx';
import PlayShell from '../session/PlayShell.tsx';
import { chakartIcon } from './ChakartIcon.tsx';

// The engine's worker, made when the computer is first asked (lib/engine/chakart-worker.ts): nothing
// of the engine loads with the page.
const chakartEngine = () => new Worker(new URL('../../lib/engine/chakart-worker.ts', import.meta.url), { type: 'module' });

export default function ChakartPlay() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted)
    return (
      <div class="not-content rb-room rb-room-loading">
        <p class="rb-quiet">The Chakart board is loading…</p>
      </div>
    );
  return (
    <PlayShell
      game={chakartSession}
      pieceIcon={chakartIcon}
      engine={chakartEngine}
      renderBoard={(p) => (
        <ChakartBoard
          position={p.position}
          interactive={p.interactive}
          controlled
          drag
          onPlay={p.onPlay}
          last={p.last}
          flipped={p.flipped}
          onNotice={p.onNotice}
          onStatus={p.onStatus}
        />
      )}
    />
  );
}
