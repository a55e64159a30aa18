// The text board: ranks 8..1, file letters, piece letters (White upper case, Black lower case),
// chakras as brackets around the square showing owner and face, then a legend.

import { chakra as chakraText } from '@rulebook/notation';
import { capitalised } from '../../common.ts';
import type { TextDrawOptions } from '../game.ts';
import type { chakra } from '@rulebook/rules';
import type { Colour } from '../game.ts';

type ChakraPosition = chakra.ChakraPosition;
type PieceType = chakra.PieceType;

// Piece letters and the pool order are the notation's (ruling C2).
const PIECE_LETTER = chakraText.PIECE_LETTERS;
const POOL_ORDER = chakraText.PROMOTION_TYPES;

/** Brackets for a chakra: White ( ) knight face, [ ] king face; Black { } knight, < > king. */
const BRACKETS = {
  white: { knight: ['(', ')'], king: ['[', ']'] },
  black: { knight: ['{', '}'], king: ['<', '>'] },
} as const;

export const LEGEND = [
  'K King  Q Queen  S Samurai  M Monk  N Monkey  C Courtesan  P Pawn  (White upper case, Black lower case)',
  'chakras: (x) White knight face  [x] White king face  {x} Black knight face  <x> Black king face  . empty',
];

export function pieceLetter(colour: Colour, type: PieceType): string {
  const letter = PIECE_LETTER[type];
  return colour === 'white' ? letter : letter.toLowerCase();
}

/** The pool as letters, e.g. `Q N` for White or `s` for Black; `-` when empty. */
export function poolText(position: ChakraPosition, colour: Colour): string {
  const letters: string[] = [];
  for (const type of POOL_ORDER) {
    const count = position.pools[colour][type];
    for (let i = 0; i < count; i++) letters.push(pieceLetter(colour, type));
  }
  return letters.length === 0 ? '-' : letters.join(' ');
}

export function renderChakraText(position: ChakraPosition, options: TextDrawOptions): string {
  const c = options.colours;
  const files = '     ' + 'abcdefgh'.split('').join('   ');
  const lines: string[] = [c.dim(files)];
  for (let rank = 7; rank >= 0; rank--) {
    const cells: string[] = [];
    for (let file = 0; file < 8; file++) {
      const square = rank * 8 + file;
      const piece = position.board[square];
      const chakra = position.chakras[square];
      let middle = '.';
      if (piece) {
        const letter = pieceLetter(piece.colour, piece.type);
        middle = piece.colour === 'white' ? c.bold(c.yellow(letter)) : c.bold(c.cyan(letter));
      } else {
        middle = c.dim('.');
      }
      if (chakra) {
        const [open, close] = BRACKETS[chakra.owner][chakra.face];
        const tint = chakra.owner === 'white' ? c.yellow : c.cyan;
        cells.push(tint(open) + middle + tint(close));
      } else {
        cells.push(' ' + middle + ' ');
      }
    }
    const label = c.dim(String(rank + 1));
    lines.push(` ${label}  ${cells.join(' ')}  ${label}`);
  }
  lines.push(c.dim(files));
  lines.push('');
  const turn = `${capitalised(position.turn)} to move, move ${position.fullmove}`;
  lines.push(options.check ? `${turn} ${c.red('(check)')}` : turn);
  if (options.status) lines.push(options.status);
  lines.push(`pools: White ${poolText(position, 'white')}, Black ${poolText(position, 'black')}`);
  if (options.legend !== false) lines.push(...LEGEND.map((line) => c.dim(line)));
  return lines.join('\n');
}
