// Chakra on the command line (sources 000 and 002; rulings C1-C16, G1-G3): what the command
// adds to the rules (`games.chakra`) and the text (`textGames.chakra`): the boards and
// move-text examples. Its move text already says it all (the Transmitter's `~`, flips,
// captures), and no move is ever forced (a pass, C9, is a move among others).

import { games, squareName } from '@rulebook/rules';
import { textGames, type chakra } from '@rulebook/notation';
import type { CliGame } from '../contract.ts';
import { renderChakraSvg } from './svg.ts';
import { renderChakraText } from './text-board.ts';

export const chakraCli: CliGame<typeof games.chakra, chakra.Types> = {
  rules: games.chakra,
  text: textGames.chakra,
  squareName,
  moveObjects: 'piece {from, to, via?, promotion?}, chakra {from, to, flip}, flip {square}, pass {square, via}',
  moveExamples: 'e2e3, d1xd7, b1~h2, c3~f8=Q, Ta2b4, Ta2b4*, Ta2*, pass',
  renderText: renderChakraText,
  renderSvg: (position, options) => renderChakraSvg(position, options.check === undefined ? {} : { check: options.check }),
};
