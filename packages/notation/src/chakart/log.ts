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
// This file holds the start event and writes the lines; log-read.ts reads them.

import { writeEventLineWith, writeLogWith, writeStartLineWith, type DrawEvent, type TimeoutEvent, type LogWith, type MoveEventOf, type ResignEvent, type StartEventOf } from '../log-common.ts';
import type { Randomness } from '../rules.ts';
import { canonicalFactsJson, type FactsJson } from './facts.ts';

/** Tags a Chakart record keeps for itself; a log's tags may not use them. */
export const RESERVED_TAGS: readonly string[] = ['Game', 'Randomness', 'Seed', 'SetUp', 'Result', 'Termination'];

/** The largest seed: the generator takes 32 bits (G4). */
export const MAX_SEED = 2 ** 32 - 1;

/** K1's option and the seed of the game's draws (G4). */
export interface Options {
  readonly randomness: Randomness;
  readonly seed?: number;
}

/** `randomness` in the options filled in with its default (2); `setup`: where the game starts, whatever the options. */
export type StartEvent = StartEventOf<'chakart', Options>;

/** A decision line: decision text, its outcomes (always present) and facts. */
export type MoveEvent = MoveEventOf<FactsJson> & { readonly outcomes: readonly string[] };
export type LogEvent = MoveEvent | ResignEvent | DrawEvent | TimeoutEvent;
export type Log = LogWith<StartEvent, LogEvent>;

/** The start line, fields in canonical order. */
export function writeStartLine(start: StartEvent): string {
  const { randomness, seed } = start.options;
  return writeStartLineWith('chakart', { options: { randomness, ...(seed !== undefined ? { seed } : {}) }, setup: start.setup, tags: start.tags });
}

/** One event line, fields in canonical order. */
export const writeEventLine = (event: LogEvent): string => writeEventLineWith(event, canonicalFactsJson);

/** The log as JSON Lines, one line break after every line. */
export const writeLog = (log: Log): string => writeLogWith(log, writeStartLine, writeEventLine);

/** How many outcomes a log's decisions drew: where the seed's stream goes on (G4). */
export function outcomesDrawn(events: readonly { readonly event: string; readonly outcomes?: readonly string[] }[]): number {
  return events.reduce((n, e) => n + (e.event === 'move' ? (e.outcomes?.length ?? 0) : 0), 0);
}
