import { describe, expect, it } from 'vitest';
import { medea, parseSquare } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import { perftPosition, perftPositions, testedNodes } from '../../perft/data.ts';
import { buildMedea, fromText } from './build-medea.ts';

const sq = (name: string): number => parseSquare(name)!;

// The positions, their counts and each depth-1 count explained by hand: perft/medea.json. The
// deeper figures are the engine's. Every special position is a test position, not the
// provisional start (D1).
describe('Medea perft (perft/medea.json)', () => {
  for (const p of perftPositions('medea')) {
    describe(`${p.name} (${p.cite})`, () => {
      const pos = p.start ? rulesOf('medea').start() : fromText(p.position);
      it('is a valid position', () => expect(rulesOf('medea').validate(pos)).toBeUndefined());
      testedNodes(p).forEach((nodes, i) => it(`depth ${i + 1}: ${nodes}`, () => expect(rulesOf('medea').perft(pos, i + 1)).toBe(nodes), 120_000));
    });
  }
  it('divide sums to perft', () => {
    const { nodes } = perftPosition('medea', 'provisional start');
    const parts = rulesOf('medea').divide(rulesOf('medea').start(), 3);
    expect(parts).toHaveLength(nodes[0]);
    expect(parts.reduce((sum, p) => sum + p.nodes, 0)).toBe(nodes[2]);
  });
});

const special = (name: string) => fromText(perftPosition('medea', name).position);

describe('Medea moves and facts', () => {
  it('D5: two paths taking the same pieces to the same square are one move, and either path plays it', () => {
    const pos = special('a capture that ends on its own start square');
    expect(rulesOf('medea').legalMoves(pos)).toHaveLength(1);
    expect(medea.capturePaths(pos)).toHaveLength(2);
    const other = medea.capturePaths(pos)[1];
    const { facts, position } = rulesOf('medea').play(pos, other);
    expect(facts.path).toEqual(other.kind === 'capture' ? other.path : []);
    expect(facts.captured?.map((c) => c.square).sort()).toEqual([sq('d3'), sq('e4'), sq('f3'), sq('e2')].sort());
    expect(position.board[sq('d2')]).toEqual({ colour: 'white', type: 'man' });
    expect(position.board.filter((p) => p?.colour === 'black')).toHaveLength(1);
  });

  it('D7: replacement takes the piece on the far chakra; instant promotion through the Transmitter', () => {
    const r = rulesOf('medea').play(special('replacement as the only capture is compulsory'), { kind: 'step', from: sq('e1'), to: sq('g6'), via: sq('e2') });
    expect(r.facts).toEqual({ player: 'white', piece: 'man', from: sq('e1'), to: sq('g6'), via: sq('e2'), captured: [{ square: sq('g6'), piece: 'man' }] });
    const p = rulesOf('medea').play(special('instant promotion through the Transmitter'), { kind: 'step', from: sq('c6'), to: sq('f8'), via: sq('c7') });
    expect(p.facts.promoted).toBe(true);
    expect(p.position.board[sq('f8')]).toEqual({ colour: 'white', type: 'king' });
  });

  it('D9: a side with no pieces, or with no legal move, has lost', () => {
    expect(rulesOf('medea').outcome(buildMedea({ pieces: { d4: 'M' }, turn: 'black' }))).toEqual({ result: 'white', reason: 'no-pieces' });
    // The black man a2 steps only south (a1, b1: both held) and has nothing to leap over.
    expect(rulesOf('medea').outcome(buildMedea({ pieces: { a2: 'm', a1: 'M', b1: 'M' }, turn: 'black' }))).toEqual({ result: 'white', reason: 'no-moves' });
  });
});

describe('the Medea machine', () => {
  it('takes a capture hop by hop and commits it only at the end (D4)', () => {
    const s0 = rulesOf('medea').startGame(special('a capture that ends on its own start square'));
    const s1 = rulesOf('medea').applyEvent(s0, { type: 'hop', from: sq('d2'), to: sq('d4') });
    expect(s1.value).toBe('capturing');
    expect(s1.context.pending).toEqual({ from: sq('d2'), path: [sq('d4')], captured: [sq('d3')] });
    expect(s1.context.position).toBe(s0.context.position); // nothing taken off yet
    expect(rulesOf('medea').applyEvent(s1, { type: 'hop', from: sq('d4'), to: sq('d6') })).toBe(s1);
    expect(rulesOf('medea').rejectionReason(s1, { type: 'move', move: { kind: 'step', from: sq('h8'), to: sq('g7') } })).toMatch(/hop by hop/);
    let s = s1;
    for (const [from, to] of [['d4', 'f4'], ['f4', 'f2'], ['f2', 'd2']]) s = rulesOf('medea').applyEvent(s, { type: 'hop', from: sq(from), to: sq(to) });
    expect(s.value).toBe('playing');
    expect(s.context.pending).toBeUndefined();
    expect(s.context.ply).toBe(1);
    expect(s.context.lastFacts?.captured).toHaveLength(4);
    expect(s.context.position.turn).toBe('black');
  });

  it('takes whole moves, rejects illegal ones, and draws on repetition (G3)', () => {
    const s0 = rulesOf('medea').startGame();
    expect(rulesOf('medea').applyEvent(s0, { type: 'move', move: { kind: 'step', from: sq('d2'), to: sq('d3') } })).toBe(s0);
    const shuffle = [
      { kind: 'chakra', from: sq('a2'), to: sq('a3') },
      { kind: 'chakra', from: sq('a7'), to: sq('a6') },
      { kind: 'chakra', from: sq('a3'), to: sq('a2') },
      { kind: 'chakra', from: sq('a6'), to: sq('a7') },
    ] as const;
    let s = s0;
    for (const m of [...shuffle, ...shuffle]) s = rulesOf('medea').applyEvent(s, { type: 'move', move: m });
    expect(s.context.result).toEqual({ result: 'draw', reason: 'repetition' });
  });
});

describe('a side with no pieces (D9)', () => {
  it('has no moves, even with its chakras on the board', () => {
    const pos = buildMedea({ pieces: { d1: 'M', a7: 'K' }, chakras: { d2: 'W', h3: 'W', h4: 'B', d7: 'B' }, turn: 'black' });
    expect(rulesOf('medea').legalMoves(pos)).toEqual([]);
    expect(rulesOf('medea').outcome(pos)).toEqual({ result: 'white', reason: 'no-pieces' });
  });
});
