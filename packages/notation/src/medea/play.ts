// Playing Medea from text: a decision checked by the game machine, its facts derived and its
// log line made: the game-neutral play (game.ts) with Medea's text and rules. Replaying a log
// (replay.ts) adds the log's readers.

import { medeaRules, rulesOf } from './game-value.ts';
import type { MedeaFacts, MedeaMove, MedeaPosition, MedeaSnapshot } from '../rules.ts';
import { machineByRules, playActionWith, startFromEventWith, type PlayedActionOf, type PlayerActionOf, type PlayText, type ReplayStartOf } from '../game.ts';
import type { Result, TextError } from '../result.ts';
import { diffFacts, factsToJson, type FactsJson, type GameEnd } from './facts.ts';
import type { Decision, StartOptions } from './build.ts';
import type { Log, LogEvent, StartEvent } from './log.ts';
import { canonicalMove, formatMove, parseMove } from './move.ts';
import { parsePosition } from './position.ts';

/**
 * Medea's types for the game-neutral code and the text contract (contract.ts). Medea's rules
 * take no options besides the position.
 */
export interface Types {
  readonly position: MedeaPosition;
  readonly move: MedeaMove;
  readonly facts: MedeaFacts;
  readonly factsJson: FactsJson;
  readonly end: GameEnd;
  readonly snapshot: MedeaSnapshot;
  readonly options: undefined;
  readonly start: StartEvent;
  readonly moveText: MedeaMove;
  readonly logEvent: LogEvent;
  readonly log: Log;
  readonly startOptions: StartOptions;
  readonly decision: Decision;
}

/** Medea's text and rules, as the game-neutral code takes them to play. */
export const playText: PlayText<Types> = {
  parsePosition,
  parseMove: (position, text) => parseMove(position, text),
  formatMove,
  // D5: a capture given by any of its paths is recorded by the path the rules' `legalMoves` gives.
  canonicalMove: (position, move) => canonicalMove(position, move),
  isLegal: (position, move) => medeaRules().isLegal(position, move),
  rulesOptions: () => undefined,
  startGame: (start, position) => medeaRules(start.options.repetition).startGame(position),
  ...machineByRules<Types>(rulesOf),
  factsToJson,
  diffFacts,
};

export type PlayerAction = PlayerActionOf<MedeaMove>;
export type PlayedAction = PlayedActionOf<Types>;

/** Line 1 to a running game. */
export const startFromEvent = (event: StartEvent, line: number = 1): Result<ReplayStartOf<Types>, TextError> => startFromEventWith(playText, event, line);

/** One decision applied to a Medea game (`playActionWith`, game.ts). */
export const playAction = (snapshot: MedeaSnapshot, action: PlayerAction): Result<PlayedAction, string> => playActionWith(playText, snapshot, action, undefined);
