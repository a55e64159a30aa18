// The inputs of the fuzz properties: random text, and valid texts with mutations applied (a
// character inserted, deleted, replaced, a slice duplicated or moved, the text cut short; a line
// deleted, duplicated, swapped, spliced in from another text; a word dropped or swapped; a JSON
// value of a log line replaced), with what users and files bring: unicode, huge numbers,
// deeply nested JSON, very long lines (past the longest a line may have, now and then), names of
// JavaScript's own object properties, a JSON key named twice, a byte order mark at the start,
// tags past their limits. Every mutation is data (shown in a counterexample) and is applied by
// `applyMutations`. Bytes that are not UTF-8 are the byte family's (bytes.ts).

import fc from 'fast-check';
import { GAME_NAMES, MAX_LINE_LENGTH, MAX_TAG_VALUE_LENGTH, MAX_TAGS } from '../../src/index.ts';

/** The characters the formats are written with: most mutations use them. */
export const FORMAT_CHARS: readonly string[] = [
  ...'abcdefghxKQSMNCPRBWkqsmncprbwIiSUOCTLsuoctlemd?',
  ...'0123456789',
  ...'/ -,=~*@<>^:.{}[]"\\_#+!',
  '\n',
  '\r',
  '\t',
];

/**
 * Characters that look like the formats' own or are special to a reader: letters whose case
 * mapping lands on an ASCII letter (long s, dotless i, the Kelvin sign), full-width and Arabic
 * digits, spaces and line separators outside ASCII, a byte order mark, a joiner, a combining
 * accent, an emoji, lone surrogate halves, NUL and DEL.
 */
export const UNICODE_CHARS: readonly string[] = [
  '\u017f',
  '\u0131',
  '\u0130',
  '\u212a',
  '\u00df',
  '\uff2b',
  '\uff11',
  '\u0663',
  '\u00a0',
  '\u3000',
  '\u2028',
  '\u2029',
  '\u0085',
  '\ufeff',
  '\u200d',
  '\u0301',
  '\u00e9',
  '\u{1f600}',
  '\ud800',
  '\udfff',
  '\u0000',
  '\u007f',
];

/** Numbers a reader must not take at face value. */
export const NUMBER_WORDS: readonly string[] = [
  '0',
  '00',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  '4294967295',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '18446744073709551616',
  '9'.repeat(40),
  '1'.repeat(400),
  'NaN',
  'Infinity',
];

/** Words of JavaScript's own, and the formats' keywords out of place. */
export const SPECIAL_WORDS: readonly string[] = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  'null',
  'true',
  'undefined',
  'pass',
  'start',
  'move',
  'resign',
  'draw',
  '1-0',
  '0-1',
  '1/2-1/2',
  '*',
  '1.',
  '1...',
  '[Game "Chakra"]',
  '{"flags":"1111"}',
  '"phase":"promote"',
  '\\u0000',
  '\\"',
];

export const charArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FORMAT_CHARS) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_CHARS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

/** A run of one character, long enough to expose work that grows faster than the text. */
export const longRunArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('1', 'a', ' ', 'x', '/', '[', '{', '"', 'P', '\\', ':', '{push:n '), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([c, n]) => c.repeat(Math.ceil(n / c.length)));

/** A run past the longest line a log or a record may have (MAX_LINE_LENGTH): refused where it passes, never held whole. */
export const hugeRunArb: fc.Arbitrary<string> = fc.tuple(fc.constantFrom('x', ' ', '1', '"'), fc.integer({ min: 1, max: 100 })).map(([c, n]) => c.repeat(MAX_LINE_LENGTH + n));

/** JSON nested deeper than any recursive walk of it survives. */
export const deepJsonArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('array', 'object', 'open'), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([kind, n]) => (kind === 'array' ? `${'['.repeat(n)}${']'.repeat(n)}` : kind === 'object' ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : '['.repeat(n)));

export const numberArb: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...NUMBER_WORDS), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String));

/** What an insertion inserts. */
export const insertionArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 160, arbitrary: charArb },
  { weight: 60, arbitrary: fc.string({ unit: charArb, minLength: 2, maxLength: 8 }) },
  { weight: 40, arbitrary: fc.constantFrom(...SPECIAL_WORDS) },
  { weight: 40, arbitrary: numberArb },
  { weight: 20, arbitrary: longRunArb },
  { weight: 20, arbitrary: deepJsonArb },
  { weight: 1, arbitrary: hugeRunArb },
);

