// rulebook moves GAME: the legal moves of a position, one per line in canonical move text.

import type { Command } from 'commander';
import { out, outLines } from '../io.ts';
import { positionCommand, type Registry } from '../games/registry.ts';

interface MovesOptions {
  position?: string;
  json?: boolean;
  [flag: string]: string | boolean | undefined;
}

export function registerMoves(program: Command, registry: Registry): void {
  positionCommand(program, registry, 'moves', 'list the legal moves of a position (chakart: the decisions of its phase), one per line in canonical move text')
    .option('--json', "print a JSON array of moves: each the rules' move object, its squares by name, and its move text as `notation` (see below)")
    .addHelpText('after', moveObjects(registry))
    .action((gameName: string, options: MovesOptions) => {
      const game = registry.require(gameName);
      const variant = registry.variantOf(game, options);
      const position = registry.positionFrom(game, options.position, variant);
      const moves = game.legalMoves(position, variant);
      if (options.json) {
        out(JSON.stringify(moves.map(({ move }) => game.moveJson(position, move)), null, 2) + '\n');
      } else {
        outLines(moves.map(({ text }) => text));
      }
    });
}

/** The move objects of `--json`, game by game: the rules' kinds and fields (the README's "Move objects"). */
function moveObjects(registry: Registry): string {
  const width = Math.max(...registry.games.map((game) => game.name.length));
  return [
    '',
    "Move objects (--json): the rules' move object, squares by name, then notation. Kinds and fields:",
    ...registry.games.map((game) => `  ${game.name.padEnd(width)}  ${game.moveObjects}`),
    'e.g. {"kind":"piece","from":"e2","to":"e3","notation":"e2e3"} (chakra)',
  ].join('\n');
}
