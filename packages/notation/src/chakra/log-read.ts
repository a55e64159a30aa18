// Reading a Chakra log: the schemas of its start line and its facts (zod/mini) and the line
// readers, syntax and schema only. The start event and writing are in log.ts, the frame shared
// by all games in log-common.ts and log-common-read.ts; replay.ts checks the lines against the
// rules.

import * as z from 'zod/mini';
import { canonicalFactsJson } from './facts.ts';
import { colourSchema, moveEventSchemaWith, readEventLineWith, readLogWith, readStartWith, startFields } from '../log-common-read.ts';
import { LOG_FORMAT } from '../log-common.ts';
import { RESERVED_TAGS, type Log, type LogEvent, type MoveEvent, type StartEvent } from './log.ts';
import { ok, type Result, type TextError } from '../result.ts';

const squareSchema = z.string().check(z.regex(/^[a-h][1-8]$/, { error: (issue) => `expected a square a1-h8, found ${JSON.stringify(issue.input)}` }));
const pieceSchema = z.enum(['king', 'queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn']);
const promotionSchema = z.enum(['queen', 'samurai', 'monk', 'monkey', 'courtesan']);

export const factsSchema = z.strictObject({
  piece: z.optional(pieceSchema),
  from: squareSchema,
  to: squareSchema,
  via: z.optional(squareSchema),
  captured: z.optional(z.strictObject({ square: squareSchema, piece: pieceSchema })),
  promotion: z.optional(promotionSchema),
  transmitterCaptured: z.optional(z.strictObject({ owner: colourSchema, squares: z.tuple([squareSchema, squareSchema]) })),
  face: z.optional(z.enum(['knight', 'king'])),
  check: z.boolean(),
  end: z.optional(z.strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.enum(['checkmate', 'stalemate', 'repetition']) })),
});

const { event, format, game, setup, tags } = startFields('chakra', RESERVED_TAGS);
export const startEventSchema = z.strictObject({
  event,
  format,
  game,
  ruleset: z.enum(['current', '1995']),
  setup,
  options: z.optional(z.strictObject({ repetition: z.optional(z.boolean()) })),
  tags,
});

export const moveEventSchema = moveEventSchemaWith(factsSchema);

/** Reads line 1: the start of the game. */
export function readStartLine(text: string, line: number = 1): Result<StartEvent, TextError> {
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
export function readEventLine(text: string, line: number): Result<LogEvent, TextError> {
  return readEventLineWith(text, line, moveEventSchema as z.ZodMiniType<MoveEvent>, canonicalFactsJson);
}

/** Reads a whole log, syntax and schema only. The first problem is named by its line. */
export function readLog(text: string): Result<Log, TextError> {
  return readLogWith(text, readStartLine, readEventLine);
}
