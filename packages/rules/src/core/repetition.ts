// G3, the draw by repetition, for the games that have it: the positions since the last
// irreversible move, and the third occurrence of one ends the game in a draw.
//
// Counting costs O(1) per move, whatever the length of the game (issue #17). Each context keeps
// one node per position since the last irreversible move (a persistent list: each move adds a
// node, no copy), and the nodes of one stretch between irreversible moves share one tally: a
// count per position key, and the nodes it counts. The tally counts the chain of the node last
// moved from. A move from that node adds one node and one count; a move from another node of
// the stretch (a caller went back to an older context: an undo, a page browsing back, the
// state chart trying a transition) first brings the tally to that node's chain, uncounting the
// nodes that are not on it and counting the ones that are, each found by walking back from the
// node to the part of the tally it shares. So the straight path costs O(1) per move and going
// back costs what it went back over; a count never includes a position of another branch.
// With the draw off, nothing is kept or counted at all.
import type { CommonReason, Ending, OptionSpec } from './game.ts';

/**
 * The count of one stretch between irreversible moves: how often each position key occurs on
 * the chain `nodes` (oldest first), the chain of the node last moved from. Mutable, and shared
 * by the nodes of the stretch: only this file reads or changes it.
 */
export class Tally {
  readonly counts = new Map<string, number>();
  readonly nodes: Seen[] = [];

  /** Counts `node`, whose previous node is the last one counted. */
  push(node: Seen): void {
    this.nodes.push(node);
    this.counts.set(node.key, (this.counts.get(node.key) ?? 0) + 1);
  }

  /** Uncounts the nodes after the first `length`. */
  truncate(length: number): void {
    const { nodes, counts } = this;
    while (nodes.length > length) {
      const key = nodes.pop()!.key;
      const times = counts.get(key)! - 1;
      if (times === 0) counts.delete(key);
      else counts.set(key, times);
    }
  }

  /** Brings the tally to `node`'s chain, so that it counts `node` and the nodes before it, and no other. */
  settle(node: Seen): void {
    const nodes = this.nodes;
    if (nodes[node.index] === node) {
      // On the chain counted (a node is only ever counted on top of its own previous nodes).
      this.truncate(node.index + 1);
      return;
    }
    // A node of another branch: back to the nodes it shares with the chain counted, then its own.
    const missing: Seen[] = [];
    let at: Seen | undefined = node;
    while (at !== undefined && nodes[at.index] !== at) {
      missing.push(at);
      at = at.previous;
    }
    this.truncate(at === undefined ? 0 : at.index + 1);
    for (let i = missing.length - 1; i >= 0; i--) this.push(missing[i]!);
  }
}

/**
 * A position since the last irreversible move, by its key: one node per move, its previous node
 * the position before it (none after an irreversible move).
 */
export interface Seen {
  readonly key: string;
  readonly previous: Seen | undefined;
  /** Its place in its stretch: 0 for the first position after an irreversible move (or the start). */
  readonly index: number;
  /** The count of its stretch, shared by the stretch's nodes. */
  readonly tally: Tally;
}

/** The first node of a stretch: the start, or the position after an irreversible move. */
function firstSeen(key: string): Seen {
  const node: Seen = { key, previous: undefined, index: 0, tally: new Tally() };
  node.tally.push(node);
  return node;
}

/** The node after `previous` (same stretch), counted: the tally follows its chain. */
function nextSeen(previous: Seen, key: string): Seen {
  const tally = previous.tally;
  tally.settle(previous);
  const node: Seen = { key, previous, index: previous.index + 1, tally };
  tally.push(node);
  return node;
}

/** How often the position of `seen` occurs in its stretch, itself included (0 without a count). */
export function occurrences(seen: Seen | undefined): number {
  if (seen === undefined) return 0;
  seen.tally.settle(seen);
  return seen.tally.counts.get(seen.key)!;
}

/** What a game with the repetition draw keeps in its context. */
export interface RepetitionContext<Position, Facts, Reason extends string> {
  /** G3: the automatic draw on the third occurrence of a position is on. */
  readonly repetition: boolean;
  readonly position: Position;
  /** The positions since the last irreversible move, the current one last; absent when the draw is off. */
  readonly seen?: Seen;
  readonly ply: number;
  readonly lastFacts?: Facts;
  readonly result?: Ending<Reason | CommonReason>;
}

/** How a game tells repetition: the key of a position, and the moves no earlier position survives. */
export interface RepetitionRules<Position, Facts> {
  positionKey(position: Position): string;
  /** A move after which no earlier position can occur again (a capture, a removed tile). */
  irreversible(facts: Facts): boolean;
}

/**
 * The context after a move: the new position and facts, the repetition count (G3: restarted
 * after an irreversible move, since no earlier position can occur again), and the result if
 * the game's own endings or the third repetition end it. With the draw off, no count at all.
 */
export function advance<Context extends RepetitionContext<Position, Facts, Reason>, Position, Facts, Reason extends string>(
  context: Context,
  next: { position: Position; facts: Facts },
  rules: RepetitionRules<Position, Facts>,
  ended: Ending<Reason> | undefined,
): Context {
  const position = next.position;
  const ply = context.ply + 1;
  const lastFacts = next.facts;
  if (!context.repetition) return { ...context, position, ply, lastFacts, result: ended };
  const key = rules.positionKey(position);
  const previous = context.seen;
  const seen = rules.irreversible(lastFacts) || previous === undefined ? firstSeen(key) : nextSeen(previous, key);
  // G3: the third occurrence of a position draws.
  const result = ended ?? (seen.tally.counts.get(key)! >= 3 ? { result: 'draw' as const, reason: 'repetition' as const } : undefined);
  return { ...context, position, seen, ply, lastFacts, result };
}

/** G3 as a game option: on unless a game is set up without it. */
export const REPETITION_OPTION: OptionSpec<boolean> = {
  kind: 'boolean',
  default: true,
  source: 'G3',
  description: 'the automatic draw on the third occurrence of a position',
};

/** The repetition part of a context at the start: the count begins with the start position (none when the draw is off). */
export function startCounting<Position, Reason extends string>(
  position: Position,
  repetition: boolean,
  rules: Pick<RepetitionRules<Position, unknown>, 'positionKey'>,
  ended: Ending<Reason> | undefined,
): RepetitionContext<Position, never, Reason> {
  return { repetition, position, ...(repetition ? { seen: firstSeen(rules.positionKey(position)) } : {}), ply: 0, ...(ended ? { result: ended } : {}) };
}
