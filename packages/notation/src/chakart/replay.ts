// Replaying a Chakart log: the game-neutral fold (game.ts) with Chakart's play (play.ts) and
// the log's readers (log-read.ts). Each decision is played with the outcomes its line gives
// (never re-drawn, G4), and the steps the rules derive are compared with the log's.

import { replayLogWith, startReplayWith, type GameText, type ReplayerOf, type ReplayOptions, type ReplayResultOf, type ReplayStartOf, type ReplayStepOf } from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { readChakartEventLine, readChakartStartLine } from './log-read.ts';
import { CHAKART_PLAY_TEXT, type ChakartTypes } from './play.ts';

/** Chakart's text and rules with its log's readers, as the game-neutral code takes them. */
export const CHAKART_TEXT: GameText<ChakartTypes> = { ...CHAKART_PLAY_TEXT, readStartLine: readChakartStartLine, readEventLine: readChakartEventLine };

export type ChakartReplayStart = ReplayStartOf<ChakartTypes>;
export type ChakartReplayStep = ReplayStepOf<ChakartTypes>;
export type ChakartReplayResult = ReplayResultOf<ChakartTypes>;
export type ChakartReplayer = ReplayerOf<ChakartTypes>;
export type { ReplayOptions };

/** A Chakart log replayed a line at a time (`ReplayerOf`): line 1 (at `line` in a longer input) read and the game started. */
export function startChakartReplay(text: string, line: number = 1): Result<ChakartReplayer, TextError> {
  return startReplayWith(CHAKART_TEXT, text, line);
}

/** Replays a Chakart log's text. Never throws; `ok: false` carries the first error. */
export function replayChakartLog(text: string, options: ReplayOptions = {}): ChakartReplayResult {
  return replayLogWith(CHAKART_TEXT, text, options);
}

