// What happens when a piece arrives on a square, and how the effects chain (K5, K6, K7): the
// working state of a game while decisions are resolved on it, in place. The public API loads a
// position into a Work, resolves one decision recording its steps, and reads the new position
// back; perft resolves decision after decision on one Work, recording nothing, and puts the
// board back between branches. Both run the same rule code below.
import type { ChakartPosition, EggOutcome, Outcome, Phase, PieceOn, PromotionPiece, Step } from './types.ts';
import { CELL, CODES, cellsHash } from './zobrist.ts';
import { checkAllDrawn, checkRecorded, type OutcomeSource } from './random.ts';
import {
  BANANA, BOMB, EMPTY, IMMOBILIZED, KING, KNIGHT, MUSHROOM, PAWN, PROMOTIONS, PROMOTION_CODES, ROOK, BISHOP,
  colourIndex, colourName, colourOf, flipColour, isImmobilized, isInvisible, isKing, isMarker, isObject, isPiece, isSpecial, kindCode,
  kindName, kindOf, objectCode, objectName, piece,
} from './pieces.ts';
import { DIRECTIONS, DIRECTION_INDEX, DIR_DF, DIR_DR, NEIGHBOUR, isSquare, offset, rankOf } from './geometry.ts';
import { P_BONUS, P_DROP, P_MOVE, P_PROMOTE, P_SWAP, enterable, firstRank, lastRank, powerBits } from './movegen.ts';

export const EGG_OUTCOMES: readonly EggOutcome[] = ['kingboo', 'koopa', 'toadette', 'chomp', 'daisy', 'bowser', 'luigi', 'waluigi'];
const EGG_INDEX: ReadonlyMap<string, number> = new Map(EGG_OUTCOMES.map((o, i) => [o, i]));
const KINGBOO = 0;
const KOOPA = 1;
const TOADETTE = 2;
const CHOMP = 3;
const DAISY = 4;
const BOWSER = 5;
const LUIGI = 6;

// The kinds of draw (G4), and each draw's options as numbers: a direction index (push), an
// egg outcome index, a square (colour, lay), a piece's kind code (toadette).
export const DRAW_PUSH = 0;
export const DRAW_EGG = 1;
export const DRAW_COLOUR = 2;
export const DRAW_TOADETTE = 3;
export const DRAW_LAY = 4;
const DRAW_NAMES = ['push', 'egg', 'colour', 'toadette', 'lay'] as const;
const PROMOTION_INDEX: ReadonlyMap<string, number> = new Map(PROMOTIONS.map((p) => [p, kindCode(p)]));

/** The public form of option `v` of a draw. */
export function outcomeOf(draw: number, v: number): Outcome {
  switch (draw) {
    case DRAW_PUSH:
      return { draw: 'push', direction: DIRECTIONS[v] };
    case DRAW_EGG:
      return { draw: 'egg', outcome: EGG_OUTCOMES[v] };
    case DRAW_COLOUR:
      return { draw: 'colour', square: v };
    case DRAW_TOADETTE:
      return { draw: 'toadette', piece: kindName(v) as PromotionPiece };
    default:
      return { draw: 'lay', square: v };
  }
}

/** The option number of a public outcome of the kind `draw` (-1 for anything not well formed). */
function valueOf(draw: number, o: Outcome): number {
  switch (draw) {
    case DRAW_PUSH:
      return DIRECTION_INDEX.get((o as { direction: string }).direction) ?? -1;
    case DRAW_EGG:
      return EGG_INDEX.get((o as { outcome: string }).outcome) ?? -1;
    case DRAW_TOADETTE:
      return PROMOTION_INDEX.get((o as { piece: string }).piece) ?? -1;
    default: {
      const s = (o as { square: unknown }).square;
      return isSquare(s) ? s : -1;
    }
  }
}

// Where the outcomes of the decision being resolved come from.
/** Every sequence in turn, led by `path` (perft, everyOutcome). */
const ENUMERATE = 0;
/** From a source that chooses among the public options (play). */
const SOURCE = 1;
/** From a list, each checked to be possible (replay). */
const RECORDED = 2;

/** The public form of the piece `c`. */
export const pieceOn = (c: number): PieceOn => ({ colour: colourName(colourOf(c)), kind: kindName(kindOf(c)) });

/** Adds to a step what its landing found on the square: a piece taken, an object, a marker. */
export function found<T extends object>(step: T, c: number): T {
  if (isPiece(c)) (step as { captured?: PieceOn }).captured = pieceOn(c);
  else if (isObject(c)) (step as { object?: string }).object = objectName(c);
  else if (isMarker(c)) (step as { marker?: true }).marker = true;
  return step;
}

