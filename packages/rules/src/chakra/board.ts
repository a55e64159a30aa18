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

  // Undo stack, one entry per ply made.
  ply = 0;
  private readonly undoCaptured: Uint8Array;
  private readonly undoMover: Uint8Array;
  /** Bits: owner+1 of a captured Transmitter (0 none), faces of its two chakras at bits 2, 3. */
  private readonly undoTransmitter: Uint8Array;
  private readonly undoTransmitterSq: Int8Array;

  /** `maxPly`: how many moves may be made before they are unmade (perft depth + 1). */
  constructor(maxPly = 2) {
    this.undoCaptured = new Uint8Array(maxPly);
    this.undoMover = new Uint8Array(maxPly);
    this.undoTransmitter = new Uint8Array(maxPly);
    this.undoTransmitterSq = new Int8Array(maxPly * 2);
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
    return b;
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
    if (kind === KIND_PIECE) {
      const from = moveFrom(move);
      const to = moveTo(move);
      const mover = this.sq[from];
      this.undoMover[ply] = mover;
      const captured = this.sq[to];
      this.undoCaptured[ply] = captured;
      if (captured !== EMPTY) {
        // C14: a captured piece goes to its owner's pool as its type.
        if (isPromotionType(typeOf(captured))) this.pool[(captured & 8) + typeOf(captured)]++;
      } else if (typeOf(mover) === KING && this.chakra[to] === 1 - us) {
        this.captureTransmitter(ply, 1 - us);
      }
      this.sq[from] = EMPTY;
      const promotion = movePromotion(move);
      if (promotion !== 0) {
        this.sq[to] = makeCode(us, promotion);
        this.pool[us * 8 + promotion]--;
      } else {
        this.sq[to] = mover;
        if (typeOf(mover) === KING) this.king[us] = to;
      }
    } else if (kind === KIND_CHAKRA) {
      const from = moveFrom(move);
      const to = moveTo(move);
      this.chakra[to] = us;
      this.face[to] = isFlipped(move) ? this.face[from] ^ 1 : this.face[from];
      this.chakra[from] = -1;
      if (this.chakraSq[us * 2] === from) this.chakraSq[us * 2] = to;
      else this.chakraSq[us * 2 + 1] = to;
      this.orderChakras(us);
    } else if (kind === KIND_FLIP) {
      this.face[moveFrom(move)] ^= 1;
    }
    // KIND_PASS changes nothing but the turn (C9).
    if (us === BLACK) this.fullmove++;
    this.turn = 1 - us;
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
