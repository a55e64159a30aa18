// A fast check of a move line's facts, compiled from the game's declaration (facts-spec.ts),
// for the log readers: every event line of a log is read, and the facts' zod schema
// (facts-schema.ts) was most of the reading's time. The check answers one question: are these
// facts, as JSON.parse gave them, such that the schema accepts them AND the fields of every
// object are already in canonical order (what `canonicalFactsOf` would put them in)? Then the
// reader may take them as they are, with neither the schema nor the reordering.
//
// It never refuses anything itself: facts it does not pass (a problem, an unknown field, fields
// in another order, a declaration it does not compile) go to the schema, which accepts or
// refuses them in its own words. So a log is accepted or refused, and its errors said, exactly
// as by the schema alone; a fuzz property (test/fuzz/logs.test.ts) holds the check to "passes
// only what the schema accepts", on the lines of every game.
//
// No zod here: facts-schema.ts registers each schema it builds with its declaration
// (`registerFactsSchema`), and the move line's schema (log-common-read.ts) finds the check by it.

import type { FactsSpec, FieldSpec, ValueSpec } from './facts-spec.ts';

/** Whether a JSON value passes: the schema accepts it and it is in canonical order. */
export type FactsCheck = (value: unknown) => boolean;

const RESULTS = new Set(['white', 'black', 'draw']);
const COLOURS = new Set(['white', 'black']);

/** Undefined for a declaration the check does not take on (its facts always go to the schema). */
function compile(spec: FactsSpec): FactsCheck | undefined {
  const pattern = spec.squares.pattern;
  const square = (v: unknown): boolean => {
    if (typeof v !== 'string') return false;
    pattern.lastIndex = 0;
    return pattern.test(v);
  };
  const scalar = (kind: ValueSpec['kind']): boolean => kind === 'square' || kind === 'enum' || kind === 'colour' || kind === 'boolean' || kind === 'flag';

  const value = (v: ValueSpec): FactsCheck | undefined => {
    switch (v.kind) {
      case 'square':
        return square;
      case 'enum': {
        const values = new Set<unknown>(v.values);
        return (x) => typeof x === 'string' && values.has(x);
      }
      case 'colour':
        return (x) => typeof x === 'string' && COLOURS.has(x);
      case 'boolean':
        return (x) => typeof x === 'boolean';
      case 'flag':
        return (x) => x === true;
      case 'object':
        return object(v.fields, undefined);
      case 'list': {
        const item = value(v.of);
        if (item === undefined) return undefined;
        const length = v.length;
        const min = v.min ?? 0;
        return (x) => {
          if (!Array.isArray(x)) return false;
          if (length !== undefined ? x.length !== length : x.length < min) return false;
          for (let i = 0; i < x.length; i++) if (!item(x[i])) return false;
          return true;
        };
      }
      case 'union': {
        const variants = new Map<string, FactsCheck>();
        for (const [tag, fields] of Object.entries(v.variants)) {
          const variant = object(fields, v.tag);
          if (variant === undefined) return undefined;
          variants.set(tag, variant);
        }
        const tagName = v.tag;
        return (x) => {
          if (typeof x !== 'object' || x === null) return false;
          const tag = (x as Record<string, unknown>)[tagName];
          if (typeof tag !== 'string' || !Object.hasOwn(x, tagName)) return false;
          const variant = variants.get(tag);
          return variant !== undefined && variant(x);
        };
      }
      case 'either': {
        // Canonical order puts an object in the order of the first object kind: one at most here.
        if (v.of.filter((o) => o.kind === 'object').length > 1 || v.of.some((o) => o.kind !== 'object' && !scalar(o.kind))) return undefined;
        const checks = v.of.map(value);
        if (checks.some((c) => c === undefined)) return undefined;
        return (x) => {
          for (const c of checks as FactsCheck[]) if (c(x)) return true;
          return false;
        };
      }
      case 'end':
        // Only at the top, where `canonicalFactsOf` puts it last.
        return undefined;
    }
  };

  const endValue = (reasons: readonly string[]): FactsCheck => {
    const allowed = new Set<unknown>(reasons);
    return object(
      [
        { name: 'result', check: (x) => typeof x === 'string' && RESULTS.has(x), required: true },
        { name: 'reason', check: (x) => typeof x === 'string' && allowed.has(x), required: true },
      ],
      undefined,
      true,
    ) as FactsCheck;
  };

  type Field = { readonly name: string; readonly check: FactsCheck; readonly required: boolean };
  const fieldOf = (f: FieldSpec, check: FactsCheck | undefined): Field | undefined =>
    check === undefined ? undefined : { name: f.name, check, required: !(f.optional === true || f.kind === 'flag') };

  /**
   * A strict object of these fields, its keys in their order (a union's tag first). `compiled`:
   * the fields are checks already.
   */
  function object(fields: readonly FieldSpec[] | readonly Field[], tag: string | undefined, compiled = false): FactsCheck | undefined {
    const list: Field[] = [];
    if (tag !== undefined) list.push({ name: tag, check: () => true, required: true });
    for (const f of fields) {
      const field = compiled ? (f as Field) : fieldOf(f as FieldSpec, value(f as FieldSpec));
      if (field === undefined) return undefined;
      list.push(field);
    }
    return strictInOrder(list);
  }

  // The top: its fields in order, an end last (where `canonicalFactsOf` puts it).
  const top: Field[] = [];
  const ends: Field[] = [];
  for (const f of spec.fields) {
    const field = f.kind === 'end' ? fieldOf(f, endValue(f.reasons)) : fieldOf(f, value(f));
    if (field === undefined) return undefined;
    (f.kind === 'end' ? ends : top).push(field);
  }
  return strictInOrder([...top, ...ends]);
}

/** A plain object whose keys are some of `fields`, in their order, every required one there, each value passing. */
function strictInOrder(fields: readonly { readonly name: string; readonly check: FactsCheck; readonly required: boolean }[]): FactsCheck {
  const n = fields.length;
  const names = fields.map((f) => f.name);
  const checks = fields.map((f) => f.check);
  const required = fields.map((f) => f.required);
  return (x) => {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
    const record = x as Record<string, unknown>;
    let f = 0;
    for (const key in record) {
      while (f < n && names[f] !== key) {
        if (required[f]) return false;
        f++;
      }
      if (f === n || !Object.hasOwn(record, key)) return false;
      if (!(checks[f] as FactsCheck)(record[key])) return false;
      f++;
    }
    for (; f < n; f++) if (required[f]) return false;
    return true;
  };
}

const bySchema = new WeakMap<object, { readonly spec: FactsSpec; readonly check: FactsCheck | undefined }>();

/** Called by facts-schema.ts for each facts schema it builds: `schema` is `spec`'s. */
export function registerFactsSchema(schema: object, spec: FactsSpec): void {
  bySchema.set(schema, { spec, check: compile(spec) });
}

/** The declaration a facts schema was built from and its fast check, if facts-schema.ts built it. */
export const factsCheckOf = (schema: object): { readonly spec: FactsSpec; readonly check: FactsCheck | undefined } | undefined => bySchema.get(schema);

/** The fast check of a declaration, for tests (facts-schema.ts compiles the same). */
export const compileFactsCheck = (spec: FactsSpec): FactsCheck | undefined => compile(spec);
