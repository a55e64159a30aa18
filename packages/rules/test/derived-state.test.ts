// Replay speed keeps state derived from each position (its fast board, handed on from move to
// move, and its repetition key, read from that board). These tests pin that the derived state
// is exactly what a fresh computation from the position's cells gives.
import { describe, expect, it } from 'vitest';
import { chakra, medea, shakti } from '../src/index.ts';
import { rulesOf } from './rules-of.ts';

function xorshift(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

interface Game<P, M> {
  start: () => P;
  moves: (p: P) => readonly M[];
  play: (p: P, m: M) => { position: P };
  key: (p: P) => string;
  isCheck?: (p: P) => boolean;
}

function check<P extends object, M>(name: string, game: Game<P, M>) {
  it(`${name}: every key read from the fast board equals the key computed from the cells, and the moves too`, () => {
    const next = xorshift(7);
    let positions = 0;
    for (let g = 0; g < 60; g++) {
      let p = game.start();
      for (let ply = 0; ply < 150; ply++) {
        const moves = game.moves(p);
        if (moves.length === 0) break;
        p = game.play(p, moves[Math.floor(next() * moves.length)]).position;
        // A structural copy has no derived state: everything is computed afresh from its cells.
        const fresh = { ...p } as P;
        expect(game.key(p)).toBe(game.key(fresh));
        expect(game.moves(p)).toEqual(game.moves(fresh));
        if (game.isCheck) expect(game.isCheck(p)).toBe(game.isCheck(fresh));
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(3000);
  });

  it(`${name}: a position keeps giving the same answers after the move made from it took its board`, () => {
    const next = xorshift(11);
    let p = game.start();
    for (let ply = 0; ply < 80; ply++) {
      const moves = game.moves(p);
      if (moves.length === 0) break;
      const m = moves[Math.floor(next() * moves.length)];
      const before = game.key(p);
      const after = game.play(p, m).position;
      // Playing the same move again from the old position gives the same position.
      expect(game.moves(p)).toEqual(moves);
      expect(game.key(game.play(p, m).position)).toBe(game.key(after));
      expect(game.key(p)).toBe(before);
      p = after;
    }
  });
}

describe('derived state per position', () => {
  for (const ruleset of ['current', '1995'] as const)
    check(`Chakra ${ruleset}`, {
      start: () => rulesOf('chakra').start(),
      moves: (p) => rulesOf('chakra', { ruleset }).legalMoves(p),
      play: (p, m) => rulesOf('chakra', { ruleset }).play(p, m),
      key: (p) => rulesOf('chakra').positionKey(p),
      isCheck: (p) => rulesOf('chakra', { ruleset }).isCheck(p),
    });
  for (const warriorJump of ['seen', 'adjacent'] as const)
    check(`Shakti ${warriorJump}`, {
      start: () => rulesOf('shakti').start(),
      moves: (p) => rulesOf('shakti', { warriorJump }).legalMoves(p),
      play: (p, m) => rulesOf('shakti', { warriorJump }).play(p, m),
      key: (p) => rulesOf('shakti').positionKey(p),
      isCheck: (p) => rulesOf('shakti', { warriorJump }).isCheck(p),
    });
  check('Medea', { start: () => rulesOf('medea').start(), moves: (p) => rulesOf('medea').legalMoves(p), play: (p, m) => rulesOf('medea').play(p, m), key: (p) => rulesOf('medea').positionKey(p) });
});
