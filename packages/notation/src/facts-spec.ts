// A move's facts, declared once per game as plain data (each game's facts.ts): its fields in
// their canonical order, each with its kind, whether it is optional, and the words the replay
// says when a log's field differs from the move's. Derived from that one declaration:
//
// - the JSON type of the facts (`FactsJsonOf`),
// - the writer (`toJson`: the rules' facts to log form, fields in canonical order),
// - the reader (`fromJson`: back to the rules' form) and the canonical order of read facts,
// - the comparison replay makes (`diff`: the first field that differs, said in the words), and
// - the log reader's schema (facts-schema.ts, zod; only the log readers import it, so a page
//   that plays and writes logs loads no zod).
//
// The kinds: `square` (a square's index in the rules, its name in the log), `enum` (one of
// `values`), `colour`, `boolean` (always written), `flag` (written only when true), `object`
// (its own `fields`), `list` (of one kind; `length` for a fixed size, else at least `min`), and
// `union` (objects told apart by their `tag` field, each variant its own fields), `either` (an
// object or one of some words, the first kind that fits), and `end` (how the move ended the
// game: result and one of `reasons`, taken from the end the game came to rather than from the
// rules' facts; written only for one of those reasons).
//
// The words of a field for the diff: `says` the move's value (`{}` stands for the value's
// text), `saysNone` its absence, `none` the log's absence; an object's `text` says its value
// from its fields' texts (`{square} ({piece})`), a list's items are joined by `join`, a colour
// is said `White`/`Black`, a flag by `yes`.

import type { Colour } from './rules.ts';
import { colourWord } from './letters.ts';
import { factsEndWords } from './game.ts';

/** The words a field's difference is said in. */
export interface FieldWords {
  /** The move's value: `{}` is the value's text. */
  readonly says?: string;
  /** The move without the field. */
  readonly saysNone?: string;
  /** The log without the field. */
  readonly none?: string;
  /** A flag's text when set (`check`, `a pass`). */
  readonly yes?: string;
}

/** One value's kind: what it is in the rules, in the log and in the schema. */
export type ValueSpec =
  | { readonly kind: 'square' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'colour' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'flag' }
  | { readonly kind: 'object'; readonly fields: readonly FieldSpec[]; readonly text?: string }
  | { readonly kind: 'list'; readonly of: ValueSpec; readonly length?: number; readonly min?: number; readonly join?: string }
  | { readonly kind: 'union'; readonly tag: string; readonly variants: { readonly [tag: string]: readonly FieldSpec[] } }
  | { readonly kind: 'either'; readonly of: readonly ValueSpec[] }
  | { readonly kind: 'end'; readonly reasons: readonly string[] };

/** One field of the facts (or of an object in them): its name, its kind, optional or not, its words. */
export type FieldSpec = ValueSpec & FieldWords & { readonly name: string; readonly optional?: boolean };

/** A game's facts: the squares' form in the log, the fields in canonical order, the diff's order if not that. */
export interface FactsSpec {
  /** A square's name in the log: its pattern, and what the schema says it expected (`a square a1-h8`). */
  readonly squares: { readonly pattern: RegExp; readonly what: string };
  readonly fields: readonly FieldSpec[];
  /** The order the diff looks at the fields in, when it is not the canonical order. */
  readonly diffOrder?: readonly string[];
}

/** The words every game's `end` field is said in. */
export const END_WORDS = {
  says: 'the move ends the game: {}',
  saysNone: 'the move does not end the game',
  none: 'no end',
} as const;

// ---------------------------------------------------------------------------------------------
// The JSON type, derived.

type ValueJson<V> = V extends { readonly kind: 'square' }
  ? string
  : V extends { readonly kind: 'enum'; readonly values: readonly (infer E)[] }
    ? E
    : V extends { readonly kind: 'colour' }
      ? Colour
      : V extends { readonly kind: 'boolean' }
        ? boolean
        : V extends { readonly kind: 'flag' }
          ? true
          : V extends { readonly kind: 'object'; readonly fields: infer F extends readonly FieldSpec[] }
            ? ObjectJson<F>
            : V extends { readonly kind: 'union'; readonly tag: infer T extends string; readonly variants: infer Vs }
              ? { [K in keyof Vs]: Vs[K] extends readonly FieldSpec[] ? Simplify<{ readonly [P in T]: K } & ObjectJson<Vs[K]>> : never }[keyof Vs]
              : V extends { readonly kind: 'either'; readonly of: readonly (infer O)[] }
                ? ValueJson<O>
                : V extends { readonly kind: 'list'; readonly of: infer O; readonly length: 2 }
              ? readonly [ValueJson<O>, ValueJson<O>]
              : V extends { readonly kind: 'list'; readonly of: infer O }
                ? readonly ValueJson<O>[]
                : V extends { readonly kind: 'end'; readonly reasons: readonly (infer R)[] }
                  ? { readonly result: 'white' | 'black' | 'draw'; readonly reason: R }
                  : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The JSON of an object with these fields (flags and optional fields may be absent). */
