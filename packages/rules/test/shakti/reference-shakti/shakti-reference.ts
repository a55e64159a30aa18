// An independent, deliberately plain reference move generator for Shakti, written straight
// from shared/RULINGS.md (S1-S7, G1-G3) and source 001, using only the public types in
// src/shakti/types.ts. It exists to cross-check the fast engine: two readings must agree.
//
// Readings (each one a decision of this file):
//  R1  Cells 0..48, index = rank * 7 + file (a1 = 0). A cell is a tile (tiles[c] true) or a
//      hole; a piece only ever stands on a tile. The four corners are holes like any other.
//  R2  Sight (S2): from a cell, in each of the 8 directions, walk cell by cell; holes are
//      transparent; the first tile met is the tile seen in that direction (if the edge of the
//      7x7 grid comes first, nothing is seen). The seen tile may be vacant or occupied.
//  R3  King not in check (S3): in each direction, to the tile seen if it is vacant (a "long"
//      move over any number of holes). Never a capture.
//      King in check: only to the 8 geometrically adjacent cells (distance one) that are tiles
//      and are vacant or hold an ENEMY WARRIOR (capture). Never onto the enemy King.
//  R4  Warrior (S4): in each direction let T1 be the tile seen. If T1 is vacant: a step to
//      T1. If moreover the second tile T2 is vacant, also a jump to T2 removing T1 (the tile
//      becomes a hole). `seen`: T2 is the tile seen from T1 in the same direction (holes
//      skipped). `adjacent`: T2 is the very next cell after T1, and it must be a tile.
//      Warriors never capture; a warrior never moves onto an occupied tile.
//  R5  Check (S5): the King of side X is in check when some warrior of the other colour sees
//      it (R2). Pins do not matter. Kings do not "check" each other: two Kings seeing each
//      other is a separate, forbidden situation (S6, the mutual check rule).
//  R6  Legality (S6): a move is legal only if, in the position after it (piece moved, warrior
//      captured, tile removed), the mover's King is seen by no enemy warrior and the two Kings
//      do not see each other.
//  R7  In check or not (R3) is judged before the move, on the position as it stands.
//  R8  S7: if the side to move has no legal move (R3-R6) and is not in check, and the
//      opponent, in the same position with the turn handed to him, has a legal move, then the
//      only move is {kind:'pass'}. In check with no move (checkmate) or neither side able to
//      move (draw): no moves at all. The opponent's own "moves" in that test are real moves
//      (never a pass).
//  R9  Play: the turn goes to the other side; fullmove increases by one after Black's move or
//      pass; a pass changes nothing else. Repetition (G3) is not part of move generation.

import type { Cell, Colour, ShaktiMove, ShaktiPiece, ShaktiPosition, WarriorJump } from '../../../src/shakti/types.ts';

export const SIZE = 7;
export const CELLS = 49;

export const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
];

export const fileOf = (c: Cell): number => c % SIZE;
export const rankOf = (c: Cell): number => Math.floor(c / SIZE);
export const cellAt = (file: number, rank: number): Cell => rank * SIZE + file;
const onGrid = (file: number, rank: number): boolean => file >= 0 && file < SIZE && rank >= 0 && rank < SIZE;
export const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

/** 'd2' -> 10 */
export function cellIndex(name: string): Cell {
  const file = name.charCodeAt(0) - 'a'.charCodeAt(0);
  const rank = Number(name.slice(1)) - 1;
  if (!onGrid(file, rank) || name.length !== 2) throw new Error(`bad cell ${name}`);
  return cellAt(file, rank);
}

export function cellLabel(c: Cell): string {
  return `${'abcdefg'[fileOf(c)]}${rankOf(c) + 1}`;
}

/** A mutable working copy. */
interface Work {
  board: (ShaktiPiece | null)[];
  tiles: boolean[];
}

const copy = (pos: ShaktiPosition): Work => ({ board: [...pos.board], tiles: [...pos.tiles] });

