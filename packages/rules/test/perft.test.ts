import { describe, expect, it } from 'vitest';
import { chakra } from '../src/index.ts';
import { build } from './build.ts';
import { SPECIAL_POSITIONS } from './special-positions.ts';

// Start position (C1). Depth 1, current (20): six pawn steps b2-g2; Monkeys a1-b3, h1-g3;
// Courtesans b1 and g1 each step onto their own vacant chakra (a2, h2) and are sent to the
// other (compulsory, C4); each chakra (circle) jumps to two empty squares (a2: b4 c3; h2: f3
// g4) with or without a flip, or flips in place: 2 x 5 = 10. 6 + 2 + 2 + 10 = 20.
// 1995 (28): plus six double steps (C3) and each Courtesan may also stay on the chakra (C4).
const START: Record<'current' | '1995', number[]> = {
  current: [20, 400, 9570, 227919],
  '1995': [28, 784, 24142, 740585],
};

describe('perft from the start position (C1)', () => {
  for (const ruleset of ['current', '1995'] as const) {
    START[ruleset].forEach((nodes, i) => {
      it(`${ruleset}, depth ${i + 1}: ${nodes}`, () => {
        expect(chakra.perft(chakra.initialPosition(), i + 1, ruleset)).toBe(nodes);
      });
    });
  }
  it('divide sums to perft', () => {
    const parts = chakra.divide(chakra.initialPosition(), 3);
    expect(parts).toHaveLength(20);
    expect(parts.reduce((sum, p) => sum + p.nodes, 0)).toBe(9570);
  });
});

describe('perft from special positions', () => {
  for (const s of SPECIAL_POSITIONS) {
    describe(`${s.name} (${s.cite})`, () => {
      const pos = build(s.spec);
      it('is a valid position', () => expect(chakra.validatePosition(pos)).toBeUndefined());
      s.perft.forEach((nodes, i) => {
        it(`depth ${i + 1}: ${nodes}`, () => expect(chakra.perft(pos, i + 1, s.ruleset)).toBe(nodes));
      });
    });
  }
});
