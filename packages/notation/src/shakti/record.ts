// The Shakti game record: the same syntax as Chakra's (record-text.ts), with Shakti's tags.
//
//   [Game "Shakti"]
//   [WarriorJump "seen"]               seen or adjacent (S4), always written
//   [SetUp "<position string>"]        only when the game does not start from S1
//   [White "Ann"]                      the log's tags, in the log's order
//   [Repetition "off"]                 only when the G3 draw is switched off
//   [Result "1-0"]                     1-0, 0-1, 1/2-1/2 or *
//   [Termination "checkmate"]          checkmate, no-moves, repetition, resignation, agreement, time (G5)
//
//   1. b2d4/c3 f6f4 2. pass … 1-0

import { shaktiRules } from './game-value.ts';
import type { WarriorJump } from '../rules.ts';
import { LOG_FORMAT } from '../log-common.ts';
import { logToRecordWith, recordMovesWith, recordToLogWith, recordWriterWith, type RecordMovesOf, type RecordSpec, type RecordWriter, type Tag } from '../record-text.ts';
import type { ReplayResultOf } from '../game.ts';
import { fail, mapOk, ok, type Result, type TextError } from '../result.ts';
import { RESERVED_TAGS, writeLog, type Log } from './log.ts';
import { formatPosition } from './position.ts';
import { playText, type Types } from './play.ts';

const RECORD: RecordSpec<Types, WarriorJump> = {
  gameTag: shaktiRules().title,
  reservedTags: RESERVED_TAGS,
  terminations: ['checkmate', 'no-moves', 'repetition'],
  text: playText,
  initialSetup: () => formatPosition(shaktiRules().start()),
  formatPosition: formatPosition,
  variantTags: (start) => [['WarriorJump', start.options.warriorJump]],
  readVariant: (tags) => {
    const tag = tags.get('WarriorJump');
    if (tag !== undefined && tag.value !== 'seen' && tag.value !== 'adjacent') {
      return fail(tag.line, tag.column, `expected the warrior jump "seen" or "adjacent", found "${tag.value}"`);
    }
    return ok((tag?.value as WarriorJump | undefined) ?? 'seen');
  },
  startEvent: (warriorJump, setup, repetition, tags) => ({
    event: 'start',
    format: LOG_FORMAT,
    game: 'shakti',
    options: { warriorJump, repetition },
    setup,
    tags,
  }),
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
