// rulebook play [FILE]: a person plays at the terminal (or from a pipe). Every accepted event is
// appended to FILE as a whole line; an existing FILE is resumed.

import { appendFileSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { chakra } from '@rulebook/rules';
import type { Ruleset } from '../types.ts';
import { playAction, writeEventLine } from '@rulebook/notation';
import type { PlayerAction } from '@rulebook/notation';
import {
  endText,
  type GameSnapshot,
  legalMovesWithText,
  loadLog,
  requirePosition,
  requireRuleset,
  startLogLine,
} from '../chakra.ts';
import { colours } from '../colour.ts';
import { usageError } from '../errors.ts';
import { describe, readInput } from '../io.ts';
import { capitalised, renderText } from '../render/text.ts';

interface PlayOptions {
  ruleset?: string;
  position?: string;
  white?: string;
  black?: string;
}

const HELP = [
  'Type a move in move text (e2e3, d1xd7, b1~h2, c3~f8=Q, Ta2b4, Ta2b4*, Ta2*, pass), or:',
  '  moves    list the legal moves',
  '  board    show the board again',
  '  undo     take back the last move',
  '  resign   the side to move resigns',
  '  draw     the players agree a draw',
  '  help     this text',
  '  quit     stop (the log keeps the game so far)',
].join('\n');

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game at the terminal, writing each event to the log FILE (resumes FILE if it exists)')
    .argument('[file]', 'the log file to write (and to resume, if it exists)')
    .option('--ruleset <name>', 'current or 1995 (a new game; default current)')
    .option('--position <string>', 'start from this position (a new game)')
    .option('--white <name>', "White's name (a new game)")
    .option('--black <name>', "Black's name (a new game)")
    .action(async (file: string | undefined, options: PlayOptions) => {
      await play(file, options);
    });
}

async function play(file: string | undefined, options: PlayOptions): Promise<void> {
  const c = colours();
  const say = (text: string): void => {
    process.stdout.write(text + '\n');
  };

  // The game so far: the log's lines and the snapshot after each of its events.
  let lines: string[];
  let history: GameSnapshot[];
  let ruleset: Ruleset;
  const existing = file !== undefined && existsSync(file) ? await readInput(file) : undefined;
  if (file !== undefined && existing !== undefined && existing.text.trim() !== '') {
    if (options.position !== undefined || options.white !== undefined || options.black !== undefined) {
      throw usageError(`${file} exists: --position, --white and --black only apply to a new game`);
    }
    const loaded = loadLog(existing);
    ruleset = loaded.ruleset;
    if (options.ruleset !== undefined && requireRuleset(options.ruleset) !== ruleset) {
      throw usageError(`${file} is a game under the ${ruleset} ruleset, not ${options.ruleset}`);
    }
    lines = loaded.lines;
    history = loaded.snapshots;
    say(`Resuming ${file} after ${history.length - 1} event(s).`);
  } else {
    ruleset = requireRuleset(options.ruleset);
    const position = requirePosition(options.position);
    const tags: Record<string, string> = {};
    if (options.white !== undefined) tags['White'] = options.white;
    if (options.black !== undefined) tags['Black'] = options.black;
    lines = [startLogLine({ ruleset, position, tags })];
    history = [chakra.startGame({ ruleset, position })];
    if (file !== undefined) save(file, lines);
  }

  const current = (): GameSnapshot => history[history.length - 1]!;
  const show = (): void => {
    const snapshot = current();
    const position = snapshot.context.position;
    const over = snapshot.context.result;
    say(
      renderText(position, {
        colours: c,
        check: over === undefined && chakra.isCheck(position, snapshot.context.ruleset),
        status: over === undefined ? undefined : c.bold(`Game over: ${endText(over)}`),
        legend: history.length === 1,
      }),
    );
  };

  show();
  if (current().context.result !== undefined) return;
  if (file === undefined) say(c.dim('(no log file given: the game is not saved)'));
  say(c.dim("Type 'help' for the commands."));

  const input = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY === true && process.stdout.isTTY === true,
  });
  // Ctrl-C at the prompt ends the session like `quit` (the log already holds every event).
  input.on('SIGINT', () => input.close());
  const prompt = (): void => {
    input.setPrompt(`${capitalised(current().context.position.turn)} to move> `);
    input.prompt();
  };

  const apply = (action: PlayerAction): boolean => {
    const played = playAction(current(), action, ruleset);
    if (!played.ok) {
      say(c.red(played.error));
      return false;
    }
    const line = writeEventLine(played.value.logEvent(history.length));
    lines.push(line);
    history.push(played.value.snapshot);
    if (file !== undefined) append(file, line);
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
    const snapshot = current();
    const position = snapshot.context.position;
    const command = text.toLowerCase();
    if (command === 'quit' || command === 'exit') {
      finished = true;
      break;
    } else if (command === 'help' || command === '?') {
      say(HELP);
    } else if (command === 'board') {
      show();
    } else if (command === 'moves') {
      say(legalMovesWithText(position, ruleset).map((m) => m.text).join(' '));
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
      apply({ type: 'resign', player: position.turn });
    } else if (command === 'draw') {
      apply({ type: 'draw' });
    } else {
      if (apply({ type: 'move', text })) show();
    }
    const result = current().context.result;
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

/** Appends one whole line to the log. */
function append(file: string, line: string): void {
  try {
    appendFileSync(file, line + '\n');
  } catch (error) {
    throw usageError(`cannot write ${file}: ${describe(error)}`);
  }
}

/** Rewrites the whole log (used for a new game and after undo), atomically. */
function save(file: string, lines: readonly string[]): void {
  const temporary = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(temporary, lines.join('\n') + '\n');
    renameSync(temporary, file);
  } catch (error) {
    throw usageError(`cannot write ${file}: ${describe(error)}`);
  }
}
