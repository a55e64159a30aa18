// The perft files of the rules (packages/rules/perft/*.json) seen from the CLI: every position
// string is the notation's own, canonical string (the start's is the CLI's default start), and
// the CLI counts it as the file says. The rules' tests, which cannot use the notation, read the
// same strings with small readers of their own: a misreading there or here shows as a count
// that differs. The small depths are enough to tie a string to its position (the rules' tests
// count every depth).
import { describe, expect, it } from 'vitest';
import { PERFT_GAMES, VARIANT_FIELD, perftPositions, testedNodes, variantOf } from '../../rules/perft/data.ts';
import { registryOf } from '../src/games/registry.ts';
import { lines, run } from './run.ts';

/** The depths counted here: those of at most this many leaf nodes. */
const MAX_NODES = 20_000;

describe.each(PERFT_GAMES)('perft/%s.json through the CLI', (name) => {
  const game = registryOf().require(name);
  const field = VARIANT_FIELD[name];
  // The option's flag, as the command derives it from the option's name.
  const flag = field === undefined ? undefined : `--${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const positions = perftPositions(name);

  describe.each(positions.map((p) => [`${p.name} ${variantOf(name, p)}`.trim(), p] as const))('%s', (_, p) => {
    const variant = field === undefined ? {} : { [field]: variantOf(name, p) };
    const position = game.parsePosition(p.position, variant);
    const perft = (depth: number): number => game.divide(position, depth, variant).reduce((sum, { nodes }) => sum + nodes, 0);
    it('is written as the notation writes it', () => {
      expect(game.formatPosition(position)).toBe(p.position);
      if (p.start) expect(game.formatPosition(game.initialPosition(variant))).toBe(p.position);
    });
    const depths = testedNodes(p).filter((nodes) => nodes <= MAX_NODES);
    it(`counts ${depths.join(', ')} at depth 1-${depths.length}`, () => {
      expect(depths.map((_, i) => perft(i + 1))).toEqual(depths);
    });
  });

  it('rulebook perft --position counts a special position as the file says', () => {
    const p = positions.find((q) => q.start === undefined)!;
    const result = run(['perft', name, '2', '--position', p.position, ...(flag ? [flag, variantOf(name, p)] : [])]);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([String(p.nodes[1])]);
  });
});