export class Work {
  readonly board = new Uint8Array(64);
  /** The side to move (0 White, 1 Black). */
  colour = 0;
  plies = 0;
  /** Shell and invisible move still available, as bits (movegen.ts). */
  powers = 0;
  /** The phase (P_MOVE …), the piece Toadette brings in P_DROP, and a paused chain's resume. */
  phase = P_MOVE;
  dropPiece = 0;
  rSquare = 0;
  /** The object's cell code, 0 for none. */
  rObject = 0;
  rHopFrom = 0;
  rDropped = false;
  rLays = false;
  /** Immobilized pieces kept at this turn's end: struck by Bowser, or turned to the mover (K12). Copied on write. */
  bowsered: readonly number[] = [];
  /** Kings of each side, and cells the end of a turn may change, kept by `put`. */
  whiteKings = 0;
  blackKings = 0;
  specials = 0;
  /** The squares of each side's pieces as bits: [white a1-h4, white a5-h8, black a1-h4, black a5-h8]. */
  readonly pieces = new Int32Array(4);
  /**
   * The cells' part of the search's hash (zobrist.ts), two 32-bit halves, kept by `put` only
   * on a Work that hashes (search.ts): perft and the API pay one untaken branch a write.
   */
  hashing = false;
  cellsLo = 0;
  cellsHi = 0;

  // The decision being resolved.
  /** The sub-phase an egg asked for (Daisy, King Boo, Toadette), or -1. */
  pending = -1;
  pendingPiece = 0;
  /** Set when the chain stopped for a promotion choice (the resume fields say where). */
  paused = false;
  /** Set when the chain ended with an egg after which a rook or bishop lays nothing (K11). */
  layless = false;
  /** The steps, when they are recorded. */
  steps: Step[] | undefined;
  /** The outcomes drawn, in their public form, when they are listed. */
  drawn: Outcome[] | undefined;

  // Outcomes.
  mode = ENUMERATE;
  /** The options of the draw under way. */
  readonly options = new Int32Array(64);
  path: Int32Array = new Int32Array(0);
  counts: Int32Array = new Int32Array(0);
  /** Draws so far in this resolution, and how many of them `path` already fixes. */
  draws = 0;
  fixed = 0;
  source: OutcomeSource | undefined;
  recorded: readonly Outcome[] = [];

  /**
   * The position the Work holds, when it holds one exactly (loaded, or just read back after a
   * resolution): loading it again can be skipped. Positions are immutable (as the decisions'
   * cache keyed by position assumed before).
   */
  holds: ChakartPosition | undefined;

  /** Loads a position. */
  load(pos: ChakartPosition): void {
    this.board.set(pos.board);
    this.colour = colourIndex(pos.turn);
    this.plies = pos.plies;
    this.powers = powerBits(pos.powers);
    const phase = pos.phase;
    switch (phase.kind) {
      case 'move':
        this.phase = P_MOVE;
        break;
      case 'bonus':
        this.phase = P_BONUS;
        break;
      case 'swap':
        this.phase = P_SWAP;
        break;
      case 'drop':
        this.phase = P_DROP;
        this.dropPiece = kindCode(phase.piece);
        break;
      case 'promote': {
        this.phase = P_PROMOTE;
        const r = phase.resume;
        this.rSquare = r.square;
        this.rObject = r.object === undefined ? 0 : objectCode(r.object);
        this.rHopFrom = r.hopFrom;
        this.rDropped = r.dropped;
        this.rLays = r.lays;
        break;
      }
      default:
        throw new TypeError(`not a Chakart phase: ${JSON.stringify(phase)}`);
    }
    this.bowsered = pos.bowsered;
    let white = 0;
    let black = 0;
    let specials = 0;
    const board = this.board;
    const pieces = this.pieces;
    pieces.fill(0);
    for (let s = 0; s < 64; s++) {
      const c = board[s];
      if (isPiece(c)) pieces[(colourOf(c) << 1) | (s >> 5)] |= 1 << (s & 31);
      if (isKing(c)) {
        if (colourOf(c) === 0) white++;
        else black++;
      }
      if (isSpecial(c)) specials++;
    }
    this.whiteKings = white;
    this.blackKings = black;
    this.specials = specials;
    this.holds = pos;
    if (this.hashing) this.hashCells();
  }

