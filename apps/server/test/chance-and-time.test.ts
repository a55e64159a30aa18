// Chakart's chance, fairly (G4, committed) and the loss on time (G5) through the server: the start
// line carries only the seed's commitment, the outcomes are the server's draws, the line that ends
// the game reveals the seed and the notation's replay checks every outcome against it; a player
// whose clock has run out loses on time, recorded as an event of the log.
import { chakart as chakartText, textGames } from '@rulebook/notation';
import { chakart, games } from '@rulebook/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { startServer, tokenOf, type TestServer } from './server.ts';

let offset = 0;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ now: () => Date.now() + offset });
});
afterAll(async () => server.close());

const logOf = (c: TestClient) => c.lines.map((l) => `${l}\n`).join('');

describe('Chakart online (G4, committed)', () => {
  it('the start line commits to a secret seed, outcomes are drawn from it, and the end reveals it for replay to check', async () => {
    const created = await server.create({ game: 'chakart', side: 'white' });
    const white = await TestClient.connect(server.ws, created.id, created.token);
    const black = await TestClient.connect(server.ws, created.id, tokenOf(created.links.invite!));
    const start = JSON.parse(white.lines[0]!) as { options: { commitment?: string; seed?: number } };
    expect(start.options.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(start.options.seed).toBeUndefined();
    const rules = chakart.chakartGame.create();
    let drawn = 0;
    let ply = 0;
    const over = () => textGames.chakart.replayLog(logOf(white)).final!.context.result !== undefined;
    while (ply < 24 && !over()) {
      await black.until(ply);
      const replayed = textGames.chakart.replayLog(logOf(white));
      expect(replayed.ok, replayed.error?.message).toBe(true);
      const position = replayed.steps.at(-1)?.position ?? replayed.start!.position;
      const moves = rules.legalMoves(position);
      // A varied but repeatable choice among the legal decisions.
      const move = chakartText.formatMove(position, moves[(ply * 7) % moves.length]!);
      const seat = position.turn === 'white' ? white : black;
      const reply = await seat.act({ t: 'move', move });
      expect(reply, `${move} in ${chakartText.formatPosition(position)}`).toMatchObject({ t: 'ok' });
      ply += 1;
      await white.until(ply);
      drawn += (JSON.parse(white.lines[ply]!) as { outcomes: string[] }).outcomes.length;
    }
    expect(drawn).toBeGreaterThan(0);
    const secret = (await server.store.getGame(created.id))!.secret!;
    if (!over()) {
      await black.until(ply);
      // While the game goes on, the seed is nowhere in what a client has received.
      expect(white.messages.some((m) => JSON.stringify(m).includes(secret))).toBe(false);
      const turn = textGames.chakart.replayLog(logOf(white)).final!.context.position.turn;
      expect(await (turn === 'white' ? white : black).act({ t: 'resign' })).toMatchObject({ t: 'ok', version: ply + 2 });
      ply += 1;
    }
    // The line that ends the game and the reveal are stored together.
    await black.until(ply + 1);
    expect(JSON.parse(black.lines[ply + 1]!)).toEqual({ event: 'reveal', seed: secret });
    expect(black.lines.filter((l) => l.includes(secret))).toHaveLength(1);
    const log = await (await fetch(created.links.log)).text();
    expect(log).toBe(logOf(black));
    const replayed = textGames.chakart.replayLog(log) as ReturnType<typeof textGames.chakart.replayLog> & { revealed?: { outcomes: number } };
    expect(replayed.ok, replayed.error?.message).toBe(true);
    expect(replayed.revealed?.outcomes).toBe(drawn);
    // A changed outcome is caught by the replay once the seed is known.
    const lines = log.split('\n');
    const i = lines.findIndex((l) => l.includes('"outcomes":["egg:'));
    if (i > 0) {
      const forged = lines.map((l, k) => (k === i ? l.replace(/"outcomes":\["egg:[a-z]+"/, '"outcomes":["egg:banana"') : l)).join('\n');
      if (forged !== log) expect(textGames.chakart.replayLog(forged).ok).toBe(false);
    }
    // The room reloaded from the store (a restart) serves the same finished game.
    const again = await TestClient.connect(server.ws, created.id);
    expect(logOf(again)).toBe(log);
    for (const c of [white, black, again]) c.close();
  });

  it('refuses a seed given by a player, and an option Chakart does not have', async () => {
    await expect(server.create({ game: 'chakart', options: { seed: 7 } })).rejects.toThrow('options.seed: an online game draws its own secret seed');
    await expect(server.create({ game: 'chakart', options: { ruleset: 'current' } })).rejects.toThrow('options.ruleset: chakart has no such option');
  });
});

describe('the loss on time (G5)', () => {
  it("a move that comes after the mover's time ran out is refused, and the game is lost on time", async () => {
    const created = await server.create({ game: 'shakti', side: 'white', clock: { minutes: 1, increment: 0 } });
    const white = await TestClient.connect(server.ws, created.id, created.token);
    const black = await TestClient.connect(server.ws, created.id, tokenOf(created.links.invite!));
    expect(await white.act({ t: 'move', move: 'b2d4/c3' })).toMatchObject({ t: 'ok' });
    await black.until(1);
    const room = black.messages.filter((m) => m.t === 'room').at(-1) as Extract<(typeof black.messages)[number], { t: 'room' }>;
    expect(room.clock).toMatchObject({ running: 'black', white: 60_000 });
    offset += 61_000; // Black thinks for 61 seconds
    expect(await black.act({ t: 'move', move: 'f6f5' })).toMatchObject({ t: 'refused', error: 'your time ran out' });
    await white.until(2);
    expect(JSON.parse(white.lines[2]!)).toEqual({ event: 'timeout', ply: 2, player: 'black' });
    const info = (await (await fetch(`${server.http}/api/games/${created.id}`)).json()) as { over: { words: string } };
    expect(info.over.words).toBe('White wins on time');
    expect(textGames.shakti.replayLog(logOf(white)).ok).toBe(true);
    expect(await white.act({ t: 'move', move: 'd2b4' })).toMatchObject({ t: 'refused', error: 'the game is over (White wins on time)' });
    white.close();
    black.close();
  });

  it('the server flags a side whose time runs out while nobody moves', async () => {
    const created = await server.create({ game: 'medea', side: 'white', clock: { minutes: 0.5, increment: 0 } });
    const white = await TestClient.connect(server.ws, created.id, created.token);
    const replayed = textGames.medea.replayLog(logOf(white));
    const position = replayed.start!.position;
    const move = textGames.medea.formatMove(position, games.medea.create().legalMoves(position)[0]!);
    expect(await white.act({ t: 'move', move })).toMatchObject({ t: 'ok' });
    // Black never answers: the server's own timer records the timeout (30 s, less the time skipped here).
    offset += 29_900;
    await white.until(2, 5_000);
    expect(JSON.parse(white.lines[2]!)).toEqual({ event: 'timeout', ply: 2, player: 'black' });
    white.close();
  });
});
