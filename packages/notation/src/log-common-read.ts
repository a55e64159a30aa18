// Reading the event log's game-neutral parts with schemas (zod/mini): the start line's common
// fields (event, format, game, setup, tags), the move event's frame, the resign, draw and
// timeout events, and reading a line or a whole log with a game's schemas. The frame itself (format,
// events, writing) is in log-common.ts; each game adds its start fields and facts schema
// (each game's log-read.ts: chakra/, shakti/, medea/, chakart/).

import * as z from 'zod/mini';
import { describeValue, logLines, overlongLine, parseJson, parseWith } from './jsonl.ts';
import { LOG_FORMAT, asObject, readStartObject, type DrawEvent, type LogEventOf, type MoveEventOf, type ResignEvent, type TimeoutEvent } from './log-common.ts';
import { fail, ok, type Result, type TextError } from './result.ts';
import type { Colour } from './rules.ts';
import { MAX_OUTCOMES, MAX_TAGS } from './limits.ts';
import { PROTO, reservedTag, tagNameProblem, tagValueProblem, tooManyTags } from './tags.ts';
import { factsCheckOf, type FactsCheck } from './facts-check.ts';
import { canonicalSpecOf, type FactsSpec } from './facts-spec.ts';

export const colourSchema = z.enum(['white', 'black']);
/** A ply: 1 to MAX_COUNTER (2^53 − 1, the largest safe integer, which `z.int()` keeps to). */
export const plySchema = z.int().check(z.minimum(1));

/** A log's tags (tags.ts): names a game record can hold, none of the names it derives itself. */
export const tagsSchema = (reserved: readonly string[]) =>
  z
    .record(
      z.string().check(z.refine((name) => tagNameProblem(name) === undefined, { error: (issue) => tagNameProblem(issue.input as string) })),
      z.string().check(z.refine((value) => tagValueProblem(value) === undefined, { error: (issue) => tagValueProblem(issue.input as string)?.message })),
    )
    .check(
      z.refine((tags) => reservedTag(tags, reserved) === undefined, {
        error: `a tag may not be named ${reserved.join(', ')} (the record derives those)`,
      }),
      z.refine((tags) => Object.keys(tags).length <= MAX_TAGS, { error: (issue) => tooManyTags(Object.keys(issue.input as object).length) }),
    );

/** The fields every start line has besides the game's own. */
export const startFields = <G extends string>(game: G, reserved: readonly string[]) => ({
  event: z.literal('start'),
  format: z.literal(LOG_FORMAT),
  game: z.literal(game),
  setup: z.string(),
  tags: z.optional(tagsSchema(reserved)),
});

/**
 * A start line's schema: the fields every start line has, with the game's own (`own`) between
 * `game` and `setup`; a schema reports problems in the order of its fields.
 */
export const startSchemaWith = <G extends string, Own extends z.core.$ZodLooseShape>(game: G, reserved: readonly string[], own: Own) => {
  const { event, format, game: name, setup, tags } = startFields(game, reserved);
  return z.strictObject({ event, format, game: name, ...own, setup, tags });
};

const moveText = z.string().check(z.minLength(1));

export const moveEventSchemaWith = <F extends z.ZodMiniType>(facts: F) => {
  const schema = z.strictObject({
    event: z.literal('move'),
    ply: plySchema,
    player: colourSchema,
    move: moveText,
    facts,
  });
  registerMoveCheck(schema, facts, undefined);
  return schema;
};

/** A move line of a game with chance: its random outcomes as text, after the move (G4). */
export const moveEventWithOutcomesSchemaWith = <F extends z.ZodMiniType, O extends z.ZodMiniType>(facts: F, outcome: O) => {
  const schema = z.strictObject({
    event: z.literal('move'),
    ply: plySchema,
    player: colourSchema,
    move: moveText,
    outcomes: z.array(outcome).check(z.maxLength(MAX_OUTCOMES)),
    facts,
  });
  registerMoveCheck(schema, facts, outcome);
  return schema;
};

// ---------------------------------------------------------------------------------------------
// The move line's fast check. Reading a log is mostly reading move lines, and the zod schema
// was most of that: a move line whose fields the schema would accept as they are, facts in
// canonical order (facts-check.ts), is taken without it. Anything else (a problem, a field out
// of order, an unknown field) goes to the schema, which accepts or refuses it in its words: the
// check only ever passes what the schema accepts, so no answer and no message changes.

interface MoveCheck {
  /** The facts' declaration, and their check (schema accepts, canonical order). */
  readonly spec: FactsSpec;
  readonly facts: FactsCheck;
  /** A game with chance: each outcome's schema (its own reader), and the number of fields with it. */
  readonly outcome: z.ZodMiniType | undefined;
  readonly fields: number;
}

const moveChecks = new WeakMap<object, MoveCheck>();

function registerMoveCheck(schema: object, facts: z.ZodMiniType, outcome: z.ZodMiniType | undefined): void {
  const found = factsCheckOf(facts);
  if (found?.check === undefined) return;
  moveChecks.set(schema, { spec: found.spec, facts: found.check, outcome, fields: outcome === undefined ? 5 : 6 });
}

/** Whether the move schema would accept `value` as it is, its facts in canonical order. */
function passesMoveCheck(value: Record<string, unknown>, check: MoveCheck): boolean {
  let fields = 0;
  for (const key in value) {
    if (key === 'event' || key === 'ply' || key === 'player' || key === 'move' || key === 'facts' || (key === 'outcomes' && check.outcome !== undefined)) fields++;
    else return false;
  }
  if (fields !== check.fields || value['event'] !== 'move') return false;
  const ply = value['ply'];
  if (!Number.isSafeInteger(ply) || (ply as number) < 1) return false;
  const player = value['player'];
  if (player !== 'white' && player !== 'black') return false;
  const move = value['move'];
  if (typeof move !== 'string' || move.length === 0) return false;
  if (check.outcome !== undefined) {
    const outcomes = value['outcomes'];
    if (!Array.isArray(outcomes) || outcomes.length > MAX_OUTCOMES) return false;
    for (const outcome of outcomes) if (!check.outcome.safeParse(outcome).success) return false;
  }
  return check.facts(value['facts']);
}

