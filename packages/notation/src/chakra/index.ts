// Chakra as text: the position string, move text, a move's facts, the event log and its
// replay, building a log from decisions, the game record. Its members are the text contract's
// (contract.ts), under the same names as shakti/, medea/ and chakart/ give theirs; Chakra's
// own besides: PROMOTION_TYPES (the pools' order, C14).
//
// The files stay apart on purpose: playing and writing logs (position, move, facts, log,
// play, build, record's writer) loads no schema; only reading a log (log-read.ts, zod) does.
// A caller takes the members it uses (`chakra.parsePosition`), and a bundler keeps only those.
export { PIECE_LETTERS, PROMOTION_TYPES } from './letters.ts';
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
