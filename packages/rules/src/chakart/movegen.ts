// The decisions open to the side to move, phase by phase (K2-K4, K6, K7).
import type { ChakartPosition, Decision, Square } from './types.ts';
import {
  BANANA, BISHOP, BOMB, EGG, EMPTY, KING, KNIGHT, MUSHROOM, PAWN, PROMOTIONS, QUEEN, ROOK,
  colourIndex, colourOf, isImmobilized, isInvisible, isMarker, isObject, isPiece, kindOf, markerColour,
} from './pieces.ts';
import { DIAGONAL, KING_STEPS, KNIGHT_JUMPS, ORTHOGONAL, offset, rankOf } from './geometry.ts';

/** The last rank of a side's pawns (K7). */
export const lastRank = (colour: number): number => (colour === 0 ? 7 : 0);
export const firstRank = (colour: number): number => (colour === 0 ? 0 : 7);
export const forward = (colour: number): number => (colour === 0 ? 1 : -1);

/**
 * A square a piece of `colour` may end a move on without a capture in the chess sense:
 * nothing there, an object (K3), a marker, or the enemy's invisible queen (taken unseen).
 */
export function enterable(board: Uint8Array, s: number, colour: number): boolean {
  const c = board[s];
  return c === EMPTY || isObject(c) || isMarker(c) || (isInvisible(c) && colourOf(c) !== colour);
}

/** K3: sliders, shells and a pawn's double step pass over these. */
export function passable(c: number): boolean {
  return c === EMPTY || c === MUSHROOM || c === EGG || isMarker(c) || isInvisible(c);
}

/** A piece that can be seen: every piece but an invisible queen. */
const visiblePiece = (c: number): boolean => isPiece(c) && !isInvisible(c);

function pushMove(out: Decision[], from: number, to: number, kind: number, colour: number): void {
  if (kind === PAWN && rankOf(to) === lastRank(colour)) {
    for (const promotion of PROMOTIONS) out.push({ kind: 'move', from, to, promotion });
  } else out.push({ kind: 'move', from, to });
}

// K3: pawns step forward onto anything but a visible piece, double-step from their first two
// ranks through an empty, mushroom, egg or invisible-queen square, and take a piece or an
// object diagonally (never the invisible queen, which cannot be seen). No en passant (004:46).
function pawnMoves(board: Uint8Array, s: number, colour: number, out: Decision[]): void {
  const dir = forward(colour);
  const one = offset(s, 0, dir);
  if (one < 0) return;
  if (enterable(board, one, colour)) pushMove(out, s, one, PAWN, colour);
  const r = rankOf(s);
  if ((r === firstRank(colour) || r === firstRank(colour) + dir) && passable(board[one])) {
    const two = offset(s, 0, 2 * dir);
    if (two >= 0 && enterable(board, two, colour)) pushMove(out, s, two, PAWN, colour);
  }
  for (const df of [-1, 1]) {
    const t = offset(s, df, dir);
    if (t < 0) continue;
    const c = board[t];
    if (isObject(c) || (visiblePiece(c) && colourOf(c) !== colour)) pushMove(out, s, t, PAWN, colour);
  }
}

/** K4: the shell flies along a line over passable squares and stops at the first other thing. */
export function shellTarget(board: Uint8Array, s: number, df: number, dr: number, colour: number): number {
  let t = offset(s, df, dr);
  while (t >= 0) {
    const c = board[t];
    if (isMarker(c)) return markerColour(c) !== colour ? t : -1;
    if (!passable(c)) {
      if (c === BANANA || c === BOMB) return t;
      return colourOf(c) !== colour ? t : -1;
    }
    t = offset(t, df, dr);
  }
  return -1;
}

function slide(board: Uint8Array, s: number, steps: readonly (readonly [number, number])[], colour: number, kind: number, out: Decision[], invisible: boolean): void {
  for (const [df, dr] of steps) {
    let t = offset(s, df, dr);
    while (t >= 0) {
      const c = board[t];
      if (passable(c)) {
        // Own invisible queen: passed over, never landed on.
        if (!(isPiece(c) && colourOf(c) === colour)) {
          out.push({ kind: 'move', from: s, to: t });
          if (invisible && c === EMPTY) out.push({ kind: 'invisible', from: s, to: t });
        }
      } else {
        // A banana, a bomb or a piece stops the slider (K3); it may end there unless it is its own.
        if (!(isPiece(c) && colourOf(c) === colour)) out.push({ kind: 'move', from: s, to: t });
        break;
      }
      t = offset(t, df, dr);
    }
  }
  void kind;
}

