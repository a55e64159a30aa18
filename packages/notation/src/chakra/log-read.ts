// Reading a Chakra log: the schemas of its start line and its facts (zod/mini; the facts' is
// built from their declaration in facts.ts) and the line readers, syntax and schema only. The start event and writing are in log.ts, the frame shared
// by all games in log-common.ts and log-common-read.ts; replay.ts checks the lines against the
// rules.

import * as z from 'zod/mini';
import { FACTS, canonicalFactsJson } from './facts.ts';
import { factsSchemaOf } from '../facts-schema.ts';
import { moveEventSchemaWith, readEventLineWith, readLogWith, readStartLineWith, startFields } from '../log-common-read.ts';
import { RESERVED_TAGS, type Log, type LogEvent, type MoveEvent, type StartEvent } from './log.ts';
import type { Result, TextError } from '../result.ts';

export const factsSchema = factsSchemaOf(FACTS);

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
export const readStartLine = (text: string, line: number = 1): Result<StartEvent, TextError> =>
  readStartLineWith(text, line, 'chakra', startEventSchema, (s) => ({
    ruleset: s.ruleset,
    options: { repetition: s.options?.repetition ?? true },
  }));

/** Reads one event line (line 2 on). */
export const readEventLine = (text: string, line: number): Result<LogEvent, TextError> =>
  readEventLineWith(text, line, moveEventSchema as z.ZodMiniType<MoveEvent>, canonicalFactsJson);

/** Reads a whole log, syntax and schema only. The first problem is named by its line. */
export const readLog = (text: string): Result<Log, TextError> => readLogWith(text, readStartLine, readEventLine);
