// The Medea game record: the same syntax as Chakra's and Shakti's (record-text.ts), with
// Medea's tags.
//
//   [Game "Medea"]
//   [SetUp "<position string>"]        only when the game does not start from D1's position
//   [White "Ann"]                      the log's tags, in the log's order
//   [Repetition "off"]                 only when the G3 draw is switched off
//   [Result "1-0"]                     1-0, 0-1, 1/2-1/2 or *
//   [Termination "no-moves"]           no-pieces, no-moves, repetition, resignation, agreement, time (G5)
//
//   1. c3d4 f6f5 2. d4xd6xf6 … 1-0

import { medeaRules } from './game-value.ts';
import { LOG_FORMAT } from '../log-common.ts';
import { logToRecordWith, recordMovesWith, recordToLogWith, recordWriterWith, type RecordMovesOf, type RecordSpec, type RecordWriter, type Tag } from '../record-text.ts';
import type { ReplayResultOf } from '../game.ts';
import { mapOk, ok, type Result, type TextError } from '../result.ts';
import { RESERVED_TAGS, writeLog, type Log } from './log.ts';
import { formatPosition } from './position.ts';
import { playText, type Types } from './play.ts';

const RECORD: RecordSpec<Types, undefined> = {
  gameTag: medeaRules().title,
  reservedTags: RESERVED_TAGS,
  terminations: ['no-pieces', 'no-moves', 'repetition'],
  text: playText,
  initialSetup: () => formatPosition(medeaRules().start()),
  formatPosition: formatPosition,
  variantTags: () => [],
  readVariant: () => ok(undefined),
  startEvent: (_variant, setup, repetition, tags) => ({ event: 'start', format: LOG_FORMAT, game: 'medea', options: { repetition }, setup, tags }),
};

/** The record of a log (read, or replayed). */
export const writeRecord = (input: Log | ReplayResultOf<Types>): string => logToRecordWith(RECORD, input);

/** Reads a record into log values, replaying its moves through the rules. */
export const readRecord = (text: string): Result<Log, TextError> => recordToLogWith(RECORD, text);

/** Reads a record and writes it as a log. */
export const recordToLog = (text: string): Result<string, TextError> => mapOk(readRecord(text), writeLog);

/** A record's move text read a line at a time, once its tags are read (`recordTagReader`): the start event, then the log events. */
export const readRecordMoves = (tags: ReadonlyMap<string, Tag>): Result<RecordMovesOf<Types>, TextError> => recordMovesWith(RECORD, tags);

/** A record written an event at a time from a log's start event (a log replayed a line at a time). */
export const recordWriter = (start: Log['start']): RecordWriter => recordWriterWith(RECORD, start);
