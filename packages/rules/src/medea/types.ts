// The public vocabulary of Medea (source 003; rulings D1-D9, G1-G3): draughts on all 64
// squares with Chakra's Transmitter. Squares as in Chakra: 0..63, index = rank * 8 + file.

export type Square = number;
export type { Colour } from '../core/colour.ts';
import type { Colour } from '../core/colour.ts';
export type MedeaPieceType = 'man' | 'king';

export interface MedeaPiece {
  readonly colour: Colour;
  readonly type: MedeaPieceType;
}

/** An immutable Medea position. */
export interface MedeaPosition {
  /** 64 entries, index = square. */
  readonly board: ReadonlyArray<MedeaPiece | null>;
  /** 64 entries: the owner of the chakra under that square, if any (chakras have no faces, D6). */
  readonly chakras: ReadonlyArray<Colour | null>;
  readonly turn: Colour;
  /** Starts at 1, incremented after Black's move. */
  readonly fullmove: number;
}

/**
 * One legal decision (D5: one per start, end and set of captured pieces).
 * - `step`: a man's step or a king's slide. With `via`, the piece entered its own vacant chakra
 *   `via` and was transmitted to the far chakra `to` (D7), taking an enemy piece there by
 *   replacement when one stood on it.
 * - `capture`: a jump sequence: `path` lists every landing square in order (the last is `to`),
 *   `captured` the squares of the pieces taken, in order.
 * - `chakra`: a vacant own chakra moved one king step (D6).
 * - `pass`: the piece on the own chakra `square` formally enters the vacant own chakra `via`
 *   and comes back (D8, as Chakra's C9).
 */
export type MedeaMove =
  | { readonly kind: 'step'; readonly from: Square; readonly to: Square; readonly via?: Square }
  | {
      readonly kind: 'capture';
      readonly from: Square;
      readonly to: Square;
      readonly path: readonly Square[];
      readonly captured: readonly Square[];
    }
  | { readonly kind: 'chakra'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'pass'; readonly square: Square; readonly via: Square };

/** What a move caused: recorded in the log, re-derived and compared on replay. */
export interface MedeaFacts {
  readonly player: Colour;
  /** The moving piece (absent for chakra moves). */
  readonly piece?: MedeaPieceType;
  readonly from: Square;
  readonly to: Square;
  /** The own chakra entered when transmitted (or passed). */
  readonly via?: Square;
  /** Landing squares of a jump sequence. */
  readonly path?: readonly Square[];
  /** Every piece taken, by jump or by replacement. */
  readonly captured?: readonly { readonly square: Square; readonly piece: MedeaPieceType }[];
  /** A man that ended its move on its far rank became a king (D4, D7). */
  readonly promoted?: true;
}
