// Medea's moves for the search board (search.ts): the legal moves of D2-D8 as integers written
// into a typed array, nothing allocated. The same rules as movegen.ts, which builds the public
// API's move objects; the search board's tests hold the two to the same moves on random games.
import { DIR_FILE, DIR_RANK, buildRays } from '../core/rays.ts';
import { type Board, EMPTY, KING, MAN, colourOf, typeOf } from './board.ts';

/**
 * A move is one integer: from (bits 0-5), to (6-11), kind (12-14), and above bit 15 the own
 * chakra entered (TRANSMIT, REPLACE, PASS) or, for a JUMP, its index in the position's jump
 * table (its captured set: a jump's identity, D5, is too wide for the integer).
 */
export const STEP = 0; // a man's step or a king's slide (D2, D3)
export const TRANSMIT = 1; // onto the own vacant chakra `via`, sent on to the vacant `to` (D7)
export const REPLACE = 2; // as TRANSMIT, taking the enemy piece on `to` (D7, D8)
export const JUMP = 3; // a jump sequence (D2-D5)
export const CHAKRA = 4; // a vacant own chakra moved one king step (D6)
export const PASS = 5; // the piece on `from` enters `via` and comes back (D8)

export const fromOf = (m: number): number => m & 63;
export const toOf = (m: number): number => (m >> 6) & 63;
export const kindOf = (m: number): number => (m >> 12) & 7;
/** The own chakra entered (TRANSMIT, REPLACE, PASS). */
export const viaOf = (m: number): number => m >> 15;
/** A JUMP's index in its position's jump table. */
export const jumpOf = (m: number): number => m >> 15;
const moveOf = (kind: number, from: number, to: number, extra: number): number => from | (to << 6) | (kind << 12) | (extra << 15);

/**
 * Room for every move of a position: 18 kings of 27 slides each, 16 chakra moves and a pass
 * make 503 (more kings block one another); jumps beside at most 16 replacements fill the rest,
 * and a position with more distinct jumps than that (never met) throws rather than lose moves.
 */
export const MAX_MOVES = 1024;
const MAX_JUMPS = MAX_MOVES - 16;

/** The jump sequences of one position, one entry per start, end and captured set (D5). */
export class JumpTable {
  readonly from = new Int8Array(MAX_JUMPS);
  readonly to = new Int8Array(MAX_JUMPS);
  /** The captured squares as a set: squares 0-31 in `lo`, 32-63 in `hi`. */
  readonly lo = new Int32Array(MAX_JUMPS);
  readonly hi = new Int32Array(MAX_JUMPS);
  n = 0;
  /** Pieces every jump here takes (the majority rule leaves only the most, D4). */
  taken = 0;
  /** The hash of the position the table was made for. */
  stampLo = 0;
  stampHi = 0;
  stamped = false;
}

/** RAY[(sq * 8 + dir) * 8 + i]: the i-th square from sq in dir (dirs 0-3 N E S W, 4-7 NE SE SW NW); RAY_LEN[sq * 8 + dir]. */
export const RAY = new Int8Array(64 * 8 * 8);
export const RAY_LEN = new Uint8Array(64 * 8);
buildRays(8, 8, DIR_FILE, DIR_RANK).forEach((ray, i) => {
  RAY.set(ray, i * 8);
  RAY_LEN[i] = ray.length;
});
/** A man's forward directions as a bit set per colour: N NE NW for White, S SE SW for Black (D2). */
export const FORWARD = [(1 << 0) | (1 << 4) | (1 << 7), (1 << 2) | (1 << 5) | (1 << 6)];
/** The same as lists, for the man's steps. */
const FORWARD_DIRS = [Int8Array.of(0, 4, 7), Int8Array.of(2, 5, 6)];
/** The direction back along `dir`. */
export const OPPOSITE = [2, 3, 0, 1, 6, 7, 4, 5];
/** NEXT[sq * 8 + dir]: the square one step from sq in dir, -1 off the board. */
const NEXT = new Int8Array(64 * 8).map((_, i) => (RAY_LEN[i] > 0 ? RAY[i * 8] : -1));
/** BEYOND[sq * 8 + dir]: the square two steps from sq in dir (where a man lands, D2), -1 off the board. */
const BEYOND = new Int8Array(64 * 8).map((_, i) => (RAY_LEN[i] > 1 ? RAY[i * 8 + 1] : -1));

/** The own pieces' squares, listed once per generation (the generator is never re-entered). */
const OWN = new Int8Array(64);

// The jump search's state, shared by every call (the generator is never re-entered while it
// runs); each search leaves TAKEN as it found it.
const TAKEN = new Uint8Array(64);
let board: Board;
let us = 0;
let start = 0;
let king = false;
let table: JumpTable;

