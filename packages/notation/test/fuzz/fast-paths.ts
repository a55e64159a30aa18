// The readers' fast paths held to the slow ones they stand in for (the `logs` family):
//   - a move line read with the fast check (log-common-read.ts, facts-check.ts) reads exactly
//     as with the zod schema alone: the same value, fields in the same order, or the same
//     error; and the check passes only lines the schema accepts;
//   - the duplicate-key scan without allocation (`duplicateKey`) finds what the scan that
//     reads every key as JSON does (`duplicateKeyBySets`) finds, on any JSON.
// The lines are the corpus games' move lines, mutated (values, keys added, deleted, named
// twice, the text itself) and with the fields of one of their objects shuffled.

import fc from 'fast-check';
import { GAME_NAMES, type GameName } from '../../src/index.ts';
import { duplicateKey, duplicateKeyBySets } from '../../src/jsonl.ts';
import { moveLinePassesFastCheck, readEventLineWith } from '../../src/log-common-read.ts';
import * as chakraRead from '../../src/chakra/log-read.ts';
import * as shaktiRead from '../../src/shakti/log-read.ts';
import * as medeaRead from '../../src/medea/log-read.ts';
import * as chakartRead from '../../src/chakart/log-read.ts';
import { canonicalFactsJson as chakraCanonical } from '../../src/chakra/facts.ts';
import { canonicalFactsJson as shaktiCanonical } from '../../src/shakti/facts.ts';
import { canonicalFactsJson as medeaCanonical } from '../../src/medea/facts.ts';
import { canonicalFactsJson as chakartCanonical } from '../../src/chakart/facts.ts';
import { applyMutations, mutationArb, type Mutation } from './arbitraries.ts';
import { corpus } from './corpus.ts';
import type { FuzzProperty } from './properties.ts';

type Reader = { readonly schema: any; readonly canonical: (facts: any) => any };

const READERS: Readonly<Record<GameName, Reader>> = {
  chakra: { schema: chakraRead.moveEventSchema, canonical: chakraCanonical },
  shakti: { schema: shaktiRead.moveEventSchema, canonical: shaktiCanonical },
  medea: { schema: medeaRead.moveEventSchema, canonical: medeaCanonical },
  chakart: { schema: chakartRead.moveEventSchema, canonical: chakartCanonical },
};

const excerpt = (text: string): string => JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** The move lines of a game's corpus logs. */
export function moveLines(game: GameName): string[] {
  return [...new Set(corpus()[game].logs.flatMap((log) => log.split('\n').filter((l) => l.startsWith('{"event":"move"'))))];
}

/** The JSON values of lines (small ones), as replacements. */
function leaves(lines: readonly string[]): unknown[] {
  const seen = new Map<string, unknown>();
  const walk = (value: unknown): void => {
    const key = JSON.stringify(value);
    if (key.length <= 200) seen.set(key, value);
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const line of lines) walk(JSON.parse(line));
  return [...seen.values()];
}

/** The objects of a JSON value (no recursion: a line may nest 100,000 deep). */
function objectsOf(root: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (typeof value === 'object' && value !== null) {
      out.push(value as Record<string, unknown>);
      stack.push(...Object.values(value));
    }
  }
  return out;
}

/** The line with two keys of its `pick`-th object swapped (`order` picks them); the text as it is when it is not JSON or too deep to write. */
function shuffled(text: string, pick: number, order: number): string {
  try {
    const value = JSON.parse(text) as unknown;
    const objects = objectsOf(value);
    if (objects.length === 0) return text;
    const target = objects[pick % objects.length] as Record<string, unknown>;
    const entries = Object.entries(target);
    if (entries.length < 2) return text;
    const i = order % entries.length;
    const j = (order >>> 8) % entries.length;
    if (i !== j) [entries[i], entries[j]] = [entries[j] as [string, unknown], entries[i] as [string, unknown]];
    for (const key of Object.keys(target)) delete target[key];
    for (const [key, v] of entries) target[key] = v;
    return JSON.stringify(value);
  } catch {
    return text;
  }
}

/** A corpus move line, mutated and its fields shuffled (either may be none). */
const lineArb = (lines: readonly string[], values: readonly unknown[]) =>
  fc
    .tuple(fc.nat(), fc.array(mutationArb({ json: values }), { maxLength: 3 }), fc.boolean(), fc.nat(), fc.nat())
    .map(([j, mutations, shuffle, pick, order]: [number, Mutation[], boolean, number, number]) => {
      const mutated = applyMutations(lines[j % lines.length] as string, mutations);
      return shuffle ? shuffled(mutated, pick, order) : mutated;
    });

export function fastPathProperties(): FuzzProperty[] {
  const properties: FuzzProperty[] = [];
  const allLines = GAME_NAMES.flatMap(moveLines);
  const values = leaves(allLines);
  for (const game of GAME_NAMES) {
    const lines = moveLines(game);
    const { schema, canonical } = READERS[game];
    const name = `${game} move line: the fast check reads as the schema alone`;
    const property = fc.property(lineArb(lines, values), (text) => {
      const fast = readEventLineWith(text, 2, schema, canonical);
      const slow = readEventLineWith(text, 2, schema, canonical, true);
      if (JSON.stringify(fast) !== JSON.stringify(slow)) {
        throw new Error(`${name}: ${excerpt(text)} reads as ${JSON.stringify(fast).slice(0, 400)} with the fast check, as ${JSON.stringify(slow).slice(0, 400)} by the schema`);
      }
      // The check passes only what the schema accepts.
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      if (moveLinePassesFastCheck(schema, value as Record<string, unknown>) === true && !schema.safeParse(value).success) {
        throw new Error(`${name}: the fast check passes ${excerpt(text)}, which the schema refuses`);
      }
    });
    properties.push({ name, family: 'logs', weight: 2, property });
  }

  // JSON with keys named twice, escaped keys, many keys, deep nesting: both scans agree.
  const jsonArb = fc.oneof(
    lineArb(allLines, values),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc
      .tuple(fc.array(fc.oneof(fc.constantFrom('a', 'b', 'mo\\u0076e', 'move', 'a\\\\', 'a\\"', '\\"', 'é', '\\ud83d\\ude00'), fc.string({ maxLength: 3 })), { maxLength: 24 }), fc.integer({ min: 0, max: 40 }))
      .map(([keys, depth]) => {
        const object = `{${keys.map((k, i) => `"${k.replace(/(?<!\\)"/g, '\\"')}":${i}`).join(',')}}`;
        return `${'['.repeat(depth)}${object}${']'.repeat(depth)}`;
      }),
  );
  properties.push({
    name: 'duplicateKey: the scan without allocation finds what the scan that reads every key finds',
    family: 'logs',
    weight: 2,
    property: fc.property(jsonArb, (text) => {
      try {
        JSON.parse(text);
      } catch {
        return;
      }
      const fast = duplicateKey(text);
      const slow = duplicateKeyBySets(text);
      if (JSON.stringify(fast) !== JSON.stringify(slow)) throw new Error(`duplicateKey(${excerpt(text)}) is ${JSON.stringify(fast)}; read key by key: ${JSON.stringify(slow)}`);
    }),
  });
  return properties;
}
