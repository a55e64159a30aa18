// The search, once for every game: iterative deepening, principal variation search with a
// transposition table, the hash move, captures by value, killers and history first, a
// quiescence search over the moves each game calls noisy, and expectimax over the outcomes of
// a game of chance (Chakart, K4-K6: every outcome equally likely, as the rules draw them).
// It works on the game's fast board only (make, unmake, generate into typed arrays).
//
// Scores are negamax: seen from the side deciding at each node. A game where a side decides
// several times in a row (Chakart's bonus move, swap, drop) keeps the sign between those
// decisions. Endings are scored as the rules end the game: the board's own ending (checkmate,
// stalemate per ruleset, no pieces, no kings) and G3's draw on a third occurrence.
import { BLACK_WINS, DRAWN, NO_ENDING, type ChanceBoard, type SearchBoard } from '@rulebook/rules';
import type { Evaluation } from './evaluation.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from './tt.ts';
import { INFINITE, MAX_PLY, WIN, WIN_BOUND, isLoss, isWin } from './score.ts';

/** The most draws one decision makes (as the rules' perft). */
const MAX_DRAWS = 128;
/** Quiescence goes at most this many decisions beyond the full-width depth. */
const MAX_QUIESCENCE = 12;
/** How often (in nodes) the clock and the stop flag are read. */
const POLL = 512;

/** Thrown inside the search when a limit is reached; the iteration in progress is dropped. */
class Stopped {}
const STOPPED = new Stopped();

/**
 * A position's hash as one number for the game's count before the root (53 of its 64 bits: a
 * number, so looking it up at every node allocates no string).
 */
export const repetitionKey = (lo: number, hi: number): number => (lo >>> 0) * 2097152 + (hi >>> 11);

export interface SearcherLimits {
  readonly maxDepth: number;
  readonly nodes: number;
  /** Date.now() past which the search stops (Infinity: no clock). */
  readonly deadline: number;
  readonly stop?: () => boolean;
}

/** Moves to the next sequence of outcomes after one that made `draws` draws; returns how many stay fixed (0: done). */
function nextPath(path: Int32Array, counts: Int32Array, draws: number): number {
  let fixed = draws;
  while (fixed > 0 && path[fixed - 1] + 1 >= counts[fixed - 1]) fixed--;
  if (fixed > 0) path[fixed - 1]++;
  return fixed;
}

/** The chance of one sequence of outcomes: each draw's options equally likely (K4-K6, G4). */
function probability(counts: Int32Array, draws: number): number {
  let p = 1;
  for (let i = 0; i < draws; i++) p /= counts[i];
  return p;
}

export interface RootLine {
  readonly move: number;
  readonly value: number;
}

export interface Iteration {
  readonly depth: number;
  readonly value: number;
  readonly best: number;
  /** The moves expected, as the board's integers, the best first (stops at a move with chance). */
  readonly pv: readonly number[];
  /** Every root move's value, when the search was asked for exact root values. */
  readonly lines?: readonly RootLine[];
}

export class Searcher {
  nodes = 0;
  private readonly moveBuffers: Int32Array[] = [];
  private readonly orderBuffers: Int32Array[] = [];
  private readonly paths: Int32Array[] = [];
  private readonly counts: Int32Array[] = [];
  /** The hashes of the positions on the path from the root (index ply), for G3. */
  private readonly pathLo = new Int32Array(MAX_PLY + 2);
  private readonly pathHi = new Int32Array(MAX_PLY + 2);
  /** The ply of the first position after the last irreversible move on the path (0: none since the root). */
  private readonly stretch = new Int32Array(MAX_PLY + 2);
  private readonly killers = new Int32Array(MAX_PLY * 2).fill(-1);
  private readonly history = new Int32Array(1 << 16);
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  private limits!: SearcherLimits;
  /** The last `child` was a chance node, whose value is exact whatever the window (no re-search needed). */
  private exactChild = false;
  /** Depth 1 has completed: from now on the limits stop the search. */
  private firstDone = false;

