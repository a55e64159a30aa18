// Chakra's rules as the notation uses them: one value per option combination (the ruleset,
// C3; the repetition draw, G3) with the options bound, in the shape of the rules' game value
// (`games.chakra.create(options)`), made once into an immutable table. Every rule the notation
// calls goes through here: reading and writing text never falls back on a default ruleset.
//
// The values are built on the rules' functions, not with `create`: a game value carries its
// xstate state chart, and `create` makes every page that reads a position or plays a move load
// xstate (+13 KB gzip on a play page, and xstate on the diagram pages, which the site's budget
// test forbids). Once the state chart is out of `create`'s reach, `make` below is
// `(ruleset, repetition) => chakra.chakraGame.create({ ruleset, repetition })`.

import { chakra, type RulesOf, type Ruleset } from '../rules.ts';

export type ChakraRules = RulesOf<chakra.ChakraGame>;

const make = (ruleset: Ruleset, repetition: boolean): ChakraRules => ({
  name: 'chakra',
  title: 'Chakra',
  options: { ruleset, repetition },
  start: chakra.initialPosition,
  validate: (position) => chakra.validatePosition(position, ruleset),
  legalMoves: (position) => chakra.legalMoves(position, ruleset),
  isLegal: (position, move) => chakra.isLegal(position, move, ruleset),
  sameMove: chakra.sameMove,
  play: (position, move) => chakra.play(position, move, ruleset),
  outcome: (position) => chakra.outcome(position, ruleset),
  isCheck: (position) => chakra.isCheck(position, ruleset),
  startGame: (position) => chakra.startGame({ ruleset, repetition, ...(position ? { position } : {}) }),
  applyEvent: chakra.applyEvent,
  rejectionReason: chakra.rejectionReason,
});

const VALUES: { readonly [R in Ruleset]: readonly [off: ChakraRules, on: ChakraRules] } = /* @__PURE__ */ Object.freeze({
  current: /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make('current', false), /* @__PURE__ */ make('current', true)] as const),
  '1995': /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make('1995', false), /* @__PURE__ */ make('1995', true)] as const),
});

/** Chakra with these options (a log's start gives them; the repetition draw is on unless false). */
export const chakraRules = (ruleset: Ruleset, repetition: boolean = true): ChakraRules => VALUES[ruleset][repetition ? 1 : 0];

/** The rules a game in progress plays by: the options its state was started with. */
export const rulesOf = (context: { readonly ruleset: Ruleset; readonly repetition: boolean }): ChakraRules => chakraRules(context.ruleset, context.repetition);
