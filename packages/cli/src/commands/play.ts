// rulebook play [FILE]: a person plays at the terminal (or from a pipe). Every accepted event is
// appended to FILE as a whole line and flushed to the disk before the game goes on; a new game
// replaces FILE through a temporary file and a rename (src/write.ts); an undo cuts FILE back to
// where the undone event's line starts, flushed. So a session killed at any moment leaves a
// whole log, and an existing FILE is resumed (its game and variant come from its start line).
// A log whose last line was cut short anyway (a crash of another writer, a full disk) is
// refused with that line's number; --repair cuts it back to its last whole line and goes on.
// Blank lines at the log's end (an editor's, a CRLF one) are removed before the first move is
// appended: `replay` takes such a log as valid, and a move after a blank line would not be.
//
// The log is resumed as a stream, in bounded memory whatever its length (src/logs.ts): each
// line checked and applied as it is read, and only the game after the last event kept, with
// the byte where each event's line starts (for undo). An event the log held before the session
// is undone by replaying the log, cut back, a chunk at a time.
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
//
// Against the computer (--vs computer): the engine answers each of the player's moves in a
// worker thread (versus.ts), its moves accepted and logged as any other (Chakart's outcomes
// drawn from the seed as for a person's), so the log replays as any log. The session then
// keeps the game's positions as strings, for the engine's count of repetitions (G3); an undo
// takes back the computer's reply with the player's move (their whole turn, in Chakart).
// Ctrl-C while it thinks ends the session: at a terminal like `quit`, from a pipe with exit
// code 130; the log keeps the game.

