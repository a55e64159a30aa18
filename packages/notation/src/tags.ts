// A log's tags: the names and values a game record can hold (`[Name "value"]`, record-text.ts),
// none of the names the record derives itself. The log's schema (log-common-read.ts) checks the
// tags of a start line it reads with these rules and words; a log writer checks the tags it is
// given with them here, without the schema.

import { describeValue } from './jsonl.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

/** A tag name: letters, digits and _. */
export const TAG_NAME = /^[A-Za-z0-9_]+$/;
/** A tag value: anything on one line. */
export const TAG_VALUE = /^[^\n\r]*$/;

export const tagNameWords = (name: unknown): string => `a tag name has only letters, digits and _, found ${JSON.stringify(name)}`;
export const TAG_VALUE_WORDS = 'a tag value may not contain a line break';

/** The one name an object literal cannot hold as a plain key. */
export const PROTO = '__proto__';

/** The tag the record derives that `tags` sets, if any (for the message of a log writer). */
export const reservedTag = (tags: Readonly<Record<string, unknown>>, reserved: readonly string[]): string | undefined =>
  Object.keys(tags).find((name) => reserved.includes(name));

/**
 * The tags a log writer is given, for its start line: a copy (a tag given no value is no tag,
 * as on the written line), checked as a log's tags are read, the first problem named in the
 * schema's words.
 */
export function startTags(given: Readonly<Record<string, string>> | undefined, reserved: readonly string[]): Result<Record<string, string>, TextError> {
  const copy = { ...(given ?? {}) };
  const derived = reservedTag(copy, reserved);
  if (derived !== undefined) return fail(1, undefined, `tags: a tag may not be named ${derived} (the record derives it)`);
  // Own entries, `__proto__` too (an assignment would set the prototype instead).
  const tags: Record<string, string> = Object.fromEntries(Object.entries(copy).filter(([, value]) => value !== undefined));
  for (const [name, value] of Object.entries(tags)) {
    if (name === PROTO) continue;
    if (!TAG_NAME.test(name)) return fail(1, undefined, `tags: ${tagNameWords(name)}`);
    if (typeof value !== 'string') return fail(1, undefined, `tags.${name}: expected string, found ${describeValue(value)}`);
    if (!TAG_VALUE.test(value)) return fail(1, undefined, `tags.${name}: ${TAG_VALUE_WORDS}`);
  }
  if (Object.hasOwn(tags, PROTO)) return fail(1, undefined, `tags: a tag may not be named ${PROTO}`);
  return ok(tags);
}
