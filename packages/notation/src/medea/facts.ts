// A Medea move's facts as JSON (square names as strings), for the event log, and the
// comparison replay makes between the facts a log records and the facts the rules derive.
//
//   {"piece":"man","from":"c3","to":"d4"}
//   {"piece":"man","from":"b1","to":"h2","via":"a2","captured":[{"square":"h2","piece":"man"}]}
//   {"piece":"man","from":"d4","to":"f6","path":["d6","f6"],"captured":[{"square":"d5","piece":"man"},{"square":"e6","piece":"king"}]}
//   {"from":"a2","to":"b3"}   (a chakra move: no piece)

import { parseSquare, squareName } from '../rules.ts';
import type { Colour, MedeaFacts, MedeaPieceType, Square } from '../rules.ts';
import { diffFields, factsEndWords, type DescribeField } from '../game.ts';

/** How a move ended the game (D9, G3). */
export interface GameEnd {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: 'no-pieces' | 'no-moves' | 'repetition';
}

/** `facts` of a move line in a Medea log. The player is on the line itself. */
export interface FactsJson {
  readonly piece?: MedeaPieceType;
  readonly from: string;
  readonly to: string;
  readonly via?: string;
  readonly path?: readonly string[];
  readonly captured?: readonly { readonly square: string; readonly piece: MedeaPieceType }[];
  readonly promoted?: true;
  readonly end?: GameEnd;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The facts in log form, fields in their canonical order. */
export function factsToJson(facts: MedeaFacts, end?: GameEnd): FactsJson {
  const json = {} as Mutable<FactsJson>;
  if (facts.piece !== undefined) json.piece = facts.piece;
  json.from = squareName(facts.from);
  json.to = squareName(facts.to);
  if (facts.via !== undefined) json.via = squareName(facts.via);
  if (facts.path !== undefined) json.path = facts.path.map((s) => squareName(s));
  if (facts.captured !== undefined) json.captured = facts.captured.map((c) => ({ square: squareName(c.square), piece: c.piece }));
  if (facts.promoted) json.promoted = true;
  if (end !== undefined) json.end = { result: end.result, reason: end.reason };
  return json;
}

const square = (name: string): Square => {
  const s = parseSquare(name);
  if (s === undefined) throw new Error(`not a square: ${name}`);
  return s;
};

/** Back to the rules' form. The squares must be valid names (the log schema checks them). */
export function factsFromJson(json: FactsJson, player: Colour): { facts: MedeaFacts; end?: GameEnd } {
  const facts: MedeaFacts = {
    player,
    ...(json.piece !== undefined ? { piece: json.piece } : {}),
    from: square(json.from),
    to: square(json.to),
    ...(json.via !== undefined ? { via: square(json.via) } : {}),
    ...(json.path !== undefined ? { path: json.path.map(square) } : {}),
    ...(json.captured !== undefined ? { captured: json.captured.map((c) => ({ square: square(c.square), piece: c.piece })) } : {}),
    ...(json.promoted ? { promoted: true as const } : {}),
  };
  return json.end !== undefined ? { facts, end: { result: json.end.result, reason: json.end.reason } } : { facts };
}

/** Puts the fields of a facts object in canonical order. */
export const canonicalFactsJson = (json: FactsJson): FactsJson => {
  const { facts, end } = factsFromJson(json, 'white');
  return factsToJson(facts, end);
};

const capturedWords = (captured: FactsJson['captured']): string | undefined =>
  captured === undefined ? undefined : captured.map((c) => `${c.square} (${c.piece})`).join(', ');

const FIELDS: ReadonlyArray<readonly [string, DescribeField<FactsJson>]> = [
  ['piece', (f) => ({ key: f.piece ?? '', log: f.piece ?? 'no piece', move: f.piece ? `the move moves a ${f.piece}` : 'the move moves no piece (a chakra)' })],
  ['from', (f) => ({ key: f.from, log: f.from, move: `the move starts on ${f.from}` })],
  ['to', (f) => ({ key: f.to, log: f.to, move: `the move ends on ${f.to}` })],
  ['via', (f) => ({ key: f.via ?? '', log: f.via ?? 'no transmission', move: f.via ? `the move goes through ${f.via}` : 'the move is not transmitted' })],
  [
    'path',
    (f) => {
      const p = f.path?.join(', ');
      return { key: p ?? '', log: p ?? 'no path', move: p ? `the move lands on ${p}` : 'the move is not a jump sequence' };
    },
  ],
  [
    'captured',
    (f) => {
      const c = capturedWords(f.captured);
      return { key: c ?? '', log: c ?? 'no capture', move: c ? `the move captures ${c}` : 'the move captures nothing' };
    },
  ],
  ['promoted', (f) => ({ key: String(f.promoted === true), log: f.promoted ? 'a promotion' : 'no promotion', move: f.promoted ? 'the man is promoted to king' : 'the move promotes nothing' })],
  ['end', (f) => ({ key: f.end ? `${f.end.result}/${f.end.reason}` : '', log: f.end ? factsEndWords(f.end) : 'no end', move: f.end ? `the move ends the game: ${factsEndWords(f.end)}` : 'the move does not end the game' })],
];

/** The first field where the log's facts differ from the move's, as `facts.captured: …`. */
export function diffFacts(recorded: FactsJson, derived: FactsJson): string | undefined {
  return diffFields(FIELDS, recorded, derived);
}
