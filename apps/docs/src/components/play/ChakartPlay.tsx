// The Chakart play page's island: the shared play shell around the Chakart board in its
// controlled mode. The board reports each decision by its text; the session draws the random
// outcomes from the game's seed (G4), which is shown under the board with the start option
// (K1) so that the game can be played again; a seed typed here is used by the next new game.
//
// The board is not re-mounted per decision, so a focused square keeps the focus for keyboard
// play. The island renders the game only once in the browser: a new game draws a fresh seed
// (and, by default, a shuffled start), so the server's picture would never match the browser's.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { chakartSession } from '../../lib/chakart-session.ts';
import type { SessionGame } from '../../lib/session.ts';
import ChakartBoard from '../ChakartBoard.tsx';
import PlayShell from '../session/PlayShell.tsx';

export default function ChakartPlay() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [seed, setSeed] = useState('');
  // A chosen seed goes into the options of every new game; empty: a fresh seed each time.
  const game = useMemo<SessionGame>(
    () => (seed.trim() === '' ? chakartSession : { ...chakartSession, newGame: (options, position) => chakartSession.newGame({ ...options, seed: seed.trim() }, position) }),
    [seed],
  );
  if (!mounted) return <p class="not-content rb-quiet">The Chakart board is loading…</p>;
  return (
    <PlayShell
      game={game}
      renderBoard={(p) => (
        <>
          <ChakartBoard position={p.position} interactive={!p.over} controlled onPlay={p.onPlay} last={p.last} />
          <p class="rb-seed">
            Seed <code>{p.options['seed']}</code>, start option {p.options['randomness']} (K1): the same seed and the same decisions give the same game (G4).
          </p>
          <label class="rb-seed">
            Seed of the next new game{' '}
            <input
              name="seed"
              inputMode="numeric"
              size={12}
              placeholder="random"
              value={seed}
              onInput={(e) => setSeed((e.target as HTMLInputElement).value)}
            />
          </label>
        </>
      )}
    />
  );
}
