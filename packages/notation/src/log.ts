// The event log: JSON Lines, the system of record. Line 1 starts the game (game, ruleset,
// setup, options, tags); every further line is one player decision: a move with the facts
// it caused, a resignation or an agreed draw (G2). This file reads and writes the lines
// (syntax and schema only); replay.ts checks them against the rules.

import { z } from 'zod';
import type { Colour, Ruleset } from './rules.ts';
import type { FactsJson } from './facts.ts';
import { canonicalFactsJson } from './facts.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

export const LOG_FORMAT = 'rulebook-log/1';

/** Tags the game record keeps for itself; a log's tags may not use them. */
export const RESERVED_TAGS: readonly string[] = ['Game', 'Ruleset', 'SetUp', 'Result', 'Termination', 'Repetition'];

const squareSchema = z.string().regex(/^[a-h][1-8]$/, { error: (issue) => `expected a square a1-h8, found ${JSON.stringify(issue.input)}` });
const colourSchema = z.enum(['white', 'black']);
const pieceSchema = z.enum(['king', 'queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn']);
const promotionSchema = z.enum(['queen', 'samurai', 'monk', 'monkey', 'courtesan']);
const plySchema = z.number().int().min(1);

export const factsSchema = z.strictObject({
  piece: pieceSchema.optional(),
  from: squareSchema,
  to: squareSchema,
  via: squareSchema.optional(),
  captured: z.strictObject({ square: squareSchema, piece: pieceSchema }).optional(),
  promotion: promotionSchema.optional(),
  transmitterCaptured: z.strictObject({ owner: colourSchema, squares: z.tuple([squareSchema, squareSchema]) }).optional(),
  face: z.enum(['knight', 'king']).optional(),
  check: z.boolean(),
  end: z
    .strictObject({ result: z.enum(['white', 'black', 'draw']), reason: z.enum(['checkmate', 'stalemate', 'repetition']) })
    .optional(),
});

export const startEventSchema = z.strictObject({
  event: z.literal('start'),
  format: z.literal(LOG_FORMAT),
  game: z.literal('chakra'),
  ruleset: z.enum(['current', '1995']),
  setup: z.string(),
  options: z.strictObject({ repetition: z.boolean().optional() }).optional(),
  tags: z
    .record(
      z.string().regex(/^[A-Za-z0-9_]+$/, { error: (issue) => `a tag name has only letters, digits and _, found ${JSON.stringify(issue.input)}` }),
      z.string().regex(/^[^\n\r]*$/, { error: 'a tag value may not contain a line break' }),
    )
    .refine((tags) => !Object.keys(tags).some((name) => RESERVED_TAGS.includes(name)), {
      error: `a tag may not be named ${RESERVED_TAGS.join(', ')} (the record derives those)`,
    })
    .optional(),
});

export const moveEventSchema = z.strictObject({
  event: z.literal('move'),
  ply: plySchema,
  player: colourSchema,
  move: z.string().min(1),
  facts: factsSchema,
});

export const resignEventSchema = z.strictObject({ event: z.literal('resign'), ply: plySchema, player: colourSchema });

export const drawEventSchema = z.strictObject({ event: z.literal('draw'), ply: plySchema });

export interface ChakraStartEvent {
  readonly event: 'start';
  readonly format: typeof LOG_FORMAT;
  readonly game: 'chakra';
  readonly ruleset: Ruleset;
  /** A position string (position.ts). */
  readonly setup: string;
  /** `repetition`: the automatic draw on the third repetition (G3); on unless false. */
  readonly options: { readonly repetition: boolean };
  readonly tags: Readonly<Record<string, string>>;
}

export interface ChakraMoveEvent {
  readonly event: 'move';
  readonly ply: number;
  readonly player: Colour;
  /** Move text (move.ts). */
  readonly move: string;
  readonly facts: FactsJson;
}

export interface ChakraResignEvent {
  readonly event: 'resign';
  readonly ply: number;
  /** Who resigns. */
  readonly player: Colour;
}

export interface ChakraDrawEvent {
  readonly event: 'draw';
  readonly ply: number;
}

export type ChakraLogEvent = ChakraMoveEvent | ChakraResignEvent | ChakraDrawEvent;

/** A log read into values: the event on line n + 2 is `events[n]`. */
export interface ChakraLog {
  readonly start: ChakraStartEvent;
  readonly events: readonly ChakraLogEvent[];
}

const EVENT_SCHEMAS = { move: moveEventSchema, resign: resignEventSchema, draw: drawEventSchema } as const;

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

