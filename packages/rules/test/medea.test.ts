import { describe, expect, it } from 'vitest';
import { medea, parseSquare } from '../src/index.ts';
import { buildMedea } from './build-medea.ts';
import { MEDEA_SPECIAL_POSITIONS } from './special-positions-medea.ts';

const sq = (name: string): number => parseSquare(name)!;

// The provisional start (D1), depth 1 = 26: men a1 b1 g1 h1 step onto their own chakras a2 or
// h2 and are sent to the other one (4); b2: b3 a3; c2: b3; f2: g3; g2: g3 h3; c3 d3 e3 f3:
// three steps each (12); d2 e2 c1-f1 are blocked. Chakra a2: a3 b3; h2: h3 g3. 22 + 4 = 26.
const START = [26, 676, 18230, 469556, 12462394];

describe('Medea perft from the provisional start (D1)', () => {
  START.forEach((nodes, i) => {
    it(`depth ${i + 1}: ${nodes}`, () => expect(medea.perft(medea.initialPosition(), i + 1)).toBe(nodes), 120_000);
  });
  it('divide sums to perft', () => {
    const parts = medea.divide(medea.initialPosition(), 3);
    expect(parts).toHaveLength(26);
    expect(parts.reduce((sum, p) => sum + p.nodes, 0)).toBe(18230);
  });
});

describe('Medea perft from special positions', () => {
  for (const s of MEDEA_SPECIAL_POSITIONS) {
    describe(`${s.name} (${s.cite})`, () => {
      const pos = buildMedea(s.spec);
      it('is a valid position', () => expect(medea.validatePosition(pos)).toBeUndefined());
      s.perft.forEach((nodes, i) => it(`depth ${i + 1}: ${nodes}`, () => expect(medea.perft(pos, i + 1)).toBe(nodes)));
    });
  }
});

const special = (name: string) => buildMedea(MEDEA_SPECIAL_POSITIONS.find((s) => s.name === name)!.spec);

describe('Medea moves and facts', () => {
  it('D5: two paths taking the same pieces to the same square are one move, and either path plays it', () => {
    const pos = special('a capture that ends on its own start square');
    expect(medea.legalMoves(pos)).toHaveLength(1);
    expect(medea.capturePaths(pos)).toHaveLength(2);
    const other = medea.capturePaths(pos)[1];
    const { facts, position } = medea.play(pos, other);
    expect(facts.path).toEqual(other.kind === 'capture' ? other.path : []);
    expect(facts.captured?.map((c) => c.square).sort()).toEqual([sq('d3'), sq('e4'), sq('f3'), sq('e2')].sort());
    expect(position.board[sq('d2')]).toEqual({ colour: 'white', type: 'man' });
    expect(position.board.filter((p) => p?.colour === 'black')).toHaveLength(1);
  });

  it('D7: replacement takes the piece on the far chakra; instant promotion through the Transmitter', () => {
    const r = medea.play(special('replacement as the only capture is compulsory'), { kind: 'step', from: sq('e1'), to: sq('g6'), via: sq('e2') });
    expect(r.facts).toEqual({ player: 'white', piece: 'man', from: sq('e1'), to: sq('g6'), via: sq('e2'), captured: [{ square: sq('g6'), piece: 'man' }] });
    const p = medea.play(special('instant promotion through the Transmitter'), { kind: 'step', from: sq('c6'), to: sq('f8'), via: sq('c7') });
    expect(p.facts.promoted).toBe(true);
    expect(p.position.board[sq('f8')]).toEqual({ colour: 'white', type: 'king' });
  });

  it('D9: a side with no pieces, or with no legal move, has lost', () => {
    expect(medea.outcome(buildMedea({ pieces: { d4: 'M' }, turn: 'black' }))).toEqual({ result: 'white', reason: 'no-pieces' });
    // The black man a2 steps only south (a1, b1: both held) and has nothing to leap over.
    expect(medea.outcome(buildMedea({ pieces: { a2: 'm', a1: 'M', b1: 'M' }, turn: 'black' }))).toEqual({ result: 'white', reason: 'no-moves' });
  });
});

describe('the Medea machine', () => {
  it('takes a capture hop by hop and commits it only at the end (D4)', () => {
    const s0 = medea.startGame({ position: special('a capture that ends on its own start square') });
    const s1 = medea.applyEvent(s0, { type: 'hop', from: sq('d2'), to: sq('d4') });
    expect(s1.value).toBe('capturing');
    expect(s1.context.pending).toEqual({ from: sq('d2'), path: [sq('d4')], captured: [sq('d3')] });
    expect(s1.context.position).toBe(s0.context.position); // nothing taken off yet
    expect(medea.applyEvent(s1, { type: 'hop', from: sq('d4'), to: sq('d6') })).toBe(s1);
    expect(medea.rejectionReason(s1, { type: 'move', move: { kind: 'step', from: sq('h8'), to: sq('g7') } })).toMatch(/hop by hop/);
    let s = s1;
    for (const [from, to] of [['d4', 'f4'], ['f4', 'f2'], ['f2', 'd2']]) s = medea.applyEvent(s, { type: 'hop', from: sq(from), to: sq(to) });
    expect(s.value).toBe('playing');
    expect(s.context.pending).toBeUndefined();
    expect(s.context.ply).toBe(1);
    expect(s.context.lastFacts?.captured).toHaveLength(4);
    expect(s.context.position.turn).toBe('black');
  });

  it('takes whole moves, rejects illegal ones, and draws on repetition (G3)', () => {
    const s0 = medea.startGame();
    expect(medea.applyEvent(s0, { type: 'move', move: { kind: 'step', from: sq('d2'), to: sq('d3') } })).toBe(s0);
    const shuffle = [
      { kind: 'chakra', from: sq('a2'), to: sq('a3') },
      { kind: 'chakra', from: sq('a7'), to: sq('a6') },
      { kind: 'chakra', from: sq('a3'), to: sq('a2') },
      { kind: 'chakra', from: sq('a6'), to: sq('a7') },
    ] as const;
    let s = s0;
    for (const m of [...shuffle, ...shuffle]) s = medea.applyEvent(s, { type: 'move', move: m });
    expect(s.context.result).toEqual({ result: 'draw', reason: 'repetition' });
  });
});

describe('a side with no pieces (D9)', () => {
  it('has no moves, even with its chakras on the board', () => {
    const pos = buildMedea({ pieces: { d1: 'M', a7: 'K' }, chakras: { d2: 'W', h3: 'W', h4: 'B', d7: 'B' }, turn: 'black' });
    expect(medea.legalMoves(pos)).toEqual([]);
    expect(medea.outcome(pos)).toEqual({ result: 'white', reason: 'no-pieces' });
  });
});
