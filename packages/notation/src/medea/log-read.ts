// Reading a Medea log: the schemas of its start line and its facts (zod/mini) and the line
// readers, syntax and schema only. The start event and writing are in log.ts; replay.ts checks
// the lines against the rules.

import * as z from 'zod/mini';
import { LOG_FORMAT } from '../log-common.ts';
import { moveEventSchemaWith, readEventLineWith, readLogWith, readStartWith, startFields } from '../log-common-read.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { canonicalFactsJson } from './facts.ts';
import { RESERVED_TAGS, type Log, type LogEvent, type MoveEvent, type StartEvent } from './log.ts';

const squareSchema = z.string().check(z.regex(/^[a-h][1-8]$/, { error: (issue) => `expected a square a1-h8, found ${JSON.stringify(issue.input)}` }));
const pieceSchema = z.enum(['man', 'king']);

export const factsSchema = z.strictObject({
  piece: z.optional(pieceSchema),
  from: squareSchema,
  to: squareSchema,
  via: z.optional(squareSchema),
  path: z.optional(z.array(squareSchema).check(z.minLength(1))),
  captured: z.optional(z.array(z.strictObject({ square: squareSchema, piece: pieceSchema })).check(z.minLength(1))),
  promoted: z.optional(z.literal(true)),
  end: z.optional(z.strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.enum(['no-pieces', 'no-moves', 'repetition']) })),
});

const { event, format, game, setup, tags } = startFields('medea', RESERVED_TAGS);
export const startEventSchema = z.strictObject({
  event,
  format,
  game,
  options: z.optional(z.strictObject({ repetition: z.optional(z.boolean()) })),
  setup,
  tags,
});

export const moveEventSchema = moveEventSchemaWith(factsSchema);

/** Reads line 1 of a Medea log. */
export function readStartLine(text: string, line: number = 1): Result<StartEvent, TextError> {
  const parsed = readStartWith(text, line, 'medea', startEventSchema);
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
export function readEventLine(text: string, line: number): Result<LogEvent, TextError> {
  return readEventLineWith(text, line, moveEventSchema as z.ZodMiniType<MoveEvent>, canonicalFactsJson);
}

/** Reads a whole Medea log, syntax and schema only. The first problem is named by its line. */
export function readLog(text: string): Result<Log, TextError> {
  return readLogWith(text, readStartLine, readEventLine);
}
