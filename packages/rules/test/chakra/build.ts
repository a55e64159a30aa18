// Test-only builder for Chakra positions (the notation package, which owns the position
// string, depends on this package, so the rules' own tests build positions as values, or read
// the position strings of perft/*.json with the small readers here; the CLI's tests check
// those strings against the notation's own reader).
import type { Chakra, ChakraPosition, Colour, Piece, PieceType, Pool } from '../../src/chakra/types.ts';
import { parseSquare } from '../../src/core/squares.ts';

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

/** The cells a board field names (`4k3/8/…`, ranks from the top, digits for empty runs): letters by square. */
export function readRanks(board: string, size: number): Record<string, string> {
  const ranks = board.split('/');
  if (ranks.length !== size) throw new Error(`${size} ranks expected in ${board}`);
  const cells: Record<string, string> = {};
  ranks.forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/[1-9]/.test(ch)) file += Number(ch);
      else cells[String.fromCharCode(97 + file++) + (size - i)] = ch;
    }
    if (file !== size) throw new Error(`rank ${size - i} has ${file} cells in ${board}`);
  });
  return cells;
}

/** A position from the notation's string: `<board> <turn> <chakras> <pools> <fullmove>`. */
export function fromText(text: string): ChakraPosition {
  const fields = text.split(' ');
  if (fields.length !== 5) throw new Error(`five fields expected in ${text}`);
  const [board, turn, chakras, pools, fullmove] = fields;
  const counts: Record<Colour, Record<string, number>> = { white: {}, black: {} };
  for (const letter of pools === '-' ? '' : pools) {
    const pool = counts[letter === letter.toUpperCase() ? 'white' : 'black'];
    const type = LETTERS[letter.toLowerCase()];
    pool[type] = (pool[type] ?? 0) + 1;
  }
  const position = build({
    pieces: readRanks(board, 8),
    chakras: Object.fromEntries((chakras === '-' ? [] : chakras.split(',')).map((c) => [c.slice(0, 2), c.slice(2)])),
    turn: turn === 'b' ? 'black' : 'white',
    pools: counts,
  });
  return { ...position, fullmove: Number(fullmove) };
}
