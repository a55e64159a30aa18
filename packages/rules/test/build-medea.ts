// Test-only builder for Medea positions (the notation package owns the position string).
import type { Colour, MedeaPiece, MedeaPosition } from '../src/medea/types.ts';
import { parseSquare } from '../src/core/squares.ts';

export interface MedeaBuild {
  /** e.g. { d4: 'M', h8: 'k' }: M man, K king; upper case White. */
  pieces: Record<string, string>;
  /** e.g. { a2: 'W', h2: 'W' }: W White's chakra, B Black's. */
  chakras?: Record<string, 'W' | 'B'>;
  turn?: Colour;
}

export function buildMedea(spec: MedeaBuild): MedeaPosition {
  const board: (MedeaPiece | null)[] = new Array(64).fill(null);
  const chakras: (Colour | null)[] = new Array(64).fill(null);
  for (const [name, letter] of Object.entries(spec.pieces)) {
    board[parseSquare(name)!] = {
      colour: letter === letter.toUpperCase() ? 'white' : 'black',
      type: letter.toLowerCase() === 'k' ? 'king' : 'man',
    };
  }
  for (const [name, owner] of Object.entries(spec.chakras ?? {})) chakras[parseSquare(name)!] = owner === 'W' ? 'white' : 'black';
  return { board, chakras, turn: spec.turn ?? 'white', fullmove: 1 };
}
