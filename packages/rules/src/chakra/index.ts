// Chakra (sources 000 and 002; rulings C1-C16, G1-G3): the game value (`chakraGame`, also
// `games.chakra`), its vocabulary, and what only Chakra has. Every rule is a member of a game
// value made with its options: `chakraGame.create({ ruleset: '1995' })`.
export type * from './types.ts';
export { emptyPool } from './setup.ts';
export { IllegalMoveError } from './play.ts';
export type { GameEvent, GameInput, GameContext, GameSnapshot, ChakraOptions } from './machine.ts';
export { chakraGame, type ChakraGame, type ChakraTypes } from './game.ts';
