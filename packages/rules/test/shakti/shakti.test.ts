import { describe, expect, it } from 'vitest';
import { shakti } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import { perftPosition, perftPositions, testedNodes } from '../../perft/data.ts';
import { buildShakti, fromText } from './build-shakti.ts';

const cell = (name: string): number => shakti.parseCell(name)!;

// The positions, their counts and each depth-1 count explained by hand: perft/shakti.json. The
// deeper figures are the engine's and agree with the independent reference generator
// (test/reference-shakti).
describe('Shakti perft (perft/shakti.json)', () => {
  for (const p of perftPositions('shakti')) {
    describe(`${p.name}, warriorJump ${p.warriorJump} (${p.cite})`, () => {
      const pos = p.start ? rulesOf('shakti').start() : fromText(p.position);
      it('is a valid position', () => expect(rulesOf('shakti').validate(pos)).toBeUndefined());
      testedNodes(p).forEach((nodes, i) => {
        it(`depth ${i + 1}: ${nodes}`, () => expect(rulesOf('shakti', { warriorJump: p.warriorJump }).perft(pos, i + 1)).toBe(nodes), 60_000);
      });
    });
  }
  it('divide sums to perft', () => {
    const { nodes } = perftPosition('shakti', 'start', 'seen');
    const parts = rulesOf('shakti').divide(rulesOf('shakti').start(), 3);
    expect(parts).toHaveLength(nodes[0]);
    expect(parts.reduce((sum, p) => sum + p.nodes, 0)).toBe(nodes[2]);
  });
});

describe('the Shakti machine', () => {
  const move = (from: string, to: string, removed?: string): shakti.GameEvent => ({
    type: 'move',
    move: removed ? { kind: 'jump', from: cell(from), to: cell(to), removed: cell(removed) } : { kind: 'step', from: cell(from), to: cell(to) },
  });

  it('a jump removes its first tile and the facts say so (S4)', () => {
    const s = rulesOf('shakti').applyEvent(rulesOf('shakti').startGame(), move('b2', 'd4', 'c3'));
    expect(s.context.lastFacts).toEqual({ player: 'white', piece: 'warrior', from: cell('b2'), to: cell('d4'), removedTile: cell('c3'), check: false });
    expect(s.context.position.tiles[cell('c3')]).toBe(false);
  });

  it('the forced pass is a move of its own, and the opponent moves again (S7)', () => {
    const s0 = rulesOf('shakti').startGame(fromText(perftPosition('shakti', 'the forced pass').position));
    expect(rulesOf('shakti').legalMoves(s0.context.position)).toEqual([{ kind: 'pass' }]);
    const s1 = rulesOf('shakti').applyEvent(s0, { type: 'move', move: { kind: 'pass' } });
    expect(s1.context.lastFacts).toEqual({ player: 'black', pass: true, check: false });
    expect(s1.context.position.turn).toBe('white');
  });

  it('neither side able to move is a draw; checkmate wins (S7)', () => {
    const stuck = rulesOf('shakti').startGame(fromText(perftPosition('shakti', 'neither side can move').position));
    expect(stuck.context.result).toEqual({ result: 'draw', reason: 'no-moves' });
    // The black King b7 in check from the warrior d5 (over the hole c6); every cell around him is a hole.
    const mate = buildShakti({ pieces: { b7: 'k', d5: 'W', e1: 'K' }, holes: ['a6', 'b6', 'c6', 'c7'], turn: 'black' });
    expect(rulesOf('shakti').validate(mate)).toBeUndefined();
    expect(rulesOf('shakti').isCheck(mate)).toBe(true);
    expect(rulesOf('shakti').outcome(mate)).toEqual({ result: 'white', reason: 'checkmate' });
  });

  it('rejects an illegal move and a move after resignation (G2)', () => {
    const s0 = rulesOf('shakti').startGame();
    expect(rulesOf('shakti').applyEvent(s0, move('d2', 'd4'))).toBe(s0);
    expect(rulesOf('shakti').rejectionReason(s0, move('d2', 'd4'))).toBe('not a legal move');
    const over = rulesOf('shakti').applyEvent(s0, { type: 'resign', player: 'white' });
    expect(over.context.result).toEqual({ result: 'black', reason: 'resignation' });
    expect(rulesOf('shakti').applyEvent(over, move('d2', 'd3'))).toBe(over);
  });

  it('draws on the third occurrence of a position (G3)', () => {
    const cycle = [move('d2', 'd3'), move('d6', 'd5'), move('d3', 'd2'), move('d5', 'd6')];
    let s = rulesOf('shakti').startGame();
    for (const e of [...cycle, ...cycle]) s = rulesOf('shakti').applyEvent(s, e);
    expect(s.context.result).toEqual({ result: 'draw', reason: 'repetition' });
  });
});
