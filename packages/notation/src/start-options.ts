// The options a caller gives a game's start builder (its `startEvent`), checked as a
// log's start line checks them and in the same words, for callers the TypeScript types do not
// hold (plain JavaScript, values read from JSON or a form). Without the log's schema, so that a
// page writing logs does not load the reader.

import { describeValue, listOr } from './jsonl.ts';
import { LOG_FORMAT } from './log-common.ts';
import { fail, ok, type Result, type TextError } from './result.ts';
import { startTags } from './tags.ts';

/** What every game's start builder takes besides its own options. */
export interface StartOptionsOf<Position> {
  /** A position or a position string; the game's start position when absent. */
  readonly position?: Position | string;
  readonly tags?: Readonly<Record<string, string>>;
}

/** The option of the games that have the automatic draw on the third repetition (G3); on by default. */
export interface RepetitionOption {
  readonly repetition?: boolean;
}

/** One option's problem: `field: expected …, found …`, or undefined when it is absent or allowed. */
export type OptionCheck = string | undefined;

/** The value is absent or one of `allowed`. */
export const oneOf = (field: string, value: unknown, allowed: readonly (string | number)[]): OptionCheck =>
  value === undefined || allowed.includes(value as string | number)
    ? undefined
    : `${field}: expected ${listOr(allowed.map((v) => JSON.stringify(v)))}, found ${describeValue(value)}`;

/** The value is absent or a boolean. */
export const isBoolean = (field: string, value: unknown): OptionCheck =>
  value === undefined || typeof value === 'boolean' ? undefined : `${field}: expected boolean, found ${describeValue(value)}`;

/** The first problem among `checks`, as the start line's error (line 1), or undefined. */
export function firstProblem(...checks: OptionCheck[]): Result<never, TextError> | undefined {
  const problem = checks.find((c) => c !== undefined);
  return problem === undefined ? undefined : fail(1, undefined, problem);
}

/** A new game's setup: the position string given, or the position given (the game's start when absent) written. */
export const setupOf = <P>(position: P | string | undefined, formatPosition: (position: P) => string, start: () => P): string =>
  typeof position === 'string' ? position : formatPosition(position ?? start());

/**
 * A new game's start event: the options' first problem (`invalid`) if any, else the tags
 * checked as a log's are (names, values, and the names the record derives), else the frame
 * with the game's own fields (`fields`, its options and setup).
 */
export function startEventWith<G extends string, Fields extends object>(
  game: G,
  invalid: Result<never, TextError> | undefined,
  given: { readonly tags?: Readonly<Record<string, string>> },
  reserved: readonly string[],
  fields: Fields,
): Result<{ event: 'start'; format: typeof LOG_FORMAT; game: G; tags: Record<string, string> } & Fields, TextError> {
  if (invalid) return invalid;
  const tags = startTags(given.tags, reserved);
  if (!tags.ok) return tags;
  return ok({ event: 'start', format: LOG_FORMAT, game, ...fields, tags: tags.value });
}
