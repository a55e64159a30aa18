// One decision resolved on a Work: the move or choice, its chain of effects (effects.ts), the
// object a rook or bishop lays, then the next sub-phase or the end of the turn (K2-K13).
import type { ChakartResult, PromotionPiece } from './types.ts';
import {
  EGG, EMPTY, IMMOBILIZED, INVISIBLE, KNIGHT, MUSHROOM, PAWN,
  colourOf, isImmobilized, isInvisible, isKing, isMarker, isObject, isPiece, kindName, kindOf, markerOf, objectName, piece,
} from './pieces.ts';
import { Work, found, pieceOn } from './effects.ts';
import { fileOf, rankOf } from './geometry.ts';
import {
  D_DROP, D_INVISIBLE, D_MOVE, D_PASS, D_PROMOTE, D_SHELL, D_SWAP, INVISIBLE_POWER, MAX_DECISIONS, P_DROP, P_MOVE, P_PROMOTE, SHELL_POWER,
  anyDecision, codeFrom, codeKind, codePiece, codeTo,
} from './movegen.ts';

/** K2: the side whose every king is gone loses; both at once is a draw. */
export function result(board: Uint8Array): ChakartResult | undefined {
  let white = 0;
  let black = 0;
  for (let s = 0; s < 64; s++) {
    const c = board[s];
    if (isKing(c)) {
      if (colourOf(c) === 0) white++;
      else black++;
    }
  }
  return resultOfKings(white, black);
}

export function resultOfKings(white: number, black: number): ChakartResult | undefined {
  if (white > 0 && black > 0) return undefined;
  return white === 0 && black === 0 ? 'draw' : white === 0 ? 'black' : 'white';
}

/**
 * K2, K13: the game is over when a turn has ended with a side's every king gone. The end is
 * judged only between turns: inside a turn, what the turn opened is still played.
 */
export const over = (w: Work): boolean => w.phase === P_MOVE && (w.whiteKings === 0 || w.blackKings === 0);

function pieceMove(w: Work, from: number, to: number, promotion: number): number {
  const board = w.board;
  const kind = kindOf(board[from]);
  const df = fileOf(to) - fileOf(from);
  let dr = rankOf(to) - rankOf(from);
  const there = w.land(from, to);
  if (w.steps) w.steps.push(found({ step: 'move', piece: kindName(kind), from, to }, there));
  if (kind === PAWN) {
    // K4 (004:20): a mushroom on the pawn's start square, or on the passed square of a double
    // step (unless a piece, the invisible queen, stands there).
    const passed = Math.abs(dr) === 2 ? from + (dr / 2) * 8 : from;
    if (!isPiece(board[passed])) {
      w.put(passed, MUSHROOM);
      w.steps?.push({ step: 'leave', object: 'mushroom', square: passed });
    }
    if (Math.abs(dr) === 2) dr /= 2;
  } else if (kind === KNIGHT) {
    // K4 (004:24): an egg on the knight's start square.
    w.put(from, EGG);
    w.steps?.push({ step: 'leave', object: 'egg', square: from });
  }
  return w.chain(to, isObject(there) ? there : 0, from, true, df, dr, false, true, promotion);
}

const NO_SQUARES: readonly number[] = [];
const scratch = new Int32Array(MAX_DECISIONS);

/**
 * Resolves the decision `d` (a legal decision code, movegen.ts) on `w`, drawing its outcomes
 * as `w` says, then moves on to the pending sub-phase or ends the turn. Returns whether the
 * turn ended.
 */
