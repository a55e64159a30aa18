// What makes a Chakra position playable: the things a position string cannot rule out by syntax.
import type { ChakraPosition, Colour, Ruleset } from './types.ts';
import { Board } from './board.ts';
import { isAttacked } from './attacks.ts';
import { squareName } from '../core/squares.ts';

export function validatePosition(pos: ChakraPosition, ruleset: Ruleset = 'current'): string | undefined {
  if (pos.board.length !== 64 || pos.chakras.length !== 64) return 'a Chakra board has 64 squares';
  for (const colour of ['white', 'black'] as const) {
    const kings = pos.board.filter((p) => p?.colour === colour && p.type === 'king').length;
    if (kings !== 1) return `${name(colour)} has ${kings} Kings; each side has exactly one`;
    const chakras = pos.chakras.filter((c) => c?.owner === colour).length;
    if (chakras !== 0 && chakras !== 2) return `${name(colour)} has ${chakras} chakra${chakras === 1 ? '' : 's'}; a side has two or none`;
    for (const [type, count] of Object.entries(pos.pools[colour])) {
      if (!Number.isInteger(count) || count < 0 || count > 16) return `${name(colour)}'s pool holds ${count} of ${type}`;
    }
  }
  for (let s = 0; s < 64; s++) {
    const p = pos.board[s];
    if (p?.type === 'pawn' && (s >> 3 === 0 || s >> 3 === 7)) {
      // C14: a pawn that reaches its last rank promotes; one on its own first rank can only come from a Transmitter.
      const last = p.colour === 'white' ? 7 : 0;
      if (s >> 3 === last) return `a ${p.colour} pawn stands on its last rank at ${squareName(s)}`;
    }
  }
  if (!Number.isInteger(pos.fullmove) || pos.fullmove < 1) return 'the move number must be 1 or more';
  const board = Board.fromPosition(pos, ruleset);
  const waiting = 1 - board.turn;
  if (isAttacked(board, board.king[waiting], board.turn)) {
    return `${name(waiting === 0 ? 'white' : 'black')} is in check but it is not ${name(waiting === 0 ? 'white' : 'black')}'s turn`;
  }
  return undefined;
}

const name = (colour: Colour): string => (colour === 'white' ? 'White' : 'Black');
