// Medea's board for the search (packages/engine): the fast board of board.ts with integer moves
// (search-moves.ts), make and unmake allocating nothing and keeping board.ts's Zobrist hash,
// the game's own ending (D9) and the machine's irreversible moves (G3). Public moves cross at
// the root only (decode, encode).
import { NO_ENDING, WHITE_WINS, BLACK_WINS, type SearchBoard } from '../core/search.ts';
import type { MedeaMove, MedeaPosition } from './types.ts';
import type { MedeaOptions } from './machine.ts';
import { BLACK, Board, EMPTY, KING, MAN, SIDE_HI, SIDE_LO, WHITE, code, farRank, typeOf } from './board.ts';
import {
  CHAKRA, JUMP, JumpTable, MAX_MOVES, PASS, REPLACE, STEP, TRANSMIT, fromOf, generate, hasMove, jumpOf, kindOf, toOf, viaOf,
  FORWARD as FORWARD_DIRS, OPPOSITE as OPPOSITE_DIR, RAY as RAY_SQUARES, RAY_LEN as RAY_LENGTH,
} from './search-moves.ts';
import { legalMoves } from './play.ts';

export { EMPTY, MAN, KING, WHITE, BLACK, code, typeOf, colourOf, farRank } from './board.ts';
export { STEP, TRANSMIT, REPLACE, JUMP, CHAKRA, PASS, MAX_MOVES, fromOf, toOf, kindOf, viaOf } from './search-moves.ts';
// The board's geometry, for an evaluation to walk (read-only).
/** Directions 0-3 orthogonal (N E S W), 4-7 diagonal (NE SE SW NW). RAY[(sq * 8 + dir) * 8 + i]: the i-th square from sq in dir. */
export const RAY: ArrayLike<number> = RAY_SQUARES;
/** RAY_LEN[sq * 8 + dir]: how many squares lie from sq to the edge in dir. */
export const RAY_LEN: ArrayLike<number> = RAY_LENGTH;
/** FORWARD[colour]: a man's forward directions as a bit set (D2). */
export const FORWARD: ArrayLike<number> = FORWARD_DIRS;
/** OPPOSITE[dir]: the direction back. */
export const OPPOSITE: ArrayLike<number> = OPPOSITE_DIR;

/** The bit of square `s` in a set's low (0-31) or high (32-63) half. */
const lowBit = (s: number): number => (s < 32 ? 1 << s : 0);
const highBit = (s: number): number => (s < 32 ? 0 : 1 << (s - 32));

/** The lowest square of a set half (add 32 in the high half); `set &= set - 1` drops it. */
const nextSquare = (set: number): number => 31 - Math.clz32(set & -set);

/**
 * The search board. A move's integer (search-moves.ts) names the same move whenever the same
 * position comes again (its jumps are listed in one order), so a hash move found by a position's
 * hash is that move; a JUMP's integer from another position may name another jump or none, so
 * only moves `generate` gave here are made (killers only order them).
 */
export class MedeaSearchBoard implements SearchBoard<MedeaMove, MedeaPosition> {
  readonly maxMoves = MAX_MOVES;
  /** The game's options. None changes a move or an ending: G3's count is the search's own. */
  readonly options: Readonly<MedeaOptions>;
  /** The piece on each square: type | colour << 2 (MAN 1, KING 2; WHITE 0, BLACK 1), EMPTY 0. */
  readonly sq: ArrayLike<number>;
  /** The owner of the chakra on each square, -1 none. */
  readonly chakra: ArrayLike<number>;
  /** The chakra squares: White's two, then Black's two (-1 when a side has none). */
  readonly chakraSq: ArrayLike<number>;
  /** Pieces per side (WHITE, BLACK). */
  readonly count: ArrayLike<number>;
  private readonly board: Board;
  /** The jump table of the position at each ply (made on first use). */
  private readonly jumps: JumpTable[] = [];
  private ply = 0;
  /** Per ply made: the piece that moved, the set of squares it took, which of them held kings. */
  private readonly movers: Uint8Array;
  private readonly takenLo: Int32Array;
  private readonly takenHi: Int32Array;
  private readonly kingsLo: Int32Array;
  private readonly kingsHi: Int32Array;
  /** encode's and a stale jump table's own buffer. */
  private readonly scratch = new Int32Array(MAX_MOVES);

  constructor(position: MedeaPosition, maxPly: number, options: Readonly<MedeaOptions>) {
    this.options = options;
    this.board = Board.fromPosition(position);
    this.sq = this.board.sq;
    this.chakra = this.board.chakra;
    this.chakraSq = this.board.chakraSq;
    this.count = this.board.count;
    this.movers = new Uint8Array(maxPly + 1);
    this.takenLo = new Int32Array(maxPly + 1);
    this.takenHi = new Int32Array(maxPly + 1);
    this.kingsLo = new Int32Array(maxPly + 1);
    this.kingsHi = new Int32Array(maxPly + 1);
  }

