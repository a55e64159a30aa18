// rulebook render [GAME]: a position as a text board or a standalone SVG.

import type { Command } from 'commander';
import { chakra } from '@rulebook/rules';
import { requireGame, requirePosition } from '../chakra.ts';
import { colours } from '../colour.ts';
import { usageError } from '../errors.ts';
import { out } from '../io.ts';
import { renderSvg } from '../render/svg.ts';
import { renderText } from '../render/text.ts';

interface RenderOptions {
  position?: string;
  format?: string;
}

export function registerRender(program: Command): void {
  program
    .command('render')
    .description('draw a position as a text board or an SVG image')
    .argument('[game]', 'the game (chakra)', 'chakra')
    .option('--position <string>', 'the position string (default: the start position)')
    .option('--format <format>', 'text or svg', 'text')
    .action((gameName: string, options: RenderOptions) => {
      requireGame(gameName);
      const format = options.format ?? 'text';
      if (format !== 'text' && format !== 'svg') {
        throw usageError(`unknown format '${format}'; known formats: text, svg`);
      }
      const position = requirePosition(options.position);
      const check = chakra.isCheck(position);
      if (format === 'svg') out(renderSvg(position, { check }) + '\n');
      else out(renderText(position, { colours: colours(), check }) + '\n');
    });
}
