// A move's facts as JSON (square names as strings), for the event log, and the comparison
// replay makes between the facts a log records and the facts the rules derive: all of it
// derived from the one declaration below (facts-spec.ts), the log reader's schema too.

import { parseSquare, squareName } from '../rules.ts';
import type { ChakraEndReason, ChakraFacts, ChakraResult, Colour } from '../rules.ts';
import { END_WORDS, canonicalFactsOf, diffFactsOf, factsFromJsonOf, factsToJsonOf, type FactsJsonOf, type FactsSpec } from '../facts-spec.ts';

/** How a move ended the game (checkmate, stalemate or repetition). */
export interface GameEnd {
  readonly result: ChakraResult;
  readonly reason: ChakraEndReason;
}

const PIECES = ['king', 'queen', 'samurai', 'monk', 'monkey', 'courtesan', 'pawn'] as const;

/** Chakra's facts: each field in canonical order, its kind, and the words the replay says a difference in. */
export const FACTS = {
  squares: { pattern: /^[a-h][1-8]$/, what: 'a square a1-h8' },
  fields: [
    { name: 'piece', kind: 'enum', values: PIECES, optional: true, none: 'no piece', says: 'the move moves a {}', saysNone: 'the move moves no piece' },
    { name: 'from', kind: 'square', says: 'the move starts on {}' },
    { name: 'to', kind: 'square', says: 'the move ends on {}' },
    { name: 'via', kind: 'square', optional: true, none: 'no transmission', says: 'the move goes through {}', saysNone: 'the move is not transmitted' },
    {
      name: 'captured',
      kind: 'object',
      fields: [
        { name: 'square', kind: 'square' },
        { name: 'piece', kind: 'enum', values: PIECES },
      ],
      text: '{square} ({piece})',
      optional: true,
      none: 'no capture',
      says: 'the move captures {}',
      saysNone: 'the move captures nothing',
    },
    {
      name: 'promotion',
      kind: 'enum',
      values: ['queen', 'samurai', 'monk', 'monkey', 'courtesan'],
      optional: true,
      none: 'no promotion',
      says: 'the move promotes to {}',
      saysNone: 'the move does not promote',
    },
    {
      name: 'transmitterCaptured',
      kind: 'object',
      fields: [
        { name: 'owner', kind: 'colour' },
        { name: 'squares', kind: 'list', of: { kind: 'square' }, length: 2, join: ' and ' },
      ],
      text: "{owner}'s {squares}",
      optional: true,
      none: 'no Transmitter captured',
      says: 'the move captures the Transmitter {}',
      saysNone: 'the move captures no Transmitter',
    },
    { name: 'face', kind: 'enum', values: ['knight', 'king'], optional: true, none: 'no face', says: 'the chakra shows its {} face', saysNone: 'the move turns no chakra' },
    { name: 'check', kind: 'boolean', yes: 'check', none: 'no check', says: 'the move gives check', saysNone: 'the move gives no check' },
    { name: 'end', kind: 'end', reasons: ['checkmate', 'stalemate', 'repetition'], optional: true, ...END_WORDS },
  ],
} as const satisfies FactsSpec;

/** `facts` of a move line in the log. The player is on the line itself. */
export type FactsJson = FactsJsonOf<typeof FACTS>;

const SQUARES = { name: squareName, parse: parseSquare };

/** The facts in log form, fields in their canonical order. */
export const factsToJson: (facts: ChakraFacts, end?: GameEnd) => FactsJson = /* @__PURE__ */ factsToJsonOf(FACTS, SQUARES);

/** Puts the fields of a facts object (from the log or elsewhere) in canonical order. */
export const canonicalFactsJson: (json: FactsJson) => FactsJson = /* @__PURE__ */ canonicalFactsOf(FACTS);

/**
 * Back to the rules' form. The squares must be valid names (the log schema checks them);
 * `player` comes from the log line.
 */
export const factsFromJson: (json: FactsJson, player: Colour) => { facts: ChakraFacts; end?: GameEnd } = /* @__PURE__ */ factsFromJsonOf(FACTS, SQUARES);

/** The first field where the log's facts differ from the move's, as `facts.captured: …`. */
export const diffFacts: (recorded: FactsJson, derived: FactsJson) => string | undefined = /* @__PURE__ */ diffFactsOf(FACTS);
