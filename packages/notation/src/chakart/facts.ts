// A Chakart decision's facts as JSON, for the event log: the steps the rules derived while
// they resolved it (squares as names), and the end of the game when it came. The comparison
// replay makes between the steps a log records and the steps the rules derive, and the steps
// in words (`describeSteps`).
//
//   {"steps":[{"step":"move","piece":"rook","from":"f8","to":"f6","object":"egg"},
//             {"step":"egg","outcome":"waluigi"},
//             {"step":"colour","square":"g8","piece":"queen","to":"white"},
//             {"step":"lay","object":"banana","square":"g7"}]}
//
// The random outcomes themselves are on the log line (G4), not in the facts.

import { parseSquare, squareName } from '../rules.ts';
import type { ChakartFacts, ChakartPieceOn, ChakartStep, Square } from '../rules.ts';
import { factsEndWords } from '../game.ts';
import { aWord, PIECE_LETTERS, EGG_WORDS, pieceWords } from './letters.ts';

/** How the game ended (K2, G2). A move line's facts hold only `kings-captured`. */
export interface GameEnd {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: 'kings-captured' | 'resignation' | 'agreement';
}

type SquareKeys<S> = S extends { readonly step: 'colour' } ? 'square' : 'from' | 'to' | 'square' | 'a' | 'b';
type Named<S> = { readonly [K in keyof S]: K extends SquareKeys<S> ? string : S[K] };
/** One step with its squares as names (`e4`). */
export type StepJson = ChakartStep extends infer S ? (S extends ChakartStep ? Named<S> : never) : never;

/** `facts` of a move line in a Chakart log. The player and the outcomes are on the line itself. */
export interface FactsJson {
  readonly steps: readonly StepJson[];
  readonly end?: { readonly result: 'white' | 'black' | 'draw'; readonly reason: 'kings-captured' };
}

/** Each step's fields in canonical order. */
export const STEP_FIELDS: Readonly<Record<ChakartStep['step'], readonly string[]>> = {
  move: ['step', 'piece', 'from', 'to', 'invisible', 'captured', 'object', 'marker'],
  leave: ['step', 'object', 'square'],
  promote: ['step', 'square', 'piece'],
  mushroom: ['step', 'from', 'to', 'captured', 'object', 'marker'],
  push: ['step', 'by', 'direction', 'from', 'to', 'captured', 'object', 'marker'],
  egg: ['step', 'outcome'],
  koopa: ['step', 'from', 'to'],
  chomp: ['step', 'square', 'piece'],
  bowser: ['step', 'square'],
  colour: ['step', 'square', 'piece', 'to'],
  toadette: ['step', 'piece'],
  lay: ['step', 'object', 'square'],
  shell: ['step', 'from', 'to', 'hit'],
  swap: ['step', 'a', 'b'],
  drop: ['step', 'piece', 'to', 'object'],
  pass: ['step'],
  freed: ['step', 'square'],
  revealed: ['step', 'square'],
};

const isSquareKey = (step: string, key: string): boolean =>
  key === 'square' || (step !== 'colour' && (key === 'from' || key === 'to' || key === 'a' || key === 'b'));

const pieceOn = (p: ChakartPieceOn): ChakartPieceOn => ({ colour: p.colour, kind: p.kind });

/** A step's fields in canonical order, each through `square` when it names a square. */
function mapStep<A, B>(step: Record<string, unknown> & { step: ChakartStep['step'] }, square: (value: A) => B): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of STEP_FIELDS[step.step]) {
    const value = step[key];
    if (value === undefined) continue;
    if (isSquareKey(step.step, key)) out[key] = square(value as A);
    else if (typeof value === 'object' && value !== null) out[key] = pieceOn(value as ChakartPieceOn);
    else out[key] = value;
  }
  return out;
}

const name = (square: Square): string => squareName(square);
const index = (name: string): Square => {
  const s = parseSquare(name);
  if (s === undefined) throw new Error(`not a square: ${name}`);
  return s;
};

export const stepToJson = (step: ChakartStep): StepJson =>
  mapStep(step as unknown as Record<string, unknown> & { step: ChakartStep['step'] }, name) as unknown as StepJson;

/** Back to the rules' form. The squares must be valid names (the log schema checks them). */
export const stepFromJson = (json: StepJson): ChakartStep =>
  mapStep(json as unknown as Record<string, unknown> & { step: ChakartStep['step'] }, index) as unknown as ChakartStep;

/** The facts in log form, fields in their canonical order. */
export function factsToJson(facts: Pick<ChakartFacts, 'steps'>, end?: GameEnd): FactsJson {
  const steps = facts.steps.map(stepToJson);
  return end !== undefined && end.reason === 'kings-captured' ? { steps, end: { result: end.result, reason: end.reason } } : { steps };
}

