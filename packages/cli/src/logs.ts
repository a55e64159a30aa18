// The games in an input, replayed as the input is read: `replay`'s stream. An input is a
// file, stdin, or a directory (every *.jsonl file below it, subdirectories included, in the
// order of their paths). A file holds one log or several concatenated: every start line
// {"event":"start",…} begins a game, and the game's events follow it. Each line is folded
// through its game's machine as it arrives (the notation's replayer, games/log.ts); only the
// current game's snapshot is kept, so memory does not grow with the input.
//
// A game's first problem ends its check: the game is summarised with the error's line, and
// its remaining lines are passed over up to the next start line, where the next game begins.
// The last line of a file with no line break after it and not valid JSON was cut short (a
// crash while it was written): it is reported as such, and the game before it is kept.

import { createReadStream, readdirSync, statSync, type Stats } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import type { TextError } from '@rulebook/notation';
import { located } from './common.ts';
import { dataError, usageError } from './errors.ts';
import type { GameEnd, LineReplay, LogEntry, Options, SomeGame } from './games/game.ts';
import type { Registry } from './games/registry.ts';
import { describe } from './io.ts';
import { readLines, type Line, type LinesRead } from './lines.ts';
import { CUT_SHORT } from './write.ts';

/** Where lines come from: a file, or stdin. */
export interface Source {
  /** How messages name it: the path as given (below a directory: joined to it), or `stdin`. */
  readonly name: string;
  /** The file's size in bytes; undefined for stdin or a pipe (which can be read only once). */
  readonly size: number | undefined;
  open(): Readable;
  /**
   * A file's bytes, read into one buffer that each chunk reuses (each chunk is valid until the
   * next is asked for): what the readers here read when it is there. A stream's chunks are new
   * buffers each, which a long read leaves for the garbage collector by the hundred.
   */
  readonly chunks?: () => AsyncIterable<Uint8Array>;
}

/** What a reader of `source` reads: its reused chunks when it has them, else its stream. */
const inputOf = (source: Source): Readable | AsyncIterable<Uint8Array> => source.chunks?.() ?? source.open();

/** The bytes read at a time from a file. */
const CHUNK = 1 << 18;

