// rulebook new GAME: a new log (its start line only), to a file or stdout. A file is written
// whole or not at all (src/write.ts: a temporary file, fsync, rename), through a symbolic link
// to its target; a device or a FIFO is written directly, never replaced by a file.

import type { Command } from 'commander';
import type { Registry } from '../games/registry.ts';
import { out } from '../io.ts';
import { writeOutput } from '../write.ts';

interface NewOptions {
  position?: string;
  white?: string;
  black?: string;
  output?: string;
}

export function registerNew(program: Command, registry: Registry): void {
  const command = program
    .command('new')
    .description('write a new game log (the start line only)')
    .argument('<game>', `the game (${registry.choices})`);
  registry
    .addOptionFlags(command)
    .option('--position <string>', 'the start position (default: the usual setup)')
    .option('--white <name>', "White's name")
    .option('--black <name>', "Black's name")
    .option('-o, --output <file>', 'write to FILE instead of stdout')
    .action(async (gameName: string, options: NewOptions) => {
      const game = registry.require(gameName);
      // A new game fixes what the flags left open (Chakart: the seed, drawn when not given).
      const variant = game.newGameVariant(registry.variantOf(game, options));
      const position = registry.positionFrom(game, options.position, variant);
      const line = game.startLine(variant, position, tags(options)) + '\n';
      // A notice about the start position (Medea's is provisional, D1) goes to stderr, never
      // into the log.
      const note = game.startNote(position, variant);
      if (note !== undefined) process.stderr.write(`note: ${note}\n`);
      if (options.output === undefined || options.output === '-') {
        out(line);
        return;
      }
      await writeOutput(options.output, line);
    });
}

/** The players' names as the log's tags. */
export function tags(options: { white?: string; black?: string }): Record<string, string> {
  const tags: Record<string, string> = {};
  if (options.white !== undefined) tags['White'] = options.white;
  if (options.black !== undefined) tags['Black'] = options.black;
  return tags;
}
