// rulebook moves GAME: the legal moves of a position, one per line in canonical move text.

import type { Command } from 'commander';
import { legalMovesWithText, moveJson, requireGame, requirePosition, requireRuleset } from '../chakra.ts';
import { out, outLines } from '../io.ts';

interface MovesOptions {
  position?: string;
  ruleset?: string;
  json?: boolean;
}

export function registerMoves(program: Command): void {
  program
    .command('moves')
    .description('list the legal moves of a position, one per line in canonical move text')
    .argument('<game>', 'the game (chakra)')
    .option('--position <string>', 'the position string (default: the start position)')
    .option('--ruleset <name>', 'current or 1995', 'current')
    .option('--json', 'print a JSON array of moves (kind, from, to, via, promotion, flip, notation)')
    .action((gameName: string, options: MovesOptions) => {
      requireGame(gameName);
      const ruleset = requireRuleset(options.ruleset);
      const position = requirePosition(options.position);
      const moves = legalMovesWithText(position, ruleset);
      if (options.json) {
        out(JSON.stringify(moves.map(({ move }) => moveJson(position, move)), null, 2) + '\n');
      } else {
        outLines(moves.map(({ text }) => text));
      }
    });
}
