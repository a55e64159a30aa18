// Chakart (source 004; rulings K1-K13, G2, G4): the game value (`chakartGame`, also
// `games.chakart`), its vocabulary, and what only a game of chance has: positions from cells,
// the random outcomes (their sources, their keys, every outcome of a decision; online, drawn
// from a committed secret seed: its text here, its draws in `@rulebook/rules/committed`), the phases.
export type * from './types.ts';
export { squareName, parseSquare } from './geometry.ts';
export type { SetupOptions } from './setup.ts';
export { cellAt, makePosition } from './play.ts';
export { decisionKey } from './movegen.ts';
export { EGG_OUTCOMES } from './effects.ts';
export { PROMOTIONS } from './pieces.ts';
export { SeededRandom, OutcomeError, outcomeKey, type OutcomeSource } from './random.ts';
export { hex64Problem, SEED_BYTES } from './seed-text.ts';
export { everyOutcome } from './perft.ts';
export { PHASES } from './machine.ts';
export type { GameEvent, GameInput, GameContext, GameSnapshot } from './machine.ts';
export { chakartGame, MAX_SEED, type ChakartGame, type ChakartTypes, type ChakartOptions } from './game.ts';
