// Writing a Medea log by playing: start options plus decisions become a log whose facts come
// from the rules.

import { medea } from '../rules.ts';
import type { MedeaMove, MedeaPosition } from '../rules.ts';
import { LOG_FORMAT } from '../log-common.ts';
import { buildEventsWith, type DecisionOf } from '../game.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { startTags } from '../tags.ts';
import { firstProblem, isBoolean } from '../start-options.ts';
import { MEDEA_RESERVED_TAGS, writeMedeaLog, type MedeaLog, type MedeaStartEvent } from './log.ts';
import { MEDEA_PLAY_TEXT } from './play.ts';
import { formatMedeaPosition } from './position.ts';

export interface MedeaStartOptions {
  /** A position or a position string; the provisional start position (D1) when absent. */
  readonly position?: MedeaPosition | string;
  /** The automatic draw on the third repetition (G3); on by default. */
  readonly repetition?: boolean;
  readonly tags?: Readonly<Record<string, string>>;
}

/** A decision in a sequence: move text, a move, a resignation or an agreed draw. */
export type MedeaDecision = DecisionOf<MedeaMove>;

/** The start line for these options. */
export function medeaStartEvent(options: MedeaStartOptions = {}): Result<MedeaStartEvent, TextError> {
  const setup = typeof options.position === 'string' ? options.position : formatMedeaPosition(options.position ?? medea.initialPosition());
  // The option as a start line read from a log checks it, in the same words.
  const invalid = firstProblem(isBoolean('options.repetition', options.repetition));
  if (invalid) return invalid;
  // The tags checked as a log's are (names, values), and for the names the record derives.
  const tags = startTags(options.tags, MEDEA_RESERVED_TAGS);
  if (!tags.ok) return tags;
  return ok({ event: 'start', format: LOG_FORMAT, game: 'medea', options: { repetition: options.repetition ?? true }, setup, tags: tags.value });
}

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export function buildMedeaLog(options: MedeaStartOptions, decisions: readonly MedeaDecision[]): Result<MedeaLog, TextError> {
  const start = medeaStartEvent(options);
  if (!start.ok) return start;
  const events = buildEventsWith(MEDEA_PLAY_TEXT, start.value, decisions);
  return events.ok ? ok({ start: start.value, events: events.value }) : events;
}

/** `buildMedeaLog`, written as JSON Lines. */
export function logFromMedeaMoves(options: MedeaStartOptions, decisions: readonly MedeaDecision[]): Result<string, TextError> {
  const log = buildMedeaLog(options, decisions);
  return log.ok ? ok(writeMedeaLog(log.value)) : log;
}
