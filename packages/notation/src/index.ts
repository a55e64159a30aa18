// @rulebook/notation: Chakra, Shakti, Medea and Chakart as text — the position string, move text, the event
// log (JSON Lines) and its replay, and the PGN-like game record.

export * from './result.ts';
export * from './position.ts';
export * from './move.ts';
export * from './facts.ts';
export * from './log.ts';
export * from './log-read.ts';
export { gameEnd, playAction, startFromEvent, type ChakraTypes, type PlayedAction, type PlayerAction } from './play.ts';
export * from './replay.ts';
export * from './build.ts';
export * from './record.ts';
export { PIECE_LETTERS, PROMOTION_TYPES, colourWord } from './letters.ts';
export * from './games.ts';
export * from './shakti/index.ts';
export * from './medea/index.ts';
export * from './chakart/index.ts';
