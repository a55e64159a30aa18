// npm run bench: speed figures for the README, from one process run (issue #7's goals).
// - Perft nodes/s of each game from its start position, every leaf move made and unmade (no
//   bulk counting): Chakra beside chessops' chess perft, Medea beside rapid-draughts' English
//   draughts perft (both libraries measured the same way: every leaf move played), Shakti, and
//   Chakart (every decision and every possible sequence of random outcomes a branch).
// - Replay events/s through each game's machine: seeded random games folded event by event.
import { Chess } from 'chessops/chess';
import { squareRank } from 'chessops/util';
import type { Position } from 'chessops/chess';
import { EnglishDraughtsEngineFactory, type EnglishDraughtsEngine } from 'rapid-draughts/english';
import { chakart, chakra, medea, shakti } from '@rulebook/rules';

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

const depth = Number(process.env.BENCH_DEPTH ?? 5);
const rows: [string, string][] = [];
function report(label: string, r: { nodes: number; seconds: number }, unit = 'nodes'): number {
  console.log(`${label}: ${fmt(r.nodes)} ${unit} in ${r.seconds.toFixed(3)} s = ${fmt(rate(r))} ${unit}/s`);
  rows.push([`${label} (${fmt(r.nodes)} ${unit})`, `${millions(rate(r))} ${unit}/s`]);
  return rate(r);
}

console.log(`Perft, best of 3, depth ${depth} unless said:`);
const ours = report(`Chakra perft, start, depth ${depth}`, best(3, () => chakra.perft(chakra.initialPosition(), depth)));
const chess = report(`chessops perft, chess start, depth ${depth}`, best(3, () => chessPerft(Chess.default(), depth)));
const draughtsDepth = Number(process.env.BENCH_DRAUGHTS_DEPTH ?? 8);
const med = report(`Medea perft, provisional start, depth ${depth}`, best(3, () => medea.perft(medea.initialPosition(), depth)));
const rd = report(`rapid-draughts perft, English draughts start, depth ${draughtsDepth}`, best(3, () => draughtsPerft(EnglishDraughtsEngineFactory.setup(), draughtsDepth)));
const sha = report(`Shakti perft, start, depth ${depth}`, best(3, () => shakti.perft(shakti.initialPosition(), depth)));
const chakartDepth = Number(process.env.BENCH_CHAKART_DEPTH ?? 4);
const kart = report(`Chakart perft, standard start, depth ${chakartDepth}`, best(3, () => chakart.perft(chakart.initialPosition({ randomness: 0 }), chakartDepth)));

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

/** Random games recorded as machine events, then replayed: events per second of the fold. */
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

const chooser = <M,>(moves: M[], random: () => number): M => moves[Math.floor(random() * moves.length)];
console.log('Replay through the machines, 200 random games each, best of 5:');
const replays = [
  report('Replay, Chakra machine', replay({ start: () => chakra.startGame(), apply: chakra.applyEvent }, (s, r) => ({ type: 'move' as const, move: chooser(chakra.legalMoves(s.context.position, s.context.ruleset), r) })), 'events'),
  report('Replay, Shakti machine', replay({ start: () => shakti.startGame(), apply: shakti.applyEvent }, (s, r) => ({ type: 'move' as const, move: chooser(shakti.legalMoves(s.context.position, s.context.options), r) })), 'events'),
  report('Replay, Medea machine', replay({ start: () => medea.startGame(), apply: medea.applyEvent }, (s, r) => ({ type: 'move' as const, move: chooser(medea.legalMoves(s.context.position), r) })), 'events'),
  report(
    'Replay, Chakart machine',
    (() => {
      // Seeded: each decision's outcomes are drawn once while the games are recorded.
      const random = chakart.SeededRandom.forPlay(2026);
      return replay({ start: () => chakart.startGame({ position: chakart.initialPosition({ randomness: 0 }) }), apply: chakart.applyEvent }, (s) => {
        const ds = chakart.legalDecisions(s.context.position);
        const move = ds[random.int(ds.length)];
        return { type: 'move' as const, move, outcomes: chakart.play(s.context.position, move, random.source()).facts.outcomes };
      }, 200, 200);
    })(),
    'events',
  ),
];

console.log('\nGoals (issue #7), each measured above in this run:');
const goal = (what: string, ok: boolean, detail: string): void => console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${what}: ${detail}`);
goal('Chakra >= 2x chessops', ours >= 2 * chess, `ratio ${(ours / chess).toFixed(2)}`);
goal('Medea >= rapid-draughts', med >= rd, `ratio ${(med / rd).toFixed(2)}`);
goal('Shakti >= 2M nodes/s', sha >= 2e6, millions(sha));
goal('Chakart >= 2M nodes/s', kart >= 2e6, millions(kart));
goal('replay >= 100k events/s in every machine', replays.every((r) => r >= 1e5), replays.map((r) => `${fmt(r / 1000)}k`).join(', '));
console.log('\n| what | figure |\n|---|---:|');
for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
