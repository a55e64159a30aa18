// The decisions open to the side to move, phase by phase (K2-K4, K6, K7). Inside the engine a
// decision is one integer (see `code` below), written into a buffer; the API decodes them.
import type { ChakartPosition, Decision, PromotionPiece } from './types.ts';
import {
  BANANA, BOMB, EGG, EMPTY, MARKER, IMMOBILIZED, INVISIBLE, KING, KNIGHT, PAWN, PROMOTIONS, PROMOTION_CODES, QUEEN, ROOK, BISHOP,
  colourOf, isImmobilized, isInvisible, isMarker, isObject, isPiece, kindCode, kindName, kindOf, markerColour,
} from './pieces.ts';
import { KNIGHT_COUNT, KNIGHT_TARGETS, NE, NEIGHBOUR, NW, N, RAY, RAY_LENGTH, S, SE, SW, isSquare, rankOf } from './geometry.ts';

/** The last rank of a side's pawns (K7). */
export const lastRank = (colour: number): number => (colour === 0 ? 7 : 0);
export const firstRank = (colour: number): number => (colour === 0 ? 0 : 7);
export const forward = (colour: number): number => (colour === 0 ? 1 : -1);

// Decision codes: kind | from << 3 | to << 9 | piece << 15 (the promotion's kind code, 0 for
// none). A swap keeps its squares as from < to, a drop its square as `to`, a promotion choice
// its piece.
export const D_MOVE = 0;
export const D_INVISIBLE = 1;
export const D_SHELL = 2;
export const D_PASS = 3;
export const D_SWAP = 4;
export const D_DROP = 5;
export const D_PROMOTE = 6;
export const code = (kind: number, from: number, to: number, piece: number): number => kind | (from << 3) | (to << 9) | (piece << 15);
export const codeKind = (d: number): number => d & 7;
export const codeFrom = (d: number): number => (d >> 3) & 63;
export const codeTo = (d: number): number => (d >> 9) & 63;
export const codePiece = (d: number): number => d >> 15;

/** The largest number of decisions a position can have (64 pieces of 54 moves each, bounding swaps too). */
export const MAX_DECISIONS = 4096;

// Powers as bits: a side's shell and invisible move (K4), still available when set.
export const SHELL_POWER = (colour: number): number => 1 << (2 * colour);
export const INVISIBLE_POWER = (colour: number): number => 2 << (2 * colour);
export function powerBits(powers: ChakartPosition['powers']): number {
  return (powers.white.shell ? 1 : 0) | (powers.white.invisible ? 2 : 0) | (powers.black.shell ? 4 : 0) | (powers.black.invisible ? 8 : 0);
}

/**
 * A square a piece of `colour` may end a move on without a capture in the chess sense:
 * nothing there, an object (K3), a marker, or the enemy's invisible queen (taken unseen).
 */
export function enterable(board: Uint8Array, s: number, colour: number): boolean {
  const c = board[s];
  // Nothing (0), an object (1-4) or a marker (5, 6): every code up to the markers'.
  return c <= MARKER + 1 || (isInvisible(c) && colourOf(c) !== colour);
}

/** K3: sliders, shells and a pawn's double step pass over these. */
export function passable(c: number): boolean {
  return c <= EGG || isMarker(c) || isInvisible(c);
}

/** A piece that can be seen: every piece but an invisible queen. */
const visiblePiece = (c: number): boolean => isPiece(c) && !isInvisible(c);

/** A piece of `colour` that may act now (K6 Bowser: not immobilized; K4: not invisible). */
export const mobile = (c: number, colour: number): boolean => isPiece(c) && colourOf(c) === colour && (c & (IMMOBILIZED | INVISIBLE)) === 0;

function pushMove(out: Int32Array, n: number, from: number, to: number, colour: number): number {
  if (rankOf(to) === lastRank(colour)) {
    for (let i = 0; i < PROMOTION_CODES.length; i++) out[n++] = code(D_MOVE, from, to, PROMOTION_CODES[i]);
  } else out[n++] = code(D_MOVE, from, to, 0);
  return n;
}

// K3: pawns step forward onto anything but a visible piece, double-step from their first two
// ranks through an empty, mushroom, egg or invisible-queen square, and take a piece or an
// object diagonally (never the invisible queen, which cannot be seen). No en passant (004:46).
function pawnMoves(board: Uint8Array, s: number, colour: number, out: Int32Array, n: number): number {
  const ahead = colour === 0 ? N : S;
  const one = NEIGHBOUR[s * 8 + ahead];
  if (one < 0) return n;
  if (enterable(board, one, colour)) n = pushMove(out, n, s, one, colour);
  const r = rankOf(s);
  if ((r === firstRank(colour) || r === firstRank(colour) + forward(colour)) && passable(board[one])) {
    const two = NEIGHBOUR[one * 8 + ahead];
    if (two >= 0 && enterable(board, two, colour)) n = pushMove(out, n, s, two, colour);
  }
  // West first, then east.
  for (let side = 0; side < 2; side++) {
    const t = NEIGHBOUR[s * 8 + (colour === 0 ? (side === 0 ? NW : NE) : side === 0 ? SW : SE)];
    if (t < 0) continue;
    const c = board[t];
    if (isObject(c) || (visiblePiece(c) && colourOf(c) !== colour)) n = pushMove(out, n, s, t, colour);
  }
  return n;
}