  constructor(
    private readonly board: SearchBoard,
    private readonly evaluation: Evaluation,
    private readonly tt: TranspositionTable,
    /** G3 is on: a third occurrence of a position draws. */
    private readonly repetition: boolean,
    /** How often each position (by `repetitionKey`) occurred in the game before the root, for G3. */
    private readonly before: ReadonlyMap<number, number>,
  ) {
    for (let i = 0; i <= MAX_PLY; i++) {
      this.moveBuffers.push(new Int32Array(board.maxMoves));
      this.orderBuffers.push(new Int32Array(board.maxMoves));
    }
  }

  /** The moves made and not yet unmade, so a stopped search can put the board back. */
  private readonly made = new Int32Array(MAX_PLY + 2);
  private madeCount = 0;

  private make(m: number): void {
    this.board.make(m);
    this.made[this.madeCount++] = m;
  }

  private makeBranch(chance: ChanceBoard, m: number, path: Int32Array, counts: Int32Array, fixed: number): number {
    const draws = chance.makeBranch(m, path, counts, fixed);
    this.made[this.madeCount++] = m;
    return draws;
  }

  private unmake(m: number): void {
    this.board.unmake(m);
    this.madeCount--;
  }

  private buffer(list: Int32Array[], ply: number, size: number): Int32Array {
    return (list[ply] ??= new Int32Array(size));
  }

  /**
   * Iterative deepening from depth 1; `onIteration` after each depth completed. With
   * `exactRoot`, every root move gets its exact value (no pruning at the root: slower, for the
   * weaker levels' choice among near-equal moves). Returns the last completed iteration, or
   * undefined when not even depth 1 completed or there is no move.
   */
  run(limits: SearcherLimits, exactRoot: boolean, onIteration: (it: Iteration) => void): Iteration | undefined {
    this.limits = limits;
    this.nodes = 0;
    this.madeCount = 0;
    this.firstDone = false;
    this.killers.fill(-1);
    this.history.fill(0);
    const b = this.board;
    this.pathLo[0] = b.hashLo();
    this.pathHi[0] = b.hashHi();
    this.stretch[0] = 0;
    const rootMoves = this.moveBuffers[0];
    const n = b.generate(rootMoves);
    if (n === 0 || b.ending() !== NO_ENDING) return undefined;
    const order = Array.from(rootMoves.subarray(0, n));
    let last: Iteration | undefined;
    for (let depth = 1; depth <= limits.maxDepth; depth++) {
      let it: Iteration;
      try {
        it = this.root(order, depth, exactRoot);
      } catch (e) {
        // Stopped in the middle of the tree: the board goes back to the root.
        while (this.madeCount > 0) this.board.unmake(this.made[--this.madeCount]);
        if (e === STOPPED) break;
        throw e;
      }
      last = it;
      this.firstDone = true;
      onIteration(it);
      // The best move first next time, the others in the order of their values when known.
      if (it.lines) {
        const byValue = [...it.lines].sort((a, c) => c.value - a.value).map((l) => l.move);
        order.splice(0, order.length, ...byValue);
      } else {
        order.splice(order.indexOf(it.best), 1);
        order.unshift(it.best);
      }
      // A forced result found: deeper searches cannot change it.
      if (isWin(it.value) || isLoss(it.value)) {
        if (WIN - Math.abs(it.value) <= depth) break;
      }
    }
    return last;
  }

  private root(order: readonly number[], depth: number, exactRoot: boolean): Iteration {
    const b = this.board;
    const us = b.side();
    let alpha = -INFINITE;
    const beta = INFINITE;
    let best = order[0];
    let bestValue = -INFINITE;
    const lines: RootLine[] = [];
    this.pvLength[0] = 0;
    for (let i = 0; i < order.length; i++) {
      const m = order[i];
      let v: number;
      if (exactRoot || i === 0) v = this.child(m, us, depth, 0, -INFINITE, INFINITE);
      else {
        v = this.child(m, us, depth, 0, alpha, alpha + 1);
        if (v > alpha && !this.exactChild) v = this.child(m, us, depth, 0, alpha, beta);
      }
      lines.push({ move: m, value: v });
      if (v > bestValue) {
        bestValue = v;
        best = m;
        this.updatePv(0, m);
      }
      if (v > alpha) alpha = v;
    }
    this.tt.store(this.pathLo[0], this.pathHi[0], depth, EXACT, bestValue, best, 0);
    return { depth, value: bestValue, best, pv: Array.from(this.pvTable.subarray(0, this.pvLength[0])), ...(exactRoot ? { lines } : {}) };
  }

