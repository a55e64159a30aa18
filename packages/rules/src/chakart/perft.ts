// Perft for a game of chance: every decision, and for each every possible sequence of random
// outcomes (each a branch of its own), counted to a depth in decisions.
import type { ChakartPosition, Decision, Outcome } from './types.ts';
import type { OutcomeSource } from './random.ts';
import { legalDecisions } from './play.ts';
import { resolveDecision } from './turn.ts';

/** Every position `d` can lead to, one per possible sequence of outcomes. */
export function everyOutcome(pos: ChakartPosition, d: Decision): { position: ChakartPosition; outcomes: Outcome[] }[] {
  const out: { position: ChakartPosition; outcomes: Outcome[] }[] = [];
  const path: number[] = [];
  const counts: number[] = [];
  for (;;) {
    let i = 0;
    const drawn: Outcome[] = [];
    const source: OutcomeSource = {
      choose: (options) => {
        if (i === path.length) path.push(0);
        counts[i] = options.length;
        const o = options[path[i++]];
        drawn.push(o);
        return o;
      },
    };
    out.push({ position: resolveDecision(pos, d, source, drawn).position, outcomes: drawn });
    path.length = i;
    while (path.length > 0 && path[path.length - 1] + 1 >= counts[path.length - 1]) path.pop();
    if (path.length === 0) return out;
    path[path.length - 1]++;
  }
}

export function perft(pos: ChakartPosition, depth: number): number {
  if (depth <= 0) return 1;
  let nodes = 0;
  for (const d of legalDecisions(pos)) {
    for (const next of everyOutcome(pos, d)) nodes += depth === 1 ? 1 : perft(next.position, depth - 1);
  }
  return nodes;
}

/** Perft split by root decision. */
export function divide(pos: ChakartPosition, depth: number): { decision: Decision; nodes: number }[] {
  return legalDecisions(pos).map((decision) => ({
    decision,
    nodes: everyOutcome(pos, decision).reduce((n, next) => n + perft(next.position, depth - 1), 0),
  }));
}