  side(): number {
    return this.board.turn;
  }

  hashLo(): number {
    return this.board.hashLo;
  }

  hashHi(): number {
    return this.board.hashHi;
  }

  generate(out: Int32Array): number {
    return generate(this.board, out, this.tableAt(this.ply));
  }

  private tableAt(ply: number): JumpTable {
    return (this.jumps[ply] ??= new JumpTable());
  }

  /** The jump table of the position now: the one `generate` made, or made again when it was for another position. */
  private jumpsHere(): JumpTable {
    const b = this.board;
    const t = this.tableAt(this.ply);
    if (!t.stamped || t.stampLo !== b.hashLo || t.stampHi !== b.hashHi) generate(b, this.scratch, t);
    return t;
  }

  /** The squares `move` captures, low half (0-31): a jump's set (D4), or the far chakra of a replacement (D8). */
  capturedLo(move: number): number {
    const kind = kindOf(move);
    if (kind === REPLACE) return lowBit(toOf(move));
    return kind === JUMP ? this.jumpsHere().lo[jumpOf(move)] : 0;
  }

  /** The squares `move` captures, high half (32-63). */
  capturedHi(move: number): number {
    const kind = kindOf(move);
    if (kind === REPLACE) return highBit(toOf(move));
    return kind === JUMP ? this.jumpsHere().hi[jumpOf(move)] : 0;
  }

  make(move: number): void {
    const b = this.board;
    const us = b.turn;
    const ply = this.ply;
    const kind = kindOf(move);
    const from = fromOf(move);
    const to = toOf(move);
    if (kind === CHAKRA) {
      // D6: the chakra itself moves.
      b.chakra[from] = -1;
      b.chakra[to] = us;
      b.hashChakra(us, from);
      b.hashChakra(us, to);
      if (b.chakraSq[us * 2] === from) b.chakraSq[us * 2] = to;
      else b.chakraSq[us * 2 + 1] = to;
      b.orderChakras(us);
    } else if (kind !== PASS) {
      // A jump's set is read before the board changes: its table is checked against the position's hash.
      let lo = 0;
      let hi = 0;
      if (kind === JUMP) {
        const t = this.jumpsHere();
        lo = t.lo[jumpOf(move)];
        hi = t.hi[jumpOf(move)];
      } else if (kind === REPLACE) {
        lo = lowBit(to);
        hi = highBit(to);
      }
      const mover = b.sq[from];
      this.movers[ply] = mover;
      b.sq[from] = EMPTY;
      b.hashPiece(mover, from);
      if (kind === JUMP || kind === REPLACE) this.take(lo, hi, ply);
      // D4, D7: a man whose move ends on his far rank (a transmission's far chakra included) is a king.
      const arrived = typeOf(mover) === MAN && to >> 3 === farRank(us) ? code(us, KING) : mover;
      b.sq[to] = arrived;
      b.hashPiece(arrived, to);
    }
    if (us === BLACK) b.fullmove++;
    b.turn = 1 - us;
    b.hashLo ^= SIDE_LO;
    b.hashHi ^= SIDE_HI;
    this.ply = ply + 1;
  }

  /** Takes the enemy pieces on the squares lo/hi (D4: they leave when the move is complete). */
  private take(lo: number, hi: number, ply: number): void {
    const b = this.board;
    let kingsLo = 0;
    let kingsHi = 0;
    let n = 0;
    for (let set = lo; set !== 0; set &= set - 1) {
      const s = nextSquare(set);
      const piece = b.sq[s];
      if (typeOf(piece) === KING) kingsLo |= 1 << s;
      b.hashPiece(piece, s);
      b.sq[s] = EMPTY;
      n++;
    }
    for (let set = hi; set !== 0; set &= set - 1) {
      const s = nextSquare(set);
      const piece = b.sq[s + 32];
      if (typeOf(piece) === KING) kingsHi |= 1 << s;
      b.hashPiece(piece, s + 32);
      b.sq[s + 32] = EMPTY;
      n++;
    }
    b.count[1 - b.turn] -= n;
    this.takenLo[ply] = lo;
    this.takenHi[ply] = hi;
    this.kingsLo[ply] = kingsLo;
    this.kingsHi[ply] = kingsHi;
  }

  unmake(move: number): void {
    const b = this.board;
    const ply = --this.ply;
    const us = 1 - b.turn;
    b.turn = us;
    b.hashLo ^= SIDE_LO;
    b.hashHi ^= SIDE_HI;
    if (us === BLACK) b.fullmove--;
    const kind = kindOf(move);
    const from = fromOf(move);
    const to = toOf(move);
    if (kind === CHAKRA) {
      b.chakra[to] = -1;
      b.chakra[from] = us;
      b.hashChakra(us, from);
      b.hashChakra(us, to);
      if (b.chakraSq[us * 2] === to) b.chakraSq[us * 2] = from;
      else b.chakraSq[us * 2 + 1] = from;
      b.orderChakras(us);
    } else if (kind !== PASS) {
      b.hashPiece(b.sq[to], to);
      b.sq[to] = EMPTY;
      if (kind === JUMP || kind === REPLACE) this.giveBack(1 - us, ply);
      const mover = this.movers[ply];
      b.sq[from] = mover;
      b.hashPiece(mover, from);
    }
  }

