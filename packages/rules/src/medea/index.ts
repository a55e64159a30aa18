// Medea (source 003; rulings D1-D9, G1-G3): the game value (`medeaGame`, also `games.medea`),
// its vocabulary, the provisional start (D1) and the capture paths a board enters hop by hop.
export type * from './types.ts';
export { PROVISIONAL_SETUP, PROVISIONAL_SETUP_NOTE } from './setup.ts';
export { capturePaths } from './play.ts';
export type { GameEvent, GameInput, GameContext, GameSnapshot, PendingCapture, HopEvent, MedeaOptions } from './machine.ts';
export { medeaGame, type MedeaGame, type MedeaTypes } from './game.ts';
