// npm run bench: speed figures for the README, from one process run (issue #7's goals).
// - Perft nodes/s of each game from its start position, every leaf move made and unmade (no
//   bulk counting): Chakra beside chessops' chess perft, Medea beside rapid-draughts' English
//   draughts perft (both libraries measured the same way: every leaf move played), Shakti, and
//   Chakart (every decision and every possible sequence of random outcomes a branch).
// - Replay events/s through each game's fold (core/fold.ts, what logs replay through): seeded
//   random games folded event by event.
// - One long game end to end (issue #17): a Chakra game of 1,000,000 events (scripts/long-game.mjs)
//   replayed by the CLI (`rulebook replay --summary`, as the big replay is measured), events/s and
//   peak RSS; and its first 250,000 events, to show the time linear and the memory flat in the
//   length of one game. The game has the repetition draw (G3) on, and is replayed again with it
//   off: with it on, the memory holds every position since the last capture (the rule needs
//   them); with it off, nothing of the game's past.
// The depths of the four games' perft are the deepest their perft files
// (packages/rules/perft/*.json) know, and a count that differs from the file stops the run.
// The figures go to bench/results.json, which scripts/readme-figures.mjs turns into the
// README's benchmark table (a run with its depths or the long game's length changed by the
// environment, BENCH_LONG_EVENTS, leaves the file as it is).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Chess } from 'chessops/chess';
import { squareRank } from 'chessops/util';
import type { Position } from 'chessops/chess';
import { EnglishDraughtsEngineFactory, type EnglishDraughtsEngine } from 'rapid-draughts/english';
import { chakart, games } from '@rulebook/rules';
import { perftPosition, type PerftGame } from '../packages/rules/perft/data.ts';
import { replayFigures, writeLongGame } from '../scripts/long-game.mjs';

// The games as the benchmark plays them, each made once with the options its perft row names.
const CHAKRA = games.chakra.create({ ruleset: 'current' });
const SHAKTI = games.shakti.create({ warriorJump: 'seen' });
const MEDEA = games.medea.create();
const CHAKART = games.chakart.create({ randomness: 0 });

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const rate = (r: { nodes: number; seconds: number }): number => r.nodes / r.seconds;
const millions = (n: number): string => `${(n / 1e6).toFixed(2)}M`;

/** Best of `runs` wall-clock times (the first run also warms the JIT). */
function best(runs: number, fn: () => number): { nodes: number; seconds: number } {
  let seconds = Infinity;
  let nodes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    nodes = fn();
    seconds = Math.min(seconds, Number(process.hrtime.bigint() - t0) / 1e9);
  }
  return { nodes, seconds };
}

function chessPerft(pos: Position, depth: number): number {
  let nodes = 0;
  for (const [from, dests] of pos.allDests()) {
    const promotes = pos.board.pawn.has(from) && squareRank(from) === (pos.turn === 'white' ? 6 : 1);
    const promotions = promotes ? (['queen', 'knight', 'rook', 'bishop'] as const) : [undefined];
    for (const to of dests) {
      for (const promotion of promotions) {
        const child = pos.clone();
        child.play({ from, to, promotion });
        nodes += depth === 1 ? 1 : chessPerft(child, depth - 1);
      }
    }
  }
  return nodes;
}

function draughtsPerft(engine: EnglishDraughtsEngine, depth: number): number {
  let nodes = 0;
  for (const move of engine.moves) {
    const child = engine.clone();
    child.move(move);
    nodes += depth === 1 ? 1 : draughtsPerft(child, depth - 1);
  }
  return nodes;
}

