// Shakti's game values as the notation plays them: the rules' game value (`games.shakti`, its
// definition `shakti.shaktiGame`) made once per option combination (the warrior jump, S4; the
// repetition draw, G3) into an immutable table (chakra/game-value.ts says why this way).

import { shakti, type WarriorJump } from '../rules.ts';

export type ShaktiRules = shakti.ShaktiGame;

const make = (warriorJump: WarriorJump, repetition: boolean): ShaktiRules => shakti.shaktiGame.create({ warriorJump, repetition });

const VALUES: { readonly [J in WarriorJump]: readonly [off: ShaktiRules, on: ShaktiRules] } = /* @__PURE__ */ Object.freeze({
  seen: /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make('seen', false), /* @__PURE__ */ make('seen', true)] as const),
  adjacent: /* @__PURE__ */ Object.freeze([/* @__PURE__ */ make('adjacent', false), /* @__PURE__ */ make('adjacent', true)] as const),
});

/** Shakti with these options (a log's start gives them; the repetition draw is on unless false). */
export const shaktiRules = (warriorJump: WarriorJump = 'seen', repetition: boolean = true): ShaktiRules => VALUES[warriorJump][repetition ? 1 : 0];

/** The rules a game in progress plays by: the options its state was started with. */
export const rulesOf = (context: { readonly options: { readonly warriorJump?: WarriorJump }; readonly repetition: boolean }): ShaktiRules =>
  shaktiRules(context.options.warriorJump, context.repetition);
