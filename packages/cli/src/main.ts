#!/usr/bin/env node
// The `rulebook` command (program.ts): every failure becomes one line on stderr and an exit
// code: 0 ok, 1 invalid game data or an illegal move, 2 usage error or unreadable input.

import { runProgram } from './program.ts';

// A reader that closes the pipe early (`rulebook replay … | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`rulebook: ${error.message}\n`);
  process.exitCode = 2;
});

process.exitCode = await runProgram(process.argv);
