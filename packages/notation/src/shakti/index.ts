// Shakti as text: the position string with its holes, move text, a move's facts, the event log
// and its replay, building a log from decisions, the game record. Its members are the text
// contract's (contract.ts), under the same names as chakra/, medea/ and chakart/ give theirs.
// The files stay apart as Chakra's do (chakra/index.ts): writing a log loads no schema.
export { PIECE_LETTERS } from './letters.ts';
export * from './position.ts';
export * from './move.ts';
export * from './facts.ts';
export * from './log.ts';
export * from './log-read.ts';
export * from './play.ts';
export * from './replay.ts';
export * from './build.ts';
export * from './record.ts';
export * from './status.ts';
