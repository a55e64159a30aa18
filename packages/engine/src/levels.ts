// Levels 1-8, the same meaning in every game: how much the engine may look at (positions
// visited, so a level costs about the same time whatever the game) and how much it blurs its
// judgement (a seeded random error added to each root move's value, so the weaker levels
// choose among nearly equal moves and sometimes take a worse one). Level 8 is the strongest in
// the time given: no error, no node limit, only the clock.

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
  { nodes: 300, depth: 1, movetime: 1000, blur: 300 },
  { nodes: 1_000, depth: 2, movetime: 1000, blur: 150 },
  { nodes: 3_000, depth: 3, movetime: 1000, blur: 60 },
  { nodes: 8_000, depth: 64, movetime: 1000, blur: 25 },
  { nodes: 20_000, depth: 64, movetime: 1000, blur: 10 },
  { nodes: 50_000, depth: 64, movetime: 1000, blur: 0 },
  { nodes: 150_000, depth: 64, movetime: 1000, blur: 0 },
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
