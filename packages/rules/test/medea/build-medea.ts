// Test-only builder for Medea positions (the notation package owns the position string; the
// reader here takes the strings of perft/medea.json, checked by the CLI's tests).
import type { Colour, MedeaPiece, MedeaPosition } from '../../src/medea/types.ts';
import { parseSquare } from '../../src/core/squares.ts';
import { readRanks } from '../chakra/build.ts';

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

/** A position from the notation's string: `<board> <turn> <White's chakras>/<Black's> <fullmove>`. */
export function fromText(text: string): MedeaPosition {
  const fields = text.split(' ');
  if (fields.length !== 4) throw new Error(`four fields expected in ${text}`);
  const [board, turn, chakras, fullmove] = fields;
  const [white, black] = chakras.split('/');
  const side = (list: string, owner: 'W' | 'B') => (list === '-' ? [] : list.split(',').map((s) => [s, owner] as const));
  const position = buildMedea({
    pieces: readRanks(board, 8),
    chakras: Object.fromEntries([...side(white, 'W'), ...side(black, 'B')]),
    turn: turn === 'b' ? 'black' : 'white',
  });
  return { ...position, fullmove: Number(fullmove) };
}
