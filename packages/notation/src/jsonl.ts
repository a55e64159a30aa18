// JSON Lines, game-neutral: splitting a log into lines, parsing one line's JSON with the
// error placed on it, and zod issues said in words (`path: expected …, found …`).

import type * as z from 'zod/mini';
import { fail, ok, type Result, type TextError } from './result.ts';

/** The lines of a log, without the line break(s) after the last one. */
export function logLines(text: string): string[] {
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  return lines;
}

/** How a JSON value is named in messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

export const listOr = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? 'nothing') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const SIZE_UNITS: Readonly<Record<string, string>> = { string: 'characters', array: 'items' };

/** One zod issue as `path: expected …, found …`. */
export function describeIssue(issue: z.core.$ZodIssue): string {
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
    case 'too_big': {
      // In zod's own English words (zod/mini loads no locale): a seed, a ply past the safe
      // integers, a pair of squares with more than two.
      const bound = `${issue.inclusive ? '<=' : '<'}${issue.maximum}`;
      const unit = SIZE_UNITS[issue.origin];
      return `${prefix}Too big: expected ${issue.origin} to ${unit === undefined ? `be ${bound}` : `have ${bound} ${unit}`}`;
    }
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

/** A value checked by a schema; the first issue named on the line. */
export function parseWith<T>(schema: z.ZodMiniType<T>, value: unknown, line: number): Result<T, TextError> {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0] as z.core.$ZodIssue;
  return fail(line, undefined, describeIssue(issue));
}

/** JSON.parse with the error placed on the line: column from the parser's position. */
export function parseJson(text: string, line: number): Result<unknown, TextError> {
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
