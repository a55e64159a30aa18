// A Shakti move's facts as JSON (cell names as strings), for the event log, and the
// comparison replay makes between the facts a log records and the facts the rules derive: all
// of it derived from the one declaration below (facts-spec.ts), the log reader's schema too.
//
//   {"piece":"warrior","from":"b2","to":"d4","removedTile":"c3","check":false}
//   {"piece":"king","from":"d2","to":"c3","captured":{"cell":"c3","piece":"warrior"},"check":false}
//   {"pass":true,"check":false}

import type { Cell, Colour, ShaktiEndReason, ShaktiFacts, ShaktiResult } from '../rules.ts';
import { END_WORDS, canonicalFactsOf, diffFactsOf, factsFromJsonOf, factsToJsonOf, type FactsJsonOf, type FactsSpec, type SquareCodec } from '../facts-spec.ts';
import { cellName, parseCell } from './letters.ts';

/** How a move ended the game (checkmate, no-moves or repetition). */
export interface GameEnd {
  readonly result: ShaktiResult;
  readonly reason: ShaktiEndReason;
}

const PIECES = ['king', 'warrior'] as const;

/** Shakti's facts: each field in canonical order, its kind, and the words the replay says a difference in. */
export const FACTS = {
  squares: { pattern: /^[a-g][1-7]$/, what: 'a cell a1-g7' },
  fields: [
    { name: 'piece', kind: 'enum', values: PIECES, optional: true, none: 'no piece', says: 'the move moves a {}', saysNone: 'the move moves no piece' },
    { name: 'from', kind: 'square', optional: true, none: 'no cell', says: 'the move starts on {}', saysNone: 'the move starts nowhere' },
    { name: 'to', kind: 'square', optional: true, none: 'no cell', says: 'the move ends on {}', saysNone: 'the move ends nowhere' },
    {
      name: 'captured',
      kind: 'object',
      fields: [
        { name: 'cell', kind: 'square' },
        { name: 'piece', kind: 'enum', values: PIECES },
      ],
      text: '{cell} ({piece})',
      optional: true,
      none: 'no capture',
      says: 'the move captures {}',
      saysNone: 'the move captures nothing',
    },
    { name: 'removedTile', kind: 'square', optional: true, none: 'no removed tile', says: 'the move removes the tile {}', saysNone: 'the move removes no tile' },
    { name: 'pass', kind: 'flag', yes: 'a pass', none: 'no pass', says: 'the move is a pass', saysNone: 'the move is not a pass' },
    { name: 'check', kind: 'boolean', yes: 'check', none: 'no check', says: 'the move gives check', saysNone: 'the move gives no check' },
    { name: 'end', kind: 'end', reasons: ['checkmate', 'no-moves', 'repetition'], optional: true, ...END_WORDS },
  ],
  // A pass first: a log that says pass where the move is not one (or the reverse) is told so.
  diffOrder: ['pass', 'piece', 'from', 'to', 'captured', 'removedTile', 'check', 'end'],
} as const satisfies FactsSpec;

/** `facts` of a move line in a Shakti log. The player is on the line itself. */
export type FactsJson = FactsJsonOf<typeof FACTS>;

const SQUARES: SquareCodec = { name: (cell) => cellName(cell as Cell), parse: parseCell };

/** The facts in log form, fields in their canonical order. */
export const factsToJson: (facts: ShaktiFacts, end?: GameEnd) => FactsJson = /* @__PURE__ */ factsToJsonOf(FACTS, SQUARES);

/** Back to the rules' form. The cells must be valid names (the log schema checks them). */
export const factsFromJson: (json: FactsJson, player: Colour) => { facts: ShaktiFacts; end?: GameEnd } = /* @__PURE__ */ factsFromJsonOf(FACTS, SQUARES);

/** Puts the fields of a facts object in canonical order. */
export const canonicalFactsJson: (json: FactsJson) => FactsJson = /* @__PURE__ */ canonicalFactsOf(FACTS);

/** The first field where the log's facts differ from the move's, as `facts.removedTile: …`. */
export const diffFacts: (recorded: FactsJson, derived: FactsJson) => string | undefined = /* @__PURE__ */ diffFactsOf(FACTS);
