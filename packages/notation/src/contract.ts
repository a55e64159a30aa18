// One game's text module, as every game writes it: the contract chakra/, shakti/, medea/ and
// chakart/ each satisfy under the same member names (text-games.ts checks them against it at
// compile time), so that a caller who knows one game's text knows them all, and generic code
// (the CLI, the site, the tests) takes any game's module by its name. It builds on the
// game-neutral layer (game.ts): `playText` and `gameText` are what its generic functions take,
// and the members below are those functions given the game, with its position string, move
// text, facts, log lines and record.
//
// What a game has besides (Chakart's outcome text and steps in words, Medea's canonical
// capture path, Chakra's promotion order) it exports under its own names, outside the contract.

import type {
  GameText,
  GameTypes,
  PlayedActionOf,
  PlayerActionOf,
  PlayText,
  ReplayerOf,
  ReplayOptions,
  ReplayResultOf,
  ReplayStartOf,
} from './game.ts';
import type { LogEventOf } from './log-common.ts';
import type { Colour } from './rules.ts';
import type { RecordMovesOf, RecordWriter, Tag } from './record-text.ts';
import type { Result, TextError } from './result.ts';

/** The types one game's text module adds to those of its play (`GameTypes`). */
export interface TextTypes extends GameTypes {
  /** What move text names: the rules' move (Chakart's: the decision, its outcomes apart, G4). */
  readonly moveText: unknown;
  /** A log event as the game reads and writes it (Chakart's move events always carry outcomes). */
  readonly logEvent: LogEventOf<unknown>;
  /** A log read into values: the start event, and the event on line n + 2 as `events[n]`. */
  readonly log: { readonly start: GameTypes['start']; readonly events: readonly LogEventOf<unknown>[] };
  /** What a start builder takes: the game's options, a position or position string, tags. */
  readonly startOptions: object;
  /** One decision of a sequence the log builders play: move text, a move, a resignation, a draw. */
  readonly decision: unknown;
}

/** One game's text: its position string, move text, facts, event log and its replay, record. */
export interface TextGame<T extends TextTypes> {
  // Letters ---------------------------------------------------------------------------------
  /** Each piece kind's letter in the position string, upper case (White's). */
  readonly PIECE_LETTERS: Readonly<Record<string, string>>;

  // The position string ----------------------------------------------------------------------
  /** Reads a position string and checks it with the rules' `validatePosition`. */
  parsePosition(text: string): Result<T['position'], TextError>;
  /** Writes the canonical position string. */
  formatPosition(position: T['position']): string;

  // Words (the games' one voice, words.ts) ----------------------------------------------------
  /** `Move 12, White to move`, with ` (check)` and Chakart's phase of the turn: the same form in every game. */
  statusLine(position: T['position'], check?: boolean): string;
  /** `White wins by checkmate`, `White wins: Black has no king left`, `Draw by repetition`: an end in words. */
  endingWords(end: T['end']): string;

  // Move text --------------------------------------------------------------------------------
  /** Reads move text without a position: only its form. Errors are on line 1. */
  parseMoveSyntax(text: string): Result<unknown, TextError>;
  /**
   * Reads move text in a position: the form, then the one legal move it names, or the reason
   * none is legal. `options`: what the rules take besides the position (Chakra's ruleset).
   */
  parseMove(position: T['position'], text: string, options?: T['options']): Result<T['moveText'], TextError>;
  /** The canonical text of a move in the position it is played from. */
  formatMove(position: T['position'], move: T['moveText']): string;

  // Facts ------------------------------------------------------------------------------------
  /** A move's facts in log form, fields in their canonical order; `end` when the move ended the game. */
  factsToJson(facts: T['facts'], end?: T['end']): T['factsJson'];
  /**
   * A log's facts back in the rules' form (Chakart's: its steps), with the end they record. The
   * names must be valid (the log's schema checks them); `player` is the log line's.
   */
  factsFromJson(json: T['factsJson'], player: Colour): { readonly end?: T['end'] };
  /** Puts the fields of a facts object (from a log, or elsewhere) in canonical order. */
  canonicalFactsJson(json: T['factsJson']): T['factsJson'];
  /** The first field where a log's facts differ from the move's, said for the log's reader. */
  diffFacts(recorded: T['factsJson'], derived: T['factsJson']): string | undefined;

  // The event log ----------------------------------------------------------------------------
  /** The tags the record derives; a log's tags may not use them. */
  readonly RESERVED_TAGS: readonly string[];
  /** The start line for a new game's options (checked as a log's start line is, in its words). */
  startEvent(options: T['startOptions']): Result<T['start'], TextError>;
  /** The start line, fields in canonical order. */
  writeStartLine(start: T['start']): string;
  /** One event line, fields in canonical order. */
  writeEventLine(event: T['logEvent']): string;
  /** The log as JSON Lines, one line break after every line. */
  writeLog(log: T['log']): string;
  /** Reads line 1 (at `line` in a longer input): syntax and schema only. */
  readStartLine(text: string, line?: number): Result<T['start'], TextError>;
  /** Reads one event line (line 2 on): syntax and schema only. */
  readEventLine(text: string, line: number): Result<T['logEvent'], TextError>;
  /** Reads a whole log, syntax and schema only; the first problem named by its line. */
  readLog(text: string): Result<T['log'], TextError>;

  // Playing ----------------------------------------------------------------------------------
  /** The game's text and rules, as the game-neutral play (game.ts) takes them. */
  readonly playText: PlayText<T>;
  /** A start event to a running game (the machine's first snapshot). */
  startFromEvent(event: T['start'], line?: number): Result<ReplayStartOf<T>, TextError>;
  /**
   * One decision applied to the game: read, checked by the machine, its facts derived, its log
   * event made. `options` defaults to the snapshot's. The error does not name a line.
   */
  playAction(snapshot: T['snapshot'], action: PlayerActionOf<T['move']>, options?: T['options']): Result<PlayedActionOf<T>, string>;
  /** Plays decisions from a start and returns the log; decision n is on line n + 1. */
  buildLog(options: T['startOptions'], decisions: readonly T['decision'][]): Result<T['log'], TextError>;
  /** `buildLog`, written as JSON Lines. */
  logFromMoves(options: T['startOptions'], decisions: readonly T['decision'][]): Result<string, TextError>;

  // Replaying --------------------------------------------------------------------------------
  /** The game's play with its log's line readers, as the game-neutral replay (game.ts) takes them. */
  readonly gameText: GameText<T>;
  /** A log replayed a line at a time: line 1 (at `line` in a longer input) read and the game started. */
  startReplay(text: string, line?: number): Result<ReplayerOf<T>, TextError>;
  /** Replays a log's text. Never throws; `ok: false` carries the first error. */
  replayLog(text: string, options?: ReplayOptions): ReplayResultOf<T>;

  // The game record --------------------------------------------------------------------------
  /** The record of a log (read, or replayed). */
  writeRecord(input: T['log'] | ReplayResultOf<T>): string;
  /** Reads a record into log values, replaying its moves through the rules. */
  readRecord(text: string): Result<T['log'], TextError>;
  /** Reads a record and writes it as a log. */
  recordToLog(text: string): Result<string, TextError>;
  /**
   * A record's move text read a line at a time, once its tags are read (`recordTagReader`): the
   * tags checked and the game started, then each line's log events as its moves are read.
   */
  readRecordMoves(tags: ReadonlyMap<string, Tag>): Result<RecordMovesOf<T>, TextError>;
  /** A record written an event at a time from a log's start event: only its move text is held until `finish`. */
  recordWriter(start: T['start']): RecordWriter;
}
