// Medea's rules as the notation uses them: one value per option combination (the repetition
// draw, G3), in the shape of the rules' game value (`games.medea.create(options)`), made once
// into an immutable table. Built on the rules' functions rather than `create`, which brings the
// xstate state chart to every page that reads a move (chakra/game-value.ts says why); then
// `make` is `medea.medeaGame.create({ repetition })`.

import { medea, type RulesOf } from '../rules.ts';

export type MedeaRules = RulesOf<medea.MedeaGame>;

const make = (repetition: boolean): MedeaRules => ({
  name: 'medea',
  title: 'Medea',
  options: { repetition },
  start: medea.initialPosition,
  validate: medea.validatePosition,
  legalMoves: medea.legalMoves,
  isLegal: medea.isLegal,
  sameMove: medea.sameMove,
  play: (position, move) => medea.play(position, move),
  outcome: medea.outcome,
  // Draughts has no check.
  isCheck: () => false,
  startGame: (position) => medea.startGame({ repetition, ...(position ? { position } : {}) }),
  applyEvent: medea.applyEvent,
  rejectionReason: medea.rejectionReason,
});

const VALUES: readonly [off: MedeaRules, on: MedeaRules] = /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make(false), /* @__PURE__ */ make(true)] as const);

/** Medea with these options (a log's start gives them; the repetition draw is on unless false). */
export const medeaRules = (repetition: boolean = true): MedeaRules => VALUES[repetition ? 1 : 0];

/** The rules a game in progress plays by: the options its state was started with. */
export const rulesOf = (context: { readonly repetition: boolean }): MedeaRules => medeaRules(context.repetition);
