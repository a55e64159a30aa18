// The Chakart event log: JSON Lines as for the other games (log-common.ts holds the shared
// frame). Line 1:
//   {"event":"start","format":"rulebook-log/1","game":"chakart","options":{"randomness":2,"seed":7},
//    "setup":"<position string>","tags":{…}}
// `randomness` is K1's option (default 2); `seed` is present when the game draws from a seed
// (G4); `setup` is always the start position, so replay never draws. An online game carries
// `"commitment":"<64 hex>"` instead of `seed` (never both): the SHA-256 of a secret 32-byte seed
// the server draws from, revealed once the game is over in a last line (commitment.ts):
//   {"event":"reveal","seed":"<64 hex>"} Then one line per
// decision (a turn may have several: Daisy's bonus move, King Boo's swap, Toadette's drop, a
// promotion choice):
//   {"event":"move","ply":4,"player":"black","move":"Rf8xf6","outcomes":["egg:waluigi","colour:g8","lay:g7"],
//    "facts":{"steps":[…]}}
// `ply` counts decisions; `outcomes` (move.ts) are the random outcomes in drawing order, always
// written, `[]` for none; `facts` (facts.ts). Resignations and agreed draws as the other games (G2).
// This file holds the start event and writes the lines; log-read.ts reads them.

import { writeEventLineWith, writeLogWith, writeStartLineWith, type LogEventOf, type LogWith, type MoveEventOf, type StartEventOf } from '../log-common.ts';
import type { Randomness } from '../rules.ts';
import { canonicalFactsJson, type FactsJson } from './facts.ts';

/** Tags a Chakart record keeps for itself; a log's tags may not use them. */
export const RESERVED_TAGS: readonly string[] = ['Game', 'Randomness', 'Seed', 'Commitment', 'SetUp', 'Result', 'Termination'];

/** The largest seed: the generator takes 32 bits (G4). */
export const MAX_SEED = 2 ** 32 - 1;

/** K1's option and the seed of the game's draws (G4), or the commitment to a secret one (G4 online). */
export interface Options {
  readonly randomness: Randomness;
  readonly seed?: number;
  /** The SHA-256 of the secret seed the outcomes are drawn from, 64 lowercase hex digits; never with `seed`. Not a rules option. */
  readonly commitment?: string;
}

/** `randomness` in the options filled in with its default (2); `setup`: where the game starts, whatever the options. */
export type StartEvent = StartEventOf<'chakart', Options>;

/** The log's last line in a committed game (G4 online): the seed the start's commitment hides; no ply. */
export interface RevealEvent {
  readonly event: 'reveal';
  /** The secret seed, 64 lowercase hex digits. */
  readonly seed: string;
}

/** A decision line: decision text, its outcomes (always present) and facts. */
export type MoveEvent = MoveEventOf<FactsJson> & { readonly outcomes: readonly string[] };
/** A decision with its outcomes, or one of the game-neutral events without a move (G2, G5). */
export type LogEvent = MoveEvent | Exclude<LogEventOf<FactsJson>, { readonly event: 'move' }>;
/** A log read into values; `reveal`: its last line, when a committed game's seed is revealed. */
export type Log = LogWith<StartEvent, LogEvent> & { readonly reveal?: RevealEvent };

/** The start line, fields in canonical order. */
export function writeStartLine(start: StartEvent): string {
  const { randomness, seed, commitment } = start.options;
  const drawn = { ...(seed !== undefined ? { seed } : {}), ...(commitment !== undefined ? { commitment } : {}) };
  return writeStartLineWith('chakart', { options: { randomness, ...drawn }, setup: start.setup, tags: start.tags });
}

/** One event line, fields in canonical order. */
export const writeEventLine = (event: LogEvent): string => writeEventLineWith(event, canonicalFactsJson);

/** The reveal line, fields in canonical order. */
export const writeRevealEvent = (event: RevealEvent): string => JSON.stringify({ event: 'reveal', seed: event.seed });

/** The log as JSON Lines, one line break after every line; the reveal last. */
export const writeLog = (log: Log): string =>
  writeLogWith(log, writeStartLine, writeEventLine) + (log.reveal !== undefined ? `${writeRevealEvent(log.reveal)}\n` : '');

/** How many outcomes a log's decisions drew: where the seed's stream goes on (G4). */
export function outcomesDrawn(events: readonly { readonly event: string; readonly outcomes?: readonly string[] }[]): number {
  return events.reduce((n, e) => n + (e.event === 'move' ? (e.outcomes?.length ?? 0) : 0), 0);
}
