// Unit checks of single rulings on the engine's public API (the acceptance specs in
// features/chakra cover every clause; these pin the engine's own conventions).
import { describe, expect, it } from 'vitest';
import { chakra, parseSquare } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import { build } from './build.ts';

const sq = (name: string): number => parseSquare(name)!;

describe('Transmitter conventions', () => {
  it('C4: entering the own vacant chakra transmits; under 1995 staying is a move too', () => {
    const start = rulesOf('chakra').start();
    const b1 = (ruleset: 'current' | '1995') => rulesOf('chakra', { ruleset }).legalMoves(start).filter((m) => m.kind === 'piece' && m.from === sq('b1'));
    expect(b1('current')).toEqual([{ kind: 'piece', from: sq('b1'), to: sq('h2'), via: sq('a2') }]);
    expect(b1('1995')).toEqual([
      { kind: 'piece', from: sq('b1'), to: sq('a2') },
      { kind: 'piece', from: sq('b1'), to: sq('h2'), via: sq('a2') },
    ]);
  });

  it('C16: a direct capture and the same capture through the Transmitter are one move, written direct', () => {
    // The Queen d1 can take on f3 directly and by entering her chakra d3 (far chakra f3).
    const pos = build({ pieces: { a1: 'K', d1: 'Q', f3: 'n', h8: 'k' }, chakras: { d3: 'N', f3: 'N' } });
    const toF3 = rulesOf('chakra').legalMoves(pos).filter((m) => m.kind === 'piece' && m.to === sq('f3'));
    expect(toF3).toEqual([{ kind: 'piece', from: sq('d1'), to: sq('f3') }]);
  });

  it('C8: with a friendly piece on the far chakra the piece stays on the one it entered', () => {
    const pos = build({ pieces: { a1: 'K', d1: 'Q', f3: 'N', h8: 'k' }, chakras: { d3: 'N', f3: 'N' } });
    const d3 = rulesOf('chakra').legalMoves(pos).filter((m) => m.kind === 'piece' && m.from === sq('d1') && (m.to === sq('d3') || m.via !== undefined));
    expect(d3).toEqual([{ kind: 'piece', from: sq('d1'), to: sq('d3') }]);
  });

  it('C10: a King stepping onto a vacant enemy chakra removes both; the facts say so', () => {
    const pos = build({ pieces: { d2: 'K', a6: 'n', h8: 'k' }, chakras: { c3: 'n', a6: 'n' } });
    const { position, facts } = rulesOf('chakra').play(pos, { kind: 'piece', from: sq('d2'), to: sq('c3') });
    expect(facts.transmitterCaptured).toEqual({ owner: 'black', squares: [sq('c3'), sq('a6')] });
    expect(position.chakras.every((c) => c === null)).toBe(true);
    expect(position.board[sq('a6')]).toEqual({ colour: 'black', type: 'monkey' });
  });

  it('C10: a King taking a piece on an enemy chakra leaves the chakra', () => {
    const pos = build({ pieces: { d2: 'K', c3: 'p', h8: 'k' }, chakras: { c3: 'n', a6: 'n' } });
    const { position, facts } = rulesOf('chakra').play(pos, { kind: 'piece', from: sq('d2'), to: sq('c3') });
    expect(facts.captured).toEqual({ square: sq('c3'), piece: 'pawn' });
    expect(facts.transmitterCaptured).toBeUndefined();
    expect(position.chakras[sq('c3')]).toEqual({ owner: 'black', face: 'knight' });
  });
});

