// Shakti (source 001; rulings S1-S7, G1-G3): the public API.
export type * from './types.ts';
export { cellName, parseCell } from './geometry.ts';
export { initialPosition } from './setup.ts';
export { legalMoves, isLegal, play, isCheck, outcome, positionKey } from './play.ts';
export { sameMove } from './moves.ts';
export { validatePosition } from './validate.ts';
export { perft, divide } from './perft.ts';
export { startGame, applyEvent, rejectionReason } from './machine.ts';
export type { GameEvent, GameInput, GameContext, GameSnapshot, ShaktiGameOptions } from './machine.ts';
export { shaktiGame, type ShaktiGame, type ShaktiTypes } from './game.ts';