/** Random text, from arbitrary code units to strings of the formats' characters. */
export const randomTextArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...FORMAT_CHARS), maxLength: 120 }) },
  { weight: 2, arbitrary: fc.string({ unit: charArb, maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.array(insertionArb, { maxLength: 4 }).map((parts) => parts.join('')) },
);

// ---------------------------------------------------------------------------------------------
// Mutations.

/** A JSON value put in place of another in a log line (`deep` is spliced in as text). */
export type JsonReplacement = { readonly value: unknown } | { readonly deep: string } | { readonly copy: number };

export type Mutation =
  | { readonly op: 'insert'; readonly at: number; readonly text: string }
  | { readonly op: 'delete'; readonly at: number; readonly length: number }
  | { readonly op: 'replace'; readonly at: number; readonly text: string }
  | { readonly op: 'duplicate'; readonly at: number; readonly length: number }
  | { readonly op: 'move'; readonly at: number; readonly length: number; readonly to: number }
  | { readonly op: 'truncate'; readonly at: number }
  | { readonly op: 'flipCase'; readonly at: number }
  | { readonly op: 'lookalike'; readonly at: number; readonly pick: number }
  | { readonly op: 'number'; readonly at: number; readonly text: string }
  | { readonly op: 'deleteLine'; readonly line: number }
  | { readonly op: 'duplicateLine'; readonly line: number }
  | { readonly op: 'swapLines'; readonly line: number; readonly other: number }
  | { readonly op: 'insertLine'; readonly line: number; readonly text: string }
  | { readonly op: 'joinLines'; readonly line: number }
  | { readonly op: 'crlf' }
  | { readonly op: 'deleteWord'; readonly word: number }
  | { readonly op: 'duplicateWord'; readonly word: number }
  | { readonly op: 'swapWords'; readonly word: number; readonly other: number }
  | { readonly op: 'replaceWord'; readonly word: number; readonly text: string }
  | { readonly op: 'json'; readonly line: number; readonly node: number; readonly change: 'set'; readonly replacement: JsonReplacement }
  | { readonly op: 'json'; readonly line: number; readonly node: number; readonly change: 'delete' }
  | { readonly op: 'json'; readonly line: number; readonly node: number; readonly change: 'addKey'; readonly key: string; readonly replacement: JsonReplacement }
  | { readonly op: 'keyTwice'; readonly line: number; readonly key: number; readonly replacement: JsonReplacement }
  | { readonly op: 'bom' };

const at = fc.nat();
const span = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 60 }));

const textMutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('insert' as const), at, text: insertionArb }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('delete' as const), at, length: span }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('replace' as const), at, text: charArb }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('duplicate' as const), at, length: span }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('move' as const), at, length: span, to: at }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('truncate' as const), at }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('flipCase' as const), at }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('lookalike' as const), at, pick: at }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('number' as const), at, text: numberArb }) },
);

const wordMutationArb = (pool: readonly string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ op: fc.constant('deleteWord' as const), word: at }),
    fc.record({ op: fc.constant('duplicateWord' as const), word: at }),
    fc.record({ op: fc.constant('swapWords' as const), word: at, other: at }),
    fc.record({ op: fc.constant('replaceWord' as const), word: at, text: pool.length > 0 ? fc.constantFrom(...pool) : randomTextArb }),
  );

const lineMutationArb = (foreignLines: readonly string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.record({ op: fc.constant('deleteLine' as const), line: at }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('duplicateLine' as const), line: at }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('swapLines' as const), line: at, other: at }) },
    {
      weight: 4,
      arbitrary: fc.record({
        op: fc.constant('insertLine' as const),
        line: at,
        text: fc.oneof(
          { weight: 4, arbitrary: foreignLines.length > 0 ? fc.constantFrom(...foreignLines) : fc.constant('') },
          { weight: 1, arbitrary: fc.constantFrom('', ' ', '\r', '\t', '{}', '[]', 'null', '"start"', '\ufeff') },
          { weight: 1, arbitrary: randomTextArb },
          { weight: 1, arbitrary: deepJsonArb },
          { weight: 1, arbitrary: longRunArb },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
        ),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('joinLines' as const), line: at }) },
    { weight: 1, arbitrary: fc.constant({ op: 'crlf' as const }) },
    // A byte order mark before the text: skipped, the text reads as without it.
    { weight: 1, arbitrary: fc.constant({ op: 'bom' as const }) },
  );

