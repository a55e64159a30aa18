// The event log: JSON Lines, the system of record. Line 1 starts the game (game, ruleset,
// setup, options, tags); every further line is one player decision: a move with the facts
// it caused, a resignation or an agreed draw (G2). This file holds Chakra's start event and
// writes the lines; the frame shared by all games is in log-common.ts, JSON Lines reading in
// jsonl.ts, reading a log with its schemas in log-read.ts. replay.ts checks the lines against
// the rules.

import type { Ruleset } from '../rules.ts';
import type { FactsJson } from './facts.ts';
import { canonicalFactsJson } from './facts.ts';
import { LOG_FORMAT, joinLines, writeEventLineWith, type DrawEvent, type MoveEventOf, type ResignEvent } from '../log-common.ts';

/** Tags the game record keeps for itself; a log's tags may not use them. */
export const RESERVED_TAGS: readonly string[] = ['Game', 'Ruleset', 'SetUp', 'Result', 'Termination', 'Repetition'];

export interface StartEvent {
  readonly event: 'start';
  readonly format: typeof LOG_FORMAT;
  readonly game: 'chakra';
  readonly ruleset: Ruleset;
  /** A position string (position.ts). */
  readonly setup: string;
  /** `repetition`: the automatic draw on the third repetition (G3); on unless false. */
  readonly options: { readonly repetition: boolean };
  readonly tags: Readonly<Record<string, string>>;
}

/** A move line: move text (move.ts) and its facts. */
export type MoveEvent = MoveEventOf<FactsJson>;
export type LogEvent = MoveEvent | ResignEvent | DrawEvent;

/** A log read into values: the event on line n + 2 is `events[n]`. */
export interface Log {
  readonly start: StartEvent;
  readonly events: readonly LogEvent[];
}

/** The start line, fields in canonical order. */
export function writeStartLine(start: StartEvent): string {
  return JSON.stringify({
    event: 'start',
    format: LOG_FORMAT,
    game: 'chakra',
    ruleset: start.ruleset,
    setup: start.setup,
    options: { repetition: start.options.repetition },
    tags: start.tags,
  });
}

/** One event line, fields in canonical order. */
export function writeEventLine(event: LogEvent): string {
  return writeEventLineWith(event, canonicalFactsJson);
}

/** The log as JSON Lines, one line break after every line. */
export function writeLog(log: Log): string {
  return joinLines([writeStartLine(log.start), ...log.events.map(writeEventLine)]);
}
