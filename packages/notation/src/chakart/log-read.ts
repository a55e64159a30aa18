// Reading a Chakart log: the schemas of its start line, its facts (the steps; built from their
// declaration in facts.ts) and its outcomes (zod/mini) and the line readers, syntax and schema
// only. The start event and writing are in
// log.ts; replay.ts checks the lines against the rules.

import * as z from 'zod/mini';
import { LOG_FORMAT } from '../log-common.ts';
import { moveEventWithOutcomesSchemaWith, readEventLineWith, readLogWith, readStartWith, startFields } from '../log-common-read.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { FACTS, STEP, canonicalFactsJson } from './facts.ts';
import { factsSchemaOf, valueSchemaOf } from '../facts-schema.ts';
import { MAX_SEED, RESERVED_TAGS, type Log, type LogEvent, type MoveEvent, type StartEvent } from './log.ts';
import { parseOutcome } from './move.ts';

/** One step (a discriminated union on `step`), from its declaration (facts.ts). */
export const stepSchema = valueSchemaOf(FACTS, STEP);

export const factsSchema = factsSchemaOf(FACTS);

/** One outcome's text, checked by its reader (move.ts). */
export const outcomeSchema = z.string().check(
  z.superRefine((text, context) => {
    const outcome = parseOutcome(text);
    if (!outcome.ok) context.addIssue({ code: 'custom', message: outcome.error.message, input: text });
  }),
);

const { event, format, game, setup, tags } = startFields('chakart', RESERVED_TAGS);
export const startEventSchema = z.strictObject({
  event,
  format,
  game,
  options: z.optional(
    z.strictObject({
      randomness: z.optional(z.literal([0, 1, 2])),
      seed: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_SEED))),
    }),
  ),
  setup,
  tags,
});

export const moveEventSchema = moveEventWithOutcomesSchemaWith(factsSchema, outcomeSchema);

/** Reads line 1 of a Chakart log. */
export function readStartLine(text: string, line: number = 1): Result<StartEvent, TextError> {
  const parsed = readStartWith(text, line, 'chakart', startEventSchema);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  const seed = s.options?.seed;
  return ok({
    event: 'start',
    format: LOG_FORMAT,
    game: 'chakart',
    options: { randomness: s.options?.randomness ?? 2, ...(seed !== undefined ? { seed } : {}) },
    setup: s.setup,
    tags: { ...(s.tags ?? {}) },
  });
}

/** Reads one event line (line 2 on) of a Chakart log. */
export function readEventLine(text: string, line: number): Result<LogEvent, TextError> {
  return readEventLineWith(text, line, moveEventSchema as unknown as z.ZodMiniType<MoveEvent>, canonicalFactsJson) as Result<
    LogEvent,
    TextError
  >;
}

/** Reads a whole Chakart log, syntax and schema only. The first problem is named by its line. */
export function readLog(text: string): Result<Log, TextError> {
  return readLogWith(text, readStartLine, readEventLine);
}

