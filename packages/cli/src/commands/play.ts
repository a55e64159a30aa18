// rulebook play [FILE]: a person plays at the terminal (or from a pipe). Every accepted event is
// appended to FILE as a whole line and flushed to the disk before the game goes on; a whole
// new log (a new game, an undo) replaces FILE through a temporary file and a rename
// (src/write.ts). So a session killed at any moment leaves a whole log, and an existing FILE
// is resumed (its game and variant come from its start line). A log whose last line was cut
// short anyway (a crash of another writer, a full disk) is refused with that line's number;
// --repair cuts it back to its last whole line and goes on. Blank lines at the log's end
// (an editor's, a CRLF one) are removed before the first move is appended: `replay` takes such
// a log as valid, and a move after a blank line would not be.
//
// FILE is followed through its symbolic links to the regular file they name (a link stays a
// link); a device or a FIFO is refused, as a log that cannot be read back and rewritten. The
// session holds FILE's lock (src/lock.ts) from before it reads the log to its end: a second
// session on the same log is refused, and should this one lose the lock (stopped while another
// took it over) or find the log changed by another writer, it writes nothing more and ends.
//
// Input is read a line at a time: from a pipe or a file in bounded memory (src/lines.ts), a
// last line without its line break taken as any other; a line longer than LONGEST_LINE ends
// the session with an error naming it. At a terminal, node's line editor.

import { closeSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { capitalised, endText } from '../common.ts';
import { colours } from '../colour.ts';
import { dataError, usageError } from '../errors.ts';
import type { Action, Options, SomeGame, State } from '../games/game.ts';
import { optionText } from '../games/adapter.ts';
import { optionValue } from '../games/options.ts';
import type { Registry } from '../games/registry.ts';
import { describe, type Input } from '../io.ts';
import { LONGEST_LINE, readLines } from '../lines.ts';
import { lockLog, STALE_MS, type LogLock } from '../lock.ts';
import { appendLines, CUT_SHORT, cutShortTail, Refused, wholeEnd, writeTarget, writeWholeFile, type Written } from '../write.ts';
import { tags } from './new.ts';

interface PlayOptions {
  game?: string;
  position?: string;
  white?: string;
  black?: string;
  repair?: boolean;
}

function help(game: SomeGame): string {
  return [
    `Type a move in move text (${game.moveExamples}), or:`,
    '  moves    list the legal moves',
    '  board    show the board again',
    '  undo     take back the last move',
    '  resign   the side to move resigns',
    '  draw     the players agree a draw',
    '  help     this text',
    '  quit     stop (the log keeps the game so far)',
  ].join('\n');
}

export function registerPlay(program: Command, registry: Registry): void {
  const command = program
    .command('play')
    .description('play a game at the terminal, writing each event to the log FILE (resumes FILE if it exists)')
    .argument('[file]', 'the log file to write (and to resume, if it exists)')
    .option('--game <name>', `the game of a new game: ${registry.choices}`);
  registry
    .addOptionFlags(command, ' (a new game)')
    .option('--position <string>', 'start from this position (a new game)')
    .option('--white <name>', "White's name (a new game)")
    .option('--black <name>', "Black's name (a new game)")
    .option('--repair', "cut FILE's last line back when it was cut short (a crash while it was written), then resume")
    .action(async (file: string | undefined, options: PlayOptions) => {
      await play(registry, file, options);
    });
}

async function play(registry: Registry, file: string | undefined, options: PlayOptions): Promise<void> {
  if (file === undefined) {
    await session(registry, undefined, options);
    return;
  }
  const log = await LogFile.open(file);
  try {
    await session(registry, log, options);
  } finally {
    log.release();
  }
}

async function session(registry: Registry, log: LogFile | undefined, options: PlayOptions): Promise<void> {
  const c = colours();
  const say = (text: string): void => {
    process.stdout.write(text + '\n');
  };
  const file = log?.file;

  // The game so far: the log's lines and the snapshot after each of its events.
  let game: SomeGame;
  let variant: Options;
  let lines: string[];
  let history: State[];
  // The log as read, its end made whole (a cut last line, blank lines); written back only once
  // it has loaded, so that a log refused for any reason stays as it was.
  const read = log?.read();
  const mended = log !== undefined && read !== undefined ? wholeLog(log.file, read, options.repair === true) : undefined;
  if (log !== undefined && mended !== undefined && mended.input.text.trim() !== '') {
    const existing = mended.input;
    if (options.position !== undefined || options.white !== undefined || options.black !== undefined) {
      throw usageError(`${log.file} exists: --position, --white and --black only apply to a new game`);
    }
    game = registry.gameOfLog(existing);
    if (options.game !== undefined && registry.require(options.game) !== game) {
      throw usageError(`${log.file} is a ${game.name} game, not ${options.game}`);
    }
    const loaded = game.loadLog(existing);
    variant = loaded.variant;
    // A variant flag must name the log's own variant: a game cannot change its rules midway.
    // One the log does not record (a Chakart log without a seed) fills the gap.
    const flagged = registry.variantOf(game, options);
    for (const { flag, value } of registry.givenFlags(options)) {
      const recorded = variant[flag.key];
      if (recorded !== undefined && optionValue(flag, game, value) !== recorded) {
        throw usageError(`${log.file} is a game with ${flag.word} ${optionText(recorded)}, not ${value}`);
      }
    }
    // What the log lacks to go on (Chakart: a seed for the draws) is fixed and written first.
    const resumed = game.resumeLog(loaded, flagged);
    variant = resumed.log.variant;
    lines = resumed.log.lines;
    history = resumed.log.states;
    if (resumed.log.lines[0] !== loaded.lines[0]) log.rewrite(lines);
    else if (mended.changed) log.rewriteText(existing.text);
    mended.report(say);
    say(`Resuming ${log.file} after ${history.length - 1} event(s).`);
    if (resumed.note !== undefined) say(c.bold(`Note: ${resumed.note}`));
  } else {
    if (options.game === undefined) throw usageError(`a new game needs --game: ${registry.choices}`);
    game = registry.require(options.game);
    // A new game fixes what the flags left open (Chakart: the seed, drawn when not given).
    variant = game.newGameVariant(registry.variantOf(game, options));
    const position = registry.positionFrom(game, options.position, variant);
    lines = [game.startLine(variant, position, tags(options))];
    // What a new game fixed on its own (Chakart's fresh seed) is said: the log records it too.
    if (game.fixesNewGame) say(c.dim(`New ${game.name} game: ${game.variantWords(variant)}.`));
    history = [game.startGame(lines[0]!)];
    log?.rewrite(lines);
    mended?.report(say);
    // Said on the screen only, never written into the log (Medea's provisional start, D1).
    const note = game.startNote(position, variant);
    if (note !== undefined) say(c.bold(`Note: ${note}`));
  }

  const current = (): State => history[history.length - 1]!;
  const show = (): void => {
    const snapshot = current();
    const position = game.positionOf(snapshot);
    const over = game.endOf(snapshot);
    say(
      game.renderText(position, {
        colours: c,
        check: over === undefined && game.isCheck(position, variant),
        status: over === undefined ? undefined : c.bold(`Game over: ${endText(over)}`),
        legend: history.length === 1,
      }),
    );
    // A forced decision (Shakti's pass, S7) is said at once.
    const forced = over === undefined ? game.forcedNote(position, variant) : undefined;
    if (forced !== undefined) say(c.bold(forced));
  };

  show();
  if (game.endOf(current()) !== undefined) return;
  if (file === undefined) say(c.dim('(no log file given: the game is not saved)'));
  say(c.dim("Type 'help' for the commands."));

  const promptText = (): string => `${game.prompt(game.positionOf(current()))}> `;

  const apply = (action: Action): boolean => {
    const played = game.act(current(), action, variant);
    if (!played.ok) {
      say(c.red(played.error));
      return false;
    }
    const line = played.value.line(history.length);
    log?.append(line);
    lines.push(line);
    history.push(played.value.state);
    // What the decision did, in words (Chakart's outcomes and effects).
    if (played.value.words !== undefined) say(played.value.words);
    return true;
  };

  let finished = false;
  /** One line of input; false ends the session. */
  const handle = (raw: string, echo: boolean, prompt: () => void): boolean => {
    const text = raw.trim();
    if (echo) process.stdout.write(text + '\n'); // echo piped input after the prompt
    if (text === '') {
      prompt();
      return true;
    }
    const position = game.positionOf(current());
    const command = text.toLowerCase();
    if (command === 'quit' || command === 'exit') {
      finished = true;
      return false;
    } else if (command === 'help' || command === '?') {
      say(help(game));
    } else if (command === 'board') {
      show();
    } else if (command === 'moves') {
      say(game.legalMoves(position, variant).map((m) => m.text).join(' '));
    } else if (command === 'undo') {
      if (history.length <= 1) {
        say('Nothing to undo.');
      } else {
        log?.rewrite(lines.slice(0, -1));
        history.pop();
        lines.pop();
        show();
      }
    } else if (command === 'resign') {
      apply({ type: 'resign', player: game.turn(position) });
    } else if (command === 'draw') {
      apply({ type: 'draw' });
    } else {
      if (apply({ type: 'move', text })) show();
    }
    const result = game.endOf(current());
    if (result !== undefined) {
      if (command === 'resign' || command === 'draw') say(c.bold(`Game over: ${endText(result)}`));
      finished = true;
      return false;
    }
    prompt();
    return true;
  };

  if (process.stdin.isTTY === true) await terminalLines(handle, promptText);
  else await pipedLines(handle, promptText);
  if (!finished) say('');
  if (log !== undefined) say(c.dim(`Log: ${log.file} (${lines.length - 1} event(s))`));
}

type Handle = (raw: string, echo: boolean, prompt: () => void) => boolean;

/** A line of input too long to be a move or a command: the session ends (exit 2). */
const tooLong = (name: string, line: number): Error =>
  usageError(`${name}:${line}: the line is longer than ${LONGEST_LINE} characters, more than any move or command; the session ends (the log keeps the game so far)`);

/**
 * Input from a pipe or a file, a line at a time in bounded memory: each line handled before
 * the next chunk is read, a last line without its line break too, a line past LONGEST_LINE
 * refused as soon as it gets there (/dev/zero has no line break at all).
 */
async function pipedLines(handle: Handle, promptText: () => string): Promise<void> {
  const prompt = (): void => {
    process.stdout.write(promptText());
  };
  prompt();
  await readLines(process.stdin, {
    line: (line) => {
      // A line is handed on refused as soon as it passes the limit (or has bytes that are not
      // UTF-8), before its end is read.
      if (line.problem !== undefined) {
        const { column, message } = line.problem;
        if (column !== undefined && column > LONGEST_LINE) throw tooLong('stdin', line.number);
        throw usageError(`stdin:${line.number}${column !== undefined ? `:${column}` : ''}: ${message}; the session ends (the log keeps the game so far)`);
      }
      return handle(line.text, true, prompt);
    },
  });
}

/** Input at a terminal: node's line editor, its prompt, Ctrl-C and Ctrl-D ending the session like `quit`. */
async function terminalLines(handle: Handle, promptText: () => string): Promise<void> {
  const input = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdout.isTTY === true });
  input.on('SIGINT', () => input.close());
  let closed = false;
  input.on('close', () => {
    closed = true;
  });
  const prompt = (): void => {
    if (closed) return;
    try {
      input.setPrompt(promptText());
      input.prompt();
    } catch {
      // Closed between the line and its prompt (Ctrl-D): the session ends without one.
    }
  };
  prompt();
  let number = 0;
  try {
    for await (const raw of input) {
      number += 1;
      if (raw.length > LONGEST_LINE) throw tooLong('the terminal', number);
      if (!handle(raw, false, prompt)) break;
    }
  } finally {
    input.close();
  }
}

