// Playing Chakra from text: a decision (move text, a move, a resignation, an agreed draw)
// checked by the game's fold (its game value's `startGame`, `applyEvent`), its facts derived
// and its log line made. The play itself is game-neutral (game.ts); this file gives it
// Chakra's text and rules. Replaying a log (replay.ts) adds the log's readers.

import { chakraRules, rulesOf } from './game-value.ts';
import type { ChakraFacts, ChakraMove, ChakraPosition, ChakraSnapshot, Ruleset } from '../rules.ts';
import { diffFacts, factsToJson, type FactsJson, type GameEnd } from './facts.ts';
import type { Decision, StartOptions } from './build.ts';
import type { Log, LogEvent, StartEvent } from './log.ts';
import { formatMove, parseMove } from './move.ts';
import { parsePosition } from './position.ts';
import {
  machineByRules,
  playActionWith,
  startFromEventWith,
  type PlayedActionOf,
  type PlayerActionOf,
  type PlayText,
  type ReplayStartOf,
} from '../game.ts';
import type { Result, TextError } from '../result.ts';

/** Chakra's types for the game-neutral code and the text contract (contract.ts). */
export interface Types {
  readonly position: ChakraPosition;
  readonly move: ChakraMove;
  readonly facts: ChakraFacts;
  readonly factsJson: FactsJson;
  readonly end: GameEnd;
  readonly snapshot: ChakraSnapshot;
  readonly options: Ruleset;
  readonly start: StartEvent;
  readonly moveText: ChakraMove;
  readonly logEvent: LogEvent;
  readonly log: Log;
  readonly startOptions: StartOptions;
  readonly decision: Decision;
}

/** Chakra's text and rules, as the game-neutral code takes them to play. */
export const playText: PlayText<Types> = {
  parsePosition,
  parseMove,
  formatMove,
  isLegal: (position, move, ruleset) => chakraRules(ruleset).isLegal(position, move),
  rulesOptions: (start) => start.ruleset,
  startGame: (start, position) => chakraRules(start.ruleset, start.options.repetition).startGame(position),
  ...machineByRules<Types>(rulesOf),
  factsToJson,
  diffFacts,
};

/** What a player does, before it is checked: move text or a move, a resignation, a draw. */
export type PlayerAction = PlayerActionOf<ChakraMove>;
/** A decision the game took: what a replay step holds, and the log line that records it. */
export type PlayedAction = PlayedActionOf<Types>;

/** Line 1 to a running game. */
export const startFromEvent = (event: StartEvent, line: number = 1): Result<ReplayStartOf<Types>, TextError> => startFromEventWith(playText, event, line);

/**
 * One decision applied to the game: read, checked by the machine, its facts derived. The
 * error message does not name the line (the caller knows where the decision came from). The
 * ruleset is the game's unless given.
 */
export const playAction = (snapshot: ChakraSnapshot, action: PlayerAction, ruleset: Ruleset = snapshot.context.ruleset): Result<PlayedAction, string> =>
  playActionWith(playText, snapshot, action, ruleset);