/** The steps and the end, back in the rules' form. */
export function factsFromJson(json: FactsJson): { steps: ChakartStep[]; end?: GameEnd } {
  const steps = json.steps.map(stepFromJson);
  return json.end !== undefined ? { steps, end: { result: json.end.result, reason: json.end.reason } } : { steps };
}

/** Puts the fields of a facts object in canonical order. */
export const canonicalFactsJson = (json: FactsJson): FactsJson => {
  const steps = json.steps.map((s) => mapStep(s as unknown as Record<string, unknown> & { step: ChakartStep['step'] }, (v: string) => v) as unknown as StepJson);
  return json.end !== undefined ? { steps, end: { result: json.end.result, reason: json.end.reason } } : { steps };
};

// ---------------------------------------------------------------------------------------------
// Words.

const letter = (kind: keyof typeof PIECE_LETTERS): string => PIECE_LETTERS[kind];

/** What a landing found: `, takes the white rook`, `, the marker goes`. */
function found(step: { readonly captured?: ChakartPieceOn; readonly marker?: true }): string {
  return `${step.captured !== undefined ? `, takes ${pieceWords(step.captured)}` : ''}${step.marker ? ', the marker goes' : ''}`;
}

/** One step in words; the landing steps say the object they found when nothing follows from it. */
export function stepWords(step: ChakartStep): string {
  switch (step.step) {
    case 'move': {
      const mark = step.invisible ? '~' : step.captured !== undefined || step.object !== undefined ? 'x' : '-';
      return `${letter(step.piece)}${name(step.from)}${mark}${name(step.to)}${found(step)}`;
    }
    case 'leave':
      return `leaves ${aWord(step.object)} on ${name(step.square)}`;
    case 'promote':
      return `the pawn on ${name(step.square)} becomes ${aWord(step.piece)}`;
    case 'mushroom':
      return `mushroom, on to ${name(step.to)}${found(step)}`;
    case 'push':
      return `${step.by}, pushed ${step.direction} to ${name(step.to)}${found(step)}`;
    case 'egg':
      return `egg, ${EGG_WORDS[step.outcome]}`;
    case 'koopa':
      return `back to ${name(step.to)}`;
    case 'chomp':
      return `${pieceWords(step.piece)} on ${name(step.square)} is eaten`;
    case 'bowser':
      return `the piece on ${name(step.square)} is immobilized`;
    case 'colour':
      return `the ${step.piece} on ${name(step.square)} turns ${step.to}`;
    case 'toadette':
      return `Toadette brings ${aWord(step.piece)}`;
    case 'lay':
      return `${aWord(step.object)} laid on ${name(step.square)}`;
    case 'shell': {
      const hit = step.hit === 'marker' ? 'the marker' : typeof step.hit === 'string' ? `the ${step.hit}` : pieceWords(step.hit);
      return `K${name(step.from)}^${name(step.to)}, hits ${hit}`;
    }
    case 'swap':
      return `${name(step.a)}<>${name(step.b)}`;
    case 'drop':
      return `${letter(step.piece)}@${name(step.to)}`;
    case 'pass':
      return 'pass';
    case 'freed':
      return `the piece on ${name(step.square)} may move again`;
    case 'revealed':
      return `the queen on ${name(step.square)} is seen again`;
  }
}

/** The square a landing step ends on with the object it found there, if any. */
function landing(step: ChakartStep): { to: Square; object?: string } | undefined {
  if (step.step === 'move' || step.step === 'mushroom' || step.step === 'push' || step.step === 'drop') {
    return step.object !== undefined ? { to: step.to, object: step.object } : { to: step.to };
  }
  return undefined;
}

/**
 * A decision's steps in words: the decision, then what followed, e.g. `Pf3xe4: leaves a
 * mushroom on f3; banana, pushed n to e5; mushroom, on to e6; bomb, pushed nw to d5, takes
 * the white rook`. A mushroom that does nothing (a slider's, a dropped piece's, or one with
 * no free square beyond, K5) is said where it was used up.
 */
export function describeSteps(steps: readonly ChakartStep[]): string {
  const words = steps.map((step, i) => {
    const text = stepWords(step);
    const land = landing(step);
    if (land?.object !== 'mushroom') return text;
    const acts = steps.slice(i + 1).some((s) => s.step === 'mushroom' && s.from === land.to);
    return acts ? text : `${text}, the mushroom does nothing`;
  });
  const [head, ...rest] = words;
  if (head === undefined) return '';
  return rest.length === 0 ? head : `${head}: ${rest.join('; ')}`;
}

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
