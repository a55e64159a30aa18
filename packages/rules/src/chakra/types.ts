// The public vocabulary of Chakra: the position as an immutable value, the move, and the
// facts a move causes. Squares are numbers 0..63, a1 = 0, b1 = 1, …, h8 = 63
// (index = rank * 8 + file, both from 0, White's side first).

export type Square = number;
export type { Colour } from '../core/colour.ts';
import type { Colour } from '../core/colour.ts';
/** The Monkey is the 1995 text's Ape (ruling C2). */
export type PieceType = 'king' | 'queen' | 'samurai' | 'monk' | 'monkey' | 'courtesan' | 'pawn';
/** What a pawn may become: a type its side has lost (C14). */
export type PromotionType = 'queen' | 'samurai' | 'monk' | 'monkey' | 'courtesan';
/** A chakra's upper side: knight = circle, king = square (C2, C6). */
export type Face = 'knight' | 'king';
/** `current` = the MindSports page (default); `1995` = the older text (C3-C5). */
export type Ruleset = 'current' | '1995';

export interface Piece {
  readonly colour: Colour;
  readonly type: PieceType;
}

export interface Chakra {
  readonly owner: Colour;
  readonly face: Face;
}

export type Pool = Readonly<Record<PromotionType, number>>;

/** An immutable Chakra position. */
export interface ChakraPosition {
  /** 64 entries, index = square. */
  readonly board: ReadonlyArray<Piece | null>;
  /** 64 entries, index = square: the chakra marker under that square, if any. */
  readonly chakras: ReadonlyArray<Chakra | null>;
  readonly turn: Colour;
  /** Promotion pools: pieces of each type the side has lost and not yet reused (C14). */
  readonly pools: Readonly<Record<Colour, Pool>>;
  /** Starts at 1, incremented after Black's move, as in chess. */
  readonly fullmove: number;
}

/**
 * One legal decision. `to` is where the piece ends: for a transmitted move that is the far
 * chakra B, and `via` is the own chakra A it entered (C8). A pass is the piece on B formally
 * entering A and coming back (C9).
 */
export type ChakraMove =
  | {
      readonly kind: 'piece';
      readonly from: Square;
      readonly to: Square;
      readonly via?: Square;
      readonly promotion?: PromotionType;
    }
  | { readonly kind: 'chakra'; readonly from: Square; readonly to: Square; readonly flip: boolean }
  | { readonly kind: 'flip'; readonly square: Square }
  | { readonly kind: 'pass'; readonly square: Square; readonly via: Square };

export type GameResult = 'white' | 'black' | 'draw';
/** The game's own endings and the common ones (G2, G3, G5). */
export type EndReason = 'checkmate' | 'stalemate' | 'repetition' | 'resignation' | 'agreement' | 'time';

/** What a move caused: recorded in the log, re-derived and compared on replay. */
export interface MoveFacts {
  readonly player: Colour;
  /** The moving piece's type (absent for chakra moves and flips). */
  readonly piece?: PieceType;
  readonly from: Square;
  readonly to: Square;
  /** The own chakra entered when the piece was transmitted (or passed). */
  readonly via?: Square;
  readonly captured?: { readonly square: Square; readonly piece: PieceType };
  readonly promotion?: PromotionType;
  /** A King took a vacant enemy chakra: both chakras of that colour left the board (C10). */
  readonly transmitterCaptured?: { readonly owner: Colour; readonly squares: readonly [Square, Square] };
  /** The chakra's face after the move (chakra moves and flips). */
  readonly face?: Face;
  /** The side to move after this move is in check. */
  readonly check: boolean;
}
