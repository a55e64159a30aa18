// Replaying a Medea log: the game-neutral fold (game.ts) with Medea's play (play.ts) and the
// log's readers (log-read.ts). Each move text is read in the position it is played in, the
// facts (path, pieces taken, transmission, promotion, end) are re-derived by the rules and
// compared with the log's.

import { replayLogWith, startReplayWith, type GameText, type ReplayerOf, type ReplayOptions, type ReplayResultOf, type ReplayStartOf, type ReplayStepOf } from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { readMedeaEventLine, readMedeaStartLine } from './log-read.ts';
import { MEDEA_PLAY_TEXT, type MedeaTypes } from './play.ts';

/** Medea's text and rules with its log's readers, as the game-neutral code takes them. */
export const MEDEA_TEXT: GameText<MedeaTypes> = { ...MEDEA_PLAY_TEXT, readStartLine: readMedeaStartLine, readEventLine: readMedeaEventLine };

export type MedeaReplayStart = ReplayStartOf<MedeaTypes>;
export type MedeaReplayStep = ReplayStepOf<MedeaTypes>;
export type MedeaReplayResult = ReplayResultOf<MedeaTypes>;
export type MedeaReplayer = ReplayerOf<MedeaTypes>;

/** A Medea log replayed a line at a time (`ReplayerOf`): line 1 (at `line` in a longer input) read and the game started. */
export function startMedeaReplay(text: string, line: number = 1): Result<MedeaReplayer, TextError> {
  return startReplayWith(MEDEA_TEXT, text, line);
}

/** Replays a Medea log's text. Never throws; `ok: false` carries the first error. */
export function replayMedeaLog(text: string, options: ReplayOptions = {}): MedeaReplayResult {
  return replayLogWith(MEDEA_TEXT, text, options);
}
