#!/usr/bin/env node
// The `rulebook` command. Every failure becomes one line on stderr and an exit code:
// 0 ok, 1 invalid game data or an illegal move, 2 usage error or unreadable input.

import { CommanderError } from 'commander';
import { CliError } from './errors.ts';
import { createProgram } from './program.ts';

function fail(message: string, exitCode: number): void {
  process.stderr.write(`rulebook: ${message}\n`);
  process.exitCode = exitCode;
}

// A reader that closes the pipe early (`rulebook replay … | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  fail(error.message, 2);
});

/**
 * `npm run rulebook -- replay …` reaches us through pnpm as `main.js -- replay …`: a `--`
 * before the command name means nothing, so it is dropped (commander would treat every later
 * word, options included, as an operand).
 */
function withoutLeadingSeparator(argv: readonly string[]): string[] {
  return argv[2] === '--' ? [...argv.slice(0, 2), ...argv.slice(3)] : [...argv];
}

async function main(argv: readonly string[]): Promise<void> {
  try {
    await createProgram().parseAsync(withoutLeadingSeparator(argv));
  } catch (error) {
    if (error instanceof CliError) {
      fail(error.message, error.exitCode);
    } else if (error instanceof CommanderError) {
      // Commander has already printed its message (or the help / the version).
      const done = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
      process.exitCode = done && error.exitCode === 0 ? 0 : 2;
    } else {
      const message = error instanceof Error ? error.message : String(error);
      fail(`internal error: ${message}`, 1);
    }
  }
}

await main(process.argv);
