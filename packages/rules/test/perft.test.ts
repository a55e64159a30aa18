import { describe, expect, it } from 'vitest';
import { chakra } from '../src/index.ts';
import { perftPosition, perftPositions, testedNodes } from '../perft/data.ts';
import { fromText } from './build.ts';

// The positions, their counts and each depth-1 count explained by hand: perft/chakra.json. The
// deeper figures are the engine's, and agree with the independent reference generator
// (test/reference).
describe('Chakra perft (perft/chakra.json)', () => {
  for (const p of perftPositions('chakra')) {
    describe(`${p.name}, ${p.ruleset} (${p.cite})`, () => {
      const pos = p.start ? chakra.initialPosition() : fromText(p.position);
      it('is a valid position', () => expect(chakra.validatePosition(pos)).toBeUndefined());
      testedNodes(p).forEach((nodes, i) => {
        it(`depth ${i + 1}: ${nodes}`, () => expect(chakra.perft(pos, i + 1, p.ruleset)).toBe(nodes));
      });
    });
  }
  it('divide sums to perft', () => {
    const { nodes } = perftPosition('chakra', 'start', 'current');
    const parts = chakra.divide(chakra.initialPosition(), 3);
    expect(parts).toHaveLength(nodes[0]);
    expect(parts.reduce((sum, p) => sum + p.nodes, 0)).toBe(nodes[2]);
  });
});
