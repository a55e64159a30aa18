// The Shakti event log: JSON Lines as for Chakra (log-common.ts holds the shared frame).
// Line 1:
//   {"event":"start","format":"rulebook-log/1","game":"shakti",
//    "options":{"warriorJump":"seen","repetition":true},"setup":"<position string>","tags":{…}}
// then one line per decision: a move with its facts (facts.ts), a resignation, a draw (G2).

import { z } from 'zod';
import type { WarriorJump } from '../rules.ts';
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
import { canonicalShaktiFactsJson, type ShaktiFactsJson } from './facts.ts';

/** Tags a Shakti record keeps for itself; a log's tags may not use them. */
export const SHAKTI_RESERVED_TAGS: readonly string[] = ['Game', 'WarriorJump', 'SetUp', 'Result', 'Termination', 'Repetition'];

const cellSchema = z.string().regex(/^[a-g][1-7]$/, { error: (issue) => `expected a cell a1-g7, found ${JSON.stringify(issue.input)}` });
const pieceSchema = z.enum(['king', 'warrior']);

export const shaktiFactsSchema = z.strictObject({
  piece: pieceSchema.optional(),
  from: cellSchema.optional(),
  to: cellSchema.optional(),
  captured: z.strictObject({ cell: cellSchema, piece: pieceSchema }).optional(),
  removedTile: cellSchema.optional(),
  pass: z.literal(true).optional(),
  check: z.boolean(),
  end: z
    .strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.enum(['checkmate', 'no-moves', 'repetition']) })
    .optional(),
});

const { event, format, game, setup, tags } = startFields('shakti', SHAKTI_RESERVED_TAGS);
export const shaktiStartEventSchema = z.strictObject({
  event,
  format,
  game,
  options: z.strictObject({ warriorJump: z.enum(['seen', 'adjacent']).optional(), repetition: z.boolean().optional() }).optional(),
  setup,
  tags,
});

export const shaktiMoveEventSchema = moveEventSchemaWith(shaktiFactsSchema);

export interface ShaktiStartEvent {
  readonly event: 'start';
  readonly format: typeof LOG_FORMAT;
  readonly game: 'shakti';
  /** `warriorJump` (S4) and `repetition` (G3), filled in with their defaults. */
  readonly options: { readonly warriorJump: WarriorJump; readonly repetition: boolean };
  /** A position string (position.ts). */
  readonly setup: string;
  readonly tags: Readonly<Record<string, string>>;
}

export type ShaktiMoveEvent = MoveEventOf<ShaktiFactsJson>;
export type ShaktiLogEvent = ShaktiMoveEvent | ResignEvent | DrawEvent;

/** A log read into values: the event on line n + 2 is `events[n]`. */
export interface ShaktiLog {
  readonly start: ShaktiStartEvent;
  readonly events: readonly ShaktiLogEvent[];
}

/** Reads line 1 of a Shakti log. */
export function readShaktiStartLine(text: string, line: number = 1): Result<ShaktiStartEvent, TextError> {
  const parsed = readStartWith(text, line, 'shakti', shaktiStartEventSchema);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  return ok({
    event: 'start',
    format: LOG_FORMAT,
    game: 'shakti',
    options: { warriorJump: s.options?.warriorJump ?? 'seen', repetition: s.options?.repetition ?? true },
    setup: s.setup,
    tags: { ...(s.tags ?? {}) },
  });
}

/** Reads one event line (line 2 on) of a Shakti log. */
export function readShaktiEventLine(text: string, line: number): Result<ShaktiLogEvent, TextError> {
  return readEventLineWith(text, line, shaktiMoveEventSchema as z.ZodType<ShaktiMoveEvent>, canonicalShaktiFactsJson);
}

/** Reads a whole Shakti log, syntax and schema only. The first problem is named by its line. */
export function readShaktiLog(text: string): Result<ShaktiLog, TextError> {
  return readLogWith(text, readShaktiStartLine, readShaktiEventLine);
}

/** The start line, fields in canonical order. */
export function writeShaktiStartLine(start: ShaktiStartEvent): string {
  return JSON.stringify({
    event: 'start',
    format: LOG_FORMAT,
    game: 'shakti',
    options: { warriorJump: start.options.warriorJump, repetition: start.options.repetition },
    setup: start.setup,
    tags: start.tags,
  });
}

/** One event line, fields in canonical order. */
export const writeShaktiEventLine = (event: ShaktiLogEvent): string => writeEventLineWith(event, canonicalShaktiFactsJson);

/** The log as JSON Lines, one line break after every line. */
export function writeShaktiLog(log: ShaktiLog): string {
  return joinLines([writeShaktiStartLine(log.start), ...log.events.map(writeShaktiEventLine)]);
}
