// The perft files themselves (perft/*.json, read by perft/data.ts, which rejects a malformed
// file): each explanation states the count it explains. The counts are checked by
// perft.test.ts, shakti.test.ts, medea.test.ts and chakart.test.ts; the position strings
// against the notation by the CLI's perft-data test.
import { describe, expect, it } from 'vitest';
import { PERFT_GAMES, perftPositions, variantOf } from '../perft/data.ts';

describe.each(PERFT_GAMES)('perft/%s.json', (game) => {
  it('reads, with a start position', () => {
    expect(perftPositions(game).some((p) => p.start !== undefined)).toBe(true);
  });
  it.each(perftPositions(game).map((p) => [`${p.name} ${variantOf(game, p)}`.trim(), p] as const))('%s: the why states its depth-1 count', (_, p) => {
    expect(p.why).toMatch(new RegExp(`(^|[^\\w.:-])${p.nodes[0]}(?![\\w/-])`));
  });
});
