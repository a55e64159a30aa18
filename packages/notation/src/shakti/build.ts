// Writing a Shakti log by playing: start options plus decisions become a log whose facts
// come from the rules.

import { shakti } from '../rules.ts';
import type { ShaktiMove, ShaktiPosition, WarriorJump } from '../rules.ts';
import { LOG_FORMAT, reservedTag } from '../log-common.ts';
import { buildEventsWith, type DecisionOf } from '../game.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import { SHAKTI_RESERVED_TAGS, readShaktiStartLine, writeShaktiLog, writeShaktiStartLine, type ShaktiLog, type ShaktiStartEvent } from './log.ts';
import { formatShaktiPosition } from './position.ts';
import { SHAKTI_TEXT } from './replay.ts';

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
  const tags = { ...(options.tags ?? {}) };
  const reserved = reservedTag(tags, SHAKTI_RESERVED_TAGS);
  if (reserved !== undefined) return fail(1, undefined, `tags: a tag may not be named ${reserved} (the record derives it)`);
  // The same checks as for a start line read from a log (tag names, values, …).
  return readShaktiStartLine(
    writeShaktiStartLine({
      event: 'start',
      format: LOG_FORMAT,
      game: 'shakti',
      options: { warriorJump: options.warriorJump ?? 'seen', repetition: options.repetition ?? true },
      setup,
      tags,
    }),
  );
}

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export function buildShaktiLog(options: ShaktiStartOptions, decisions: readonly ShaktiDecision[]): Result<ShaktiLog, TextError> {
  const start = shaktiStartEvent(options);
  if (!start.ok) return start;
  const events = buildEventsWith(SHAKTI_TEXT, start.value, decisions);
  return events.ok ? ok({ start: start.value, events: events.value }) : events;
}

/** `buildShaktiLog`, written as JSON Lines. */
export function logFromShaktiMoves(options: ShaktiStartOptions, decisions: readonly ShaktiDecision[]): Result<string, TextError> {
  const log = buildShaktiLog(options, decisions);
  return log.ok ? ok(writeShaktiLog(log.value)) : log;
}
