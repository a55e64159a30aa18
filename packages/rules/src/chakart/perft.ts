// Perft for a game of chance: every decision, and for each every possible sequence of random
// outcomes (each a branch of its own), counted to a depth in decisions. Perft resolves every
// branch in place on one Work, recording no steps and building no position, and puts the
// state back after each branch.
import type { ChakartPosition, Decision, Outcome } from './types.ts';
import { IllegalMoveError } from '../core/errors.ts';
import { Work } from './effects.ts';
import { MAX_DECISIONS, encodeDecision, generate } from './movegen.ts';
import { legalCode, legalDecisions, withWork } from './play.ts';
import { over, resolve } from './turn.ts';

/** The most draws one decision can make: a push per banana or bomb on the board, an egg's two, a lay. */
export const MAX_DRAWS = 128;

/** Moves to the next sequence of outcomes after one that made `draws` draws; returns how many stay fixed (0: done). */
export function nextPath(path: Int32Array, counts: Int32Array, draws: number): number {
  let fixed = draws;
  while (fixed > 0 && path[fixed - 1] + 1 >= counts[fixed - 1]) fixed--;
  if (fixed > 0) path[fixed - 1]++;
  return fixed;
}

/** Every position `d` can lead to, one per possible sequence of outcomes. */
export function everyOutcome(pos: ChakartPosition, d: Decision): { position: ChakartPosition; outcomes: Outcome[] }[] {
  return withWork(pos, (w) => {
    let c = encodeDecision(d);
    if (c < 0) c = legalCode(w, d);
    if (c < 0) throw new IllegalMoveError('not a decision');
    const out: { position: ChakartPosition; outcomes: Outcome[] }[] = [];
    const path = new Int32Array(MAX_DRAWS);
    const counts = new Int32Array(MAX_DRAWS);
    let fixed = 0;
    do {
      if (out.length > 0) w.load(pos);
      const outcomes: Outcome[] = [];
      w.drawn = outcomes;
      w.enumerate(path, counts, fixed);
      resolve(w, c);
      out.push({ position: w.position(), outcomes });
      fixed = nextPath(path, counts, w.draws);
    } while (fixed > 0);
    return out;
  });
}

/** One level of the search: its decisions, the state to put back, the outcome sequence. */
class Level {
  readonly decisions = new Int32Array(MAX_DECISIONS);
  /** The state to put back after each branch. */
  readonly saved = new Work();
  readonly path = new Int32Array(MAX_DRAWS);
  readonly counts = new Int32Array(MAX_DRAWS);
}

function count(w: Work, depth: number, levels: Level[]): number {
  // K2: no decision once the game has ended.
  if (over(w)) return 0;
  const level = levels[depth];
  const { decisions, saved, path, counts } = level;
  const n = generate(w.board, w.colour, w.powers, w.phase, decisions);
  saved.copyState(w);
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const d = decisions[i];
    let fixed = 0;
    do {
      w.enumerate(path, counts, fixed);
      resolve(w, d);
      const draws = w.draws;
      nodes += depth === 1 ? 1 : count(w, depth - 1, levels);
      w.copyState(saved);
      fixed = nextPath(path, counts, draws);
    } while (fixed > 0);
  }
  return nodes;
}

export function perft(pos: ChakartPosition, depth: number): number {
  if (depth <= 0) return 1;
  const w = new Work();
  w.load(pos);
  const levels: Level[] = [];
  for (let i = 0; i <= depth; i++) levels.push(new Level());
  return count(w, depth, levels);
}

/** Perft split by root decision. */
export function divide(pos: ChakartPosition, depth: number): { decision: Decision; nodes: number }[] {
  return legalDecisions(pos).map((decision) => ({
    decision,
    nodes: everyOutcome(pos, decision).reduce((n, next) => n + perft(next.position, depth - 1), 0),
  }));
}
