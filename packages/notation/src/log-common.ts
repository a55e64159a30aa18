// The event log's game-neutral parts: the format name, the start line's common fields
// (event, format, game, setup, tags), the resign and draw events, the move event's frame
// (ply, player, move text, for a game with chance its outcomes (G4), facts), and
// reading/writing an event line. Each game adds its own start fields and facts schema (log.ts
// for Chakra, shakti/log.ts, medea/log.ts and chakart/log.ts).

import { z } from 'zod';
import type { Colour } from './rules.ts';
import { describeValue, listOr, logLines, parseJson, parseWith } from './jsonl.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

export const LOG_FORMAT = 'rulebook-log/1';

/** The games whose logs and records this package reads. */
export const GAME_NAMES = ['chakra', 'shakti', 'medea', 'chakart'] as const;
export type GameName = (typeof GAME_NAMES)[number];

export const colourSchema = z.enum(['white', 'black']);
export const plySchema = z.number().int().min(1);

/** A log's tags: names a game record can hold, none of the names it derives itself. */
export const tagsSchema = (reserved: readonly string[]) =>
  z
    .record(
      z.string().regex(/^[A-Za-z0-9_]+$/, { error: (issue) => `a tag name has only letters, digits and _, found ${JSON.stringify(issue.input)}` }),
      z.string().regex(/^[^\n\r]*$/, { error: 'a tag value may not contain a line break' }),
    )
    .refine((tags) => !Object.keys(tags).some((name) => reserved.includes(name)), {
      error: `a tag may not be named ${reserved.join(', ')} (the record derives those)`,
    });

/** The tag the record derives that `tags` sets, if any (for the message of a log writer). */
export const reservedTag = (tags: Readonly<Record<string, string>>, reserved: readonly string[]): string | undefined =>
  Object.keys(tags).find((name) => reserved.includes(name));

/** The fields every start line has besides the game's own. */
export const startFields = (game: GameName, reserved: readonly string[]) => ({
  event: z.literal('start'),
  format: z.literal(LOG_FORMAT),
  game: z.literal(game),
  setup: z.string(),
  tags: tagsSchema(reserved).optional(),
});

export const moveEventSchemaWith = <F extends z.ZodType>(facts: F) =>
  z.strictObject({
    event: z.literal('move'),
    ply: plySchema,
    player: colourSchema,
    move: z.string().min(1),
    facts,
  });

/** A move line of a game with chance: its random outcomes as text, after the move (G4). */
export const moveEventWithOutcomesSchemaWith = <F extends z.ZodType, O extends z.ZodType>(facts: F, outcome: O) =>
  z.strictObject({
    event: z.literal('move'),
    ply: plySchema,
    player: colourSchema,
    move: z.string().min(1),
    outcomes: z.array(outcome),
    facts,
  });

export const resignEventSchema = z.strictObject({ event: z.literal('resign'), ply: plySchema, player: colourSchema });

export const drawEventSchema = z.strictObject({ event: z.literal('draw'), ply: plySchema });

export interface MoveEventOf<FactsJson> {
  readonly event: 'move';
  readonly ply: number;
  readonly player: Colour;
  /** Move text. */
  readonly move: string;
  /** Games with chance (G4): the random outcomes the move drew, as text, in drawing order. */
  readonly outcomes?: readonly string[];
  readonly facts: FactsJson;
}

export interface ResignEvent {
  readonly event: 'resign';
  readonly ply: number;
  /** Who resigns. */
  readonly player: Colour;
}

export interface DrawEvent {
  readonly event: 'draw';
  readonly ply: number;
}

export type LogEventOf<FactsJson> = MoveEventOf<FactsJson> | ResignEvent | DrawEvent;

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Line 1 as a JSON object that is a start event, before the game's own schema. */
export function readStartObject(text: string, line: number): Result<Record<string, unknown>, TextError> {
  const json = parseJson(text, line);
  if (!json.ok) return json;
  const record = asObject(json.value);
  if (record === undefined) {
    return fail(line, undefined, `expected the start line, a JSON object {"event":"start",…}, found ${describeValue(json.value)}`);
  }
  if (record['event'] !== 'start') {
    const what = typeof record['event'] === 'string' ? `a "${record['event']}" event` : describeValue(record['event']);
    return fail(line, undefined, `expected the start line {"event":"start",…}, found ${what}; the log has no start line`);
  }
  return ok(record);
}

/** Line 1 read with a game's start schema, refusing a log of another game. */
export function readStartWith<T>(text: string, line: number, game: GameName, schema: z.ZodType<T>): Result<T, TextError> {
  const record = readStartObject(text, line);
  if (!record.ok) return record;
  if (record.value['game'] !== undefined && record.value['game'] !== game) {
    return fail(line, undefined, `game: this is a log of ${describeValue(record.value['game'])}; only "${game}" is read here`);
  }
  const parsed = parseWith(schema, record.value, line);
  if (!parsed.ok) return parsed;
  // The schema passes a tag named __proto__ and drops it from what it gives: refuse it instead.
  const tags = record.value['tags'];
  if (typeof tags === 'object' && tags !== null && Object.hasOwn(tags, PROTO)) return fail(line, undefined, `tags: a tag may not be named ${PROTO}`);
  return parsed;
}

