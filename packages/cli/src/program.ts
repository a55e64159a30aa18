// The command tree: one file per command in ./commands, each registering itself here with the
// registry of games (games/registry.ts). A program that adds a game builds the command with
// its own list: `createProgram({ games: [...cliGames, mine] })`.

import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerAnalyse } from './commands/analyse.ts';
import { registerBest } from './commands/best.ts';
import { registerConvert } from './commands/convert.ts';
import { registerMoves } from './commands/moves.ts';
import { registerNew } from './commands/new.ts';
import { registerPerft } from './commands/perft.ts';
import { registerPlay } from './commands/play.ts';
import { registerRender } from './commands/render.ts';
import { registerReplay } from './commands/replay.ts';
import { CliError } from './errors.ts';
import type { AnyCliGame } from './games/contract.ts';
import { cliGames, registryOf } from './games/registry.ts';

export { cliGames } from './games/registry.ts';
export type { AnyCliGame, CliGame } from './games/contract.ts';

export interface ProgramOptions {
  /** The games the command knows, in the order its help lists them (default: `cliGames`). */
  readonly games?: readonly AnyCliGame[];
}

function version(): string {
  try {
    const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
    return (JSON.parse(text) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** `a, b and c`. */
const listAnd = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

export function createProgram(options: ProgramOptions = {}): Command {
  const registry = registryOf(options.games ?? cliGames);
  const titles = listAnd(registry.games.map((game) => game.title));
  const program = new Command('rulebook')
    .description(`${titles} as executable rules: replay, moves, perft, play (also against the computer), best, analyse.`)
    .version(version(), '-V, --version')
    .exitOverride()
    // A command without its GAME says which games there are.
    .configureOutput({
      outputError: (text, write) => write(text.replace("missing required argument 'game'", `missing required argument 'game' (${registry.choices})`)),
    })
    .showHelpAfterError('(add --help for usage)')
    .allowExcessArguments(false);
  registerReplay(program, registry);
  registerMoves(program, registry);
  registerPerft(program, registry);
  registerNew(program, registry);
  registerPlay(program, registry);
  registerBest(program, registry);
  registerAnalyse(program, registry);
  registerRender(program, registry);
  registerConvert(program, registry);
  program.addHelpText(
    'after',
    '\nExit codes: 0 ok, 1 invalid game data or illegal move, 2 usage error or unreadable input, 130 interrupted (Ctrl-C during perft, best or analyse, or while the computer thinks in play).',
  );
  return program;
}

/**
 * `npm run rulebook -- replay …` reaches us through pnpm as `main.js -- replay …`: a `--`
 * before the command name means nothing, so it is dropped (commander would treat every later
 * word, options included, as an operand).
 */
function withoutLeadingSeparator(argv: readonly string[]): string[] {
  return argv[2] === '--' ? [...argv.slice(0, 2), ...argv.slice(3)] : [...argv];
}

/**
 * Runs the command on `argv` (node's: the program, the script, then the arguments) and gives
 * its exit code: 0 ok, 1 invalid game data or an illegal move, 2 usage error or unreadable
 * input. Every failure is one line on stderr.
 */
export async function runProgram(argv: readonly string[], options: ProgramOptions = {}): Promise<number> {
  const fail = (message: string, exitCode: number): number => {
    process.stderr.write(`rulebook: ${message}\n`);
    return exitCode;
  };
  try {
    await createProgram(options).parseAsync(withoutLeadingSeparator(argv));
    return 0;
  } catch (error) {
    if (error instanceof CliError) return fail(error.message, error.exitCode);
    if (error instanceof CommanderError) {
      // Commander has already printed its message (or the help / the version).
      const done = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
      return done && error.exitCode === 0 ? 0 : 2;
    }
    return fail(`internal error: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
}
