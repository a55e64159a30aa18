// Reading a Medea log: the schemas of its start line and its facts (zod/mini; the facts' is
// built from their declaration in facts.ts) and the line readers, syntax and schema only. The
// start event and writing are in log.ts; replay.ts checks the lines against the rules.

import * as z from 'zod/mini';
import { LOG_FORMAT } from '../log-common.ts';
import { moveEventSchemaWith, readEventLineWith, readLogWith, readStartWith, startFields } from '../log-common-read.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { FACTS, canonicalFactsJson } from './facts.ts';
import { factsSchemaOf } from '../facts-schema.ts';
import { RESERVED_TAGS, type Log, type LogEvent, type MoveEvent, type StartEvent } from './log.ts';

export const factsSchema = factsSchemaOf(FACTS);

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
