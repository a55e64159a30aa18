// Medea's game values as the notation plays them: the rules' game value (`games.medea`, its
// definition `medea.medeaGame`) made once per option combination (the repetition draw, G3) into
// an immutable table (chakra/game-value.ts says why this way).

import { medea } from '../rules.ts';

export type MedeaRules = medea.MedeaGame;

const make = (repetition: boolean): MedeaRules => medea.medeaGame.create({ repetition });

const VALUES: readonly [off: MedeaRules, on: MedeaRules] = /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make(false), /* @__PURE__ */ make(true)] as const);

/** Medea with these options (a log's start gives them; the repetition draw is on unless false). */
export const medeaRules = (repetition: boolean = true): MedeaRules => VALUES[repetition ? 1 : 0];

/** The rules a game in progress plays by: the options its state was started with. */
export const rulesOf = (context: { readonly repetition: boolean }): MedeaRules => medeaRules(context.repetition);