/** K4: the shell flies along a line over passable squares and stops at the first other thing. */
export function shellTarget(board: Uint8Array, s: number, d: number, colour: number): number {
  const base = (s * 8 + d) * 8;
  for (let k = 0, len = RAY_LENGTH[s * 8 + d]; k < len; k++) {
    const t = RAY[base + k];
    const c = board[t];
    if (isMarker(c)) return markerColour(c) !== colour ? t : -1;
    if (!passable(c)) {
      if (c === BANANA || c === BOMB) return t;
      return colourOf(c) !== colour ? t : -1;
    }
  }
  return -1;
}

/** Directions first..last-1 (see geometry.ts). */
function slide(board: Uint8Array, s: number, first: number, last: number, colour: number, out: Int32Array, n: number, invisible: boolean): number {
  for (let d = first; d < last; d++) {
    const base = (s * 8 + d) * 8;
    for (let k = 0, len = RAY_LENGTH[s * 8 + d]; k < len; k++) {
      const t = RAY[base + k];
      const c = board[t];
      if (passable(c)) {
        // Own invisible queen: passed over, never landed on.
        if (!(isPiece(c) && colourOf(c) === colour)) {
          out[n++] = code(D_MOVE, s, t, 0);
          // K4, K9: the invisible move ends on an empty square; the enemy's marker is no obstacle.
          if (invisible && (c === EMPTY || isMarker(c))) out[n++] = code(D_INVISIBLE, s, t, 0);
        }
      } else {
        // A banana, a bomb or a piece stops the slider (K3); it may end there unless it is its own.
        if (!(isPiece(c) && colourOf(c) === colour)) out[n++] = code(D_MOVE, s, t, 0);
        break;
      }
    }
  }
  return n;
}

/** The decisions of the piece `c` of the side to move on `s` (a mobile one). */
export function pieceAt(board: Uint8Array, s: number, c: number, colour: number, powers: number, out: Int32Array, n: number): number {
  switch (kindOf(c)) {
    case PAWN:
      return pawnMoves(board, s, colour, out, n);
    case KNIGHT:
      for (let k = 0, len = KNIGHT_COUNT[s]; k < len; k++) {
        const t = KNIGHT_TARGETS[s * 8 + k];
        const x = board[t];
        if (!(isPiece(x) && colourOf(x) === colour)) out[n++] = code(D_MOVE, s, t, 0);
      }
      return n;
    case KING:
      for (let d = 0; d < 8; d++) {
        const t = NEIGHBOUR[s * 8 + d];
        if (t < 0) continue;
        const x = board[t];
        if (!(isPiece(x) && colourOf(x) === colour)) out[n++] = code(D_MOVE, s, t, 0);
      }
      // K4: the shell, once per game and colour, at a target on one of the eight lines.
      if (powers & SHELL_POWER(colour))
        for (let d = 0; d < 8; d++) {
          const t = shellTarget(board, s, d, colour);
          if (t >= 0) out[n++] = code(D_SHELL, s, t, 0);
        }
      return n;
    case ROOK:
      return slide(board, s, 0, 4, colour, out, n, false);
    case BISHOP:
      return slide(board, s, 4, 8, colour, out, n, false);
    case QUEEN:
      // K4: once per game and colour, a non-capturing queen move to an empty square, unseen.
      return slide(board, s, 0, 8, colour, out, n, (powers & INVISIBLE_POWER(colour)) !== 0);
  }
  return n;
}

/** Piece moves, invisible moves and shells of `colour` (the `move` and `bonus` phases). */
export function pieceDecisions(board: Uint8Array, colour: number, powers: number, out: Int32Array, n: number): number {
  for (let s = 0; s < 64; s++) {
    const c = board[s];
    // K6 (Bowser): an immobilized piece does nothing; an invisible queen waits to be seen.
    if (mobile(c, colour)) n = pieceAt(board, s, c, colour, powers, out, n);
  }
  return n;
}

/** K6 (King Boo): pieces that may be swapped — seen and not immobilized. */
export const swappable = (c: number): boolean => visiblePiece(c) && !isImmobilized(c);

/** A pawn may not be put on its last rank by a swap (K6). */
function fitsAfterSwap(c: number, to: number): boolean {
  return kindOf(c) !== PAWN || rankOf(to) !== lastRank(colourOf(c));
}

/** K6: the swap of the pieces on a and b (a < b) is allowed. */
export function swapAllowed(board: Uint8Array, a: number, b: number): boolean {
  return swappable(board[a]) && swappable(board[b]) && fitsAfterSwap(board[a], b) && fitsAfterSwap(board[b], a);
}