/** A file's bytes, CHUNK at a time, into one buffer; the file is closed when the reading ends or stops. */
async function* fileChunks(path: string): AsyncGenerator<Uint8Array> {
  const handle = await openFile(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

/** How a game's check ended. */
export type Outcome = 'valid' | 'invalid' | 'cut short';

/** One game of the input, as far as it was checked. */
export interface GameSummary {
  readonly source: string;
  /** 1-based, within its file. */
  readonly index: number;
  /** The line of its start line (or of the first line, when there is none). */
  readonly line: number;
  /** Undefined when its first line names no game. */
  readonly game: SomeGame | undefined;
  readonly variant: Options | undefined;
  /** The events checked and valid. */
  readonly events: number;
  /** The position after the last valid event (undefined without a valid start line). */
  readonly position: unknown;
  readonly result: GameEnd | undefined;
  /** The first problem (for a cut-short last line: that line). */
  readonly error: TextError | undefined;
  readonly outcome: Outcome;
  /** `--ply`: the game was checked up to this ply only. */
  readonly stoppedAt: number | undefined;
  /** Lines after the first problem (or after `--ply`) that were not checked. */
  readonly skipped: number;
  /** Whether its file holds more than this one game. */
  readonly oneOfSeveral: boolean;
  /** A game whose chance is committed (Chakart online, G4): what was checked of its outcomes. */
  readonly chance: string | undefined;
}

export interface StreamHandlers {
  /** A source starts with a UTF-8 byte order mark, which is skipped. */
  bom?(source: string): void;
  /** A game's start line was read and its game started. */
  start?(game: SomeGame, replay: LineReplay<unknown>, at: { source: string; index: number; line: number }): void;
  /** An event was checked and applied. */
  event?(game: SomeGame, entry: LogEntry<unknown>): void;
  /** A game ended: the next start line, or the end of its file. */
  end(summary: GameSummary): void;
  /** Bytes read so far, over every source. */
  bytes?(read: number): void;
}

export interface StreamOptions {
  /** Check each game up to this ply only. */
  readonly upToPly?: number | undefined;
}

/** A start line: a JSON object whose `event` is "start" (cheap looks first, then JSON). */
function isStartLine(text: string): boolean {
  if (!text.includes('"start"') || !/"event"\s*:\s*"start"/.test(text)) return false;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && (value as Record<string, unknown>)['event'] === 'start';
  } catch {
    return false;
  }
}

/** Whether a line is blank (white space only); a line that starts with `{` is not, without a trimmed copy. */
const isBlank = (text: string): boolean => text.charCodeAt(0) !== 0x7b && text.trim() === '';

/** Whether a line is JSON: a last line without its line break that is not was cut short. */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The game being read, with what is known of it so far. */
interface Current {
  index: number;
  line: number;
  game: SomeGame | undefined;
  replay: LineReplay<unknown> | undefined;
  error: TextError | undefined;
  outcome: Outcome;
  stoppedAt: number | undefined;
  skipped: number;
}

/**
 * Replays every game of the sources, in order, line by line. Resolves when every source was
 * read; an unreadable source is a usage error (exit 2). The games' own problems are in their
 * summaries, never thrown.
 */
export async function replaySources(registry: Registry, sources: readonly Source[], handlers: StreamHandlers, options: StreamOptions = {}): Promise<void> {
  let before = 0;
  for (const source of sources) {
    let read = 0;
    await replaySource(registry, source, handlers, options, (bytes) => {
      read = bytes;
      handlers.bytes?.(before + bytes);
    });
    before += read;
  }
}

async function replaySource(registry: Registry, source: Source, handlers: StreamHandlers, options: StreamOptions, onBytes: (bytes: number) => void): Promise<void> {
  let current: Current | undefined;
  let games = 0;
  // The first of the blank lines since the last line read, 0 when none: blank lines between
  // games and at the end are allowed, but not between a game's events.
  let blank = 0;

  const finish = (oneOfSeveral: boolean): void => {
    if (current === undefined) return;
    const replay = current.replay;
    handlers.end({
      source: source.name,
      index: current.index,
      line: current.line,
      game: current.game,
      variant: replay?.variant,
      events: replay?.events() ?? 0,
      position: replay?.position(),
      result: replay?.result(),
      error: current.error,
      outcome: current.outcome,
      stoppedAt: current.stoppedAt,
      skipped: current.skipped,
      oneOfSeveral: oneOfSeveral || current.index > 1,
      chance: replay?.chance(),
    });
    current = undefined;
  };

  const begin = (line: number): Current => {
    finish(true);
    games += 1;
    current = { index: games, line, game: undefined, replay: undefined, error: undefined, outcome: 'valid', stoppedAt: undefined, skipped: 0 };
    return current;
  };

  const failed = (game: Current, error: TextError, outcome: Outcome = 'invalid'): void => {
    game.error = error;
    game.outcome = outcome;
  };

  const start = (line: Line): void => {
    const game = begin(line.number);
    const found = registry.gameOfStartLine(line.text, line.number);
    if (!found.ok) return failed(game, found.error);
    game.game = found.value;
    const started = game.game.replayLines(line.text, line.number);
    if (!started.ok) return failed(game, started.error);
    game.replay = started.value;
    handlers.start?.(game.game, started.value, { source: source.name, index: game.index, line: line.number });
    if (options.upToPly === 0) game.stoppedAt = 0;
  };

  const onLine = (line: Line): void => {
    const text = line.text;
    if (line.problem === undefined && isBlank(text)) {
      if (blank === 0) blank = line.number;
      return;
    }
    const blankBefore = blank;
    blank = 0;
    // A line refused as read (too long for any log, not UTF-8), or the file's last line cut
    // short: a problem of the game it falls in (a game of its own when none has begun).
    const problem =
      line.problem !== undefined
        ? { ...line.problem, outcome: 'invalid' as const }
        : !line.ended && !isJson(text)
          ? { line: line.number, message: CUT_SHORT, outcome: 'cut short' as const }
          : undefined;
    if (problem === undefined && isStartLine(text)) return start(line);
    const game = current ?? begin(line.number);
    if (game.error !== undefined || game.stoppedAt !== undefined) {
      // Past the game's first problem or its last ply: not checked.
      game.skipped += 1;
      return;
    }
    if (problem !== undefined) {
      const { outcome, ...error } = problem;
      return failed(game, error, outcome);
    }
    if (game.replay === undefined) {
      // No start line before it: the notation's words for a log without one.
      const found = registry.gameOfStartLine(text, line.number);
      return failed(game, found.ok ? { line: line.number, message: 'expected the start line {"event":"start",…}' } : found.error);
    }
    if (blankBefore !== 0) {
      game.skipped += 1;
      return failed(game, { line: blankBefore, message: 'a blank line; expected an event' });
    }
    const entry = game.replay.next(text, line.number);
    if (!entry.ok) return failed(game, entry.error);
    handlers.event?.(game.game!, entry.value);
    if (options.upToPly !== undefined && entry.value.ply >= options.upToPly) game.stoppedAt = options.upToPly;
  };

  let input: Readable | AsyncIterable<Uint8Array>;
  try {
    input = inputOf(source);
  } catch (error) {
    throw usageError(`cannot read ${source.name}: ${describe(error)}`);
  }
  try {
    await readLines(input, { line: onLine, bytes: onBytes, bom: () => handlers.bom?.(source.name) });
  } catch (error) {
    throw usageError(`cannot read ${source.name}: ${describe(error)}`);
  }
  finish(false);
}

/** A file as a source; a named pipe or a device has no size (and is read once). */
function fileSource(path: string, name: string, stats: Stats): Source {
  return { name, size: stats.isFile() ? stats.size : undefined, open: () => createReadStream(path, { highWaterMark: CHUNK }), chunks: () => fileChunks(path) };
}

/** Stdin as a source. */
export const stdinSource: Source = { name: 'stdin', size: undefined, open: () => process.stdin };

/**
 * The sources of a `replay` argument: `-` is stdin, a file is itself, a directory is every
 * *.jsonl file below it (subdirectories included; names starting with `.` and symbolic links
 * are passed over), sorted by path. A directory without one is a usage error.
 */
export function sourcesOf(argument: string): { sources: Source[]; directory: boolean } {
  if (argument === '-') return { sources: [stdinSource], directory: false };
  let stats: Stats;
  try {
    stats = statSync(argument);
  } catch (error) {
    throw usageError(`cannot read ${argument}: ${describe(error)}`);
  }
  if (!stats.isDirectory()) return { sources: [fileSource(argument, argument, stats)], directory: false };
  const paths: string[] = [];
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      throw usageError(`cannot read ${dir}: ${describe(error)}`);
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.jsonl')) paths.push(path);
    }
  };
  walk(argument);
  if (paths.length === 0) throw usageError(`${argument} is a directory without *.jsonl files`);
  // By path, character by character (not by locale): the same order on every machine.
  const key = (path: string): string => relative(argument, path).split(/[\\/]/).join('/');
  paths.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { sources: paths.map((path) => fileSource(path, path, statSync(path))), directory: true };
}

