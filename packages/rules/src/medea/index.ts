// Medea (source 003; rulings D1-D9, G1-G3): the public API.
export type * from './types.ts';
export { initialPosition, PROVISIONAL_SETUP, PROVISIONAL_SETUP_NOTE } from './setup.ts';
export { legalMoves, isLegal, capturePaths, play, outcome, positionKey, sameMove } from './play.ts';
export { validatePosition } from './validate.ts';
export { perft, divide } from './perft.ts';
export { startGame, applyEvent, rejectionReason } from './machine.ts';
export type { GameEvent, GameInput, GameContext, GameSnapshot, PendingCapture, HopEvent, MedeaOptions } from './machine.ts';
export { medeaGame, type MedeaGame, type MedeaTypes } from './game.ts';
