// rulebook new GAME: a new log (its start line only), to a file or stdout.

import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { requireGame, requirePosition, requireRuleset, startLogLine } from '../chakra.ts';
import { usageError } from '../errors.ts';
import { describe, out } from '../io.ts';

interface NewOptions {
  ruleset?: string;
  position?: string;
  white?: string;
  black?: string;
  output?: string;
}

export function registerNew(program: Command): void {
  program
    .command('new')
    .description('write a new game log (the start line only)')
    .argument('<game>', 'the game (chakra)')
    .option('--ruleset <name>', 'current or 1995', 'current')
    .option('--position <string>', 'the start position (default: the usual setup)')
    .option('--white <name>', "White's name")
    .option('--black <name>', "Black's name")
    .option('-o, --output <file>', 'write to FILE instead of stdout')
    .action((gameName: string, options: NewOptions) => {
      requireGame(gameName);
      const ruleset = requireRuleset(options.ruleset);
      const position = requirePosition(options.position);
      const tags: Record<string, string> = {};
      if (options.white !== undefined) tags['White'] = options.white;
      if (options.black !== undefined) tags['Black'] = options.black;
      const line = startLogLine({ ruleset, position, tags }) + '\n';
      if (options.output === undefined || options.output === '-') {
        out(line);
        return;
      }
      try {
        writeFileSync(options.output, line);
      } catch (error) {
        throw usageError(`cannot write ${options.output}: ${describe(error)}`);
      }
    });
}