  private updatePv(ply: number, m: number): void {
    const row = ply * MAX_PLY;
    const next = (ply + 1) * MAX_PLY;
    this.pvTable[row] = m;
    const len = ply + 1 < MAX_PLY ? this.pvLength[ply + 1] : 0;
    for (let j = 0; j < len; j++) this.pvTable[row + 1 + j] = this.pvTable[next + j];
    this.pvLength[ply] = len + 1;
  }

  /**
   * The value of move `m` for the side `us` deciding at `ply`, searched `depth - 1` deeper in
   * the window (alpha, beta): the child's value, negated when the other side decides there.
   * A move that draws outcomes is a chance node: the average over every sequence of outcomes.
   */
  private child(m: number, us: number, depth: number, ply: number, alpha: number, beta: number): number {
    const b = this.board;
    const chance = b.chance;
    // Asked before the move is made, as the board answers it.
    const irreversible = b.irreversible(m);
    if (chance === undefined) {
      this.make(m);
      const v = this.afterMove(irreversible, us, depth, ply, alpha, beta);
      this.unmake(m);
      this.exactChild = false;
      return v;
    }
    const path = this.buffer(this.paths, ply, MAX_DRAWS);
    const counts = this.buffer(this.counts, ply, MAX_DRAWS);
    let draws = this.makeBranch(chance, m, path, counts, 0);
    if (draws === 0) {
      const v = this.afterMove(irreversible, us, depth, ply, alpha, beta);
      this.unmake(m);
      this.exactChild = false;
      return v;
    }
    // Expectimax (K4-K6): each sequence of outcomes weighs the product of 1 / options per draw.
    let sum = 0;
    let allWins = true;
    let allLosses = true;
    let worstWin = INFINITE;
    let longestLoss = -INFINITE;
    for (;;) {
      const p = probability(counts, draws);
      const v = this.afterMove(irreversible, us, depth, ply, -INFINITE, INFINITE);
      this.unmake(m);
      sum += p * v;
      if (isWin(v)) worstWin = Math.min(worstWin, v);
      else allWins = false;
      if (isLoss(v)) longestLoss = Math.max(longestLoss, v);
      else allLosses = false;
      const fixed = nextPath(path, counts, draws);
      if (fixed === 0) break;
      draws = this.makeBranch(chance, m, path, counts, fixed);
    }
    // The line stops at a chance move: what follows depends on the outcomes.
    this.pvLength[ply + 1] = 0;
    this.exactChild = true;
    // A win is forced only when every outcome wins (then as late as the slowest); otherwise the
    // average stays below the wins, however likely they are.
    if (allWins) return worstWin;
    if (allLosses) return longestLoss;
    return Math.max(-WIN_BOUND + 1, Math.min(WIN_BOUND - 1, Math.round(sum)));
  }

  /** After a move (`irreversible` or not) was made at `ply` by `us`: the position's value for `us`. */
  private afterMove(irreversible: boolean, us: number, depth: number, ply: number, alpha: number, beta: number): number {
    const b = this.board;
    const next = ply + 1;
    this.reached(irreversible, ply);
    if (b.side() === us) return depth - 1 > 0 ? this.node(depth - 1, next, alpha, beta) : this.quiesce(next, alpha, beta, 0);
    return -(depth - 1 > 0 ? this.node(depth - 1, next, -beta, -alpha) : this.quiesce(next, -beta, -alpha, 0));
  }

  /** Counts a node and stops the search at a limit (depth 1 always completes, but for `stop`: a move to answer with). */
  private poll(): void {
    if (++this.nodes % POLL !== 0 && this.nodes < this.limits.nodes) return;
    if (this.limits.stop?.()) throw STOPPED;
    if (this.firstDone && (this.nodes >= this.limits.nodes || Date.now() >= this.limits.deadline)) throw STOPPED;
  }

  /** The game's own ending or G3's draw at `ply`, as a value for the side to move; undefined when play goes on. */
  private ended(ply: number): number | undefined {
    const b = this.board;
    const e = b.ending();
    if (e !== NO_ENDING) {
      if (e === DRAWN) return 0;
      const winner = e === BLACK_WINS ? 1 : 0;
      return winner === b.side() ? WIN - ply : -(WIN - ply);
    }
    if (this.repetition && this.occurrences(ply) >= 3) return 0;
    return undefined;
  }

