// A Chakart decision's facts as JSON, for the event log: the steps the rules derived while
// they resolved it (squares as names), and the end of the game when it came. Declared once
// below (`STEP`, `FACTS`, facts-spec.ts), from which the writer, the reader, the canonical order
// and the log reader's schema are derived. Written here: the comparison replay makes between
// the steps a log records and the steps the rules derive, which says whole steps in their words
// (step-words.ts) rather than fields.
//
//   {"steps":[{"step":"move","piece":"rook","from":"f8","to":"f6","object":"egg"},
//             {"step":"egg","outcome":"waluigi"},
//             {"step":"colour","square":"g8","piece":"queen","to":"white"},
//             {"step":"lay","object":"banana","square":"g7"}]}
//
// The random outcomes themselves are on the log line (G4), not in the facts.

import { chakart, parseSquare, squareName } from '../rules.ts';
import type { ChakartFacts, ChakartStep } from '../rules.ts';
import { factsEndWords } from '../game.ts';
import { canonicalFactsOf, factsFromJsonOf, factsToJsonOf, valueFromJson, valueToJson, type FactsSpec, type ValueSpec } from '../facts-spec.ts';
import { stepWords } from './step-words.ts';

/** How the game ended (K2, G2). A move line's facts hold only `kings-captured`. */
export interface GameEnd {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: 'kings-captured' | 'resignation' | 'agreement' | 'time';
}

type SquareKeys<S> = S extends { readonly step: 'colour' } ? 'square' : 'from' | 'to' | 'square' | 'a' | 'b';
type Named<S> = { readonly [K in keyof S]: K extends SquareKeys<S> ? string : S[K] };
/** One step with its squares as names (`e4`). */
export type StepJson = ChakartStep extends infer S ? (S extends ChakartStep ? Named<S> : never) : never;

const KINDS = ['pawn', 'rook', 'knight', 'bishop', 'queen', 'king'] as const;
const PROMOTIONS = chakart.PROMOTIONS;
const OBJECTS = ['mushroom', 'egg', 'banana', 'bomb'] as const;
const square = { kind: 'square' } as const;
const pieceOn = {
  kind: 'object',
  fields: [
    { name: 'colour', kind: 'colour' },
    { name: 'kind', kind: 'enum', values: KINDS },
  ],
} as const;
/** What a landing found: a piece taken, an object, the marker gone. */
const LANDING = [
  { name: 'captured', ...pieceOn, optional: true },
  { name: 'object', kind: 'enum', values: OBJECTS, optional: true },
  { name: 'marker', kind: 'flag' },
] as const;

/**
 * Each step (a discriminated union on `step`) with its fields in canonical order. The facts'
 * words are the steps' (`stepWords`): the diff says whole steps, not fields.
 */
export const STEP = {
  kind: 'union',
  tag: 'step',
  variants: {
    move: [{ name: 'piece', kind: 'enum', values: KINDS }, { name: 'from', ...square }, { name: 'to', ...square }, { name: 'invisible', kind: 'flag' }, ...LANDING],
    leave: [{ name: 'object', kind: 'enum', values: ['mushroom', 'egg'] }, { name: 'square', ...square }],
    promote: [{ name: 'square', ...square }, { name: 'piece', kind: 'enum', values: PROMOTIONS }],
    mushroom: [{ name: 'from', ...square }, { name: 'to', ...square }, ...LANDING],
    push: [
      { name: 'by', kind: 'enum', values: ['banana', 'bomb'] },
      { name: 'direction', kind: 'enum', values: ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] },
      { name: 'from', ...square },
      { name: 'to', ...square },
      ...LANDING,
    ],
    egg: [{ name: 'outcome', kind: 'enum', values: chakart.EGG_OUTCOMES }],
    koopa: [{ name: 'from', ...square }, { name: 'to', ...square }],
    chomp: [{ name: 'square', ...square }, { name: 'piece', ...pieceOn }],
    bowser: [{ name: 'square', ...square }],
    colour: [{ name: 'square', ...square }, { name: 'piece', kind: 'enum', values: KINDS }, { name: 'to', kind: 'colour' }],
    toadette: [{ name: 'piece', kind: 'enum', values: PROMOTIONS }],
    lay: [{ name: 'object', kind: 'enum', values: ['banana', 'bomb'] }, { name: 'square', ...square }],
    shell: [{ name: 'from', ...square }, { name: 'to', ...square }, { name: 'hit', kind: 'either', of: [pieceOn, { kind: 'enum', values: ['marker', 'banana', 'bomb'] }] }],
    swap: [{ name: 'a', ...square }, { name: 'b', ...square }],
    drop: [{ name: 'piece', kind: 'enum', values: PROMOTIONS }, { name: 'to', ...square }, { name: 'object', kind: 'enum', values: OBJECTS, optional: true }],
    pass: [],
    freed: [{ name: 'square', ...square }],
    revealed: [{ name: 'square', ...square }],
  },
} as const satisfies ValueSpec;