/** Records a complete jump sequence from `start` to `cur` taking `taken` pieces (the set lo/hi). */
function record(cur: number, taken: number, lo: number, hi: number): void {
  // D4: the majority rule, a king counting one.
  if (taken < table.taken) return;
  if (taken > table.taken) {
    table.taken = taken;
    table.n = 0;
  }
  // D5: one move per start, end and captured set (the first path found stands for it).
  for (let k = 0; k < table.n; k++) if (table.to[k] === cur && table.lo[k] === lo && table.hi[k] === hi && table.from[k] === start) return;
  if (table.n === MAX_JUMPS) throw new Error(`Medea: more than ${MAX_JUMPS} distinct captures in one position`);
  table.from[table.n] = start;
  table.to[table.n] = cur;
  table.lo[table.n] = lo;
  table.hi[table.n] = hi;
  table.n++;
}

/** Extends the jump sequence of the piece from `start`, now on `cur`, having taken `taken` pieces (the set lo/hi). */
function extend(cur: number, taken: number, lo: number, hi: number): void {
  const sq = board.sq;
  let extended = false;
  for (let d = 0; d < 4; d++) {
    const r = (cur * 8 + d) * 8;
    const len = RAY_LEN[cur * 8 + d];
    let i = 0;
    if (king) while (i < len && sq[RAY[r + i]] === EMPTY) i++; // D3: the king's long leap
    if (i + 1 >= len) continue;
    const over = RAY[r + i];
    const victim = sq[over];
    // D4: only an enemy piece not yet taken; taken pieces stay and block.
    if (victim === EMPTY || colourOf(victim) === us || TAKEN[over] === 1) continue;
    const l = over < 32 ? lo | (1 << over) : lo;
    const h = over < 32 ? hi : hi | (1 << (over - 32));
    TAKEN[over] = 1;
    for (let j = i + 1; j < len && sq[RAY[r + j]] === EMPTY; j++) {
      extended = true;
      extend(RAY[r + j], taken + 1, l, h);
      if (!king) break; // D2: a man lands just beyond
    }
    TAKEN[over] = 0;
  }
  if (!extended && taken > 0) record(cur, taken, lo, hi);
}

/** Whether the man on `from` can leap over an orthogonally adjacent enemy piece (D2). */
function manCanJump(sq: Uint8Array, from: number, side: number): boolean {
  for (let d = 0; d < 4; d++) {
    const land = BEYOND[from * 8 + d];
    if (land < 0 || sq[land] !== EMPTY) continue;
    const over = sq[NEXT[from * 8 + d]];
    if (over !== EMPTY && colourOf(over) !== side) return true;
  }
  return false;
}

/** Fills `jumps` with the jump sequences of the `own` pieces listed in OWN that take the most pieces (D4). */
function findJumps(b: Board, jumps: JumpTable, own: number): void {
  board = b;
  us = b.turn;
  table = jumps;
  jumps.n = 0;
  jumps.taken = 0;
  for (let k = 0; k < own; k++) {
    const from = OWN[k];
    const piece = b.sq[from];
    king = typeOf(piece) === KING;
    if (!king && !manCanJump(b.sq, from, us)) continue;
    start = from;
    b.sq[from] = EMPTY; // D4: the start square counts as empty during the capture
    extend(from, 0, 0, 0);
    b.sq[from] = piece;
  }
}

/**
 * Writes the replacements (D7, D8) into `out` from `n`: every own piece that can arrive without
 * capturing on a vacant own chakra A whose twin B holds an enemy piece. Returns the new count.
 */
function replacements(b: Board, out: Int32Array, n: number): number {
  const side = b.turn;
  for (let k = 0; k < 2; k++) {
    const a = b.chakraSq[side * 2 + k];
    const far = b.chakraSq[side * 2 + 1 - k];
    if (a < 0 || far < 0 || b.sq[a] !== EMPTY || b.sq[far] === EMPTY || colourOf(b.sq[far]) === side) continue;
    for (let d = 0; d < 8; d++) {
      const r = (a * 8 + d) * 8;
      const len = RAY_LEN[a * 8 + d];
      let i = 0;
      while (i < len && b.sq[RAY[r + i]] === EMPTY) i++;
      if (i === len) continue;
      const p = RAY[r + i];
      const piece = b.sq[p];
      if (colourOf(piece) !== side) continue;
      // A king slides to A from any distance (D3); a man steps onto it when A is one step forward of him (D2).
      if (typeOf(piece) === KING || (i === 0 && (FORWARD[side] & (1 << OPPOSITE[d])) !== 0)) out[n++] = moveOf(REPLACE, p, far, a);
    }
  }
  return n;
}

/**
 * The non-capturing arrival of the piece on `from` at A, the empty own chakra `to`: it is sent on
 * to the far chakra B (D7) when B is vacant, takes the enemy piece there by replacement (D8),
 * or, with a friendly piece on B, stays on A; the piece on B itself entering A is the pass (D8).
 */
function arrive(b: Board, from: number, to: number): number {
  const side = b.turn;
  const far = b.farChakra(side, to);
  if (far === from) return moveOf(PASS, from, from, to);
  const there = b.sq[far];
  if (there === EMPTY) return moveOf(TRANSMIT, from, far, to);
  if (colourOf(there) !== side) return moveOf(REPLACE, from, far, to);
  return moveOf(STEP, from, to, 0);
}