  /** Puts back the pieces of `them` that the move at `ply` took. */
  private giveBack(them: number, ply: number): void {
    const b = this.board;
    const man = code(them, MAN);
    const king = code(them, KING);
    let n = 0;
    for (let set = this.takenLo[ply]; set !== 0; set &= set - 1) {
      const s = nextSquare(set);
      const piece = (this.kingsLo[ply] & (1 << s)) !== 0 ? king : man;
      b.sq[s] = piece;
      b.hashPiece(piece, s);
      n++;
    }
    for (let set = this.takenHi[ply]; set !== 0; set &= set - 1) {
      const s = nextSquare(set);
      const piece = (this.kingsHi[ply] & (1 << s)) !== 0 ? king : man;
      b.sq[s + 32] = piece;
      b.hashPiece(piece, s + 32);
      n++;
    }
    b.count[them] += n;
  }

  /** D9: the side to move with no pieces, or with no legal move, has lost. */
  ending(): number {
    const us = this.board.turn;
    if (hasMove(this.board)) return NO_ENDING;
    return us === WHITE ? BLACK_WINS : WHITE_WINS;
  }

  /** Draughts has no check. */
  inCheck(): boolean {
    return false;
  }

  /** G3 as the machine has it (machine.ts): after a capture, a jump's or a replacement's, no earlier position can recur. */
  irreversible(move: number): boolean {
    const kind = kindOf(move);
    return kind === JUMP || kind === REPLACE;
  }

  /** Every capture: in Medea a position with one has only captures (D4, D8), all of which quiescence must try. */
  noisy(move: number): boolean {
    const kind = kindOf(move);
    return kind === JUMP || kind === REPLACE;
  }

  decode(move: number): MedeaMove {
    const from = fromOf(move);
    const to = toOf(move);
    switch (kindOf(move)) {
      case STEP:
        return { kind: 'step', from, to };
      case TRANSMIT:
      case REPLACE:
        return { kind: 'step', from, to, via: viaOf(move) };
      case CHAKRA:
        return { kind: 'chakra', from, to };
      case PASS:
        return { kind: 'pass', square: from, via: viaOf(move) };
      default: {
        // The public move with its path, as legalMoves gives it (D5: one per captured set).
        const lo = this.capturedLo(move);
        const hi = this.capturedHi(move);
        const found = legalMoves(this.position()).find((m) => m.kind === 'capture' && m.from === from && m.to === to && sameSet(m.captured, lo, hi));
        if (found === undefined) throw new Error('Medea: decode of a move that is not legal here');
        return found;
      }
    }
  }

  encode(move: MedeaMove): number {
    const n = this.generate(this.scratch);
    for (let i = 0; i < n; i++) {
      const m = this.scratch[i];
      if (this.isMove(m, move)) return m;
    }
    return -1;
  }

  /** sameMove between a generated move and a public one (D5: a capture is its start, end and captured set). */
  private isMove(m: number, move: MedeaMove): boolean {
    const kind = kindOf(m);
    switch (move.kind) {
      case 'step':
        if (move.via === undefined) return kind === STEP && fromOf(m) === move.from && toOf(m) === move.to;
        return (kind === TRANSMIT || kind === REPLACE) && fromOf(m) === move.from && toOf(m) === move.to && viaOf(m) === move.via;
      case 'capture':
        return kind === JUMP && fromOf(m) === move.from && toOf(m) === move.to && sameSet(move.captured, this.capturedLo(m), this.capturedHi(m));
      case 'chakra':
        return kind === CHAKRA && fromOf(m) === move.from && toOf(m) === move.to;
      case 'pass':
        return kind === PASS;
    }
  }

  position(): MedeaPosition {
    return this.board.toPosition();
  }
}

/** Whether the squares `captured`, each once, are the set lo/hi. */
function sameSet(captured: readonly number[], lo: number, hi: number): boolean {
  let l = 0;
  let h = 0;
  for (const s of captured) {
    l |= lowBit(s);
    h |= highBit(s);
  }
  return l === lo && h === hi && captured.length === bits(lo) + bits(hi);
}

function bits(set: number): number {
  let n = 0;
  for (; set !== 0; set &= set - 1) n++;
  return n;
}

/** Medea's search board holding `position`, for `maxPly` moves made deep. */
export function medeaSearchBoard(position: MedeaPosition, maxPly: number, options: Readonly<MedeaOptions>): MedeaSearchBoard {
  return new MedeaSearchBoard(position, maxPly, options);
}
