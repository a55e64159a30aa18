// Writing a Shakti log by playing: start options plus decisions become a log whose facts
// come from the rules.

import { shakti } from '../rules.ts';
import type { ShaktiMove, ShaktiPosition, WarriorJump } from '../rules.ts';
import { LOG_FORMAT } from '../log-common.ts';
import { buildEventsWith, type DecisionOf } from '../game.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { startTags } from '../tags.ts';
import { firstProblem, isBoolean, oneOf } from '../start-options.ts';
import { SHAKTI_RESERVED_TAGS, writeShaktiLog, type ShaktiLog, type ShaktiStartEvent } from './log.ts';
import { SHAKTI_PLAY_TEXT } from './play.ts';
import { formatShaktiPosition } from './position.ts';

export interface ShaktiStartOptions {
  /** S4's variant: `seen` (default) or `adjacent`. */
  readonly warriorJump?: WarriorJump;
  /** A position or a position string; the start position (S1) when absent. */
  readonly position?: ShaktiPosition | string;
  /** The automatic draw on the third repetition (G3); on by default. */
  readonly repetition?: boolean;
  readonly tags?: Readonly<Record<string, string>>;
}

/** A decision in a sequence: move text, a move, a resignation or an agreed draw. */
export type ShaktiDecision = DecisionOf<ShaktiMove>;

/** The start line for these options. */
export function shaktiStartEvent(options: ShaktiStartOptions): Result<ShaktiStartEvent, TextError> {
  const setup =
    typeof options.position === 'string' ? options.position : formatShaktiPosition(options.position ?? shakti.initialPosition());
  // The options as a start line read from a log checks them, in the same words.
  const invalid = firstProblem(oneOf('options.warriorJump', options.warriorJump, ['seen', 'adjacent']), isBoolean('options.repetition', options.repetition));
  if (invalid) return invalid;
  // The tags checked as a log's are (names, values), and for the names the record derives.
  const tags = startTags(options.tags, SHAKTI_RESERVED_TAGS);
  if (!tags.ok) return tags;
  return ok({
    event: 'start',
    format: LOG_FORMAT,
    game: 'shakti',
    options: { warriorJump: options.warriorJump ?? 'seen', repetition: options.repetition ?? true },
    setup,
    tags: tags.value,
  });
}

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export function buildShaktiLog(options: ShaktiStartOptions, decisions: readonly ShaktiDecision[]): Result<ShaktiLog, TextError> {
  const start = shaktiStartEvent(options);
  if (!start.ok) return start;
  const events = buildEventsWith(SHAKTI_PLAY_TEXT, start.value, decisions);
  return events.ok ? ok({ start: start.value, events: events.value }) : events;
}

/** `buildShaktiLog`, written as JSON Lines. */
export function logFromShaktiMoves(options: ShaktiStartOptions, decisions: readonly ShaktiDecision[]): Result<string, TextError> {
  const log = buildShaktiLog(options, decisions);
  return log.ok ? ok(writeShaktiLog(log.value)) : log;
}