/** JSON values a log line's value is replaced with: `values` are the valid ones of other lines. */
export const jsonReplacementArb = (values: readonly unknown[]): fc.Arbitrary<JsonReplacement> => fc.oneof(
  { weight: 4, arbitrary: values.length > 0 ? fc.constantFrom(...values).map((value) => ({ value })) : fc.constant({ value: null }) },
  {
    weight: 4,
    arbitrary: fc
      .constantFrom<unknown>(null, true, false, 0, -1, 1, 2, 1.5, 1e308, 2 ** 53 + 2, -(2 ** 31), '', 'x', 'a1', 'e2e4', '__proto__', [], {}, ['a1'], { event: 'move' })
      .map((value) => ({ value })),
  },
  { weight: 2, arbitrary: randomTextArb.map((value) => ({ value })) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ value })) },
  { weight: 2, arbitrary: at.map((copy) => ({ copy })) },
  { weight: 1, arbitrary: deepJsonArb.map((deep) => ({ deep })) },
  { weight: 1, arbitrary: longRunArb.map((value) => ({ value })) },
  // Tags at and past their limits: the longest value, one too long, one tag too many.
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<unknown>(
        'x'.repeat(MAX_TAG_VALUE_LENGTH),
        'x'.repeat(MAX_TAG_VALUE_LENGTH + 1),
        Object.fromEntries(Array.from({ length: MAX_TAGS }, (_, i) => [`T${i}`, 'x'])),
        Object.fromEntries(Array.from({ length: MAX_TAGS + 1 }, (_, i) => [`T${i}`, 'x'])),
        'Ann\u001b[31m',
        'Ann\u009b',
        'Ann\u2028',
        'Ann\ud800',
        9007199254740991,
        9007199254740992,
      )
      .map((value) => ({ value })),
  },
);

const jsonMutationArb = (values: readonly unknown[]): fc.Arbitrary<Mutation> => fc.oneof(
  // A key named twice, the first time with another value (JSON.parse would keep the last).
  { weight: 2, arbitrary: fc.record({ op: fc.constant('keyTwice' as const), line: at, key: at, replacement: jsonReplacementArb(values) }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('json' as const), line: at, node: at, change: fc.constant('set' as const), replacement: jsonReplacementArb(values) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('json' as const), line: at, node: at, change: fc.constant('delete' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('json' as const),
      line: at,
      node: at,
      change: fc.constant('addKey' as const),
      key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'event', 'ply', 'move', 'facts', 'outcomes', 'x', ''), fc.string({ maxLength: 6 })),
      replacement: jsonReplacementArb(values),
    }),
  },
);

export interface MutationKinds {
  /** Lines of other texts to splice in (line mutations are on when given). */
  readonly lines?: readonly string[];
  /** Mutations of the JSON values of a line (logs), with these valid values of other lines among the replacements. */
  readonly json?: readonly unknown[];
  /** Mutations of words (records, position strings), with these words of other texts among the replacements. */
  readonly words?: readonly string[];
  readonly maxMutations?: number;
}

/** The mutations for one kind of text. */
export function mutationArb(kinds: MutationKinds): fc.Arbitrary<Mutation> {
  const choices: fc.WeightedArbitrary<Mutation>[] = [{ weight: 6, arbitrary: textMutationArb }];
  if (kinds.lines !== undefined) choices.push({ weight: 4, arbitrary: lineMutationArb(kinds.lines) });
  if (kinds.json !== undefined) choices.push({ weight: 5, arbitrary: jsonMutationArb(kinds.json) });
  if (kinds.words !== undefined) choices.push({ weight: 2, arbitrary: wordMutationArb(kinds.words) });
  return fc.oneof(...choices);
}

/** A valid text from `corpus` with one to a few mutations applied. */
export function mutatedArb(corpus: readonly string[], kinds: MutationKinds = {}): fc.Arbitrary<string> {
  return mutationsArb(corpus, kinds).map(([base, mutations]) => applyMutations(base, mutations));
}

