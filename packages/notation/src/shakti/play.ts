// Playing Shakti from text: a decision checked by the game machine, its facts derived and its
// log line made: the game-neutral play (game.ts) with Shakti's text and rules. Replaying a
// log (replay.ts) adds the log's readers.

import { shakti } from '../rules.ts';
import type { ShaktiFacts, ShaktiMove, ShaktiOptions, ShaktiPosition, ShaktiSnapshot } from '../rules.ts';
import { gameEndOf, playActionWith, startFromEventWith, type PlayedActionOf, type PlayerActionOf, type PlayText, type ReplayStartOf } from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { diffShaktiFacts, shaktiFactsToJson, type ShaktiFactsJson, type ShaktiGameEnd } from './facts.ts';
import type { ShaktiStartEvent } from './log.ts';
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

/** Shakti's text and rules, as the game-neutral code takes them to play. */
export const SHAKTI_PLAY_TEXT: PlayText<ShaktiTypes> = {
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
};

export type ShaktiPlayerAction = PlayerActionOf<ShaktiMove>;
export type ShaktiPlayedAction = PlayedActionOf<ShaktiTypes>;

/** The machine's result, when the game is over. */
export const shaktiGameEnd = (snapshot: ShaktiSnapshot): ShaktiGameEnd | undefined => gameEndOf<ShaktiGameEnd>(snapshot);

/** Line 1 to a running game. */
export function startShaktiFromEvent(event: ShaktiStartEvent, line: number = 1): Result<ReplayStartOf<ShaktiTypes>, TextError> {
  return startFromEventWith(SHAKTI_PLAY_TEXT, event, line);
}

/** One decision applied to a Shakti game (see `playAction`). */
export function playShaktiAction(snapshot: ShaktiSnapshot, action: ShaktiPlayerAction, options: ShaktiOptions = snapshot.context.options): Result<ShaktiPlayedAction, string> {
  return playActionWith(SHAKTI_PLAY_TEXT, snapshot, action, options);
}
