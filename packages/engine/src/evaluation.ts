// What the search asks of a game besides its rules: how good a position looks, and what a move
// takes (for trying captures first). One small file per game in games/, each term naming the
// rule it serves.
import type { SearchBoard } from '@rulebook/rules';

/** The worth of a position when the search stops, in hundredths of a pawn (a Chakra pawn, a Medea man: 100). */
export interface Evaluation<B extends SearchBoard = SearchBoard> {
  /**
   * The position's worth to the side to move (`board.side()`): positive when it stands better.
   * Called only on positions the game's own rules have not ended. Must stay well inside
   * ±20,000 (scores beyond are wins and losses).
   */
  evaluate(board: B): number;
  /** The worth of what `move` captures or wins at once (0 for a quiet move), for move ordering. */
  captureValue(board: B, move: number): number;
}
