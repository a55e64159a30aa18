// The Chakra play page's island: the game room (session/PlayShell.tsx) with the Chakra board in
// controlled mode, pieces moved by click or drag. The board is not re-mounted per move (no
// key), so the focused cell keeps the focus for keyboard play.
import type { Ruleset } from '../../lib/chakra.ts';
import { chakraSession } from '../../lib/chakra-session.ts';
import ChakraBoard from '../ChakraBoard.tsx';
import PlayShell from '../session/PlayShell.tsx';
import { chakraIcon } from './ChakraIcon.tsx';

// The engine's worker, made when the computer is first asked (lib/engine/chakra-worker.ts): nothing
// of the engine loads with the page.
const chakraEngine = () => new Worker(new URL('../../lib/engine/chakra-worker.ts', import.meta.url), { type: 'module' });

export default function ChakraPlay() {
  return (
    <PlayShell
      game={chakraSession}
      pieceIcon={chakraIcon}
      engine={chakraEngine}
      renderBoard={({ position, options, onPlay, last, interactive, flipped, onNotice, onStatus }) => (
        <ChakraBoard
          position={position}
          ruleset={options['ruleset'] as Ruleset}
          interactive={interactive}
          onPlay={onPlay}
          last={last}
          controlled
          drag
          flipped={flipped}
          onNotice={onNotice}
          onStatus={onStatus}
          label={`Chakra game, position ${position}`}
        />
      )}
    />
  );
}
