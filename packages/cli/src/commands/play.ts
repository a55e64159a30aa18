// rulebook play [FILE]: a person plays at the terminal (or from a pipe). Every accepted event is
// appended to FILE as a whole line and flushed to the disk before the game goes on; a whole
// new log (a new game, an undo) replaces FILE through a temporary file and a rename
// (src/write.ts). So a session killed at any moment leaves a whole log, and an existing FILE
// is resumed (its game and variant come from its start line). A log whose last line was cut
// short anyway (a crash of another writer, a full disk) is refused with that line's number;
// --repair cuts it back to its last whole line and goes on.

import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { capitalised, endText } from '../common.ts';
import { colours } from '../colour.ts';
import { dataError, usageError } from '../errors.ts';
import type { Action, Options, SomeGame, State } from '../games/game.ts';
import { optionText } from '../games/adapter.ts';
import { optionValue } from '../games/options.ts';
import type { Registry } from '../games/registry.ts';
import { describe, readInput, type Input } from '../io.ts';
import { appendLines, CUT_SHORT, cutShortTail, writeWholeFile } from '../write.ts';
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
  const c = colours();
  const say = (text: string): void => {
    process.stdout.write(text + '\n');
  };

  // The game so far: the log's lines and the snapshot after each of its events.
  let game: SomeGame;
  let variant: Options;
  let lines: string[];
  let history: State[];
  let existing = file !== undefined && existsSync(file) ? await readInput(file) : undefined;
  if (file !== undefined && existing !== undefined) existing = wholeLog(file, existing, options.repair === true, say);
  if (file !== undefined && existing !== undefined && existing.text.trim() !== '') {
    if (options.position !== undefined || options.white !== undefined || options.black !== undefined) {
      throw usageError(`${file} exists: --position, --white and --black only apply to a new game`);
    }
    game = registry.gameOfLog(existing);
    if (options.game !== undefined && registry.require(options.game) !== game) {
      throw usageError(`${file} is a ${game.name} game, not ${options.game}`);
    }
    const loaded = game.loadLog(existing);
    variant = loaded.variant;
    // A variant flag must name the log's own variant: a game cannot change its rules midway.
    // One the log does not record (a Chakart log without a seed) fills the gap.
    const flagged = registry.variantOf(game, options);
    for (const { flag, value } of registry.givenFlags(options)) {
      const recorded = variant[flag.key];
      if (recorded !== undefined && optionValue(flag, game, value) !== recorded) {
        throw usageError(`${file} is a game with ${flag.word} ${optionText(recorded)}, not ${value}`);
      }
    }
    // What the log lacks to go on (Chakart: a seed for the draws) is fixed and written first.
    const resumed = game.resumeLog(loaded, flagged);
    variant = resumed.log.variant;
    lines = resumed.log.lines;
    history = resumed.log.states;
    if (resumed.log.lines[0] !== loaded.lines[0]) save(file, lines);
    say(`Resuming ${file} after ${history.length - 1} event(s).`);
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
    if (file !== undefined) save(file, lines);
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

  const input = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY === true && process.stdout.isTTY === true,
  });
  // Ctrl-C at the prompt ends the session like `quit` (the log already holds every event).
  input.on('SIGINT', () => input.close());
  // Input that ends at once (a short pipe) may close the reader before the next prompt.
  let closed = false;
  input.on('close', () => {
    closed = true;
  });
  const prompt = (): void => {
    if (closed) return;
    const position = game.positionOf(current());
    input.setPrompt(`${game.prompt(position)}> `);
    input.prompt();
  };

  const apply = (action: Action): boolean => {
    const played = game.act(current(), action, variant);
    if (!played.ok) {
      say(c.red(played.error));
      return false;
    }
    const line = played.value.line(history.length);
    lines.push(line);
    history.push(played.value.state);
    if (file !== undefined) append(file, line);
    // What the decision did, in words (Chakart's outcomes and effects).
    if (played.value.words !== undefined) say(played.value.words);
    return true;
  };

  prompt();
  let finished = false;
  for await (const raw of input) {
    const text = raw.trim();
    if (!process.stdin.isTTY) process.stdout.write(text + '\n'); // echo piped input after the prompt
    if (text === '') {
      prompt();
      continue;
    }
    const position = game.positionOf(current());
    const command = text.toLowerCase();
    if (command === 'quit' || command === 'exit') {
      finished = true;
      break;
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
        history.pop();
        lines.pop();
        if (file !== undefined) save(file, lines);
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
      break;
    }
    prompt();
  }
  input.close();
  if (!finished) say('');
  if (file !== undefined) say(c.dim(`Log: ${file} (${lines.length - 1} event(s))`));
}

/**
 * The log to resume, ending in a whole line. A last line cut short is an error naming it,
 * unless `repair` cuts the log back to the line before (rewritten atomically). A whole last
 * line without its line break gets one, so that the next line does not join it.
 */
function wholeLog(file: string, existing: Input, repair: boolean, say: (text: string) => void): Input {
  const cut = cutShortTail(existing.text);
  if (cut === undefined) {
    if (existing.text.trim() !== '' && !existing.text.endsWith('\n')) save(file, [existing.text]);
    return existing;
  }
  const back = cut.line > 1 ? ` (line ${cut.line - 1})` : '';
  if (!repair) throw dataError(`${file}:${cut.line}: ${CUT_SHORT}; \`rulebook play ${file} --repair\` cuts the log back to its last whole line${back}`);
  save(file, cut.kept === '' ? [] : [cut.kept.slice(0, -1)]);
  say(`Repaired ${file}: its last line ${cut.line} was cut short (${JSON.stringify(cut.cut.length > 40 ? `${cut.cut.slice(0, 40)}…` : cut.cut)}); the log is cut back to its last whole line${back}.`);
  return { name: existing.name, text: cut.kept };
}

/** Appends one whole line to the log, flushed to the disk. */
function append(file: string, line: string): void {
  try {
    appendLines(file, [line]);
  } catch (error) {
    throw usageError(`cannot write ${file}: ${describe(error)}`);
  }
}

/** Rewrites the whole log (a new game, an undo), atomically: a crash leaves the old log or the new. */
function save(file: string, lines: readonly string[]): void {
  try {
    writeWholeFile(file, lines.map((line) => `${line}\n`).join(''));
  } catch (error) {
    throw usageError(`cannot write ${file}: ${describe(error)}`);
  }
}
