// Replay: the fold of a log's events through the game (its game value's `startGame`, then
// `applyEvent` per line). Each move text is read against the position it is played
// in, the facts are re-derived by the rules and compared with the recorded ones; ply
// numbers and players are checked. The first problem stops the fold and is named by its
// line; everything valid before it is kept. The fold itself is game-neutral (game.ts); this
// file gives it Chakra's play (play.ts) and the log's readers (log-read.ts).

import { readEventLine, readStartLine } from './log-read.ts';
import { playText, type Types } from './play.ts';
import {
  replayLogWith,
  startReplayWith,
  type GameText,
  type ReplayerOf,
  type ReplayOptions,
  type ReplayResultOf,
} from '../game.ts';
import type { Result, TextError } from '../result.ts';

/** Chakra's text and rules with its log's readers, as the game-neutral code takes them. */
export const gameText: GameText<Types> = { ...playText, readStartLine, readEventLine };

/** A log replayed a line at a time (`ReplayerOf`): line 1 (at `line` in a longer input) read and the game started. */
export const startReplay = (text: string, line: number = 1): Result<ReplayerOf<Types>, TextError> => startReplayWith(gameText, text, line);

/** Replays a log's text. Never throws; `ok: false` carries the first error. */
export const replayLog = (text: string, options: ReplayOptions = {}): ReplayResultOf<Types> => replayLogWith(gameText, text, options);
