// The parts a game's text module is made of, for a game written outside this package (the
// four games' modules use the same parts; ADDING-A-GAME.md, and tic-tac-toe in the tests):
// the log's frame and line writers, the start line's and move line's schemas, the readers, the
// record, the start options' checks and the tags. `import { kit } from '@rulebook/notation'`.
export { buildLogWith, diffFields, factsEndWords, playActionWith, replayLogWith, startFromEventWith, startReplayWith } from './game.ts';
export { LOG_FORMAT, joinLines, writeEventLineWith, type DrawEvent, type MoveEventOf, type ResignEvent, type TimeoutEvent } from './log-common.ts';
export { moveEventSchemaWith, readEventLineWith, readLogWith, readStartWith, startFields } from './log-common-read.ts';
export { logToRecordWith, recordMovesWith, recordToLogWith, recordWriterWith, type RecordSpec } from './record-text.ts';
export { mapOk } from './result.ts';
export { firstProblem, isBoolean } from './start-options.ts';
export { startTags } from './tags.ts';
