// Replaying a Chakart log: the game-neutral fold (game.ts) with Chakart's play (play.ts) and
// the log's readers (log-read.ts). Each decision is played with the outcomes its line gives
// (never re-drawn, G4), and the steps the rules derive are compared with the log's.

import { replayLogWith, startReplayWith, type GameText, type ReplayOptions } from '../game.ts';
import { mapOk, type Result, type TextError } from '../result.ts';
import { committedReplayer, type CommittedReplayer, type ReplayResult } from './commitment.ts';
import { readEventLine, readStartLine } from './log-read.ts';
import { playText, type Types } from './play.ts';

/** Chakart's text and rules with its log's readers, as the game-neutral code takes them. */
export const gameText: GameText<Types> = { ...playText, readStartLine, readEventLine };

/**
 * A log replayed a line at a time (`ReplayerOf`): line 1 (at `line` in a longer input) read and
 * the game started; its `reveal` reads the line that reveals a committed seed (commitment.ts).
 */
export const startReplay = (text: string, line: number = 1): Result<CommittedReplayer, TextError> =>
  mapOk(startReplayWith(gameText, text, line), committedReplayer);

/** Replays a log's text, with the reveal of a committed seed when it has one. Never throws; `ok: false` carries the first error. */
export function replayLog(text: string, options: ReplayOptions = {}): ReplayResult {
  let replayer: CommittedReplayer | undefined;
  const result = replayLogWith(gameText, text, options, (first, line) => {
    const started = startReplay(first, line);
    if (started.ok) replayer = started.value;
    return started;
  });
  const revealed = replayer?.revealed();
  return revealed === undefined ? result : { ...result, revealed };
}