export function swapDecisions(board: Uint8Array, out: Int32Array, n: number): number {
  for (let a = 0; a < 64; a++) {
    if (!swappable(board[a])) continue;
    for (let b = a + 1; b < 64; b++) if (swapAllowed(board, a, b)) out[n++] = code(D_SWAP, a, b, 0);
  }
  return n;
}

/** K6 (Toadette): the new piece goes on a square with nothing, an object or a marker. */
export const droppable = (c: number): boolean => c === EMPTY || isObject(c) || isMarker(c);

export function dropDecisions(board: Uint8Array, out: Int32Array, n: number): number {
  for (let s = 0; s < 64; s++) if (droppable(board[s])) out[n++] = code(D_DROP, 0, s, 0);
  return n;
}

// Phases as numbers inside the engine.
export const P_MOVE = 0;
export const P_BONUS = 1;
export const P_SWAP = 2;
export const P_DROP = 3;
export const P_PROMOTE = 4;

/**
 * Whether any decision is open in the sub-phase `phase` (bonus, swap, drop): the same
 * generators, stopped at the first decision.
 */
export function anyDecision(board: Uint8Array, colour: number, powers: number, phase: number, out: Int32Array): boolean {
  switch (phase) {
    case P_SWAP:
      for (let a = 0; a < 64; a++) {
        if (!swappable(board[a])) continue;
        for (let b = a + 1; b < 64; b++) if (swapAllowed(board, a, b)) return true;
      }
      return false;
    case P_DROP:
      for (let s = 0; s < 64; s++) if (droppable(board[s])) return true;
      return false;
    case P_BONUS:
      for (let s = 0; s < 64; s++) {
        const c = board[s];
        if (mobile(c, colour) && pieceAt(board, s, c, colour, powers, out, 0) > 0) return true;
      }
      return false;
    default:
      return generate(board, colour, powers, phase, out) > 0;
  }
}

/** Every decision open in phase `phase` (the game not over), written to `out`; returns their number. */
export function generate(board: Uint8Array, colour: number, powers: number, phase: number, out: Int32Array): number {
  switch (phase) {
    case P_MOVE: {
      const n = pieceDecisions(board, colour, powers, out, 0);
      if (n > 0) return n;
      // K2: a side with no legal move passes.
      out[0] = code(D_PASS, 0, 0, 0);
      return 1;
    }
    case P_BONUS:
      return pieceDecisions(board, colour, powers, out, 0);
    case P_SWAP:
      return swapDecisions(board, out, 0);
    case P_DROP:
      return dropDecisions(board, out, 0);
    default:
      for (let i = 0; i < PROMOTION_CODES.length; i++) out[i] = code(D_PROMOTE, 0, 0, PROMOTION_CODES[i]);
      return PROMOTION_CODES.length;
  }
}

/** The public form of a decision code. */
export function decodeDecision(d: number): Decision {
  const from = codeFrom(d);
  const to = codeTo(d);
  switch (codeKind(d)) {
    case D_MOVE: {
      const p = codePiece(d);
      return p === 0 ? { kind: 'move', from, to } : { kind: 'move', from, to, promotion: kindName(p) as PromotionPiece };
    }
    case D_INVISIBLE:
      return { kind: 'invisible', from, to };
    case D_SHELL:
      return { kind: 'shell', from, to };
    case D_PASS:
      return { kind: 'pass' };
    case D_SWAP:
      return { kind: 'swap', a: from, b: to };
    case D_DROP:
      return { kind: 'drop', to };
    default:
      return { kind: 'promote', piece: kindName(codePiece(d)) as PromotionPiece };
  }
}

const promotionCode = (p: unknown): number => (typeof p === 'string' && (PROMOTIONS as readonly string[]).includes(p) ? kindCode(p as PromotionPiece) : -1);

/**
 * The code of a well-formed decision (squares whole numbers 0..63, a known piece), or -1: the
 * caller then compares keys the slow way, exactly as `decisionKey` reads anything else.
 */
export function encodeDecision(d: Decision): number {
  switch (d.kind) {
    case 'move': {
      if (!isSquare(d.from) || !isSquare(d.to)) return -1;
      if (d.promotion === undefined) return code(D_MOVE, d.from, d.to, 0);
      const p = promotionCode(d.promotion);
      return p < 0 ? -1 : code(D_MOVE, d.from, d.to, p);
    }
    case 'invisible':
    case 'shell':
      return isSquare(d.from) && isSquare(d.to) ? code(d.kind === 'shell' ? D_SHELL : D_INVISIBLE, d.from, d.to, 0) : -1;
    case 'pass':
      return code(D_PASS, 0, 0, 0);
    case 'swap':
      return isSquare(d.a) && isSquare(d.b) ? code(D_SWAP, Math.min(d.a, d.b), Math.max(d.a, d.b), 0) : -1;
    case 'drop':
      return isSquare(d.to) ? code(D_DROP, 0, d.to, 0) : -1;
    case 'promote': {
      const p = promotionCode(d.piece);
      return p < 0 ? -1 : code(D_PROMOTE, 0, 0, p);
    }
    default:
      return -1;
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

