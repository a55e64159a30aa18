#!/usr/bin/env node
// One long game: a single Chakra log of many events, replayed by `rulebook replay` to show that
// replay time grows linearly with the length of one game and its memory not at all (issue #17).
//
//   node_modules/.bin/node scripts/long-game.mjs PATH [EVENTS] [--seed N] [--repetition on|off]
//                                                [--style quiet|random] [--generate-only]
//
// Writes PATH: one legal Chakra game (current ruleset) of EVENTS moves (default 1M; units k M
// as in 250k, 1M), seeded random play through the game's fold, a move that would end the game
// (checkmate, stalemate, G3's third repetition when the log has it on) passed over for another.
// `--style quiet` (the default) takes a move that captures nothing whenever there is one: the
// board stays full and the whole game is one stretch without an irreversible move, the longest
// history G3 counts over (the worst case for repetition). `--style random` takes any move:
// most pieces are soon captured. `--repetition` sets the log's G3 option (default on). The same
// arguments give the same file, byte for byte. Then it runs
// `rulebook replay PATH --summary` under /usr/bin/time -v (big-log.mjs's measure) and prints one
// line: events, wall time, events/s, peak RSS.
//
// `writeLongGame(path, events, options)` and `replayFigures(path)` are exported for the bench.

import { closeSync, openSync, writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { games } from '@rulebook/rules';
import { chakra as chakraText } from '@rulebook/notation';
import { measureReplay, stream, unwrap } from './big-log.mjs';

/** G3 for Chakra: a capture, a promotion or a Transmitter taken can never be undone. */
const irreversible = (facts) => Boolean(facts.captured || facts.promotion || facts.transmitterCaptured);

/**
 * Writes one Chakra game of `events` moves to `path`. Returns the bytes and events written and
 * the moves played after the last irreversible one (the length of the longest stretch G3 counts
 * over, at the end).
 */
export function writeLongGame(path, events, { seed = 2026, repetition = true, quiet = true, ruleset = 'current' } = {}) {
  const game = games.chakra.create({ ruleset, repetition });
  const random = stream(seed);
  const start = unwrap(chakraText.startEvent({ ruleset, repetition, tags: { White: 'Random', Black: 'Random' } }), 'start');
  const fd = openSync(path, 'w');
  let chunk = [`${chakraText.writeStartLine(start)}\n`];
  let chunkSize = chunk[0].length;
  let bytes = 0;
  const flush = () => {
    const data = Buffer.from(chunk.join(''), 'utf8');
    let offset = 0;
    while (offset < data.length) offset += writeSync(fd, data, offset);
    bytes += data.length;
    chunk = [];
    chunkSize = 0;
  };
  let state = game.startGame();
  let sinceIrreversible = 0;
  try {
    for (let ply = 1; ply <= events; ply++) {
      const position = state.context.position;
      const moves = game.legalMoves(position);
      // A random move that does not end the game, the others tried in order after it; in a
      // quiet game, one that captures nothing when there is one.
      const first = Math.floor(random() * moves.length);
      let next;
      let move;
      for (let i = 0; i < moves.length; i++) {
        const candidate = moves[(first + i) % moves.length];
        const after = game.applyEvent(state, { type: 'move', move: candidate });
        if (after.status !== 'active') continue;
        if (next === undefined) [next, move] = [after, candidate];
        if (!quiet || !irreversible(after.context.lastFacts)) {
          [next, move] = [after, candidate];
          break;
        }
      }
      if (next === undefined) throw new Error(`ply ${ply}: every move ends the game; try another --seed`);
      const facts = next.context.lastFacts;
      const line = chakraText.writeEventLine({
        event: 'move',
        ply,
        player: position.turn,
        move: chakraText.formatMove(position, move),
        facts: chakraText.factsToJson(facts),
      });
      sinceIrreversible = irreversible(facts) ? 0 : sinceIrreversible + 1;
      chunk.push(`${line}\n`);
      chunkSize += line.length + 1;
      if (chunkSize >= 1 << 22) flush();
      state = next;
    }
    flush();
  } finally {
    closeSync(fd);
  }
  return { bytes, events, sinceIrreversible };
}

/** `1M`, `250k`, `100000`: a count. */
function parseCount(text) {
  const match = /^(\d+(?:\.\d+)?)\s*(k|m)?$/i.exec(text);
  if (match === null) throw new Error(`not a count: ${text} (e.g. 250k, 1M, 100000)`);
  return Math.round(Number(match[1]) * { '': 1, k: 1e3, m: 1e6 }[(match[2] ?? '').toLowerCase()]);
}

/** `rulebook replay PATH --summary` measured: wall time, CPU, events/s, peak RSS (MiB); throws unless the one game is valid. */
export async function replayFigures(path, events) {
  const run = await measureReplay(path);
  // The one game's summary line: `PATH: valid chakra log, …, N event(s); …`.
  const counted = /valid chakra log.*?(\d+) event\(s\)/.exec(run.last);
  if (run.code !== 0 || counted === null || Number(counted[1]) !== events) {
    throw new Error(`the replay did not check the whole game: exit ${run.code}, last line: ${run.last}\n${run.stderr}`);
  }
  return { seconds: run.seconds, cpu: run.cpu, rate: events / run.seconds, peakMiB: run.peakKiB / 1024 };
}

async function main(argv) {
  const valueOf = (flag) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const withValue = new Set(['--seed', '--repetition', '--style']);
  const positional = argv.filter((a, i) => !a.startsWith('--') && !withValue.has(argv[i - 1]));
  const [path, countText] = positional;
  if (path === undefined || argv.includes('--help')) {
    console.error(
      'usage: node scripts/long-game.mjs PATH [EVENTS, default 1M] [--seed N, default 2026] [--repetition on|off, default on] [--style quiet|random, default quiet] [--generate-only]',
    );
    process.exit(2);
  }
  const events = parseCount(countText ?? '1M');
  const seed = Number(valueOf('--seed') ?? 2026);
  const repetition = (valueOf('--repetition') ?? 'on') !== 'off';
  const style = valueOf('--style') ?? 'quiet';
  if (style !== 'quiet' && style !== 'random') throw new Error(`--style: quiet or random, not ${style}`);
  const t0 = process.hrtime.bigint();
  const made = writeLongGame(path, events, { seed, repetition, quiet: style === 'quiet' });
  const generated = Number(process.hrtime.bigint() - t0) / 1e9;
  console.error(
    `wrote ${path}: ${made.bytes} bytes, one ${style} Chakra game of ${events} events (repetition ${repetition ? 'on' : 'off'}; ` +
      `${made.sinceIrreversible} moves since the last irreversible one), in ${generated.toFixed(1)} s`,
  );
  if (argv.includes('--generate-only')) return;
  const run = await replayFigures(path, events);
  console.log(
    `Long game: one Chakra game of ${events.toLocaleString('en-US')} events (repetition ${repetition ? 'on' : 'off'}), \`rulebook replay --summary\` in ` +
      `${run.seconds.toFixed(1)} s${Number.isNaN(run.cpu) ? '' : ` (${run.cpu.toFixed(1)} s CPU)`}: ${Math.round(run.rate).toLocaleString('en-US')} events/s, ` +
      `peak RSS ${run.peakMiB.toFixed(0)} MiB (Node ${process.versions.node}).`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
