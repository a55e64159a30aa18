// Chakra (sources 000 and 002; rulings C1-C16, G1-G3): the public API.
export type * from './types.ts';
export { initialPosition, emptyPool } from './setup.ts';
export { legalMoves, isLegal, play, isCheck, outcome, positionKey, IllegalMoveError } from './play.ts';
export { sameMove } from './moves.ts';
export { validatePosition } from './validate.ts';
export { perft, divide } from './perft.ts';
export { startGame, applyEvent, rejectionReason } from './machine.ts';
export type { GameEvent, GameInput, GameContext, GameSnapshot, ChakraOptions } from './machine.ts';
export { chakraGame, type ChakraGame, type ChakraTypes } from './game.ts';
