// `legalMove` (one move checked, for replay's speed) gives exactly what searching `legalMoves`
// gives: the same legal move in the same form (Chakra's Transmitter square filled in, C16), and
// nothing for a move the position does not offer. Random games of every game, each position
// asked fresh (a structural copy, nothing derived yet) and after its moves were listed.
import { describe, expect, it } from 'vitest';
import { GAME_NAMES, chakart, games, type AnyGame } from '../src/index.ts';

function xorshift(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

describe('legalMove agrees with legalMoves', () => {
  for (const name of GAME_NAMES) {
    it(`${name}: every legal move found as listed, a foreign one not found`, () => {
      const variants: AnyGame[] = name === 'chakra' ? [games.chakra.create(), games.chakra.create({ ruleset: '1995' })] : [games[name].create()];
      let checked = 0;
      for (const game of variants) {
        const next = xorshift(name.length * 31 + 7);
        for (let g = 0; g < 12; g++) {
          let position = game.start();
          // Chakart's random outcomes (G4), drawn from a seed.
          const chance = name === 'chakart' ? chakart.SeededRandom.forPlay(g).source() : undefined;
          for (let ply = 0; ply < 60; ply++) {
            const fresh = { ...position };
            // Asked before anything is derived from the position, then after its list is made.
            const moves = game.legalMoves(position) as unknown[];
            for (const move of moves) {
              expect(game.legalMove(fresh, move)).toEqual(move);
              expect(game.legalMove(position, move)).toEqual(move);
              checked++;
            }
            if (moves.length === 0) break;
            const move = moves[Math.floor(next() * moves.length)];
            const after = game.play(position, move as never, chance).position;
            // A move of the other side's position: not offered here (unless it happens to be).
            for (const foreign of game.legalMoves(after) as unknown[]) {
              const offered = moves.some((m) => game.sameMove(m, foreign));
              expect(game.legalMove(position, foreign) !== undefined, JSON.stringify(foreign)).toBe(offered);
            }
            position = after;
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }
});
