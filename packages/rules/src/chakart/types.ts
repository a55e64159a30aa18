// The public vocabulary of Chakart (source 004; rulings K1-K13, G2, G4). The board is 8x8,
// files a..h, ranks 1..8; a square is a number 0..63 with index = rank * 8 + file (a1 = 0).
// A square holds nothing, one piece, one object, or a marker (K3, K4).
export type { Colour } from '../core/colour.ts';
import type { Colour } from '../core/colour.ts';

export type Square = number;
export type PieceKind = 'pawn' | 'rook' | 'knight' | 'bishop' | 'queen' | 'king';
/** K7: what a pawn promotes to; also what Toadette may bring (K6). */
export type PromotionPiece = 'queen' | 'rook' | 'knight' | 'bishop' | 'king';
export type ObjectKind = 'mushroom' | 'egg' | 'banana' | 'bomb';
/** K6, in the order of the rules page's list. */
export type EggOutcome = 'kingboo' | 'koopa' | 'toadette' | 'chomp' | 'daisy' | 'bowser' | 'luigi' | 'waluigi';
/** A push by a banana (orthogonal) or a bomb (diagonal), K5. North is towards rank 8. */
export type Direction = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

export type Cell =
  | null
  | {
      readonly type: 'piece';
      readonly colour: Colour;
      readonly kind: PieceKind;
      /** Bowser (K6): cannot move on its owner's next turn. */
      readonly immobilized?: true;
      /** K4: a queen after its invisible move, until the opponent has made one move. */
      readonly invisible?: true;
    }
  | { readonly type: 'object'; readonly object: ObjectKind }
  /** K4: where an invisible queen left from; it belongs to the queen's side. */
  | { readonly type: 'marker'; readonly colour: Colour };

/** K4: each side's once-per-game powers still available. */
export interface Powers {
  readonly shell: boolean;
  readonly invisible: boolean;
}

/**
 * What the side to move must decide now. A turn is the main move (`move`), then whatever its
 * effects asked for: a bonus move (Daisy), a swap (King Boo), a drop (Toadette), or a
 * promotion choice when an effect carried a pawn to its last rank (K7).
 */
export type Phase =
  | { readonly kind: 'move' }
  | { readonly kind: 'bonus' }
  | { readonly kind: 'swap' }
  | { readonly kind: 'drop'; readonly piece: PromotionPiece }
  | { readonly kind: 'promote'; readonly resume: Resume };

/** Where an effect chain paused for a promotion choice, and what it does next. */
export interface Resume {
  /** The pawn's square, on its last rank. */
  readonly square: Square;
  /** The object the pawn landed on, whose effect follows the promotion. */
  readonly object?: ObjectKind;
  /** Where the pawn's last hop began (Koopa) and its step (mushroom). */
  readonly hopFrom: Square;
  /** The piece was dropped by Toadette in this decision (K8: Koopa does nothing then). */
  readonly dropped: boolean;
  /** The decision moved or dropped a piece (so a rook or bishop lays its object at the end, K4, K11). */
  readonly lays: boolean;
}

/** An immutable Chakart position, at any point of a turn. */
export interface ChakartPosition {
  /** 64 cell codes (see pieces.ts; read them with `cellAt`). */
  readonly board: Uint8Array;
  readonly turn: Colour;
  /** Turns completed so far (the home site's third field). */
  readonly plies: number;
  readonly powers: { readonly white: Powers; readonly black: Powers };
  readonly phase: Phase;
  /**
   * Immobilized pieces the end of the current turn keeps immobilized (freed only at the end of
   * their owner's next turn): those Bowser struck this turn, and those Luigi or Waluigi turned
   * to the side to move while immobilized (K6, K12).
   */
  readonly bowsered: readonly Square[];
}

/**
 * One decision of the side to move. In the `move` and `bonus` phases: a piece move (with the
 * promotion piece when a pawn moves to its last rank), the queen's invisible move, the king's
 * shell (`to` is the square hit), or a pass (K2: only when nothing else is legal). In the
 * other phases: the swap, the drop square, the promotion piece.
 */
