// Writing a Medea log by playing: start options plus decisions become a log whose facts come
// from the rules.

import { medea } from '../rules.ts';
import type { MedeaMove, MedeaPosition } from '../rules.ts';
import { LOG_FORMAT, reservedTag } from '../log-common.ts';
import { buildEventsWith, type DecisionOf } from '../game.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import { MEDEA_RESERVED_TAGS, readMedeaStartLine, writeMedeaLog, writeMedeaStartLine, type MedeaLog, type MedeaStartEvent } from './log.ts';
import { formatMedeaPosition } from './position.ts';
import { MEDEA_TEXT } from './replay.ts';

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
  const tags = { ...(options.tags ?? {}) };
  const reserved = reservedTag(tags, MEDEA_RESERVED_TAGS);
  if (reserved !== undefined) return fail(1, undefined, `tags: a tag may not be named ${reserved} (the record derives it)`);
  // The same checks as for a start line read from a log (tag names, values, …).
  return readMedeaStartLine(
    writeMedeaStartLine({ event: 'start', format: LOG_FORMAT, game: 'medea', options: { repetition: options.repetition ?? true }, setup, tags }),
  );
}

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export function buildMedeaLog(options: MedeaStartOptions, decisions: readonly MedeaDecision[]): Result<MedeaLog, TextError> {
  const start = medeaStartEvent(options);
  if (!start.ok) return start;
  const events = buildEventsWith(MEDEA_TEXT, start.value, decisions);
  return events.ok ? ok({ start: start.value, events: events.value }) : events;
}

/** `buildMedeaLog`, written as JSON Lines. */
export function logFromMedeaMoves(options: MedeaStartOptions, decisions: readonly MedeaDecision[]): Result<string, TextError> {
  const log = buildMedeaLog(options, decisions);
  return log.ok ? ok(writeMedeaLog(log.value)) : log;
}