/** A valid text and the mutations to apply to it (for properties that show both). */
export function mutationsArb(corpus: readonly string[], kinds: MutationKinds = {}): fc.Arbitrary<[string, Mutation[]]> {
  return fc.tuple(fc.constantFrom(...corpus), fc.array(mutationArb(kinds), { minLength: 1, maxLength: kinds.maxMutations ?? 4 }));
}

// ---------------------------------------------------------------------------------------------
// Applying mutations.

/**
 * Characters outside ASCII that a case mapping or a digit test could take for an ASCII one:
 * 'ſ'.toUpperCase() is 'S', 'ı'.toUpperCase() is 'I', the Kelvin sign lower-cases to 'k'.
 */
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  s: ['\u017f', '\uff53'],
  S: ['\u017f', '\uff33'],
  i: ['\u0131', '\u0130'],
  I: ['\u0131', '\u0130'],
  k: ['\u212a', '\uff4b'],
  K: ['\u212a', '\uff2b'],
  a: ['\u0430', '\u00e0'],
  e: ['\u0435', '\u00e9'],
  x: ['\u00d7', '\u0445'],
  '-': ['\u2212', '\u2010'],
  ' ': ['\u00a0', '\u2009', '\u3000'],
  '"': ['\u201c', '\uff02'],
  ...Object.fromEntries([...'0123456789'].map((d) => [d, [String.fromCharCode(0xff10 + Number(d)), String.fromCharCode(0x0660 + Number(d)), `${d}\u0301`]])),
};

const clampIndex = (n: number, length: number): number => (length <= 0 ? 0 : n % (length + 1));

function flipCase(c: string): string {
  const upper = c.toUpperCase();
  return upper === c ? c.toLowerCase() : upper;
}

/** The nodes of a JSON value in depth-first order, each with its parent and key. */
function jsonNodes(root: unknown): { parent: Record<string, unknown> | unknown[] | undefined; key: string | number | undefined; value: unknown }[] {
  const nodes: { parent: Record<string, unknown> | unknown[] | undefined; key: string | number | undefined; value: unknown }[] = [];
  const walk = (value: unknown, parent: Record<string, unknown> | unknown[] | undefined, key: string | number | undefined, depth: number): void => {
    nodes.push({ parent, key, value });
    if (depth > 20) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, value, i, depth + 1));
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) walk(v, value as Record<string, unknown>, k, depth + 1);
  };
  walk(root, undefined, undefined, 0);
  return nodes;
}

const DEEP_MARK = '\u0000deep\u0000';

/** One JSON mutation of one line; a line that is not JSON is left as it is. */
function mutateJsonLine(line: string, m: Mutation & { op: 'json' }): string {
  let root: unknown;
  try {
    root = JSON.parse(line);
  } catch {
    return line;
  }
  const nodes = jsonNodes(root);
  const target = nodes[m.node % nodes.length]!;
  let deep: string | undefined;
  const valueOf = (r: JsonReplacement): unknown => {
    if ('value' in r) return r.value;
    if ('copy' in r) return structuredClone(nodes[r.copy % nodes.length]!.value);
    deep = r.deep;
    return DEEP_MARK;
  };
  if (m.change === 'set') {
    if (target.parent === undefined) root = valueOf(m.replacement);
    else (target.parent as Record<string | number, unknown>)[target.key as string | number] = valueOf(m.replacement);
  } else if (m.change === 'delete') {
    if (Array.isArray(target.parent)) target.parent.splice(target.key as number, 1);
    else if (target.parent !== undefined) delete target.parent[target.key as string];
    else root = undefined;
  } else {
    const value = target.value;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // defineProperty: a key named __proto__ becomes an own key, as JSON.parse makes it.
      Object.defineProperty(value, m.key, { value: valueOf(m.replacement), enumerable: true, writable: true, configurable: true });
    } else if (Array.isArray(value)) {
      value.push(valueOf(m.replacement));
    }
  }
  const text = JSON.stringify(root) ?? '';
  return deep === undefined ? text : text.replace(JSON.stringify(DEEP_MARK), () => deep as string);
}

