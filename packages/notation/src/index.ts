// @rulebook/notation: Chakra, Shakti, Medea and Chakart as text — the position string, move text, the event
// log (JSON Lines) and its replay, and the PGN-like game record.

export * from './result.ts';
export * from './chakra/position.ts';
export * from './chakra/move.ts';
export * from './chakra/facts.ts';
export * from './chakra/log.ts';
export * from './chakra/log-read.ts';
export { gameEnd, playAction, startFromEvent, type ChakraTypes, type PlayedAction, type PlayerAction } from './chakra/play.ts';
export * from './chakra/replay.ts';
export * from './chakra/build.ts';
export * from './chakra/record.ts';
export { PIECE_LETTERS, PROMOTION_TYPES } from './chakra/letters.ts';
export { colourWord } from './letters.ts';
export * from './games.ts';
export * from './shakti/index.ts';
export * from './medea/index.ts';
export * from './chakart/index.ts';