import { closeSync, createReadStream, fstatSync, openSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { DEFAULT_LEVEL } from '@rulebook/engine';
import { capitalised, endText } from '../common.ts';
import { colours } from '../colour.ts';
import { Stopped } from '../computer.ts';
import { CliError, dataError, usageError } from '../errors.ts';
import type { Accepted, Action, LineReplay, Options, SomeGame, State } from '../games/game.ts';
import { optionText } from '../games/adapter.ts';
import { optionValue } from '../games/options.ts';
import type { Registry } from '../games/registry.ts';
import { describe } from '../io.ts';
import { LONGEST_LINE, readLines, type Line } from '../lines.ts';
import { lockLog, STALE_MS, type LogLock } from '../lock.ts';
import { isJson, readLog } from '../logs.ts';
import { appendLines, appendText, CUT_SHORT, Refused, replaceHead, truncateFile, writeTarget, writeWholeFile, type Written } from '../write.ts';
import { tags } from './new.ts';
import { checkPlayable, drawRefusal, Positions, versusFrom, type Versus, type VersusFlags } from './versus.ts';

interface PlayOptions extends VersusFlags {
  game?: string;
  position?: string;
  white?: string;
  black?: string;
  repair?: boolean;
}

function help(game: SomeGame, versus: Versus | undefined): string {
  return [
    `Type a move in move text (${game.moveExamples}), or:`,
    '  moves    list the legal moves',
    '  board    show the board again',
    versus === undefined ? '  undo     take back the last move' : "  undo     take back your last move and the computer's reply",
    versus === undefined ? '  resign   the side to move resigns' : '  resign   you resign',
    versus === undefined ? '  draw     the players agree a draw' : '  draw     offer a draw: the computer agrees when it does not think it stands better',
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
    .option('--vs <opponent>', "play against 'computer': the engine answers each of your moves (its moves are logged like yours)")
    .option('--level <n>', `the computer's level, 1 ("makes mistakes") to 8 ("strongest in the time given"), default ${DEFAULT_LEVEL}`)
    .option('--colour <colour>', 'the side you play against the computer: white or black (default white)')
    .addHelpText(
      'after',
      [
        '',
        'Against the computer (--vs computer): it thinks (about a second at most) when it is its turn, from the',
        "start if you play black; undo takes back its reply and your move; Chakart's outcomes are drawn from",
        "the game's seed as for your moves. Ctrl-C while it thinks ends the session (the log keeps the game).",
      ].join('\n'),
    )
    .action(async (file: string | undefined, options: PlayOptions) => {
      await play(registry, file, options);
    });
}

async function play(registry: Registry, file: string | undefined, options: PlayOptions): Promise<void> {
  const versus = versusFrom(options, file);
  try {
    if (file === undefined) {
      await session(registry, undefined, options, versus);
      return;
    }
    const log = await LogFile.open(file);
    try {
      await session(registry, log, options, versus);
    } finally {
      log.release();
    }
  } finally {
    versus?.engine.close();
  }
}

async function session(registry: Registry, log: LogFile | undefined, options: PlayOptions, versus: Versus | undefined): Promise<void> {
  const c = colours();
  const say = (text: string): void => {
    process.stdout.write(text + '\n');
  };
  const file = log?.file;
  const repair = options.repair === true;

  // The game so far: its events, and the game after the last of them and after each event this
  // session played before it (an undo goes back to them). An event the log held when it was
  // resumed is undone by replaying the log up to it (LogFile.replayed).
  let game: SomeGame;
  let variant: Options;
  let events: number;
  const states: State[] = [];
  // Against the computer: the game's positions from its start, the current one last (the
  // engine counts repetitions over them, G3; an undo pops them with the events).
  const positions = new Positions();
  // The log as it is, read a line at a time; nothing is written until it has loaded, so that a
  // log refused for any reason stays as it was.
  const existing = await log?.read(registry, (line) => {
    // Its first whole line: a log to resume, not a new game.
    if (options.position !== undefined || options.white !== undefined || options.black !== undefined) {
      throw usageError(`${log.file} exists: --position, --white and --black only apply to a new game`);
    }
    const found = registry.gameOfStartLine(line.text, line.number);
    if (found.ok && options.game !== undefined && registry.require(options.game) !== found.value) {
      throw usageError(`${log.file} is a ${found.value.name} game, not ${options.game}`);
    }
  }, versus === undefined ? undefined : (of, position) => positions.push(of, position));
  if (log !== undefined && existing?.cut !== undefined && !repair) {
    const back = existing.cut.line > 1 ? ` (line ${existing.cut.line - 1})` : '';
    throw dataError(`${log.file}:${existing.cut.line}: ${CUT_SHORT}; \`rulebook play ${log.file} --repair\` cuts the log back to its last whole line${back}`);
  }
  if (log !== undefined && existing?.log !== undefined) {
    const { replay, startLine } = existing.log;
    game = existing.log.game;
    variant = replay.variant;
    // A variant flag must name the log's own variant: a game cannot change its rules midway.
    // One the log does not record (a Chakart log without a seed) fills the gap.
    const flagged = registry.variantOf(game, options);
    for (const { flag, value } of registry.givenFlags(options)) {
      const recorded = variant[flag.key];
      if (recorded !== undefined && optionValue(flag, game, value) !== recorded) {
        throw usageError(`${log.file} is a game with ${flag.word} ${optionText(recorded)}, not ${value}`);
      }
    }
    // What the log lacks to go on (Chakart: a seed for the draws) is fixed and written first,
    // into its start line: the game's resumeLog reads the start line and the variant only.
    const resumed = game.resumeLog({ variant, lines: [startLine], states: [], start: replay.start, entries: [] }, flagged);
    variant = resumed.log.variant;
    if (versus !== undefined) checkPlayable(game, variant);
    log.mend(existing);
    const start = resumed.log.lines[0];
    if (start !== undefined && start !== startLine) log.replaceStart(start);
    report(say, log.file, existing);
    events = replay.events();
    states.push(replay.state());
    say(`Resuming ${log.file} after ${events} event(s).`);
    if (resumed.note !== undefined) say(c.bold(`Note: ${resumed.note}`));
  } else {
    if (options.game === undefined) throw usageError(`a new game needs --game: ${registry.choices}`);
    game = registry.require(options.game);
    // A new game fixes what the flags left open (Chakart: the seed, drawn when not given).
    variant = game.newGameVariant(registry.variantOf(game, options));
    const position = registry.positionFrom(game, options.position, variant);
    if (versus !== undefined) checkPlayable(game, variant);
    if (versus !== undefined) positions.push(game, position);
    const startLine = game.startLine(variant, position, tags(options));
    // What a new game fixed on its own (Chakart's fresh seed) is said: the log records it too.
    if (game.fixesNewGame) say(c.dim(`New ${game.name} game: ${game.variantWords(variant)}.`));
    events = 0;
    states.push(game.startGame(startLine));
    log?.begin(startLine);
    if (log !== undefined && existing !== undefined) report(say, log.file, existing);
    // Said on the screen only, never written into the log (Medea's provisional start, D1).
    const note = game.startNote(position, variant);
    if (note !== undefined) say(c.bold(`Note: ${note}`));
  }

  const current = (): State => states[states.length - 1]!;
  const show = (): void => {
    const snapshot = current();
    const position = game.positionOf(snapshot);
    const over = game.endOf(snapshot);
    say(
      game.renderText(position, {
        colours: c,
        check: over === undefined && game.isCheck(position, variant),
        status: over === undefined ? undefined : c.bold(`Game over: ${endText(over)}`),
        legend: events === 0,
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

  const apply = (action: Action): Accepted | undefined => {
    const played = game.act(current(), action, variant);
    if (!played.ok) {
      say(c.red(played.error));
      return undefined;
    }
    log?.append(played.value.line(events + 1));
    events += 1;
    states.push(played.value.state);
    if (versus !== undefined) positions.push(game, game.positionOf(played.value.state));
    // What the decision did, in words (Chakart's outcomes and effects).
    if (played.value.words !== undefined) say(played.value.words);
    return played.value;
  };

  /** Takes back the last event: the log cut back, the game before it. */
  const undoOne = async (): Promise<void> => {
    log?.undo();
    events -= 1;
    states.pop();
    positions.pop();
    // Back past the events this session played: the log, cut back, replayed (without a
    // log, every event was played in this session).
    if (states.length === 0 && log !== undefined) states.push(await log.replayed(registry));
  };

  /**
   * The computer's decisions while it is its turn (in Chakart a side may decide several times
   * in a row). False when Ctrl-C at a terminal stopped it: the session ends.
   */
  const computerMoves = async (): Promise<boolean> => {
    if (versus === undefined) return true;
    const side = capitalised(versus.computer);
    while (game.endOf(current()) === undefined && game.turn(game.positionOf(current())) === versus.computer) {
      say(c.dim(`${side} (the computer, level ${versus.level}) is thinking…`));
      let answer;
      try {
        answer = await positions.think(versus, game, variant, events);
      } catch (error) {
        if (!(error instanceof Stopped)) throw error;
        say(c.dim("Stopped: the computer's move was not played."));
        return false;
      }
      if (answer.text === undefined) throw new Error(`the engine found no move in ${game.formatPosition(game.positionOf(current()))}`);
      const accepted = apply({ type: 'move', text: answer.text });
      if (accepted === undefined) throw new Error(`the rules refused the engine's move ${answer.text}`);
      if (accepted.words === undefined) say(`${side} plays ${answer.text}.`);
      show();
    }
    return true;
  };

  /** A draw offered to the computer: whether it agrees (it does unless it thinks it stands better); undefined when Ctrl-C stopped it. */
  const offerDraw = async (against: Versus): Promise<boolean | undefined> => {
    say(c.dim(`${capitalised(against.computer)} (the computer) considers the offer…`));
    let answer;
    try {
      answer = await positions.think(against, game, variant, events);
    } catch (error) {
      if (!(error instanceof Stopped)) throw error;
      return undefined;
    }
    const refusal = drawRefusal(against, answer.score);
    if (refusal !== undefined) say(refusal);
    return refusal === undefined;
  };

  if (versus !== undefined) {
    say(`You play ${capitalised(versus.human)}; the computer plays ${capitalised(versus.computer)} at level ${versus.level}.`);
    // The computer begins when it is its turn (it plays White, or a log stops at its turn).
    const going = await computerMoves();
    if (!going || game.endOf(current()) !== undefined) {
      if (log !== undefined) say(c.dim(`Log: ${log.file} (${events} event(s))`));
      return;
    }
  }

  let finished = false;
  /** One line of input; false ends the session. */
  const handle = async (raw: string, echo: boolean, prompt: () => void): Promise<boolean> => {
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
      say(help(game, versus));
    } else if (command === 'board') {
      show();
    } else if (command === 'moves') {
      say(game.legalMoves(position, variant).map((m) => m.text).join(' '));
    } else if (command === 'undo') {
      if (events === 0) {
        say('Nothing to undo.');
      } else if (versus === undefined) {
        await undoOne();
        show();
      } else if (!positions.moved(versus.human)) {
        say('Nothing to undo: you have not moved yet.');
      } else {
        // The computer's replies, then the player's turn before them (in Chakart a turn may be
        // several decisions): back to where the player began it.
        do await undoOne();
        while (game.turn(game.positionOf(current())) !== versus.human || positions.lastMover() === versus.human);
        show();
      }
    } else if (command === 'resign') {
      apply({ type: 'resign', player: game.turn(position) });
    } else if (command === 'draw') {
      const agreed = versus === undefined ? true : await offerDraw(versus);
      if (agreed === undefined) {
        finished = true;
        return false;
      }
      if (agreed) apply({ type: 'draw' });
    } else if (apply({ type: 'move', text }) !== undefined) {
      show();
      if (!(await computerMoves())) {
        finished = true;
        return false;
      }
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

  if (process.stdin.isTTY === true) await terminalLines(handle, promptText, () => versus?.engine.stop());
  else await pipedLines(handle, promptText);
  if (!finished) say('');
  if (log !== undefined) say(c.dim(`Log: ${log.file} (${events} event(s))`));
}

/** What was mended at the log's end, said once it is written. */
function report(say: (text: string) => void, file: string, existing: Existing): void {
  const cut = existing.cut;
  if (cut !== undefined) {
    const back = cut.line > 1 ? ` (line ${cut.line - 1})` : '';
    say(`Repaired ${file}: its last line ${cut.line} was cut short (${JSON.stringify(cut.text.length > 40 ? `${cut.text.slice(0, 40)}…` : cut.text)}); the log is cut back to its last whole line${back}.`);
  }
  // Blank lines before a game's start line are none of its end: a new game replaces them.
  if (existing.log !== undefined && existing.blank !== undefined) {
    say(`${file} ended in ${existing.blank.count} blank line(s): removed, so that the next event follows the last one.`);
  }
}

type Handle = (raw: string, echo: boolean, prompt: () => void) => Promise<boolean>;

/** A line of input too long to be a move or a command: the session ends (exit 2). */
const tooLong = (name: string, line: number): Error =>
  usageError(`${name}:${line}: the line is longer than ${LONGEST_LINE} characters, more than any move or command; the session ends (the log keeps the game so far)`);

/**
 * Input from a pipe or a file, a line at a time in bounded memory: each chunk's lines handled
 * in order before the next chunk is read (an undo may read the log back, taking turns of the
 * event loop), a last line without its line break too, a line past LONGEST_LINE refused as
 * soon as it gets there (/dev/zero has no line break at all).
 */
async function pipedLines(handle: Handle, promptText: () => string): Promise<void> {
  const prompt = (): void => {
    process.stdout.write(promptText());
  };
  prompt();
  const lines: Line[] = [];
  let going = true;
  const handleLines = async (): Promise<boolean> => {
    for (const line of lines) {
      if (!going) break;
      // A line is handed on refused as soon as it passes the limit (or has bytes that are not
      // UTF-8), before its end is read.
      if (line.problem !== undefined) {
        const { column, message } = line.problem;
        if (column !== undefined && column > LONGEST_LINE) throw tooLong('stdin', line.number);
        throw usageError(`stdin:${line.number}${column !== undefined ? `:${column}` : ''}: ${message}; the session ends (the log keeps the game so far)`);
      }
      going = await handle(line.text, true, prompt);
    }
    lines.length = 0;
    return going;
  };
  await readLines(process.stdin, {
    line: (line) => {
      lines.push(line);
    },
    chunk: handleLines,
  });
  // The last line, without its line break: split once the input ended.
  await handleLines();
}

/**
 * Input at a terminal: node's line editor, its prompt, Ctrl-C and Ctrl-D ending the session
 * like `quit`; Ctrl-C also calls `interrupt` (it stops the computer's thinking).
 */
async function terminalLines(handle: Handle, promptText: () => string, interrupt: () => void): Promise<void> {
  const input = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdout.isTTY === true });
  input.on('SIGINT', () => {
    interrupt();
    input.close();
  });
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
      if (!(await handle(raw, false, prompt))) break;
    }
  } finally {
    input.close();
  }
}

/** The log as read: its game, or none; and how it ends (what `mend` makes whole). */
interface Existing {
  /** The game, its start line as read and the game after its last event; undefined when the log holds no whole line (empty, blank, or one line cut short): a new game. */
  readonly log?: { readonly game: SomeGame; readonly replay: LineReplay<unknown>; readonly startLine: string };
  /** The last line, cut short (no line break, not JSON): `--repair` cuts it off. */
  readonly cut?: { readonly line: number; readonly offset: number; readonly text: string };
  /** The blank lines after the last whole line (before a line cut short): where the first starts, how many. */
  readonly blank?: { readonly offset: number; readonly count: number };
  /** Whether the last whole line lacks its line break (it is whole JSON): one is added. */
  readonly unended: boolean;
}

/**
 * The log a session writes: `file` as the user named it, `path` the regular file its links
 * lead to, held under its lock for the session. Before each write it checks that the lock is
 * still held and that the file is the one this session last wrote (same file, same size):
 * otherwise another writer was there, and nothing more is written. It keeps where each event's
 * line starts, so that an undo cuts the file back to it.
 */
class LogFile {
  /** What this session last read or wrote; undefined while the file does not exist. */
  private seen: Written | undefined;
  /** The byte where each event's line starts, in order: a number an event, never the text. */
  private readonly offsets: number[] = [];

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

  /**
   * The log as it is now, read a line at a time (`readLog`); undefined when there is none yet.
   * `first` sees its first whole line before anything is checked (it may refuse the log);
   * `onPosition` sees the start position and the position after each event. A problem is a
   * data error at its line; a last line cut short is kept, for `--repair`.
   */
  async read(registry: Registry, first: (line: Line) => void, onPosition?: (game: SomeGame, position: unknown) => void): Promise<Existing | undefined> {
    let fd: number;
    try {
      fd = openSync(this.path, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw usageError(`cannot read ${this.file}: ${describe(error)}`);
    }
    let size: number;
    try {
      const stats = fstatSync(fd);
      this.seen = { ino: stats.ino, size: stats.size };
      size = stats.size;
    } catch (error) {
      closeSync(fd);
      throw usageError(`cannot read ${this.file}: ${describe(error)}`);
    }
    // The log's end as the lines come: the blank lines since the last other line (where the
    // first starts, how many), and those before that line (blank lines before a last line cut
    // short end the log once it is cut off).
    let whole = false;
    let last: Line | undefined;
    let blank = { offset: 0, count: 0 };
    let blankBefore = blank;
    let startLine = '';
    let started: SomeGame | undefined;
    const source = { name: this.file, size, open: () => createReadStream('', { fd, highWaterMark: 1 << 18 }) };
    let read;
    try {
      read = await readLog(
        registry,
        source,
        {
          line: (line) => {
            if (line.problem === undefined && line.text.trim() === '') {
              if (blank.count === 0) blank = { offset: line.offset, count: 0 };
              blank.count += 1;
              return;
            }
            if (!whole && (line.ended || line.problem !== undefined || isJson(line.text))) {
              whole = true;
              first(line);
            }
            blankBefore = blank;
            blank = { offset: 0, count: 0 };
            last = line;
          },
          start: (game, replay, line) => {
            startLine = line.text;
            started = game;
            onPosition?.(game, replay.start);
          },
          event: (entry, line) => {
            this.offsets.push(line.offset);
            if (started !== undefined) onPosition?.(started, entry.position);
          },
        },
        { keepCutShort: true },
      );
    } catch (error) {
      // No whole line: nothing but blank lines, or one line cut short (which readLog refuses
      // before any start line). A new game, as for a log that does not exist.
      if (whole || !(error instanceof CliError) || error.exitCode !== 1) throw error;
      const cut = last === undefined ? undefined : { line: last.number, offset: last.offset, text: last.text };
      return { ...(cut === undefined ? {} : { cut }), unended: false };
    }
    const cut = read.cutShort;
    const end = cut === undefined ? blank : blankBefore;
    return {
      log: { game: read.game, replay: read.replay, startLine },
      ...(cut === undefined ? {} : { cut }),
      ...(end.count === 0 ? {} : { blank: end }),
      unended: cut === undefined && end.count === 0 && last?.ended === false,
    };
  }

  /** Appends one event's whole line, flushed to the disk. */
  append(line: string): void {
    this.write(() => {
      const offset = this.seen?.size ?? 0;
      const written = appendLines(this.path, [line]);
      this.offsets.push(offset);
      return written;
    });
  }

  /** Takes the last event off the log: cut back to where its line starts, flushed to the disk. */
  undo(): void {
    const offset = this.offsets[this.offsets.length - 1];
    if (offset === undefined) return;
    this.write(() => truncateFile(this.path, offset));
    this.offsets.pop();
  }

  /** A new game: its start line replaces the log, atomically (a crash leaves the old log or the new). */
  begin(startLine: string): void {
    this.write(() => writeWholeFile(this.path, `${startLine}\n`));
    this.offsets.length = 0;
  }

  /**
   * The log's end made whole for appending, as `read` found it: a last line cut short and the
   * blank lines at the end cut off (where the first of them starts), or a line break added
   * after a last whole line that lacks one.
   */
  mend(existing: Existing): void {
    const end = existing.blank?.offset ?? existing.cut?.offset;
    if (end !== undefined) this.write(() => truncateFile(this.path, end));
    else if (existing.unended) this.write(() => appendText(this.path, '\n'));
  }

  /** A new start line (Chakart's seed), the events' lines kept as they are; atomically, copied a chunk at a time. */
  replaceStart(startLine: string): void {
    const head = `${startLine}\n`;
    const from = this.offsets[0] ?? this.seen?.size ?? 0;
    this.write(() => replaceHead(this.path, head, from));
    const shift = Buffer.byteLength(head) - from;
    for (let i = 0; i < this.offsets.length; i += 1) this.offsets[i]! += shift;
  }

  /**
   * The game after the log's events, the log replayed from its file a line at a time
   * (`readLog`): an undo past the events this session played. The log was checked when it was
   * read, and only cut back at a line's start since.
   */
  async replayed(registry: Registry): Promise<State> {
    const source = { name: this.file, size: undefined, open: () => createReadStream(this.path, { highWaterMark: 1 << 18 }) };
    return (await readLog(registry, source)).replay.state();
  }

  release(): void {
    this.lock.release();
  }

  /** One write, checked first (`check`); what it wrote is what the next write expects to find. */
  private write(write: () => Written): void {
    this.check();
    try {
      this.seen = write();
    } catch (error) {
      throw usageError(`cannot write ${this.file}: ${describe(error)}`);
    }
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
