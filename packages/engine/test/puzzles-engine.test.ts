// The engine against the puzzle suites (test/puzzles/, proved by the exhaustive solver in
// puzzles.test.ts, which shares no code with the engine): at level 8 with the positions one
// second buys on this machine (PUZZLE_NODES; the time itself is measured by `npm run bench`,
// never asserted in a test, so a loaded machine cannot fail it), it
// plays a winning first move of every puzzle and reports the win (in Chakart: a win whatever
// the outcomes; for Chakart's wins in three turns, a score just short of a proved win). The second is the goal on this machine, given as the search's limit.
import { describe, expect, it } from 'vitest';
import { search } from '../src/index.ts';
import { WIN_BOUND } from '../src/score.ts';
import { loadPuzzles } from './puzzles/suite.ts';

const puzzles = loadPuzzles();

/** About one second of Chakra search on this machine unloaded (the slowest game per position). */
const PUZZLE_NODES = 120_000;

describe('the engine solves the puzzle suites at level 8 with a second of search', () => {
  it.each(puzzles.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    const r = search(p.rules, p.start as never, { level: 8, limits: { nodes: PUZZLE_NODES, movetime: Infinity } });
    expect(r.move, `${p.id}: no move`).toBeDefined();
    expect(p.moves, `${p.id}: ${p.moveText(r.move)} is not a winning move (${r.depth} plies deep, ${r.nodes} nodes)`).toContain(p.moveText(r.move));
    if (p.game === 'chakart' && p.n === 3) {
      // Proving every outcome of three Chakart turns takes more than a second; the engine plays
      // the winning move and rates it as high as a score short of a proof goes (or proves it).
      expect(r.score.kind === 'win' || (r.score.kind === 'value' && r.score.value >= WIN_BOUND - 1), `${p.id}: ${JSON.stringify(r.score)}`).toBe(true);
    } else {
      expect(r.score.kind, `${p.id}: the win is not reported (${JSON.stringify(r.score)})`).toBe('win');
    }
  });

  it('covers every game and every n', () => {
    expect(new Set(puzzles.map((p) => `${p.game} ${p.n}`)).size).toBe(12);
  });
});
