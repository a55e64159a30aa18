// Chakart's evaluation: what a position is worth when the search stops, from the view of the
// side deciding now (a turn may hold several of its decisions), in hundredths of a pawn. The
// board's terms are computed for White and for Black alike and subtracted, so a position and
// its mirror (ranks turned, colours swapped) score the negation of each other when the same
// side decides, every start scores 0 (K1), and only what the side deciding now has in hand
// inside a turn (a bonus move, a swap, a piece to drop) counts for it alone. It reads the search
// board's cells and allocates nothing.
import { chakartSearch } from '@rulebook/rules/search';
import type { Evaluation } from '../evaluation.ts';

type Board = chakartSearch.ChakartSearchBoard;
const {
  EMPTY, MUSHROOM, EGG, BANANA, BOMB, MARKER, PIECE, PAWN, ROOK, KNIGHT, BISHOP, QUEEN, KING, INVISIBLE, IMMOBILIZED,
  P_BONUS, P_SWAP, P_DROP, D_MOVE, D_SHELL, D_PROMOTE, SHELL_POWER, INVISIBLE_POWER,
  NEIGHBOUR, KNIGHT_TARGETS, KNIGHT_COUNT, RAY, RAY_LENGTH, isPiece, colourOf, kindOf, codeKind, codeTo, codePiece,
} = chakartSearch;

/**
 * Material by kind code (pawn 1, rook 2, knight 3, bishop 4, queen 5, king 6), a pawn 100:
 * chess values for the others; a king 1,000 (K2: a side loses when its every king is captured,
 * so a king is a life and a second one, by promotion (K7) or Toadette (K6), a spare: worth more
 * than a queen). The last king's loss is the search's to see (the game's end).
 */
const VALUE = Int32Array.from([0, 100, 500, 300, 300, 900, 1000, 0]);
/** K2: what a side's only king stands to lose (the game) where a risk is weighed below. */
const LAST_KING = 4000;

/**
 * K7: a pawn's worth grows as it nears its last rank, by its rank counted from its own side; on
 * the last rank it waits for its promotion choice (the promote phase): a queen's worth.
 */
const ADVANCE = Int32Array.from([0, 0, 4, 10, 20, 35, 60, 800]);

/** K4: the king's shell, once per game: it removes an enemy piece (a last king: the game) from afar. */
const SHELL = 60;
/** K4: the queen's invisible move, once per game: a move the enemy cannot see nor take. */
const INVISIBLE_MOVE = 25;

/** K6 (Bowser), K12: an immobilized piece sits out its owner's next turn: a tempo of it. */
const immobilized = (value: number): number => 20 + ((value / 10) | 0);

// K6: the eight outcomes of an egg, each 1/8, for the side whose piece lands on it.
/** King Boo: the mover swaps any two pieces: a free rearrangement. */
const KING_BOO = 150;
/** Koopa: the piece goes back where its hop began: nothing gained. */
const KOOPA = 0;
/** Toadette: a random queen, rook, knight, bishop or king, dropped by the mover: their average. */
const TOADETTE = (VALUE[QUEEN] + VALUE[ROOK] + VALUE[KNIGHT] + VALUE[BISHOP] + VALUE[KING]) / 5;
/** Daisy: the mover moves again: a tempo. */
const DAISY = 100;
/**
 * The outcomes whatever lands: King Boo, Koopa, Toadette, Daisy. Chomp (the lander lost),
 * Bowser (its tempo), Luigi and Waluigi (an average piece either way) depend on the position:
 * `eggValue` below.
 */
const EGG_FIXED = KING_BOO + KOOPA + TOADETTE + DAISY;
/** The eggs' term: a share of the best egg each side can land on next (the other side may take it first). */
const EGG_SHARE = 2; // expected value / 2

/**
 * K5: a banana pushes a piece that lands on it to a random orthogonal neighbour, a bomb to a
 * diagonal one, taking what stands there, own pieces included: a piece standing there is at
 * risk of its worth, divided among the directions, and by how often something lands there.
 */
const HAZARD_RATE = 16;
/** K5: a mushroom just ahead of an own pawn: the pawn's step onto it hops a second square. */
const MUSHROOM_AHEAD = 6;

/** Far beyond any real position, well inside the search's ±20,000. */
const LIMIT = 15000;
const NONE = 1 << 20;

/** The object squares and the eggs met on the way (scratch, so nothing is allocated). */
const objects = new Int8Array(64);
const eggs = new Int8Array(64);

/**
 * PIECE_SCORE[code << 6 | square]: a piece's material, its pawn's advance and its Bowser
 * penalty, with White's sign (+) or Black's (-), so the board's loop makes one lookup a piece.
 */
