// How an analysis judges a move (the CLI's `analyse`, the replay page's "Analyse this game":
// one measure in both), as lichess judges one: a score turned into an expected score
// (the chance of winning, a draw counting half), and a move marked by what it lost against
// the engine's own move. Lichess's curve and thresholds, taken as they are: the expected score
// of a score of `cp` hundredths of a pawn is 1 / (1 + e^(-0.00368208 cp)), a forced win 1 and
// a forced loss 0; a move that loses at least 5 points of it is an inaccuracy, 10 a mistake,
// 15 a blunder (lichess: 0.1, 0.2 and 0.3 of "winning chances" from -1 to 1, the same marks).
// The same curve in every game: each game's evaluation counts in hundredths of its own pawn
// (a Chakra pawn, a Medea man).

import type { Score } from './types.ts';

export type Mark = 'inaccuracy' | 'mistake' | 'blunder';

/** The least loss in expected score of each mark, the worst first. */
export const MARKS: readonly { readonly mark: Mark; readonly loss: number }[] = [
  { mark: 'blunder', loss: 0.15 },
  { mark: 'mistake', loss: 0.1 },
  { mark: 'inaccuracy', loss: 0.05 },
];

/** Lichess's slope of the winning chances against hundredths of a pawn. */
const SLOPE = 0.00368208;

/** The expected score (0 a loss, 1/2 a draw, 1 a win) of a score, from the same side's view. */
export function expectedScore(score: Score): number {
  if (score.kind !== 'value') return score.kind === 'win' ? 1 : 0;
  return 1 / (1 + Math.exp(-SLOPE * score.value));
}

/** A move's mark by the expected score it lost (undefined: none). */
export const markOf = (loss: number): Mark | undefined => MARKS.find((mark) => loss >= mark.loss - 1e-12)?.mark;

/** The same score from the other side's view. */
export function flipped(score: Score): Score {
  if (score.kind === 'value') return { kind: 'value', value: score.value === 0 ? 0 : -score.value };
  return { kind: score.kind === 'win' ? 'loss' : 'win', plies: score.plies };
}

/** `inaccuracy 5%, mistake 10%, blunder 15%`: the thresholds in words, for the help and the output. */
export const marksWords = (): string =>
  [...MARKS]
    .reverse()
    .map(({ mark, loss }) => `${mark} ${Math.round(loss * 100)}%`)
    .join(', ');

/** What a move lost: the expected score of the engine's move minus that of the move played (both from the mover's view), never below 0. */
export const expectedLoss = (best: Score, played: Score): number => Math.max(0, expectedScore(best) - expectedScore(played));
