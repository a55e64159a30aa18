#!/usr/bin/env node
// The big replay: a file of many logs of all four games, replayed by `rulebook replay` in
// bounded memory, measured for the README.
//
//   node_modules/.bin/node scripts/big-log.mjs PATH [SIZE] [--seed N] [--generate-only]
//
// Writes PATH (SIZE bytes or a little more, default 1G; units K M G for 10^3.., KiB MiB GiB for
// 2^10..): seeded random games of Chakra (both rulesets), Shakti (both warrior jumps), Medea
// and Chakart (seeded starts and outcomes), played through the notation so every line is a
// valid log line, concatenated. The games are drawn from a pool (POOL games of each) in a
// seeded order until the size is reached: the same SEED and SIZE give the same file, byte for
// byte. Then it runs `rulebook replay PATH --summary` under /usr/bin/time -v (or polls
// /proc/PID/status for VmHWM where that is missing) and prints one line: size, games, events,
// wall time, events/s, peak RSS.
//
// `writeRandomLogs(path, bytes, seed)` is exported for the CLI's tests.

import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chakart, games } from '@rulebook/rules';

// The games' rules, one game value per option set the logs use, made once.
const CHAKRA = { current: games.chakra.create({ ruleset: 'current' }), 1995: games.chakra.create({ ruleset: '1995' }) };
const SHAKTI = { seen: games.shakti.create({ warriorJump: 'seen' }), adjacent: games.shakti.create({ warriorJump: 'adjacent' }) };
const MEDEA = games.medea.create();
const CHAKART = games.chakart.create();
import { chakra as chakraText, shakti as shaktiText, medea as medeaText, chakart as chakartText } from '@rulebook/notation';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(root, 'packages/cli/dist/main.js');

/** Games of each kind in the pool. */
const POOL = 16;

