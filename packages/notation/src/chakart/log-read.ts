// Reading a Chakart log: the schemas of its start line, its facts (the steps) and its outcomes
// (zod/mini) and the line readers, syntax and schema only. The start event and writing are in
// log.ts; replay.ts checks the lines against the rules.

import * as z from 'zod/mini';
import { LOG_FORMAT } from '../log-common.ts';
import { colourSchema, moveEventWithOutcomesSchemaWith, readEventLineWith, readLogWith, readStartWith, startFields } from '../log-common-read.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { canonicalFactsJson } from './facts.ts';
import { MAX_SEED, RESERVED_TAGS, type Log, type LogEvent, type MoveEvent, type StartEvent } from './log.ts';
import { parseOutcome } from './move.ts';

const squareSchema = z.string().check(z.regex(/^[a-h][1-8]$/, { error: (issue) => `expected a square a1-h8, found ${JSON.stringify(issue.input)}` }));
const kindSchema = z.enum(['pawn', 'rook', 'knight', 'bishop', 'queen', 'king']);
const promotionSchema = z.enum(['queen', 'rook', 'knight', 'bishop', 'king']);
const objectSchema = z.enum(['mushroom', 'egg', 'banana', 'bomb']);
const pieceOnSchema = z.strictObject({ colour: colourSchema, kind: kindSchema });
const landing = { captured: z.optional(pieceOnSchema), object: z.optional(objectSchema), marker: z.optional(z.literal(true)) };

export const stepSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('move'), piece: kindSchema, from: squareSchema, to: squareSchema, invisible: z.optional(z.literal(true)), ...landing }),
  z.strictObject({ step: z.literal('leave'), object: z.enum(['mushroom', 'egg']), square: squareSchema }),
  z.strictObject({ step: z.literal('promote'), square: squareSchema, piece: promotionSchema }),
  z.strictObject({ step: z.literal('mushroom'), from: squareSchema, to: squareSchema, ...landing }),
  z.strictObject({
    step: z.literal('push'),
    by: z.enum(['banana', 'bomb']),
    direction: z.enum(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']),
    from: squareSchema,
    to: squareSchema,
    ...landing,
  }),
  z.strictObject({ step: z.literal('egg'), outcome: z.enum(['kingboo', 'koopa', 'toadette', 'chomp', 'daisy', 'bowser', 'luigi', 'waluigi']) }),
  z.strictObject({ step: z.literal('koopa'), from: squareSchema, to: squareSchema }),
  z.strictObject({ step: z.literal('chomp'), square: squareSchema, piece: pieceOnSchema }),
  z.strictObject({ step: z.literal('bowser'), square: squareSchema }),
  z.strictObject({ step: z.literal('colour'), square: squareSchema, piece: kindSchema, to: colourSchema }),
  z.strictObject({ step: z.literal('toadette'), piece: promotionSchema }),
  z.strictObject({ step: z.literal('lay'), object: z.enum(['banana', 'bomb']), square: squareSchema }),
  z.strictObject({ step: z.literal('shell'), from: squareSchema, to: squareSchema, hit: z.union([pieceOnSchema, z.enum(['marker', 'banana', 'bomb'])]) }),
  z.strictObject({ step: z.literal('swap'), a: squareSchema, b: squareSchema }),
  z.strictObject({ step: z.literal('drop'), piece: promotionSchema, to: squareSchema, object: z.optional(objectSchema) }),
  z.strictObject({ step: z.literal('pass') }),
  z.strictObject({ step: z.literal('freed'), square: squareSchema }),
  z.strictObject({ step: z.literal('revealed'), square: squareSchema }),
]);

export const factsSchema = z.strictObject({
  steps: z.array(stepSchema).check(z.minLength(1)),
  end: z.optional(z.strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.literal('kings-captured') })),
});

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