export type ObjectJson<F extends readonly FieldSpec[]> = Simplify<
  { readonly [S in F[number] as S extends { readonly optional: true } | { readonly kind: 'flag' } ? never : S['name']]: ValueJson<S> } & {
    readonly [S in F[number] as S extends { readonly optional: true } | { readonly kind: 'flag' } ? S['name'] : never]?: ValueJson<S>;
  }
>;

/** The facts of a move line in a game's log, as its declaration gives them. */
export type FactsJsonOf<S extends FactsSpec> = ObjectJson<S['fields']>;

// ---------------------------------------------------------------------------------------------
// Writer, reader, canonical order, diff.

/** A square's index and name, both ways (the game's: a1-h8, or Shakti's cells). */
export interface SquareCodec {
  name(square: number): string;
  parse(name: string): number | undefined;
}

type Json = Readonly<Record<string, unknown>>;
type Convert = (spec: ValueSpec, value: unknown) => unknown;

/** An object's declared fields, in order, each value converted; absent fields (and unset flags) left out. */
function mapObject(fields: readonly FieldSpec[], source: Json, convert: Convert): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'end') continue;
    const value = source[field.name];
    if (field.kind === 'flag' ? !value : value === undefined && field.optional) continue;
    out[field.name] = convert(field, value);
  }
  return out;
}

/** A value converted by kind: squares by `square`, objects and lists item by item. */
function converter(square: (value: unknown) => unknown): Convert {
  const convert: Convert = (spec, value) => {
    switch (spec.kind) {
      case 'square':
        return square(value);
      case 'flag':
        return true;
      case 'object':
        return mapObject(spec.fields, value as Json, convert);
      case 'list':
        return (value as readonly unknown[]).map((item) => convert(spec.of, item));
      case 'union': {
        const tag = (value as Json)[spec.tag] as string;
        return { [spec.tag]: tag, ...mapObject(spec.variants[tag] ?? [], value as Json, convert) };
      }
      case 'either': {
        const isObject = typeof value === 'object' && value !== null;
        const fits = spec.of.find((v) => (v.kind === 'object') === isObject);
        return fits === undefined ? value : convert(fits, value);
      }
      default:
        return value;
    }
  };
  return convert;
}

const squareNames = (squares: SquareCodec) => converter((sq) => squares.name(sq as number));
const squareIndices = (squares: SquareCodec) =>
  converter((name) => {
    const sq = squares.parse(name as string);
    if (sq === undefined) throw new Error(`not a square: ${String(name)}`);
    return sq;
  });

/** One value of a declared kind in log form (squares by name). */
export const valueToJson = (spec: ValueSpec, value: unknown, squares: SquareCodec): unknown => squareNames(squares)(spec, value);

/** One value of a declared kind back in the rules' form (squares by index; the names must be valid). */
export const valueFromJson = (spec: ValueSpec, value: unknown, squares: SquareCodec): unknown => squareIndices(squares)(spec, value);

/** A value's text in the diff's words. */
function textOf(spec: ValueSpec, value: unknown): string {
  switch (spec.kind) {
    case 'colour':
      return colourWord(value as Colour);
    case 'end':
      return factsEndWords(value as { result: 'white' | 'black' | 'draw'; reason: string });
    case 'object': {
      const object = value as Json;
      const template = spec.text ?? spec.fields.map((f) => `{${f.name}}`).join(' ');
      return template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const field = spec.fields.find((f) => f.name === name) as FieldSpec;
        return textOf(field, object[name]);
      });
    }
    case 'list':
      return (value as readonly unknown[]).map((item) => textOf(spec.of, item)).join(spec.join ?? ', ');
    default:
      return String(value);
  }
}

