// rulebook perft GAME DEPTH: the number of move paths of a given length (leaf nodes).

import type { Command } from 'commander';
import { requireCount } from '../common.ts';
import type { Registry } from '../games/registry.ts';
import { outLines } from '../io.ts';
import { progress, type Progress } from '../progress.ts';

interface PerftOptions {
  position?: string;
  divide?: boolean;
}

export function registerPerft(program: Command, registry: Registry): void {
  const command = program
    .command('perft')
    .description('count the leaf nodes of the move tree to DEPTH; the last line is the count alone')
    .argument('<game>', `the game (${registry.choices})`)
    .argument('<depth>', 'the depth in plies (0 or more)')
    .option('--position <string>', 'the position string (default: the start position)');
  registry
    .addOptionFlags(command)
    .option('--divide', "print 'move: nodes' for every root move first")
    .action((gameName: string, depthText: string, options: PerftOptions) => {
      const game = registry.require(gameName);
      const depth = requireCount(depthText, 'DEPTH');
      const variant = registry.variantOf(game, options);
      const position = registry.positionFrom(game, options.position, variant);
      if (depth === 0) {
        outLines(['1']);
        return;
      }
      // The rules count the root moves one by one, so that a progress bar can follow on a terminal.
      let bar: Progress | undefined;
      const roots = game.divide(position, depth, variant, (done, total) => {
        bar ??= progress(`perft ${depth}`, total, depth >= 4);
        bar.update(done);
      });
      bar?.stop();
      const lines = options.divide ? roots.map(({ text, nodes }) => `${text}: ${nodes}`) : [];
      const total = roots.reduce((sum, { nodes }) => sum + nodes, 0);
      lines.push(String(total));
      outLines(lines);
    });
}
