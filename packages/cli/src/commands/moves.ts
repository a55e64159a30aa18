// rulebook moves GAME: the legal moves of a position, one per line in canonical move text.

import type { Command } from 'commander';
import { out, outLines } from '../io.ts';
import { addVariantFlags, GAME_CHOICES, positionFrom, requireGame, variantOf } from '../games/registry.ts';

interface MovesOptions {
  position?: string;
  json?: boolean;
  [flag: string]: string | boolean | undefined;
}

export function registerMoves(program: Command): void {
  const command = program
    .command('moves')
    .description('list the legal moves of a position (chakart: the decisions of its phase), one per line in canonical move text')
    .argument('<game>', `the game (${GAME_CHOICES})`)
    .option('--position <string>', 'the position string (default: the start position)');
  addVariantFlags(command)
    .option('--json', 'print a JSON array of moves (chakra: kind, from, to, via, promotion, flip, notation; shakti: from, to, kind, removed, notation; medea: kind, from, to, via, path, captured, notation; chakart: kind, piece, from, to, promotion, a, b, notation)')
    .action((gameName: string, options: MovesOptions) => {
      const game = requireGame(gameName);
      const variant = variantOf(game, options);
      const position = positionFrom(game, options.position, variant);
      const moves = game.legalMoves(position, variant);
      if (options.json) {
        out(JSON.stringify(moves.map(({ move }) => game.moveJson(position, move)), null, 2) + '\n');
      } else {
        outLines(moves.map(({ text }) => text));
      }
    });
}
