// Writing a Medea log by playing: start options plus decisions become a log whose facts come
// from the rules.

import { medeaRules } from './game-value.ts';
import type { MedeaMove, MedeaPosition } from '../rules.ts';
import { buildLogWith, type DecisionOf } from '../game.ts';
import { mapOk, type Result, type TextError } from '../result.ts';
import { firstProblem, isBoolean, setupOf, startEventWith, type RepetitionOption, type StartOptionsOf } from '../start-options.ts';
import { RESERVED_TAGS, writeLog, type Log, type StartEvent } from './log.ts';
import { playText } from './play.ts';
import { formatPosition } from './position.ts';

/** The position (the provisional start position, D1, when absent), repetition, tags. */
export interface StartOptions extends StartOptionsOf<MedeaPosition>, RepetitionOption {}

/** A decision in a sequence: move text, a move, a resignation or an agreed draw. */
export type Decision = DecisionOf<MedeaMove>;

/** The start line for these options. */
export function startEvent(options: StartOptions = {}): Result<StartEvent, TextError> {
  // The option checked as a start line read from a log checks it, in the same words.
  const invalid = firstProblem(isBoolean('options.repetition', options.repetition));
  const setup = setupOf(options.position, formatPosition, () => medeaRules().start());
  return startEventWith('medea', invalid, options, RESERVED_TAGS, { options: { repetition: options.repetition ?? true }, setup });
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
