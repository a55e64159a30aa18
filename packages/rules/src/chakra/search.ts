// Chakra's fast board for the engine's search (core/search.ts): the generator's board with its
// Zobrist hash, bound to the game's ruleset, answering the questions a search asks a node
// without allocating. The evaluation (packages/engine) reads the board's arrays through the
// readonly views below, and the few helpers this file re-exports.
import type { SearchBoard } from '../core/search.ts';
import { BLACK_WINS, DRAWN, NO_ENDING, WHITE_WINS } from '../core/search.ts';
import type { ChakraMove, ChakraPosition, Ruleset } from './types.ts';
import { Board } from './board.ts';
import { generateLegal, generatePseudoLegal, inCheck, MAX_MOVES } from './movegen.ts';
import { isAttacked, reaches } from './attacks.ts';
import { decodeMove, matchesEncoded } from './moves.ts';
import { EMPTY, KING, WHITE, typeOf } from './pieces.ts';
import { KIND_PIECE, moveFrom, moveKind, movePromotion, moveTo } from './encoding.ts';

// What an evaluation needs besides the arrays: piece codes, the fields of a move, the geometry.
export {
  EMPTY, PAWN, MONKEY, MONK, SAMURAI, COURTESAN, QUEEN, KING, WHITE, BLACK,
  PROMOTION_TYPES, typeOf, colourOf, makeCode,
} from './pieces.ts';
export {
  KIND_PIECE, KIND_CHAKRA, KIND_FLIP, KIND_PASS, moveFrom, moveTo, moveVia, moveKind, movePromotion, isTransmitted,
} from './encoding.ts';
export { KING_TARGETS, KNIGHT_TARGETS, ORTHOGONAL_STEPS, DIAGONAL_STEPS, RAYS, DIRECTION, STEP } from './geometry.ts';

/** A typed array seen read-only: the evaluation reads the board, never writes it. */
export interface ReadonlyInts {
  readonly [index: number]: number;
  readonly length: number;
}

export class ChakraSearchBoard implements SearchBoard<ChakraMove, ChakraPosition> {
  readonly maxMoves = MAX_MOVES;
  /** The ruleset the board plays by (C3, C4, C16). */
  readonly ruleset: Ruleset;
  /** Piece code per square (pieces.ts: type | colour << 3; 0 empty). */
  readonly sq: ReadonlyInts;
  /** Chakra owner per square: -1 none, 0 White, 1 Black (C2). */
  readonly chakra: ReadonlyInts;
  /** Chakra face per square where a chakra lies: 0 knight (circle), 1 king (square) (C6). */
  readonly face: ReadonlyInts;
  /** Each side's two chakra squares, [White's two, Black's two], -1 once that Transmitter is captured (C10). */
  readonly chakraSq: ReadonlyInts;
  /** Each side's King square. */
  readonly king: ReadonlyInts;
  /** Promotion pools, index colour * 8 + type: what a pawn of that side may become (C14). */
  readonly pool: ReadonlyInts;
  private readonly board: Board;
  /** encode() generates here, never in the search's own buffers. */
  private readonly scratch = new Int32Array(MAX_MOVES);
  /**
   * A search asks a node for its ending and its moves, in either order, with no move made in
   * between; each answer is kept for the other. `epoch` counts makes and unmakes: a kept answer
   * holds while it is unchanged (exact, unlike a hash).
   */
  private epoch = 0;
  /** The pseudo-legal moves ending() generated, at `pseudoEpoch`. */
  private readonly pseudo = new Int32Array(MAX_MOVES);
  private pseudoCount = 0;
  private pseudoEpoch = -1;
  /** How many legal moves generate() found, at `legalEpoch`. */
  private legalCount = 0;
  private legalEpoch = -1;

  /** `maxPly`: how deep the search makes moves; the legality test makes one more. */
  constructor(position: ChakraPosition, ruleset: Ruleset, maxPly: number) {
    this.ruleset = ruleset;
    const board = (this.board = Board.fromPosition(position, ruleset, maxPly + 1));
    this.sq = board.sq;
    this.chakra = board.chakra;
    this.face = board.face;
    this.chakraSq = board.chakraSq;
    this.king = board.king;
    this.pool = board.pool;
  }

  side(): number {
    return this.board.turn;
  }

  hashLo(): number {
    return this.board.hashLo;
  }

  hashHi(): number {
    return this.board.hashHi;
  }

