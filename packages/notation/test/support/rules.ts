// The rules' game values the tests play with (`games.<name>.create(options)`, the registry in
// @rulebook/rules), made once per option set into immutable tables: a test never calls a rule
// without its options, and a game in progress goes on with the value that started it.
import { GAME_NAMES, games, type GameName, type chakart, type chakra, type medea, type shakti } from '@rulebook/rules';

type Ruleset = 'current' | '1995';
type WarriorJump = 'seen' | 'adjacent';

const CHAKRA_VALUES = Object.freeze({
  current: Object.freeze({ on: games.chakra.create({ ruleset: 'current' }), off: games.chakra.create({ ruleset: 'current', repetition: false }) }),
  '1995': Object.freeze({ on: games.chakra.create({ ruleset: '1995' }), off: games.chakra.create({ ruleset: '1995', repetition: false }) }),
});
const SHAKTI_VALUES = Object.freeze({
  seen: Object.freeze({ on: games.shakti.create({ warriorJump: 'seen' }), off: games.shakti.create({ warriorJump: 'seen', repetition: false }) }),
  adjacent: Object.freeze({ on: games.shakti.create({ warriorJump: 'adjacent' }), off: games.shakti.create({ warriorJump: 'adjacent', repetition: false }) }),
});
const MEDEA_VALUES = Object.freeze({ on: games.medea.create(), off: games.medea.create({ repetition: false }) });

/** Chakra with a ruleset (C3) and the repetition draw (G3, on unless false). */
export const chakraGame = (ruleset: Ruleset = 'current', repetition: boolean = true): chakra.ChakraGame => CHAKRA_VALUES[ruleset][repetition ? 'on' : 'off'];
/** Shakti with a warrior jump (S4) and the repetition draw (G3, on unless false). */
export const shaktiGame = (warriorJump: WarriorJump = 'seen', repetition: boolean = true): shakti.ShaktiGame => SHAKTI_VALUES[warriorJump][repetition ? 'on' : 'off'];
/** Medea with the repetition draw (G3, on unless false). */
export const medeaGame = (repetition: boolean = true): medea.MedeaGame => MEDEA_VALUES[repetition ? 'on' : 'off'];
/** Chakart with these options; they decide only the start (K1, G4). */
export const chakartGame = (options: Partial<chakart.ChakartOptions> = {}): chakart.ChakartGame => games.chakart.create(options);

/** Chakra by ruleset, the repetition draw on. */
export const CHAKRA: { readonly [R in Ruleset]: chakra.ChakraGame } = Object.freeze({ current: chakraGame('current'), '1995': chakraGame('1995') });
/** Shakti by warrior jump, the repetition draw on. */
export const SHAKTI: { readonly [J in WarriorJump]: shakti.ShaktiGame } = Object.freeze({ seen: shaktiGame('seen'), adjacent: shaktiGame('adjacent') });
/** Medea, the repetition draw on. */
export const MEDEA: medea.MedeaGame = medeaGame();
/** Chakart with the default options: every rule but the start is the same for all options. */
export const CHAKART: chakart.ChakartGame = chakartGame();

/** The value a game in progress plays by: the options its state was started with. */
export const chakraOf = (s: { readonly context: { readonly ruleset: Ruleset; readonly repetition: boolean } }): chakra.ChakraGame => chakraGame(s.context.ruleset, s.context.repetition);
export const shaktiOf = (s: { readonly context: { readonly options: { readonly warriorJump?: WarriorJump }; readonly repetition: boolean } }): shakti.ShaktiGame =>
  shaktiGame(s.context.options.warriorJump, s.context.repetition);
export const medeaOf = (s: { readonly context: { readonly repetition: boolean } }): medea.MedeaGame => medeaGame(s.context.repetition);

/** A record with one entry per game of the registry, in its order. */
export const byGame = <V>(f: (name: GameName) => V): { readonly [G in GameName]: V } =>
  Object.freeze(Object.fromEntries(GAME_NAMES.map((name) => [name, f(name)]))) as { readonly [G in GameName]: V };
