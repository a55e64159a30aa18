// The search on a game small enough to check against its whole tree (tic-tac-toe): it takes a
// win in one, blocks a loss in one, sees the draw of the start, obeys its limits, answers the
// same to the same input, and scores wins by distance.
import { describe, expect, it } from 'vitest';
import { searchWith } from '../src/index.ts';
import { toy, toyEvaluation, toyPosition } from './toy.ts';

const run = (rows: string, turn: 'white' | 'black', options = {}) => searchWith(toy, toyEvaluation as never, toyPosition(rows, turn), { level: 8, limits: { depth: 9 }, ...options });

describe('the search on tic-tac-toe', () => {
  it('takes a win in one (the shortest win, scored as a win in 1 ply)', () => {
    // X X . / O O . / . . .  (a1 b1 c1 / a2 b2 c2 / a3 b3 c3): White wins at c1.
    const r = run('XX. OO. ...', 'white');
    expect(r.move).toEqual({ square: 2 });
    expect(r.score).toEqual({ kind: 'win', plies: 1 });
  });

  it('blocks the only loss in one, and sees the draw behind it', () => {
    const r = run('X.. OO. X..', 'white');
    expect(r.move).toEqual({ square: 5 });
  });

  it('knows the start is a draw with best play (the whole tree, 9 plies)', () => {
    const r = run('... ... ...', 'white');
    expect(r.score).toEqual({ kind: 'value', value: expect.any(Number) });
    expect(Math.abs((r.score as { value: number }).value)).toBeLessThanOrEqual(10);
    expect(r.depth).toBe(9);
  });

  it('sees a loss it cannot stop, as far away as possible', () => {
    // O threatens b3, a1 and c1 at once; White to move blocks one and loses on the next ply.
    const r = run('.X. XOX O.O', 'white');
    expect(r.score).toEqual({ kind: 'loss', plies: 2 });
    expect(r.move).toBeDefined();
  });

  it('stops at a node limit, and answers the same to the same input', () => {
    const a = run('... ... ...', 'white', { limits: { nodes: 200 } });
    const b = run('... ... ...', 'white', { limits: { nodes: 200 } });
    expect(a).toMatchObject({ move: b.move, depth: b.depth, nodes: b.nodes, score: b.score });
    expect(a.depth).toBeLessThan(9);
  });

  it('answers with a legal move even when stopped at once', () => {
    const r = run('... ... ...', 'white', { stop: () => true });
    expect(r.move).toBeDefined();
  });

  it('gives no move when the game is over', () => {
    expect(run('XXX OO. ...', 'black').move).toBeUndefined();
  });

  it('reports each depth it completes', () => {
    const depths: number[] = [];
    run('X.. .O. ...', 'white', { onInfo: (i: { depth: number }) => depths.push(i.depth) });
    expect(depths).toEqual(depths.map((_, i) => i + 1));
    expect(depths.length).toBeGreaterThan(0);
  });
});
