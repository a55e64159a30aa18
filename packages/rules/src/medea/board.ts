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
  private readonly undo: { mover: number; captured: number[] }[] = [];

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
    return b;
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
      if (this.chakraSq[us * 2] === m.from) this.chakraSq[us * 2] = m.to;
      else this.chakraSq[us * 2 + 1] = m.to;
      this.orderChakras(us);
      this.undo.push({ mover: 0, captured: [] });
    } else if (m.kind === 'pass') {
      this.undo.push({ mover: 0, captured: [] });
    } else {
      const mover = this.sq[m.from];
      const captured = m.captured.map((s) => this.sq[s]);
      this.sq[m.from] = EMPTY;
      for (const s of m.captured) this.sq[s] = EMPTY;
      this.count[1 - us] -= m.captured.length;
      this.sq[m.to] = m.promotes ? code(us, KING) : mover;
      this.undo.push({ mover, captured });
    }
    if (us === BLACK) this.fullmove++;
    this.turn = 1 - us;
  }

  /**
   * A side's two chakra squares in square order, as fromPosition lists them: the order of the
   * moves then depends on the position only, not on how the board reached it.
   */
  private orderChakras(colour: number): void {
    const a = this.chakraSq[colour * 2];
    const b = this.chakraSq[colour * 2 + 1];
    if (b >= 0 && (a < 0 || b < a)) {
      this.chakraSq[colour * 2] = b;
      this.chakraSq[colour * 2 + 1] = a;
    }
  }

  /** Forgets the undo records: the moves made so far are kept for good. */
  commit(): void {
    this.undo.length = 0;
  }

  unmake(m: Move): void {
    const us = 1 - this.turn;
    this.turn = us;
    if (us === BLACK) this.fullmove--;
    const { mover, captured } = this.undo.pop()!;
    if (m.kind === 'chakra') {
      this.chakra[m.from] = us;
      this.chakra[m.to] = -1;
      if (this.chakraSq[us * 2] === m.to) this.chakraSq[us * 2] = m.from;
      else this.chakraSq[us * 2 + 1] = m.from;
      this.orderChakras(us);
    } else if (m.kind !== 'pass') {
      this.sq[m.to] = EMPTY;
      m.captured.forEach((s, i) => (this.sq[s] = captured[i]));
      this.sq[m.from] = mover;
      this.count[1 - us] += m.captured.length;
    }
  }
}
