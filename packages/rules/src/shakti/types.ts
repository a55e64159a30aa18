// The public vocabulary of Shakti (source 001; rulings S1-S7, G1-G3). The board is a 7x7
// grid, files a..g, ranks 1..7; a cell is a number 0..48 with index = rank * 7 + file
// (a1 = 0, g7 = 48). Every cell holds a tile or is a hole (the corners start as holes).

export type Cell = number;
export type { Colour } from '../core/colour.ts';
import type { Colour } from '../core/colour.ts';
export type ShaktiPieceType = 'king' | 'warrior';

export interface ShaktiPiece {
  readonly colour: Colour;
  readonly type: ShaktiPieceType;
}

/** An immutable Shakti position. */
export interface ShaktiPosition {
  /** 49 entries, index = cell: the piece on that cell's tile, if any. */
  readonly board: ReadonlyArray<ShaktiPiece | null>;
  /** 49 entries, index = cell: true where a tile is, false for a hole (S2). */
  readonly tiles: ReadonlyArray<boolean>;
  readonly turn: Colour;
  /** Starts at 1, incremented after Black's move (or pass). */
  readonly fullmove: number;
}

/** S4: `seen` (default) — the second tile is the next tile along the line, holes skipped;
 * `adjacent` — the second tile must be the very next cell. */
export type WarriorJump = 'seen' | 'adjacent';

export interface ShaktiOptions {
  readonly warriorJump?: WarriorJump;
}

/**
 * One legal decision: a step to the first tile seen (a King's long move or adjacent move in
 * check, possibly a capture; a warrior's move), a warrior's jump to the second tile removing
 * the first (`removed`), or the forced pass of S7.
 */
export type ShaktiMove =
  | { readonly kind: 'step'; readonly from: Cell; readonly to: Cell }
  | { readonly kind: 'jump'; readonly from: Cell; readonly to: Cell; readonly removed: Cell }
  | { readonly kind: 'pass' };

export type ShaktiResult = 'white' | 'black' | 'draw';
/** The game's own endings and the common ones (G2, G3, G5). */
export type ShaktiEndReason = 'checkmate' | 'no-moves' | 'repetition' | 'resignation' | 'agreement' | 'time';

/** What a move caused: recorded in the log, re-derived and compared on replay. */
export interface ShaktiFacts {
  readonly player: Colour;
  /** Absent for a pass. */
  readonly piece?: ShaktiPieceType;
  readonly from?: Cell;
  readonly to?: Cell;
  readonly captured?: { readonly cell: Cell; readonly piece: ShaktiPieceType };
  /** The tile a warrior's jump removed (S4). */
  readonly removedTile?: Cell;
  readonly pass?: true;
  /** The side to move after this move is in check. */
  readonly check: boolean;
}
