// Tampered logs (issue 7): for a corpus of recorded games of the four games, single mutations
// of one event are either still consistent logs (replay accepts them and reaches the same end)
// or rejected by replay at the first line that no longer agrees, with a reason. The oracle
// that says which is in oracle.ts. CI checks TAMPER_N mutants of each log, spread over the
// mutation kinds; `node scripts/mutation-score.mjs` checks every mutant of the full corpus.

import { describe, expect, it } from 'vitest';
import { chakra as chakraText, GAME_NAMES, type GameName, replayLogWith } from '../../src/index.ts';
import { corpus, type CorpusLog } from './corpus.ts';
import { TAMPER_GAMES, type ReplayVerdict } from './games.ts';
import { KINDS } from './mutators.ts';
import { judge, trace } from './oracle.ts';
import { score, total, type Failure } from './score.ts';

const PER_LOG = Number(process.env['TAMPER_N'] ?? 150);
const logs = corpus('ci');
const GAMES: readonly GameName[] = GAME_NAMES;

const shown = (failures: readonly Failure[]): string =>
  failures
    .slice(0, 5)
    .map((f) => `${f.log}, ${f.kind}: ${f.what}\n  oracle: ${f.oracle}\n  replay: ${f.replay}`)
    .join('\n');

describe('the tamper corpus', () => {
  it('has logs of every game and setting, each consistent by the oracle and accepted by replay', () => {
    for (const game of GAMES) expect(logs.filter((l) => l.game === game).length).toBeGreaterThanOrEqual(3);
    for (const setting of ['chakra/current', 'chakra/1995', 'shakti/seen', 'shakti/adjacent', 'medea', 'chakart/randomness 0', 'chakart/randomness 1', 'chakart/randomness 2']) {
      expect(logs.some((l) => l.id.startsWith(setting))).toBe(true);
    }
    for (const log of logs) {
      const game = TAMPER_GAMES[log.game];
      const verdict = judge(game, log.text);
      expect(verdict.consistent, `${log.id}: ${verdict.consistent ? '' : verdict.why}`).toBe(true);
      expect(game.replay(log.text).error).toBeUndefined();
    }
  });

  it('writes the same logs on every run (seeded games)', () => {
    expect(corpus('ci').map((l) => l.text)).toEqual(logs.map((l) => l.text));
  });
});

describe.each(GAMES)('tampered %s logs', (name) => {
  it(`replay catches every inconsistent mutant at its first affected line (${PER_LOG} mutants a log)`, () => {
    const result = score(
      logs.filter((l) => l.game === name),
      { perLog: PER_LOG },
    );
    const byKind = result.tallies.get(name)!;
    const all = total(byKind.values());
    expect(shown(result.failures)).toBe('');
    expect(all.caught).toBe(all.inconsistent);
    expect(all.inconsistent).toBeGreaterThan(0);
    // Every kind was tried, and the game's own kinds (outcomes only in Chakart).
    const kinds = KINDS.filter((k) => name === 'chakart' || !k.startsWith('outcome'));
    expect([...byKind.keys()].sort()).toEqual([...kinds].sort());
  });
});

describe('the oracle is not fooled by a replay that misses things', () => {
  const log = logs.find((l) => l.id.startsWith('chakra/current #2')) as CorpusLog;
  const chakra = TAMPER_GAMES.chakra;

  it('a replay without the facts check misses changed facts', () => {
    const blind = { ...chakra, replay: (text: string) => replayLogWith({ ...chakraText.gameText, diffFacts: () => undefined }, text) as ReplayVerdict };
    const result = score([log], { perLog: 200 }, { ...TAMPER_GAMES, chakra: blind });
    const facts = result.tallies.get('chakra')!.get('fact')!;
    expect(facts.missed).toBeGreaterThan(0);
  });

  it('a replay that names the line after the bad one is caught naming the wrong line', () => {
    const late = {
      ...chakra,
      replay: (text: string): ReplayVerdict => {
        const r = chakra.replay(text);
        return r.ok || r.error === undefined ? r : { ...r, error: { ...r.error, line: r.error.line + 1 } };
      },
    };
    const result = score([log], { perLog: 100 }, { ...TAMPER_GAMES, chakra: late });
    expect(total(result.tallies.get('chakra')!.values()).wrongLine).toBeGreaterThan(0);
  });

  it('a replay that refuses a consistent log is caught refusing it', () => {
    const strict = {
      ...chakra,
      replay: (text: string): ReplayVerdict => (text === log.text ? chakra.replay(text) : { ok: false, steps: [], error: { line: 1, message: 'no' } }),
    };
    const result = score([log], { perLog: 100 }, { ...TAMPER_GAMES, chakra: strict });
    expect(total(result.tallies.get('chakra')!.values()).refused).toBeGreaterThan(0);
    expect(trace(chakra, log.text).length).toBe(log.text.trimEnd().split('\n').length);
  });
});
