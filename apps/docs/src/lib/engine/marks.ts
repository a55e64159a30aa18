// What makes a decision an inaccuracy, a mistake or a blunder on the replay page's analysis:
// the engine's measure (`@rulebook/engine/marks`, the same as the CLI's `analyse`): the
// expected score the decision lost against the engine's choice in the same position, lichess's
// curve and thresholds. Only the signs annotators write them with are the page's own.
export { MARKS, expectedLoss, markOf, type Mark } from '@rulebook/engine/marks';
import { MARKS, type Mark } from '@rulebook/engine/marks';

/** The sign each mark is written with, as chess annotators write them. */
export const MARK_SIGNS: Readonly<Record<Mark, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** The least loss of a mark, as a percentage of the expected score (`5%`). */
export const lossPercent = (mark: Mark): string => `${Math.round(MARKS.find((m) => m.mark === mark)!.loss * 100)}%`;