/** xorshift32: a small seeded stream of floats in [0, 1). */
export function stream(seed) {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

export const unwrap = (result, what) => {
  if (!result.ok) throw new Error(`${what}: ${typeof result.error === 'string' ? result.error : result.error.message}`);
  return result.value;
};

/**
 * One random game as log text: `game` gives its start, its legal choices in a snapshot and how
 * one is played; the game ends at its end, at `plies`, or now and then by a resignation or an
 * agreed draw.
 */
function randomGame(game, random, plies) {
  let snapshot = game.snapshot;
  const lines = [game.startLine];
  for (let ply = 1; ply <= plies; ply++) {
    if (snapshot.value === 'over') break;
    let played;
    if (ply === plies && random() < 0.3) {
      played = unwrap(game.play(snapshot, random() < 0.5 ? { type: 'draw' } : { type: 'resign', player: snapshot.context.position.turn }), 'end');
    } else {
      const choices = game.choices(snapshot);
      if (choices.length === 0) break;
      played = unwrap(game.play(snapshot, game.action(snapshot, choices[Math.floor(random() * choices.length)])), 'move');
    }
    lines.push(game.write(played.logEvent(ply)));
    snapshot = played.snapshot;
  }
  return lines.map((line) => `${line}\n`).join('');
}

function chakraGame(random, index) {
  const ruleset = index % 2 === 0 ? 'current' : '1995';
  const start = unwrap(chakraText.startEvent({ ruleset, tags: { White: `W${index}`, Black: `B${index}` } }), 'start');
  return randomGame(
    {
      startLine: chakraText.writeStartLine(start),
      snapshot: unwrap(chakraText.startFromEvent(start), 'start').snapshot,
      choices: (s) => CHAKRA[ruleset].legalMoves(s.context.position),
      action: (_s, move) => ({ type: 'move', move }),
      play: (s, action) => chakraText.playAction(s, action, ruleset),
      write: chakraText.writeEventLine,
    },
    random,
    40 + Math.floor(random() * 200),
  );
}

function shaktiGame(random, index) {
  const warriorJump = index % 2 === 0 ? 'seen' : 'adjacent';
  const start = unwrap(shaktiText.startEvent({ warriorJump }), 'start');
  return randomGame(
    {
      startLine: shaktiText.writeStartLine(start),
      snapshot: unwrap(shaktiText.startFromEvent(start), 'start').snapshot,
      choices: (s) => SHAKTI[warriorJump].legalMoves(s.context.position),
      action: (_s, move) => ({ type: 'move', move }),
      play: (s, action) => shaktiText.playAction(s, action, { warriorJump }),
      write: shaktiText.writeEventLine,
    },
    random,
    40 + Math.floor(random() * 200),
  );
}

function medeaGame(random) {
  const start = unwrap(medeaText.startEvent({}), 'start');
  return randomGame(
    {
      startLine: medeaText.writeStartLine(start),
      snapshot: unwrap(medeaText.startFromEvent(start), 'start').snapshot,
      choices: (s) => MEDEA.legalMoves(s.context.position),
      action: (_s, move) => ({ type: 'move', move }),
      play: (s, action) => medeaText.playAction(s, action),
      write: medeaText.writeEventLine,
    },
    random,
    40 + Math.floor(random() * 200),
  );
}

function chakartGame(random, index, seed) {
  const gameSeed = (seed * 7919 + index) >>> 0;
  const start = unwrap(chakartText.startEvent({ randomness: 2, seed: gameSeed }), 'start');
  // The outcomes are drawn from the game's seed, as `play` draws them (G4).
  let drawn = 0;
  return randomGame(
    {
      startLine: chakartText.writeStartLine(start),
      snapshot: unwrap(chakartText.startFromEvent(start), 'start').snapshot,
      choices: (s) => CHAKART.legalMoves(s.context.position),
      action: (s, decision) => {
        const outcomes = CHAKART.play(s.context.position, decision, chakart.SeededRandom.forPlay(gameSeed, drawn).source()).facts.outcomes;
        drawn += outcomes.length;
        return { type: 'move', move: { decision, outcomes } };
      },
      play: (s, action) => chakartText.playAction(s, action),
      write: chakartText.writeEventLine,
    },
    random,
    40 + Math.floor(random() * 160),
  );
}

/** The pool: POOL random games of each of the four games, as log texts. */
export function randomLogPool(seed = 2026, pool = POOL) {
  const random = stream(seed);
  const games = [];
  for (let i = 0; i < pool; i++) {
    games.push(chakraGame(random, i), shaktiGame(random, i), medeaGame(random), chakartGame(random, i, seed));
  }
  return games;
}

/**
 * Writes at least `bytes` bytes of logs to `path` (every game whole): every game of the pool
 * once, then games of the pool in a seeded order. Returns the bytes, games and events written.
 */
export function writeRandomLogs(path, bytes, seed = 2026, pool = POOL) {
  const games = randomLogPool(seed, pool).map((text) => ({ buffer: Buffer.from(text, 'utf8'), events: text.split('\n').length - 2 }));
  const random = stream(seed ^ 0x5bd1e995);
  const fd = openSync(path, 'w');
  let written = 0;
  let count = 0;
  let events = 0;
  const batch = [];
  let batchSize = 0;
  const flush = () => {
    const data = Buffer.concat(batch, batchSize);
    let offset = 0;
    while (offset < data.length) offset += writeSync(fd, data, offset);
    batch.length = 0;
    batchSize = 0;
  };
  try {
    while (written < bytes) {
      const game = count < games.length ? games[count] : games[Math.floor(random() * games.length)];
      batch.push(game.buffer);
      batchSize += game.buffer.length;
      written += game.buffer.length;
      events += game.events;
      count += 1;
      if (batchSize >= 1 << 22) flush();
    }
    flush();
  } finally {
    closeSync(fd);
  }
  return { bytes: written, games: count, events };
}

/** `1G`, `500M`, `3MB`, `2GiB`, `123456`: a size in bytes. */
function parseSize(text) {
  const match = /^(\d+(?:\.\d+)?)\s*(k|m|g|kb|mb|gb|kib|mib|gib)?$/i.exec(text);
  if (match === null) throw new Error(`not a size: ${text} (e.g. 1G, 500M, 3MiB, 123456)`);
  const unit = (match[2] ?? '').toLowerCase();
  const factor = { '': 1, k: 1e3, kb: 1e3, m: 1e6, mb: 1e6, g: 1e9, gb: 1e9, kib: 2 ** 10, mib: 2 ** 20, gib: 2 ** 30 }[unit];
  return Math.round(Number(match[1]) * factor);
}

/** Runs the CLI's replay of `path` and measures it: wall time, peak RSS (KiB), its last output line. */
export function measureReplay(path) {
  return new Promise((resolve, reject) => {
    const timeTool = existsSync('/usr/bin/time');
    const args = [CLI, 'replay', path, '--summary'];
    const child = timeTool ? spawn('/usr/bin/time', ['-v', process.execPath, ...args]) : spawn(process.execPath, args);
    const t0 = process.hrtime.bigint();
    let tail = '';
    let stderr = '';
    let polledPeak = 0;
    child.stdout.on('data', (chunk) => {
      tail = (tail + chunk.toString('utf8')).slice(-4096);
    });
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-65536);
    });
    // Without /usr/bin/time: VmHWM of the process, read while it runs.
    const poll = timeTool
      ? undefined
      : setInterval(() => {
          try {
            const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
            const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
            if (hwm !== null) polledPeak = Math.max(polledPeak, Number(hwm[1]));
          } catch {
            // Gone.
          }
        }, 20);
    child.on('error', reject);
    child.on('close', (code) => {
      if (poll !== undefined) clearInterval(poll);
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      const peak = timeTool ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? 0) : polledPeak;
      const cpu = timeTool
        ? Number(/User time \(seconds\): ([\d.]+)/.exec(stderr)?.[1] ?? NaN) + Number(/System time \(seconds\): ([\d.]+)/.exec(stderr)?.[1] ?? NaN)
        : NaN;
      const lines = tail.trim().split('\n');
      resolve({ code, seconds, cpu, peakKiB: peak, last: lines[lines.length - 1] ?? '', stderr });
    });
  });
}

