// Shakti (source 001; rulings S1-S7, G1-G3): the game value (`shaktiGame`, also `games.shakti`),
// its vocabulary and its cell names. Every rule is a member of a game value made with its
// options: `shaktiGame.create({ warriorJump: 'adjacent' })`.
export type * from './types.ts';
export { cellName, parseCell } from './geometry.ts';
export type { GameEvent, GameInput, GameContext, GameSnapshot, ShaktiGameOptions } from './machine.ts';
export { shaktiGame, type ShaktiGame, type ShaktiTypes } from './game.ts';