/** The text after the mutations, in order. Positions and counts wrap around the text. */
export function applyMutations(base: string, mutations: readonly Mutation[]): string {
  let text = base;
  for (const m of mutations) {
    switch (m.op) {
      case 'insert': {
        const i = clampIndex(m.at, text.length);
        text = text.slice(0, i) + m.text + text.slice(i);
        break;
      }
      case 'delete': {
        const i = clampIndex(m.at, text.length);
        text = text.slice(0, i) + text.slice(i + m.length);
        break;
      }
      case 'replace': {
        if (text.length === 0) break;
        const i = m.at % text.length;
        text = text.slice(0, i) + m.text + text.slice(i + 1);
        break;
      }
      case 'duplicate': {
        const i = clampIndex(m.at, text.length);
        const slice = text.slice(i, i + m.length);
        text = text.slice(0, i) + slice + text.slice(i);
        break;
      }
      case 'move': {
        const i = clampIndex(m.at, text.length);
        const slice = text.slice(i, i + m.length);
        const rest = text.slice(0, i) + text.slice(i + m.length);
        const j = clampIndex(m.to, rest.length);
        text = rest.slice(0, j) + slice + rest.slice(j);
        break;
      }
      case 'truncate':
        text = text.slice(0, clampIndex(m.at, text.length));
        break;
      case 'flipCase': {
        if (text.length === 0) break;
        const i = m.at % text.length;
        text = text.slice(0, i) + flipCase(text[i] as string) + text.slice(i + 1);
        break;
      }
      case 'lookalike': {
        // The first character at or after the position that has a lookalike.
        for (let k = 0; k < text.length; k++) {
          const i = (m.at + k) % text.length;
          const options = LOOKALIKES[text[i] as string];
          if (options === undefined) continue;
          text = text.slice(0, i) + options[m.pick % options.length] + text.slice(i + 1);
          break;
        }
        break;
      }
      case 'number': {
        // The digit run at or after the position, else the first one.
        const runs = [...text.matchAll(/\d+/g)];
        if (runs.length === 0) break;
        const i = clampIndex(m.at, text.length);
        const run = runs.find((r) => (r.index as number) + r[0].length >= i) ?? runs[0]!;
        text = text.slice(0, run.index) + m.text + text.slice((run.index as number) + run[0].length);
        break;
      }
      case 'crlf':
        text = text.replace(/\r?\n/g, '\r\n');
        break;
      case 'bom':
        text = `\uFEFF${text}`;
        break;
      case 'deleteLine':
      case 'duplicateLine':
      case 'swapLines':
      case 'insertLine':
      case 'joinLines':
      case 'json':
      case 'keyTwice':
        text = mutateLines(text, m);
        break;
      case 'deleteWord':
      case 'duplicateWord':
      case 'swapWords':
      case 'replaceWord':
        text = mutateWords(text, m);
        break;
    }
  }
  return text;
}

function mutateLines(text: string, m: Mutation): string {
  const lines = text.split('\n');
  // A final line break leaves an empty last element: mutations go to the lines before it.
  const count = lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  const pick = (n: number): number => n % Math.max(count, 1);
  switch (m.op) {
    case 'deleteLine':
      lines.splice(pick(m.line), 1);
      break;
    case 'duplicateLine': {
      const i = pick(m.line);
      lines.splice(i, 0, lines[i] as string);
      break;
    }
    case 'swapLines': {
      const i = pick(m.line);
      const j = pick(m.other);
      [lines[i], lines[j]] = [lines[j] as string, lines[i] as string];
      break;
    }
    case 'insertLine':
      lines.splice(m.line % (count + 1), 0, m.text);
      break;
    case 'joinLines': {
      const i = pick(m.line);
      if (i + 1 < lines.length) lines.splice(i, 2, (lines[i] as string) + (lines[i + 1] as string));
      break;
    }
    case 'json': {
      const i = pick(m.line);
      try {
        lines[i] = mutateJsonLine(lines[i] as string, m);
      } catch {
        // A line nested too deeply to walk (an earlier mutation made it so) stays as it is.
      }
      break;
    }
    case 'keyTwice': {
      // Before the key's place in the text, the key again with another value.
      const i = pick(m.line);
      const line = lines[i] as string;
      const keys = [...line.matchAll(/"(?:[^"\\]|\\.)*":/g)];
      if (keys.length === 0) break;
      const key = keys[m.key % keys.length] as RegExpExecArray;
      const r = m.replacement;
      const value = 'value' in r ? JSON.stringify(r.value) ?? 'null' : 'deep' in r ? r.deep : '0';
      lines[i] = `${line.slice(0, key.index)}${key[0]}${value},${line.slice(key.index)}`;
      break;
    }
    default:
      break;
  }
  return lines.join('\n');
}

