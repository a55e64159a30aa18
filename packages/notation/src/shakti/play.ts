// Playing Shakti from text: a decision checked by the game machine, its facts derived and its
// log line made: the game-neutral play (game.ts) with Shakti's text and rules. Replaying a
// log (replay.ts) adds the log's readers.

import { rulesOf, shaktiRules } from './game-value.ts';
import type { ShaktiFacts, ShaktiMove, ShaktiOptions, ShaktiPosition, ShaktiSnapshot } from '../rules.ts';
import { machineByRules, playActionWith, startFromEventWith, type PlayedActionOf, type PlayerActionOf, type PlayText, type ReplayStartOf } from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { diffFacts, factsToJson, type FactsJson, type GameEnd } from './facts.ts';
import type { Decision, StartOptions } from './build.ts';
import type { Log, LogEvent, StartEvent } from './log.ts';
import { formatMove, parseMove } from './move.ts';
import { parsePosition } from './position.ts';

/** Shakti's types for the game-neutral code and the text contract (contract.ts). */
export interface Types {
  readonly position: ShaktiPosition;
  readonly move: ShaktiMove;
  readonly facts: ShaktiFacts;
  readonly factsJson: FactsJson;
  readonly end: GameEnd;
  readonly snapshot: ShaktiSnapshot;
  readonly options: ShaktiOptions;
  readonly start: StartEvent;
  readonly moveText: ShaktiMove;
  readonly logEvent: LogEvent;
  readonly log: Log;
  readonly startOptions: StartOptions;
  readonly decision: Decision;
}

/** Shakti's text and rules, as the game-neutral code takes them to play. */
export const playText: PlayText<Types> = {
  parsePosition,
  parseMove,
  formatMove,
  isLegal: (position, move, options) => shaktiRules(options.warriorJump).isLegal(position, move),
  rulesOptions: (start) => ({ warriorJump: start.options.warriorJump }),
  startGame: (start, position) => shaktiRules(start.options.warriorJump, start.options.repetition).startGame(position),
  ...machineByRules<Types>(rulesOf),
  factsToJson,
  diffFacts,
};

export type PlayerAction = PlayerActionOf<ShaktiMove>;
export type PlayedAction = PlayedActionOf<Types>;

/** Line 1 to a running game. */
export const startFromEvent = (event: StartEvent, line: number = 1): Result<ReplayStartOf<Types>, TextError> => startFromEventWith(playText, event, line);

/** One decision applied to a Shakti game (`playActionWith`, game.ts). */
export const playAction = (snapshot: ShaktiSnapshot, action: PlayerAction, options: ShaktiOptions = snapshot.context.options): Result<PlayedAction, string> =>
  playActionWith(playText, snapshot, action, options);
