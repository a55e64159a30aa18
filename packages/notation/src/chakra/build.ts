// Writing a log by playing: start options plus a sequence of decisions become a log whose
// facts come from the rules. Used by the CLI (`new`, `play`) and the tests.

import { chakraRules } from './game-value.ts';
import type { ChakraMove, ChakraPosition, Ruleset } from '../rules.ts';
import { RESERVED_TAGS, writeLog, type Log, type StartEvent } from './log.ts';
import { firstProblem, isBoolean, oneOf, setupOf, startEventWith } from '../start-options.ts';
import { formatPosition } from './position.ts';
import { playText } from './play.ts';
import { buildLogWith, type DecisionOf } from '../game.ts';
import { mapOk, type Result, type TextError } from '../result.ts';

export interface StartOptions {
  readonly ruleset?: Ruleset;
  /** A position or a position string; the start position (C1) when absent. */
  readonly position?: ChakraPosition | string;
  /** The automatic draw on the third repetition (G3); on by default. */
  readonly repetition?: boolean;
  readonly tags?: Readonly<Record<string, string>>;
}

/** A decision in a sequence: move text, a move, a resignation or an agreed draw. */
export type Decision = DecisionOf<ChakraMove>;

/** The start line for these options; the options checked as a start line read from a log checks them, in the same words. */
export const startEvent = (options: StartOptions): Result<StartEvent, TextError> =>
  startEventWith(
    'chakra',
    firstProblem(oneOf('ruleset', options.ruleset, ['1995', 'current']), isBoolean('options.repetition', options.repetition)),
    options,
    RESERVED_TAGS,
    {
      ruleset: options.ruleset ?? 'current',
      setup: setupOf(options.position, formatPosition, () => chakraRules('current').start()),
      options: { repetition: options.repetition ?? true },
    },
  );

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export const buildLog = (options: StartOptions, decisions: readonly Decision[]): Result<Log, TextError> =>
  buildLogWith(playText, startEvent(options), decisions);

/** `buildLog`, written as JSON Lines. */
export const logFromMoves = (options: StartOptions, decisions: readonly Decision[]): Result<string, TextError> =>
  mapOk(buildLog(options, decisions), writeLog);
