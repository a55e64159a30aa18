// Writing a Medea log by playing: start options plus decisions become a log whose facts come
// from the rules.

import { medeaRules } from './game-value.ts';
import type { MedeaMove, MedeaPosition } from '../rules.ts';
import { buildLogWith, type DecisionOf } from '../game.ts';
import { mapOk, type Result, type TextError } from '../result.ts';
import { firstProblem, isBoolean, setupOf, startEventWith } from '../start-options.ts';
import { RESERVED_TAGS, writeLog, type Log, type StartEvent } from './log.ts';
import { playText } from './play.ts';
import { formatPosition } from './position.ts';

export interface StartOptions {
  /** A position or a position string; the provisional start position (D1) when absent. */
  readonly position?: MedeaPosition | string;
  /** The automatic draw on the third repetition (G3); on by default. */
  readonly repetition?: boolean;
  readonly tags?: Readonly<Record<string, string>>;
}

/** A decision in a sequence: move text, a move, a resignation or an agreed draw. */
export type Decision = DecisionOf<MedeaMove>;

/** The start line for these options; the option checked as a start line read from a log checks it, in the same words. */
export const startEvent = (options: StartOptions = {}): Result<StartEvent, TextError> =>
  startEventWith('medea', firstProblem(isBoolean('options.repetition', options.repetition)), options, RESERVED_TAGS, {
    options: { repetition: options.repetition ?? true },
    setup: setupOf(options.position, formatPosition, () => medeaRules().start()),
  });

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export const buildLog = (options: StartOptions, decisions: readonly Decision[]): Result<Log, TextError> =>
  buildLogWith(playText, startEvent(options), decisions);

/** `buildLog`, written as JSON Lines. */
export const logFromMoves = (options: StartOptions, decisions: readonly Decision[]): Result<string, TextError> =>
  mapOk(buildLog(options, decisions), writeLog);
