// Levels 1-8, the same meaning in every game: how much the engine may look at (positions
// visited, so a level costs about the same time whatever the game, and the same input gives
// the same move on any machine) and how much it blurs its judgement (a seeded random error
// added to each root move's value, so the weaker levels choose among nearly equal moves and
// sometimes take a worse one). Levels 1-3 also look only one or two decisions ahead. Level 8
// is the strongest in the time given: no error, no node limit, only the clock (one second
// unless the caller gives another time or a node budget).

export interface Level {
  /** Positions the search may visit (Infinity: no limit). */
  readonly nodes: number;
  /** Full-width depth at most. */
  readonly depth: number;
  /** Milliseconds of thought at most. */
  readonly movetime: number;
  /** The largest random error added to a root move's value, in hundredths of a pawn (0: none). */
  readonly blur: number;
}

export const LEVELS: readonly Level[] = [
  { nodes: 1_000, depth: 1, movetime: Infinity, blur: 300 },
  { nodes: 1_000, depth: 1, movetime: Infinity, blur: 120 },
  { nodes: 1_500, depth: 2, movetime: Infinity, blur: 50 },
  { nodes: 2_500, depth: 64, movetime: Infinity, blur: 20 },
  { nodes: 5_000, depth: 64, movetime: Infinity, blur: 0 },
  { nodes: 10_000, depth: 64, movetime: Infinity, blur: 0 },
  { nodes: 25_000, depth: 64, movetime: Infinity, blur: 0 },
  { nodes: Infinity, depth: 64, movetime: 1000, blur: 0 },
];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = LEVELS.length;
/** The level a new game against the computer starts at. */
export const DEFAULT_LEVEL = 4;

/** Level `n` (1-8); throws RangeError for another number. */
export function levelOf(n: number): Level {
  if (!Number.isInteger(n) || n < MIN_LEVEL || n > MAX_LEVEL) throw new RangeError(`level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}, not ${n}`);
  return LEVELS[n - 1];
}
