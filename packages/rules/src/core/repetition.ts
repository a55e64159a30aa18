// G3, the draw by repetition, for the games that have it: the positions since the last
// irreversible move, and the third occurrence of one ends the game in a draw.
import type { CommonReason, Ending, OptionSpec } from './game.ts';

/**
 * The positions (by key) since the last irreversible move, newest first: a persistent list, so
 * each move adds one node instead of copying a map (replay speed).
 */
export interface Seen {
  readonly key: string;
  readonly previous?: Seen;
}

/** How often `key` occurs in `seen`. */
export function occurrences(seen: Seen | undefined, key: string): number {
  let times = 0;
  for (let node = seen; node; node = node.previous) if (node.key === key) times++;
  return times;
}

/** What a game with the repetition draw keeps in its context. */
export interface RepetitionContext<Position, Facts, Reason extends string> {
  /** G3: the automatic draw on the third occurrence of a position is on. */
  readonly repetition: boolean;
  readonly position: Position;
  /** The positions since the last irreversible move. */
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
 * the game's own endings or the third repetition end it.
 */
export function advance<Context extends RepetitionContext<Position, Facts, Reason>, Position, Facts, Reason extends string>(
  context: Context,
  next: { position: Position; facts: Facts },
  rules: RepetitionRules<Position, Facts>,
  ended: Ending<Reason> | undefined,
): Context {
  const key = rules.positionKey(next.position);
  const seen: Seen = rules.irreversible(next.facts) ? { key } : { key, previous: context.seen };
  const result = ended ?? (context.repetition && occurrences(seen, key) >= 3 ? { result: 'draw' as const, reason: 'repetition' as const } : undefined);
  return { ...context, position: next.position, seen, ply: context.ply + 1, lastFacts: next.facts, result };
}

/** G3 as a game option: on unless a game is set up without it. */
export const REPETITION_OPTION: OptionSpec<boolean> = {
  kind: 'boolean',
  default: true,
  source: 'G3',
  description: 'the automatic draw on the third occurrence of a position',
};

/** The repetition part of a context at the start: the count begins with the start position. */
export function startCounting<Position, Reason extends string>(
  position: Position,
  repetition: boolean,
  rules: Pick<RepetitionRules<Position, unknown>, 'positionKey'>,
  ended: Ending<Reason> | undefined,
): RepetitionContext<Position, never, Reason> {
  return { repetition, position, seen: { key: rules.positionKey(position) }, ply: 0, ...(ended ? { result: ended } : {}) };
}
