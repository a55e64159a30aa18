// The game record, PGN-like: tags, a blank line, numbered move text ending with the result.
//
//   [Game "Chakra"]
//   [Ruleset "current"]
//   [SetUp "<position string>"]        only when the game does not start from C1
//   [White "Ann"]                      the log's tags, in the log's order
//   [Black "Bob"]
//   [Repetition "off"]                 only when the G3 draw is switched off
//   [Result "1-0"]                     1-0, 0-1, 1/2-1/2 or *
//   [Termination "checkmate"]          checkmate, stalemate, repetition, resignation, agreement, time (G5)
//
//   1. e2e3 e7e6 2. d1d3 … 1-0
//
// A resignation or an agreed draw (G2), or a clock run out (G5), shows only as the result, the
// Termination and the closing comment (`{Black wins by resignation} 1-0`, `{White wins on time} 1-0`).
// Converting a log to a record and back gives the same log; the way back replays the
// moves, so the facts in the log come from the rules. The syntax and the conversion are
// game-neutral (record-text.ts); this file gives them Chakra's tags.

import { chakraRules } from './game-value.ts';
import type { Ruleset } from '../rules.ts';
import { LOG_FORMAT } from '../log-common.ts';
import { RESERVED_TAGS, writeLog, type Log } from './log.ts';
import { formatPosition } from './position.ts';
import { playText, type Types } from './play.ts';
import { logToRecordWith, recordMovesWith, recordToLogWith, recordWriterWith, type RecordMovesOf, type RecordSpec, type RecordWriter, type Tag } from '../record-text.ts';
import type { ReplayResultOf } from '../game.ts';
import { fail, mapOk, ok, type Result, type TextError } from '../result.ts';

const RECORD: RecordSpec<Types, Ruleset> = {
  gameTag: chakraRules('current').title,
  reservedTags: RESERVED_TAGS,
  terminations: ['checkmate', 'stalemate', 'repetition'],
  text: playText,
  initialSetup: () => formatPosition(chakraRules('current').start()),
  formatPosition: formatPosition,
  variantTags: (start) => [['Ruleset', start.ruleset]],
  readVariant: (tags) => {
    const tag = tags.get('Ruleset');
    if (tag !== undefined && tag.value !== 'current' && tag.value !== '1995') {
      return fail(tag.line, tag.column, `expected the ruleset "current" or "1995", found "${tag.value}"`);
    }
    return ok((tag?.value as Ruleset | undefined) ?? 'current');
  },
  startEvent: (ruleset, setup, repetition, tags) => ({ event: 'start', format: LOG_FORMAT, game: 'chakra', ruleset, setup, options: { repetition }, tags }),
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
