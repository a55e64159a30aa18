// Writing a Medea log by playing: start options plus decisions become a log whose facts come
// from the rules.

import { medeaRules } from './game-value.ts';
import type { MedeaMove, MedeaPosition } from '../rules.ts';
import { LOG_FORMAT } from '../log-common.ts';
import { buildLogWith, type DecisionOf } from '../game.ts';
import { mapOk, ok, type Result, type TextError } from '../result.ts';
import { startTags } from '../tags.ts';
import { firstProblem, isBoolean } from '../start-options.ts';
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

/** The start line for these options. */
export function startEvent(options: StartOptions = {}): Result<StartEvent, TextError> {
  const setup = typeof options.position === 'string' ? options.position : formatPosition(options.position ?? medeaRules().start());
  // The option as a start line read from a log checks it, in the same words.
  const invalid = firstProblem(isBoolean('options.repetition', options.repetition));
  if (invalid) return invalid;
  // The tags checked as a log's are (names, values), and for the names the record derives.
  const tags = startTags(options.tags, RESERVED_TAGS);
  if (!tags.ok) return tags;
  return ok({ event: 'start', format: LOG_FORMAT, game: 'medea', options: { repetition: options.repetition ?? true }, setup, tags: tags.value });
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
