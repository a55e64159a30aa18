// Shakti as text: the position string, move text, the event log and its replay, the record.
export { SHAKTI_PIECE_LETTERS } from './letters.ts';
export * from './position.ts';
export * from './move.ts';
export * from './facts.ts';
export * from './log.ts';
export * from './log-read.ts';
export { playShaktiAction, shaktiGameEnd, startShaktiFromEvent, type ShaktiPlayedAction, type ShaktiPlayerAction, type ShaktiTypes } from './play.ts';
export * from './replay.ts';
export * from './build.ts';
export * from './record.ts';
