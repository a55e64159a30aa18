// The Chakra play page's island: the play shell with the Chakra board in controlled mode. The
// board is not re-mounted per move (no key), so the focused cell keeps the focus for
// keyboard play.
import type { Ruleset } from '../../lib/chakra.ts';
import { chakraSession } from '../../lib/chakra-session.ts';
import ChakraBoard from '../ChakraBoard.tsx';
import PlayShell from '../session/PlayShell.tsx';

export default function ChakraPlay() {
  return (
    <PlayShell
      game={chakraSession}
      renderBoard={({ position, options, onPlay, last, over }) => (
        <ChakraBoard
          position={position}
          ruleset={options['ruleset'] as Ruleset}
          interactive={!over}
          onPlay={onPlay}
          last={last}
          controlled
          label={`Chakra game, position ${position}`}
        />
      )}
    />
  );
}
