// Reading a Chakart log: the schemas of its start line, its facts (the steps; built from their
// declaration in facts.ts) and its outcomes (zod/mini) and the line readers, syntax and schema
// only. The start event and writing are in
// log.ts; replay.ts checks the lines against the rules.

import * as z from 'zod/mini';
import { moveEventWithOutcomesSchemaWith, readEventLineWith, readLogWith, readStartLineWith, startSchemaWith } from '../log-common-read.ts';
import { describeValue, logLines, parseJson, parseWith } from '../jsonl.ts';
import { asObject } from '../log-common.ts';
import { fail, mapOk, type Result, type TextError } from '../result.ts';
import { FACTS, STEP, canonicalFactsJson } from './facts.ts';
import { factsSchemaOf, valueSchemaOf } from '../facts-schema.ts';
import { MAX_SEED, RESERVED_TAGS, type Log, type LogEvent, type MoveEvent, type RevealEvent, type StartEvent } from './log.ts';
import { parseOutcome } from './move.ts';
import { chakart } from '../rules.ts';

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

/** 64 lowercase hex digits: a commitment, or a revealed seed (G4 online). */
export const hex64Schema = z.string().check(
  z.superRefine((text, context) => {
    const problem = chakart.hex64Problem(text);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem, input: text });
  }),
);

export const startEventSchema = startSchemaWith('chakart', RESERVED_TAGS, {
  options: z.optional(
    z
      .strictObject({
        randomness: z.optional(z.literal([0, 1, 2])),
        seed: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_SEED))),
        commitment: z.optional(hex64Schema),
      })
      .check(
        z.refine((o) => o.seed === undefined || o.commitment === undefined, {
          error: 'a start has a seed (outcomes anyone can draw) or a commitment (outcomes drawn from a secret seed), never both',
        }),
      ),
  ),
});

export const moveEventSchema = moveEventWithOutcomesSchemaWith(factsSchema, outcomeSchema);

/** Reads line 1 of a Chakart log. */
export const readStartLine = (text: string, line: number = 1): Result<StartEvent, TextError> =>
  readStartLineWith(text, line, 'chakart', startEventSchema, (s) => {
    const seed = s.options?.seed;
    const commitment = s.options?.commitment;
    return { options: { randomness: s.options?.randomness ?? 2, ...(seed !== undefined ? { seed } : {}), ...(commitment !== undefined ? { commitment } : {}) } };
  });

/** Reads one event line (line 2 on) of a Chakart log. */
export const readEventLine = (text: string, line: number): Result<LogEvent, TextError> =>
  readEventLineWith(text, line, moveEventSchema as unknown as z.ZodMiniType<MoveEvent>, canonicalFactsJson) as Result<
    LogEvent,
    TextError
  >;

/**
 * Reads a whole Chakart log, syntax and schema only, its reveal line too (only last). The first
 * problem is named by its line. That a reveal may stand there is the replay's to check.
 */
export function readLog(text: string): Result<Log, TextError> {
  const lines = logLines(text);
  const last = lines.length > 1 ? (lines[lines.length - 1] as string) : undefined;
  const revealLast = last !== undefined && isRevealLine(last);
  const events = (eventText: string, line: number): Result<LogEvent, TextError> =>
    isRevealLine(eventText) ? fail(line, undefined, "a reveal line is the log's last; nothing may follow it") : readEventLine(eventText, line);
  const read = readLogWith(revealLast ? lines.slice(0, -1).join('\n') : text, readStartLine, events);
  if (!read.ok || !revealLast) return read;
  const reveal = readRevealLine(last, lines.length);
  if (!reveal.ok) return reveal;
  return mapOk(read, (log) => ({ ...log, reveal: reveal.value }));
}

export const revealEventSchema = z.strictObject({ event: z.literal('reveal'), seed: hex64Schema });

/** Whether a line (not yet read) is a reveal line: an object whose `event` is "reveal". */
export function isRevealLine(text: string): boolean {
  if (!text.includes('"reveal"')) return false;
  const json = parseJson(text, 1);
  return json.ok && asObject(json.value)?.['event'] === 'reveal';
}

/** Reads a reveal line (G4 online), syntax and schema only. */
export function readRevealLine(text: string, line: number): Result<RevealEvent, TextError> {
  const json = parseJson(text, line);
  if (!json.ok) return json;
  if (asObject(json.value) === undefined) return fail(line, undefined, `expected the reveal line {"event":"reveal","seed":…}, found ${describeValue(json.value)}`);
  return parseWith(revealEventSchema, json.value, line);
}

