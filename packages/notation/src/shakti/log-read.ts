// Reading a Shakti log: the schemas of its start line and its facts (zod/mini; the facts' is
// built from their declaration in facts.ts) and the line readers, syntax and schema only. The
// start event and writing are in log.ts; replay.ts checks the lines against the rules.

import * as z from 'zod/mini';
import { moveEventSchemaWith, readEventLineWith, readLogWith, readStartLineWith, startSchemaWith } from '../log-common-read.ts';
import type { Result, TextError } from '../result.ts';
import { FACTS, canonicalFactsJson } from './facts.ts';
import { factsSchemaOf } from '../facts-schema.ts';
import { RESERVED_TAGS, type Log, type LogEvent, type MoveEvent, type StartEvent } from './log.ts';

export const factsSchema = factsSchemaOf(FACTS);

export const startEventSchema = startSchemaWith('shakti', RESERVED_TAGS, {
  options: z.optional(z.strictObject({ warriorJump: z.optional(z.enum(['seen', 'adjacent'])), repetition: z.optional(z.boolean()) })),
});

export const moveEventSchema = moveEventSchemaWith(factsSchema);

/** Reads line 1 of a Shakti log. */
export const readStartLine = (text: string, line: number = 1): Result<StartEvent, TextError> =>
  readStartLineWith(text, line, 'shakti', startEventSchema, (s) => ({
    options: { warriorJump: s.options?.warriorJump ?? 'seen', repetition: s.options?.repetition ?? true },
  }));

/** Reads one event line (line 2 on) of a Shakti log. */
export const readEventLine = (text: string, line: number): Result<LogEvent, TextError> =>
  readEventLineWith(text, line, moveEventSchema as z.ZodMiniType<MoveEvent>, canonicalFactsJson);

/** Reads a whole Shakti log, syntax and schema only. The first problem is named by its line. */
export const readLog = (text: string): Result<Log, TextError> => readLogWith(text, readStartLine, readEventLine);
