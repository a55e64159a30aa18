// What happens when a piece arrives on a square, and how the effects chain (K5, K6, K7): the
// working state of one decision while it is resolved, on a private copy of the board.
import type { ChakartPosition, Direction, EggOutcome, ObjectKind, Outcome, Phase, PieceOn, Resume, Step } from './types.ts';
import type { OutcomeSource } from './random.ts';
import {
  BANANA, BISHOP, BOMB, EGG, EMPTY, IMMOBILIZED, KING, KNIGHT, MUSHROOM, PAWN, PROMOTIONS, ROOK,
  colourName, colourOf, decodeCell, flipColour, isImmobilized, isInvisible, isMarker, isObject, isPiece, kindCode, kindName, kindOf, objectName, piece,
} from './pieces.ts';
import { BANANA_DIRECTIONS, BOMB_DIRECTIONS, DIAGONAL, DIRECTION_STEP, ORTHOGONAL, offset, rankOf } from './geometry.ts';
import { enterable, firstRank, lastRank } from './movegen.ts';

export const EGG_OUTCOMES: readonly EggOutcome[] = ['kingboo', 'koopa', 'toadette', 'chomp', 'daisy', 'bowser', 'luigi', 'waluigi'];

/** What a landing found on its square. */
interface Landing {
  captured?: PieceOn;
  object?: ObjectKind;
  marker?: true;
}

export class Work {
  readonly board: Uint8Array;
  readonly steps: Step[] = [];
  readonly powers: { white: { shell: boolean; invisible: boolean }; black: { shell: boolean; invisible: boolean } };
  readonly bowsered: number[];
  /** The sub-phase an egg asked for (Daisy, King Boo, Toadette). */
  pending?: Phase;
  /** Set when the chain stopped for a promotion choice. */
  paused?: Resume;

  constructor(
    readonly position: ChakartPosition,
    readonly colour: number,
    readonly source: OutcomeSource,
  ) {
    this.board = position.board.slice();
    this.powers = { white: { ...position.powers.white }, black: { ...position.powers.black } };
    this.bowsered = [...position.bowsered];
  }

  draw(options: readonly Outcome[]): Outcome {
    return this.source.choose(options);
  }

  /** Moves the piece on `from` to `to`, taking whatever stood there. */
  land(from: number, to: number): Landing {
    const c = this.board[to];
    const found: Landing = {};
    if (isPiece(c)) found.captured = { colour: colourName(colourOf(c)), kind: kindName(kindOf(c)) };
    else if (isObject(c)) found.object = objectName(c);
    else if (isMarker(c)) found.marker = true;
    this.board[to] = this.board[from];
    this.board[from] = EMPTY;
    return found;
  }

  /**
   * The arrival chain from `at`, where the moving piece has just landed on `object` (if any)
   * after a hop from `hopFrom` by `vector`. Returns the square the piece ends on (-1 when it
   * was eaten), or sets `paused` when a pawn reached its last rank without a chosen piece.
   */
  chain(
    at: number,
    object: ObjectKind | undefined,
    hop: { from: number; vector?: readonly [number, number] },
    how: { dropped: boolean; lays: boolean; promotion?: (typeof PROMOTIONS)[number] },
  ): number {
    let promotion = how.promotion;
    let hopFrom = hop.from;
    let vector = hop.vector;
    for (;;) {
      const c = this.board[at];
      // K7: a pawn on its last rank promotes on arrival, before the object there acts.
      if (kindOf(c) === PAWN && rankOf(at) === lastRank(colourOf(c))) {
        if (promotion === undefined) {
          this.paused = { square: at, ...(object ? { object } : {}), hopFrom, dropped: how.dropped, lays: how.lays };
          return at;
        }
        this.board[at] = piece(colourOf(c), kindCode(promotion)) | (c & IMMOBILIZED);
        this.steps.push({ step: 'promote', square: at, piece: promotion });
        promotion = undefined;
      }
      if (object === undefined) return at;
      const kind = kindOf(this.board[at]);
      if (object === 'mushroom') {
        // K5: king, pawn and knight go one more step (a knight one more jump) the same way, onto
        // a square with nothing or an object; sliders and dropped pieces are not affected.
        if (!vector || !(kind === KING || kind === PAWN || kind === KNIGHT)) return at;
        const t = offset(at, vector[0], vector[1]);
        if (t < 0 || !enterable(this.board, t, colourOf(this.board[at]))) return at;
        const found = this.land(at, t);
        this.steps.push({ step: 'mushroom', from: at, to: t, ...found });
        hopFrom = at;
        at = t;
        object = found.object;
        continue;
      }
      if (object === 'banana' || object === 'bomb') {
        // K5: pushed one square in a random orthogonal (banana) or diagonal (bomb) direction
        // that is on the board, taking whatever stands there, own pieces included.
        const options = (object === 'banana' ? BANANA_DIRECTIONS : BOMB_DIRECTIONS)
          .filter((d) => offset(at, ...DIRECTION_STEP[d]) >= 0)
          .map((direction): Outcome => ({ draw: 'push', direction }));
        const direction = (this.draw(options) as { direction: Direction }).direction;
        vector = DIRECTION_STEP[direction];
        const t = offset(at, vector[0], vector[1]);
        const found = this.land(at, t);
        this.steps.push({ step: 'push', by: object, direction, from: at, to: t, ...found });
        hopFrom = at;
        at = t;
        object = found.object;
        continue;
      }
      // object === 'egg' (K6): one of eight outcomes, each 1/8.
      const outcome = (this.draw(EGG_OUTCOMES.map((o): Outcome => ({ draw: 'egg', outcome: o }))) as { outcome: EggOutcome }).outcome;
      this.steps.push({ step: 'egg', outcome });
      return this.egg(outcome, at, hopFrom, how.dropped);
    }
  }