/** Chakart's facts: the steps the rules derived, and the end of the game when it came (K2). */
export const FACTS = {
  squares: { pattern: /^[a-h][1-8]$/, what: 'a square a1-h8' },
  fields: [
    { name: 'steps', kind: 'list', of: STEP, min: 1 },
    { name: 'end', kind: 'end', reasons: ['kings-captured'], optional: true },
  ],
} as const satisfies FactsSpec;

/** `facts` of a move line in a Chakart log. The player and the outcomes are on the line itself. */
export interface FactsJson {
  readonly steps: readonly StepJson[];
  readonly end?: { readonly result: 'white' | 'black' | 'draw'; readonly reason: 'kings-captured' };
}

const SQUARES = { name: squareName, parse: parseSquare };

/** One step in log form: its fields in canonical order, squares as names. */
export const stepToJson = (step: ChakartStep): StepJson => valueToJson(STEP, step, SQUARES) as StepJson;

/** Back to the rules' form. The squares must be valid names (the log schema checks them). */
export const stepFromJson = (json: StepJson): ChakartStep => valueFromJson(STEP, json, SQUARES) as ChakartStep;

/** The facts in log form, fields in their canonical order (an end only when the kings were captured). */
export const factsToJson: (facts: Pick<ChakartFacts, 'steps'>, end?: GameEnd) => FactsJson = /* @__PURE__ */ factsToJsonOf(FACTS, SQUARES);

const fromJson = /* @__PURE__ */ factsFromJsonOf<Pick<ChakartFacts, 'steps'>, FactsJson, GameEnd>(FACTS, SQUARES);

/** The steps and the end, back in the rules' form. */
export function factsFromJson(json: FactsJson): { steps: ChakartStep[]; end?: GameEnd } {
  const { facts, end } = fromJson(json, 'white');
  return end !== undefined ? { steps: [...facts.steps], end } : { steps: [...facts.steps] };
}

/** Puts the fields of a facts object in canonical order. */
export const canonicalFactsJson: (json: FactsJson) => FactsJson = /* @__PURE__ */ canonicalFactsOf(FACTS);

// ---------------------------------------------------------------------------------------------
// Recorded against derived.

const ordinal = (n: number): string => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};

function stepText(json: StepJson): string {
  try {
    return `"${stepWords(stepFromJson(json))}"`;
  } catch {
    return JSON.stringify(json);
  }
}

/** The first difference between the log's facts and the decision's, as `facts.steps.2: …`. */
export function diffFacts(recorded: FactsJson, derived: FactsJson): string | undefined {
  const count = Math.max(recorded.steps.length, derived.steps.length);
  for (let i = 0; i < count; i++) {
    const a = recorded.steps[i];
    const b = derived.steps[i];
    const keyA = a === undefined ? '' : JSON.stringify(a);
    const keyB = b === undefined ? '' : JSON.stringify(b);
    if (keyA === keyB) continue;
    const where = `facts.steps.${i}`;
    if (a === undefined) return `${where}: the log has no ${ordinal(i + 1)} step, the decision's ${ordinal(i + 1)} step is ${stepText(b as StepJson)}`;
    if (b === undefined) return `${where}: the log says ${stepText(a)}, the decision has no ${ordinal(i + 1)} step`;
    let wordsA = stepText(a);
    let wordsB = stepText(b);
    if (wordsA === wordsB) {
      wordsA = keyA;
      wordsB = keyB;
    }
    return `${where}: the log says ${wordsA}, the decision gives ${wordsB}`;
  }
  const endA = recorded.end;
  const endB = derived.end;
  const key = (e: FactsJson['end']) => (e ? `${e.result}/${e.reason}` : '');
  if (key(endA) !== key(endB)) {
    return `facts.end: the log says ${endA ? factsEndWords(endA) : 'no end'}, ${endB ? `the decision ends the game: ${factsEndWords(endB)}` : 'the decision does not end the game'}`;
  }
  return undefined;
}
