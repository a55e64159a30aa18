// K1: the start. Pawns on ranks 2 and 7; the back rank standard (randomness 0), shuffled the
// same for both sides (1), or shuffled for each side on its own (2, the default). Bishops stand
// on squares of opposite colours; the king may stand anywhere (there is no castling).
import type { ChakartPosition, PieceKind, Randomness } from './types.ts';
import { BISHOP, BLACK, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE, piece } from './pieces.ts';
import { SeededRandom } from './random.ts';

const STANDARD = [ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK];

/** A shuffled back rank: 7 draws, always, so every set-up uses the stream the same way. */
function shuffledRank(random: SeededRandom): number[] {
  const rank = new Array<number>(8).fill(0);
  // Files 0, 2, 4, 6 are dark on rank 1 and light on rank 8; the others the opposite.
  rank[2 * random.int(4)] = BISHOP;
  rank[2 * random.int(4) + 1] = BISHOP;
  const rest = [ROOK, KNIGHT, QUEEN, KING, KNIGHT, ROOK];
  for (let i = rest.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  let k = 0;
  for (let f = 0; f < 8; f++) if (rank[f] === 0) rank[f] = rest[k++];
  return rank;
}

export interface SetupOptions {
  readonly randomness?: Randomness;
  /** The seed of the set-up draws (randomness 1 and 2); 0 when absent. */
  readonly seed?: number;
}

export function initialPosition(options: SetupOptions = {}): ChakartPosition {
  const randomness = options.randomness ?? 2;
  const random = SeededRandom.forSetup(options.seed ?? 0);
  const white = randomness === 0 ? STANDARD : shuffledRank(random);
  const black = randomness === 0 ? STANDARD : randomness === 1 ? white : shuffledRank(random);
  const board = new Uint8Array(64);
  for (let f = 0; f < 8; f++) {
    board[f] = piece(WHITE, white[f]);
    board[8 + f] = piece(WHITE, PAWN);
    board[48 + f] = piece(BLACK, PAWN);
    board[56 + f] = piece(BLACK, black[f]);
  }
  return {
    board,
    turn: 'white',
    plies: 0,
    powers: { white: { shell: true, invisible: true }, black: { shell: true, invisible: true } },
    phase: { kind: 'move' },
    bowsered: [],
  };
}

export type { PieceKind };
