// The event log: JSON Lines, the system of record. Line 1 starts the game (game, ruleset,
// setup, options, tags); every further line is one player decision: a move with the facts
// it caused, a resignation or an agreed draw (G2). This file holds Chakra's start event and
// writes the lines; the frame shared by all games is in log-common.ts, JSON Lines reading in
// jsonl.ts, reading a log with its schemas in log-read.ts. replay.ts checks the lines against
// the rules.

import type { Ruleset } from '../rules.ts';
import type { FactsJson } from './facts.ts';
import { canonicalFactsJson } from './facts.ts';
import { writeEventLineWith, writeLogWith, writeStartLineWith, type LogEventOf, type LogWith, type MoveEventOf, type StartEventOf } from '../log-common.ts';

/** Tags the game record keeps for itself; a log's tags may not use them. */
export const RESERVED_TAGS: readonly string[] = ['Game', 'Ruleset', 'SetUp', 'Result', 'Termination', 'Repetition'];

/** `repetition` in the options: the automatic draw on the third repetition (G3); on unless false. */
export interface StartEvent extends StartEventOf<'chakra', { readonly repetition: boolean }> {
  readonly ruleset: Ruleset;
}

/** A move line: move text (move.ts) and its facts. */
export type MoveEvent = MoveEventOf<FactsJson>;
/** A move, a resignation, an agreed draw or a timeout (G2, G5): the game-neutral events with this game's facts. */
export type LogEvent = LogEventOf<FactsJson>;
export type Log = LogWith<StartEvent, LogEvent>;

/** The start line, fields in canonical order (Chakra's ruleset first, its options after the setup). */
export function writeStartLine(start: StartEvent): string {
  return writeStartLineWith('chakra', { ruleset: start.ruleset, setup: start.setup, options: { repetition: start.options.repetition }, tags: start.tags });
}

/** One event line, fields in canonical order. */
export const writeEventLine = (event: LogEvent): string => writeEventLineWith(event, canonicalFactsJson);

/** The log as JSON Lines, one line break after every line. */
export const writeLog = (log: Log): string => writeLogWith(log, writeStartLine, writeEventLine);
