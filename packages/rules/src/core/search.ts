// What a game gives a search (packages/engine): its fast board, mutable, with make and unmake
// and a hash kept incrementally, so the search allocates nothing per node and never pays for
// the machine or the immutable positions. Moves are the generator's own integers; `decode` and
// `encode` cross to the game's public moves at the root only.

/** `ending()` when the game goes on. */
export const NO_ENDING = -1;
/** `ending()` when White has won by the game's own rules. */
export const WHITE_WINS = 0;
/** `ending()` when Black has won by the game's own rules. */
export const BLACK_WINS = 1;
/** `ending()` when the game's own rules draw it (stalemate in Chakra, neither can move in Shakti). */
export const DRAWN = 2;

/** The random part of a game of chance (Chakart, G4): every outcome a branch of its own. */
export interface ChanceBoard {
  /**
   * Plays `move` with one sequence of random outcomes, as perft enumerates them: the draws
   * before `fixed` take the outcome `path[i]` (an index into that draw's options), the others
   * their first option; `counts[i]` is set to how many options draw `i` had. Returns how many
   * draws the move made (0: a move without chance). Each option of a draw is equally likely,
   * so a sequence's probability is the product of `1 / counts[i]`. Undone by `unmake(move)`.
   */
  makeBranch(move: number, path: Int32Array, counts: Int32Array, fixed: number): number;
}

/**
 * A game's fast board for search. Made by `searchBoardOf(game)(position, maxPly)` with the game's
 * options bound; it may be made and unmade up to `maxPly` moves deep.
 */
export interface SearchBoard<Move = unknown, Position = unknown> {
  /** The most moves `generate` can write (the size of its buffer). */
  readonly maxMoves: number;
  /** 0 when White decides now, 1 when Black does (in Chakart a side may decide several times in a row). */
  side(): number;
  /**
   * The position's hash, as two 32-bit halves: equal for positions `positionKey` calls equal
   * (G3), different otherwise but by chance; kept up to date by `make` and `unmake`.
   */
  hashLo(): number;
  hashHi(): number;
  /** Writes the legal moves (decisions) of the side to move into `out`; returns how many. Every move is ≥ 0. */
  generate(out: Int32Array): number;
  /** Plays a move `generate` gave for this position (with the first outcome of every draw in a game of chance). */
  make(move: number): void;
  /** Takes back the last move made, which was `move`. */
  unmake(move: number): void;
  /** The game's own ending now, as `game.outcome` says it: NO_ENDING, WHITE_WINS, BLACK_WINS or DRAWN. */
  ending(): number;
  /** Whether the side to move is attacked (games with check); false in the others. */
  inCheck(): boolean;
  /** No position before `move` can occur again after it (G3's count restarts), as the game's machine says. Asked before `move` is made. */
  irreversible(move: number): boolean;
  /** A move quiescence search must look at: a capture, and what the game makes as forcing. Asked before `move` is made. */
  noisy(move: number): boolean;
  /** The game's public move for a generated move. */
  decode(move: number): Move;
  /** The generated move that is `move` (`sameMove`) in this position, or -1 when it is not legal here. */
  encode(move: Move): number;
  /** The immutable position this board holds now. */
  position(): Position;
  /** Present in a game of chance only. */
  readonly chance?: ChanceBoard;
}
