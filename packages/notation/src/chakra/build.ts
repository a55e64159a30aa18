// Writing a log by playing: start options plus a sequence of decisions become a log whose
// facts come from the rules. Used by the CLI (`new`, `play`) and the tests.

import { chakraRules } from './game-value.ts';
import type { ChakraMove, ChakraPosition, Ruleset } from '../rules.ts';
import { RESERVED_TAGS, writeLog, type Log, type StartEvent } from './log.ts';
import { firstProblem, isBoolean, oneOf, setupOf, startEventWith, type RepetitionOption, type StartOptionsOf } from '../start-options.ts';
import { formatPosition } from './position.ts';
import { playText } from './play.ts';
import { buildLogWith, type DecisionOf } from '../game.ts';
import { mapOk, type Result, type TextError } from '../result.ts';

/** The ruleset (`current` by default), the position (the start position, C1, when absent), repetition, tags. */
export interface StartOptions extends StartOptionsOf<ChakraPosition>, RepetitionOption {
  readonly ruleset?: Ruleset;
}

/** A decision in a sequence: move text, a move, a resignation or an agreed draw. */
export type Decision = DecisionOf<ChakraMove>;

/** The start line for these options. */
export function startEvent(options: StartOptions): Result<StartEvent, TextError> {
  // The options checked as a start line read from a log checks them, in the same words.
  const invalid = firstProblem(oneOf('ruleset', options.ruleset, ['1995', 'current']), isBoolean('options.repetition', options.repetition));
  const setup = setupOf(options.position, formatPosition, () => chakraRules('current').start());
  return startEventWith('chakra', invalid, options, RESERVED_TAGS, { ruleset: options.ruleset ?? 'current', setup, options: { repetition: options.repetition ?? true } });
}

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export const buildLog = (options: StartOptions, decisions: readonly Decision[]): Result<Log, TextError> =>
  buildLogWith(playText, startEvent(options), decisions);

/** `buildLog`, written as JSON Lines. */
export const logFromMoves = (options: StartOptions, decisions: readonly Decision[]): Result<string, TextError> =>
  mapOk(buildLog(options, decisions), writeLog);
