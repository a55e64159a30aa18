// The command tree: one file per command in ./commands, each registering itself here.

import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { registerConvert } from './commands/convert.ts';
import { registerMoves } from './commands/moves.ts';
import { registerNew } from './commands/new.ts';
import { registerPerft } from './commands/perft.ts';
import { registerPlay } from './commands/play.ts';
import { registerRender } from './commands/render.ts';
import { registerReplay } from './commands/replay.ts';

function version(): string {
  try {
    const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
    return (JSON.parse(text) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

export function createProgram(): Command {
  const program = new Command('rulebook')
    .description('Chakra, Shakti, Medea and Chakart as executable rules: replay, moves, perft, play.')
    .version(version(), '-V, --version')
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .allowExcessArguments(false);
  registerReplay(program);
  registerMoves(program);
  registerPerft(program);
  registerNew(program);
  registerPlay(program);
  registerRender(program);
  registerConvert(program);
  program.addHelpText(
    'after',
    '\nExit codes: 0 ok, 1 invalid game data or illegal move, 2 usage error or unreadable input.',
  );
  return program;
}
