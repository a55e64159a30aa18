// Shakti logs used by several tests, written out in full: they are also examples of the format.
import { shakti } from '@rulebook/rules';
import type { ShaktiMove, ShaktiPosition, WarriorJump } from '../../src/rules.ts';
import { seeded } from '../support/seeded.ts';
import { SHAKTI } from '../support/rules.ts';

export const START = 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 1';

/** Eleven plies from the start, with two warrior jumps, ending in checkmate (S7). */
export const MATE_MOVES = ['b2a3', 'd6d7', 'a3c5/b4', 'd7e6', 'f2f3', 'b6c6', 'd2e3', 'e6d7', 'f3d5/e4', 'f6g5', 'd5d6'];

export const MATE_GAME = [
  `{"event":"start","format":"rulebook-log/1","game":"shakti","options":{"warriorJump":"seen","repetition":true},"setup":"${START}","tags":{"White":"Ann","Black":"Bob"}}`,
  '{"event":"move","ply":1,"player":"white","move":"b2a3","facts":{"piece":"warrior","from":"b2","to":"a3","check":false}}',
  '{"event":"move","ply":2,"player":"black","move":"d6d7","facts":{"piece":"king","from":"d6","to":"d7","check":false}}',
  '{"event":"move","ply":3,"player":"white","move":"a3c5/b4","facts":{"piece":"warrior","from":"a3","to":"c5","removedTile":"b4","check":false}}',
  '{"event":"move","ply":4,"player":"black","move":"d7e6","facts":{"piece":"king","from":"d7","to":"e6","check":false}}',
  '{"event":"move","ply":5,"player":"white","move":"f2f3","facts":{"piece":"warrior","from":"f2","to":"f3","check":false}}',
  '{"event":"move","ply":6,"player":"black","move":"b6c6","facts":{"piece":"warrior","from":"b6","to":"c6","check":false}}',
  '{"event":"move","ply":7,"player":"white","move":"d2e3","facts":{"piece":"king","from":"d2","to":"e3","check":false}}',
  '{"event":"move","ply":8,"player":"black","move":"e6d7","facts":{"piece":"king","from":"e6","to":"d7","check":false}}',
  '{"event":"move","ply":9,"player":"white","move":"f3d5/e4","facts":{"piece":"warrior","from":"f3","to":"d5","removedTile":"e4","check":false}}',
  '{"event":"move","ply":10,"player":"black","move":"f6g5","facts":{"piece":"warrior","from":"f6","to":"g5","check":false}}',
  '{"event":"move","ply":11,"player":"white","move":"d5d6","facts":{"piece":"warrior","from":"d5","to":"d6","check":true,"end":{"result":"white","reason":"checkmate"}}}',
].map((line) => `${line}\n`).join('');

export const MATE_RECORD = `[Game "Shakti"]
[WarriorJump "seen"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
[Termination "checkmate"]

1. b2a3 d6d7 2. a3c5/b4 d7e6 3. f2f3 b6c6 4. d2e3 e6d7 5. f3d5/e4 f6g5 6. d5d6
{White wins by checkmate} 1-0
`;

/** Black's King, in check by the warrior on e7, takes it: adjacent and unprotected (S3). */
export const CAPTURE_SETUP = 'x3Wkx/6w/x2x2W/1xw1K1x/x6/5x1/x5x b 13';
export const CAPTURE = [
  `{"event":"start","format":"rulebook-log/1","game":"shakti","options":{"warriorJump":"seen","repetition":true},"setup":"${CAPTURE_SETUP}","tags":{}}`,
  '{"event":"move","ply":1,"player":"black","move":"f7xe7","facts":{"piece":"king","from":"f7","to":"e7","captured":{"cell":"e7","piece":"warrior"},"check":false}}',
].map((line) => `${line}\n`).join('');

/** Black, not in check, has no move and passes (S7). */
export const PASS_SETUP = 'xW1xx1x/1xxxx2/kxxxx2/1xxxxxx/Wxxxxx1/1xxxxK1/x2x2x b 54';
export const PASS = [
  `{"event":"start","format":"rulebook-log/1","game":"shakti","options":{"warriorJump":"seen","repetition":true},"setup":"${PASS_SETUP}","tags":{}}`,
  '{"event":"move","ply":1,"player":"black","move":"pass","facts":{"pass":true,"check":false}}',
].map((line) => `${line}\n`).join('');

export interface ShaktiPly {
  readonly before: ShaktiPosition;
  readonly move: ShaktiMove;
  readonly after: ShaktiPosition;
}

/** A random game of up to `plies` moves, stopping when the game ends. */
export function randomShaktiGame(seed: number, plies: number, warriorJump: WarriorJump = 'seen'): ShaktiPly[] {
  const random = seeded(seed);
  const game: ShaktiPly[] = [];
  let position = SHAKTI.seen.start();
  for (let i = 0; i < plies; i++) {
    if (SHAKTI[warriorJump].outcome(position) !== undefined) break;
    const moves = SHAKTI[warriorJump].legalMoves(position);
    const move = moves[Math.floor(random() * moves.length)] as ShaktiMove;
    const after = SHAKTI[warriorJump].play(position, move).position;
    game.push({ before: position, move, after });
    position = after;
  }
  return game;
}