/** The one name an object literal cannot hold as a plain key. */
export const PROTO = '__proto__';

/** Which game a log is of, from its start line. */
export function logGame(text: string): Result<GameName, TextError> {
  const first = text.split('\n')[0]?.replace(/\r$/, '') ?? '';
  if (text.trim() === '') return fail(1, undefined, 'the log is empty; expected the start line {"event":"start",…}');
  const record = readStartObject(first, 1);
  if (!record.ok) return record;
  const game = record.value['game'];
  if (typeof game === 'string' && (GAME_NAMES as readonly string[]).includes(game)) return ok(game as GameName);
  const names = listOr(GAME_NAMES.map((g) => `"${g}"`));
  if (game === undefined) return fail(1, undefined, `game: missing (expected ${names})`);
  const column = typeof game === 'string' ? first.indexOf(`"game":${JSON.stringify(game)}`) : -1;
  return fail(1, column < 0 ? undefined : column + 8, `game: expected ${names}, found ${describeValue(game)}`);
}

const EVENT_SCHEMAS = { resign: resignEventSchema, draw: drawEventSchema } as const;

/** Reads one event line (line 2 on); `moveSchema` checks a move event and its facts. */
export function readEventLineWith<FactsJson>(
  text: string,
  line: number,
  moveSchema: z.ZodType<MoveEventOf<FactsJson>>,
  canonicalFacts: (facts: FactsJson) => FactsJson,
): Result<LogEventOf<FactsJson>, TextError> {
  if (text.trim() === '') return fail(line, undefined, 'a blank line; expected an event');
  const json = parseJson(text, line);
  if (!json.ok) return json;
  const value = asObject(json.value);
  if (value === undefined) {
    return fail(line, undefined, `expected an event, a JSON object {"event":…}, found ${describeValue(json.value)}`);
  }
  const kind = value['event'];
  if (kind === 'start') return fail(line, undefined, 'a second start line; only line 1 starts the game');
  if (kind === 'move') {
    const parsed = parseWith(moveSchema, value, line);
    if (!parsed.ok) return parsed;
    const e = parsed.value;
    const outcomes = e.outcomes !== undefined ? { outcomes: [...e.outcomes] } : {};
    return ok({ event: 'move', ply: e.ply, player: e.player, move: e.move, ...outcomes, facts: canonicalFacts(e.facts) });
  }
  if (kind !== 'resign' && kind !== 'draw') {
    return fail(line, undefined, `event: expected "move", "resign" or "draw", found ${describeValue(kind)}`);
  }
  const parsed = parseWith<ResignEvent | DrawEvent>(EVENT_SCHEMAS[kind] as z.ZodType<ResignEvent | DrawEvent>, value, line);
  if (!parsed.ok) return parsed;
  const e = parsed.value;
  if (e.event === 'resign') return ok({ event: 'resign', ply: e.ply, player: e.player });
  return ok({ event: 'draw', ply: e.ply });
}

/** One event line, fields in canonical order. */
export function writeEventLineWith<FactsJson>(event: LogEventOf<FactsJson>, canonicalFacts: (facts: FactsJson) => FactsJson): string {
  switch (event.event) {
    case 'move':
      return JSON.stringify({
        event: 'move',
        ply: event.ply,
        player: event.player,
        move: event.move,
        ...(event.outcomes !== undefined ? { outcomes: event.outcomes } : {}),
        facts: canonicalFacts(event.facts),
      });
    case 'resign':
      return JSON.stringify({ event: 'resign', ply: event.ply, player: event.player });
    case 'draw':
      return JSON.stringify({ event: 'draw', ply: event.ply });
  }
}

/** Reads a whole log with a game's line readers. The first problem is named by its line. */
export function readLogWith<Start, Event>(
  text: string,
  readStart: (text: string, line: number) => Result<Start, TextError>,
  readEvent: (text: string, line: number) => Result<Event, TextError>,
): Result<{ start: Start; events: Event[] }, TextError> {
  const lines = logLines(text);
  if (lines.length === 0) return fail(1, undefined, 'the log is empty; expected the start line {"event":"start",…}');
  const start = readStart(lines[0] as string, 1);
  if (!start.ok) return start;
  const events: Event[] = [];
  for (let i = 1; i < lines.length; i++) {
    const event = readEvent(lines[i] as string, i + 1);
    if (!event.ok) return event;
    events.push(event.value);
  }
  return ok({ start: start.value, events });
}

/** Lines as JSON Lines text, one line break after every line. */
export const joinLines = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');
