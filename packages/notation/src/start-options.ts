// The options a caller gives a game's start builder (its `startEvent`), checked as a
// log's start line checks them and in the same words, for callers the TypeScript types do not
// hold (plain JavaScript, values read from JSON or a form). Without the log's schema, so that a
// page writing logs does not load the reader.

import { describeValue, listOr } from './jsonl.ts';
import { fail, type Result, type TextError } from './result.ts';

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
