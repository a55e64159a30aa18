// rulebook perft GAME DEPTH: the number of move paths of a given length (leaf nodes).

import type { Command } from 'commander';
import { requireCount } from '../common.ts';
import { addVariantFlags, GAME_CHOICES, positionFrom, requireGame, variantOf } from '../games/registry.ts';
import { outLines } from '../io.ts';
import { progress } from '../progress.ts';

interface PerftOptions {
  position?: string;
  divide?: boolean;
}

export function registerPerft(program: Command): void {
  const command = program
    .command('perft')
    .description('count the leaf nodes of the move tree to DEPTH; the last line is the count alone')
    .argument('<game>', `the game (${GAME_CHOICES})`)
    .argument('<depth>', 'the depth in plies (0 or more)')
    .option('--position <string>', 'the position string (default: the start position)');
  addVariantFlags(command)
    .option('--divide', "print 'move: nodes' for every root move first")
    .action((gameName: string, depthText: string, options: PerftOptions) => {
      const game = requireGame(gameName);
      const depth = requireCount(depthText, 'DEPTH');
      const variant = variantOf(game, options);
      const position = positionFrom(game, options.position, variant);
      if (depth === 0) {
        outLines(['1']);
        return;
      }
      // Root moves one by one, so that a progress bar can follow on a terminal.
      const roots = game.legalMoves(position, variant);
      const bar = progress(`perft ${depth}`, roots.length, depth >= 4);
      const lines: string[] = [];
      let total = 0;
      roots.forEach(({ move, text }, index) => {
        const nodes = game.movePerft
          ? game.movePerft(position, move, depth, variant)
          : depth === 1
            ? 1
            : game.perft(game.play(position, move, variant), depth - 1, variant);
        total += nodes;
        if (options.divide) lines.push(`${text}: ${nodes}`);
        bar.update(index + 1);
      });
      bar.stop();
      lines.push(String(total));
      outLines(lines);
    });
}
