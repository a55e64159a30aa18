// Tic-tac-toe on the command line: the fifth game's CLI part (ADDING-A-GAME.md), kept in the
// test tree. Its rules are packages/rules/test/tictactoe/, its text packages/notation/test/
// tictactoe/; here only what the command shows besides: the boards, square names in JSON and
// move-text examples. The command derives the rest (the --misere flag from the option's spec).
import { ticTacToe } from '../../../rules/test/tictactoe/game.ts';
import { squareName, ticTacToeText, type Types } from '../../../notation/test/tictactoe/index.ts';
import type { CliGame } from '../../src/games/contract.ts';
import { renderSvg, renderText } from './board.ts';

export const ticTacToeCli: CliGame<typeof ticTacToe, Types> = {
  rules: ticTacToe,
  text: ticTacToeText,
  squareName,
  moveObjects: 'place {square}',
  moveExamples: 'b2 (a mark on an empty square)',
  renderText,
  renderSvg,
};
