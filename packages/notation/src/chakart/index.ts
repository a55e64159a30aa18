// Chakart as text: the position string, decision and outcome text, steps in words, the event
// log and its replay, building a log from decisions and a seed, the record.
export {
  CHAKART_PIECE_LETTERS,
  IMMOBILIZED_LETTERS as CHAKART_IMMOBILIZED_LETTERS,
  OBJECT_LETTERS as CHAKART_OBJECT_LETTERS,
  EGG_WORDS as CHAKART_EGG_WORDS,
} from './letters.ts';
export * from './position.ts';
export * from './move.ts';
export * from './facts.ts';
export * from './log.ts';
export * from './log-read.ts';
export {
  chakartGameEnd,
  playChakartAction,
  startChakartFromEvent,
  type ChakartMove,
  type ChakartPlayedAction,
  type ChakartPlayerAction,
  type ChakartTypes,
} from './play.ts';
export * from './replay.ts';
export * from './build.ts';
export * from './record.ts';