/** R2: the first tile seen from `from` in direction (df, dr), or null. */
function seenFrom(w: Work, from: Cell, df: number, dr: number): Cell | null {
  let f = fileOf(from) + df;
  let r = rankOf(from) + dr;
  while (onGrid(f, r)) {
    const c = cellAt(f, r);
    if (w.tiles[c]) return c;
    f += df;
    r += dr;
  }
  return null;
}

function findKing(w: Work, colour: Colour): Cell | null {
  for (let c = 0; c < CELLS; c++) {
    const p = w.board[c];
    if (p && p.colour === colour && p.type === 'king') return c;
  }
  return null;
}

/** R5: is the King of `colour` seen by an enemy warrior? */
function kingInCheck(w: Work, colour: Colour): boolean {
  const k = findKing(w, colour);
  if (k === null) return false;
  for (const [df, dr] of DIRECTIONS) {
    const s = seenFrom(w, k, df, dr);
    if (s === null) continue;
    const p = w.board[s];
    // Sight is symmetric: the warrior at s sees k iff k sees s (only holes between them).
    if (p && p.colour !== colour && p.type === 'warrior') return true;
  }
  return false;
}

/** S6: do the two Kings see each other? */
function kingsSeeEachOther(w: Work): boolean {
  const k = findKing(w, 'white');
  if (k === null) return false;
  for (const [df, dr] of DIRECTIONS) {
    const s = seenFrom(w, k, df, dr);
    if (s === null) continue;
    const p = w.board[s];
    if (p && p.type === 'king' && p.colour === 'black') return true;
  }
  return false;
}

export function referenceInCheck(pos: ShaktiPosition, colour: Colour): boolean {
  return kingInCheck(copy(pos), colour);
}

export function referenceKingsSee(pos: ShaktiPosition): boolean {
  return kingsSeeEachOther(copy(pos));
}

/** Applies a non-pass move to a working copy (no legality test). */
function apply(w: Work, move: Exclude<ShaktiMove, { kind: 'pass' }>): void {
  const piece = w.board[move.from];
  w.board[move.to] = piece; // a capture simply replaces the warrior
  w.board[move.from] = null;
  if (move.kind === 'jump') {
    w.board[move.removed] = null;
    w.tiles[move.removed] = false;
  }
}

/** All moves obeying R3/R4 for `colour` to move, before the S6 filter. */
function pseudoMoves(pos: ShaktiPosition, colour: Colour, warriorJump: WarriorJump): ShaktiMove[] {
  const w = copy(pos);
  const moves: ShaktiMove[] = [];
  const inCheck = kingInCheck(w, colour);
  for (let from = 0; from < CELLS; from++) {
    const p = w.board[from];
    if (!p || p.colour !== colour) continue;
    for (const [df, dr] of DIRECTIONS) {
      if (p.type === 'king') {
        if (inCheck) {
          const f = fileOf(from) + df;
          const r = rankOf(from) + dr;
          if (!onGrid(f, r)) continue;
          const to = cellAt(f, r);
          if (!w.tiles[to]) continue;
          const q = w.board[to];
          if (q === null || (q.colour !== colour && q.type === 'warrior')) moves.push({ kind: 'step', from, to });
        } else {
          const to = seenFrom(w, from, df, dr);
          if (to !== null && w.board[to] === null) moves.push({ kind: 'step', from, to });
        }
      } else {
        const t1 = seenFrom(w, from, df, dr);
        if (t1 === null || w.board[t1] !== null) continue;
        moves.push({ kind: 'step', from, to: t1 });
        let t2: Cell | null;
        if (warriorJump === 'seen') {
          t2 = seenFrom(w, t1, df, dr);
        } else {
          const f = fileOf(t1) + df;
          const r = rankOf(t1) + dr;
          t2 = onGrid(f, r) && w.tiles[cellAt(f, r)] ? cellAt(f, r) : null;
        }
        if (t2 !== null && w.board[t2] === null) moves.push({ kind: 'jump', from, to: t2, removed: t1 });
      }
    }
  }
  return moves;
}