/**
 * The log a session writes: `file` as the user named it, `path` the regular file its links
 * lead to, held under its lock for the session. Before each write it checks that the lock is
 * still held and that the file is the one this session last wrote (same file, same size):
 * otherwise another writer was there, and nothing more is written.
 */
class LogFile {
  /** What this session last read or wrote; undefined while the file does not exist. */
  private seen: Written | undefined;

  private constructor(
    readonly file: string,
    readonly path: string,
    private readonly lock: LogLock,
  ) {}

  /** FILE's regular file, locked: a device, a FIFO or what cannot be written is refused (exit 2). */
  static async open(file: string): Promise<LogFile> {
    let path: string;
    try {
      const target = writeTarget(file);
      if (target.kind !== 'file') {
        const what = target.kind === 'fd' ? 'an open stream, not a file' : target.what;
        throw usageError(`${file} is ${what}: play needs a log file it can read back and rewrite (give a regular file, or no FILE to play without saving)`);
      }
      path = target.path;
    } catch (error) {
      if (error instanceof Refused) throw usageError(`cannot write ${file}: ${error.message}`);
      throw error;
    }
    return new LogFile(file, path, await lockLog(file, path));
  }

  /** The log as it is now; undefined when there is none yet. */
  read(): Input | undefined {
    let fd: number;
    try {
      fd = openSync(this.path, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw usageError(`cannot read ${this.file}: ${describe(error)}`);
    }
    try {
      const bytes = readFileSync(fd);
      this.seen = { ino: fstatSync(fd).ino, size: bytes.length };
      return { name: this.file, text: bytes.toString('utf8') };
    } catch (error) {
      throw usageError(`cannot read ${this.file}: ${describe(error)}`);
    } finally {
      closeSync(fd);
    }
  }

  /** Appends one whole line, flushed to the disk. */
  append(line: string): void {
    this.check();
    try {
      this.seen = appendLines(this.path, [line]);
    } catch (error) {
      throw usageError(`cannot write ${this.file}: ${describe(error)}`);
    }
  }

  /** Rewrites the whole log (a new game, an undo, a repair), atomically: a crash leaves the old log or the new. */
  rewrite(lines: readonly string[]): void {
    this.rewriteText(lines.map((line) => `${line}\n`).join(''));
  }

  rewriteText(text: string): void {
    this.check();
    try {
      this.seen = writeWholeFile(this.path, text);
    } catch (error) {
      throw usageError(`cannot write ${this.file}: ${describe(error)}`);
    }
  }

  release(): void {
    this.lock.release();
  }

  /** Refuses to write when the lock was lost or another writer changed the log. */
  private check(): void {
    const resume = `the session ends and writes nothing more; \`rulebook play ${this.file}\` resumes the log as it is now`;
    const lost = this.lock.lost();
    if (lost !== undefined) {
      throw usageError(`lost the lock on ${this.file}: ${lost} (was this session stopped for longer than ${STALE_MS / 1000} s?); ${resume}`);
    }
    let now: Written | undefined;
    try {
      const stats = statSync(this.path);
      now = { ino: stats.ino, size: stats.size };
    } catch {
      now = undefined;
    }
    if (now?.ino !== this.seen?.ino || now?.size !== this.seen?.size) {
      throw usageError(`${this.file} was changed by another writer during this session; ${resume}`);
    }
  }
}

/** The log to resume, its end made whole, and what was mended (said once it is written). */
interface Mended {
  readonly input: Input;
  /** Whether the text differs from the file's. */
  readonly changed: boolean;
  report(say: (text: string) => void): void;
}

/**
 * The log to resume, ending in a whole line. A last line cut short is an error naming it,
 * unless `repair` cuts the log back to the line before. Blank lines at the end are removed,
 * and a whole last line without its line break gets one, so that the next line does not join
 * it. Nothing is written here: the caller writes the mended log once it has loaded.
 */
function wholeLog(file: string, existing: Input, repair: boolean): Mended {
  const cut = cutShortTail(existing.text);
  const back = cut !== undefined && cut.line > 1 ? ` (line ${cut.line - 1})` : '';
  if (cut !== undefined && !repair) {
    throw dataError(`${file}:${cut.line}: ${CUT_SHORT}; \`rulebook play ${file} --repair\` cuts the log back to its last whole line${back}`);
  }
  const text = cut === undefined ? existing.text : cut.kept;
  const end = wholeEnd(text);
  const kept = end === undefined ? text : end.text;
  return {
    input: { name: existing.name, text: kept },
    changed: kept !== existing.text,
    report: (say) => {
      if (cut !== undefined) {
        say(`Repaired ${file}: its last line ${cut.line} was cut short (${JSON.stringify(cut.cut.length > 40 ? `${cut.cut.slice(0, 40)}…` : cut.cut)}); the log is cut back to its last whole line${back}.`);
      }
      if (end !== undefined && end.blank > 0) {
        say(`${file} ended in ${end.blank} blank line(s): removed, so that the next event follows the last one.`);
      }
    },
  };
}
