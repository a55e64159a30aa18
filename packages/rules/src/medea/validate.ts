// What makes a Medea position playable beyond the position string's syntax.
import type { MedeaPosition } from './types.ts';
import { squareName } from '../core/squares.ts';

export function validatePosition(pos: MedeaPosition): string | undefined {
  if (pos.board.length !== 64 || pos.chakras.length !== 64) return 'a Medea board has 64 squares';
  for (const colour of ['white', 'black'] as const) {
    const chakras = pos.chakras.filter((c) => c === colour).length;
    if (chakras !== 0 && chakras !== 2) return `${colour === 'white' ? 'White' : 'Black'} has ${chakras} chakra${chakras === 1 ? '' : 's'}; a side has two or none`;
  }
  for (let s = 0; s < 64; s++) {
    const p = pos.board[s];
    // D4: a man that ends a move on its far rank is a king at once.
    if (p?.type === 'man' && s >> 3 === (p.colour === 'white' ? 7 : 0)) return `a ${p.colour} man stands on its far rank at ${squareName(s)}; it would be a king`;
  }
  if (!pos.board.some((p) => p !== null)) return 'the board holds no piece';
  if (!Number.isInteger(pos.fullmove) || pos.fullmove < 1) return 'the move number must be 1 or more';
  return undefined;
}