/** R6: the moves of `colour` that survive S6. */
function realMoves(pos: ShaktiPosition, colour: Colour, warriorJump: WarriorJump): ShaktiMove[] {
  const turned: ShaktiPosition = { ...pos, turn: colour };
  return pseudoMoves(turned, colour, warriorJump).filter((m) => {
    if (m.kind === 'pass') return false;
    const w = copy(pos);
    apply(w, m);
    return !kingInCheck(w, colour) && !kingsSeeEachOther(w);
  });
}

/** Every legal move for the side to move (R8 for the pass). */
export function referenceLegalMoves(pos: ShaktiPosition, warriorJump: WarriorJump): ShaktiMove[] {
  const moves = realMoves(pos, pos.turn, warriorJump);
  if (moves.length > 0) return moves;
  if (referenceInCheck(pos, pos.turn)) return []; // checkmate
  if (realMoves(pos, other(pos.turn), warriorJump).length > 0) return [{ kind: 'pass' }];
  return []; // neither can move: draw
}

/** R9. The move is assumed legal. */
export function referencePlay(pos: ShaktiPosition, move: ShaktiMove, _warriorJump: WarriorJump): ShaktiPosition {
  const w = copy(pos);
  if (move.kind !== 'pass') apply(w, move);
  return {
    board: w.board,
    tiles: w.tiles,
    turn: other(pos.turn),
    fullmove: pos.turn === 'black' ? pos.fullmove + 1 : pos.fullmove,
  };
}

export function moveKey(m: ShaktiMove): string {
  if (m.kind === 'pass') return 'pass';
  const base = `${cellLabel(m.from)}-${cellLabel(m.to)}`;
  return m.kind === 'jump' ? `${base}x${cellLabel(m.removed)}` : base;
}

export function positionKey(pos: ShaktiPosition): string {
  let s = '';
  for (let c = 0; c < CELLS; c++) {
    const p = pos.board[c];
    s += !pos.tiles[c] ? (p ? '!' : '#') : p ? (p.colour === 'white' ? p.type[0].toUpperCase() : p.type[0]) : '.';
  }
  return `${s} ${pos.turn} ${pos.fullmove}`;
}

/** Non-empty cells and holes, for a mismatch report. */
export function describePosition(pos: ShaktiPosition): string {
  const pieces: string[] = [];
  const holes: string[] = [];
  for (let c = 0; c < CELLS; c++) {
    const p = pos.board[c];
    if (p) pieces.push(`${cellLabel(c)}:${p.colour[0]}${p.type === 'king' ? 'K' : 'W'}`);
    if (!pos.tiles[c]) holes.push(cellLabel(c));
  }
  const rows: string[] = [];
  for (let r = SIZE - 1; r >= 0; r--) {
    let row = `${r + 1} `;
    for (let f = 0; f < SIZE; f++) {
      const c = cellAt(f, r);
      const p = pos.board[c];
      row += !pos.tiles[c] ? ' ' : p ? (p.colour === 'white' ? p.type[0].toUpperCase() : p.type[0]) : '.';
    }
    rows.push(row);
  }
  rows.push('  abcdefg');
  return `turn ${pos.turn}, fullmove ${pos.fullmove}; pieces ${pieces.join(' ')}; holes ${holes.join(' ')}\n${rows.join('\n')}`;
}

/** Builds a position: pieces like { d2: 'wK', b2: 'wW' }, holes besides the four corners. */
export function buildPosition(spec: {
  pieces: Record<string, string>;
  holes?: readonly string[];
  turn?: Colour;
  fullmove?: number;
}): ShaktiPosition {
  const board: (ShaktiPiece | null)[] = new Array(CELLS).fill(null);
  const tiles: boolean[] = new Array(CELLS).fill(true);
  for (const corner of [0, 6, 42, 48]) tiles[corner] = false;
  for (const h of spec.holes ?? []) tiles[cellIndex(h)] = false;
  for (const [name, code] of Object.entries(spec.pieces)) {
    const c = cellIndex(name);
    if (!tiles[c]) throw new Error(`piece on a hole: ${name}`);
    board[c] = { colour: code[0] === 'w' ? 'white' : 'black', type: code[1] === 'K' ? 'king' : 'warrior' };
  }
  return { board, tiles, turn: spec.turn ?? 'white', fullmove: spec.fullmove ?? 1 };
}
