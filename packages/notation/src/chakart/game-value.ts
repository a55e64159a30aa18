// Chakart's game values as the notation plays them: the rules' game value (`games.chakart`, its
// definition `chakart.chakartGame`) for a game's options (K1's randomness, G4's seed). The
// options decide only the start (`start()`); every other rule is the same for all of them, so
// the readers and the play, which always have a position, take the value of the default options
// (`CHAKART`), and a start is made from a value made for it.

import { chakart } from '../rules.ts';

export type ChakartRules = chakart.ChakartGame;

/** Chakart with these options (randomness 2 and seed 0 unless given, as the rules' defaults). */
export const chakartRules = (options: Partial<chakart.ChakartOptions> = {}): ChakartRules => chakart.chakartGame.create(options);

/** The rules every Chakart position plays by (the options change only the start). */
export const CHAKART: ChakartRules = /* @__PURE__ */ chakartRules();