/** Whether a file holds more than one game: its start lines counted, up to the second. */
export async function holdsSeveralGames(source: Source): Promise<boolean> {
  let starts = 0;
  try {
    await readLines(inputOf(source), {
      line: (line) => {
        if (line.problem === undefined && isStartLine(line.text)) starts += 1;
        return starts < 2;
      },
    });
  } catch (error) {
    throw usageError(`cannot read ${source.name}: ${describe(error)}`);
  }
  return starts >= 2;
}

/**
 * The source of a one-input command (`convert`, `play`): `-` is stdin, anything else a file (a
 * named pipe or a device too, read once). A directory or a missing file is a usage error.
 */
export function sourceOf(argument: string): Source {
  if (argument === '-') return stdinSource;
  let stats: Stats;
  try {
    stats = statSync(argument);
  } catch (error) {
    throw usageError(`cannot read ${argument}: ${describe(error)}`);
  }
  if (stats.isDirectory()) throw usageError(`cannot read ${argument}: is a directory`);
  return fileSource(argument, argument, stats);
}

export interface LogHandlers {
  /** Each line as read, blank lines and a last line cut short too, before it is checked: `play` finds the log's end by it. */
  line?(line: Line): void;
  /** The start line was read and its game started. */
  start?(game: SomeGame, replay: LineReplay<unknown>, line: Line): void;
  /** An event was checked and applied; `line` is the line as read. `false` stops the reading: the rest is not read. */
  event?(entry: LogEntry<unknown>, line: Line): boolean | void;
  /** The input starts with a UTF-8 byte order mark, which is skipped. */
  bom?(): void;
  /** After each chunk of input: a writer waits here for its output to drain. */
  chunk?(): Promise<void> | void;
}

