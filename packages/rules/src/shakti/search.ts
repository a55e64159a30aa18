// Shakti's board for the engine's search (core/search.ts): the fast board with the game's
// warrior-jump setting bound, its integer moves, its endings (S7), check (S5), G3's hash and
// irreversible moves, and what quiescence looks at. The evaluation reads the arrays below and
// the geometry re-exported at the end (all read-only to it).
import { BLACK_WINS, DRAWN, NO_ENDING, WHITE_WINS, type SearchBoard } from '../core/search.ts';
import type { ShaktiMove, ShaktiOptions, ShaktiPosition } from './types.ts';
import { Board } from './board.ts';
import { CELLS } from './geometry.ts';
import { generateLegal, hasLegalMove, MAX_MOVES } from './movegen.ts';
import { KIND_JUMP, KIND_PASS, KIND_STEP, PASS, decodeMove, encodeJump, encodeStep, moveFrom, moveKind, moveTo } from './moves.ts';
import { EMPTY, WHITE } from './pieces.ts';
import { inCheck } from './sight.ts';

export class ShaktiSearchBoard implements SearchBoard<ShaktiMove, ShaktiPosition> {
  readonly maxMoves = MAX_MOVES;
  /** Piece code per cell: type | colour << 2 (KING 1, WARRIOR 2; White 0, Black 1), 0 for a vacant tile or a hole. */
  readonly sq: ArrayLike<number>;
  /** Per cell: 1 for a tile, 0 for a hole (S2: the corners, and every tile a jump removed). */
  readonly tile: ArrayLike<number>;
  /** The cell of each side's King (index 0 White, 1 Black). */
  readonly king: ArrayLike<number>;
  /** S4 option `warriorJump: adjacent`: a jump's second tile must be the very next cell. */
  readonly adjacentJump: boolean;
  private readonly b: Board;
  private readonly buffer = new Int32Array(MAX_MOVES);

  /** The board holding `position` under `options`, able to make `maxPly` moves before unmaking them. */
  constructor(position: ShaktiPosition, options: ShaktiOptions, maxPly: number) {
    // One ply more than the search's: the legality test (S6) and `noisy` make a move on top.
    this.b = Board.fromPosition(position, options, maxPly + 1);
    this.sq = this.b.sq;
    this.tile = this.b.tile;
    this.king = this.b.king;
    this.adjacentJump = this.b.adjacentJump;
  }

  side(): number {
    return this.b.turn;
  }

  hashLo(): number {
    return this.b.hashLo;
  }

  hashHi(): number {
    return this.b.hashHi;
  }

  /** The legal moves, S7's pass included when it is the only one. */
  generate(out: Int32Array): number {
    return generateLegal(this.b, out);
  }

  make(move: number): void {
    this.b.make(move);
  }

  unmake(move: number): void {
    this.b.unmake(move);
  }

  /** S7 as `outcome` says it: no legal move in check is checkmate; neither side able to move is a draw. */
  ending(): number {
    const b = this.b;
    if (hasLegalMove(b)) return NO_ENDING;
    if (inCheck(b, b.turn)) return b.turn === WHITE ? BLACK_WINS : WHITE_WINS;
    // S7: not in check and unable to move: a pass when the other side can move, else a draw.
    b.turn ^= 1;
    const other = hasLegalMove(b);
    b.turn ^= 1;
    return other ? NO_ENDING : DRAWN;
  }

  /** S5: an enemy warrior sees the King of the side to move. */
  inCheck(): boolean {
    return inCheck(this.b, this.b.turn);
  }

  /**
   * The machine's rule for G3 (machine.ts): a capture or a removed tile (S4) can never be
   * undone. Asked in the position where `move` is legal, or right after `make(move)`: a step's
   * start cell is then vacant, and the board recalls what the step captured.
   */
  irreversible(move: number): boolean {
    const kind = moveKind(move);
    if (kind !== KIND_STEP) return kind === KIND_JUMP;
    const b = this.b;
    if (b.sq[moveFrom(move)] !== EMPTY) return b.sq[moveTo(move)] !== EMPTY;
    return b.lastCaptured() !== EMPTY;
  }

  /**
   * What quiescence must look at, asked where `move` is legal: a King's capture of a warrior
   * (S3, the only capture), and a warrior's jump that gives check (S4, S5). Checks by a step are
   * left out: they can be repeated for ever, while every noisy move takes a warrior or a tile for
   * good (at most four warriors and 41 removable tiles), so quiescence always ends.
   */
  noisy(move: number): boolean {
    const kind = moveKind(move);
    const b = this.b;
    if (kind === KIND_STEP) return b.sq[moveTo(move)] !== EMPTY;
    if (kind !== KIND_JUMP) return false;
    b.makeWithoutHash(move);
    const check = inCheck(b, b.turn);
    b.unmakeWithoutHash(move);
    return check;
  }

  decode(move: number): ShaktiMove {
    return decodeMove(move);
  }

  encode(move: ShaktiMove): number {
    let wanted: number;
    if (move.kind === 'pass') wanted = PASS;
    else if (!isCell(move.from) || !isCell(move.to)) return -1;
    else if (move.kind === 'step') wanted = encodeStep(move.from, move.to);
    else if (move.kind === 'jump' && isCell(move.removed)) wanted = encodeJump(move.from, move.to, move.removed);
    else return -1;
    const n = generateLegal(this.b, this.buffer);
    for (let i = 0; i < n; i++) if (this.buffer[i] === wanted) return wanted;
    return -1;
  }

  position(): ShaktiPosition {
    return this.b.toPosition();
  }
}

const isCell = (c: unknown): c is number => Number.isInteger(c) && (c as number) >= 0 && (c as number) < CELLS;

/** The search board of a position under a game's options (what `searchBoardOf` gives for the game). */
export const searchBoard = (position: ShaktiPosition, options: ShaktiOptions, maxPly: number): ShaktiSearchBoard =>
  new ShaktiSearchBoard(position, options, maxPly);

// What an evaluation reads besides the board: the geometry (RAYS[cell * 8 + dir], the cells
// from `cell` to the edge), the piece codes and the fields of an integer move.
export { CELLS, SIZE, RAYS } from './geometry.ts';
export { EMPTY, KING, WARRIOR, WHITE, BLACK } from './pieces.ts';
export { KIND_STEP, KIND_JUMP, KIND_PASS, moveFrom, moveTo, moveRemoved, moveKind } from './moves.ts';
