// The engine's public vocabulary: what a search is asked, what it reports while it thinks, and
// what it answers. Scores are seen from the side deciding at the root.
import type { AnyGame } from '@rulebook/rules';

/** How long to think: any of these, the first reached stops the search (none: level's limits). */
export interface Limits {
  /** Full-width depth in decisions (plies), quiescence beyond. */
  readonly depth?: number;
  /** Positions visited, quiescence included. */
  readonly nodes?: number;
  /** Milliseconds of thought (the search stops within a few ms of it). */
  readonly movetime?: number;
}

/**
 * A score from the view of the side deciding at the root: `value` in hundredths of a pawn
 * (expected value in a game of chance), or a forced win or loss `plies` decisions from now by
 * the game's own rules (in Chakart: whatever the outcomes).
 */
export type Score = { readonly kind: 'value'; readonly value: number } | { readonly kind: 'win' | 'loss'; readonly plies: number };

/** What the search has found so far: sent after each depth it completes. */
export interface SearchInfo<Move = unknown> {
  readonly depth: number;
  readonly score: Score;
  readonly nodes: number;
  readonly timeMs: number;
  /** The moves the search expects, the root's best first (in a game of chance: up to the first draw). */
  readonly pv: readonly Move[];
}

export interface SearchResult<Move = unknown> extends SearchInfo<Move> {
  /** The move chosen (undefined only when the game has ended or there is no legal move). */
  readonly move: Move | undefined;
}

export interface SearchOptions<G extends AnyGame = AnyGame> {
  /** 1 (makes mistakes) to 8 (strongest in the time given); the default is DEFAULT_LEVEL. */
  readonly level?: number;
  /** Overrides the level's limits (each given one replaces the level's). */
  readonly limits?: Limits;
  /** The positions of the game before `position`, oldest first: for G3's count of repetitions. */
  readonly history?: readonly ReturnType<G['start']>[];
  /** Seeds the weaker levels' choice among near-equal moves: same seed, limits and input, same move. */
  readonly seed?: number;
  /** Polled every few hundred nodes: true stops the search, which answers with what it has. */
  readonly stop?: () => boolean;
  /** Called after each depth completed. */
  readonly onInfo?: (info: SearchInfo<Parameters<G['sameMove']>[0]>) => void;
}
