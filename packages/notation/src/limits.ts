// The limits every reader and writer keeps, in one place: the notation's readers (logs,
// records, tags, position strings) and writers, the CLI's streams and its perft. A reader
// refuses what passes a limit with an error located where it passes; a writer never writes
// what its reader would refuse, so that everything written reads back. The README's "Trust
// under bad input" lists them.
//
// Lengths are in characters as JavaScript counts them (UTF-16 code units), the unit of every
// column in this package's errors.

import type { GameName } from '@rulebook/rules';

/**
 * The longest line of a log or a record: 1 Mi characters. No line a writer writes comes near
 * it (a start line with every tag at its longest is about half of it). A reader of a stream
 * stops holding a line when it passes this, so that an input without line breaks (`/dev/zero`)
 * is refused after one line's worth of memory.
 */
export const MAX_LINE_LENGTH = 1 << 20;

/** The most tags a log's start line holds; a record holds these besides the tags it derives. */
export const MAX_TAGS = 64;

/** The most tags a game's record derives itself (`RESERVED_TAGS`: Game, SetUp, Result, …). */
export const MAX_DERIVED_TAGS = 16;

/** The longest tag name, in characters (letters, digits and _). */
export const MAX_TAG_NAME_LENGTH = 64;

/** The longest tag value, in characters. */
export const MAX_TAG_VALUE_LENGTH = 4096;

/**
 * The largest move counter: a position string's move number (Chakart's turns played), a log's
 * ply, a record's move number. 2^53 − 1, the largest integer JSON readers keep exactly; a move
 * that would push a counter past it is refused, so no position past it is ever written.
 */
export const MAX_COUNTER = Number.MAX_SAFE_INTEGER;

/** The most random outcomes one move of a game with chance draws (Chakart, G4); none comes near it. */
export const MAX_OUTCOMES = 256;

/**
 * perft's deepest depth, by game: the last depth at which the count from the start position
 * stays below 2^53 (about b^depth leaves for the start's b moves a position): a count is a
 * JavaScript number, exact only up to 2^53 − 1. At the deepest the count takes years; an
 * interrupt (Ctrl-C) ends it.
 */
export const MAX_PERFT_DEPTH: Readonly<Record<GameName, number>> = Object.freeze({ chakra: 11, shakti: 11, medea: 11, chakart: 10 });

/** perft's deepest depth for a game this package does not know (a game added to the CLI). */
export const MAX_PERFT_DEPTH_OTHER = 32;

/** A line longer than MAX_LINE_LENGTH, in words (the error is at its first character past the limit). */
export const LINE_TOO_LONG = `the line is longer than ${MAX_LINE_LENGTH} characters, the most a line of a log or a record may have`;
