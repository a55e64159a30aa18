// The Chakart replay page's island: the replay room around a still Chakart board. Each event's
// board steps through the decision's effect chain (K5, K6) with the outcomes the log recorded
// (G4), never re-drawn, said in players' words.
import { replayOnDemand } from '../../lib/session.ts';
import ChakartBoard from '../ChakartBoard.tsx';
import ReplayShell from '../session/ReplayShell.tsx';
import { chakartIcon } from './ChakartIcon.tsx';

// The log reader and the machine load with the first log given, not with the page (budget).
const chakartReplay = replayOnDemand('chakart', 'Chakart', () => import('../../lib/chakart-replay.ts').then((m) => m.chakartReplay));

// The engine's worker, made when the game is first analysed (lib/engine/chakart-worker.ts).
const chakartEngine = () => new Worker(new URL('../../lib/engine/chakart-worker.ts', import.meta.url), { type: 'module' });

export default function ChakartReplay() {
  return <ReplayShell game={chakartReplay} pieceIcon={chakartIcon} engine={chakartEngine} renderBoard={(p) => <ChakartBoard position={p.position} interactive={false} last={p.last} flipped={p.flipped} />} />;
}
