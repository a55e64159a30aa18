// The fast, mutable Shakti board: pieces and tiles in typed arrays, make and unmake.
import type { ShaktiOptions, ShaktiPosition, ShaktiPiece } from './types.ts';
import { CELLS } from './geometry.ts';
import { EMPTY, KING, PIECE_VALUES, WHITE, code, colourIndex, colourName } from './pieces.ts';
import { KIND_JUMP, KIND_PASS, moveFrom, moveKind, moveRemoved, moveTo } from './moves.ts';

export class Board {
  /** Piece code per cell (0: vacant tile or hole). */
  readonly sq = new Uint8Array(CELLS);
  /** 1 where a tile is, 0 for a hole (S2). */
  readonly tile = new Uint8Array(CELLS);
  readonly king = new Int8Array(2).fill(-1);
  turn = WHITE;
  fullmove = 1;
  /** S4 option `warriorJump: adjacent`: the second tile must be the very next cell. */
  adjacentJump = false;
  ply = 0;
  private readonly undoCaptured: Uint8Array;

  constructor(maxPly = 2) {
    this.undoCaptured = new Uint8Array(maxPly);
  }

  static fromPosition(pos: ShaktiPosition, options: ShaktiOptions = {}, maxPly = 2): Board {
    const b = new Board(maxPly);
    b.adjacentJump = options.warriorJump === 'adjacent';
    for (let c = 0; c < CELLS; c++) {
      b.tile[c] = pos.tiles[c] ? 1 : 0;
      const p = pos.board[c];
      if (!p) continue;
      b.sq[c] = code(colourIndex(p.colour), p.type === 'king' ? KING : 2);
      if (p.type === 'king') b.king[colourIndex(p.colour)] = c;
    }
    b.turn = colourIndex(pos.turn);
    b.fullmove = pos.fullmove;
    return b;
  }

  toPosition(): ShaktiPosition {
    const board = new Array<ShaktiPiece | null>(CELLS);
    const tiles = new Array<boolean>(CELLS);
    for (let c = 0; c < CELLS; c++) {
      board[c] = PIECE_VALUES[this.sq[c]];
      tiles[c] = this.tile[c] === 1;
    }
    return { board, tiles, turn: colourName(this.turn), fullmove: this.fullmove };
  }

  make(move: number): void {
    const ply = this.ply++;
    const kind = moveKind(move);
    if (kind !== KIND_PASS) {
      const from = moveFrom(move);
      const to = moveTo(move);
      const mover = this.sq[from];
      this.undoCaptured[ply] = this.sq[to];
      this.sq[to] = mover;
      this.sq[from] = EMPTY;
      if ((mover & 3) === KING) this.king[this.turn] = to;
      if (kind === KIND_JUMP) this.tile[moveRemoved(move)] = 0; // S4: the first tile goes
    }
    if (this.turn !== WHITE) this.fullmove++;
    this.turn ^= 1;
  }

  unmake(move: number): void {
    const ply = --this.ply;
    this.turn ^= 1;
    if (this.turn !== WHITE) this.fullmove--;
    const kind = moveKind(move);
    if (kind === KIND_PASS) return;
    const from = moveFrom(move);
    const to = moveTo(move);
    const mover = this.sq[to];
    this.sq[from] = mover;
    this.sq[to] = this.undoCaptured[ply];
    if ((mover & 3) === KING) this.king[this.turn] = from;
    if (kind === KIND_JUMP) this.tile[moveRemoved(move)] = 1;
  }
}