/** A field of the facts, said for the diff: a comparable key, the log's words, the move's words. */
function said(field: FieldSpec, json: Json): { key: string; log: string; move: string } {
  const value = json[field.name];
  const present = field.kind === 'boolean' || field.kind === 'flag' ? value === true : value !== undefined;
  const text = !present ? undefined : field.kind === 'boolean' || field.kind === 'flag' ? (field.yes ?? field.name) : textOf(field, value);
  return {
    key: text ?? '',
    log: text ?? field.none ?? '',
    move: text !== undefined ? (field.says ?? '{}').replace('{}', () => text) : (field.saysNone ?? ''),
  };
}

type End = { readonly result: string; readonly reason: string };

/** The end field of a declaration and the reasons it records. */
function endOf(spec: FactsSpec): { field?: FieldSpec; reasons: readonly string[] } {
  const field = spec.fields.find((f) => f.kind === 'end');
  return { field, reasons: field?.kind === 'end' ? field.reasons : [] };
}

/** Sets the end on facts in log form, when it is one the facts record. */
function withEnd<J>(spec: FactsSpec, json: Record<string, unknown>, value: End | undefined): J {
  const { field, reasons } = endOf(spec);
  if (field !== undefined && value !== undefined && reasons.includes(value.reason)) json[field.name] = { result: value.result, reason: value.reason };
  return json as J;
}

/** The end the facts in log form record, if any. */
const recordedEnd = (spec: FactsSpec, json: unknown): End | undefined => {
  const { field } = endOf(spec);
  return field === undefined ? undefined : ((json as Json)[field.name] as End | undefined);
};

/** The writer: the rules' facts in log form, fields in canonical order; `end` when the move ended the game. */
export function factsToJsonOf<Facts, J, E extends End>(spec: FactsSpec, squares: SquareCodec): (facts: Facts, end?: E) => J {
  const toName = squareNames(squares);
  return (facts, end) => withEnd(spec, mapObject(spec.fields, facts as Json, toName), end);
}

/** The reader: facts in log form back in the rules' form (the names must be valid: the log's schema checks them), with their end. */
export function factsFromJsonOf<Facts, J, E extends End>(spec: FactsSpec, squares: SquareCodec): (json: J, player: Colour) => { facts: Facts; end?: E } {
  const toIndex = squareIndices(squares);
  return (json, player) => {
    const facts = { player, ...mapObject(spec.fields, json as Json, toIndex) } as Facts;
    const end = recordedEnd(spec, json);
    return end !== undefined ? { facts, end: { result: end.result, reason: end.reason } as E } : { facts };
  };
}

/** Each canonical order's function (`canonicalFactsOf`), with the declaration it orders by. */
const canonicalSpecs = new WeakMap<object, FactsSpec>();

/** The fields of a facts object (from the log or elsewhere) in canonical order. */
export function canonicalFactsOf<J>(spec: FactsSpec): (json: J) => J {
  const same = converter((value) => value);
  const canonical = (json: J): J => withEnd(spec, mapObject(spec.fields, json as Json, same), recordedEnd(spec, json));
  canonicalSpecs.set(canonical, spec);
  return canonical;
}

/**
 * The declaration whose canonical order `canonical` puts facts in, when `canonicalFactsOf` made
 * it: the log reader leaves out the reordering of facts its fast check found in that order.
 */
export const canonicalSpecOf = (canonical: object): FactsSpec | undefined => canonicalSpecs.get(canonical);

/**
 * Whether two JSON values are the same: objects with the same keys and the same values (the
 * keys in any order), arrays item by item. Facts that are the same need no field said: the
 * diff below, which says each field in words, runs only for facts that differ.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let keys = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key)) continue;
    if (!Object.hasOwn(b, key) || !sameJson((a as Json)[key], (b as Json)[key])) return false;
    keys++;
  }
  for (const key in b) if (Object.hasOwn(b, key)) keys--;
  return keys === 0;
}

/** The first field where the log's facts differ from the move's, as `facts.captured: …`. */
export function diffFactsOf<J>(spec: FactsSpec): (recorded: J, derived: J) => string | undefined {
  const order = (spec.diffOrder ?? spec.fields.map((f) => f.name)).map((name) => spec.fields.find((f) => f.name === name) as FieldSpec);
  return (recorded, derived) => {
    if (sameJson(recorded, derived)) return undefined;
    for (const field of order) {
      const a = said(field, recorded as Json);
      const b = said(field, derived as Json);
      if (a.key !== b.key) return `facts.${field.name}: the log says ${a.log}, ${b.move}`;
    }
    return undefined;
  };
}