  /** From now on `put` keeps the cells' hash, found here from scratch. */
  hashCells(): void {
    this.hashing = true;
    this.cellsLo = cellsHash(this.board, 0);
    this.cellsHi = cellsHash(this.board, 1);
  }

  /** Takes the game state (not the decision under way) from `from`: perft's save and put-back. */
  copyState(from: Work): void {
    this.board.set(from.board);
    this.colour = from.colour;
    this.plies = from.plies;
    this.powers = from.powers;
    this.phase = from.phase;
    this.dropPiece = from.dropPiece;
    this.rSquare = from.rSquare;
    this.rObject = from.rObject;
    this.rHopFrom = from.rHopFrom;
    this.rDropped = from.rDropped;
    this.rLays = from.rLays;
    this.bowsered = from.bowsered;
    this.whiteKings = from.whiteKings;
    this.blackKings = from.blackKings;
    this.specials = from.specials;
    this.pieces.set(from.pieces);
    this.cellsLo = from.cellsLo;
    this.cellsHi = from.cellsHi;
  }

  /** The phase in its public form. */
  publicPhase(): Phase {
    switch (this.phase) {
      case P_MOVE:
        return { kind: 'move' };
      case P_BONUS:
        return { kind: 'bonus' };
      case P_SWAP:
        return { kind: 'swap' };
      case P_DROP:
        return { kind: 'drop', piece: kindName(this.dropPiece) as PromotionPiece };
      default:
        return {
          kind: 'promote',
          resume: { square: this.rSquare, ...(this.rObject ? { object: objectName(this.rObject) } : {}), hopFrom: this.rHopFrom, dropped: this.rDropped, lays: this.rLays },
        };
    }
  }

  /** The position now, as a new immutable object. */
  position(): ChakartPosition {
    const p = this.powers;
    return (this.holds = {
      board: this.board.slice(),
      powers: { white: { shell: (p & 1) !== 0, invisible: (p & 2) !== 0 }, black: { shell: (p & 4) !== 0, invisible: (p & 8) !== 0 } },
      plies: this.plies,
      turn: colourName(this.colour),
      phase: this.publicPhase(),
      bowsered: this.bowsered.slice(),
    });
  }

  /** Writes a cell, keeping the counts of kings and of cells the end of a turn may change (and the hash, when kept). */
  put(s: number, v: number): void {
    const board = this.board;
    const old = board[s];
    if (old === v) return;
    if (isPiece(old)) {
      this.pieces[(colourOf(old) << 1) | (s >> 5)] &= ~(1 << (s & 31));
      if (kindOf(old) === KING) {
        if (colourOf(old) === 0) this.whiteKings--;
        else this.blackKings--;
      }
    }
    if (isPiece(v)) {
      this.pieces[(colourOf(v) << 1) | (s >> 5)] |= 1 << (s & 31);
      if (kindOf(v) === KING) {
        if (colourOf(v) === 0) this.whiteKings++;
        else this.blackKings++;
      }
    }
    if (isSpecial(old)) this.specials--;
    if (isSpecial(v)) this.specials++;
    if (this.hashing) {
      const ka = 2 * (s * CODES + old);
      const kb = 2 * (s * CODES + v);
      this.cellsLo ^= CELL[ka] ^ CELL[kb];
      this.cellsHi ^= CELL[ka + 1] ^ CELL[kb + 1];
    }
    board[s] = v;
  }

  /** Before resolving a decision: outcomes enumerated along `path` (counts noted in `counts`). */
  enumerate(path: Int32Array, counts: Int32Array, fixed: number): void {
    this.mode = ENUMERATE;
    this.path = path;
    this.counts = counts;
    this.fixed = fixed;
    this.draws = 0;
  }

  /** Before resolving a decision: outcomes chosen by `source`. */
  drawFrom(source: OutcomeSource): void {
    this.mode = SOURCE;
    this.source = source;
    this.draws = 0;
  }

  /** Before resolving a decision: the recorded outcomes, each checked. */
  replay(outcomes: readonly Outcome[]): void {
    this.mode = RECORDED;
    this.recorded = outcomes;
    this.draws = 0;
  }

  /** After a replayed decision: no recorded outcome may be left over. */
  finishReplay(): void {
    checkAllDrawn(this.recorded, this.draws);
  }

