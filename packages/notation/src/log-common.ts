// The event log's game-neutral frame: the format name, the games, the events (the move event's
// ply, player, move text, for a game with chance its outcomes (G4), facts; the resign, draw and
// timeout events), and writing an event line. Which game a log is of is in games.ts. No schema: a log writer needs
// none. Reading lines with the schemas is in log-common-read.ts; each game adds its own start
// fields and facts (each game's log.ts: chakra/, shakti/, medea/, chakart/).

import type { Colour } from './rules.ts';
import { describeValue, parseJson } from './jsonl.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

export const LOG_FORMAT = 'rulebook-log/1';

/** A game's name, as the rules' registry (`games`) lists it. */
export type { GameName } from '@rulebook/rules';

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

/** G5 (proposed for online play): a player's clock ran out; that player loses and nothing follows. */
export interface TimeoutEvent {
  readonly event: 'timeout';
  readonly ply: number;
  /** Whose time ran out. */
  readonly player: Colour;
}

export type LogEventOf<FactsJson> = MoveEventOf<FactsJson> | ResignEvent | DrawEvent | TimeoutEvent;

/** A game's start event: the frame every start line has, with the game's options. */
export interface StartEventOf<Game extends string, Options extends object> {
  readonly event: 'start';
  readonly format: typeof LOG_FORMAT;
  readonly game: Game;
  readonly options: Options;
  /** A position string (the game's position.ts): where the game starts. */
  readonly setup: string;
  readonly tags: Readonly<Record<string, string>>;
}

/** A log read into values: the event on line n + 2 is `events[n]`. */
export interface LogWith<Start, Event> {
  readonly start: Start;
  readonly events: readonly Event[];
}

export function asObject(value: unknown): Record<string, unknown> | undefined {
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
    case 'timeout':
      return JSON.stringify({ event: 'timeout', ply: event.ply, player: event.player });
  }
}

/** Lines as JSON Lines text, one line break after every line. */
export const joinLines = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');

/** A start line: the frame's fields, then the game's `fields` in the order given (its canonical order). */
export const writeStartLineWith = (game: string, fields: object): string => JSON.stringify({ event: 'start', format: LOG_FORMAT, game, ...fields });

/** A log as JSON Lines with a game's line writers, one line break after every line. */
export const writeLogWith = <Start, Event>(log: LogWith<Start, Event>, writeStart: (start: Start) => string, writeEvent: (event: Event) => string): string =>
  joinLines([writeStart(log.start), ...log.events.map(writeEvent)]);
