// Chakart's board for a search (core/search.ts): the rules' own Work (effects.ts) made and
// unmade in place, as perft does, with every random outcome a branch of its own (G4). A
// decision is one of the turn's decisions (the move, then a bonus move, a swap, a drop or a
// promotion choice), so the side to move may decide several times in a row.
//
// The hash (zobrist.ts) is kept incrementally: every write to a cell goes through Work's
// `put`, which on this board's Work (and on no other: perft and the API skip it with one
// untaken branch) changes the two keys of the cell; the rest (side, powers, phase and its
// data, Bowser's list) is a few lookups, done when the hash is asked for. `unmake` puts back
// the saved state, its hash with it.
import type { ChakartPosition, Decision } from './types.ts';
import type { ChanceBoard, SearchBoard } from '../core/search.ts';
import { BLACK_WINS, DRAWN, NO_ENDING, WHITE_WINS } from '../core/search.ts';
import { Work } from './effects.ts';
import { D_DROP, D_MOVE, D_PROMOTE, D_SHELL, MAX_DECISIONS, codeKind, codePiece, codeTo, decodeDecision, generate } from './movegen.ts';
import { isObject, isPiece } from './pieces.ts';
import { legalCode } from './play.ts';
import { MAX_DRAWS, nextPath } from './perft.ts';
import { over, resolve } from './turn.ts';
import { restHash } from './zobrist.ts';

// What the engine's Chakart evaluation reads: the cell codes and the tables of the board.
export {
  EMPTY, MUSHROOM, EGG, BANANA, BOMB, MARKER, PAWN, ROOK, KNIGHT, BISHOP, QUEEN, KING, PIECE, IMMOBILIZED, INVISIBLE,
  colourOf, isImmobilized, isInvisible, isObject, isPiece, kindOf,
} from './pieces.ts';
export { P_MOVE, P_BONUS, P_SWAP, P_DROP, P_PROMOTE, SHELL_POWER, INVISIBLE_POWER, D_MOVE, D_INVISIBLE, D_SHELL, D_PASS, D_SWAP, D_DROP, D_PROMOTE } from './movegen.ts';
export { codeKind, codeFrom, codeTo, codePiece, mobile } from './movegen.ts';
export { NEIGHBOUR, KNIGHT_TARGETS, KNIGHT_COUNT, RAY, RAY_LENGTH } from './geometry.ts';
/** How long a `makeBranch` path (and its counts) must be: the most draws one decision makes; and perft's step to the next path. */
export { MAX_DRAWS, nextPath };

export class ChakartSearchBoard implements SearchBoard<Decision, ChakartPosition>, ChanceBoard {
  readonly maxMoves = MAX_DECISIONS;
  readonly chance: ChanceBoard = this;
  private readonly w = new Work();
  /** The 64 cell codes, live (pieces.ts): read, never written, by an evaluation. */
  readonly cells: Uint8Array = this.w.board;
  /** stack[i]: the state at ply i, saved when its decision was made (i < ply). */
  private readonly stack: Work[] = [];
  private ply = 0;
  /** Whether `lo`, `hi` are the current state's whole hash. */
  private fresh = false;
  private lo = 0;
  private hi = 0;
  private readonly rest = new Int32Array(2);
  /** `make`'s outcomes: always the first option (all zeros, written by the draws themselves). */
  private readonly firstPath = new Int32Array(MAX_DRAWS);
  private readonly firstCounts = new Int32Array(MAX_DRAWS);

  constructor(position: ChakartPosition, maxPly: number) {
    this.w.load(position);
    this.w.hashCells();
    // One saved state per ply: nothing is allocated while searching.
    for (let i = 0; i < maxPly; i++) this.stack.push(new Work());
  }

  side(): number {
    return this.w.colour;
  }

  /** The phase now: P_MOVE, P_BONUS, P_SWAP, P_DROP or P_PROMOTE. */
  phase(): number {
    return this.w.phase;
  }

  /** In P_DROP: the kind code of the piece Toadette brings (K6). */
  dropPiece(): number {
    return this.w.dropPiece;
  }

  /** In P_PROMOTE: the square of the pawn waiting for its piece (K7). */
  promotionSquare(): number {
    return this.w.rSquare;
  }

  /** The powers still available, as bits (SHELL_POWER(side), INVISIBLE_POWER(side)), K4. */
  powers(): number {
    return this.w.powers;
  }

  hashLo(): number {
    if (!this.fresh) this.refresh();
    return this.lo;
  }

  hashHi(): number {
    if (!this.fresh) this.refresh();
    return this.hi;
  }

  /** The whole hash: the cells' part Work.put kept, and the rest. */
  private refresh(): void {
    const w = this.w;
    restHash(w, this.rest);
    this.lo = w.cellsLo ^ this.rest[0];
    this.hi = w.cellsHi ^ this.rest[1];
    this.fresh = true;
  }

  /** K2, K13: none once a turn has ended with a side without a king; else the phase's decisions. */
  generate(out: Int32Array): number {
    const w = this.w;
    return over(w) ? 0 : generate(w.board, w.colour, w.powers, w.phase, out);
  }

  make(move: number): void {
    this.makeBranch(move, this.firstPath, this.firstCounts, 0);
  }

  /** G4: the decision with the outcomes `path` leads to (perft.ts enumerates the same way). */
  makeBranch(move: number, path: Int32Array, counts: Int32Array, fixed: number): number {
    const w = this.w;
    this.stack[this.ply++].copyState(w);
    this.fresh = false;
    w.enumerate(path, counts, fixed);
    resolve(w, move);
    return w.draws;
  }

  unmake(_move: number): void {
    this.w.copyState(this.stack[--this.ply]);
    this.fresh = false;
  }

  /** K2, K13: judged only when a turn has ended; both sides without a king is a draw. */
  ending(): number {
    const w = this.w;
    if (!over(w)) return NO_ENDING;
    return w.whiteKings === 0 && w.blackKings === 0 ? DRAWN : w.whiteKings === 0 ? BLACK_WINS : WHITE_WINS;
  }

  /** K2: no check in Chakart. */
  inCheck(): boolean {
    return false;
  }

  /**
   * G3: Chakart has no repetition draw, so no position before a decision ever counts again:
   * every decision is irreversible as far as the engine's repetition count is concerned.
   */
  irreversible(_move: number): boolean {
    return true;
  }

  /**
   * For quiescence: a capture (a seen piece, or the unseen queen a move ends on), a decision
   * that lands on an object (K5, K6: a mushroom's hop, a push or an egg's outcomes), a shell
   * that hits a piece (K4), and a promotion (K7: on the move, or the choice it paused for).
   */
  noisy(move: number): boolean {
    const board = this.w.board;
    switch (codeKind(move)) {
      case D_MOVE: {
        const c = board[codeTo(move)];
        return isPiece(c) || isObject(c) || codePiece(move) !== 0;
      }
      case D_SHELL:
        return isPiece(board[codeTo(move)]);
      case D_DROP:
        return isObject(board[codeTo(move)]);
      case D_PROMOTE:
        return true;
      default:
        return false;
    }
  }

  decode(move: number): Decision {
    return decodeDecision(move);
  }

  /** The generated code of `move` when it is legal now, else -1 (the API's own check, play.ts). */
  encode(move: Decision): number {
    return legalCode(this.w, move);
  }

  position(): ChakartPosition {
    return this.w.position();
  }
}

/** The game's search board (`searchBoardOf`): `position` loaded, room for `maxPly` decisions made at once. */
export const searchBoard = (position: ChakartPosition, maxPly: number): ChakartSearchBoard => new ChakartSearchBoard(position, maxPly);
