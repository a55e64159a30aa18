// The text board: ranks 8..1, file letters, piece letters (White upper case, Black lower case),
// chakras as brackets around the square showing owner and face, then a legend.

import { chakra as chakraText } from '@rulebook/notation';
import type { TextDrawOptions } from '../game.ts';
import { renderTextBoard, sideLetter, sideTint, turnText } from '../board-text.ts';
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
  const cell = (square: number): string => {
    const piece = position.board[square];
    const chakra = position.chakras[square];
    const middle = piece ? sideLetter(c, piece.colour, pieceLetter(piece.colour, piece.type)) : c.dim('.');
    if (!chakra) return ' ' + middle + ' ';
    const [open, close] = BRACKETS[chakra.owner][chakra.face];
    const tint = sideTint(c, chakra.owner);
    return tint(open) + middle + tint(close);
  };
  const after = [`pools: White ${poolText(position, 'white')}, Black ${poolText(position, 'black')}`];
  return renderTextBoard({ files: 'abcdefgh', cell, turn: turnText(c, chakraText.statusLine(position, options.check)), after, legend: LEGEND }, options);
}
