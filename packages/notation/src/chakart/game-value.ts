// Chakart's rules as the notation uses them, in the shape of the rules' game value
// (`games.chakart.create(options)`), made for a game's options (K1's randomness, G4's seed).
// The options decide only the start (`start()`); every other rule is the same for all of them,
// so the readers and the play, which always have a position, take the value of the default
// options (`CHAKART`). Built on the rules' functions rather than `create`, which brings the
// xstate state chart to every page that reads a move (chakra/game-value.ts says why); then
// `make` is `chakart.chakartGame.create(options)`.

import { chakart, type RulesOf } from '../rules.ts';

export type ChakartRules = RulesOf<chakart.ChakartGame>;

const make = (options: chakart.ChakartOptions): ChakartRules => ({
  name: 'chakart',
  title: 'Chakart',
  options,
  start: () => chakart.initialPosition(options),
  validate: chakart.validatePosition,
  legalMoves: chakart.legalDecisions,
  isLegal: chakart.isLegal,
  sameMove: chakart.sameDecision,
  play: (position, decision, chance) => {
    if (chance === undefined) throw new TypeError('chakart: a decision is played with its outcomes or a source that draws them (G4)');
    return chakart.play(position, decision, chance);
  },
  outcome: chakart.outcome,
  // K2: no check in Chakart; kings are captured.
  isCheck: () => false,
  startGame: (position) => chakart.startGame({ position: position ?? chakart.initialPosition(options) }),
  applyEvent: chakart.applyEvent,
  rejectionReason: chakart.rejectionReason,
});

/** Chakart with these options (randomness 2 and seed 0 unless given, as the rules' defaults). */
export const chakartRules = (options: Partial<chakart.ChakartOptions> = {}): ChakartRules =>
  make({ randomness: options.randomness ?? 2, seed: options.seed ?? 0 });

/** The rules every Chakart position plays by (the options change only the start). */
export const CHAKART: ChakartRules = /* @__PURE__ */ chakartRules();
