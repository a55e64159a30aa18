// A finished game analysed, one decision at a time, in the engine's worker: the engine's own
// choice in the position the decision was made from, then the decision played searched alone to
// the same depth (root-move.ts), and the difference between the two from the player's view is
// what the decision lost (marks.ts). Resignations and agreed draws are no decisions on the
// board and are passed over.
import { search, whiteScore, type Score } from '@rulebook/engine';
import type { AnyGame } from '@rulebook/rules';
import { expectedLoss, markOf } from './marks.ts';
import type { AnalysedMove, GameStep } from './protocol.ts';
import { withRootMove } from './root-move.ts';
import type { WorkerGame } from './worker-game.ts';

/**
 * How much the engine looks at per decision: level 8 (no blur) stopped by a node count, so the
 * same game gets the same marks on any machine; the time is only a safety stop.
 */
export const ANALYSIS_LEVEL = 8;
export const ANALYSIS_NODES = 40_000;
export const ANALYSIS_MOVETIME = 5_000;

type Side = 'white' | 'black';
const sideOf = (position: unknown): Side => ((position as { turn: Side }).turn === 'black' ? 'black' : 'white');

/** A score from `side`'s view seen from White's. */
const fromWhite = (score: Score, side: Side): Score => whiteScore(score, side);

export interface Analysis {
  readonly moves: AnalysedMove[];
  readonly start?: Score;
}

/** Reads move text (the move list's, without Chakart's outcomes in braces) in a position; undefined when it is no move there. */
function playedMove(text: WorkerGame, game: AnyGame, position: unknown, moveText: string): unknown {
  const bare = moveText.replace(/\s*\{[^}]*\}\s*$/, '').trim();
  const read = text.parseMove(position as never, bare, game);
  return read.ok ? read.value : undefined;
}

/** Every decision of the game from `start` through `steps` analysed; `onMove` after each. */
export function analyseGame(text: WorkerGame, game: AnyGame, parse: (position: string) => unknown, start: string, steps: readonly GameStep[], onMove: (done: number, move?: AnalysedMove) => void): Analysis {
  const moves: AnalysedMove[] = [];
  const history: unknown[] = [];
  let before = start;
  let startScore: Score | undefined;
  for (const [i, step] of steps.entries()) {
    const position = parse(before);
    const move = step.position === before ? undefined : playedMove(text, game, position, step.text);
    let analysed: AnalysedMove | undefined;
    if (move !== undefined) {
      const side = sideOf(position);
      const options = { level: ANALYSIS_LEVEL, history: [...history], seed: 0 };
      const best = search(game, position as never, { ...options, limits: { nodes: ANALYSIS_NODES, movetime: ANALYSIS_MOVETIME } });
      const same = best.move !== undefined && game.sameMove(best.move, move);
      // The decision played, alone at the root, to the depth the engine's own choice reached.
      const played = same ? best : search(withRootMove(game, position, move), position as never, { ...options, limits: { depth: Math.max(1, best.depth), movetime: ANALYSIS_MOVETIME } });
      const loss = same ? 0 : expectedLoss(best.score, played.score);
      const mark = markOf(loss);
      analysed = {
        ply: i + 1,
        score: fromWhite(played.score, side),
        best: best.move === undefined ? '' : text.formatMove(position as never, best.move as never),
        bestScore: fromWhite(best.score, side),
        loss,
        ...(mark ? { mark } : {}),
      };
      if (startScore === undefined && i === 0) startScore = analysed.bestScore;
      moves.push(analysed);
    }
    history.push(position);
    before = step.position;
    onMove(i + 1, analysed);
  }
  return { moves, ...(startScore ? { start: startScore } : {}) };
}
