// `npm run load`: the server under many games at once. A server child process (dist/main.js) with
// `--games` games in play (two connected players each) whose players alternate the example games'
// moves after a thinking time, a finished game replaced by a new one. Measured: moves per second,
// the latency from a move's send to the opponent's receipt of its line (p50, p99), and the server's
// peak memory (VmHWM). For SQLite, and for PostgreSQL with one and with two server processes sharing
// the database (each game's players on different processes). Prints a table and writes
// bench/results.json.
//
//   node apps/server/bench/load.ts [--games 1000] [--seconds 20] [--think 2000] [--store all|sqlite|postgres]
//        [--postgres postgres://postgres@127.0.0.1:5432/rulebook_load] [--main path/to/dist/main.js] [--note "what was run"]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { NewGameResponse, Side } from '../src/protocol.ts';
import { MAIN, peakRssKb, startChild, stop, type ChildServer } from '../test/child-server.ts';
import { MOVE_EXAMPLES, loadScript, seeded, type Script } from '../test/scripts.ts';
import { LoadGame, type Meter } from './load-game.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    think: { type: 'string', default: '2000' },
    store: { type: 'string', default: 'all' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/rulebook_load' },
    main: { type: 'string', default: MAIN },
    warmup: { type: 'string', default: '3' },
    note: { type: 'string' },
  },
});
const positive = (name: string, text: string): number => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name}: expected a positive number, found ${JSON.stringify(text)}`);
  return n;
};
const GAMES = Math.round(positive('games', values.games));
const SECONDS = positive('seconds', values.seconds);
const THINK = positive('think', values.think);
const WARMUP = Number(values.warmup);
if (!['all', 'sqlite', 'postgres'].includes(values.store)) throw new Error(`--store: expected all, sqlite or postgres, found ${values.store}`);

interface Run {
  readonly store: 'sqlite' | 'postgres';
  readonly processes: number;
  readonly games: number;
  readonly clients: number;
  readonly seconds: number;
  readonly moves?: number;
  readonly movesPerSecond?: number;
  readonly p50Ms?: number;
  readonly p99Ms?: number;
  readonly maxMs?: number;
  readonly serverPeakRssMb?: number[];
  /** The server processes' CPU over the window, in % of one core each. */
  readonly serverCpuPercent?: number[];
  /** The servers' CPU time per measured move (ms): what a move costs, whatever else the machine runs. */
  readonly serverCpuMsPerMove?: number;
  /** This (client) process's event-loop delay over the window, p99 ms: high values mean the clients, not the server, were late. */
  readonly clientLoopDelayP99Ms?: number;
  /** The machine at the end of the window: 1-minute load average, CPU pressure over the last 10 s (%). */
  readonly machineAtEnd?: { load1: number; cpuPressure10s?: number };
  readonly refused?: number;
  readonly lostSockets?: number;
  readonly gamesStarted?: number;
  readonly setupSeconds?: number;
  readonly skipped?: string;
  readonly errors?: string[];
}

/** A process's CPU time so far (user + system, seconds), from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Linux's pressure stall information: the share of the last 60 s some task waited for the CPU or for I/O (%). */
function pressure(window: 'avg10' | 'avg60' = 'avg60'): { cpu?: number; io?: number } {
  const read = (what: string) => {
    try {
      const found = /some avg10=([\d.]+) avg60=([\d.]+)/.exec(readFileSync(`/proc/pressure/${what}`, 'utf8'));
      return found === null ? undefined : Number(window === 'avg10' ? found[1] : found[2]);
    } catch {
      return undefined;
    }
  };
  return { cpu: read('cpu'), io: read('io') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function resetDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--postgres: the database name ${name} must be a plain identifier`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function measure(store: 'sqlite' | 'postgres', processes: number): Promise<Run> {
  const base = { store, processes, games: GAMES, clients: 2 * GAMES, seconds: SECONDS } as const;
  const data = mkdtempSync(join(tmpdir(), 'rulebook-load-'));
  const servers: ChildServer[] = [];
  try {
    if (store === 'postgres') await resetDatabase(values.postgres);
    for (let i = 0; i < processes; i++) {
      const where = store === 'sqlite' ? { data } : { postgres: values.postgres };
      try {
        servers.push(await startChild({ ...where }));
      } catch (e) {
        const said = /rulebook-server: (.*)|Error: (.*)/.exec((e as Error).message);
        return { ...base, skipped: `the server did not start: ${said === null ? (e as Error).message.slice(0, 300) : (said[1] ?? said[2])}` };
      }
    }
    const random = seeded(1126);
    const scripts = MOVE_EXAMPLES.map(loadScript);
    let n = 0;
    const meter: Meter = { counting: false, latencies: [], moves: 0, refused: 0, lost: 0, gamesStarted: 0, errors: [] };
    const host = {
      async create(script: Script): Promise<NewGameResponse> {
        const response = await fetch(`${servers[0]!.http}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(script.request) });
        if (response.status !== 201) throw new Error(`new game: ${response.status} ${await response.text()}`);
        return (await response.json()) as NewGameResponse;
      },
      // With two processes, each game's White is on one and its Black on the other.
      base: (side: Side, index: number) => servers[(index + (side === 'white' ? 0 : 1)) % servers.length]!.ws,
      think: () => THINK * (0.5 + random()),
      nextScript: () => scripts[n++ % scripts.length]!,
    };
    const started = performance.now();
    const games = Array.from({ length: GAMES }, (_, i) => new LoadGame(host, meter, i));
    await pool(games, 50, (g) => g.start());
    const setupSeconds = (performance.now() - started) / 1000;
    await sleep(WARMUP * 1000);
    const cpuFrom = servers.map((s) => cpuSeconds(s.pid));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    meter.counting = true;
    const from = performance.now();
    await sleep(SECONDS * 1000);
    meter.counting = false;
    const elapsed = (performance.now() - from) / 1000;
    delay.disable();
    const machineAtEnd = { load1: round(loadavg()[0]!, 2), cpuPressure10s: pressure('avg10').cpu };
    const cpu = servers.map((s, i) => round((100 * (cpuSeconds(s.pid) - cpuFrom[i]!)) / elapsed));
    for (const g of games) g.stop();
    const rss = servers.map((s) => round((peakRssKb(s.pid) ?? NaN) / 1024));
    const sorted = meter.latencies.sort((a, b) => a - b);
    return {
      ...base,
      moves: meter.moves,
      movesPerSecond: round(meter.moves / elapsed),
      p50Ms: round(quantile(sorted, 0.5), 2),
      p99Ms: round(quantile(sorted, 0.99), 2),
      maxMs: round(sorted.at(-1) ?? NaN, 2),
      serverPeakRssMb: rss,
      serverCpuPercent: cpu,
      serverCpuMsPerMove: round((cpu.reduce((a, b) => a + b, 0) * 10 * elapsed) / Math.max(1, meter.moves), 2),
      clientLoopDelayP99Ms: round(delay.percentile(99) / 1e6, 1),
      machineAtEnd,
      refused: meter.refused,
      lostSockets: meter.lost,
      gamesStarted: meter.gamesStarted,
      setupSeconds: round(setupSeconds),
      errors: meter.errors.slice(0, 10),
    };
  } finally {
    for (const s of servers) await stop(s);
    rmSync(data, { recursive: true, force: true });
  }
}

const plan: [('sqlite' | 'postgres'), number][] = [];
if (values.store !== 'postgres') plan.push(['sqlite', 1]);
if (values.store !== 'sqlite') plan.push(['postgres', 1], ['postgres', 2]);

const loadBefore = loadavg();
const pressureBefore = pressure();
const runs: Run[] = [];
for (const [store, processes] of plan) {
  console.error(`load: ${store}, ${processes} process(es), ${GAMES} games, ${2 * GAMES} clients, ${SECONDS} s, thinking ${THINK} ms per move on average…`);
  runs.push(await measure(store, processes));
}
const loadAfter = loadavg();
const pressureAfter = pressure();

const header = ['store', 'procs', 'games', 'clients', 'moves/s', 'p50 ms', 'p99 ms', 'max ms', 'server RSS MB', 'server CPU %', 'CPU ms/move', 'client lag p99', 'load / CPU pressure', 'refused', 'lost'];
const rows = runs.map((r) =>
  r.skipped !== undefined
    ? [r.store, String(r.processes), String(r.games), String(r.clients), `skipped: ${r.skipped.slice(0, 90)}`]
    : [r.store, String(r.processes), String(r.games), String(r.clients), String(r.movesPerSecond), String(r.p50Ms), String(r.p99Ms), String(r.maxMs), r.serverPeakRssMb!.join(' + '), r.serverCpuPercent!.join(' + '), String(r.serverCpuMsPerMove), String(r.clientLoopDelayP99Ms), `${r.machineAtEnd!.load1} / ${r.machineAtEnd!.cpuPressure10s}%`, String(r.refused), String(r.lostSockets)],
);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r.length === 5 && i === 4 ? 0 : (r[i] ?? '').length))));
const line = (cells: string[]) => cells.map((c, i) => (cells.length === 5 && i === 4 ? c : c.padEnd(widths[i]!))).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadBefore: loadBefore.map((l) => round(l, 2)), loadAfter: loadAfter.map((l) => round(l, 2)), cpuPressure60s: [pressureBefore.cpu, pressureAfter.cpu], ioPressure60s: [pressureBefore.io, pressureAfter.io] };
console.log(
  `machine: ${machine.cpus} cores, load average ${machine.loadBefore.join(' ')} before, ${machine.loadAfter.join(' ')} after; ` +
    `CPU pressure (60 s) ${pressureBefore.cpu}% before, ${pressureAfter.cpu}% after; I/O pressure ${pressureBefore.io}%, ${pressureAfter.io}%; clients and server(s) on the same machine`,
);
const results = { date: new Date().toISOString(), ...(values.note !== undefined ? { note: values.note } : {}), options: { games: GAMES, seconds: SECONDS, thinkMs: THINK, warmupSeconds: WARMUP }, goal: 'p99 < 50 ms with SQLite', machine, runs };
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
const sqlite = runs.find((r) => r.store === 'sqlite' && r.skipped === undefined);
if (sqlite !== undefined) console.log(`SQLite p99 ${sqlite.p99Ms} ms: ${sqlite.p99Ms! < 50 ? 'within' : 'over'} the goal of 50 ms`);
