import { describe, expect, it } from 'vitest';
import { chakra } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import { perftPosition, perftPositions, testedNodes } from '../../perft/data.ts';
import { fromText } from './build.ts';

// The positions, their counts and each depth-1 count explained by hand: perft/chakra.json. The
// deeper figures are the engine's, and agree with the independent reference generator
// (test/reference).
describe('Chakra perft (perft/chakra.json)', () => {
  for (const p of perftPositions('chakra')) {
    describe(`${p.name}, ${p.ruleset} (${p.cite})`, () => {
      const pos = p.start ? rulesOf('chakra').start() : fromText(p.position);
      it('is a valid position', () => expect(rulesOf('chakra').validate(pos)).toBeUndefined());
      testedNodes(p).forEach((nodes, i) => {
        it(`depth ${i + 1}: ${nodes}`, () => expect(rulesOf('chakra', { ruleset: p.ruleset }).perft(pos, i + 1)).toBe(nodes));
      });
    });
  }
  it('divide sums to perft', () => {
    const { nodes } = perftPosition('chakra', 'start', 'current');
    const parts = rulesOf('chakra').divide(rulesOf('chakra').start(), 3);
    expect(parts).toHaveLength(nodes[0]);
    expect(parts.reduce((sum, p) => sum + p.nodes, 0)).toBe(nodes[2]);
  });
});
