// @rulebook/notation: Chakra, Shakti, Medea and Chakart as text — the position string, move
// text, the event log (JSON Lines) and its replay, and the PGN-like game record.
//
// One namespace per game, each with the same members (the text contract, contract.ts): a
// caller writes `chakra.parsePosition(…)`, `shakti.replayLog(…)`, or picks a game by name from
// `textGames`. Beside them, what no game owns: results and their errors, which game a log or a
// record is of, the log's frame, and the game-neutral play and replay the games' members are
// made of (`playActionWith`, `replayLogWith`, …).

export * as chakra from './chakra/index.ts';
export * as shakti from './shakti/index.ts';
export * as medea from './medea/index.ts';
export * as chakart from './chakart/index.ts';
export { textGames, withTextGame, type SomeTextGame, type TextGames } from './text-games.ts';
export type { TextGame, TextTypes } from './contract.ts';
export * as kit from './kit.ts';
/** The piece set as SVG data, shared by the site's boards and the CLI's SVG (also `@rulebook/notation/pieces-svg`). */
export * as piecesSvg from './pieces-svg.ts';

export { endingWords, statusWords, type EndingLike, type StatusWords } from './words.ts';
export { describeTextError, fail, ok, type Result, type TextError } from './result.ts';
export { GAME_NAMES, logGame, recordGame, type GameName } from './games.ts';
export { LOG_FORMAT, type DrawEvent, type LogEventOf, type MoveEventOf, type ResignEvent, type TimeoutEvent } from './log-common.ts';
export * from './limits.ts';
export { LineSplitter, firstInvalidUtf8, readTextBytes, type LineHandler, type TextLine } from './text-lines.ts';
export { BOM, duplicateKey, withoutBom } from './jsonl.ts';
export { recordGameOfTags } from './games.ts';
export { recordLines, recordTagReader, type RecordEntry, type RecordMovesOf, type RecordTagReader, type RecordWriter, type Tag } from './record-text.ts';
export { tagNameProblem, tagValueProblem } from './tags.ts';
export {
  buildEventsWith,
  gameEndOf,
  playActionWith,
  replayLogWith,
  startFromEventWith,
  startReplayWith,
  type DecisionOf,
  type EndingActionOf,
  type GameText,
  type GameTypes,
  type PlayedActionOf,
  type PlayerActionOf,
  type PlayText,
  type ReplayerOf,
  type ReplayOptions,
  type ReplayResultOf,
  type ReplayStartOf,
  type ReplayStepOf,
} from './game.ts';