  /** G3: how often the position at `ply` has occurred, itself included (the game before the root, then the path). */
  private occurrences(ply: number): number {
    const lo = this.pathLo[ply];
    const hi = this.pathHi[ply];
    const start = this.stretch[ply];
    let count = 1;
    for (let p = ply - 1; p >= start; p--) if (this.pathLo[p] === lo && this.pathHi[p] === hi) count++;
    // Positions before an irreversible move cannot occur again; with none on the path, the game's count before the root holds.
    if (start === 0) count += this.before.get(repetitionKey(lo, hi)) ?? 0;
    return count;
  }

  /** Full-width search of the position at `ply` (not the root). */
  private node(depth: number, ply: number, alpha: number, beta: number): number {
    this.poll();
    this.pvLength[ply] = 0;
    const done = this.ended(ply);
    if (done !== undefined) return done;
    if (ply >= MAX_PLY - 1) return this.evaluation.evaluate(this.board);
    const b = this.board;
    const lo = this.pathLo[ply];
    const hi = this.pathHi[ply];
    const slot = this.tt.probe(lo, hi);
    let hashMove = -1;
    if (slot >= 0) {
      hashMove = this.tt.move(slot);
      if (this.tt.depth(slot) >= depth) {
        const v = this.tt.value(slot, ply);
        const bound = this.tt.bound(slot);
        if (bound === EXACT || (bound === LOWER && v >= beta) || (bound === UPPER && v <= alpha)) return v;
      }
    }
    const moves = this.moveBuffers[ply];
    const n = b.generate(moves);
    if (n === 0) return 0;
    const scores = this.orderBuffers[ply];
    this.score(moves, scores, n, ply, hashMove);
    const us = b.side();
    const alpha0 = alpha;
    let best = -INFINITE;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      const m = this.pick(moves, scores, i, n);
      let v: number;
      if (i === 0) v = this.child(m, us, depth, ply, alpha, beta);
      else {
        v = this.child(m, us, depth, ply, alpha, alpha + 1);
        if (v > alpha && v < beta && !this.exactChild) v = this.child(m, us, depth, ply, alpha, beta);
      }
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          this.updatePv(ply, m);
          if (v >= beta) {
            if (this.evaluation.captureValue(b, m) === 0) {
              const k = ply * 2;
              if (this.killers[k] !== m) {
                this.killers[k + 1] = this.killers[k];
                this.killers[k] = m;
              }
              const h = (m ^ (m >>> 16)) & 0xffff;
              this.history[h] = Math.min(1 << 20, this.history[h] + depth * depth);
            }
            break;
          }
        }
      }
    }
    this.tt.store(lo, hi, depth, best >= beta ? LOWER : best > alpha0 ? EXACT : UPPER, best, bestMove, ply);
    return best;
  }

  /** Order keys: the hash move, then captures by the worth taken, then killers, then history. */
  private score(moves: Int32Array, scores: Int32Array, n: number, ply: number, hashMove: number): void {
    const b = this.board;
    const k0 = this.killers[ply * 2];
    const k1 = this.killers[ply * 2 + 1];
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      if (m === hashMove) scores[i] = 1 << 30;
      else {
        const gain = this.evaluation.captureValue(b, m);
        if (gain > 0) scores[i] = (1 << 28) + gain;
        else if (m === k0) scores[i] = (1 << 27) + 1;
        else if (m === k1) scores[i] = 1 << 27;
        else scores[i] = this.history[(m ^ (m >>> 16)) & 0xffff];
      }
    }
  }

  /** Selection: brings the best-keyed move of i..n-1 to i and returns it. */
  private pick(moves: Int32Array, scores: Int32Array, i: number, n: number): number {
    let bi = i;
    for (let j = i + 1; j < n; j++) if (scores[j] > scores[bi]) bi = j;
    if (bi !== i) {
      const m = moves[bi];
      moves[bi] = moves[i];
      moves[i] = m;
      const s = scores[bi];
      scores[bi] = scores[i];
      scores[i] = s;
    }
    return moves[i];
  }

  /**
   * Quiescence: the noisy moves only, the side to move free to stand on the evaluation unless
   * every legal move is noisy (Medea's compulsory capture: then one of them must be played) or
   * it is in check near the horizon (every move, to see a checkmate).
   */
  private quiesce(ply: number, alpha: number, beta: number, qply: number): number {
    this.poll();
    this.pvLength[ply] = 0;
    const done = this.ended(ply);
    if (done !== undefined) return done;
    const b = this.board;
    if (ply >= MAX_PLY - 1 || qply >= MAX_QUIESCENCE) return this.evaluation.evaluate(b);
    const moves = this.moveBuffers[ply];
    const n = b.generate(moves);
    if (n === 0) return 0;
    const evasions = qply < 2 && b.inCheck();
    // Each move asked once whether it is noisy (1 in `scores`); its order key comes after the stand-pat.
    const scores = this.orderBuffers[ply];
    let noisy = 0;
    for (let i = 0; i < n; i++) {
      scores[i] = b.noisy(moves[i]) ? 1 : 0;
      noisy += scores[i];
    }
    const forced = noisy === n || evasions;
    let best = -INFINITE;
    if (!forced) {
      best = this.evaluation.evaluate(b);
      if (best >= beta) return best;
      if (best > alpha) alpha = best;
      if (noisy === 0) return best;
    }
    for (let i = 0; i < n; i++) scores[i] = forced || scores[i] !== 0 ? 1 + this.evaluation.captureValue(b, moves[i]) : 0;
    const us = b.side();
    for (let i = 0; i < n; i++) {
      const m = this.pick(moves, scores, i, n);
      if (scores[i] === 0) break;
      const v = this.quietChild(m, us, ply, alpha, beta, qply);
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (v >= beta) break;
        }
      }
    }
    return best;
  }

  /** A noisy move's value in quiescence; a move with chance is averaged over its outcomes, each judged by the evaluation. */
  private quietChild(m: number, us: number, ply: number, alpha: number, beta: number, qply: number): number {
    const b = this.board;
    const chance = b.chance;
    const next = ply + 1;
    const irreversible = b.irreversible(m);
    if (chance === undefined) {
      this.make(m);
      const v = this.quietDeeper(irreversible, us, ply, alpha, beta, qply);
      this.unmake(m);
      return v;
    }
    const path = this.buffer(this.paths, ply, MAX_DRAWS);
    const counts = this.buffer(this.counts, ply, MAX_DRAWS);
    let draws = this.makeBranch(chance, m, path, counts, 0);
    if (draws === 0) {
      const v = this.quietDeeper(irreversible, us, ply, alpha, beta, qply);
      this.unmake(m);
      return v;
    }
    let sum = 0;
    for (;;) {
      const p = probability(counts, draws);
      this.poll();
      this.reached(irreversible, ply);
      const e = this.ended(next);
      const v = e !== undefined ? (b.side() === us ? e : -e) : b.side() === us ? this.evaluation.evaluate(b) : -this.evaluation.evaluate(b);
      this.unmake(m);
      sum += p * Math.max(-WIN_BOUND + 1, Math.min(WIN_BOUND - 1, v));
      const fixed = nextPath(path, counts, draws);
      if (fixed === 0) break;
      draws = this.makeBranch(chance, m, path, counts, fixed);
    }
    return Math.round(sum);
  }

  /** Records the position just reached at `ply + 1` on the path (its hash, and where its stretch for G3 begins). */
  private reached(irreversible: boolean, ply: number): void {
    const b = this.board;
    const next = ply + 1;
    this.pathLo[next] = b.hashLo();
    this.pathHi[next] = b.hashHi();
    this.stretch[next] = irreversible ? next : this.stretch[ply];
  }

  /** Quiescence one decision deeper, after a move was made, seen from `us`. */
  private quietDeeper(irreversible: boolean, us: number, ply: number, alpha: number, beta: number, qply: number): number {
    this.reached(irreversible, ply);
    const next = ply + 1;
    return this.board.side() === us ? this.quiesce(next, alpha, beta, qply + 1) : -this.quiesce(next, -beta, -alpha, qply + 1);
  }

}
