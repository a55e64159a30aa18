// The puzzle suites: one JSON file per game in this folder (<game>.json), written by
// scripts/find-puzzles.ts and proved by test/puzzles.test.ts with the exhaustive solver. Each
// puzzle is a position where the side to move forces a win by the game's own rules in exactly
// n of its turns (1, 2 or 3; not in n - 1), against every defence and, in Chakart, whatever
// the random outcomes; with every winning first move.
//
// `loadPuzzles()` is what a test of the engine reads: each puzzle with its game value, its
// position read back through the notation, and its winning first moves as move text.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { games, type Game, type GameTypes } from '@rulebook/rules';
import { textGames } from '@rulebook/notation';

export const GAMES = ['chakra', 'shakti', 'medea', 'chakart'] as const;
export type PuzzleGame = (typeof GAMES)[number];

/** One puzzle as stored. */
export interface Puzzle {
  /** `<game>-<n>-<k>`. */
  readonly id: string;
  /** The win is forced in exactly n turns of the side to move. */
  readonly n: number;
  /** The game's options (every one, as `game.options` lists them). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The position string in the notation's canonical form (`formatPosition`). */
  readonly position: string;
  /** Every first move that forces the win within n turns, as move text (`formatMove`), sorted. */
  readonly moves: readonly string[];
  /** Where the position came from (the finder's seed and candidate, or a hand). */
  readonly source: string;
  /** How many decisions the proof (a win in n, none in n - 1) played when the puzzle was found. */
  readonly proofNodes: number;
}

/** One game's suite file. */
export interface Suite {
  readonly game: PuzzleGame;
  /** The command line that wrote the file. */
  readonly generator: string;
  readonly puzzles: readonly Puzzle[];
}

/** A puzzle ready to play: its game value with the puzzle's options, and its position read back. */
export interface LoadedPuzzle extends Puzzle {
  readonly game: PuzzleGame;
  readonly rules: Game<GameTypes>;
  readonly start: GameTypes['position'];
  /** A move of the position as the suite writes it (to compare with `moves`). */
  moveText(move: GameTypes['move']): string;
}

/** Where a game's suite lives. */
export const suitePath = (game: PuzzleGame): string => fileURLToPath(new URL(`./${game}.json`, import.meta.url));

export function readSuite(game: PuzzleGame): Suite {
  return JSON.parse(readFileSync(suitePath(game), 'utf8')) as Suite;
}

/** Every puzzle of the games asked for (all four by default), in suite order. Throws on a position the notation refuses. */
export function loadPuzzles(only: readonly PuzzleGame[] = GAMES): LoadedPuzzle[] {
  const out: LoadedPuzzle[] = [];
  for (const game of only) {
    const text = textGames[game] as unknown as {
      parsePosition(text: string): { ok: true; value: GameTypes['position'] } | { ok: false; error: { message: string } };
      formatMove(position: GameTypes['position'], move: unknown): string;
    };
    for (const puzzle of readSuite(game).puzzles) {
      const rules = (games[game].create as (options: object) => unknown)(puzzle.options) as Game<GameTypes>;
      const parsed = text.parsePosition(puzzle.position);
      if (!parsed.ok) throw new Error(`${puzzle.id}: ${parsed.error.message}`);
      const start = parsed.value;
      out.push({ ...puzzle, game, rules, start, moveText: (move) => text.formatMove(start, move) });
    }
  }
  return out;
}
