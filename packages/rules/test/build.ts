// Test-only builder for Chakra positions (the notation package, which owns the position
// string, depends on this package, so the rules' own tests build positions as values).
import type { Chakra, ChakraPosition, Colour, Piece, PieceType, Pool } from '../src/chakra/types.ts';
import { parseSquare } from '../src/core/squares.ts';

const LETTERS: Record<string, PieceType> = {
  k: 'king', q: 'queen', s: 'samurai', m: 'monk', n: 'monkey', c: 'courtesan', p: 'pawn',
};

export interface Build {
  /** e.g. { e1: 'K', e8: 'k' }: upper case White, lower case Black. */
  pieces: Record<string, string>;
  /** e.g. { c4: 'N', f7: 'k' }: N/K knight or king face, upper case White's chakra. */
  chakras?: Record<string, string>;
  turn?: Colour;
  pools?: Partial<Record<Colour, Partial<Pool>>>;
}

export function build(spec: Build): ChakraPosition {
  const board: (Piece | null)[] = new Array(64).fill(null);
  const chakras: (Chakra | null)[] = new Array(64).fill(null);
  for (const [name, letter] of Object.entries(spec.pieces)) {
    const colour: Colour = letter === letter.toUpperCase() ? 'white' : 'black';
    board[parseSquare(name)!] = { colour, type: LETTERS[letter.toLowerCase()] };
  }
  for (const [name, letter] of Object.entries(spec.chakras ?? {})) {
    const owner: Colour = letter === letter.toUpperCase() ? 'white' : 'black';
    chakras[parseSquare(name)!] = { owner, face: letter.toLowerCase() === 'k' ? 'king' : 'knight' };
  }
  const pool = (colour: Colour): Pool => ({ queen: 0, samurai: 0, monk: 0, monkey: 0, courtesan: 0, ...spec.pools?.[colour] });
  return { board, chakras, turn: spec.turn ?? 'white', pools: { white: pool('white'), black: pool('black') }, fullmove: 1 };
}
