// rulebook render GAME: a position as a text board or a standalone SVG.

import type { Command } from 'commander';
import { colours } from '../colour.ts';
import { usageError } from '../errors.ts';
import { positionCommand, type Registry } from '../games/registry.ts';
import { out } from '../io.ts';

interface RenderOptions {
  position?: string;
  format?: string;
  [flag: string]: string | undefined;
}

export function registerRender(program: Command, registry: Registry): void {
  const command = program
    .command('render')
    .description('draw a position as a text board or an SVG image')
    .argument('<game>', `the game (${registry.choices})`)
    .option('--position <string>', 'the position string (default: the start position)');
  registry
    .addOptionFlags(command)
    .option('--format <format>', 'text or svg', 'text')
    .action((gameName: string, options: RenderOptions) => {
      const game = registry.require(gameName);
      const format = options.format ?? 'text';
      if (format !== 'text' && format !== 'svg') {
        throw usageError(`unknown format '${format}'; known formats: text, svg`);
      }
      const variant = registry.variantOf(game, options);
      const position = registry.positionFrom(game, options.position, variant);
      // Medea's start is provisional (D1): said on stderr, so that the drawing stays clean.
      const note = game.startNote(position, variant);
      if (note !== undefined) process.stderr.write(`note: ${note}\n`);
      // Check is judged under the variant of the flags (the default one when none is given).
      const check = game.isCheck(position, variant);
      if (format === 'svg') out(game.renderSvg(position, { check }) + '\n');
      else out(game.renderText(position, { colours: colours(), check }) + '\n');
    });
}