const PIECE_SCORE = new Int32Array(128 * 64);
for (let c = PIECE; c < 128; c++) {
  if (!isPiece(c)) continue;
  const kind = kindOf(c);
  if (kind < PAWN || kind > KING) continue;
  const white = colourOf(c) === 0;
  for (let s = 0; s < 64; s++) {
    let v = VALUE[kind];
    // K7: the pawn's way to its last rank.
    if (kind === PAWN) v += ADVANCE[white ? s >> 3 : 7 - (s >> 3)];
    // K6 (Bowser), K12.
    if ((c & IMMOBILIZED) !== 0) v -= immobilized(VALUE[kind]);
    PIECE_SCORE[(c << 6) | s] = white ? v : -v;
  }
}

/** K5: PUSHES[2s]: the directions a banana on s can push to (orthogonal, on the board), PUSHES[2s + 1]: a bomb's (diagonal). */
const PUSHES = new Int32Array(128);
for (let s = 0; s < 64; s++)
  for (let d = 0; d < 8; d++) if (NEIGHBOUR[s * 8 + d] >= 0) PUSHES[s * 2 + (d < 4 ? 0 : 1)]++;

/** The worth of a piece for risks: its material, a side's only king the game. */
function stake(kind: number, kings: number): number {
  return kind === KING && kings === 1 ? LAST_KING : VALUE[kind];
}

/**
 * K6: the expected value of an egg for the side whose piece of worth `v` lands on it: the
 * average of the eight outcomes. Luigi gains the average enemy piece (not a king) for the mover
 * and takes it from the enemy, Waluigi the same the other way.
 */
function eggValue(v: number, ownSum: number, ownCount: number, enemySum: number, enemyCount: number): number {
  const luigi = enemyCount > 0 ? (2 * enemySum) / enemyCount : 0;
  const waluigi = ownCount > 0 ? (2 * ownSum) / ownCount : 0;
  return (EGG_FIXED - v - immobilized(v) + luigi - waluigi) / 8;
}

/** Whether a piece code is a piece that may move now (not immobilized by Bowser, not an unseen queen). */
const free = (c: number): boolean => isPiece(c) && (c & (IMMOBILIZED | INVISIBLE)) === 0;

/** K3: sliders pass over nothing, a mushroom, an egg, a marker and an unseen queen. */
const passable = (c: number): boolean => c <= EGG || (c >= MARKER && c < PIECE) || (c & INVISIBLE) !== 0;

