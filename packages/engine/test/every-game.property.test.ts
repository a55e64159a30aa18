// The engine on every game of the registry, on positions from seeded random games: it always
// answers with a move the rules allow (checked here against the game's own legal moves, not
// the engine's), the line it expects is playable, the same input gives the same answer, and a
// game that has ended gets no move.
import { describe, expect, it } from 'vitest';
import { chakart, games, GAME_NAMES, type AnyGame } from '@rulebook/rules';
import { canSearch, search } from '../src/index.ts';

/** A seeded stream of numbers in [0, 1) (xorshift32): the random games are the same every run. */
function stream(seed: number): () => number {
  let x = seed | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** The positions of a random game (and, for each, the positions before it), at most `plies` long. */
function randomGame(game: AnyGame, seed: number, plies: number): { position: unknown; history: unknown[] }[] {
  const next = stream(seed);
  const source = game.name === 'chakart' ? chakart.SeededRandom.forPlay(seed).source() : undefined;
  const out: { position: unknown; history: unknown[] }[] = [];
  const history: unknown[] = [];
  let p = game.start();
  for (let i = 0; i < plies && game.outcome(p) === undefined; i++) {
    out.push({ position: p, history: [...history] });
    const moves = game.legalMoves(p);
    if (moves.length === 0) break;
    history.push(p);
    p = game.play(p, moves[Math.floor(next() * moves.length)], source).position;
  }
  out.push({ position: p, history: [...history] });
  return out;
}

const variants: Record<string, Record<string, unknown>[]> = {
  chakra: [{}, { ruleset: '1995' }],
  shakti: [{}],
  medea: [{}],
  chakart: [{}],
};

describe.each(GAME_NAMES.map((name) => [name]))('the engine on %s', (name) => {
  it('can play it', () => {
    expect(canSearch(games[name].create())).toBe(true);
  });

  for (const options of variants[name] ?? [{}]) {
    const game: AnyGame = games[name].create(options as never);
    it(`answers every position of random games with a legal move, the same each time (${JSON.stringify(options)})`, () => {
      let searched = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const positions = randomGame(game, seed * 7919, 60);
        for (let i = 0; i < positions.length; i += 9) {
          const { position, history } = positions[i]!;
          const limits = { nodes: 1_000 };
          const r = search(game, position as never, { level: 8, limits, history: history as never, seed });
          const legal = game.legalMoves(position as never);
          if (game.outcome(position as never) !== undefined || legal.length === 0) {
            expect(r.move).toBeUndefined();
            continue;
          }
          expect(legal.some((m: unknown) => game.sameMove(m, r.move))).toBe(true);
          // The same input, the same answer (node limits, no clock involved).
          const again = search(game, position as never, { level: 8, limits, history: history as never, seed });
          expect({ move: again.move, score: again.score, nodes: again.nodes, depth: again.depth }).toEqual({ move: r.move, score: r.score, nodes: r.nodes, depth: r.depth });
          // The line it expects is playable move by move (in a game of chance it stops at the first draw).
          let p = position;
          for (const m of r.pv) {
            expect(game.isLegal(p as never, m)).toBe(true);
            if (name === 'chakart') break;
            p = game.play(p as never, m).position;
          }
          // A weak level with a seed is as repeatable.
          const weak = search(game, position as never, { level: 2, seed });
          expect(search(game, position as never, { level: 2, seed }).move).toEqual(weak.move);
          expect(legal.some((m: unknown) => game.sameMove(m, weak.move))).toBe(true);
          searched++;
        }
      }
      expect(searched).toBeGreaterThan(10);
    });
  }
});