/** Whether a move schema has a fast check, and whether `value` (a parsed move line) passes it: for the tests. */
export function moveLinePassesFastCheck(moveSchema: object, value: Record<string, unknown>): boolean | undefined {
  const check = moveChecks.get(moveSchema);
  return check === undefined ? undefined : passesMoveCheck(value, check);
}

/** The last schema and canonical order asked about, and what they gave: a log's lines ask the same. */
let lastSchema: object | undefined;
let lastCanonical: object | undefined;
let lastCheck: MoveCheck | undefined;
let lastInOrder = false;

export const resignEventSchema = z.strictObject({ event: z.literal('resign'), ply: plySchema, player: colourSchema });

export const drawEventSchema = z.strictObject({ event: z.literal('draw'), ply: plySchema });

/** G5: whose clock ran out. */
export const timeoutEventSchema = z.strictObject({ event: z.literal('timeout'), ply: plySchema, player: colourSchema });

/** Line 1 read with a game's start schema, refusing a log of another game. */
export function readStartWith<T>(text: string, line: number, game: string, schema: z.ZodMiniType<T>): Result<T, TextError> {
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

/**
 * Line 1 read with a game's start schema into its start event: the frame, the game's own fields
 * (`own`, its defaults filled in), the setup and a copy of the tags.
 */
export function readStartLineWith<G extends string, S extends { readonly setup: string; readonly tags?: Record<string, string> | undefined }, Own extends object>(
  text: string,
  line: number,
  game: G,
  schema: z.ZodMiniType<S>,
  own: (start: S) => Own,
): Result<{ event: 'start'; format: typeof LOG_FORMAT; game: G; setup: string; tags: Record<string, string> } & Own, TextError> {
  const parsed = readStartWith(text, line, game, schema);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  return ok({ event: 'start', format: LOG_FORMAT, game, ...own(s), setup: s.setup, tags: { ...(s.tags ?? {}) } });
}

const EVENT_SCHEMAS = { resign: resignEventSchema, draw: drawEventSchema, timeout: timeoutEventSchema } as const;

/**
 * Reads one event line (line 2 on); `moveSchema` checks a move event and its facts. `schemaOnly`
 * (for the tests that hold the fast check to the schema): every move line goes to the schema.
 */
export function readEventLineWith<FactsJson>(
  text: string,
  line: number,
  moveSchema: z.ZodMiniType<MoveEventOf<FactsJson>>,
  canonicalFacts: (facts: FactsJson) => FactsJson,
  schemaOnly = false,
): Result<LogEventOf<FactsJson>, TextError> {
  const long = overlongLine(text, line);
  if (long !== undefined) return long;
  // (A line that starts with `{` is not blank: no trimmed copy of every line.)
  if (text.charCodeAt(0) !== 0x7b && text.trim() === '') return fail(line, undefined, 'a blank line; expected an event');
  const json = parseJson(text, line);
  if (!json.ok) return json;
  const value = asObject(json.value);
  if (value === undefined) {
    return fail(line, undefined, `expected an event, a JSON object {"event":…}, found ${describeValue(json.value)}`);
  }
  const kind = value['event'];
  if (kind === 'start') return fail(line, undefined, 'a second start line; only line 1 starts the game');
  if (kind === 'move') {
    if (moveSchema !== lastSchema || canonicalFacts !== lastCanonical) {
      lastSchema = moveSchema;
      lastCanonical = canonicalFacts;
      lastCheck = moveChecks.get(moveSchema);
      lastInOrder = lastCheck !== undefined && canonicalSpecOf(canonicalFacts) === lastCheck.spec;
    }
    if (lastCheck !== undefined && !schemaOnly && passesMoveCheck(value, lastCheck)) {
      // As the schema would give it: the facts as they are when they are in canonical order already.
      const facts = lastInOrder ? (value['facts'] as FactsJson) : canonicalFacts(value['facts'] as FactsJson);
      const ply = value['ply'] as number;
      const player = value['player'] as Colour;
      const move = value['move'] as string;
      const outcomes = value['outcomes'] as string[] | undefined;
      return ok(outcomes !== undefined ? { event: 'move', ply, player, move, outcomes, facts } : { event: 'move', ply, player, move, facts });
    }
    const parsed = parseWith(moveSchema, value, line);
    if (!parsed.ok) return parsed;
    const e = parsed.value;
    const outcomes = e.outcomes !== undefined ? { outcomes: [...e.outcomes] } : {};
    return ok({ event: 'move', ply: e.ply, player: e.player, move: e.move, ...outcomes, facts: canonicalFacts(e.facts) });
  }
  if (kind !== 'resign' && kind !== 'draw' && kind !== 'timeout') {
    return fail(line, undefined, `event: expected "move", "resign", "draw" or "timeout", found ${describeValue(kind)}`);
  }
  type Other = ResignEvent | DrawEvent | TimeoutEvent;
  const parsed = parseWith<Other>(EVENT_SCHEMAS[kind] as z.ZodMiniType<Other>, value, line);
  if (!parsed.ok) return parsed;
  const e = parsed.value;
  if (e.event === 'resign') return ok({ event: 'resign', ply: e.ply, player: e.player });
  if (e.event === 'timeout') return ok({ event: 'timeout', ply: e.ply, player: e.player });
  return ok({ event: 'draw', ply: e.ply });
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
