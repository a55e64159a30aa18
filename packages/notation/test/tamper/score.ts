// The mutation score: each mutant of each corpus log judged by the oracle and replayed; an
// inconsistent mutant is caught when replay rejects it at the oracle's first affected line
// with a reason, a consistent one must replay to the same end. Tallied per game and mutation
// kind, as the README's table.

import { GAME_NAMES, type GameName } from '../../src/index.ts';
import type { CorpusLog } from './corpus.ts';
import { seeded } from '../support/seeded.ts';
import { TAMPER_GAMES, type ReplayVerdict, type TamperGame } from './games.ts';
import { KINDS, FULL, mutants, type Kind, type MutateOptions, type Mutant } from './mutators.ts';
import { judge, trace, type Verdict } from './oracle.ts';

export interface Tally {
  mutants: number;
  consistent: number;
  inconsistent: number;
  /** Inconsistent, rejected at the first affected line with a reason. */
  caught: number;
  /** Inconsistent, rejected at another line. */
  wrongLine: number;
  /** Inconsistent, accepted. */
  missed: number;
  /** Consistent, rejected (or replayed to another end). */
  refused: number;
}

export interface Failure {
  readonly log: string;
  readonly kind: Kind;
  readonly what: string;
  readonly oracle: string;
  readonly replay: string;
  readonly text: string;
}

export interface Score {
  readonly tallies: Map<GameName, Map<Kind, Tally>>;
  readonly failures: Failure[];
  readonly logs: number;
}

const emptyTally = (): Tally => ({ mutants: 0, consistent: 0, inconsistent: 0, caught: 0, wrongLine: 0, missed: 0, refused: 0 });

export interface ScoreOptions {
  /** Mutants checked per log, spread over the kinds (all when absent). */
  readonly perLog?: number;
  readonly mutate?: MutateOptions;
  /** Called after each log (a progress line). */
  readonly onLog?: (log: CorpusLog, index: number, mutants: number) => void;
}

/** `perLog` mutants, taken in turn from each kind's shuffled list, so every kind is sampled. */
export function sample(all: readonly Mutant[], perLog: number, seed: number): Mutant[] {
  const random = seeded(seed);
  const groups = KINDS.map((kind) => {
    const group = all.filter((m) => m.kind === kind);
    for (let i = group.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [group[i], group[j]] = [group[j] as Mutant, group[i] as Mutant];
    }
    return group;
  }).filter((g) => g.length > 0);
  const out: Mutant[] = [];
  for (let round = 0; out.length < perLog && groups.some((g) => round < g.length); round++) {
    for (const g of groups) if (round < g.length && out.length < perLog) out.push(g[round] as Mutant);
  }
  return out;
}

const said = (v: Verdict): string => (v.consistent ? `consistent (${v.events} events)` : `inconsistent at line ${v.line} (${v.why})`);
const saidReplay = (r: ReplayVerdict): string => (r.ok ? `accepted (${r.steps.length} events)` : `rejected at line ${r.error?.line}: ${r.error?.message}`);

/** Scores the logs. Every log must itself be consistent (and replay). */
export function score(logs: readonly CorpusLog[], options: ScoreOptions = {}, games: Readonly<Record<GameName, TamperGame>> = TAMPER_GAMES): Score {
  const tallies = new Map<GameName, Map<Kind, Tally>>();
  const failures: Failure[] = [];
  logs.forEach((log, index) => {
    const game = games[log.game];
    const states = trace(game, log.text);
    const original = game.replay(log.text);
    if (!original.ok) throw new Error(`${log.id}: the corpus log does not replay: ${saidReplay(original)}`);
    const all = mutants(game, log.text, states, options.mutate ?? FULL);
    const chosen = options.perLog === undefined ? all : sample(all, options.perLog, index + 1);
    const byKind = tallies.get(log.game) ?? new Map<Kind, Tally>();
    tallies.set(log.game, byKind);
    for (const m of chosen) {
      const tally = byKind.get(m.kind) ?? emptyTally();
      byKind.set(m.kind, tally);
      tally.mutants++;
      const text = m.text();
      const verdict = judge(game, text, m.line >= 2 ? { line: m.line, snapshot: states[m.line - 2]! } : undefined);
      let replayed: ReplayVerdict;
      try {
        replayed = game.replay(text);
      } catch (e) {
        replayed = { ok: false, steps: [], error: { line: 0, message: `replay threw: ${e instanceof Error ? e.stack : String(e)}` } };
      }
      const fail = () => failures.push({ log: log.id, kind: m.kind, what: m.what, oracle: said(verdict), replay: saidReplay(replayed), text });
      if (verdict.consistent) {
        tally.consistent++;
        const sameEnd =
          replayed.ok &&
          replayed.steps.length === verdict.events &&
          replayed.final !== undefined &&
          game.positionText(replayed.final) === game.positionText(verdict.final) &&
          JSON.stringify(replayed.final.context.result ?? null) === JSON.stringify(verdict.final.context.result ?? null);
        if (!sameEnd) {
          tally.refused++;
          fail();
        }
        continue;
      }
      tally.inconsistent++;
      if (replayed.ok) {
        tally.missed++;
        fail();
      } else if (replayed.error?.line === verdict.line && (replayed.error.message ?? '').trim() !== '') {
        tally.caught++;
      } else {
        tally.wrongLine++;
        fail();
      }
    }
    options.onLog?.(log, index, chosen.length);
  });
  return { tallies, failures, logs: logs.length };
}

export function total(tallies: Iterable<Tally>): Tally {
  const t = emptyTally();
  for (const x of tallies) for (const k of Object.keys(t) as (keyof Tally)[]) t[k] += x[k];
  return t;
}

const percent = (t: Tally): string => (t.inconsistent === 0 ? '–' : `${((100 * t.caught) / t.inconsistent).toFixed(t.caught === t.inconsistent ? 0 : 2)}%`);

/** The table for the README: game × mutation kind. */
export function markdownTable(s: Score): string {
  const rows = ['| Game | Mutation | Mutants | Consistent | Inconsistent | Caught | Wrong line | Missed | Consistent refused | Score |', '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'];
  const row = (game: string, kind: string, t: Tally) =>
    rows.push(`| ${game} | ${kind} | ${t.mutants} | ${t.consistent} | ${t.inconsistent} | ${t.caught} | ${t.wrongLine} | ${t.missed} | ${t.refused} | ${percent(t)} |`);
  for (const game of GAME_NAMES) {
    const byKind = s.tallies.get(game);
    if (byKind === undefined) continue;
    for (const kind of KINDS) {
      const t = byKind.get(kind);
      if (t !== undefined) row(game, kind, t);
    }
    row(`**${game}**`, '**all**', total(byKind.values()));
  }
  row('**all**', '**all**', total([...s.tallies.values()].flatMap((m) => [...m.values()])));
  return rows.join('\n');
}
