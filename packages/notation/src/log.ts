// The event log: JSON Lines, the system of record. Line 1 starts the game (game, ruleset,
// setup, options, tags); every further line is one player decision: a move with the facts
// it caused, a resignation or an agreed draw (G2). This file holds Chakra's start fields
// and facts schema; the frame shared by all games is in log-common.ts, JSON Lines reading
// in jsonl.ts. Syntax and schema only; replay.ts checks the lines against the rules.

import { z } from 'zod';
import type { Ruleset } from './rules.ts';
import type { FactsJson } from './facts.ts';
import { canonicalFactsJson } from './facts.ts';
import {
  LOG_FORMAT,
  colourSchema,
  drawEventSchema,
  joinLines,
  moveEventSchemaWith,
  readEventLineWith,
  readLogWith,
  readStartWith,
  resignEventSchema,
  startFields,
  writeEventLineWith,
  type DrawEvent,
  type MoveEventOf,
  type ResignEvent,
} from './log-common.ts';
import { ok, type Result, type TextError } from './result.ts';

export { LOG_FORMAT, drawEventSchema, resignEventSchema };
export { logLines } from './jsonl.ts';

/** Tags the game record keeps for itself; a log's tags may not use them. */
export const RESERVED_TAGS: readonly string[] = ['Game', 'Ruleset', 'SetUp', 'Result', 'Termination', 'Repetition'];


const squareSchema = z.string().regex(/^[a-h][1-8]$/, { error: (issue) => `expected a square a1-h8, found ${JSON.stringify(issue.input)}` });
const pieceSchema = z.enum(['king', 'queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn']);
const promotionSchema = z.enum(['queen', 'samurai', 'monk', 'monkey', 'courtesan']);

export const factsSchema = z.strictObject({
  piece: pieceSchema.optional(),
  from: squareSchema,
  to: squareSchema,
  via: squareSchema.optional(),
  captured: z.strictObject({ square: squareSchema, piece: pieceSchema }).optional(),
  promotion: promotionSchema.optional(),
  transmitterCaptured: z.strictObject({ owner: colourSchema, squares: z.tuple([squareSchema, squareSchema]) }).optional(),
  face: z.enum(['knight', 'king']).optional(),
  check: z.boolean(),
  end: z
    .strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.enum(['checkmate', 'stalemate', 'repetition']) })
    .optional(),
});

const { event, format, game, setup, tags } = startFields('chakra', RESERVED_TAGS);
export const startEventSchema = z.strictObject({
  event,
  format,
  game,
  ruleset: z.enum(['current', '1995']),
  setup,
  options: z.strictObject({ repetition: z.boolean().optional() }).optional(),
  tags,
});

export const moveEventSchema = moveEventSchemaWith(factsSchema);

export interface ChakraStartEvent {
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
export type ChakraMoveEvent = MoveEventOf<FactsJson>;
export type ChakraResignEvent = ResignEvent;
export type ChakraDrawEvent = DrawEvent;
export type ChakraLogEvent = ChakraMoveEvent | ChakraResignEvent | ChakraDrawEvent;

/** A log read into values: the event on line n + 2 is `events[n]`. */
export interface ChakraLog {
  readonly start: ChakraStartEvent;
  readonly events: readonly ChakraLogEvent[];
}

/** Reads line 1: the start of the game. */
export function readStartLine(text: string, line: number = 1): Result<ChakraStartEvent, TextError> {
  const parsed = readStartWith(text, line, 'chakra', startEventSchema);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  return ok({
    event: 'start',
    format: LOG_FORMAT,
    game: 'chakra',
    ruleset: s.ruleset,
    setup: s.setup,
    options: { repetition: s.options?.repetition ?? true },
    tags: { ...(s.tags ?? {}) },
  });
}

/** Reads one event line (line 2 on). */
export function readEventLine(text: string, line: number): Result<ChakraLogEvent, TextError> {
  return readEventLineWith(text, line, moveEventSchema as z.ZodType<ChakraMoveEvent>, canonicalFactsJson);
}

/** Reads a whole log, syntax and schema only. The first problem is named by its line. */
export function readChakraLog(text: string): Result<ChakraLog, TextError> {
  return readLogWith(text, readStartLine, readEventLine);
}

/** The start line, fields in canonical order. */
export function writeStartLine(start: ChakraStartEvent): string {
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
export function writeEventLine(event: ChakraLogEvent): string {
  return writeEventLineWith(event, canonicalFactsJson);
}

/** The log as JSON Lines, one line break after every line. */
export function writeChakraLog(log: ChakraLog): string {
  return joinLines([writeStartLine(log.start), ...log.events.map(writeEventLine)]);
}
