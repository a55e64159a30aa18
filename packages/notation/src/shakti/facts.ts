// A Shakti move's facts as JSON (cell names as strings), for the event log, and the
// comparison replay makes between the facts a log records and the facts the rules derive.
//
//   {"piece":"warrior","from":"b2","to":"d4","removedTile":"c3","check":false}
//   {"piece":"king","from":"d2","to":"c3","captured":{"cell":"c3","piece":"warrior"},"check":false}
//   {"pass":true,"check":false}

import type { Cell, ShaktiEndReason, ShaktiFacts, ShaktiPieceType, ShaktiResult } from '../rules.ts';
import type { Colour } from '../rules.ts';
import { diffFields, factsEndWords, type DescribeField } from '../game.ts';
import { cellName, parseCell } from './letters.ts';

/** How a move ended the game (checkmate, no-moves or repetition). */
export interface GameEnd {
  readonly result: ShaktiResult;
  readonly reason: ShaktiEndReason;
}

/** `facts` of a move line in a Shakti log. The player is on the line itself. */
export interface FactsJson {
  readonly piece?: ShaktiPieceType;
  readonly from?: string;
  readonly to?: string;
  readonly captured?: { readonly cell: string; readonly piece: ShaktiPieceType };
  readonly removedTile?: string;
  readonly pass?: true;
  readonly check: boolean;
  readonly end?: GameEnd;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The facts in log form, fields in their canonical order. */
export function factsToJson(facts: ShaktiFacts, end?: GameEnd): FactsJson {
  const json = {} as Mutable<FactsJson>;
  if (facts.piece !== undefined) json.piece = facts.piece;
  if (facts.from !== undefined) json.from = cellName(facts.from);
  if (facts.to !== undefined) json.to = cellName(facts.to);
  if (facts.captured !== undefined) json.captured = { cell: cellName(facts.captured.cell), piece: facts.captured.piece };
  if (facts.removedTile !== undefined) json.removedTile = cellName(facts.removedTile);
  if (facts.pass) json.pass = true;
  json.check = facts.check;
  if (end !== undefined) json.end = { result: end.result, reason: end.reason };
  return json;
}

const cell = (name: string): Cell => {
  const c = parseCell(name);
  if (c === undefined) throw new Error(`not a cell: ${name}`);
  return c;
};

/** Back to the rules' form. The cells must be valid names (the log schema checks them). */
export function factsFromJson(json: FactsJson, player: Colour): { facts: ShaktiFacts; end?: GameEnd } {
  const facts: ShaktiFacts = {
    player,
    ...(json.piece !== undefined ? { piece: json.piece } : {}),
    ...(json.from !== undefined ? { from: cell(json.from) } : {}),
    ...(json.to !== undefined ? { to: cell(json.to) } : {}),
    ...(json.captured !== undefined ? { captured: { cell: cell(json.captured.cell), piece: json.captured.piece } } : {}),
    ...(json.removedTile !== undefined ? { removedTile: cell(json.removedTile) } : {}),
    ...(json.pass ? { pass: true as const } : {}),
    check: json.check,
  };
  return json.end !== undefined ? { facts, end: { result: json.end.result, reason: json.end.reason } } : { facts };
}

/** Puts the fields of a facts object in canonical order. */
export const canonicalFactsJson = (json: FactsJson): FactsJson => {
  const { facts, end } = factsFromJson(json, 'white');
  return factsToJson(facts, end);
};

const FIELDS: ReadonlyArray<readonly [string, DescribeField<FactsJson>]> = [
  ['pass', (f) => ({ key: String(f.pass === true), log: f.pass ? 'a pass' : 'no pass', move: f.pass ? 'the move is a pass' : 'the move is not a pass' })],
  ['piece', (f) => ({ key: f.piece ?? '', log: f.piece ?? 'no piece', move: f.piece ? `the move moves a ${f.piece}` : 'the move moves no piece' })],
  ['from', (f) => ({ key: f.from ?? '', log: f.from ?? 'no cell', move: f.from ? `the move starts on ${f.from}` : 'the move starts nowhere' })],
  ['to', (f) => ({ key: f.to ?? '', log: f.to ?? 'no cell', move: f.to ? `the move ends on ${f.to}` : 'the move ends nowhere' })],
  [
    'captured',
    (f) => {
      const c = f.captured ? `${f.captured.cell} (${f.captured.piece})` : undefined;
      return { key: c ?? '', log: c ?? 'no capture', move: c ? `the move captures ${c}` : 'the move captures nothing' };
    },
  ],
  [
    'removedTile',
    (f) => ({ key: f.removedTile ?? '', log: f.removedTile ?? 'no removed tile', move: f.removedTile ? `the move removes the tile ${f.removedTile}` : 'the move removes no tile' }),
  ],
  ['check', (f) => ({ key: String(f.check), log: f.check ? 'check' : 'no check', move: f.check ? 'the move gives check' : 'the move gives no check' })],
  ['end', (f) => ({ key: f.end ? `${f.end.result}/${f.end.reason}` : '', log: f.end ? factsEndWords(f.end) : 'no end', move: f.end ? `the move ends the game: ${factsEndWords(f.end)}` : 'the move does not end the game' })],
];

/** The first field where the log's facts differ from the move's, as `facts.removedTile: …`. */
export function diffFacts(recorded: FactsJson, derived: FactsJson): string | undefined {
  return diffFields(FIELDS, recorded, derived);
}
