// Medea logs and positions used by several tests, written out in full: they are also examples
// of the format. The start position is D1's provisional reconstruction.
import { medea } from '@rulebook/rules';
import type { MedeaMove, MedeaPosition } from '../../src/rules.ts';
import { seeded } from '../support/seeded.ts';
import { MEDEA } from '../support/rules.ts';

export const START = 'mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1';

/** Seven plies from the start: steps, two single jumps and a transmission (D7). */
export const OPENING_MOVES = ['d3e4', 'd6c5', 'e4f5', 'f6xf4', 'f3xf5', 'e6d5', 'a1~h2'];

export const OPENING = [
  `{"event":"start","format":"rulebook-log/1","game":"medea","options":{"repetition":true},"setup":"${START}","tags":{"White":"Ann","Black":"Bob"}}`,
  '{"event":"move","ply":1,"player":"white","move":"d3e4","facts":{"piece":"man","from":"d3","to":"e4"}}',
  '{"event":"move","ply":2,"player":"black","move":"d6c5","facts":{"piece":"man","from":"d6","to":"c5"}}',
  '{"event":"move","ply":3,"player":"white","move":"e4f5","facts":{"piece":"man","from":"e4","to":"f5"}}',
  '{"event":"move","ply":4,"player":"black","move":"f6xf4","facts":{"piece":"man","from":"f6","to":"f4","path":["f4"],"captured":[{"square":"f5","piece":"man"}]}}',
  '{"event":"move","ply":5,"player":"white","move":"f3xf5","facts":{"piece":"man","from":"f3","to":"f5","path":["f5"],"captured":[{"square":"f4","piece":"man"}]}}',
  '{"event":"move","ply":6,"player":"black","move":"e6d5","facts":{"piece":"man","from":"e6","to":"d5"}}',
  '{"event":"move","ply":7,"player":"white","move":"a1~h2","facts":{"piece":"man","from":"a1","to":"h2","via":"a2"}}',
].map((line) => `${line}\n`).join('');

export const OPENING_RECORD = `[Game "Medea"]
[White "Ann"]
[Black "Bob"]
[Result "*"]

1. d3e4 d6c5 2. e4f5 f6xf4 3. f3xf5 e6d5 4. a1~h2 *
`;

/** White's man on d4 takes all four Black men round the square, back to d4 (D4: the start square counts as empty). */
export const LOOP_SETUP = '8/8/4m3/3m1m2/3Mm3/8/8/8 w -/- 1';
export const LOOP = [
  `{"event":"start","format":"rulebook-log/1","game":"medea","options":{"repetition":true},"setup":"${LOOP_SETUP}","tags":{}}`,
  '{"event":"move","ply":1,"player":"white","move":"d4xd6xf6xf4xd4","facts":{"piece":"man","from":"d4","to":"d4","path":["d6","f6","f4","d4"],"captured":[{"square":"d5","piece":"man"},{"square":"e6","piece":"man"},{"square":"f5","piece":"man"},{"square":"e4","piece":"man"}],"end":{"result":"white","reason":"no-pieces"}}}',
].map((line) => `${line}\n`).join('');

/** Black's man stands on White's far chakra h2: the replacement is White's only capture (D8). */
export const REPLACEMENT_SETUP = '8/8/8/8/8/8/7m/1M6 w a2,h2/- 1';
export const REPLACEMENT = [
  `{"event":"start","format":"rulebook-log/1","game":"medea","options":{"repetition":true},"setup":"${REPLACEMENT_SETUP}","tags":{}}`,
  '{"event":"move","ply":1,"player":"white","move":"b1~xh2","facts":{"piece":"man","from":"b1","to":"h2","via":"a2","captured":[{"square":"h2","piece":"man"}],"end":{"result":"white","reason":"no-pieces"}}}',
].map((line) => `${line}\n`).join('');

/** A man one step from its far rank (D4 promotion). */
export const PROMOTION_SETUP = '8/6M1/8/8/8/8/8/k7 w -/- 1';
/** White's king on its chakra h2, a2 vacant: the pass (D8). */
export const PASS_SETUP = '8/8/8/8/8/5m2/7K/8 w a2,h2/- 1';
/** The majority rule (D4): e4 takes two, c3 only one. */
export const MAJORITY_SETUP = '8/8/5m2/4m3/2m1M3/2M5/8/7k w -/- 1';
/** A king's capture to f7 by two paths that take different pieces. */
export const AMBIGUOUS_SETUP = '8/2K5/5k1k/2k1m3/4m3/8/3m4/8 w -/- 1';
/** A king's capture a2 to g2 by two paths (landing on d2 or e2) taking the same pieces: one move (D5). */
export const TWO_PATHS_SETUP = '8/8/8/8/8/8/K1k2k2/3K4 w -/- 1';

export interface MedeaPly {
  readonly before: MedeaPosition;
  readonly move: MedeaMove;
  readonly after: MedeaPosition;
}

/** A random game of up to `plies` moves from `start`, stopping when the game ends. */
export function randomMedeaGame(seed: number, plies: number, start: MedeaPosition = MEDEA.start()): MedeaPly[] {
  const random = seeded(seed);
  const game: MedeaPly[] = [];
  let position = start;
  for (let i = 0; i < plies; i++) {
    if (MEDEA.outcome(position) !== undefined) break;
    const moves = MEDEA.legalMoves(position);
    const move = moves[Math.floor(random() * moves.length)] as MedeaMove;
    const after = MEDEA.play(position, move).position;
    game.push({ before: position, move, after });
    position = after;
  }
  return game;
}