  /** One random outcome among `n` options (in `options`) of the kind `draw` (G4); returns the option. */
  draw(draw: number, n: number): number {
    const options = this.options;
    switch (this.mode) {
      case ENUMERATE: {
        const i = this.draws++;
        if (i === this.fixed) this.path[this.fixed++] = 0;
        this.counts[i] = n;
        const v = options[this.path[i]];
        this.drawn?.push(outcomeOf(draw, v));
        return v;
      }
      case RECORDED: {
        const i = this.draws;
        const o = this.recorded[i];
        // A well-formed outcome among the options is taken as it is; anything else is checked
        // the long way, which throws the reason.
        if (o !== undefined && o !== null && o.draw === DRAW_NAMES[draw]) {
          const v = valueOf(draw, o);
          if (v >= 0)
            for (let j = 0; j < n; j++)
              if (options[j] === v) {
                this.draws++;
                this.drawn?.push(outcomeOf(draw, v));
                return v;
              }
        }
        const found = checkRecorded(this.recorded, i, this.publicOptions(draw, n));
        this.draws++;
        this.drawn?.push(found);
        return valueOf(draw, found);
      }
      default: {
        this.draws++;
        const o = this.source!.choose(this.publicOptions(draw, n));
        this.drawn?.push(o);
        const v = valueOf(draw, o);
        if (v < 0) throw new TypeError(`the outcome source chose ${JSON.stringify(o)}, not ${DRAW_NAMES[draw] === 'egg' ? 'an' : 'a'} ${DRAW_NAMES[draw]} outcome`);
        return v;
      }
    }
  }

  private publicOptions(draw: number, n: number): Outcome[] {
    const out: Outcome[] = [];
    for (let j = 0; j < n; j++) out.push(outcomeOf(draw, this.options[j]));
    return out;
  }

  /** Moves the piece on `from` to `to`, taking whatever stood there; returns that cell. */
  land(from: number, to: number): number {
    const c = this.board[to];
    this.put(to, this.board[from]);
    this.put(from, EMPTY);
    return c;
  }

  /**
   * The arrival chain from `at`, where the moving piece has just landed on `object` (a cell
   * code, 0 for none) after a hop from `hopFrom` by the vector (df, dr) when `vector`. Returns
   * the square the piece ends on (-1 when it was eaten), or sets `paused` when a pawn reached
   * its last rank without a chosen piece (`promotion`, a kind code, 0 for none).
   */
  chain(at: number, object: number, hopFrom: number, vector: boolean, df: number, dr: number, dropped: boolean, lays: boolean, promotion: number): number {
    const board = this.board;
    for (;;) {
      const c = board[at];
      // K7: a pawn on its last rank promotes on arrival, before the object there acts.
      if (kindOf(c) === PAWN && rankOf(at) === lastRank(colourOf(c))) {
        if (promotion === 0) {
          this.paused = true;
          this.rSquare = at;
          this.rObject = object;
          this.rHopFrom = hopFrom;
          this.rDropped = dropped;
          this.rLays = lays;
          return at;
        }
        this.put(at, piece(colourOf(c), promotion) | (c & IMMOBILIZED));
        this.steps?.push({ step: 'promote', square: at, piece: kindName(promotion) as PromotionPiece });
        promotion = 0;
      }
      if (object === 0) return at;
      const kind = kindOf(board[at]);
      if (object === MUSHROOM) {
        // K5: king, pawn and knight go one more step (a knight one more jump) the same way, onto
        // a square with nothing or an object; sliders and dropped pieces are not affected.
        if (!vector || !(kind === KING || kind === PAWN || kind === KNIGHT)) return at;
        const t = offset(at, df, dr);
        if (t < 0 || !enterable(board, t, colourOf(board[at]))) return at;
        const there = this.land(at, t);
        if (this.steps) this.steps.push(found({ step: 'mushroom', from: at, to: t }, there));
        hopFrom = at;
        at = t;
        object = isObject(there) ? there : 0;
        continue;
      }
      if (object === BANANA || object === BOMB) {
        // K5: pushed one square in a random orthogonal (banana) or diagonal (bomb) direction
        // that is on the board, taking whatever stands there, own pieces included.
        let n = 0;
        for (let d = object === BANANA ? 0 : 4, last = d + 4; d < last; d++) if (NEIGHBOUR[at * 8 + d] >= 0) this.options[n++] = d;
        const d = this.draw(DRAW_PUSH, n);
        df = DIR_DF[d];
        dr = DIR_DR[d];
        vector = true;
        const t = NEIGHBOUR[at * 8 + d];
        const there = this.land(at, t);
        if (this.steps) this.steps.push(found({ step: 'push', by: object === BANANA ? 'banana' : 'bomb', direction: DIRECTIONS[d], from: at, to: t }, there));
        hopFrom = at;
        at = t;
        object = isObject(there) ? there : 0;
        continue;
      }
      // object === EGG (K6): one of eight outcomes, each 1/8.
      for (let i = 0; i < 8; i++) this.options[i] = i;
      const outcome = this.draw(DRAW_EGG, 8);
      this.steps?.push({ step: 'egg', outcome: EGG_OUTCOMES[outcome] });
      return this.egg(outcome, at, hopFrom, dropped);
    }
  }

