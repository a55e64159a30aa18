// A score from White's view (the engine's `Score`, as the worker sends it) as the evaluation
// bar and the move list show it: `+0.35` in pawns, `White wins in 3` for a forced result (in
// plies: every decision counts), and how much of the bar is White's.
import type { Score } from './protocol.ts';

/** `+0.35`, `-1.20`, `0.00`, `White wins in 3`, `Black wins in 1`. */
export function whiteScoreText(score: Score): string {
  if (score.kind === 'value') {
    const pawns = score.value / 100;
    return `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`;
  }
  return `${score.kind === 'win' ? 'White' : 'Black'} wins in ${score.plies}`;
}

/** The short form for a narrow bar: `+0.4`, `W3`, `B1` (the decisions to a forced win). */
export function whiteScoreShort(score: Score): string {
  if (score.kind === 'value') {
    const pawns = score.value / 100;
    return `${pawns > 0 ? '+' : ''}${Math.abs(pawns) >= 10 ? pawns.toFixed(0) : pawns.toFixed(1)}`;
  }
  return `${score.kind === 'win' ? 'W' : 'B'}${score.plies}`;
}

/**
 * White's share of the bar, 0 to 1: a forced win fills it, a forced loss empties it, and a
 * value leans on a logistic curve (a pawn up: about 0.62, three pawns: about 0.82).
 */
export function whiteShare(score: Score): number {
  if (score.kind !== 'value') return score.kind === 'win' ? 1 : 0;
  return 1 / (1 + Math.exp(-score.value / 200));
}
