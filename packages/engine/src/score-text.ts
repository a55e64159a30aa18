// Scores as people read them: "+1.25" (pawns, the side to move's view), "win in 3" (its own
// decisions and the opponent's, counted as plies), and turned to White's view for an
// evaluation bar.
import type { Score } from './types.ts';

/** `+1.25`, `-0.40`, `0.00`, `win in 3 plies`, `loss in 2 plies` (a ply is one decision). */
export function scoreText(score: Score): string {
  if (score.kind === 'value') {
    const pawns = score.value / 100;
    return `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`;
  }
  const plies = `${score.plies} ${score.plies === 1 ? 'ply' : 'plies'}`;
  return score.kind === 'win' ? `win in ${plies}` : `loss in ${plies}`;
}

/** The score seen from White's side, when `side` (0 White, 1 Black) decides at the root. */
export function whiteScore(score: Score, side: 'white' | 'black'): Score {
  if (side === 'white') return score;
  if (score.kind === 'value') return { kind: 'value', value: -score.value };
  return { kind: score.kind === 'win' ? 'loss' : 'win', plies: score.plies };
}