export type Decision =
  | { readonly kind: 'move'; readonly from: Square; readonly to: Square; readonly promotion?: PromotionPiece }
  | { readonly kind: 'invisible'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'shell'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'pass' }
  | { readonly kind: 'swap'; readonly a: Square; readonly b: Square }
  | { readonly kind: 'drop'; readonly to: Square }
  | { readonly kind: 'promote'; readonly piece: PromotionPiece };

/** One random outcome drawn while a decision was resolved (G4: a fact of the log). */
export type Outcome =
  | { readonly draw: 'push'; readonly direction: Direction }
  | { readonly draw: 'egg'; readonly outcome: EggOutcome }
  /** Luigi / Waluigi: the piece that changes colour. */
  | { readonly draw: 'colour'; readonly square: Square }
  /** Toadette: the piece the mover will drop. */
  | { readonly draw: 'toadette'; readonly piece: PromotionPiece }
  /** Where a rook's banana or a bishop's bomb lands (K4). */
  | { readonly draw: 'lay'; readonly square: Square };

export interface PieceOn {
  readonly colour: Colour;
  readonly kind: PieceKind;
}

/** What happened, step by step, while a decision was resolved. */
export type Step =
  | { readonly step: 'move'; readonly piece: PieceKind; readonly from: Square; readonly to: Square; readonly invisible?: true; readonly captured?: PieceOn; readonly object?: ObjectKind; readonly marker?: true }
  | { readonly step: 'leave'; readonly object: 'mushroom' | 'egg'; readonly square: Square }
  | { readonly step: 'promote'; readonly square: Square; readonly piece: PromotionPiece }
  | { readonly step: 'mushroom'; readonly from: Square; readonly to: Square; readonly captured?: PieceOn; readonly object?: ObjectKind; readonly marker?: true }
  | { readonly step: 'push'; readonly by: 'banana' | 'bomb'; readonly direction: Direction; readonly from: Square; readonly to: Square; readonly captured?: PieceOn; readonly object?: ObjectKind; readonly marker?: true }
  | { readonly step: 'egg'; readonly outcome: EggOutcome }
  | { readonly step: 'koopa'; readonly from: Square; readonly to: Square }
  | { readonly step: 'chomp'; readonly square: Square; readonly piece: PieceOn }
  | { readonly step: 'bowser'; readonly square: Square }
  | { readonly step: 'colour'; readonly square: Square; readonly piece: PieceKind; readonly to: Colour }
  | { readonly step: 'toadette'; readonly piece: PromotionPiece }
  | { readonly step: 'lay'; readonly object: 'banana' | 'bomb'; readonly square: Square }
  | { readonly step: 'shell'; readonly from: Square; readonly to: Square; readonly hit: PieceOn | 'marker' | 'banana' | 'bomb' }
  | { readonly step: 'swap'; readonly a: Square; readonly b: Square }
  | { readonly step: 'drop'; readonly piece: PromotionPiece; readonly to: Square; readonly object?: ObjectKind }
  | { readonly step: 'pass' }
  /** End of turn: an immobilized piece may move again (K6, K12). */
  | { readonly step: 'freed'; readonly square: Square }
  /** End of the opponent's first decision after her move: the invisible queen shows again (K10). */
  | { readonly step: 'revealed'; readonly square: Square };

export interface ChakartFacts {
  readonly player: Colour;
  readonly decision: Decision;
  readonly steps: readonly Step[];
  /** The random outcomes, in the order they were drawn. */
  readonly outcomes: readonly Outcome[];
  /** The decision ended the turn (no bonus, swap, drop or promotion pending). */
  readonly turnEnded: boolean;
}

/** K1: 0 standard array, 1 the same shuffled back rank for both, 2 each side on its own. */
export type Randomness = 0 | 1 | 2;

export type ChakartResult = 'white' | 'black' | 'draw';
/** K2: a side's every king captured (both at once: a draw). */
export type ChakartEndReason = 'kings-captured';
