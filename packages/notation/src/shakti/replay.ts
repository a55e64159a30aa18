// Replaying a Shakti log: the game-neutral fold (game.ts) with Shakti's text and rules.
// Each move text is read in the position it is played in, the facts (removed tile,
// capture, pass, check, end) are re-derived by the rules and compared with the log's.

import { shakti } from '../rules.ts';
import type { ShaktiFacts, ShaktiMove, ShaktiOptions, ShaktiPosition, ShaktiSnapshot } from '../rules.ts';
import {
  gameEndOf,
  playActionWith,
  replayLogWith,
  startFromEventWith,
  startReplayWith,
  type GameText,
  type PlayedActionOf,
  type PlayerActionOf,
  type ReplayerOf,
  type ReplayOptions,
  type ReplayResultOf,
  type ReplayStartOf,
  type ReplayStepOf,
} from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { diffShaktiFacts, shaktiFactsToJson, type ShaktiFactsJson, type ShaktiGameEnd } from './facts.ts';
import { readShaktiEventLine, readShaktiStartLine, type ShaktiStartEvent } from './log.ts';
import { formatShaktiMove, parseShaktiMove } from './move.ts';
import { parseShaktiPosition } from './position.ts';

/** Shakti's types for the game-neutral code. */
export interface ShaktiTypes {
  readonly position: ShaktiPosition;
  readonly move: ShaktiMove;
  readonly facts: ShaktiFacts;
  readonly factsJson: ShaktiFactsJson;
  readonly end: ShaktiGameEnd;
  readonly snapshot: ShaktiSnapshot;
  readonly options: ShaktiOptions;
  readonly start: ShaktiStartEvent;
}

/** Shakti's text and rules, as the game-neutral code takes them. */
export const SHAKTI_TEXT: GameText<ShaktiTypes> = {
  parsePosition: parseShaktiPosition,
  parseMove: parseShaktiMove,
  formatMove: formatShaktiMove,
  isLegal: (position, move, options) => shakti.isLegal(position, move, options),
  rulesOptions: (start) => ({ warriorJump: start.options.warriorJump }),
  startGame: (start, position) =>
    shakti.startGame({ options: { warriorJump: start.options.warriorJump }, position, repetition: start.options.repetition }),
  applyEvent: shakti.applyEvent,
  rejectionReason: shakti.rejectionReason,
  factsToJson: shaktiFactsToJson,
  diffFacts: diffShaktiFacts,
  readStartLine: readShaktiStartLine,
  readEventLine: readShaktiEventLine,
};

export type ShaktiReplayStart = ReplayStartOf<ShaktiTypes>;
export type ShaktiReplayStep = ReplayStepOf<ShaktiTypes>;
export type ShaktiReplayResult = ReplayResultOf<ShaktiTypes>;
export type ShaktiReplayer = ReplayerOf<ShaktiTypes>;
export type ShaktiPlayerAction = PlayerActionOf<ShaktiMove>;
export type ShaktiPlayedAction = PlayedActionOf<ShaktiTypes>;

/** The machine's result, when the game is over. */
export const shaktiGameEnd = (snapshot: ShaktiSnapshot): ShaktiGameEnd | undefined => gameEndOf<ShaktiGameEnd>(snapshot);

/** Line 1 to a running game. */
export function startShaktiFromEvent(event: ShaktiStartEvent, line: number = 1): Result<ShaktiReplayStart, TextError> {
  return startFromEventWith(SHAKTI_TEXT, event, line);
}

/** One decision applied to a Shakti game (see `playAction`). */
export function playShaktiAction(snapshot: ShaktiSnapshot, action: ShaktiPlayerAction, options: ShaktiOptions = snapshot.context.options): Result<ShaktiPlayedAction, string> {
  return playActionWith(SHAKTI_TEXT, snapshot, action, options);
}

/** A Shakti log replayed a line at a time (`ReplayerOf`): line 1 (at `line` in a longer input) read and the game started. */
export function startShaktiReplay(text: string, line: number = 1): Result<ShaktiReplayer, TextError> {
  return startReplayWith(SHAKTI_TEXT, text, line);
}

/** Replays a Shakti log's text. Never throws; `ok: false` carries the first error. */
export function replayShaktiLog(text: string, options: ReplayOptions = {}): ShaktiReplayResult {
  return replayLogWith(SHAKTI_TEXT, text, options);
}
