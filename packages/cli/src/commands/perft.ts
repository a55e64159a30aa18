// rulebook perft GAME DEPTH: the number of move paths of a given length (leaf nodes).

import type { Command } from 'commander';
import { chakra } from '@rulebook/rules';
import { legalMovesWithText, requireCount, requireGame, requirePosition, requireRuleset } from '../chakra.ts';
import { outLines } from '../io.ts';
import { progress } from '../progress.ts';

interface PerftOptions {
  position?: string;
  ruleset?: string;
  divide?: boolean;
}

export function registerPerft(program: Command): void {
  program
    .command('perft')
    .description('count the leaf nodes of the move tree to DEPTH; the last line is the count alone')
    .argument('<game>', 'the game (chakra)')
    .argument('<depth>', 'the depth in plies (0 or more)')
    .option('--position <string>', 'the position string (default: the start position)')
    .option('--ruleset <name>', 'current or 1995', 'current')
    .option('--divide', "print 'move: nodes' for every root move first")
    .action((gameName: string, depthText: string, options: PerftOptions) => {
      requireGame(gameName);
      const depth = requireCount(depthText, 'DEPTH');
      const ruleset = requireRuleset(options.ruleset);
      const position = requirePosition(options.position);
      if (depth === 0) {
        outLines(['1']);
        return;
      }
      // Root moves one by one, so that a progress bar can follow on a terminal.
      const roots = legalMovesWithText(position, ruleset);
      const bar = progress(`perft ${depth}`, roots.length, depth >= 4);
      const lines: string[] = [];
      let total = 0;
      roots.forEach(({ move, text }, index) => {
        const child = chakra.play(position, move, ruleset).position;
        const nodes = depth === 1 ? 1 : chakra.perft(child, depth - 1, ruleset);
        total += nodes;
        if (options.divide) lines.push(`${text}: ${nodes}`);
        bar.update(index + 1);
      });
      bar.stop();
      lines.push(String(total));
      outLines(lines);
    });
}
