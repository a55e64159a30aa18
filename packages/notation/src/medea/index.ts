// Medea as text: the position string, move text, the event log and its replay, the record.
export { MEDEA_PIECE_LETTERS } from './letters.ts';
export * from './position.ts';
export * from './move.ts';
export * from './facts.ts';
export * from './log.ts';
export * from './log-read.ts';
export { medeaGameEnd, playMedeaAction, startMedeaFromEvent, type MedeaPlayedAction, type MedeaPlayerAction, type MedeaTypes } from './play.ts';
export * from './replay.ts';
export * from './build.ts';
export * from './record.ts';