function stepMoves(board: Uint8Array, s: number, steps: readonly (readonly [number, number])[], colour: number, out: Decision[]): void {
  for (const [df, dr] of steps) {
    const t = offset(s, df, dr);
    if (t < 0) continue;
    const c = board[t];
    if (!(isPiece(c) && colourOf(c) === colour)) out.push({ kind: 'move', from: s, to: t });
  }
}

/** Piece moves, invisible moves and shells of `colour` (the `move` and `bonus` phases). */
export function pieceDecisions(pos: ChakartPosition): Decision[] {
  const board = pos.board;
  const colour = colourIndex(pos.turn);
  const powers = pos.powers[pos.turn];
  const out: Decision[] = [];
  for (let s = 0; s < 64; s++) {
    const c = board[s];
    // K6 (Bowser): an immobilized piece does nothing; an invisible queen waits to be seen.
    if (!isPiece(c) || colourOf(c) !== colour || isImmobilized(c) || isInvisible(c)) continue;
    switch (kindOf(c)) {
      case PAWN:
        pawnMoves(board, s, colour, out);
        break;
      case KNIGHT:
        stepMoves(board, s, KNIGHT_JUMPS, colour, out);
        break;
      case KING:
        stepMoves(board, s, KING_STEPS, colour, out);
        // K4: the shell, once per game and colour, at a target on one of the eight lines.
        if (powers.shell)
          for (const [df, dr] of KING_STEPS) {
            const t = shellTarget(board, s, df, dr, colour);
            if (t >= 0) out.push({ kind: 'shell', from: s, to: t });
          }
        break;
      case ROOK:
        slide(board, s, ORTHOGONAL, colour, ROOK, out, false);
        break;
      case BISHOP:
        slide(board, s, DIAGONAL, colour, BISHOP, out, false);
        break;
      case QUEEN:
        // K4: once per game and colour, a non-capturing queen move to an empty square, unseen.
        slide(board, s, KING_STEPS, colour, QUEEN, out, powers.invisible);
        break;
    }
  }
  return out;
}

/** K6 (King Boo): pieces that may be swapped — seen and not immobilized. */
export const swappable = (c: number): boolean => visiblePiece(c) && !isImmobilized(c);

/** A pawn may not be put on its last rank by a swap (K6). */
function fitsAfterSwap(c: number, to: number): boolean {
  return kindOf(c) !== PAWN || rankOf(to) !== lastRank(colourOf(c));
}

export function swapDecisions(board: Uint8Array): Decision[] {
  const out: Decision[] = [];
  for (let a = 0; a < 64; a++) {
    if (!swappable(board[a])) continue;
    for (let b = a + 1; b < 64; b++) {
      if (swappable(board[b]) && fitsAfterSwap(board[a], b) && fitsAfterSwap(board[b], a)) out.push({ kind: 'swap', a, b });
    }
  }
  return out;
}

/** K6 (Toadette): the new piece goes on a square with nothing, an object or a marker. */
export function dropDecisions(board: Uint8Array): Decision[] {
  const out: Decision[] = [];
  for (let s = 0; s < 64; s++) {
    const c = board[s];
    if (c === EMPTY || isObject(c) || isMarker(c)) out.push({ kind: 'drop', to: s });
  }
  return out;
}

/** Every decision open to the side to move in the position's phase. */
export function generateDecisions(pos: ChakartPosition): Decision[] {
  switch (pos.phase.kind) {
    case 'move': {
      const moves = pieceDecisions(pos);
      // K2: a side with no legal move passes.
      return moves.length > 0 ? moves : [{ kind: 'pass' }];
    }
    case 'bonus':
      return pieceDecisions(pos);
    case 'swap':
      return swapDecisions(pos.board);
    case 'drop':
      return dropDecisions(pos.board);
    case 'promote':
      return PROMOTIONS.map((piece) => ({ kind: 'promote', piece }));
  }
}

export const sameDecision = (a: Decision, b: Decision): boolean => decisionKey(a) === decisionKey(b);

export function decisionKey(d: Decision): string {
  switch (d.kind) {
    case 'move':
      return `m${d.from}-${d.to}${d.promotion ?? ''}`;
    case 'invisible':
      return `i${d.from}-${d.to}`;
    case 'shell':
      return `s${d.from}-${d.to}`;
    case 'pass':
      return 'p';
    case 'swap':
      return `w${Math.min(d.a, d.b)}-${Math.max(d.a, d.b)}`;
    case 'drop':
      return `d${d.to}`;
    case 'promote':
      return `r${d.piece}`;
  }
}

export type { Square };