const listOr = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? 'nothing') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** One zod issue as `path: expected …, found …`. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  const prefix = path === '' ? '' : `${path}: `;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${prefix}missing (expected ${issue.expected})`;
      return `${prefix}expected ${issue.expected}, found ${describeValue(issue.input)}`;
    case 'invalid_value':
      return `${prefix}expected ${listOr(issue.values.map((v) => JSON.stringify(v)))}, found ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `${prefix}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'too_small':
      return `${prefix}expected ${issue.origin === 'string' ? 'a non-empty string' : `at least ${issue.minimum}`}, found ${describeValue(issue.input)}`;
    case 'invalid_key': {
      // A bad key of a record (a tag name): the key itself is in the message, not the path.
      const inner = issue.issues[0];
      const parent = issue.path.slice(0, -1).map(String).join('.');
      return `${parent === '' ? '' : `${parent}: `}${inner?.message ?? 'not an allowed name'}`;
    }
    case 'invalid_union':
      return `${prefix}not one of the allowed forms`;
    default:
      return `${prefix}${issue.message}`;
  }
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, line: number): Result<T, TextError> {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0] as z.core.$ZodIssue;
  return fail(line, undefined, describeIssue(issue));
}

/** JSON.parse with the error placed on the line: column from the parser's position. */
function parseJson(text: string, line: number): Result<unknown, TextError> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    const column = at ? Number(at[1]) + 1 : undefined;
    if (/end of JSON input|Unterminated string/i.test(message) || (column !== undefined && column > text.trimEnd().length)) {
      return fail(line, text.length + 1, 'the line ends before its JSON value does (is the log truncated?)');
    }
    return fail(line, column, `not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}`);
  }
}

/** Reads line 1: the start of the game. */
export function readStartLine(text: string, line: number = 1): Result<ChakraStartEvent, TextError> {
  const json = parseJson(text, line);
  if (!json.ok) return json;
  const value = json.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(line, undefined, `expected the start line, a JSON object {"event":"start",…}, found ${describeValue(value)}`);
  }
  const record = value as Record<string, unknown>;
  if (record['event'] !== 'start') {
    const what = typeof record['event'] === 'string' ? `a "${record['event']}" event` : describeValue(record['event']);
    return fail(line, undefined, `expected the start line {"event":"start",…}, found ${what}; the log has no start line`);
  }
  if (record['game'] !== undefined && record['game'] !== 'chakra') {
    return fail(line, undefined, `game: this is a log of ${describeValue(record['game'])}; only "chakra" is read here`);
  }
  const parsed = parseWith(startEventSchema, value, line);
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
export function readEventLine(text: string, line: number): Result<ChakraLogEvent, TextError> {
  if (text.trim() === '') return fail(line, undefined, 'a blank line; expected an event');
  const json = parseJson(text, line);
  if (!json.ok) return json;
  const value = json.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(line, undefined, `expected an event, a JSON object {"event":…}, found ${describeValue(value)}`);
  }
  const kind = (value as Record<string, unknown>)['event'];
  if (kind === 'start') return fail(line, undefined, 'a second start line; only line 1 starts the game');
  if (kind !== 'move' && kind !== 'resign' && kind !== 'draw') {
    return fail(line, undefined, `event: expected "move", "resign" or "draw", found ${describeValue(kind)}`);
  }
  const parsed = parseWith<ChakraLogEvent>(EVENT_SCHEMAS[kind] as z.ZodType<ChakraLogEvent>, value, line);
  if (!parsed.ok) return parsed;
  const e = parsed.value;
  if (e.event === 'move') return ok({ event: 'move', ply: e.ply, player: e.player, move: e.move, facts: canonicalFactsJson(e.facts) });
  if (e.event === 'resign') return ok({ event: 'resign', ply: e.ply, player: e.player });
  return ok({ event: 'draw', ply: e.ply });
}

/** The lines of a log, without the line break(s) after the last one. */
export function logLines(text: string): string[] {
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  return lines;
}

/** Reads a whole log, syntax and schema only. The first problem is named by its line. */
export function readChakraLog(text: string): Result<ChakraLog, TextError> {
  const lines = logLines(text);
  if (lines.length === 0) return fail(1, undefined, 'the log is empty; expected the start line {"event":"start",…}');
  const start = readStartLine(lines[0] as string, 1);
  if (!start.ok) return start;
  const events: ChakraLogEvent[] = [];
  for (let i = 1; i < lines.length; i++) {
    const event = readEventLine(lines[i] as string, i + 1);
    if (!event.ok) return event;
    events.push(event.value);
  }
  return ok({ start: start.value, events });
}

/** The start line, fields in canonical order. */
export function writeStartLine(start: ChakraStartEvent): string {
  return JSON.stringify({
    event: 'start',
    format: LOG_FORMAT,
    game: 'chakra',
    ruleset: start.ruleset,
    setup: start.setup,
    options: { repetition: start.options.repetition },
    tags: start.tags,
  });
}

/** One event line, fields in canonical order. */
export function writeEventLine(event: ChakraLogEvent): string {
  switch (event.event) {
    case 'move':
      return JSON.stringify({ event: 'move', ply: event.ply, player: event.player, move: event.move, facts: canonicalFactsJson(event.facts) });
    case 'resign':
      return JSON.stringify({ event: 'resign', ply: event.ply, player: event.player });
    case 'draw':
      return JSON.stringify({ event: 'draw', ply: event.ply });
  }
}

/** The log as JSON Lines, one line break after every line. */
export function writeChakraLog(log: ChakraLog): string {
  return [writeStartLine(log.start), ...log.events.map(writeEventLine)].map((l) => `${l}\n`).join('');
}
