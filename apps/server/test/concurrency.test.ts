// Two actions for the same turn sent at the same instant, a thousand times each way: the same
// seat's token on two connections (both send the move), and White against Black (the side to move
// sends its move, the other side its reply made at the same version). Each time exactly one is
// stored and the other is refused in words; at the end every stored log is the example's, line
// for line, so nothing was stored twice. Run twice: on the SQLite store as it is (a commit takes
// well under a millisecond, so the second frame is read after the first is stored), and behind a
// slow disk (slow-store.ts), where the second frame arrives while the first is being stored and
// only the room's one-at-a-time order (and the store's version check behind it) stands between
// them.
import { afterAll, expect, it } from 'vitest';
import type { ServerMessage, Side } from '../src/protocol.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { TestClient } from './client.ts';
import { MOVE_EXAMPLES, loadScript, prefixOf, seeded, type Script } from './scripts.ts';
import { startServer, tempFile, tokenOf, type TestServer } from './server.ts';
import { SlowStore } from './slow-store.ts';

const RACES = Number(process.env['RACES'] ?? 1000);
const PARALLEL_GAMES = 8;
const VERSION_REFUSAL = /^version: your move was made at version \d+, the game is at \d+; nothing was stored$/;

type Reply = Extract<ServerMessage, { t: 'ok' | 'refused' }>;

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

/** Races through example games on `server` until both kinds reached RACES; what was seen. */
async function runRaces(server: TestServer, seed: number) {
  const random = seeded(seed);
  const tally = {
    sameSeat: 0,
    bothSides: 0,
    /** Which of the seat's two connections won the same-seat races: both must win some. */
    sameSeatWinner: [0, 0],
    /** How the other side's early reply was refused: for the turn (it came first) or for the version (it came second). */
    bothSidesRefusedFor: { turn: 0, version: 0 },
  };
  const problems: string[] = [];
  const played: { id: string; script: Script; version: number; log: () => Promise<string> }[] = [];

  /** Plays one example game with two connections per seat, every ply a race; returns when it ends or the races are done. */
  async function raceThrough(script: Script): Promise<void> {
    const created = await server.create(script.request);
    const tokens: Record<Side, string> = { white: created.token, black: tokenOf(created.links.invite!) };
    const seats: Record<Side, [TestClient, TestClient]> = {
      white: [await TestClient.connect(server.ws, created.id, tokens.white), await TestClient.connect(server.ws, created.id, tokens.white)],
      black: [await TestClient.connect(server.ws, created.id, tokens.black), await TestClient.connect(server.ws, created.id, tokens.black)],
    };
    const all = [...seats.white, ...seats.black];
    const record = { id: created.id, script, version: 0, log: async () => (await fetch(created.links.log)).text() };
    played.push(record);
    for (const ply of script.plies) {
      if (tally.sameSeat >= RACES && tally.bothSides >= RACES) break;
      const version = ply.seq - 1;
      const next = script.plies[ply.seq];
      const opponent: Side = ply.player === 'white' ? 'black' : 'white';
      const kind = next !== undefined && (tally.sameSeat >= RACES || (ply.seq % 2 === 0 && tally.bothSides < RACES)) ? 'bothSides' : 'sameSeat';
      const [a, b] = kind === 'sameSeat' ? seats[ply.player] : [seats[ply.player][0], seats[opponent][0]];
      const bMove = kind === 'sameSeat' ? ply.move : next!.move;
      // Both frames leave in the same tick, in a seeded random order: the server reads one socket's
      // frame first, and which one that is must not matter.
      const sendA = () => a.act({ t: 'move', move: ply.move }, version);
      const sendB = () => b.act({ t: 'move', move: bMove }, version);
      const aFirst = random() < 0.5;
      const [ra, rb] = aFirst ? await Promise.all([sendA(), sendB()]) : (await Promise.all([sendB(), sendA()])).reverse();
      if (ra === undefined || rb === undefined) throw new Error('a reply is missing');
      const oks = [ra, rb].filter((r) => r.t === 'ok').length;
      const where = `${script.name} game ${created.id} seq ${ply.seq} (${kind})`;
      if (oks !== 1) problems.push(`${where}: ${oks} oks (${JSON.stringify([ra, rb])})`);
      if (kind === 'sameSeat') {
        tally.sameSeat++;
        const refused = ra.t === 'refused' ? ra : rb.t === 'refused' ? rb : undefined;
        const last = ply.seq === script.plies.length;
        if (refused !== undefined && !(last && /^the game is over \(.+\)$/.test(refused.error)) && !VERSION_REFUSAL.test(refused.error)) problems.push(`${where}: refused as ${refused.error}`);
        if (ra.t === 'ok') tally.sameSeatWinner[0]!++;
        else if (rb.t === 'ok') tally.sameSeatWinner[1]!++;
      } else {
        tally.bothSides++;
        if (ra.t !== 'ok') problems.push(`${where}: the side to move was refused: ${JSON.stringify(ra)}`);
        if (rb.t === 'refused') {
          if (/^move: it is (White|Black)'s turn$/.test(rb.error)) tally.bothSidesRefusedFor.turn++;
          else if (VERSION_REFUSAL.test(rb.error)) tally.bothSidesRefusedFor.version++;
          else problems.push(`${where}: the early reply was refused as ${rb.error}`);
        }
      }
      if (ra.t === 'ok' && ra.version !== ply.seq) problems.push(`${where}: ok at version ${ra.version}`);
      if (rb.t === 'ok' && rb.version !== ply.seq) problems.push(`${where}: ok at version ${rb.version}`);
      record.version = ply.seq;
      await Promise.all(all.map((c) => c.until(ply.seq)));
      if (problems.length > 10) break;
    }
    for (const c of all) c.close();
  }

  const scripts = MOVE_EXAMPLES.map(loadScript);
  let n = 0;
  const lane = async () => {
    while ((tally.sameSeat < RACES || tally.bothSides < RACES) && problems.length <= 10) await raceThrough(scripts[n++ % scripts.length]!);
  };
  await Promise.all(Array.from({ length: PARALLEL_GAMES }, lane));
  return { tally, problems, played };
}

async function expectOneStoredEachTime(server: TestServer, seed: number, label: string): Promise<void> {
  const { tally, problems, played } = await runRaces(server, seed);
  console.log(`concurrency (${label}): ${played.length} games, ${JSON.stringify(tally)}`);
  expect(problems).toEqual([]);
  expect(tally.sameSeat).toBeGreaterThanOrEqual(RACES);
  expect(tally.bothSides).toBeGreaterThanOrEqual(RACES);
  for (const g of played) expect(await g.log(), `${g.script.name} ${g.id}`).toBe(prefixOf(g.script, g.version));
  // Both orders happened: each connection of a seat won some races, and the early reply was refused both ways.
  expect(Math.min(...tally.sameSeatWinner)).toBeGreaterThan(0);
  expect(Math.min(tally.bothSidesRefusedFor.turn, tally.bothSidesRefusedFor.version)).toBeGreaterThan(0);
}

it(`${RACES} same-seat races and ${RACES} White-against-Black races: exactly one stored each time, the other refused`, async () => {
  const server = await startServer();
  servers.push(server);
  await expectOneStoredEachTime(server, 1126, 'SQLite');
}, 120_000);

it(`the same behind a slow disk (0-4 ms per append): the second action arrives while the first is being stored`, async () => {
  const delay = seeded(2611);
  const server = await startServer({ store: new SlowStore(new SqliteStore(tempFile('slow.sqlite')), () => delay() * 4) });
  servers.push(server);
  await expectOneStoredEachTime(server, 2611, 'slow disk');
}, 120_000);
