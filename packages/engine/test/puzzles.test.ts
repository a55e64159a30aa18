// The puzzle suites (test/puzzles/<game>.json), each puzzle proved by the exhaustive solver
// (test/solver/solver.ts), never by the engine: the side to move forces a win in n turns, not
// in n - 1, and its winning first moves are exactly the stored ones. The suites are written
// by scripts/find-puzzles.ts; a test that the engine finds a winning move reads the same
// puzzles through `loadPuzzles()`.
import { describe, expect, it } from 'vitest';
import { textGames } from '@rulebook/notation';
import { GAMES, loadPuzzles, readSuite } from './puzzles/suite.ts';
import { winIn } from './solver/solver.ts';

/** The issue asks for positions with a forced win in 1, 2 and 3; at least this many of each. */
const AT_LEAST = 4;

describe.each(GAMES)('%s puzzles', (game) => {
  const puzzles = loadPuzzles([game]);

  it(`has at least ${AT_LEAST} puzzles for each n of 1, 2 and 3, each id once`, () => {
    for (const n of [1, 2, 3]) expect(puzzles.filter((p) => p.n === n).length).toBeGreaterThanOrEqual(AT_LEAST);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(readSuite(game).game).toBe(game);
  });

  it('stores each position in the canonical form and each puzzle with every option of its game', () => {
    const format = textGames[game].formatPosition as (position: unknown) => string;
    for (const p of puzzles) {
      expect(format(p.start), p.id).toBe(p.position);
      expect(p.options, p.id).toEqual(p.rules.options);
      expect(p.source, p.id).not.toBe('');
    }
  });

  it.each(puzzles.map((p) => [p.id, p] as const))('%s: a forced win in exactly n, with exactly the stored first moves', (_, p) => {
    const solution = winIn(p.rules, p.start, p.n);
    expect(solution.moves.map((m) => p.moveText(m)).sort()).toEqual([...p.moves]);
    expect(solution.win).toBe(true);
    if (p.n > 1) expect(winIn(p.rules, p.start, p.n - 1).win).toBe(false);
  });
});