/** A row of bench/results.json: a count and its rate, or a ratio of two rates. */
interface Row {
  what: string;
  /** For a perft of our games: the position of its perft file; the count is the file's. */
  perft?: { game: PerftGame; name: string; variant?: string; depth: number };
  count?: number;
  unit?: 'nodes' | 'events';
  rate?: number;
  ratio?: number;
  goal?: string;
  /** Peak resident memory of the process measured, in MiB (a CLI run). */
  peakMiB?: number;
  /** Per second of CPU time (user and system) of the process measured: what a busy machine does not change much. */
  cpuRate?: number;
}
const rows: Row[] = [];
function report(label: string, r: { nodes: number; seconds: number }, unit: 'nodes' | 'events' = 'nodes', extra: Partial<Row> = {}): number {
  console.log(`${label}: ${fmt(r.nodes)} ${unit} in ${r.seconds.toFixed(3)} s = ${fmt(rate(r))} ${unit}/s`);
  rows.push({ what: label, ...(extra.perft ? {} : { count: r.nodes }), unit, rate: Math.round(rate(r)), ...extra });
  return rate(r);
}
const ratio = (what: string, goal: string, value: number): void => void rows.push({ what, goal, ratio: Math.round(value * 1000) / 1000 });

/** A perft of one of our games from its start, to the file's deepest count unless the environment says otherwise. */
function perftOf(game: PerftGame, name: string, variant: string | undefined, label: string, env: string | undefined, count: (depth: number) => number, goal?: string): number {
  const { nodes } = perftPosition(game, name, variant);
  const depth = env === undefined ? nodes.length : Number(env);
  const r = best(3, () => count(depth));
  const expected = nodes[depth - 1];
  if (expected !== undefined && r.nodes !== expected) {
    throw new Error(`${label}, depth ${depth}: counted ${fmt(r.nodes)}, packages/rules/perft/${game}.json says ${fmt(expected)}`);
  }
  return report(`${label}, depth ${depth}`, r, 'nodes', { ...(expected !== undefined ? { perft: { game, name, ...(variant ? { variant } : {}), depth } } : {}), ...(goal ? { goal } : {}) });
}

const env = process.env;
console.log(`Perft, best of 3, each game to the deepest count of its perft file unless BENCH_DEPTH says:`);
const depth = env.BENCH_DEPTH === undefined ? perftPosition('chakra', 'start', 'current').nodes.length : Number(env.BENCH_DEPTH);
const ours = perftOf('chakra', 'start', 'current', 'Chakra perft, start', env.BENCH_DEPTH, (d) => CHAKRA.perft(CHAKRA.start(), d));
const chess = report(`chessops perft, chess start, depth ${depth}`, best(3, () => chessPerft(Chess.default(), depth)));
ratio('ratio Chakra / chessops', '≥ 2.0', ours / chess);
const draughtsDepth = Number(env.BENCH_DRAUGHTS_DEPTH ?? 8);
const med = perftOf('medea', 'provisional start', undefined, 'Medea perft, provisional start', env.BENCH_DEPTH, (d) => MEDEA.perft(MEDEA.start(), d));
const rd = report(`rapid-draughts perft, English draughts start, depth ${draughtsDepth}`, best(3, () => draughtsPerft(EnglishDraughtsEngineFactory.setup(), draughtsDepth)));
ratio('ratio Medea / rapid-draughts', '≥ 1.0', med / rd);
const sha = perftOf('shakti', 'start', 'seen', 'Shakti perft, start', env.BENCH_DEPTH, (d) => SHAKTI.perft(SHAKTI.start(), d), '≥ 2M');
const kart = perftOf('chakart', 'standard start (randomness 0)', undefined, 'Chakart perft, standard start', env.BENCH_CHAKART_DEPTH, (d) => CHAKART.perft(CHAKART.start(), d), '≥ 2M');

