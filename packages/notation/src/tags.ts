// A log's tags: the names and values a game record can hold (`[Name "value"]`, record-text.ts),
// none of the names the record derives itself. The log's schema (log-common-read.ts) checks the
// tags of a start line it reads with these rules and words; a log writer checks the tags it is
// given with them here, without the schema.

import { describeValue } from './jsonl.ts';
import { MAX_TAG_NAME_LENGTH, MAX_TAG_VALUE_LENGTH, MAX_TAGS } from './limits.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

/** A tag name: letters, digits and _. */
export const TAG_NAME = /^[A-Za-z0-9_]+$/;
/** A tag value: anything on one line. */
export const TAG_VALUE = /^[^\n\r]*$/;

export const tagNameWords = (name: unknown): string => `a tag name has only letters, digits and _, found ${JSON.stringify(name)}`;
export const TAG_VALUE_WORDS = 'a tag value may not contain a line break';
export const tooManyTags = (count: number): string => `at most ${MAX_TAGS} tags, found ${count}`;

/** Line breaks: the two of JSON Lines and a record, and NEL, LS and PS, which a terminal or an editor may break a line at. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;
/** The other control characters, C0, DEL and C1: ESC starts the sequences a terminal obeys. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Half of a surrogate pair without its other half: UTF-8 has no form for it (it would come back as U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const codePoint = (c: string): string => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;

/** What is wrong with a tag name, if anything. */
export function tagNameProblem(name: string): string | undefined {
  if (!TAG_NAME.test(name)) return tagNameWords(name);
  if (name.length > MAX_TAG_NAME_LENGTH) return `a tag name has at most ${MAX_TAG_NAME_LENGTH} characters, found ${name.length}`;
  return undefined;
}

/**
 * What is wrong with a tag value, if anything, and the index of the first character at fault:
 * a line break, more than MAX_TAG_VALUE_LENGTH characters, a control character (a tag is
 * printed: an escape sequence in it would drive the terminal), a lone surrogate (no UTF-8 form:
 * a log written with it would not read back as itself).
 */
export function tagValueProblem(value: string): { readonly index: number; readonly message: string } | undefined {
  const lineBreak = LINE_BREAK.exec(value);
  if (lineBreak !== null) return { index: lineBreak.index, message: TAG_VALUE_WORDS };
  if (value.length > MAX_TAG_VALUE_LENGTH) {
    return { index: MAX_TAG_VALUE_LENGTH, message: `a tag value has at most ${MAX_TAG_VALUE_LENGTH} characters, found ${value.length}` };
  }
  const control = CONTROL.exec(value);
  if (control !== null) return { index: control.index, message: `a tag value may not contain a control character, found ${codePoint(control[0])}` };
  const lone = LONE_SURROGATE.exec(value);
  if (lone !== null) {
    return { index: lone.index, message: `a tag value may not contain a lone surrogate, found ${codePoint(lone[0])} (UTF-8 has no form for it)` };
  }
  return undefined;
}

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
    const nameProblem = tagNameProblem(name);
    if (nameProblem !== undefined) return fail(1, undefined, `tags: ${nameProblem}`);
    if (typeof value !== 'string') return fail(1, undefined, `tags.${name}: expected string, found ${describeValue(value)}`);
    const valueProblem = tagValueProblem(value);
    if (valueProblem !== undefined) return fail(1, undefined, `tags.${name}: ${valueProblem.message}`);
  }
  if (Object.hasOwn(tags, PROTO)) return fail(1, undefined, `tags: a tag may not be named ${PROTO}`);
  const count = Object.keys(tags).length;
  if (count > MAX_TAGS) return fail(1, undefined, `tags: ${tooManyTags(count)}`);
  return ok(tags);
}
