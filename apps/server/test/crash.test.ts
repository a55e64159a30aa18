// Crash safety: the built server as a child process on a data folder, 30 scripted games played by
// clients that reconnect by themselves, the server killed without warning (SIGKILL) at seeded
// random moments and started again on the same folder. Every move a client was told `ok` for must
// be in the stored log exactly once, each stored log must be the example's, byte for byte, and
// every client must end with exactly the store's lines.
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { NewGameResponse } from '../src/protocol.ts';
import { killHard, startChild, stop, type ChildServer } from './child-server.ts';
import { Player } from './player.ts';
import { MOVE_EXAMPLES, loadScript, seeded } from './scripts.ts';
import { tokenOf } from './server.ts';

const SEED = Number(process.env['CRASH_SEED'] ?? 20261126);
const GAMES_PER_EXAMPLE = 5;
const KILLS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ChildServer | undefined;
const players: Player[] = [];
const data = mkdtempSync(join(tmpdir(), 'rulebook-crash-'));
afterAll(async () => {
  for (const p of players) p.stop();
  if (server !== undefined) await killHard(server);
  rmSync(data, { recursive: true, force: true });
});

it(`SIGKILLed ${KILLS} times mid-play, the server loses no acknowledged move and stores none twice (seed ${SEED})`, async () => {
  const random = seeded(SEED);
  server = await startChild({ data });
  const scripts = MOVE_EXAMPLES.map(loadScript);

  const games: { script: (typeof scripts)[number]; created: NewGameResponse }[] = [];
  for (let round = 0; round < GAMES_PER_EXAMPLE; round++) {
    for (const script of scripts) {
      const response = await fetch(`${server.http}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(script.request) });
      expect(response.status, `new ${script.name}`).toBe(201);
      games.push({ script, created: (await response.json()) as NewGameResponse });
    }
  }
  const base = () => server!.ws;
  for (const { script, created } of games) {
    for (const [side, token] of [['white', created.token], ['black', tokenOf(created.links.invite!)]] as const) {
      const player = new Player({ base, game: created.id, token, side, script, think: () => 25 + random() * 100 });
      players.push(player);
      player.start();
    }
  }

  // Kill and restart while games are going on; same folder, same port when it is free.
  const allDone = () => players.every((p) => p.finished());
  let kills = 0;
  let samePort = 0;
  while (!allDone() && kills < KILLS) {
    await sleep(100 + random() * 350);
    if (allDone()) break;
    const port = server.port;
    await killHard(server);
    kills++;
    await sleep(random() * 150);
    try {
      server = await startChild({ data, port });
      samePort++;
    } catch {
      server = await startChild({ data });
    }
  }
  const unfinished = () => {
    const stuck = players.filter((p) => !p.finished());
    const seen = stuck.flatMap((p) => [...p.anomalies, ...p.refusals]).slice(0, 5);
    return new Error(`games unfinished after 40 s: ${stuck.length} players; first things they saw: ${seen.join(' | ') || 'nothing'}; server stderr: ${server?.stderr().slice(0, 500)}`);
  };
  await Promise.race([Promise.all(players.map((p) => p.done)), sleep(40_000).then(() => Promise.reject(unfinished()))]);

  const stats = {
    kills,
    samePort,
    acked: players.reduce((n, p) => n + p.acked.length, 0),
    inDoubt: players.reduce((n, p) => n + p.inDoubt, 0),
    resent: players.reduce((n, p) => n + p.resent, 0),
    reconnections: players.reduce((n, p) => n + p.connections - 1, 0),
  };
  console.log(`crash: ${JSON.stringify(stats)}`);
  // The run proves something only if the kills fell during play and cut connections.
  expect(kills).toBeGreaterThanOrEqual(6);
  expect(stats.reconnections).toBeGreaterThan(0);

  for (const p of players) {
    expect(p.anomalies, 'what a client saw that a durable store forbids').toEqual([]);
    expect(p.refusals, 'refused moves of the script').toEqual([]);
  }
  for (const [g, { script, created }] of games.entries()) {
    const log = await (await fetch(`${server.http}/api/games/${created.id}/log`)).text();
    expect(log, `game ${g} (${script.name}): the stored log is the example, byte for byte`).toBe(script.text);
    const stored = log.split('\n').filter((l) => l !== '');
    const [white, black] = [players[2 * g]!, players[2 * g + 1]!];
    const acked = [...white.acked, ...black.acked];
    // Each ok names one stored line, never two oks the same line.
    expect(new Set(acked.map((a) => a.seq)).size, `game ${g}: two oks for one line`).toBe(acked.length);
    for (const a of acked) expect((JSON.parse(stored[a.seq]!) as { move: string }).move, `game ${g} seq ${a.seq}`).toBe(a.move);
    for (const p of [white, black]) expect(p.lines.map((l) => `${l}\n`).join(''), `game ${g}: a client's lines`).toBe(log);
  }

  // An orderly stop, then the file itself: one row per line, no gaps, nothing else.
  for (const p of players) p.stop();
  expect(await stop(server)).toBe(0);
  server = undefined;
  const db = new DatabaseSync(join(data, 'rulebook.sqlite'), { readOnly: true });
  const rows = db.prepare('SELECT game_id, count(*) AS n, min(seq) AS first, max(seq) AS last FROM events GROUP BY game_id').all() as { game_id: string; n: number; first: number; last: number }[];
  db.close();
  expect(rows.length).toBe(games.length);
  const byId = new Map(games.map((g) => [g.created.id, g.script]));
  for (const r of rows) {
    expect(r.first).toBe(0);
    expect(r.last).toBe(r.n - 1);
    expect(r.n).toBe(byId.get(r.game_id)!.lines.length);
  }
}, 90_000);
