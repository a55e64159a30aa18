// A Medea move's facts as JSON (square names as strings), for the event log, and the
// comparison replay makes between the facts a log records and the facts the rules derive: all
// of it derived from the one declaration below (facts-spec.ts), the log reader's schema too.
//
//   {"piece":"man","from":"c3","to":"d4"}
//   {"piece":"man","from":"b1","to":"h2","via":"a2","captured":[{"square":"h2","piece":"man"}]}
//   {"piece":"man","from":"d4","to":"f6","path":["d6","f6"],"captured":[{"square":"d5","piece":"man"},{"square":"e6","piece":"king"}]}
//   {"from":"a2","to":"b3"}   (a chakra move: no piece)

import { parseSquare, squareName } from '../rules.ts';
import type { Colour, MedeaFacts } from '../rules.ts';
import { END_WORDS, canonicalFactsOf, diffFactsOf, factsFromJsonOf, factsToJsonOf, type FactsJsonOf, type FactsSpec } from '../facts-spec.ts';

/** How a move ended the game (D9, G3). */
export interface GameEnd {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: 'no-pieces' | 'no-moves' | 'repetition';
}

const PIECES = ['man', 'king'] as const;

/** Medea's facts: each field in canonical order, its kind, and the words the replay says a difference in. */
export const FACTS = {
  squares: { pattern: /^[a-h][1-8]$/, what: 'a square a1-h8' },
  fields: [
    { name: 'piece', kind: 'enum', values: PIECES, optional: true, none: 'no piece', says: 'the move moves a {}', saysNone: 'the move moves no piece (a chakra)' },
    { name: 'from', kind: 'square', says: 'the move starts on {}' },
    { name: 'to', kind: 'square', says: 'the move ends on {}' },
    { name: 'via', kind: 'square', optional: true, none: 'no transmission', says: 'the move goes through {}', saysNone: 'the move is not transmitted' },
    { name: 'path', kind: 'list', of: { kind: 'square' }, min: 1, join: ', ', optional: true, none: 'no path', says: 'the move lands on {}', saysNone: 'the move is not a jump sequence' },
    {
      name: 'captured',
      kind: 'list',
      of: {
        kind: 'object',
        fields: [
          { name: 'square', kind: 'square' },
          { name: 'piece', kind: 'enum', values: PIECES },
        ],
        text: '{square} ({piece})',
      },
      min: 1,
      join: ', ',
      optional: true,
      none: 'no capture',
      says: 'the move captures {}',
      saysNone: 'the move captures nothing',
    },
    { name: 'promoted', kind: 'flag', yes: 'a promotion', none: 'no promotion', says: 'the man is promoted to king', saysNone: 'the move promotes nothing' },
    { name: 'end', kind: 'end', reasons: ['no-pieces', 'no-moves', 'repetition'], optional: true, ...END_WORDS },
  ],
} as const satisfies FactsSpec;

/** `facts` of a move line in a Medea log. The player is on the line itself. */
export type FactsJson = FactsJsonOf<typeof FACTS>;

const SQUARES = { name: squareName, parse: parseSquare };

/** The facts in log form, fields in their canonical order. */
export const factsToJson: (facts: MedeaFacts, end?: GameEnd) => FactsJson = /* @__PURE__ */ factsToJsonOf(FACTS, SQUARES);

/** Back to the rules' form. The squares must be valid names (the log schema checks them). */
export const factsFromJson: (json: FactsJson, player: Colour) => { facts: MedeaFacts; end?: GameEnd } = /* @__PURE__ */ factsFromJsonOf(FACTS, SQUARES);

/** Puts the fields of a facts object in canonical order. */
export const canonicalFactsJson: (json: FactsJson) => FactsJson = /* @__PURE__ */ canonicalFactsOf(FACTS);

/** The first field where the log's facts differ from the move's, as `facts.captured: …`. */
export const diffFacts: (recorded: FactsJson, derived: FactsJson) => string | undefined = /* @__PURE__ */ diffFactsOf(FACTS);