function xorshift(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

interface Fold<S, E> {
  start: () => S;
  apply: (s: S, e: E) => S;
}

/** Random games recorded as events, then replayed: events per second of the fold. */
function replay<S extends { status: string }, E>(fold: Fold<S, E>, pick: (s: S, random: () => number) => E, games = 200, plies = 120): { nodes: number; seconds: number } {
  const random = xorshift(2026);
  const logs: E[][] = [];
  for (let g = 0; g < games; g++) {
    let s = fold.start();
    const events: E[] = [];
    for (let p = 0; p < plies && s.status === 'active'; p++) {
      const e = pick(s, random);
      s = fold.apply(s, e);
      events.push(e);
    }
    logs.push(events);
  }
  const events = logs.reduce((n, g) => n + g.length, 0);
  // Best of 5: a replay run is short (a fifth of a second), so one pause of the shared machine
  // weighs more than in a perft; five runs give the quiet figure.
  return best(5, () => {
    for (const g of logs) g.reduce((s, e) => fold.apply(s, e), fold.start());
    return events;
  });
}

const chooser = <M,>(moves: readonly M[], random: () => number): M => moves[Math.floor(random() * moves.length)];
console.log('Replay through the games\' folds, 200 random games each, best of 5:');
const replays = [
  report('replay, Chakra (the game\'s fold)', replay({ start: () => CHAKRA.startGame(), apply: CHAKRA.applyEvent }, (s, r) => ({ type: 'move' as const, move: chooser(CHAKRA.legalMoves(s.context.position), r) })), 'events', { goal: '≥ 100k' }),
  report('replay, Shakti (the game\'s fold)', replay({ start: () => SHAKTI.startGame(), apply: SHAKTI.applyEvent }, (s, r) => ({ type: 'move' as const, move: chooser(SHAKTI.legalMoves(s.context.position), r) })), 'events', { goal: '≥ 100k' }),
  report('replay, Medea (the game\'s fold)', replay({ start: () => MEDEA.startGame(), apply: MEDEA.applyEvent }, (s, r) => ({ type: 'move' as const, move: chooser(MEDEA.legalMoves(s.context.position), r) })), 'events', { goal: '≥ 100k' }),
  report(
    'replay, Chakart (the game\'s fold)',
    (() => {
      // Seeded: each decision's outcomes are drawn once while the games are recorded.
      const random = chakart.SeededRandom.forPlay(2026);
      return replay({ start: () => CHAKART.startGame(), apply: CHAKART.applyEvent }, (s) => {
        const ds = CHAKART.legalMoves(s.context.position);
        const move = ds[random.int(ds.length)];
        return { type: 'move' as const, move, outcomes: CHAKART.play(s.context.position, move, random.source()).facts.outcomes };
      }, 200, 200);
    })(),
    'events',
    { goal: '≥ 100k' },
  ),
];

// One long game, end to end through the CLI. Written once (repetition on, seeded), then read as
// it is, with the draw off (the same moves: no position occurs a third time), and cut to its
// first quarter.
const LONG = Number(env.BENCH_LONG_EVENTS ?? 1_000_000);
const SHORT = Math.round(LONG / 4);
console.log(`\nOne long Chakra game through the CLI (\`rulebook replay --summary\`), written by scripts/long-game.mjs:`);
const longDir = mkdtempSync(join(tmpdir(), 'rulebook-long-'));
const longRuns: { events: number; repetition: boolean; rate: number; peakMiB: number }[] = [];
try {
  const onPath = join(longDir, 'long-on.jsonl');
  const written = writeLongGame(onPath, LONG, { seed: 2026, repetition: true });
  const lines = readFileSync(onPath, 'utf8').split('\n');
  const offStart = lines[0]!.replace('"repetition":true', '"repetition":false');
  if (offStart === lines[0]) throw new Error('the long game\'s start line has no repetition option');
  const variants = [
    { events: LONG, repetition: true, path: onPath },
    { events: LONG, repetition: false, path: join(longDir, 'long-off.jsonl'), text: [offStart, ...lines.slice(1)].join('\n') },
    { events: SHORT, repetition: true, path: join(longDir, 'short-on.jsonl'), text: `${lines.slice(0, SHORT + 1).join('\n')}\n` },
    { events: SHORT, repetition: false, path: join(longDir, 'short-off.jsonl'), text: `${[offStart, ...lines.slice(1, SHORT + 1)].join('\n')}\n` },
  ];
  lines.length = 0;
  console.log(`  ${fmt(LONG)} events, ${(written.bytes / 1e6).toFixed(0)} MB, ${fmt(written.sinceIrreversible)} moves since the last capture at its end`);
  for (const v of variants) {
    if (v.text !== undefined) writeFileSync(v.path, v.text);
    const run = await replayFigures(v.path, v.events);
    const label = `long game: one Chakra game, repetition ${v.repetition ? 'on' : 'off'}, \`rulebook replay --summary\` end to end`;
    // The CPU time too: on a shared machine the wall time says as much about the other processes.
    const cpu = Number.isNaN(run.cpu) ? '' : ` (${run.cpu.toFixed(2)} s CPU: ${fmt(v.events / run.cpu)} events per CPU second)`;
    console.log(`  ${label}: ${fmt(v.events)} events in ${run.seconds.toFixed(2)} s = ${fmt(run.rate)} events/s${cpu}, peak RSS ${run.peakMiB.toFixed(0)} MiB`);
    rows.push({
      what: label,
      count: v.events,
      unit: 'events',
      rate: Math.round(run.rate),
      ...(Number.isNaN(run.cpu) ? {} : { cpuRate: Math.round(v.events / run.cpu) }),
      peakMiB: Math.round(run.peakMiB),
      ...(v.events === LONG ? { goal: '≥ 100k' } : {}),
    });
    longRuns.push({ events: v.events, repetition: v.repetition, rate: run.rate, peakMiB: run.peakMiB });
  }
} finally {
  rmSync(longDir, { recursive: true, force: true });
}
const longOf = (events: number, repetition: boolean) => longRuns.find((r) => r.events === events && r.repetition === repetition)!;

console.log('\nGoals (issue #7), each measured above in this run:');
const goal = (what: string, ok: boolean, detail: string): void => console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${what}: ${detail}`);
goal('Chakra >= 2x chessops', ours >= 2 * chess, `ratio ${(ours / chess).toFixed(2)}`);
goal('Medea >= rapid-draughts', med >= rd, `ratio ${(med / rd).toFixed(2)}`);
goal('Shakti >= 2M nodes/s', sha >= 2e6, millions(sha));
goal('Chakart >= 2M nodes/s', kart >= 2e6, millions(kart));
goal('replay >= 100k events/s in every game', replays.every((r) => r >= 1e5), replays.map((r) => `${fmt(r / 1000)}k`).join(', '));
console.log('Goals (issue #17):');
for (const repetition of [true, false]) {
  const long = longOf(LONG, repetition);
  const short = longOf(SHORT, repetition);
  goal(`one ${fmt(LONG)}-event game >= 100k events/s, repetition ${repetition ? 'on' : 'off'}`, long.rate >= 1e5, `${fmt(long.rate / 1000)}k (${fmt(short.rate / 1000)}k at ${fmt(SHORT)})`);
}
const flat = longOf(LONG, false).peakMiB <= 1.25 * longOf(SHORT, false).peakMiB;
goal('peak RSS independent of the length (repetition off)', flat, `${longOf(SHORT, false).peakMiB.toFixed(0)} MiB at ${fmt(SHORT)}, ${longOf(LONG, false).peakMiB.toFixed(0)} MiB at ${fmt(LONG)}`);

// bench/results.json: this run's rows; `extra` (figures measured otherwise, such as the big
// replay) is kept as it was.
const RESULTS = new URL('./results.json', import.meta.url);
if (['BENCH_DEPTH', 'BENCH_DRAUGHTS_DEPTH', 'BENCH_CHAKART_DEPTH', 'BENCH_LONG_EVENTS'].some((name) => env[name] !== undefined)) {
  console.log('\nDepths or lengths changed by the environment: bench/results.json is left as it is.');
} else {
  const old = JSON.parse(readFileSync(RESULTS, 'utf8')) as { about: string; extra?: unknown[] };
  const list = (items: unknown[]): string => items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
  writeFileSync(RESULTS, `{\n  "about": ${JSON.stringify(old.about)},\n  "rows": [\n${list(rows)}\n  ],\n  "extra": [\n${list(old.extra ?? [])}\n  ]\n}\n`);
  console.log('\nWrote bench/results.json; `node scripts/readme-figures.mjs` puts it in the README.');
}
