// The fast, mutable Shakti board: pieces and tiles in typed arrays, make and unmake, and the
// position's Zobrist hash (G3's key as two 32-bit halves) kept by both.
import type { ShaktiOptions, ShaktiPosition, ShaktiPiece } from './types.ts';
import { CELLS } from './geometry.ts';
import { EMPTY, KING, PIECE_VALUES, WHITE, code, colourIndex, colourName } from './pieces.ts';
import { KIND_JUMP, KIND_PASS, moveFrom, moveKind, moveRemoved, moveTo } from './moves.ts';
import { KEY_HI, KEY_LO, SIDE_KEY, TILE_KEY, zobristOf } from './zobrist.ts';

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
  /**
   * G3: the hash of what positionKey covers (pieces, tiles, side to move), two signed 32-bit
   * halves: `make` XORs the changes in, `unmake` puts back the hash `make` saved. Always equal
   * to `zobristOf` from scratch.
   */
  hashLo = 0;
  hashHi = 0;
  private readonly undoCaptured: Uint8Array;
  private readonly undoLo: Int32Array;
  private readonly undoHi: Int32Array;

  constructor(maxPly = 2) {
    this.undoCaptured = new Uint8Array(maxPly);
    this.undoLo = new Int32Array(maxPly);
    this.undoHi = new Int32Array(maxPly);
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
    [b.hashLo, b.hashHi] = zobristOf(b.sq, b.tile, b.turn);
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

  /** Plays a move (G3's hash kept: the side to move, the mover, a captured warrior, a removed tile). */
  make(move: number): void {
    const ply = this.ply;
    this.undoLo[ply] = this.hashLo;
    this.undoHi[ply] = this.hashHi;
    let lo = this.hashLo ^ KEY_LO[SIDE_KEY];
    let hi = this.hashHi ^ KEY_HI[SIDE_KEY];
    const kind = moveKind(move);
    if (kind !== KIND_PASS) {
      const from = moveFrom(move);
      const to = moveTo(move);
      const m = this.sq[from] * CELLS;
      lo ^= KEY_LO[m + from] ^ KEY_LO[m + to];
      hi ^= KEY_HI[m + from] ^ KEY_HI[m + to];
      const captured = this.sq[to];
      if (captured !== EMPTY) {
        lo ^= KEY_LO[captured * CELLS + to];
        hi ^= KEY_HI[captured * CELLS + to];
      }
      if (kind === KIND_JUMP) {
        lo ^= KEY_LO[TILE_KEY + moveRemoved(move)];
        hi ^= KEY_HI[TILE_KEY + moveRemoved(move)];
      }
    }
    this.hashLo = lo;
    this.hashHi = hi;
    this.makeWithoutHash(move);
  }

  /** Takes back the last move made, which was `move`, and its hash. */
  unmake(move: number): void {
    this.unmakeWithoutHash(move);
    this.hashLo = this.undoLo[this.ply];
    this.hashHi = this.undoHi[this.ply];
  }

  /**
   * `make` without the hash, for the generator's legality test (S6), which unmakes each move at
   * once and reads no hash: perft and the search pay for the hash only on the moves they play.
   */
  makeWithoutHash(move: number): void {
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

  /** The piece the last move made took (EMPTY for none): G3's facts, read after the move. */
  lastCaptured(): number {
    return this.undoCaptured[this.ply - 1];
  }

  /** Takes back a `makeWithoutHash` (the hash was never changed). */
  unmakeWithoutHash(move: number): void {
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
