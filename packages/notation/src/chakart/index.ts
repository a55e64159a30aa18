// Chakart as text: the position string, decision text (its `parseMove` and `formatMove`), a
// decision's facts (the steps the rules derived), the event log and its replay, building a log
// from decisions and a seed, the game record. Its members are the text contract's
// (contract.ts), under the same names as chakra/, shakti/ and medea/ give theirs; Chakart's own
// besides: the random outcomes as text (parseOutcome, formatOutcome, parseOutcomes,
// outcomesDrawn, G4), the steps in words (stepWords, describeSteps) and as JSON (stepToJson,
// stepFromJson), its letters for objects and immobilized pieces, the seed's bound (MAX_SEED),
// and an online game's committed chance (commitment.ts: the reveal line, `writeRevealLine`, G4).
// The files stay apart as Chakra's do (chakra/index.ts): writing a log loads no schema.
export { EGG_WORDS, IMMOBILIZED_LETTERS, OBJECT_LETTERS, PIECE_LETTERS } from './letters.ts';
export * from './position.ts';
export * from './move.ts';
export * from './facts.ts';
export * from './step-words.ts';
export * from './log.ts';
export * from './log-read.ts';
export * from './play.ts';
export * from './replay.ts';
export * from './commitment.ts';
export * from './build.ts';
export * from './record.ts';
export * from './status.ts';
