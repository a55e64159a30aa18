// Reading a Chakart log: the schemas of its start line, its facts (the steps; built from their
// declaration in facts.ts) and its outcomes (zod/mini) and the line readers, syntax and schema
// only. The start event and writing are in
// log.ts; replay.ts checks the lines against the rules.

import * as z from 'zod/mini';
import { moveEventWithOutcomesSchemaWith, readEventLineWith, readLogWith, readStartLineWith, startSchemaWith } from '../log-common-read.ts';
import type { Result, TextError } from '../result.ts';
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

export const startEventSchema = startSchemaWith('chakart', RESERVED_TAGS, {
  options: z.optional(
    z.strictObject({
      randomness: z.optional(z.literal([0, 1, 2])),
      seed: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_SEED))),
    }),
  ),
});

export const moveEventSchema = moveEventWithOutcomesSchemaWith(factsSchema, outcomeSchema);

/** Reads line 1 of a Chakart log. */
export const readStartLine = (text: string, line: number = 1): Result<StartEvent, TextError> =>
  readStartLineWith(text, line, 'chakart', startEventSchema, (s) => {
    const seed = s.options?.seed;
    return { options: { randomness: s.options?.randomness ?? 2, ...(seed !== undefined ? { seed } : {}) } };
  });

/** Reads one event line (line 2 on) of a Chakart log. */
export const readEventLine = (text: string, line: number): Result<LogEvent, TextError> =>
  readEventLineWith(text, line, moveEventSchema as unknown as z.ZodMiniType<MoveEvent>, canonicalFactsJson) as Result<
    LogEvent,
    TextError
  >;

/** Reads a whole Chakart log, syntax and schema only. The first problem is named by its line. */
export const readLog = (text: string): Result<Log, TextError> => readLogWith(text, readStartLine, readEventLine);

