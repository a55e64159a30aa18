// The fast, mutable board behind the generator: typed arrays, make and unmake.
// The public API never hands it out; it converts from and to the immutable ChakraPosition.
import type { Chakra, ChakraPosition, Piece, Pool, PromotionType, Ruleset } from './types.ts';
import {
  BLACK, EMPTY, KING, PROMOTION_NAMES, PROMOTION_TYPES, TYPE_NAMES, WHITE,
  colourIndex, colourName, colourOf, isPromotionType, makeCode, typeIndex, typeOf,
} from './pieces.ts';
import {
  KIND_CHAKRA, KIND_FLIP, KIND_PIECE, moveFrom, moveKind, movePromotion, moveTo, isFlipped,
} from './encoding.ts';
import {
  BLACK_TO_MOVE_HI, BLACK_TO_MOVE_LO, CHAKRA_HI, CHAKRA_LO, PIECE_HI, PIECE_LO,
} from './zobrist.ts';

/** Shared immutable piece and chakra values, so converting a board allocates little. */
const PIECE_VALUES: (Piece | null)[] = Array.from({ length: 16 }, (_, code) =>
  code === EMPTY || TYPE_NAMES[typeOf(code)] === undefined
    ? null
    : Object.freeze({ colour: colourName(colourOf(code)), type: TYPE_NAMES[typeOf(code)]! }),
);
const CHAKRA_VALUES: Chakra[] = [0, 1].flatMap((owner) =>
  [0, 1].map((face) => Object.freeze({ owner: colourName(owner), face: face ? 'king' : 'knight' }) as Chakra),
);

export class Board {
  /** Piece code per square (0 empty). */
  readonly sq = new Uint8Array(64);
  /** Chakra owner per square: -1 none, 0 White, 1 Black. */
  readonly chakra = new Int8Array(64).fill(-1);
  /** Chakra face per square: 0 knight (circle), 1 king (square). */
  readonly face = new Uint8Array(64);
  /** The chakra squares: [White's two, Black's two], -1 once that Transmitter is captured. */
  readonly chakraSq = new Int8Array(4).fill(-1);
  readonly king = new Int8Array(2).fill(-1);
  /** Promotion pool counts, index colour * 8 + type (C14). */
  readonly pool = new Int8Array(16);
  turn = WHITE;
  fullmove = 1;
  /** `current`: transmission is compulsory (C4). */
  compulsory = true;
  /** `1995`: a pawn on its second rank may step twice (C3). */
  doubleStep = false;
  /**
   * The Zobrist hash of what G3 compares (zobrist.ts: pieces, chakras with owner and face, side
   * to move), as two 32-bit halves, kept by `make` and `unmake`; equal to `computeHash`'s.
   */
  hashLo = 0;
  hashHi = 0;

  // Undo stack, one entry per ply made.
  ply = 0;
  private readonly undoCaptured: Uint8Array;
  private readonly undoMover: Uint8Array;
  /** Bits: owner+1 of a captured Transmitter (0 none), faces of its two chakras at bits 2, 3. */
  private readonly undoTransmitter: Uint8Array;
  private readonly undoTransmitterSq: Int8Array;
  /** The hash before each ply: `unmake` puts it back instead of XORing every change out again. */
  private readonly undoHashLo: Int32Array;
  private readonly undoHashHi: Int32Array;

  /** `maxPly`: how many moves may be made before they are unmade (perft depth + 1). */
  constructor(maxPly = 2) {
    this.undoCaptured = new Uint8Array(maxPly);
    this.undoMover = new Uint8Array(maxPly);
    this.undoTransmitter = new Uint8Array(maxPly);
    this.undoTransmitterSq = new Int8Array(maxPly * 2);
    this.undoHashLo = new Int32Array(maxPly);
    this.undoHashHi = new Int32Array(maxPly);
  }

  static fromPosition(pos: ChakraPosition, ruleset: Ruleset = 'current', maxPly = 2): Board {
    const b = new Board(maxPly);
    b.setRuleset(ruleset);
    for (let s = 0; s < 64; s++) {
      const p = pos.board[s];
      if (p) {
        const code = makeCode(colourIndex(p.colour), typeIndex(p.type));
        b.sq[s] = code;
        if (p.type === 'king') b.king[colourIndex(p.colour)] = s;
      }
      const c = pos.chakras[s];
      if (c) {
        const owner = colourIndex(c.owner);
        b.chakra[s] = owner;
        b.face[s] = c.face === 'king' ? 1 : 0;
        if (b.chakraSq[owner * 2] < 0) b.chakraSq[owner * 2] = s;
        else b.chakraSq[owner * 2 + 1] = s;
      }
    }
    for (const colour of [WHITE, BLACK]) {
      const pool = pos.pools[colourName(colour)];
      PROMOTION_NAMES.forEach((name, i) => (b.pool[colour * 8 + PROMOTION_TYPES[i]] = pool[name]));
    }
    b.turn = colourIndex(pos.turn);
    b.fullmove = pos.fullmove;
    b.computeHash();
    return b;
  }