export function resolve(w: Work, d: number): boolean {
  const board = w.board;
  const colour = w.colour;
  const first = w.phase === P_MOVE;
  w.holds = undefined;
  w.pending = -1;
  w.paused = false;
  w.layless = false;
  let at = -1;
  let lays = false;
  switch (codeKind(d)) {
    case D_PASS:
      w.steps?.push({ step: 'pass' });
      break;
    case D_MOVE:
      at = pieceMove(w, codeFrom(d), codeTo(d), codePiece(d));
      lays = true;
      break;
    case D_INVISIBLE: {
      // K4: the queen's one invisible move; a marker stays on the square it left.
      const from = codeFrom(d);
      const to = codeTo(d);
      // K9: ending on the enemy's marker takes it away.
      const marker = isMarker(board[to]);
      w.powers &= ~INVISIBLE_POWER(colour);
      w.put(to, board[from] | INVISIBLE);
      w.put(from, markerOf(colour));
      w.steps?.push({ step: 'move', piece: 'queen', from, to, invisible: true, ...(marker ? { marker: true as const } : {}) });
      break;
    }
    case D_SHELL: {
      // K4, K8: the king's one shell removes what it hits (only that object, for a banana or bomb).
      const from = codeFrom(d);
      const to = codeTo(d);
      w.powers &= ~SHELL_POWER(colour);
      const c = board[to];
      if (w.steps) {
        const hit = isPiece(c) ? pieceOn(c) : isMarker(c) ? ('marker' as const) : (objectName(c) as 'banana' | 'bomb');
        w.steps.push({ step: 'shell', from, to, hit });
      }
      w.put(to, EMPTY);
      break;
    }
    case D_SWAP: {
      // K6 (King Boo): the two pieces change places; nothing acts on them there.
      const a = codeFrom(d);
      const b = codeTo(d);
      const t = board[a];
      w.put(a, board[b]);
      w.put(b, t);
      w.steps?.push({ step: 'swap', a, b });
      break;
    }
    case D_DROP: {
      // K6 (Toadette): the drawn piece lands, and the object there acts on it (K8: no Koopa).
      const to = codeTo(d);
      const c = board[to];
      const object = isObject(c) ? c : 0;
      w.put(to, piece(colour, w.dropPiece));
      w.steps?.push({ step: 'drop', piece: kindName(w.dropPiece) as PromotionPiece, to, ...(object ? { object: objectName(object) } : {}) });
      // K11: a dropped rook or bishop lays too.
      lays = true;
      at = w.chain(to, object, to, false, 0, 0, true, true, 0);
      break;
    }
    case D_PROMOTE: {
      // K7: the pawn an effect carried to its last rank becomes the chosen piece; the chain goes on.
      const square = w.rSquare;
      const hopFrom = w.rHopFrom;
      const c = board[square];
      const p = codePiece(d);
      w.put(square, piece(colourOf(c), p) | (c & IMMOBILIZED));
      w.steps?.push({ step: 'promote', square, piece: kindName(p) as PromotionPiece });
      lays = w.rLays;
      at = w.chain(square, w.rObject, hopFrom, true, fileOf(square) - fileOf(hopFrom), rankOf(square) - rankOf(hopFrom), w.rDropped, lays, 0);
      break;
    }
  }
  if (w.paused) {
    if (first) reveal(w);
    w.phase = P_PROMOTE;
    return false;
  }
  // K11: not after Koopa, Bowser, Chomp, Luigi or Waluigi.
  if (lays && !w.layless) w.lay(at);
  if (first) reveal(w);
  // K13: what the decision opened is played even when a side has lost its last king.
  if (w.pending >= 0) {
    w.phase = w.pending;
    if (w.pending === P_DROP) w.dropPiece = w.pendingPiece;
    // A sub-phase with nothing to decide (no piece to move, swap or drop square) is skipped.
    if (anyDecision(board, colour, w.powers, w.phase, scratch)) return false;
  }
  endTurn(w);
  return true;
}

/**
 * K10: with the first decision of her opponent's turn resolved, the opponent's invisible queen
 * is seen again and her marker goes; the later decisions of the turn see a queen.
 */
function reveal(w: Work): void {
  // Only invisible pieces and markers change: none, nothing to look for.
  if (w.specials === 0) return;
  const board = w.board;
  const mover = w.colour;
  const theirMarker = markerOf(1 - mover);
  for (let s = 0; s < 64; s++) {
    const c = board[s];
    if (c === theirMarker) w.put(s, EMPTY);
    else if (isPiece(c) && isInvisible(c) && colourOf(c) !== mover) {
      w.put(s, c & ~INVISIBLE);
      w.steps?.push({ step: 'revealed', square: s });
    }
  }
}

/**
 * The end of a turn: the mover's pieces immobilized before this turn may move again (K6,
 * Bowser; K12: a piece turned to the mover while immobilized this turn is kept, like one
 * Bowser struck), and the other side is to move.
 */
function endTurn(w: Work): void {
  const mover = w.colour;
  // Only immobilized pieces change: none, nothing to look for.
  if (w.specials > 0) {
    const board = w.board;
    for (let s = 0; s < 64; s++) {
      const c = board[s];
      if (isPiece(c) && colourOf(c) === mover && isImmobilized(c) && !w.bowsered.includes(s)) {
        w.put(s, c & ~IMMOBILIZED);
        w.steps?.push({ step: 'freed', square: s });
      }
    }
  }
  w.colour = 1 - mover;
  w.plies++;
  w.phase = P_MOVE;
  w.bowsered = NO_SQUARES;
}

