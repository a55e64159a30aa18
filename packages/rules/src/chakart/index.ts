// Chakart (source 004; rulings K1-K8, G2, G4).
export type * from './types.ts';
export { squareName, parseSquare } from './geometry.ts';
export { initialPosition, type SetupOptions } from './setup.ts';
export { legalDecisions, isLegal, play, outcome, cellAt, makePosition, positionKey } from './play.ts';
export { sameDecision, decisionKey } from './movegen.ts';
export { EGG_OUTCOMES } from './effects.ts';
export { PROMOTIONS } from './pieces.ts';
export { SeededRandom, OutcomeError, outcomeKey, type OutcomeSource } from './random.ts';
export { validatePosition } from './validate.ts';
export { perft, divide, everyOutcome } from './perft.ts';
export { startGame, applyEvent, rejectionReason, phaseOf, PHASES } from './machine.ts';
export type { GameEvent, GameInput, GameContext, GameSnapshot } from './machine.ts';
export { chakartGame, MAX_SEED, type ChakartGame, type ChakartTypes, type ChakartOptions } from './game.ts';
