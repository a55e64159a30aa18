// The transposition table: what earlier searches found about a position, by its hash (the
// game board's Zobrist-style hash, kept by make and unmake). One entry per slot, replaced when
// the new result is deeper or the slot holds another position. Typed arrays only: no
// allocation while searching.
import { WIN_BOUND } from './score.ts';

/** The entry's value is exact, a lower bound (the search failed high) or an upper bound. */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

export class TranspositionTable {
  readonly size: number;
  private readonly mask: number;
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly moves: Int32Array;
  private readonly values: Int32Array;
  /** depth << 2 | bound (0: empty slot). */
  private readonly info: Int32Array;

  /** A table of 2^bits entries (20 bytes each). */
  constructor(bits = 19) {
    this.size = 1 << bits;
    this.mask = this.size - 1;
    this.lo = new Int32Array(this.size);
    this.hi = new Int32Array(this.size);
    this.moves = new Int32Array(this.size);
    this.values = new Int32Array(this.size);
    this.info = new Int32Array(this.size);
  }

  /** Forgets everything (a new search starts from nothing: the same input gives the same answer). */
  clear(): void {
    this.info.fill(0);
  }

  /** The slot holding this position, or -1. */
  probe(lo: number, hi: number): number {
    const i = (lo ^ (hi >>> 7)) & this.mask;
    return this.info[i] !== 0 && this.lo[i] === (lo | 0) && this.hi[i] === (hi | 0) ? i : -1;
  }

  depth(slot: number): number {
    return this.info[slot] >> 2;
  }

  bound(slot: number): number {
    return this.info[slot] & 3;
  }

  move(slot: number): number {
    return this.moves[slot];
  }

  /** The stored value seen from `ply` (a win stored as distance from its node, read as distance from the root). */
  value(slot: number, ply: number): number {
    const v = this.values[slot];
    return v >= WIN_BOUND ? v - ply : v <= -WIN_BOUND ? v + ply : v;
  }

  store(lo: number, hi: number, depth: number, bound: number, value: number, move: number, ply: number): void {
    const i = (lo ^ (hi >>> 7)) & this.mask;
    const same = this.lo[i] === (lo | 0) && this.hi[i] === (hi | 0);
    if (this.info[i] !== 0 && same && this.info[i] >> 2 > depth && bound !== EXACT) return;
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.moves[i] = move < 0 && same ? this.moves[i] : move;
    this.values[i] = value >= WIN_BOUND ? value + ply : value <= -WIN_BOUND ? value - ply : value;
    this.info[i] = (Math.max(0, depth) << 2) | bound;
  }
}
