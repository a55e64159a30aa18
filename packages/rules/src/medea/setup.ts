// D1: Medea's published starting diagram is lost; this is the provisional setup, kept as data
// in this one place so that it can be replaced: all 64 squares in play, White men a1-h1, b2-g2,
// c3-f3 and chakras a2 h2; Black mirrors (men a8-h8, b7-g7, c6-f6, chakras a7 h7).
import type { Colour, MedeaPiece, MedeaPosition } from './types.ts';
import { parseSquare } from '../core/squares.ts';

export const PROVISIONAL_SETUP = {
  white: { men: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'c3', 'd3', 'e3', 'f3'], chakras: ['a2', 'h2'] },
  black: { men: ['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8', 'b7', 'c7', 'd7', 'e7', 'f7', 'g7', 'c6', 'd6', 'e6', 'f6'], chakras: ['a7', 'h7'] },
} as const;

export const PROVISIONAL_SETUP_NOTE =
  "Medea's published starting position is lost; this start is a provisional reconstruction (ruling D1), " +
  'not the designer\'s diagram, and will be replaced if the original is found.';

function buildInitialPosition(): MedeaPosition {
  const board: (MedeaPiece | null)[] = new Array(64).fill(null);
  const chakras: (Colour | null)[] = new Array(64).fill(null);
  for (const colour of ['white', 'black'] as const) {
    for (const name of PROVISIONAL_SETUP[colour].men) board[parseSquare(name)!] = { colour, type: 'man' };
    for (const name of PROVISIONAL_SETUP[colour].chakras) chakras[parseSquare(name)!] = colour;
  }
  return { board, chakras, turn: 'white', fullmove: 1 };
}

const START: MedeaPosition = ((p) => Object.freeze({ ...p, board: Object.freeze(p.board), chakras: Object.freeze(p.chakras) }))(
  buildInitialPosition(),
);

/** The provisional start position (D1): one shared immutable value. */
export function initialPosition(): MedeaPosition {
  return START;
}
