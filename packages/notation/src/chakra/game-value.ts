// Chakra's game values as the notation plays them: the rules' game value (`games.chakra`, its
// definition `chakra.chakraGame`) made once per option combination (the ruleset, C3; the
// repetition draw, G3) into an immutable table. Every rule the notation calls goes through here,
// with the options bound: reading and writing text never falls back on a default ruleset. The
// definition is taken from the game's own namespace rather than the registry, so that a page
// that plays one game loads no other game's rules.

import { chakra, type Ruleset } from '../rules.ts';

export type ChakraRules = chakra.ChakraGame;

const make = (ruleset: Ruleset, repetition: boolean): ChakraRules => chakra.chakraGame.create({ ruleset, repetition });

const VALUES: { readonly [R in Ruleset]: readonly [off: ChakraRules, on: ChakraRules] } = /* @__PURE__ */ Object.freeze({
  current: /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make('current', false), /* @__PURE__ */ make('current', true)] as const),
  '1995': /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make('1995', false), /* @__PURE__ */ make('1995', true)] as const),
});

/** Chakra with these options (a log's start gives them; the repetition draw is on unless false). */
export const chakraRules = (ruleset: Ruleset, repetition: boolean = true): ChakraRules => VALUES[ruleset][repetition ? 1 : 0];

/** The rules a game in progress plays by: the options its state was started with. */
export const rulesOf = (context: { readonly ruleset: Ruleset; readonly repetition: boolean }): ChakraRules => chakraRules(context.ruleset, context.repetition);
