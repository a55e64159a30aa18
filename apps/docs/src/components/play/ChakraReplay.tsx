// The Chakra replay page's island: the replay room with the Chakra board as a picture.
import type { Ruleset } from '../../lib/chakra.ts';
import { replayOnDemand } from '../../lib/session.ts';
import ChakraBoard from '../ChakraBoard.tsx';
import ReplayShell from '../session/ReplayShell.tsx';
import { chakraIcon } from './ChakraIcon.tsx';

// The log reader and the machine load with the first log given, not with the page (budget).
const chakraReplay = replayOnDemand('chakra', 'Chakra', () => import('../../lib/chakra-replay.ts').then((m) => m.chakraReplay));

// The engine's worker, made when the game is first analysed (lib/engine/chakra-worker.ts).
const chakraEngine = () => new Worker(new URL('../../lib/engine/chakra-worker.ts', import.meta.url), { type: 'module' });

export default function ChakraReplay() {
  return (
    <ReplayShell
      game={chakraReplay}
      pieceIcon={chakraIcon}
      engine={chakraEngine}
      renderBoard={({ position, options, last, flipped }) => (
        <ChakraBoard key={position} position={position} ruleset={options['ruleset'] as Ruleset} interactive={false} last={last} flipped={flipped} label={`Replayed Chakra position ${position}`} />
      )}
    />
  );
}
