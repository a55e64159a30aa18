// A move's facts as JSON (square names as strings), for the event log, and the comparison
// replay makes between the facts a log records and the facts the rules derive.

import { parseSquare, squareName } from '../rules.ts';
import type { ChakraEndReason, ChakraFacts, ChakraPieceType, ChakraResult, Colour, Face, PromotionType } from '../rules.ts';
import { colourWord } from '../letters.ts';
import { diffFields, factsEndWords, type DescribeField } from '../game.ts';

/** How a move ended the game (checkmate, stalemate or repetition). */
export interface GameEnd {
  readonly result: ChakraResult;
  readonly reason: ChakraEndReason;
}

/** `facts` of a move line in the log. The player is on the line itself. */
export interface FactsJson {
  readonly piece?: ChakraPieceType;
  readonly from: string;
  readonly to: string;
  readonly via?: string;
  readonly captured?: { readonly square: string; readonly piece: ChakraPieceType };
  readonly promotion?: PromotionType;
  readonly transmitterCaptured?: { readonly owner: Colour; readonly squares: readonly [string, string] };
  readonly face?: Face;
  readonly check: boolean;
  readonly end?: GameEnd;
}

/** The facts in log form, fields in their canonical order. */
export function factsToJson(facts: ChakraFacts, end?: GameEnd): FactsJson {
  const json: {
    -readonly [K in keyof FactsJson]: FactsJson[K];
  } = {} as FactsJson;
  if (facts.piece !== undefined) json.piece = facts.piece;
  json.from = squareName(facts.from);
  json.to = squareName(facts.to);
  if (facts.via !== undefined) json.via = squareName(facts.via);
  if (facts.captured !== undefined) json.captured = { square: squareName(facts.captured.square), piece: facts.captured.piece };
  if (facts.promotion !== undefined) json.promotion = facts.promotion;
  if (facts.transmitterCaptured !== undefined) {
    const [a, b] = facts.transmitterCaptured.squares;
    json.transmitterCaptured = { owner: facts.transmitterCaptured.owner, squares: [squareName(a), squareName(b)] };
  }
  if (facts.face !== undefined) json.face = facts.face;
  json.check = facts.check;
  if (end !== undefined) json.end = { result: end.result, reason: end.reason };
  return json;
}

/** Puts the fields of a facts object (from the log or elsewhere) in canonical order. */
export const canonicalFactsJson = (json: FactsJson): FactsJson => {
  const { facts, end } = factsFromJson(json, 'white');
  return factsToJson(facts, end);
};

const square = (name: string): number => {
  const sq = parseSquare(name);
  if (sq === undefined) throw new Error(`not a square: ${name}`);
  return sq;
};

/**
 * Back to the rules' form. The squares must be valid names (the log schema checks them);
 * `player` comes from the log line.
 */
export function factsFromJson(json: FactsJson, player: Colour): { facts: ChakraFacts; end?: GameEnd } {
  const facts: ChakraFacts = {
    player,
    ...(json.piece !== undefined ? { piece: json.piece } : {}),
    from: square(json.from),
    to: square(json.to),
    ...(json.via !== undefined ? { via: square(json.via) } : {}),
    ...(json.captured !== undefined ? { captured: { square: square(json.captured.square), piece: json.captured.piece } } : {}),
    ...(json.promotion !== undefined ? { promotion: json.promotion } : {}),
    ...(json.transmitterCaptured !== undefined
      ? {
          transmitterCaptured: {
            owner: json.transmitterCaptured.owner,
            squares: [square(json.transmitterCaptured.squares[0]), square(json.transmitterCaptured.squares[1])] as const,
          },
        }
      : {}),
    ...(json.face !== undefined ? { face: json.face } : {}),
    check: json.check,
  };
  return json.end !== undefined ? { facts, end: { result: json.end.result, reason: json.end.reason } } : { facts };
}

const endWords = factsEndWords;
type Describe = DescribeField<FactsJson>;

/** Each field: a comparable key, how the log's value is said, how the move's value is said. */
const FIELDS: ReadonlyArray<readonly [keyof FactsJson, Describe]> = [
  ['piece', (f) => ({ key: f.piece ?? '', log: f.piece ?? 'no piece', move: f.piece ? `the move moves a ${f.piece}` : 'the move moves no piece' })],
  ['from', (f) => ({ key: f.from, log: f.from, move: `the move starts on ${f.from}` })],
  ['to', (f) => ({ key: f.to, log: f.to, move: `the move ends on ${f.to}` })],
  ['via', (f) => ({ key: f.via ?? '', log: f.via ?? 'no transmission', move: f.via ? `the move goes through ${f.via}` : 'the move is not transmitted' })],
  [
    'captured',
    (f) => {
      const c = f.captured ? `${f.captured.square} (${f.captured.piece})` : undefined;
      return { key: c ?? '', log: c ?? 'no capture', move: c ? `the move captures ${c}` : 'the move captures nothing' };
    },
  ],
  [
    'promotion',
    (f) => ({ key: f.promotion ?? '', log: f.promotion ?? 'no promotion', move: f.promotion ? `the move promotes to ${f.promotion}` : 'the move does not promote' }),
  ],
  [
    'transmitterCaptured',
    (f) => {
      const t = f.transmitterCaptured ? `${colourWord(f.transmitterCaptured.owner)}'s ${f.transmitterCaptured.squares.join(' and ')}` : undefined;
      return { key: t ?? '', log: t ?? 'no Transmitter captured', move: t ? `the move captures the Transmitter ${t}` : 'the move captures no Transmitter' };
    },
  ],
  ['face', (f) => ({ key: f.face ?? '', log: f.face ?? 'no face', move: f.face ? `the chakra shows its ${f.face} face` : 'the move turns no chakra' })],
  ['check', (f) => ({ key: String(f.check), log: f.check ? 'check' : 'no check', move: f.check ? 'the move gives check' : 'the move gives no check' })],
  ['end', (f) => ({ key: f.end ? `${f.end.result}/${f.end.reason}` : '', log: f.end ? endWords(f.end) : 'no end', move: f.end ? `the move ends the game: ${endWords(f.end)}` : 'the move does not end the game' })],
];

/** The first field where the log's facts differ from the move's, as `facts.captured: …`. */
export function diffFacts(recorded: FactsJson, derived: FactsJson): string | undefined {
  return diffFields(FIELDS, recorded, derived);
}
