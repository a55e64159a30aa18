import { describe, expect, it } from 'vitest';
import { shakti } from '../src/index.ts';
import { buildShakti } from './build-shakti.ts';
import { SHAKTI_SPECIAL_POSITIONS } from './special-positions-shakti.ts';

const cell = (name: string): number => shakti.parseCell(name)!;

// Start (S1), depth 1 = 26: the King d2, not in check, goes to the eight tiles around him;
// each warrior has 9: b2 steps to b3 c3 c2 c1 b1 a2 a3 (a1 is a hole) and jumps b4/b3, d4/c3
// (c2-d2 is blocked by the King); f2 likewise.
const START: Record<'seen' | 'adjacent', number[]> = {
  seen: [26, 660, 16535, 403471, 9874591],
  adjacent: [26, 660, 16533, 403241, 9858493],
};

describe('Shakti perft from the start position (S1)', () => {
  for (const warriorJump of ['seen', 'adjacent'] as const) {
    START[warriorJump].forEach((nodes, i) => {
      it(`warriorJump ${warriorJump}, depth ${i + 1}: ${nodes}`, () => {
        expect(shakti.perft(shakti.initialPosition(), i + 1, { warriorJump })).toBe(nodes);
      }, 60_000);
    });
  }
  it('divide sums to perft', () => {
    const parts = shakti.divide(shakti.initialPosition(), 3);
    expect(parts).toHaveLength(26);
    expect(parts.reduce((sum, p) => sum + p.nodes, 0)).toBe(16535);
  });
});

describe('Shakti perft from special positions', () => {
  for (const s of SHAKTI_SPECIAL_POSITIONS) {
    describe(`${s.name} (${s.cite})`, () => {
      const pos = buildShakti(s.spec);
      it('is a valid position', () => expect(shakti.validatePosition(pos)).toBeUndefined());
      s.perft.forEach((nodes, i) => {
        it(`depth ${i + 1}: ${nodes}`, () => expect(shakti.perft(pos, i + 1, { warriorJump: s.warriorJump })).toBe(nodes));
      });
    });
  }
});

describe('the Shakti machine', () => {
  const move = (from: string, to: string, removed?: string): shakti.GameEvent => ({
    type: 'move',
    move: removed ? { kind: 'jump', from: cell(from), to: cell(to), removed: cell(removed) } : { kind: 'step', from: cell(from), to: cell(to) },
  });

  it('a jump removes its first tile and the facts say so (S4)', () => {
    const s = shakti.applyEvent(shakti.startGame(), move('b2', 'd4', 'c3'));
    expect(s.context.lastFacts).toEqual({ player: 'white', piece: 'warrior', from: cell('b2'), to: cell('d4'), removedTile: cell('c3'), check: false });
    expect(s.context.position.tiles[cell('c3')]).toBe(false);
  });

  it('the forced pass is a move of its own, and the opponent moves again (S7)', () => {
    const s0 = shakti.startGame({ position: buildShakti(SHAKTI_SPECIAL_POSITIONS.find((p) => p.name === 'the forced pass')!.spec) });
    expect(shakti.legalMoves(s0.context.position)).toEqual([{ kind: 'pass' }]);
    const s1 = shakti.applyEvent(s0, { type: 'move', move: { kind: 'pass' } });
    expect(s1.context.lastFacts).toEqual({ player: 'black', pass: true, check: false });
    expect(s1.context.position.turn).toBe('white');
  });

  it('neither side able to move is a draw; checkmate wins (S7)', () => {
    const stuck = shakti.startGame({ position: buildShakti(SHAKTI_SPECIAL_POSITIONS.find((p) => p.name === 'neither side can move')!.spec) });
    expect(stuck.context.result).toEqual({ result: 'draw', reason: 'no-moves' });
    // The black King b7 in check from the warrior d5 (over the hole c6); every cell around him is a hole.
    const mate = buildShakti({ pieces: { b7: 'k', d5: 'W', e1: 'K' }, holes: ['a6', 'b6', 'c6', 'c7'], turn: 'black' });
    expect(shakti.validatePosition(mate)).toBeUndefined();
    expect(shakti.isCheck(mate)).toBe(true);
    expect(shakti.outcome(mate)).toEqual({ result: 'white', reason: 'checkmate' });
  });

  it('rejects an illegal move and a move after resignation (G2)', () => {
    const s0 = shakti.startGame();
    expect(shakti.applyEvent(s0, move('d2', 'd4'))).toBe(s0);
    expect(shakti.rejectionReason(s0, move('d2', 'd4'))).toBe('not a legal move');
    const over = shakti.applyEvent(s0, { type: 'resign', player: 'white' });
    expect(over.context.result).toEqual({ result: 'black', reason: 'resignation' });
    expect(shakti.applyEvent(over, move('d2', 'd3'))).toBe(over);
  });

  it('draws on the third occurrence of a position (G3)', () => {
    const cycle = [move('d2', 'd3'), move('d6', 'd5'), move('d3', 'd2'), move('d5', 'd6')];
    let s = shakti.startGame();
    for (const e of [...cycle, ...cycle]) s = shakti.applyEvent(s, e);
    expect(s.context.result).toEqual({ result: 'draw', reason: 'repetition' });
  });
});
