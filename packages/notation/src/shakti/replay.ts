// Replaying a Shakti log: the game-neutral fold (game.ts) with Shakti's play (play.ts) and
// the log's readers (log-read.ts). Each move text is read in the position it is played in, the
// facts (removed tile, capture, pass, check, end) are re-derived by the rules and compared with
// the log's.

import { replayLogWith, startReplayWith, type GameText, type ReplayerOf, type ReplayOptions, type ReplayResultOf, type ReplayStartOf, type ReplayStepOf } from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { readShaktiEventLine, readShaktiStartLine } from './log-read.ts';
import { SHAKTI_PLAY_TEXT, type ShaktiTypes } from './play.ts';

/** Shakti's text and rules with its log's readers, as the game-neutral code takes them. */
export const SHAKTI_TEXT: GameText<ShaktiTypes> = { ...SHAKTI_PLAY_TEXT, readStartLine: readShaktiStartLine, readEventLine: readShaktiEventLine };

export type ShaktiReplayStart = ReplayStartOf<ShaktiTypes>;
export type ShaktiReplayStep = ReplayStepOf<ShaktiTypes>;
export type ShaktiReplayResult = ReplayResultOf<ShaktiTypes>;
export type ShaktiReplayer = ReplayerOf<ShaktiTypes>;

/** A Shakti log replayed a line at a time (`ReplayerOf`): line 1 (at `line` in a longer input) read and the game started. */
export function startShaktiReplay(text: string, line: number = 1): Result<ShaktiReplayer, TextError> {
  return startReplayWith(SHAKTI_TEXT, text, line);
}

/** Replays a Shakti log's text. Never throws; `ok: false` carries the first error. */
export function replayShaktiLog(text: string, options: ReplayOptions = {}): ShaktiReplayResult {
  return replayLogWith(SHAKTI_TEXT, text, options);
}