  /** K6, K8: the egg's outcome for the piece on `at`; returns where that piece ends (-1: eaten). */
  private egg(outcome: EggOutcome, at: number, hopFrom: number, dropped: boolean): number {
    const board = this.board;
    switch (outcome) {
      case 'kingboo':
        this.pending = { kind: 'swap' };
        return at;
      case 'koopa': {
        // K8: a dropped piece has no hop to undo.
        if (dropped || isPiece(board[hopFrom])) return at;
        board[hopFrom] = board[at];
        board[at] = EMPTY;
        this.steps.push({ step: 'koopa', from: at, to: hopFrom });
        return hopFrom;
      }
      case 'toadette': {
        const drawn = this.draw(PROMOTIONS.map((p): Outcome => ({ draw: 'toadette', piece: p }))) as { piece: (typeof PROMOTIONS)[number] };
        this.steps.push({ step: 'toadette', piece: drawn.piece });
        this.pending = { kind: 'drop', piece: drawn.piece };
        return at;
      }
      case 'chomp': {
        const c = board[at];
        this.steps.push({ step: 'chomp', square: at, piece: { colour: colourName(colourOf(c)), kind: kindName(kindOf(c)) } });
        board[at] = EMPTY;
        return -1;
      }
      case 'daisy':
        this.pending = { kind: 'bonus' };
        return at;
      case 'bowser':
        board[at] |= IMMOBILIZED;
        this.bowsered.push(at);
        this.steps.push({ step: 'bowser', square: at });
        return at;
      case 'luigi':
      case 'waluigi': {
        // K6, K8: a random piece of the enemy (Luigi) or of the mover (Waluigi), never a king,
        // possibly the piece that moved; not a pawn on its own first rank, which would stand
        // on its new side's last rank. An invisible queen cannot be seen, so is never picked.
        const target = outcome === 'luigi' ? 1 - this.colour : this.colour;
        const options: Outcome[] = [];
        for (let s = 0; s < 64; s++) {
          const c = board[s];
          if (!isPiece(c) || isInvisible(c) || colourOf(c) !== target || kindOf(c) === KING) continue;
          if (kindOf(c) === PAWN && rankOf(s) === firstRank(target)) continue;
          options.push({ draw: 'colour', square: s });
        }
        if (options.length > 0) {
          const s = (this.draw(options) as { square: number }).square;
          board[s] = flipColour(board[s]);
          this.steps.push({ step: 'colour', square: s, piece: kindName(kindOf(board[s])), to: colourName(1 - target) });
        }
        return at;
      }
    }
  }

  /** K4: at the end of its whole move a rook lays a banana diagonally, a bishop a bomb orthogonally. */
  lay(at: number): void {
    if (at < 0) return;
    const kind = kindOf(this.board[at]);
    if (!isPiece(this.board[at]) || (kind !== ROOK && kind !== BISHOP)) return;
    const options: Outcome[] = [];
    for (const [df, dr] of kind === ROOK ? DIAGONAL : ORTHOGONAL) {
      const t = offset(at, df, dr);
      if (t >= 0 && (this.board[t] === EMPTY || isObject(this.board[t]) || isMarker(this.board[t]))) options.push({ draw: 'lay', square: t });
    }
    if (options.length === 0) return;
    const s = (this.draw(options) as { square: number }).square;
    this.board[s] = kind === ROOK ? BANANA : BOMB;
    this.steps.push({ step: 'lay', object: kind === ROOK ? 'banana' : 'bomb', square: s });
  }
}

export { EGG, MUSHROOM, isImmobilized, decodeCell };