function evaluate(board: Board): number {
  const cells = board.cells;
  let score = 0; // White's view
  let whiteKings = 0;
  let blackKings = 0;
  // The non-king pieces of each side, for Luigi and Waluigi (K6).
  let whiteSum = 0;
  let whiteCount = 0;
  let blackSum = 0;
  let blackCount = 0;
  let n = 0;
  let e = 0;
  for (let s = 0; s < 64; s++) {
    const c = cells[s];
    if (c === EMPTY) continue;
    if (!isPiece(c)) {
      if (c === EGG) eggs[e++] = s;
      else if (c <= BOMB) objects[n++] = s;
      continue;
    }
    // Material (K2, K7), the pawn's advance (K7), Bowser (K6, K12).
    score += PIECE_SCORE[(c << 6) | s];
    const kind = kindOf(c);
    if (kind === KING) {
      if (colourOf(c) === 0) whiteKings++;
      else blackKings++;
    } else if (colourOf(c) === 0) {
      whiteSum += VALUE[kind];
      whiteCount++;
    } else {
      blackSum += VALUE[kind];
      blackCount++;
    }
  }

  // K4: the powers still available.
  const powers = board.powers();
  if (powers & SHELL_POWER(0)) score += SHELL;
  if (powers & SHELL_POWER(1)) score -= SHELL;
  if (powers & INVISIBLE_POWER(0)) score += INVISIBLE_MOVE;
  if (powers & INVISIBLE_POWER(1)) score -= INVISIBLE_MOVE;

  for (let i = 0; i < n; i++) {
    const o = objects[i];
    const c = cells[o];
    if (c === MUSHROOM) {
      // K5: a white pawn just below it, a black pawn just above it.
      const below = NEIGHBOUR[o * 8 + 1];
      const above = NEIGHBOUR[o * 8];
      if (below >= 0 && free(cells[below]) && kindOf(cells[below]) === PAWN && colourOf(cells[below]) === 0) score += MUSHROOM_AHEAD;
      if (above >= 0 && free(cells[above]) && kindOf(cells[above]) === PAWN && colourOf(cells[above]) === 1) score -= MUSHROOM_AHEAD;
      continue;
    }
    // K5: the pieces a push from this banana or bomb may land on.
    const first = c === BANANA ? 0 : 4;
    const share = HAZARD_RATE * PUSHES[o * 2 + (first >> 2)];
    for (let d = first; d < first + 4; d++) {
      const t = NEIGHBOUR[o * 8 + d];
      if (t < 0) continue;
      const x = cells[t];
      if (!isPiece(x)) continue;
      const white = colourOf(x) === 0;
      const risk = (stake(kindOf(x), white ? whiteKings : blackKings) / share) | 0;
      score += white ? -risk : risk;
    }
  }

  if (e > 0) {
    // K6: the lightest piece of each side that can land on an egg next (the best lander: Chomp
    // and Bowser cost it least). A pawn is the lightest: once both sides have one, look no further.
    let whiteLander = NONE;
    let blackLander = NONE;
    for (let i = 0; i < e && (whiteLander > VALUE[PAWN] || blackLander > VALUE[PAWN]); i++) {
      const o = eggs[i];
      // A knight's jump away.
      for (let k = 0, len = KNIGHT_COUNT[o]; k < len; k++) {
        const x = cells[KNIGHT_TARGETS[o * 8 + k]];
        if (free(x) && kindOf(x) === KNIGHT) {
          if (colourOf(x) === 0) whiteLander = Math.min(whiteLander, VALUE[KNIGHT]);
          else blackLander = Math.min(blackLander, VALUE[KNIGHT]);
        }
      }
      // Along the eight lines: a king or pawn next to it (a pawn steps straight onto an object
      // or takes it diagonally, K3: White's from below (s, se, sw), Black's from above (n, ne,
      // nw)), a slider over passable squares (K3). Sliders are no lighter than a knight, so
      // looked for beyond the next square only while a side has no lander that light.
      const far = whiteLander > VALUE[KNIGHT] || blackLander > VALUE[KNIGHT];
      for (let d = 0; d < 8; d++) {
        const base = (o * 8 + d) * 8;
        for (let k = 0, len = RAY_LENGTH[o * 8 + d]; k < len; k++) {
          const x = cells[RAY[base + k]];
          if (passable(x)) {
            if (far) continue;
            break;
          }
          if (!free(x)) break;
          const kind = kindOf(x);
          const white = colourOf(x) === 0;
          let v = NONE;
          if (kind === QUEEN || (kind === ROOK && d < 4) || (kind === BISHOP && d >= 4)) v = VALUE[kind];
          else if (k === 0 && kind === PAWN) {
            if (white ? d === 1 || d === 6 || d === 7 : d === 0 || d === 4 || d === 5) v = VALUE[PAWN];
          } else if (k === 0 && kind === KING) v = stake(KING, white ? whiteKings : blackKings);
          if (white) whiteLander = Math.min(whiteLander, v);
          else blackLander = Math.min(blackLander, v);
          break;
        }
      }
    }
    // K6: landing is a choice, so a bad egg is worth nothing, not less.
    if (whiteLander !== NONE) score += (Math.max(0, eggValue(whiteLander, whiteSum, whiteCount, blackSum, blackCount)) / EGG_SHARE) | 0;
    if (blackLander !== NONE) score -= (Math.max(0, eggValue(blackLander, blackSum, blackCount, whiteSum, whiteCount)) / EGG_SHARE) | 0;
  }

  let value = board.side() === 0 ? score : -score;
  // What the side deciding now holds inside its turn (K6): the decision it is about to make.
  const phase = board.phase();
  if (phase === P_BONUS) value += DAISY;
  else if (phase === P_SWAP) value += KING_BOO;
  else if (phase === P_DROP) value += VALUE[board.dropPiece()];
  // Whole hundredths (never -0).
  return (value > LIMIT ? LIMIT : value < -LIMIT ? -LIMIT : value) | 0;
}

/** What a decision takes or wins at once: the piece it captures or its shell hits (K4), and a promotion's gain (K7). */
function captureValue(board: Board, move: number): number {
  const kind = codeKind(move);
  if (kind === D_MOVE) {
    const c = board.cells[codeTo(move)];
    const promotion = codePiece(move);
    return (isPiece(c) ? VALUE[kindOf(c)] : 0) + (promotion !== 0 ? VALUE[promotion] - VALUE[PAWN] : 0);
  }
  if (kind === D_SHELL) {
    const c = board.cells[codeTo(move)];
    return isPiece(c) ? VALUE[kindOf(c)] : 0;
  }
  if (kind === D_PROMOTE) return VALUE[codePiece(move)] - VALUE[PAWN];
  return 0;
}

export const chakartEvaluation: Evaluation<Board> = { evaluate, captureValue };
