// The Chakart event log: JSON Lines as for the other games (log-common.ts holds the shared
// frame). Line 1:
//   {"event":"start","format":"rulebook-log/1","game":"chakart","options":{"randomness":2,"seed":7},
//    "setup":"<position string>","tags":{…}}
// `randomness` is K1's option (default 2); `seed` is present when the game draws from a seed
// (G4); `setup` is always the start position, so replay never draws. Then one line per
// decision (a turn may have several: Daisy's bonus move, King Boo's swap, Toadette's drop, a
// promotion choice):
//   {"event":"move","ply":4,"player":"black","move":"Rf8xf6","outcomes":["egg:waluigi","colour:g8","lay:g7"],
//    "facts":{"steps":[…]}}
// `ply` counts decisions; `outcomes` (move.ts) are the random outcomes in drawing order, always
// written, `[]` for none; `facts` (facts.ts). Resignations and agreed draws as the other games (G2).

import { z } from 'zod';
import {
  LOG_FORMAT,
  colourSchema,
  joinLines,
  moveEventWithOutcomesSchemaWith,
  readEventLineWith,
  readLogWith,
  readStartWith,
  startFields,
  writeEventLineWith,
  type DrawEvent,
  type MoveEventOf,
  type ResignEvent,
} from '../log-common.ts';
import type { Randomness } from '../rules.ts';
import { ok, type Result, type TextError } from '../result.ts';
import { canonicalChakartFactsJson, type ChakartFactsJson } from './facts.ts';
import { parseChakartOutcome } from './move.ts';

/** Tags a Chakart record keeps for itself; a log's tags may not use them. */
export const CHAKART_RESERVED_TAGS: readonly string[] = ['Game', 'Randomness', 'Seed', 'SetUp', 'Result', 'Termination'];

/** The largest seed: the generator takes 32 bits (G4). */
export const CHAKART_MAX_SEED = 2 ** 32 - 1;

const squareSchema = z.string().regex(/^[a-h][1-8]$/, { error: (issue) => `expected a square a1-h8, found ${JSON.stringify(issue.input)}` });
const kindSchema = z.enum(['pawn', 'rook', 'knight', 'bishop', 'queen', 'king']);
const promotionSchema = z.enum(['queen', 'rook', 'knight', 'bishop', 'king']);
const objectSchema = z.enum(['mushroom', 'egg', 'banana', 'bomb']);
const pieceOnSchema = z.strictObject({ colour: colourSchema, kind: kindSchema });
const landing = { captured: pieceOnSchema.optional(), object: objectSchema.optional(), marker: z.literal(true).optional() };

export const chakartStepSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('move'), piece: kindSchema, from: squareSchema, to: squareSchema, invisible: z.literal(true).optional(), ...landing }),
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
  z.strictObject({ step: z.literal('drop'), piece: promotionSchema, to: squareSchema, object: objectSchema.optional() }),
  z.strictObject({ step: z.literal('pass') }),
  z.strictObject({ step: z.literal('freed'), square: squareSchema }),
  z.strictObject({ step: z.literal('revealed'), square: squareSchema }),
]);

export const chakartFactsSchema = z.strictObject({
  steps: z.array(chakartStepSchema).min(1),
  end: z.strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.literal('kings-captured') }).optional(),
});

/** One outcome's text, checked by its reader (move.ts). */
export const chakartOutcomeSchema = z.string().superRefine((text, context) => {
  const outcome = parseChakartOutcome(text);
  if (!outcome.ok) context.addIssue({ code: 'custom', message: outcome.error.message, input: text });
});

const { event, format, game, setup, tags } = startFields('chakart', CHAKART_RESERVED_TAGS);
export const chakartStartEventSchema = z.strictObject({
  event,
  format,
  game,
  options: z
    .strictObject({
      randomness: z.literal([0, 1, 2]).optional(),
      seed: z.number().int().min(0).max(CHAKART_MAX_SEED).optional(),
    })
    .optional(),
  setup,
  tags,
});

export const chakartMoveEventSchema = moveEventWithOutcomesSchemaWith(chakartFactsSchema, chakartOutcomeSchema);

/** K1's option and the seed of the game's draws (G4). */
export interface ChakartOptions {
  readonly randomness: Randomness;
  readonly seed?: number;
}

export interface ChakartStartEvent {
  readonly event: 'start';
  readonly format: typeof LOG_FORMAT;
  readonly game: 'chakart';
  /** `randomness` filled in with its default (2). */
  readonly options: ChakartOptions;
  /** A position string (position.ts): where the game starts, whatever the options. */
  readonly setup: string;
  readonly tags: Readonly<Record<string, string>>;
}

/** A decision line: decision text, its outcomes (always present) and facts. */
export type ChakartMoveEvent = MoveEventOf<ChakartFactsJson> & { readonly outcomes: readonly string[] };
export type ChakartLogEvent = ChakartMoveEvent | ResignEvent | DrawEvent;

/** A log read into values: the event on line n + 2 is `events[n]`. */
export interface ChakartLog {
  readonly start: ChakartStartEvent;
  readonly events: readonly ChakartLogEvent[];
}

/** Reads line 1 of a Chakart log. */
export function readChakartStartLine(text: string, line: number = 1): Result<ChakartStartEvent, TextError> {
  const parsed = readStartWith(text, line, 'chakart', chakartStartEventSchema);
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
export function readChakartEventLine(text: string, line: number): Result<ChakartLogEvent, TextError> {
  return readEventLineWith(text, line, chakartMoveEventSchema as unknown as z.ZodType<ChakartMoveEvent>, canonicalChakartFactsJson) as Result<
    ChakartLogEvent,
    TextError
  >;
}

/** Reads a whole Chakart log, syntax and schema only. The first problem is named by its line. */
export function readChakartLog(text: string): Result<ChakartLog, TextError> {
  return readLogWith(text, readChakartStartLine, readChakartEventLine);
}

/** The start line, fields in canonical order. */
export function writeChakartStartLine(start: ChakartStartEvent): string {
  const { randomness, seed } = start.options;
  return JSON.stringify({
    event: 'start',
    format: LOG_FORMAT,
    game: 'chakart',
    options: { randomness, ...(seed !== undefined ? { seed } : {}) },
    setup: start.setup,
    tags: start.tags,
  });
}

/** One event line, fields in canonical order. */
export const writeChakartEventLine = (event: ChakartLogEvent): string => writeEventLineWith(event, canonicalChakartFactsJson);

/** The log as JSON Lines, one line break after every line. */
export function writeChakartLog(log: ChakartLog): string {
  return joinLines([writeChakartStartLine(log.start), ...log.events.map(writeChakartEventLine)]);
}

/** How many outcomes a log's decisions drew: where the seed's stream goes on (G4). */
export function chakartOutcomesDrawn(events: readonly { readonly event: string; readonly outcomes?: readonly string[] }[]): number {
  return events.reduce((n, e) => n + (e.event === 'move' ? (e.outcomes?.length ?? 0) : 0), 0);
}
