// Tic-tac-toe's boards for the command: a text board (rows 3 to 1, X and O) and an SVG.
import type { TicTacToePosition } from '../../../rules/test/tictactoe/game.ts';
import { capitalised } from '../../src/common.ts';
import type { DrawOptions, TextDrawOptions } from '../../src/games/game.ts';
import { escape, svgCoordinates, svgDisc, svgOpen, svgSquare } from '../../src/svg.ts';

const MARK = { white: 'X', black: 'O' } as const;

export function renderText(position: TicTacToePosition, options: TextDrawOptions): string {
  const c = options.colours;
  const lines = [2, 1, 0].map((rank) => ` ${c.dim(String(rank + 1))}  ${[0, 1, 2].map((file) => position.cells[rank * 3 + file]).map((mark) => (mark ? MARK[mark] : c.dim('.'))).join(' ')}`);
  lines.push(c.dim('    a b c'), '', `${capitalised(position.turn)} to move`);
  if (options.status) lines.push(options.status);
  if (options.legend) lines.push('', c.dim('X White, O Black, . empty'));
  return lines.join('\n');
}

const CELL = 60;
const MARGIN = 24;

export function renderSvg(position: TicTacToePosition, _options: DrawOptions): string {
  const size = CELL * 3;
  const height = size + 2 * MARGIN + 28;
  const parts = svgOpen('Tic-tac-toe', position.turn, size + 2 * MARGIN, height);
  for (let square = 0; square < 9; square++) {
    const file = square % 3;
    const rank = Math.floor(square / 3);
    const x = MARGIN + file * CELL;
    const y = MARGIN + (2 - rank) * CELL;
    parts.push(svgSquare(x, y, CELL, file, rank));
    const mark = position.cells[square];
    if (mark) parts.push(...svgDisc(x + CELL / 2, y + CELL / 2, CELL, mark, MARK[mark], `${capitalised(mark)} ${MARK[mark]}`));
  }
  parts.push(...svgCoordinates('abc', MARGIN, CELL), `<text x="${MARGIN}" y="${height - 10}" font-size="14">${escape(`${capitalised(position.turn)} to move`)}</text>`, '</svg>');
  return parts.join('\n');
}