  /** Sets the hash from scratch from the board's contents (G3: pieces, chakras and faces, side to move). */
  computeHash(): void {
    let lo = 0;
    let hi = 0;
    for (let s = 0; s < 64; s++) {
      const code = this.sq[s];
      if (code !== EMPTY) {
        lo ^= PIECE_LO[code * 64 + s];
        hi ^= PIECE_HI[code * 64 + s];
      }
      const owner = this.chakra[s];
      if (owner >= 0) {
        const k = (owner * 2 + this.face[s]) * 64 + s;
        lo ^= CHAKRA_LO[k];
        hi ^= CHAKRA_HI[k];
      }
    }
    if (this.turn === BLACK) {
      lo ^= BLACK_TO_MOVE_LO;
      hi ^= BLACK_TO_MOVE_HI;
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  setRuleset(ruleset: Ruleset): void {
    this.compulsory = ruleset === 'current';
    this.doubleStep = ruleset === '1995';
  }

  /** A copy of this board's position (not its undo stack). */
  copy(): Board {
    const b = new Board();
    b.sq.set(this.sq);
    b.chakra.set(this.chakra);
    b.face.set(this.face);
    b.chakraSq.set(this.chakraSq);
    b.king.set(this.king);
    b.pool.set(this.pool);
    b.turn = this.turn;
    b.fullmove = this.fullmove;
    b.compulsory = this.compulsory;
    b.doubleStep = this.doubleStep;
    b.hashLo = this.hashLo;
    b.hashHi = this.hashHi;
    return b;
  }

  /**
   * The immutable position of this board. `same`: parts of the position the last move was made
   * from that the move left as they were (the chakras of a piece move that took no
   * Transmitter, the pools of a move that neither captured nor promoted); the new position
   * shares those read-only values instead of building its own (replay speed).
   */
  toPosition(same: { readonly chakras?: ChakraPosition['chakras']; readonly pools?: ChakraPosition['pools'] } = {}): ChakraPosition {
    const board = new Array<Piece | null>(64);
    for (let s = 0; s < 64; s++) board[s] = PIECE_VALUES[this.sq[s]];
    let chakras = same.chakras;
    if (chakras === undefined) {
      const built = new Array<Chakra | null>(64);
      for (let s = 0; s < 64; s++) {
        const owner = this.chakra[s];
        built[s] = owner < 0 ? null : CHAKRA_VALUES[owner * 2 + this.face[s]];
      }
      chakras = built;
    }
    const pool = (colour: number): Pool => {
      const out = {} as Record<PromotionType, number>;
      PROMOTION_NAMES.forEach((name, i) => (out[name] = this.pool[colour * 8 + PROMOTION_TYPES[i]]));
      return out;
    };
    return {
      board,
      chakras,
      turn: colourName(this.turn),
      pools: same.pools ?? { white: pool(WHITE), black: pool(BLACK) },
      fullmove: this.fullmove,
    };
  }

  /** Plays a move generated for this board (legal or merely pseudo-legal). */
  make(move: number): void {
    const ply = this.ply++;
    const us = this.turn;
    const kind = moveKind(move);
    this.undoTransmitter[ply] = 0;
    this.undoCaptured[ply] = EMPTY;
    this.undoHashLo[ply] = this.hashLo;
    this.undoHashHi[ply] = this.hashHi;
    // The hash: what leaves a square is XORed out, what arrives XORed in (zobrist.ts).
    let lo = this.hashLo ^ BLACK_TO_MOVE_LO;
    let hi = this.hashHi ^ BLACK_TO_MOVE_HI;
    if (kind === KIND_PIECE) {
      const from = moveFrom(move);
      const to = moveTo(move);
      const mover = this.sq[from];
      this.undoMover[ply] = mover;
      const captured = this.sq[to];
      this.undoCaptured[ply] = captured;
      lo ^= PIECE_LO[mover * 64 + from];
      hi ^= PIECE_HI[mover * 64 + from];
      if (captured !== EMPTY) {
        lo ^= PIECE_LO[captured * 64 + to];
        hi ^= PIECE_HI[captured * 64 + to];
        // C14: a captured piece goes to its owner's pool as its type.
        if (isPromotionType(typeOf(captured))) this.pool[(captured & 8) + typeOf(captured)]++;
      } else if (typeOf(mover) === KING && this.chakra[to] === 1 - us) {
        const a = this.chakraSq[(1 - us) * 2];
        const b = this.chakraSq[(1 - us) * 2 + 1];
        const ka = ((1 - us) * 2 + this.face[a]) * 64 + a;
        const kb = ((1 - us) * 2 + this.face[b]) * 64 + b;
        lo ^= CHAKRA_LO[ka] ^ CHAKRA_LO[kb];
        hi ^= CHAKRA_HI[ka] ^ CHAKRA_HI[kb];
        this.captureTransmitter(ply, 1 - us);
      }
      this.sq[from] = EMPTY;
      const promotion = movePromotion(move);
      const arrived = promotion !== 0 ? makeCode(us, promotion) : mover;
      this.sq[to] = arrived;
      lo ^= PIECE_LO[arrived * 64 + to];
      hi ^= PIECE_HI[arrived * 64 + to];
      if (promotion !== 0) this.pool[us * 8 + promotion]--;
      else if (typeOf(mover) === KING) this.king[us] = to;
    } else if (kind === KIND_CHAKRA) {
      const from = moveFrom(move);
      const to = moveTo(move);
      const face = isFlipped(move) ? this.face[from] ^ 1 : this.face[from];
      const out = (us * 2 + this.face[from]) * 64 + from;
      const into = (us * 2 + face) * 64 + to;
      lo ^= CHAKRA_LO[out] ^ CHAKRA_LO[into];
      hi ^= CHAKRA_HI[out] ^ CHAKRA_HI[into];
      this.chakra[to] = us;
      this.face[to] = face;
      this.chakra[from] = -1;
      // A vacated chakra square keeps face 0, as a board read from a position has it.
      this.face[from] = 0;
      if (this.chakraSq[us * 2] === from) this.chakraSq[us * 2] = to;
      else this.chakraSq[us * 2 + 1] = to;
      this.orderChakras(us);
    } else if (kind === KIND_FLIP) {
      const square = moveFrom(move);
      const k = (this.chakra[square] * 2 + this.face[square]) * 64 + square;
      // The two faces' keys of a square are 64 apart: out with the one, in with the other.
      lo ^= CHAKRA_LO[k] ^ CHAKRA_LO[k ^ 64];
      hi ^= CHAKRA_HI[k] ^ CHAKRA_HI[k ^ 64];
      this.face[square] ^= 1;
    }
    // KIND_PASS changes nothing but the turn (C9).
    this.hashLo = lo;
    this.hashHi = hi;
    if (us === BLACK) this.fullmove++;
    this.turn = 1 - us;
  }

  /** Did the last move made capture a piece or the Transmitter (C10, C14)? Read from the undo stack. */
  lastMoveCaptured(): boolean {
    const ply = this.ply - 1;
    return ply >= 0 && (this.undoCaptured[ply] !== EMPTY || this.undoTransmitter[ply] !== 0);
  }

  /**
   * Keeps a side's two chakra squares in square order, so a board reached by moves and one
   * read from the same position generate their moves in the same order (determinism).
   */
  private orderChakras(colour: number): void {
    const a = this.chakraSq[colour * 2];
    const b = this.chakraSq[colour * 2 + 1];
    if (a > b) {
      this.chakraSq[colour * 2] = b;
      this.chakraSq[colour * 2 + 1] = a;
    }
  }

  /** C10: a King on a vacant enemy chakra removes the whole Transmitter. */
  private captureTransmitter(ply: number, owner: number): void {
    const a = this.chakraSq[owner * 2];
    const b = this.chakraSq[owner * 2 + 1];
    this.undoTransmitter[ply] = (owner + 1) | (this.face[a] << 2) | (this.face[b] << 3);
    this.undoTransmitterSq[ply * 2] = a;
    this.undoTransmitterSq[ply * 2 + 1] = b;
    this.chakra[a] = -1;
    this.chakra[b] = -1;
    this.face[a] = 0;
    this.face[b] = 0;
    this.chakraSq[owner * 2] = -1;
    this.chakraSq[owner * 2 + 1] = -1;
  }

  unmake(move: number): void {
    const ply = --this.ply;
    const us = 1 - this.turn;
    this.turn = us;
    this.hashLo = this.undoHashLo[ply];
    this.hashHi = this.undoHashHi[ply];
    if (us === BLACK) this.fullmove--;
    const kind = moveKind(move);
    if (kind === KIND_PIECE) {
      const from = moveFrom(move);
      const to = moveTo(move);
      const mover = this.undoMover[ply];
      const captured = this.undoCaptured[ply];
      this.sq[from] = mover;
      this.sq[to] = captured;
      if (typeOf(mover) === KING) this.king[us] = from;
      const promotion = movePromotion(move);
      if (promotion !== 0) this.pool[us * 8 + promotion]++;
      if (captured !== EMPTY && isPromotionType(typeOf(captured))) this.pool[(captured & 8) + typeOf(captured)]--;
      const t = this.undoTransmitter[ply];
      if (t !== 0) {
        const owner = (t & 3) - 1;
        const a = this.undoTransmitterSq[ply * 2];
        const b = this.undoTransmitterSq[ply * 2 + 1];
        this.chakra[a] = owner;
        this.chakra[b] = owner;
        this.face[a] = (t >> 2) & 1;
        this.face[b] = (t >> 3) & 1;
        this.chakraSq[owner * 2] = a;
        this.chakraSq[owner * 2 + 1] = b;
      }
    } else if (kind === KIND_CHAKRA) {
      const from = moveFrom(move);
      const to = moveTo(move);
      this.chakra[from] = us;
      this.face[from] = isFlipped(move) ? this.face[to] ^ 1 : this.face[to];
      this.chakra[to] = -1;
      this.face[to] = 0;
      if (this.chakraSq[us * 2] === to) this.chakraSq[us * 2] = from;
      else this.chakraSq[us * 2 + 1] = from;
      this.orderChakras(us);
    } else if (kind === KIND_FLIP) {
      this.face[moveFrom(move)] ^= 1;
    }
  }
}
