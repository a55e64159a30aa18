// The initial position (ruling C1): Monkeys a1 h1, Courtesans b1 g1, Monk c1, Queen d1,
// King e1, Samurai f1, pawns b2-g2, chakras a2 h2 knight side up; Black mirrors on ranks 8, 7.
import type { Chakra, ChakraPosition, Colour, Piece, PieceType, Pool } from './types.ts';

const BACK_RANK: readonly PieceType[] = ['monkey', 'courtesan', 'monk', 'queen', 'king', 'samurai', 'courtesan', 'monkey'];

export const emptyPool = (): Pool => ({ queen: 0, samurai: 0, monk: 0, monkey: 0, courtesan: 0 });

function buildInitialPosition(): ChakraPosition {
  const board: (Piece | null)[] = new Array(64).fill(null);
  const chakras: (Chakra | null)[] = new Array(64).fill(null);
  const place = (colour: Colour, back: number, pawns: number): void => {
    BACK_RANK.forEach((type, file) => (board[back * 8 + file] = { colour, type }));
    for (let file = 1; file <= 6; file++) board[pawns * 8 + file] = { colour, type: 'pawn' };
    chakras[pawns * 8] = { owner: colour, face: 'knight' };
    chakras[pawns * 8 + 7] = { owner: colour, face: 'knight' };
  };
  place('white', 0, 1);
  place('black', 7, 6);
  return { board, chakras, turn: 'white', pools: { white: emptyPool(), black: emptyPool() }, fullmove: 1 };
}

const START: ChakraPosition = ((p) =>
  Object.freeze({
    ...p,
    board: Object.freeze(p.board),
    chakras: Object.freeze(p.chakras),
    pools: Object.freeze({ white: Object.freeze(p.pools.white), black: Object.freeze(p.pools.black) }),
  }))(buildInitialPosition());

/** The start position: one shared immutable value (so its legal moves are computed once). */
export function initialPosition(): ChakraPosition {
  return START;
}
