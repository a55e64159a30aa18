// rulebook convert FILE --to record|log: an event log to a PGN-like game record and back. The
// game comes from the input: a log's start line, a record's Game tag.
//
// The input is read a line at a time (src/lines.ts), never whole: each line is checked as it
// arrives and the first problem ends the reading, so an endless input without line breaks
// (`/dev/zero`) is refused once its first line passes the longest a line may be. A log is
// replayed as it is read (only the game's snapshot kept) and its record holds only the move
// text it will write; a record's moves are played as they are read and each event line made
// as its move is. A conversion that fails writes nothing as long as its output is small (every
// game short of thousands of moves); a longer one is written as it is made, so that memory
// stays bounded, and an error then leaves the lines before it written (exit 1 all the same).

import type { Readable } from 'node:stream';
import type { Command } from 'commander';
import { recordGameOfTags, recordTagReader, type TextError } from '@rulebook/notation';
import { located, printable } from '../common.ts';
import { dataError, usageError } from '../errors.ts';
import type { RecordLinesReader, SomeGame } from '../games/game.ts';
import type { Registry } from '../games/registry.ts';
import { describe } from '../io.ts';
import { readLines, type LinesRead } from '../lines.ts';
import { readLog, sourceOf, type Source } from '../logs.ts';

interface ConvertOptions {
  to?: string;
}

/** Output held back (characters) before it is written as it comes: a failing conversion below it writes nothing. */
const HELD_OUTPUT = 1 << 20;

export function registerConvert(program: Command, registry: Registry): void {
  program
    .command('convert')
    .description('convert a log (JSON Lines) to a PGN-like record, or a record to a log')
    .argument('<file>', "the input file, or '-' for stdin")
    .option('--to <format>', 'record or log')
    .action(async (file: string, options: ConvertOptions) => {
      const to = options.to;
      if (to !== 'record' && to !== 'log') {
        throw usageError(to === undefined ? 'missing --to record|log' : `unknown format '${to}'; use --to record or --to log`);
      }
      const source = sourceOf(file);
      if (to === 'record') await logToRecord(registry, source);
      else await recordToLog(registry, source);
    });
}

/** A byte order mark is skipped, and said on stderr. */
const noteBom = (source: Source) => (): void => {
  process.stderr.write(`note: ${printable(source.name)} starts with a UTF-8 byte order mark (U+FEFF); it was skipped\n`);
};

/** The record of a log: the log replayed a line at a time, the record's move text kept as the moves come. */
async function logToRecord(registry: Registry, source: Source): Promise<void> {
  let writer: ReturnType<SomeGame['recordWriter']> | undefined;
  const read = await readLog(registry, source, {
    start: (game, replay) => {
      writer = game.recordWriter(replay);
    },
    event: (entry) => {
      writer?.add(entry);
    },
    bom: noteBom(source),
  });
  // The start handler has made the writer: readLog returns only with a started game.
  const text = (writer ?? read.game.recordWriter(read.replay)).finish();
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** Lines to stdout: held while they are few, then written as they come (waiting for stdout to drain). */
function lineOutput(): { push(lines: readonly string[]): void; drain(): Promise<void>; flush(): void } {
  let held: string[] = [];
  let size = 0;
  let streaming = false;
  let full = false;
  const write = (): void => {
    if (held.length === 0) return;
    full = !process.stdout.write(held.map((line) => `${line}\n`).join(''));
    held = [];
    size = 0;
  };
  return {
    push(lines) {
      for (const line of lines) {
        held.push(line);
        size += line.length + 1;
      }
      if (size >= HELD_OUTPUT) streaming = true;
      if (streaming && size >= 1 << 16) write();
    },
    async drain() {
      if (!full) return;
      full = false;
      await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
    },
    flush: write,
  };
}

/** The log of a record: its tags read first (the Game tag names the game), then its moves played a line at a time. */
async function recordToLog(registry: Registry, source: Source): Promise<void> {
  const tags = recordTagReader();
  const output = lineOutput();
  let moves: RecordLinesReader | undefined;
  let problem: TextError | undefined;
  const stop = (error: TextError): false => {
    problem = error;
    return false;
  };
  /** The game the tags name, and its reader of the move text; or the problem. */
  const begin = (): boolean => {
    const game = gameOfTags(registry, tags.tags);
    if (!game.ok) return stop(game.error);
    const reader = game.value.recordReader(tags.tags);
    if (!reader.ok) return stop(reader.error);
    moves = reader.value;
    output.push([moves.startLine]);
    return true;
  };

  let input: Readable;
  try {
    input = source.open();
  } catch (error) {
    throw usageError(`cannot read ${source.name}: ${describe(error)}`);
  }
  let read: LinesRead;
  try {
    read = await readLines(input, {
      line(line) {
        if (line.problem !== undefined) return stop(line.problem);
        if (moves === undefined) {
          const tag = tags.line(line.text, line.number);
          if (!tag.ok) return stop(tag.error);
          if (tag.value) return true;
          if (!begin()) return false;
        }
        const events = (moves as RecordLinesReader).line(line.text, line.number);
        if (!events.ok) return stop(events.error);
        output.push(events.value);
        return true;
      },
      bom: noteBom(source),
      chunk: () => output.drain(),
    });
  } catch (error) {
    throw usageError(`cannot read ${source.name}: ${describe(error)}`);
  }
  if (problem === undefined && moves === undefined) begin();
  if (problem === undefined && moves !== undefined) {
    const last = moves.end(read.lineCount);
    if (last.ok) output.push(last.value);
    else problem = last.error;
  }
  if (problem !== undefined) throw dataError(located(source.name, problem));
  output.flush();
}

/** The game a record's Game tag names: the notation's games by their name, a game added to the command by its title. */
function gameOfTags(registry: Registry, tags: ReadonlyMap<string, { readonly value: string }>): { ok: true; value: SomeGame } | { ok: false; error: TextError } {
  const found = recordGameOfTags(tags as Parameters<typeof recordGameOfTags>[0]);
  const title = tags.get('Game')?.value;
  const game = found.ok ? registry.games.find((candidate) => candidate.name === found.value) : registry.games.find((candidate) => candidate.title === title);
  if (game !== undefined) return { ok: true, value: game };
  return { ok: false, error: found.ok ? { line: 1, message: `unknown game ${found.value}` } : found.error };
}