export interface LogRead {
  readonly game: SomeGame;
  /** The game after the last event read. */
  readonly replay: LineReplay<unknown>;
  /** With `keepCutShort`: the last line, cut short (no line break, not JSON); the game stops before it. */
  readonly cutShort?: { readonly line: number; readonly offset: number; readonly text: string };
  /** Whether a handler stopped the reading. */
  readonly stopped: boolean;
}

export interface LogReadOptions {
  /**
   * Return a last line cut short (`cutShort`) instead of refusing it, once a start line was read:
   * `play --repair` cuts it off. Blank lines before it are then blank lines at the log's end.
   */
  readonly keepCutShort?: boolean;
}

/**
 * One log read a line at a time, each event checked and applied as its line arrives (the
 * notation's replayer, as `replay` folds it): only the game's current snapshot is kept, and
 * what the handlers keep. Bounded memory whatever the input: a line past LONGEST_LINE is
 * refused where it passes the limit, bytes that are not UTF-8 where they are, and the reading
 * stops at the first problem. A byte order mark at the start is skipped (said to `bom`).
 *
 * The first problem is a data error `NAME:LINE[:COLUMN]: message` (exit 1), in the notation's
 * words (a blank line between events, a second start line, …); a last line cut short in
 * `replay`'s words; an input without a line is "the log is empty". An unreadable input is a
 * usage error (exit 2). An error a handler throws ends the reading and is thrown as it is.
 * `convert` reads its log with this; `play` resumes a log with it.
 */
export async function readLog(registry: Registry, source: Source, handlers: LogHandlers = {}, options: LogReadOptions = {}): Promise<LogRead> {
  let game: SomeGame | undefined;
  let replay: LineReplay<unknown> | undefined;
  let problem: TextError | undefined;
  let cutShort: LogRead['cutShort'];
  // The first of the blank lines since the last line read, 0 when none: allowed at the end only.
  let blank = 0;
  // What a handler threw: thrown again once the reading has stopped, not taken for a read error.
  let thrown: { readonly error: unknown } | undefined;
  const stop = (error: TextError): false => {
    problem = error;
    return false;
  };
  const onLine = (line: Line): boolean => {
    handlers.line?.(line);
    if (line.problem !== undefined) return stop(line.problem);
    const text = line.text;
    if (isBlank(text)) {
      if (blank === 0) blank = line.number;
      return true;
    }
    // The last line, cut short: no line break after it, and not JSON.
    const cut = !line.ended && !isJson(text);
    if (cut && options.keepCutShort === true && replay !== undefined) {
      cutShort = { line: line.number, offset: line.offset, text };
      return true;
    }
    if (blank !== 0) return stop({ line: blank, message: replay === undefined ? 'a blank line; expected the start line {"event":"start",…}' : 'a blank line; expected an event' });
    if (cut) return stop({ line: line.number, message: CUT_SHORT });
    if (replay === undefined) {
      const found = registry.gameOfStartLine(text, line.number);
      if (!found.ok) return stop(found.error);
      const started = found.value.replayLines(text, line.number);
      if (!started.ok) return stop(started.error);
      game = found.value;
      replay = started.value;
      handlers.start?.(game, replay, line);
      return true;
    }
    const entry = replay.next(text, line.number);
    if (!entry.ok) return stop(entry.error);
    return handlers.event?.(entry.value, line) !== false;
  };

  let input: Readable | AsyncIterable<Uint8Array>;
  try {
    input = inputOf(source);
  } catch (error) {
    throw usageError(`cannot read ${source.name}: ${describe(error)}`);
  }
  let read: LinesRead;
  try {
    read = await readLines(input, {
      line: (line) => {
        try {
          return onLine(line);
        } catch (error) {
          thrown = { error };
          return false;
        }
      },
      bom: () => handlers.bom?.(),
      chunk: () => handlers.chunk?.(),
    });
  } catch (error) {
    throw usageError(`cannot read ${source.name}: ${describe(error)}`);
  }
  if (thrown !== undefined) throw thrown.error;
  if (problem !== undefined) throw dataError(located(source.name, problem));
  if (game === undefined || replay === undefined) {
    throw dataError(located(source.name, { line: 1, message: 'the log is empty; expected the start line {"event":"start",…}' }));
  }
  return { game, replay, ...(cutShort === undefined ? {} : { cutShort }), stopped: read.stopped };
}
