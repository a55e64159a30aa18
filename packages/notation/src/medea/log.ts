// The Medea event log: JSON Lines as for Chakra and Shakti (log-common.ts holds the shared
// frame). Line 1:
//   {"event":"start","format":"rulebook-log/1","game":"medea","options":{"repetition":true},
//    "setup":"<position string>","tags":{…}}
// then one line per decision: a move with its facts (facts.ts), a resignation, a draw (G2).

import { z } from 'zod';
import {
  LOG_FORMAT,
  joinLines,
  moveEventSchemaWith,
  readEventLineWith,
  readLogWith,
  readStartWith,
  startFields,
  writeEventLineWith,
  type DrawEvent,
  type MoveEventOf,
  type ResignEvent,
} from '../log-common.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { canonicalMedeaFactsJson, type MedeaFactsJson } from './facts.ts';

/** Tags a Medea record keeps for itself; a log's tags may not use them. */
export const MEDEA_RESERVED_TAGS: readonly string[] = ['Game', 'SetUp', 'Result', 'Termination', 'Repetition'];

const squareSchema = z.string().regex(/^[a-h][1-8]$/, { error: (issue) => `expected a square a1-h8, found ${JSON.stringify(issue.input)}` });
const pieceSchema = z.enum(['man', 'king']);

export const medeaFactsSchema = z.strictObject({
  piece: pieceSchema.optional(),
  from: squareSchema,
  to: squareSchema,
  via: squareSchema.optional(),
  path: z.array(squareSchema).min(1).optional(),
  captured: z.array(z.strictObject({ square: squareSchema, piece: pieceSchema })).min(1).optional(),
  promoted: z.literal(true).optional(),
  end: z
    .strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.enum(['no-pieces', 'no-moves', 'repetition']) })
    .optional(),
});

const { event, format, game, setup, tags } = startFields('medea', MEDEA_RESERVED_TAGS);
export const medeaStartEventSchema = z.strictObject({
  event,
  format,
  game,
  options: z.strictObject({ repetition: z.boolean().optional() }).optional(),
  setup,
  tags,
});

export const medeaMoveEventSchema = moveEventSchemaWith(medeaFactsSchema);

export interface MedeaStartEvent {
  readonly event: 'start';
  readonly format: typeof LOG_FORMAT;
  readonly game: 'medea';
  /** `repetition` (G3), filled in with its default. */
  readonly options: { readonly repetition: boolean };
  /** A position string (position.ts). */
  readonly setup: string;
  readonly tags: Readonly<Record<string, string>>;
}

export type MedeaMoveEvent = MoveEventOf<MedeaFactsJson>;
export type MedeaLogEvent = MedeaMoveEvent | ResignEvent | DrawEvent;

/** A log read into values: the event on line n + 2 is `events[n]`. */
export interface MedeaLog {
  readonly start: MedeaStartEvent;
  readonly events: readonly MedeaLogEvent[];
}

/** Reads line 1 of a Medea log. */
export function readMedeaStartLine(text: string, line: number = 1): Result<MedeaStartEvent, TextError> {
  const parsed = readStartWith(text, line, 'medea', medeaStartEventSchema);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  return ok({
    event: 'start',
    format: LOG_FORMAT,
    game: 'medea',
    options: { repetition: s.options?.repetition ?? true },
    setup: s.setup,
    tags: { ...(s.tags ?? {}) },
  });
}

/** Reads one event line (line 2 on) of a Medea log. */
export function readMedeaEventLine(text: string, line: number): Result<MedeaLogEvent, TextError> {
  return readEventLineWith(text, line, medeaMoveEventSchema as z.ZodType<MedeaMoveEvent>, canonicalMedeaFactsJson);
}

/** Reads a whole Medea log, syntax and schema only. The first problem is named by its line. */
export function readMedeaLog(text: string): Result<MedeaLog, TextError> {
  return readLogWith(text, readMedeaStartLine, readMedeaEventLine);
}

/** The start line, fields in canonical order. */
export function writeMedeaStartLine(start: MedeaStartEvent): string {
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
export const writeMedeaEventLine = (event: MedeaLogEvent): string => writeEventLineWith(event, canonicalMedeaFactsJson);

/** The log as JSON Lines, one line break after every line. */
export function writeMedeaLog(log: MedeaLog): string {
  return joinLines([writeMedeaStartLine(log.start), ...log.events.map(writeMedeaEventLine)]);
}
