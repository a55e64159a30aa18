// npm run bench: speed figures for the README, from one process run.
// - Chakra perft nodes/s from the start position: every leaf move is made and unmade.
// - chessops perft nodes/s on the chess start position, measured the same way: every leaf
//   move played (clone + play), no bulk counting at depth 1.
// - Shakti and Medea perft nodes/s from their start positions, measured the same way.
// - Chakart perft nodes/s from the standard start (randomness 0): every decision and every
//   possible sequence of random outcomes is a branch, each resolved on its own.
// - Replay events/s: seeded random games folded through the Chakra and Chakart machines.
import { Chess } from 'chessops/chess';
import { squareRank } from 'chessops/util';
import type { Position } from 'chessops/chess';
import { chakart, chakra, medea, shakti } from '@rulebook/rules';

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

function time<T>(fn: () => T): { value: T; seconds: number } {
  const t0 = process.hrtime.bigint();
  const value = fn();
  return { value, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

/** Best of `runs` (the first run also warms the JIT). */
function best(runs: number, fn: () => number): { nodes: number; seconds: number } {
  let bestSeconds = Infinity;
  let nodes = 0;
  for (let i = 0; i < runs; i++) {
    const r = time(fn);
    nodes = r.value;
    bestSeconds = Math.min(bestSeconds, r.seconds);
  }
  return { nodes, seconds: bestSeconds };
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

function randomGames(count: number, plies: number, seed: number): chakra.GameEvent[][] {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const games: chakra.GameEvent[][] = [];
  for (let g = 0; g < count; g++) {
    let s = chakra.startGame();
    const events: chakra.GameEvent[] = [];
    for (let p = 0; p < plies && s.value === 'playing'; p++) {
      const moves = chakra.legalMoves(s.context.position, s.context.ruleset);
      const event = { type: 'move' as const, move: moves[Math.floor(next() * moves.length)] };
      s = chakra.applyEvent(s, event);
      events.push(event);
    }
    games.push(events);
  }
  return games;
}

const depth = Number(process.env.BENCH_DEPTH ?? 5);
console.log(`Chakra perft from the start position, depth ${depth} (current rules), best of 3:`);
const ours = best(3, () => chakra.perft(chakra.initialPosition(), depth));
const oursRate = ours.nodes / ours.seconds;
console.log(`  ${fmt(ours.nodes)} nodes in ${ours.seconds.toFixed(3)} s: ${fmt(oursRate)} nodes/s`);

console.log(`chessops perft from the chess start position, depth ${depth}, every leaf played, best of 3:`);
const theirs = best(3, () => chessPerft(Chess.default(), depth));
const theirsRate = theirs.nodes / theirs.seconds;
console.log(`  ${fmt(theirs.nodes)} nodes in ${theirs.seconds.toFixed(3)} s: ${fmt(theirsRate)} nodes/s`);
console.log(`Ratio Chakra / chessops: ${(oursRate / theirsRate).toFixed(2)} (goal >= 2.00)`);

console.log(`Shakti perft from the start position, depth ${depth} (warriorJump seen), best of 3:`);
const tiles = best(3, () => shakti.perft(shakti.initialPosition(), depth));
console.log(`  ${fmt(tiles.nodes)} nodes in ${tiles.seconds.toFixed(3)} s: ${fmt(tiles.nodes / tiles.seconds)} nodes/s`);

console.log(`Medea perft from the provisional start position, depth ${depth}, best of 3:`);
const draughts = best(3, () => medea.perft(medea.initialPosition(), depth));
console.log(`  ${fmt(draughts.nodes)} nodes in ${draughts.seconds.toFixed(3)} s: ${fmt(draughts.nodes / draughts.seconds)} nodes/s`);

const games = randomGames(200, 120, 2026);
const events = games.reduce((n, g) => n + g.length, 0);
const replay = best(3, () => {
  for (const g of games) g.reduce((s, e) => chakra.applyEvent(s, e), chakra.startGame());
  return events;
});
console.log(`Replay through the Chakra machine: ${fmt(events)} events of 200 random games in ${replay.seconds.toFixed(3)} s: ${fmt(events / replay.seconds)} events/s`);

const chakartDepth = Number(process.env.BENCH_CHAKART_DEPTH ?? 4);
console.log(`Chakart perft from the standard start (randomness 0), depth ${chakartDepth}, every outcome a branch, best of 3:`);
const karts = best(3, () => chakart.perft(chakart.initialPosition({ randomness: 0 }), chakartDepth));
console.log(`  ${fmt(karts.nodes)} nodes in ${karts.seconds.toFixed(3)} s: ${fmt(karts.nodes / karts.seconds)} nodes/s`);

function chakartGames(count: number, decisions: number): chakart.GameEvent[][] {
  const out: chakart.GameEvent[][] = [];
  for (let g = 0; g < count; g++) {
    const random = chakart.SeededRandom.forPlay(g);
    let s = chakart.startGame({ position: chakart.initialPosition({ randomness: 2, seed: g }) });
    const events: chakart.GameEvent[] = [];
    for (let i = 0; i < decisions && s.status === 'active'; i++) {
      const ds = chakart.legalDecisions(s.context.position);
      const move = ds[random.int(ds.length)];
      const outcomes = chakart.play(s.context.position, move, random.source()).facts.outcomes;
      const event = { type: 'move' as const, move, outcomes };
      s = chakart.applyEvent(s, event);
      events.push(event);
    }
    out.push(events);
  }
  return out;
}
const kartGames = chakartGames(200, 200);
const kartEvents = kartGames.reduce((n, g) => n + g.length, 0);
const kartReplay = best(3, () => {
  kartGames.forEach((g, i) => g.reduce((s, e) => chakart.applyEvent(s, e), chakart.startGame({ position: chakart.initialPosition({ randomness: 2, seed: i }) })));
  return kartEvents;
});
console.log(`Replay through the Chakart machine: ${fmt(kartEvents)} events of 200 seeded random games in ${kartReplay.seconds.toFixed(3)} s: ${fmt(kartEvents / kartReplay.seconds)} events/s`);