/** Writes the moves of a position with no capture: steps, slides, transmissions, the pass, chakra moves. */
function quiet(b: Board, out: Int32Array, own: number): number {
  const side = b.turn;
  const sq = b.sq;
  const chakra = b.chakra;
  const forward = FORWARD_DIRS[side];
  let n = 0;
  for (let k = 0; k < own; k++) {
    const from = OWN[k];
    if (typeOf(sq[from]) === MAN) {
      // D2: one step straight or diagonally forward onto an empty square.
      for (let f = 0; f < 3; f++) {
        const to = NEXT[from * 8 + forward[f]];
        if (to < 0 || sq[to] !== EMPTY) continue;
        out[n++] = chakra[to] === side ? arrive(b, from, to) : moveOf(STEP, from, to, 0);
      }
    } else {
      // D3: the king slides like a chess queen; chakras do not stop him.
      for (let d = 0; d < 8; d++) {
        const r = (from * 8 + d) * 8;
        const len = RAY_LEN[from * 8 + d];
        for (let i = 0; i < len; i++) {
          const to = RAY[r + i];
          if (sq[to] !== EMPTY) break;
          out[n++] = chakra[to] === side ? arrive(b, from, to) : moveOf(STEP, from, to, 0);
        }
      }
    }
  }
  // D6: a vacant own chakra moves one king step onto a square with no piece and no chakra.
  for (let k = 0; k < 2; k++) {
    const c = b.chakraSq[side * 2 + k];
    if (c < 0 || sq[c] !== EMPTY) continue;
    for (let d = 0; d < 8; d++) {
      const to = NEXT[c * 8 + d];
      if (to >= 0 && sq[to] === EMPTY && chakra[to] < 0) out[n++] = moveOf(CHAKRA, c, to, 0);
    }
  }
  return n;
}

/**
 * Writes the legal moves of the side to move into `out` and returns how many (D4, D6, D8):
 * capture is compulsory and the majority rule holds; a replacement counts as one piece, so it
 * stands beside single jumps and yields to any multiple jump. `jumps` receives the position's
 * jump table, which the JUMP moves index.
 */
export function generate(b: Board, out: Int32Array, jumps: JumpTable): number {
  jumps.stampLo = b.hashLo;
  jumps.stampHi = b.hashHi;
  jumps.stamped = true;
  jumps.n = 0;
  // D9: a side with no pieces has lost; its chakras alone do not move on.
  if (b.count[b.turn] === 0) return 0;
  let own = 0;
  for (let s = 0; s < 64; s++) if (b.sq[s] !== EMPTY && colourOf(b.sq[s]) === b.turn) OWN[own++] = s;
  findJumps(b, jumps, own);
  let n = 0;
  for (let k = 0; k < jumps.n; k++) out[n++] = moveOf(JUMP, jumps.from[k], jumps.to[k], k);
  if (jumps.taken >= 2) return n;
  n = replacements(b, out, n);
  if (n > 0) return n;
  return quiet(b, out, own);
}

/** Whether the side to move has a legal move, without listing them (D9). */
export function hasMove(b: Board): boolean {
  const side = b.turn;
  const sq = b.sq;
  if (b.count[side] === 0) return false;
  for (let from = 0; from < 64; from++) {
    const piece = sq[from];
    if (piece === EMPTY || colourOf(piece) !== side) continue;
    const isKing = typeOf(piece) === KING;
    // Any empty square a man steps or a king slides onto is a move (a step, a transmission,
    // a replacement or the pass), or, when a capture exists, a capture is.
    for (let d = 0; d < 8; d++) {
      if (RAY_LEN[from * 8 + d] === 0 || (!isKing && (FORWARD[side] & (1 << d)) === 0)) continue;
      if (sq[RAY[(from * 8 + d) * 8]] === EMPTY) return true;
    }
    // A jump (D2, D3): the first piece along an orthogonal line is an enemy's, with an empty square beyond.
    for (let d = 0; d < 4; d++) {
      const r = (from * 8 + d) * 8;
      const len = RAY_LEN[from * 8 + d];
      let i = 0;
      if (isKing) while (i < len && sq[RAY[r + i]] === EMPTY) i++;
      if (i + 1 < len && sq[RAY[r + i]] !== EMPTY && colourOf(sq[RAY[r + i]]) !== side && sq[RAY[r + i + 1]] === EMPTY) return true;
    }
  }
  // D6: a chakra move.
  for (let k = 0; k < 2; k++) {
    const c = b.chakraSq[side * 2 + k];
    if (c < 0 || sq[c] !== EMPTY) continue;
    for (let d = 0; d < 8; d++) {
      if (RAY_LEN[c * 8 + d] === 0) continue;
      const to = RAY[(c * 8 + d) * 8];
      if (sq[to] === EMPTY && b.chakra[to] < 0) return true;
    }
  }
  return false;
}
