// The Medea event log: JSON Lines as for Chakra and Shakti (log-common.ts holds the shared
// frame). Line 1:
//   {"event":"start","format":"rulebook-log/1","game":"medea","options":{"repetition":true},
//    "setup":"<position string>","tags":{…}}
// then one line per decision: a move with its facts (facts.ts), a resignation, a draw (G2).
// This file holds the start event and writes the lines; log-read.ts reads them.

import { writeEventLineWith, writeLogWith, writeStartLineWith, type LogEventOf, type LogWith, type MoveEventOf, type StartEventOf } from '../log-common.ts';
import { canonicalFactsJson, type FactsJson } from './facts.ts';

/** Tags a Medea record keeps for itself; a log's tags may not use them. */
export const RESERVED_TAGS: readonly string[] = ['Game', 'SetUp', 'Result', 'Termination', 'Repetition'];

/** `repetition` (G3) in the options, filled in with its default. */
export type StartEvent = StartEventOf<'medea', { readonly repetition: boolean }>;

export type MoveEvent = MoveEventOf<FactsJson>;
/** A move, a resignation, an agreed draw or a timeout (G2, G5): the game-neutral events with this game's facts. */
export type LogEvent = LogEventOf<FactsJson>;
export type Log = LogWith<StartEvent, LogEvent>;

/** The start line, fields in canonical order. */
export const writeStartLine = (start: StartEvent): string =>
  writeStartLineWith('medea', { options: { repetition: start.options.repetition }, setup: start.setup, tags: start.tags });

/** One event line, fields in canonical order. */
export const writeEventLine = (event: LogEvent): string => writeEventLineWith(event, canonicalFactsJson);

/** The log as JSON Lines, one line break after every line. */
export const writeLog = (log: Log): string => writeLogWith(log, writeStartLine, writeEventLine);