  /** K6, K8: the egg's outcome for the piece on `at`; returns where that piece ends (-1: eaten). */
  private egg(outcome: number, at: number, hopFrom: number, dropped: boolean): number {
    const board = this.board;
    switch (outcome) {
      case KINGBOO:
        this.pending = P_SWAP;
        return at;
      case KOOPA: {
        this.layless = true;
        // K8: a dropped piece has no hop to undo.
        if (dropped || isPiece(board[hopFrom])) return at;
        this.put(hopFrom, board[at]);
        this.put(at, EMPTY);
        this.steps?.push({ step: 'koopa', from: at, to: hopFrom });
        return hopFrom;
      }
      case TOADETTE: {
        for (let i = 0; i < PROMOTION_CODES.length; i++) this.options[i] = PROMOTION_CODES[i];
        const drawn = this.draw(DRAW_TOADETTE, PROMOTION_CODES.length);
        this.steps?.push({ step: 'toadette', piece: kindName(drawn) as PromotionPiece });
        this.pending = P_DROP;
        this.pendingPiece = drawn;
        return at;
      }
      case CHOMP: {
        this.layless = true;
        const c = board[at];
        this.steps?.push({ step: 'chomp', square: at, piece: pieceOn(c) });
        this.put(at, EMPTY);
        return -1;
      }
      case DAISY:
        this.pending = P_BONUS;
        return at;
      case BOWSER:
        this.layless = true;
        this.put(at, board[at] | IMMOBILIZED);
        this.bowsered = [...this.bowsered, at];
        this.steps?.push({ step: 'bowser', square: at });
        return at;
      default: {
        // Luigi, Waluigi (K6, K8): a random piece of the enemy (Luigi) or of the mover
        // (Waluigi), never a king, possibly the piece that moved; not a pawn on its own first
        // rank, which would stand on its new side's last rank. An invisible queen cannot be
        // seen, so is never picked.
        const target = outcome === LUIGI ? 1 - this.colour : this.colour;
        this.layless = true;
        let n = 0;
        // The target's pieces, square by square upwards.
        for (let half = 0; half < 2; half++) {
          for (let bits = this.pieces[(target << 1) | half]; bits !== 0; bits &= bits - 1) {
            const s = (half << 5) | (31 - Math.clz32(bits & -bits));
            const c = board[s];
            if (isInvisible(c) || kindOf(c) === KING) continue;
            if (kindOf(c) === PAWN && rankOf(s) === firstRank(target)) continue;
            this.options[n++] = s;
          }
        }
        if (n > 0) {
          const s = this.draw(DRAW_COLOUR, n);
          this.put(s, flipColour(board[s]));
          this.steps?.push({ step: 'colour', square: s, piece: kindName(kindOf(board[s])), to: colourName(1 - target) });
          // K12: an immobilized piece sits out its new owner's next turn; turned to the mover,
          // it is kept at this turn's end, as a piece Bowser struck.
          if (isImmobilized(board[s]) && target !== this.colour) this.bowsered = [...this.bowsered, s];
        }
        return at;
      }
    }
  }

  /** K4: at the end of its whole move a rook lays a banana diagonally, a bishop a bomb orthogonally. */
  lay(at: number): void {
    if (at < 0) return;
    const board = this.board;
    const c = board[at];
    const kind = kindOf(c);
    if (!isPiece(c) || (kind !== ROOK && kind !== BISHOP)) return;
    let n = 0;
    for (let d = kind === ROOK ? 4 : 0, last = d + 4; d < last; d++) {
      const t = NEIGHBOUR[at * 8 + d];
      if (t >= 0 && (board[t] === EMPTY || isObject(board[t]) || isMarker(board[t]))) this.options[n++] = t;
    }
    if (n === 0) return;
    const s = this.draw(DRAW_LAY, n);
    this.put(s, kind === ROOK ? BANANA : BOMB);
    this.steps?.push({ step: 'lay', object: kind === ROOK ? 'banana' : 'bomb', square: s });
  }
}

