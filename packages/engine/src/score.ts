// Scores inside the search: hundredths of a pawn, and wins and losses by the game's own rules as
// numbers beyond any evaluation, nearer wins higher (so the search takes the shortest win and
// the longest defence).

/** Above every score. */
export const INFINITE = 32_000;
/** A win at the root itself; a win `plies` decisions away is WIN - plies. */
export const WIN = 31_000;
/** Every score at or beyond this (either sign) is a forced win or loss. */
export const WIN_BOUND = WIN - 1_000;
/** The deepest a search goes, quiescence included. */
export const MAX_PLY = 128;

export const isWin = (value: number): boolean => value >= WIN_BOUND;
export const isLoss = (value: number): boolean => value <= -WIN_BOUND;