  /** C12, C16: the legal moves, one per distinct move, in the public API's order (generateLegal's). */
  generate(out: Int32Array): number {
    let n: number;
    if (this.pseudoEpoch === this.epoch) {
      // ending() has the pseudo-legal moves already: only the legality test is left (C12).
      const b = this.board;
      const us = b.turn;
      n = 0;
      for (let i = 0; i < this.pseudoCount; i++) {
        const move = this.pseudo[i];
        b.make(move);
        if (!isAttacked(b, b.king[us], 1 - us)) out[n++] = move;
        b.unmake(move);
      }
    } else {
      n = generateLegal(this.board, out);
    }
    this.legalCount = n;
    this.legalEpoch = this.epoch;
    return n;
  }

  make(move: number): void {
    this.epoch++;
    this.board.make(move);
  }

  unmake(move: number): void {
    this.epoch++;
    this.board.unmake(move);
  }

  /** C15: without a legal move, checkmate wins for the other side and stalemate draws. */
  ending(): number {
    const b = this.board;
    const us = b.turn;
    if (this.legalEpoch === this.epoch) {
      if (this.legalCount > 0) return NO_ENDING;
    } else {
      const n = (this.pseudoCount = generatePseudoLegal(b, this.pseudo));
      this.pseudoEpoch = this.epoch;
      let any = false;
      for (let i = 0; i < n && !any; i++) {
        const move = this.pseudo[i];
        b.make(move);
        any = !isAttacked(b, b.king[us], 1 - us);
        b.unmake(move);
      }
      if (any) return NO_ENDING;
    }
    return inCheck(b) ? (us === WHITE ? BLACK_WINS : WHITE_WINS) : DRAWN;
  }

  /** C12: the King of the side to move is attacked, through the Transmitter too. */
  inCheck(): boolean {
    return inCheck(this.board);
  }

  /**
   * G3 as the machine says it (machine.ts): a capture, a promotion or the capture of the
   * Transmitter (C10, C14) means no earlier position can recur. Asked before `move` is made
   * (where it is legal) or right after it was made (as the last move): a piece move leaves its
   * square empty, so the board tells which, and then its undo stack says what the move took.
   */
  irreversible(move: number): boolean {
    if (moveKind(move) !== KIND_PIECE) return false;
    const b = this.board;
    if (b.sq[moveFrom(move)] !== EMPTY) return this.takes(move);
    return movePromotion(move) !== 0 || b.lastMoveCaptured();
  }

  /**
   * What quiescence follows: captures (a transmission onto an enemy piece on the far chakra is
   * one, C8), promotions (C14) and a King taking the Transmitter (C10). Asked before `move` is made.
   */
  noisy(move: number): boolean {
    return this.takes(move);
  }

  /** A piece move that captures a piece or the Transmitter, or promotes (before it is made). */
  private takes(move: number): boolean {
    if (moveKind(move) !== KIND_PIECE) return false;
    const b = this.board;
    const to = moveTo(move);
    if (b.sq[to] !== EMPTY || movePromotion(move) !== 0) return true;
    return typeOf(b.sq[moveFrom(move)]) === KING && b.chakra[to] === 1 - b.turn;
  }

  decode(move: number): ChakraMove {
    return decodeMove(move);
  }

  /** C16: the first legal move that is `move`, as `legalMove` finds it, or -1. */
  encode(move: ChakraMove): number {
    const n = generateLegal(this.board, this.scratch);
    for (let i = 0; i < n; i++) if (matchesEncoded(this.scratch[i], move)) return this.scratch[i];
    return -1;
  }

  position(): ChakraPosition {
    return this.board.toPosition();
  }

  /**
   * C12: is `square` attacked by side `by`: could a piece of `by` capture there, directly or
   * through `by`'s Transmitter? Exact for a King's square; elsewhere it leaves C11 aside.
   */
  attacked(square: number, by: number): boolean {
    return isAttacked(this.board, square, by);
  }

  /**
   * C8: can a piece of `by` formally move onto the empty square `square` with its non-capturing
   * geometry (what entering its own vacant chakra A, and so a transmission, needs)?
   */
  canEnter(square: number, by: number): boolean {
    return reaches(this.board, square, by);
  }
}

/** The search board of `position` under `ruleset`, able to make `maxPly` moves before unmaking them. */
export function chakraSearchBoard(position: ChakraPosition, ruleset: Ruleset, maxPly: number): ChakraSearchBoard {
  return new ChakraSearchBoard(position, ruleset, maxPly);
}
