// The Chakart game record: the syntax of the other games' records (record-text.ts), with
// Chakart's tags, and each decision's random outcomes in braces after it (G4).
//
//   [Game "Chakart"]
//   [Randomness "2"]                   K1's option, always written
//   [Seed "7"]                         when the game draws from a seed (G4)
//   [Commitment "<64 hex>"]            instead, online: the commitment to a secret seed (G4);
//                                      the reveal line of a log has no place in a record
//   [SetUp "<position string>"]        unless the start is the one Randomness and Seed give
//   [White "Ann"]                      the log's tags, in the log's order
//   [Result "0-1"]                     1-0, 0-1, 1/2-1/2 or *
//   [Termination "kings-captured"]     kings-captured, resignation, agreement, time (G5)
//
//   1. Pd2-d4 Ng8-f6 {egg:daisy} Pe7-e5 2. Bc1-b4 {lay:c4} Rf8xf6 {egg:waluigi colour:g8 lay:g7} … 0-1
//
// A number opens each of White's turns; a turn's further decisions (a bonus move, a swap, a
// drop, a promotion choice) follow without one. The braces hold the decision's outcomes in
// drawing order, as on its log line; a decision that drew none has no braces. Reading a record
// replays it: each outcome is checked by the rules, and the facts come from them.

import { CHAKART, chakartRules } from './game-value.ts';
import { chakart, type Randomness } from '../rules.ts';
import { LOG_FORMAT } from '../log-common.ts';
import { logToRecordWith, recordMovesWith, recordToLogWith, recordWriterWith, type RecordMovesOf, type RecordSpec, type RecordWriter, type Tag } from '../record-text.ts';
import type { ReplayResultOf } from '../game.ts';
import { fail, mapOk, ok, type Result, type TextError } from '../result.ts';
import { RESERVED_TAGS, MAX_SEED, writeLog, type Log, type Options } from './log.ts';
import { formatPosition } from './position.ts';
import { playText, type Types } from './play.ts';

/** The start K1 draws for the options (undefined: a shuffled start without a seed). */
function startOf(options: Options | undefined): string | undefined {
  const randomness = options?.randomness ?? 0;
  if (randomness === 0) return formatPosition(chakartRules({ randomness: 0 }).start());
  if (options?.seed === undefined) return undefined;
  return formatPosition(chakartRules({ randomness, seed: options.seed }).start());
}

const RECORD: RecordSpec<Types, Options> = {
  gameTag: CHAKART.title,
  reservedTags: RESERVED_TAGS,
  terminations: ['kings-captured'],
  text: playText,
  initialSetup: startOf,
  variantOf: (start) => start.options,
  // The site's third field counts turns played; the record numbers pairs of turns from 1.
  fullmove: (position) => Math.floor(position.plies / 2) + 1,
  formatPosition: formatPosition,
  variantTags: (start) => [
    ['Randomness', String(start.options.randomness)],
    ...(start.options.seed !== undefined ? [['Seed', String(start.options.seed)] as [string, string]] : []),
    ...(start.options.commitment !== undefined ? [['Commitment', start.options.commitment] as [string, string]] : []),
  ],
  readVariant: (tags) => {
    const randomnessTag = tags.get('Randomness');
    if (randomnessTag !== undefined && !['0', '1', '2'].includes(randomnessTag.value)) {
      return fail(randomnessTag.line, randomnessTag.column, `expected the randomness "0", "1" or "2" (K1), found "${randomnessTag.value}"`);
    }
    const randomness = Number(randomnessTag?.value ?? '2') as Randomness;
    const seedTag = tags.get('Seed');
    let seed: number | undefined;
    if (seedTag !== undefined) {
      if (!/^(0|[1-9]\d*)$/.test(seedTag.value) || Number(seedTag.value) > MAX_SEED) {
        return fail(seedTag.line, seedTag.column, `expected a seed, a whole number 0 to ${MAX_SEED}, found "${seedTag.value}"`);
      }
      seed = Number(seedTag.value);
    }
    const commitmentTag = tags.get('Commitment');
    if (commitmentTag !== undefined) {
      const problem = chakart.hex64Problem(commitmentTag.value);
      if (problem !== undefined) return fail(commitmentTag.line, commitmentTag.column, `Commitment: ${problem}`);
      if (seed !== undefined) return fail(commitmentTag.line, commitmentTag.column, 'a record has a Seed or a Commitment tag, never both');
    }
    if (randomness !== 0 && seed === undefined && !tags.has('SetUp')) {
      const where = randomnessTag ?? tags.get('Game');
      return fail(where?.line ?? 1, where?.column ?? 1, `a shuffled start (Randomness ${randomness}, K1) needs a Seed tag to draw it from, or a SetUp tag`);
    }
    if (commitmentTag !== undefined) return ok({ randomness, commitment: commitmentTag.value });
    return ok(seed !== undefined ? { randomness, seed } : { randomness });
  },
  startEvent: (options, setup, _repetition, tags) => ({ event: 'start', format: LOG_FORMAT, game: 'chakart', options, setup, tags }),
};

/** The record of a log (read, or replayed). */
export const writeRecord = (input: Log | ReplayResultOf<Types>): string => logToRecordWith(RECORD, input);

/** Reads a record into log values, replaying its moves through the rules. */
export const readRecord = (text: string): Result<Log, TextError> => recordToLogWith(RECORD, text) as Result<Log, TextError>;

/** Reads a record and writes it as a log. */
export const recordToLog = (text: string): Result<string, TextError> => mapOk(readRecord(text), writeLog);

/** A record's move text read a line at a time, once its tags are read (`recordTagReader`): the start event, then the log events. */
export const readRecordMoves = (tags: ReadonlyMap<string, Tag>): Result<RecordMovesOf<Types>, TextError> => recordMovesWith(RECORD, tags);

/** A record written an event at a time from a log's start event (a log replayed a line at a time). */
export const recordWriter = (start: Log['start']): RecordWriter => recordWriterWith(RECORD, start);
