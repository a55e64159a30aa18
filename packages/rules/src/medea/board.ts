// Medea's mutable board: pieces and chakras in typed arrays, make and unmake of move records.
import type { Colour, MedeaPiece, MedeaPosition } from './types.ts';
import { BLACK, WHITE, colourIndex, colourName } from '../core/colour.ts';

export { WHITE, BLACK, colourName, colourIndex };

export const EMPTY = 0;
export const MAN = 1;
export const KING = 2;

export const code = (colour: number, type: number): number => type | (colour << 2);
export const typeOf = (c: number): number => c & 3;
export const colourOf = (c: number): number => c >> 2;
/** The rank a man of `colour` promotes on (D4). */
export const farRank = (colour: number): number => (colour === WHITE ? 7 : 0);

/**
 * Zobrist keys for G3's positionKey (pieces, chakras, side to move; not the move number), two
 * 32-bit halves each, drawn from a fixed seed (splitmix32), so that every run hashes alike.
 */
const nextKey = ((state: number) => (): number => {
  state = (state + 0x9e3779b9) | 0;
  let z = Math.imul(state ^ (state >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return z ^ (z >>> 15);
})(0x6d656465);
const keys = (count: number): Int32Array => Int32Array.from({ length: count }, nextKey);
/** PIECE_*[code * 64 + square]; code 0 (EMPTY) keys nothing, so an empty square needs no test. */
export const PIECE_LO = keys(8 * 64).fill(0, 0, 64);
export const PIECE_HI = keys(8 * 64).fill(0, 0, 64);
/** CHAKRA_*[owner * 64 + square]. */
export const CHAKRA_LO = keys(2 * 64);
export const CHAKRA_HI = keys(2 * 64);
/** Black to move. */
export const SIDE_LO = nextKey();
export const SIDE_HI = nextKey();

const PIECES: readonly (MedeaPiece | null)[] = Array.from({ length: 8 }, (_, c) =>
  typeOf(c) === MAN || typeOf(c) === KING
    ? Object.freeze({ colour: colourName(colourOf(c)), type: typeOf(c) === MAN ? ('man' as const) : ('king' as const) })
    : null,
);

/** A move as the generator makes it (the public MedeaMove is built from it). */
export interface Move {
  readonly kind: 'step' | 'capture' | 'chakra' | 'pass';
  readonly from: number;
  readonly to: number;
  /** The own chakra entered (transmission or pass); -1 when none. */
  readonly via: number;
  /** Squares of the pieces taken, in order (a replacement capture takes the one on `to`). */
  readonly captured: readonly number[];
  /** Landing squares of a jump sequence. */
  readonly path: readonly number[];
  /** A man ends on its far rank (D4, D7). */
  readonly promotes: boolean;
}

export class Board {
  readonly sq = new Uint8Array(64);
  /** Chakra owner per square: -1 none. */
  readonly chakra = new Int8Array(64).fill(-1);
  /** The chakra squares: White's two, then Black's two (-1 when a side has none). */
  readonly chakraSq = new Int8Array(4).fill(-1);
  readonly count = new Int16Array(2);
  turn = WHITE;
  fullmove = 1;
  /** The Zobrist hash of what G3 compares (pieces, chakras, side to move), kept by make and unmake. */
  hashLo = 0;
  hashHi = 0;
  /**
   * Undo stacks: the piece that moved, per piece move made; the pieces it took, in the move's
   * order. Numbers only, so that make allocates nothing (perft speed).
   */
  private readonly movers: number[] = [];
  private readonly taken: number[] = [];

  static fromPosition(pos: MedeaPosition): Board {
    const b = new Board();
    for (let s = 0; s < 64; s++) {
      const p = pos.board[s];
      if (p) {
        const colour = colourIndex(p.colour);
        b.sq[s] = code(colour, p.type === 'man' ? MAN : KING);
        b.count[colour]++;
      }
      const owner = pos.chakras[s];
      if (owner) {
        const o = colourIndex(owner);
        b.chakra[s] = o;
        if (b.chakraSq[o * 2] < 0) b.chakraSq[o * 2] = s;
        else b.chakraSq[o * 2 + 1] = s;
      }
    }
    b.turn = colourIndex(pos.turn);
    b.fullmove = pos.fullmove;
    b.hashLo = b.scratchHash(PIECE_LO, CHAKRA_LO, SIDE_LO);
    b.hashHi = b.scratchHash(PIECE_HI, CHAKRA_HI, SIDE_HI);
    return b;
  }

  /** One half of the hash computed from the arrays (what make and unmake keep up to date). */
  scratchHash(piece: Int32Array, chakra: Int32Array, side: number): number {
    let h = this.turn === BLACK ? side : 0;
    for (let s = 0; s < 64; s++) {
      h ^= piece[this.sq[s] * 64 + s];
      if (this.chakra[s] >= 0) h ^= chakra[this.chakra[s] * 64 + s];
    }
    return h;
  }

  /**
   * The immutable position of this board. `sameChakras`: the chakras of the position the last
   * move was made from, when that move left them where they were (every move but a chakra's);
   * the new position shares that read-only array instead of building its own (replay speed).
   */
  toPosition(sameChakras?: ReadonlyArray<Colour | null>): MedeaPosition {
    const board = new Array<MedeaPiece | null>(64);
    for (let s = 0; s < 64; s++) board[s] = PIECES[this.sq[s]];
    let chakras = sameChakras;
    if (chakras === undefined) {
      const built = new Array<Colour | null>(64);
      for (let s = 0; s < 64; s++) built[s] = this.chakra[s] < 0 ? null : colourName(this.chakra[s]);
      chakras = built;
    }
    return { board, chakras, turn: colourName(this.turn), fullmove: this.fullmove };
  }

  /** The other own chakra of `colour`, or -1. */
  farChakra(colour: number, chakra: number): number {
    const a = this.chakraSq[colour * 2];
    return a === chakra ? this.chakraSq[colour * 2 + 1] : a;
  }

  make(m: Move): void {
    const us = this.turn;
    if (m.kind === 'chakra') {
      this.chakra[m.to] = us;
      this.chakra[m.from] = -1;
      this.hashChakra(us, m.from);
      this.hashChakra(us, m.to);
      if (this.chakraSq[us * 2] === m.from) this.chakraSq[us * 2] = m.to;
      else this.chakraSq[us * 2 + 1] = m.to;
      this.orderChakras(us);
    } else if (m.kind !== 'pass') {
      const mover = this.sq[m.from];
      this.movers.push(mover);
      this.sq[m.from] = EMPTY;
      this.hashPiece(mover, m.from);
      const captured = m.captured;
      for (let i = 0; i < captured.length; i++) {
        const s = captured[i];
        this.taken.push(this.sq[s]);
        this.hashPiece(this.sq[s], s);
        this.sq[s] = EMPTY;
      }
      this.count[1 - us] -= captured.length;
      const arrived = m.promotes ? code(us, KING) : mover;
      this.sq[m.to] = arrived;
      this.hashPiece(arrived, m.to);
    }
    if (us === BLACK) this.fullmove++;
    this.turn = 1 - us;
    this.hashLo ^= SIDE_LO;
    this.hashHi ^= SIDE_HI;
  }

  /** XORs the piece `c` on `s` in or out of the hash. */
  hashPiece(c: number, s: number): void {
    this.hashLo ^= PIECE_LO[c * 64 + s];
    this.hashHi ^= PIECE_HI[c * 64 + s];
  }

  /** XORs a chakra of `owner` on `s` in or out of the hash. */
  hashChakra(owner: number, s: number): void {
    this.hashLo ^= CHAKRA_LO[owner * 64 + s];
    this.hashHi ^= CHAKRA_HI[owner * 64 + s];
  }

  /**
   * A side's two chakra squares in square order, as fromPosition lists them: the order of the
   * moves then depends on the position only, not on how the board reached it.
   */
  orderChakras(colour: number): void {
    const a = this.chakraSq[colour * 2];
    const b = this.chakraSq[colour * 2 + 1];
    if (b >= 0 && (a < 0 || b < a)) {
      this.chakraSq[colour * 2] = b;
      this.chakraSq[colour * 2 + 1] = a;
    }
  }

  /** Forgets the undo records: the moves made so far are kept for good. */
  commit(): void {
    this.movers.length = 0;
    this.taken.length = 0;
  }

  unmake(m: Move): void {
    const us = 1 - this.turn;
    this.turn = us;
    this.hashLo ^= SIDE_LO;
    this.hashHi ^= SIDE_HI;
    if (us === BLACK) this.fullmove--;
    if (m.kind === 'chakra') {
      this.chakra[m.from] = us;
      this.chakra[m.to] = -1;
      this.hashChakra(us, m.from);
      this.hashChakra(us, m.to);
      if (this.chakraSq[us * 2] === m.to) this.chakraSq[us * 2] = m.from;
      else this.chakraSq[us * 2 + 1] = m.from;
      this.orderChakras(us);
    } else if (m.kind !== 'pass') {
      this.hashPiece(this.sq[m.to], m.to);
      this.sq[m.to] = EMPTY;
      const captured = m.captured;
      for (let i = captured.length - 1; i >= 0; i--) {
        const piece = this.taken.pop()!;
        this.sq[captured[i]] = piece;
        this.hashPiece(piece, captured[i]);
      }
      const mover = this.movers.pop()!;
      this.sq[m.from] = mover;
      this.hashPiece(mover, m.from);
      this.count[1 - us] += captured.length;
    }
  }
}
