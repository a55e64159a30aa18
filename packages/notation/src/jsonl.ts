// JSON Lines, game-neutral: splitting a log into lines, parsing one line's JSON with the
// error placed on it, and zod issues said in words (`path: expected …, found …`).

import type * as z from 'zod/mini';
import { LINE_TOO_LONG, MAX_LINE_LENGTH } from './limits.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

/** The byte order mark, as a character: skipped at the very start of a log or a record, refused elsewhere. */
export const BOM = '\ufeff';

/** A text without the byte order mark it may start with (a file saved "UTF-8 with BOM"). */
export const withoutBom = (text: string): string => (text.startsWith(BOM) ? text.slice(1) : text);

/**
 * The lines of a log, without the blank lines after the last one (nor a byte order mark before
 * the first). A blank line too long for a log is kept, for its reader to refuse.
 */
export function logLines(text: string): string[] {
  const lines = withoutBom(text)
    .split('\n')
    .map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  for (let last = lines[lines.length - 1]; last !== undefined && last.length <= MAX_LINE_LENGTH && last.trim() === ''; last = lines[lines.length - 1]) lines.pop();
  return lines;
}

/** A line longer than MAX_LINE_LENGTH: refused at its first character past the limit. */
export const overlongLine = (text: string, line: number): { readonly ok: false; readonly error: TextError } | undefined =>
  text.length > MAX_LINE_LENGTH ? fail(line, MAX_LINE_LENGTH + 1, LINE_TOO_LONG) : undefined;

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

/**
 * JSON.parse with the error placed on the line: column from the parser's position. An object
 * that names a key twice is refused (JSON.parse would keep the last, another reader the first:
 * `"move":"BOGUS","move":"Th2g4"` must not read as a valid move).
 */
export function parseJson(text: string, line: number): Result<unknown, TextError> {
  const long = overlongLine(text, line);
  if (long !== undefined) return long;
  if (text.startsWith(BOM)) {
    return fail(line, 1, 'a byte order mark (U+FEFF) starts the line; only the very start of a log may have one (were two files joined?)');
  }
  try {
    const value = JSON.parse(text) as unknown;
    const twice = typeof value === 'object' && value !== null ? duplicateKey(text) : undefined;
    if (twice !== undefined) {
      return fail(line, twice.column, `the key ${JSON.stringify(twice.key)} appears twice in one object; a line names each field once`);
    }
    return ok(value);
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

/**
 * The first key an object of valid JSON `text` names a second time, and the column of that
 * second key's opening quote; undefined when every object names each key once.
 *
 * Every event line is scanned, so the common line is scanned without allocating: the keys'
 * places in the text are kept in reused arrays and compared character by character (an
 * object of a log line has a few keys). A line with a key written with an escape, an object
 * of more than SMALL_OBJECT keys or deeper nesting than the arrays hold is scanned again by
 * `duplicateKeyBySets`, which reads every key as JSON does: both give the same answer (a fuzz
 * property compares them).
 */
export function duplicateKey(text: string): { readonly key: string; readonly column: number } | undefined {
  const found = duplicateKeySmall(text);
  if (found === SMALL_GAVE_UP) return duplicateKeyBySets(text);
  if (found < 0) return undefined;
  return { key: text.slice(found + 1, text.indexOf('"', found + 1)), column: found + 1 };
}

/** The most keys an object may have for `duplicateKeySmall`, which compares each key with those before it. */
const SMALL_OBJECT = 16;
/** The deepest nesting `duplicateKeySmall` follows. */
const SMALL_DEPTH = 32;
const SMALL_GAVE_UP = -2;
// Per open object or array: where its keys start in `keyOpen` (-1 for an array), and how many it has.
const smallFirst = new Int32Array(SMALL_DEPTH);
const smallCount = new Int32Array(SMALL_DEPTH);
// The opening and closing quotes of the keys of the open objects, innermost last.
const keyOpen = new Int32Array(SMALL_DEPTH * SMALL_OBJECT);
const keyClose = new Int32Array(SMALL_DEPTH * SMALL_OBJECT);

/**
 * `duplicateKey` without allocating: the offset of the opening quote of the first key named a
 * second time in its object, -1 when none is, SMALL_GAVE_UP for a line it leaves to
 * `duplicateKeyBySets` (an escaped key, a large object, deep nesting).
 */
function duplicateKeySmall(text: string): number {
  let depth = 0;
  let used = 0;
  let expectKey = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string, read here rather than by indexOf: a log line's strings are short.
      const open = i;
      let escaped = false;
      for (i++; i < length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x22) break;
        if (d === 0x5c) {
          escaped = true;
          i++;
        }
      }
      if (!expectKey) continue;
      expectKey = false;
      if (escaped) return SMALL_GAVE_UP;
      const first = smallFirst[depth - 1] as number;
      const count = smallCount[depth - 1] as number;
      if (count === SMALL_OBJECT) return SMALL_GAVE_UP;
      const size = i - open;
      for (let k = first; k < first + count; k++) {
        const otherOpen = keyOpen[k] as number;
        if ((keyClose[k] as number) - otherOpen !== size) continue;
        let j = 1;
        while (j < size && text.charCodeAt(otherOpen + j) === text.charCodeAt(open + j)) j++;
        if (j === size) return open;
      }
      keyOpen[first + count] = open;
      keyClose[first + count] = i;
      smallCount[depth - 1] = count + 1;
      used = first + count + 1;
    } else if (c === 0x7b || c === 0x5b) {
      if (depth === SMALL_DEPTH) return SMALL_GAVE_UP;
      smallFirst[depth] = c === 0x7b ? used : -1;
      smallCount[depth] = 0;
      depth++;
      expectKey = c === 0x7b;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      // The keys of a closed object are forgotten: its parent's go on after the parent's last.
      if (c === 0x7d) used = smallFirst[depth] as number;
      expectKey = false;
    } else if (c === 0x2c) {
      expectKey = (smallFirst[depth - 1] as number) >= 0;
    }
  }
  return -1;
}

/**
 * `duplicateKey` for any valid JSON: one pass over the text, nesting kept on a stack (no
 * recursion: JSON nested 100,000 deep is fine), each key read as JSON reads it.
 */
export function duplicateKeyBySets(text: string): { readonly key: string; readonly column: number } | undefined {
  // One entry per open object or array: the keys of an object so far, null for an array.
  const stack: (Set<string> | null)[] = [];
  let expectKey = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: to its closing quote, the one after an even number of backslashes.
      const open = i;
      let close = text.indexOf('"', i + 1);
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(close - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
        close = text.indexOf('"', close + 1);
      }
      i = close;
      if (!expectKey) continue;
      expectKey = false;
      const keys = stack[stack.length - 1];
      if (keys === undefined || keys === null) continue;
      // A key with an escape (`"mo\u0076e"`) is compared as JSON reads it.
      let escaped = false;
      for (let k = open + 1; k < close && !escaped; k++) escaped = text.charCodeAt(k) === 0x5c;
      const key = escaped ? (JSON.parse(text.slice(open, close + 1)) as string) : text.slice(open + 1, close);
      if (keys.has(key)) return { key, column: open + 1 };
      keys.add(key);
    } else if (c === 0x7b) {
      stack.push(new Set());
      expectKey = true;
    } else if (c === 0x5b) {
      stack.push(null);
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c) {
      expectKey = stack[stack.length - 1] != null;
    }
  }
  return undefined;
}
