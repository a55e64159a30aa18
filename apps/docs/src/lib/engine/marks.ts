// What makes a decision an inaccuracy, a mistake or a blunder on the replay page's analysis:
// the score it lost against the engine's choice in the same position, in hundredths of a pawn
// (a Chakra or Chakart pawn, a Shakti warrior, a Medea man: 100), from its player's view.
//
// Scores are held within ±CAP before they are compared, a forced win at +CAP and a forced loss
// at -CAP: a player far ahead who wins a little more slowly loses nothing that matters, while
// turning a won game into an even one, or an even one into a lost one, is a blunder.

/** At least this lost: an inaccuracy (`?!`). */
export const INACCURACY = 50;
/** At least this lost: a mistake (`?`). */
export const MISTAKE = 100;
/** At least this lost: a blunder (`??`). */
export const BLUNDER = 300;
/** Scores are compared within ±CAP (ten pawns); a forced win or loss counts as ±CAP. */
export const CAP = 1000;

export type Mark = 'inaccuracy' | 'mistake' | 'blunder';

/** The sign each mark is written with, as chess annotators write them. */
export const MARK_SIGNS: Readonly<Record<Mark, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** A score (the engine's `Score`) as a number within ±CAP, from the same view. */
export function capped(score: { readonly kind: 'value'; readonly value: number } | { readonly kind: 'win' | 'loss'; readonly plies: number }): number {
  if (score.kind !== 'value') return score.kind === 'win' ? CAP : -CAP;
  return Math.max(-CAP, Math.min(CAP, score.value));
}

/** What a decision lost: the best score minus the score of the decision played (both from its player's view), never below 0. */
export function lossOf(best: number, played: number): number {
  return Math.max(0, best - played);
}

/** The mark a loss earns, if any. */
export function markOf(loss: number): Mark | undefined {
  return loss >= BLUNDER ? 'blunder' : loss >= MISTAKE ? 'mistake' : loss >= INACCURACY ? 'inaccuracy' : undefined;
}
