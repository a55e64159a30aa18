// The Medea event log: JSON Lines as for Chakra and Shakti (log-common.ts holds the shared
// frame). Line 1:
//   {"event":"start","format":"rulebook-log/1","game":"medea","options":{"repetition":true},
//    "setup":"<position string>","tags":{…}}
// then one line per decision: a move with its facts (facts.ts), a resignation, a draw (G2).
// This file holds the start event and writes the lines; log-read.ts reads them.

import { LOG_FORMAT, joinLines, writeEventLineWith, type DrawEvent, type MoveEventOf, type ResignEvent } from '../log-common.ts';
import { canonicalFactsJson, type FactsJson } from './facts.ts';

/** Tags a Medea record keeps for itself; a log's tags may not use them. */
export const RESERVED_TAGS: readonly string[] = ['Game', 'SetUp', 'Result', 'Termination', 'Repetition'];

export interface StartEvent {
  readonly event: 'start';
  readonly format: typeof LOG_FORMAT;
  readonly game: 'medea';
  /** `repetition` (G3), filled in with its default. */
  readonly options: { readonly repetition: boolean };
  /** A position string (position.ts). */
  readonly setup: string;
  readonly tags: Readonly<Record<string, string>>;
}

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
    game: 'medea',
    options: { repetition: start.options.repetition },
    setup: start.setup,
    tags: start.tags,
  });
}

/** One event line, fields in canonical order. */
export const writeEventLine = (event: LogEvent): string => writeEventLineWith(event, canonicalFactsJson);

/** The log as JSON Lines, one line break after every line. */
export function writeLog(log: Log): string {
  return joinLines([writeStartLine(log.start), ...log.events.map(writeEventLine)]);
}