async function main(argv) {
  const flags = new Set(argv.filter((a) => a.startsWith('--') && a !== '--seed'));
  const seedAt = argv.indexOf('--seed');
  const seed = seedAt >= 0 ? Number(argv[seedAt + 1]) : 2026;
  const positional = argv.filter((a, i) => !a.startsWith('--') && (seedAt < 0 || i !== seedAt + 1));
  const [path, sizeText] = positional;
  if (path === undefined || flags.has('--help')) {
    console.error('usage: node scripts/big-log.mjs PATH [SIZE, default 1G] [--seed N, default 2026] [--generate-only]');
    process.exit(2);
  }
  const size = parseSize(sizeText ?? '1G');
  const t0 = process.hrtime.bigint();
  const made = writeRandomLogs(path, size, seed);
  const generated = Number(process.hrtime.bigint() - t0) / 1e9;
  const gib = made.bytes >= 1e8 ? `${(made.bytes / 1e9).toFixed(2)} GB` : `${(made.bytes / 1e6).toFixed(1)} MB`;
  console.error(`wrote ${path}: ${made.bytes} bytes (${gib}), ${made.games} games, ${made.events} events, in ${generated.toFixed(1)} s`);
  if (flags.has('--generate-only')) return;
  const run = await measureReplay(path);
  // The replay's totals line: `total: G game(s) in 1 file(s): V valid, …; E event(s)`.
  const totals = /total: (\d+) game\(s\) in \d+ file\(s\): (\d+) valid.*; (\d+) event\(s\)/.exec(run.last);
  if (run.code !== 0 || totals === null || Number(totals[2]) !== made.games || Number(totals[3]) !== made.events) {
    console.error(`the replay did not check every game: exit ${run.code}, last line: ${run.last}\n${run.stderr}`);
    process.exit(1);
  }
  const events = Number(totals[3]);
  const rate = Math.round(events / run.seconds).toLocaleString('en-US');
  const peak = (run.peakKiB / 1024).toFixed(0);
  console.log(
    `Big replay: a ${gib} file of ${made.games.toLocaleString('en-US')} logs of all four games, ${events.toLocaleString('en-US')} events, ` +
      `\`rulebook replay --summary\` in ${run.seconds.toFixed(1)} s${Number.isNaN(run.cpu) ? '' : ` (${run.cpu.toFixed(1)} s CPU)`}: ` +
      `${rate} events/s, peak RSS ${peak} MiB (Node ${process.versions.node}).`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