function mutateWords(text: string, m: Mutation): string {
  // Words and the spaces between them, so that the text keeps its lines and spacing.
  const parts = text.split(/( +|\n)/);
  const words = parts.flatMap((p, i) => (i % 2 === 0 && p !== '' ? [i] : []));
  if (words.length === 0) return text;
  const pick = (n: number): number => words[n % words.length] as number;
  switch (m.op) {
    case 'deleteWord':
      parts[pick(m.word)] = '';
      break;
    case 'duplicateWord': {
      const i = pick(m.word);
      parts[i] = `${parts[i]} ${parts[i]}`;
      break;
    }
    case 'swapWords': {
      const i = pick(m.word);
      const j = pick(m.other);
      [parts[i], parts[j]] = [parts[j] as string, parts[i] as string];
      break;
    }
    case 'replaceWord':
      parts[pick(m.word)] = m.text;
      break;
    default:
      break;
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Random structured texts.

/** Random log lines: valid lines of any game, random JSON, objects shaped like events, junk. */
export function randomLogArb(validLines: readonly string[]): fc.Arbitrary<string> {
  const eventLike = fc
    .record(
      {
        event: fc.oneof(fc.constantFrom('start', 'move', 'resign', 'draw'), fc.jsonValue({ maxDepth: 1 })),
        format: fc.constantFrom('rulebook-log/1', 'rulebook-log/2'),
        game: fc.constantFrom(...GAME_NAMES, 'chess'),
        ply: fc.oneof(fc.integer({ min: -2, max: 400 }), fc.double()),
        player: fc.constantFrom('white', 'black', 'red'),
        move: fc.oneof(fc.constantFrom('e2e3', 'pass', 'Pe2-e4', 'd4xd6xf6', 'b2d4/c3'), randomTextArb),
        outcomes: fc.array(fc.oneof(fc.constantFrom('push:n', 'egg:daisy', 'lay:a1'), randomTextArb), { maxLength: 3 }),
        facts: fc.jsonValue({ maxDepth: 3 }),
        setup: randomTextArb,
        tags: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v));
  const line = fc.oneof(
    { weight: 4, arbitrary: validLines.length > 0 ? fc.constantFrom(...validLines) : fc.constant('{}') },
    { weight: 3, arbitrary: eventLike },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: randomTextArb },
  );
  return fc.tuple(fc.array(line, { maxLength: 8 }), fc.constantFrom('', '\n', '\r\n', '\n\n')).map(([lines, end]) => lines.join('\n') + end);
}

/** Random records: tag lines, blank lines and move text made of the records' own words and junk. */
export function randomRecordArb(words: readonly string[]): fc.Arbitrary<string> {
  const tagName = fc.oneof(fc.constantFrom('Game', 'Ruleset', 'WarriorJump', 'Randomness', 'Seed', 'SetUp', 'Result', 'Termination', 'Repetition', 'White', '__proto__'), fc.string({ maxLength: 6 }));
  const tagValue = fc.oneof(fc.constantFrom('Chakra', 'Shakti', 'Medea', 'Chakart', 'current', '1995', 'seen', 'adjacent', '0', '1', '2', '7', '*', '1-0', 'off', 'on', 'checkmate'), randomTextArb, numberArb);
  const tag = fc.tuple(tagName, tagValue).map(([name, value]) => `[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`);
  const word = fc.oneof(
    { weight: 4, arbitrary: words.length > 0 ? fc.constantFrom(...words) : fc.constant('*') },
    { weight: 1, arbitrary: fc.nat(200).map((n) => `${n}.`) },
    { weight: 1, arbitrary: fc.constantFrom('1-0', '0-1', '1/2-1/2', '*', '{', '}', '{push:n}', '{egg:daisy', 'lay:a1}') },
    { weight: 1, arbitrary: randomTextArb },
  );
  const moveText = fc.array(word, { maxLength: 30 }).map((ws) => ws.join(' '));
  return fc
    .tuple(fc.array(tag, { maxLength: 6 }), fc.constantFrom('\n', '\n\n', ''), moveText, fc.constantFrom('', '\n'))
    .map(([tags, gap, moves, end]) => `${tags.join('\n')}${gap}${moves}${end}`);
}
