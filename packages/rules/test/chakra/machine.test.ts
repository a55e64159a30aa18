import { describe, expect, it } from 'vitest';
import { chakra, parseSquare } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import type { ChakraMove } from '../../src/chakra/types.ts';
import { build } from './build.ts';

const sq = (name: string): number => parseSquare(name)!;
const step = (from: string, to: string): ChakraMove => ({ kind: 'piece', from: sq(from), to: sq(to) });
const move = (m: ChakraMove) => ({ type: 'move' as const, move: m });

describe('the game machine (a pure fold over events)', () => {
  it('starts in play at ply 0 with White to move (G1)', () => {
    const s = rulesOf('chakra').startGame();
    expect(s.value).toBe('playing');
    expect(s.context.ply).toBe(0);
    expect(s.context.position.turn).toBe('white');
  });

  it('takes a legal move and leaves the earlier snapshot untouched', () => {
    const s0 = rulesOf('chakra').startGame();
    const s1 = rulesOf('chakra').applyEvent(s0, move(step('e2', 'e3')));
    expect(s1).not.toBe(s0);
    expect(s1.context.ply).toBe(1);
    expect(s1.context.position.board[sq('e3')]).toEqual({ colour: 'white', type: 'pawn' });
    expect(s0.context.position.board[sq('e3')]).toBeNull();
    expect(s1.context.lastFacts).toEqual({ player: 'white', piece: 'pawn', from: sq('e2'), to: sq('e3'), check: false });
  });

  it('rejects an illegal move by returning the same snapshot, and says why', () => {
    const s0 = rulesOf('chakra').startGame();
    const bad = move(step('e2', 'e4')); // no double step under the current rules (C3)
    expect(rulesOf('chakra').applyEvent(s0, bad)).toBe(s0);
    expect(rulesOf('chakra').rejectionReason(s0, bad)).toBe('not a legal move');
    expect(rulesOf('chakra').rejectionReason(s0, move(step('e2', 'e3')))).toBeUndefined();
  });

  it('ends on resignation and then accepts no move (G2)', () => {
    const s = rulesOf('chakra').applyEvent(rulesOf('chakra').startGame(), { type: 'resign', player: 'white' });
    expect(s.value).toBe('over');
    expect(s.context.result).toEqual({ result: 'black', reason: 'resignation' });
    expect(rulesOf('chakra').applyEvent(s, move(step('e2', 'e3')))).toBe(s);
    expect(rulesOf('chakra').rejectionReason(s, move(step('e2', 'e3')))).toMatch(/game is over/);
  });

  it('ends on an agreed draw (G2)', () => {
    const s = rulesOf('chakra').applyEvent(rulesOf('chakra').startGame(), { type: 'draw' });
    expect(s.context.result).toEqual({ result: 'draw', reason: 'agreement' });
  });

  it('draws on the third occurrence of a position (G3), unless repetition is off', () => {
    const shuffle = [step('a1', 'b3'), step('a8', 'b6'), step('b3', 'a1'), step('b6', 'a8')];
    const run = (repetition: boolean) => {
      const game = rulesOf('chakra', { repetition });
      let s = game.startGame();
      for (const m of [...shuffle, ...shuffle]) s = game.applyEvent(s, move(m));
      return s;
    };
    expect(run(true).context.result).toEqual({ result: 'draw', reason: 'repetition' });
    expect(run(true).value).toBe('over');
    expect(run(false).context.result).toBeUndefined();
    expect(run(false).context.ply).toBe(8); // every move was taken, none rejected
    // After one cycle the start position has occurred twice only.
    let s = rulesOf('chakra').startGame();
    for (const m of shuffle) s = rulesOf('chakra').applyEvent(s, move(m));
    expect(s.context.result).toBeUndefined();
  });

  it('ends in checkmate delivered through the Transmitter (C12, C15)', () => {
    const position = build({ pieces: { a1: 'K', a3: 'S', h8: 'k', g7: 'p', h7: 'p' }, chakras: { d3: 'N', e8: 'N' } });
    const s = rulesOf('chakra').applyEvent(rulesOf('chakra').startGame(position), move({ kind: 'piece', from: sq('a3'), to: sq('e8'), via: sq('d3') }));
    expect(s.context.lastFacts).toMatchObject({ piece: 'samurai', from: sq('a3'), to: sq('e8'), via: sq('d3'), check: true });
    expect(s.context.result).toEqual({ result: 'white', reason: 'checkmate' });
    expect(s.value).toBe('over');
  });

  it('a game set up in stalemate is over at once (C15)', () => {
    const position = build({ pieces: { h1: 'K', b6: 'Q', a8: 'k' }, turn: 'black' });
    const s = rulesOf('chakra').startGame(position);
    expect(s.context.result).toEqual({ result: 'draw', reason: 'stalemate' });
    expect(s.value).toBe('over');
  });

  it('replaying events gives the position they lead to, with the last move\'s facts', () => {
    const events = [move(step('e2', 'e3')), move(step('e7', 'e6')), move({ kind: 'chakra', from: sq('a2'), to: sq('b4'), flip: true })];
    const s = events.reduce((acc, e) => rulesOf('chakra').applyEvent(acc, e), rulesOf('chakra').startGame());
    expect(s.context.ply).toBe(3);
    expect(s.context.position.turn).toBe('black');
    expect(s.context.position.board[sq('e3')]).toEqual({ colour: 'white', type: 'pawn' });
    expect(s.context.position.board[sq('e6')]).toEqual({ colour: 'black', type: 'pawn' });
    expect(s.context.position.chakras[sq('b4')]).toEqual({ owner: 'white', face: 'king' });
    expect(s.context.position.chakras[sq('a2')]).toBeNull();
    expect(s.context.lastFacts).toEqual({ player: 'white', from: sq('a2'), to: sq('b4'), face: 'king', check: false });
  });
});
