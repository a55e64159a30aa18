// Shakti's rules as the notation uses them: one value per option combination (the warrior jump,
// S4; the repetition draw, G3) with the options bound, in the shape of the rules' game value
// (`games.shakti.create(options)`), made once into an immutable table. Built on the rules'
// functions rather than `create`, which brings the xstate state chart to every page that reads
// a move (chakra/game-value.ts says why); then `make` is `shakti.shaktiGame.create(…)`.

import { shakti, type RulesOf, type WarriorJump } from '../rules.ts';

export type ShaktiRules = RulesOf<shakti.ShaktiGame>;

const make = (warriorJump: WarriorJump, repetition: boolean): ShaktiRules => {
  const rules = { warriorJump } as const;
  return {
    name: 'shakti',
    title: 'Shakti',
    options: { warriorJump, repetition },
    start: shakti.initialPosition,
    validate: shakti.validatePosition,
    legalMoves: (position) => shakti.legalMoves(position, rules),
    isLegal: (position, move) => shakti.isLegal(position, move, rules),
    sameMove: shakti.sameMove,
    play: (position, move) => shakti.play(position, move, rules),
    outcome: (position) => shakti.outcome(position, rules),
    isCheck: shakti.isCheck,
    startGame: (position) => shakti.startGame({ options: rules, repetition, ...(position ? { position } : {}) }),
    applyEvent: shakti.applyEvent,
    rejectionReason: shakti.rejectionReason,
  };
};

const VALUES: { readonly [J in WarriorJump]: readonly [off: ShaktiRules, on: ShaktiRules] } = /* @__PURE__ */ Object.freeze({
  seen: /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make('seen', false), /* @__PURE__ */ make('seen', true)] as const),
  adjacent: /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make('adjacent', false), /* @__PURE__ */ make('adjacent', true)] as const),
});

/** Shakti with these options (a log's start gives them; the repetition draw is on unless false). */
export const shaktiRules = (warriorJump: WarriorJump = 'seen', repetition: boolean = true): ShaktiRules => VALUES[warriorJump][repetition ? 1 : 0];

/** The rules a game in progress plays by: the options its state was started with. */
export const rulesOf = (context: { readonly options: { readonly warriorJump?: WarriorJump }; readonly repetition: boolean }): ShaktiRules =>
  shaktiRules(context.options.warriorJump, context.repetition);