describe('promotion pool (C14)', () => {
  it('a captured piece enters its owner\'s pool and a promotion takes it out', () => {
    const pos = build({ pieces: { a1: 'K', b7: 'P', c8: 'q', h8: 'k' }, pools: { white: { queen: 1 } } });
    const { position } = rulesOf('chakra', { ruleset: 'current' }).play(pos, { kind: 'piece', from: sq('b7'), to: sq('c8'), promotion: 'queen' });
    expect(position.pools.black.queen).toBe(1);
    expect(position.pools.white.queen).toBe(0);
    expect(position.board[sq('c8')]).toEqual({ colour: 'white', type: 'queen' });
  });

  it('a pawn sent away from its last rank through the Transmitter does not promote', () => {
    const pos = build({ pieces: { a1: 'K', c7: 'P', h8: 'k' }, chakras: { c8: 'N', e4: 'N' }, pools: { white: { queen: 1 } } });
    const pawn = rulesOf('chakra').legalMoves(pos).filter((m) => m.kind === 'piece' && m.from === sq('c7'));
    expect(pawn).toEqual([{ kind: 'piece', from: sq('c7'), to: sq('e4'), via: sq('c8') }]);
  });
});

describe('chakra moves (C5, C6)', () => {
  it('a chakra moved with a flip shows its other face; an occupied chakra neither moves nor flips', () => {
    const start = rulesOf('chakra').start();
    const { position } = rulesOf('chakra').play(start, { kind: 'chakra', from: sq('a2'), to: sq('b4'), flip: true });
    expect(position.chakras[sq('b4')]).toEqual({ owner: 'white', face: 'king' });
    expect(position.chakras[sq('a2')]).toBeNull();
    const occupied = build({ pieces: { a1: 'K', a2: 'N', h8: 'k' }, chakras: { a2: 'N', h2: 'N' } });
    const fromA2 = rulesOf('chakra').legalMoves(occupied).filter((m) => (m.kind === 'chakra' && m.from === sq('a2')) || (m.kind === 'flip' && m.square === sq('a2')));
    expect(fromA2).toEqual([]);
  });
});

describe('check depends on the ruleset', () => {
  it('C16: under 1995 a pawn whose double step enters its own chakra gives check on the far one', () => {
    const pos = build({ pieces: { a1: 'K', e2: 'P', b7: 'k' }, chakras: { e4: 'N', b7: 'N', g8: 'n', h8: 'n' }, turn: 'black' });
    expect(rulesOf('chakra', { ruleset: '1995' }).isCheck(pos)).toBe(true);
    expect(rulesOf('chakra', { ruleset: 'current' }).isCheck(pos)).toBe(false);
    expect(rulesOf('chakra').isCheck(pos)).toBe(false);
  });
});

describe('readings the rulings leave open (see the session note)', () => {
  it('C14: a pawn sent from its chakra on the last rank to the other chakra, also on the last rank, promotes there', () => {
    // C14 says a pawn "sent away" from the last rank does not promote; here it is not sent away
    // from it, and ends on the last rank, where C14's main clause promotes it.
    const pos = build({ pieces: { a1: 'K', c7: 'P', h6: 'k' }, chakras: { c8: 'N', f8: 'N' }, pools: { white: { queen: 1 } } });
    const pawn = rulesOf('chakra').legalMoves(pos).filter((m) => m.kind === 'piece' && m.from === sq('c7'));
    expect(pawn).toEqual([{ kind: 'piece', from: sq('c7'), to: sq('f8'), via: sq('c8'), promotion: 'queen' }]);
  });
});

describe('determinism', () => {
  it('a position reached by moves and the same position built afresh list their moves in the same order', () => {
    let pos = rulesOf('chakra').start();
    // White's chakra a2 jumps to b4, beyond h2 in square order; Black's h7 to g5, before a7.
    for (const m of [
      { kind: 'chakra', from: sq('a2'), to: sq('b4'), flip: true },
      { kind: 'chakra', from: sq('h7'), to: sq('g5'), flip: false },
      { kind: 'piece', from: sq('e2'), to: sq('e3') },
      { kind: 'piece', from: sq('e7'), to: sq('e6') },
    ] as const) {
      pos = rulesOf('chakra').play(pos, m).position;
    }
    const fresh = JSON.parse(JSON.stringify(pos)) as typeof pos;
    expect(rulesOf('chakra').legalMoves(pos)).toEqual(rulesOf('chakra').legalMoves(fresh));
  });
});
