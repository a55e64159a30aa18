// The log reader's schema of a game's facts (zod/mini), built from the game's declaration
// (facts-spec.ts). Only the log readers (each game's log-read.ts) import this file, so that a
// page that plays and writes logs loads no zod.

import * as z from 'zod/mini';
import { colourSchema } from './log-common-read.ts';
import type { FactsSpec, FieldSpec, ValueSpec } from './facts-spec.ts';
import { registerFactsSchema } from './facts-check.ts';

const RESULTS = ['white', 'black', 'draw'] as const;

/**
 * The schema of a game's facts: a strict object of its fields, in canonical order. Registered
 * with its declaration, so that a move line's reader finds the fast check of the same facts
 * (facts-check.ts).
 */
export function factsSchemaOf(spec: FactsSpec): z.ZodMiniType {
  const schema = schemasOf(spec).facts;
  registerFactsSchema(schema, spec);
  return schema;
}

/** The schema of one value of a game's facts (Chakart's step). */
export const valueSchemaOf = (spec: FactsSpec, value: ValueSpec): z.ZodMiniType => schemasOf(spec).value(value);

function schemasOf(spec: FactsSpec): { facts: z.ZodMiniType; value: (v: ValueSpec) => z.ZodMiniType } {
  const square = z.string().check(z.regex(spec.squares.pattern, { error: (issue) => `expected ${spec.squares.what}, found ${JSON.stringify(issue.input)}` }));
  const value = (v: ValueSpec): z.ZodMiniType => {
    switch (v.kind) {
      case 'square':
        return square;
      case 'enum':
        return v.values.length === 1 ? z.literal(v.values[0] as string) : z.enum(v.values as [string, ...string[]]);
      case 'colour':
        return colourSchema;
      case 'boolean':
        return z.boolean();
      case 'flag':
        return z.literal(true);
      case 'object':
        return object(v.fields);
      case 'list': {
        if (v.length !== undefined) return z.tuple(Array.from({ length: v.length }, () => value(v.of)) as [z.ZodMiniType, ...z.ZodMiniType[]]);
        const list = z.array(value(v.of));
        return v.min !== undefined ? list.check(z.minLength(v.min)) : list;
      }
      case 'union':
        return z.discriminatedUnion(
          v.tag,
          Object.entries(v.variants).map(([tag, fields]) => z.strictObject({ [v.tag]: z.literal(tag), ...fieldsOf(fields) })) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
        );
      case 'either':
        return z.union(v.of.map(value) as [z.ZodMiniType, ...z.ZodMiniType[]]);
      case 'end':
        return z.strictObject({ result: z.enum(RESULTS), reason: v.reasons.length === 1 ? z.literal(v.reasons[0] as string) : z.enum(v.reasons as [string, ...string[]]) });
    }
  };
  const field = (f: FieldSpec): z.ZodMiniType => (f.optional || f.kind === 'flag' ? z.optional(value(f)) : value(f));
  const fieldsOf = (fields: readonly FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, field(f)]));
  const object = (fields: readonly FieldSpec[]) => z.strictObject(fieldsOf(fields));
  return { facts: object(spec.fields), value };
}
