// The room's offers and seats: draw offers (declined, then agreed), resignation, presence, a
// rematch with colours swapped whose seats follow from the old ones, and the computer's seat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textGames } from '@rulebook/notation';
import { games } from '@rulebook/rules';
import { Computer } from '../src/computer/index.ts';
import { TestClient } from './client.ts';
import { startServer, tokenOf, type TestServer } from './server.ts';

let server: TestServer;
const computer = new Computer();
beforeAll(async () => {
  server = await startServer({ computerMove: (game, level) => computer.move(game, level) });
});
afterAll(async () => {
  await server.close();
  await computer.close();
});

async function seated(game = 'shakti', names: { white?: string; black?: string } = {}) {
  const created = await server.create({ game, side: 'white', ...names });
  const white = await TestClient.connect(server.ws, created.id, created.token);
  const black = await TestClient.connect(server.ws, created.id, tokenOf(created.links.invite!));
  return { created, white, black };
}

const lastRoom = (c: TestClient) => c.messages.filter((m) => m.t === 'room').at(-1) as Extract<(typeof c.messages)[number], { t: 'room' }>;

describe('the room', () => {
  it('shows who is present, and counts spectators', async () => {
    const created = await server.create({ game: 'medea', side: 'black' });
    const black = await TestClient.connect(server.ws, created.id, created.token);
    expect(lastRoom(black).presence).toEqual({ white: false, black: true });
    const white = await TestClient.connect(server.ws, created.id, tokenOf(created.links.invite!));
    await black.waitFor((m) => m.t === 'room' && m.presence.white);
    const watcher = await TestClient.connect(server.ws, created.id);
    await black.waitFor((m) => m.t === 'room' && m.spectators === 1);
    white.close();
    await black.waitFor((m) => m.t === 'room' && !m.presence.white);
    watcher.close();
    black.close();
  });

  it('a draw offer is declined, stands until the next move, and a second offer is agreed (G2)', async () => {
    const { white, black } = await seated();
    expect(await white.act({ t: 'draw' })).toMatchObject({ t: 'ok' });
    await black.waitFor((m) => m.t === 'room' && m.drawOffer === 'white');
    expect(await white.act({ t: 'draw' })).toMatchObject({ t: 'refused', error: 'draw: you have already offered a draw' });
    expect(await black.act({ t: 'decline' })).toMatchObject({ t: 'ok' });
    await white.waitFor((m) => m.t === 'room' && m.drawOffer === null);
    expect(await white.act({ t: 'decline' })).toMatchObject({ t: 'refused' });
    expect(white.version()).toBe(0);
    // An offer lapses with the opponent's move.
    expect(await black.act({ t: 'draw' })).toMatchObject({ t: 'ok' });
    expect(await white.act({ t: 'move', move: 'b2d4/c3' })).toMatchObject({ t: 'ok' });
    await black.until(1);
    expect(lastRoom(black).drawOffer).toBe(null);
    expect(await black.act({ t: 'draw' })).toMatchObject({ t: 'ok' });
    await white.waitFor((m) => m.t === 'room' && m.drawOffer === 'black');
    expect(await white.act({ t: 'draw' })).toMatchObject({ t: 'ok', version: 2 });
    await black.until(2);
    expect(JSON.parse(black.lines[2]!)).toEqual({ event: 'draw', ply: 2 });
    expect(await black.act({ t: 'move', move: 'f6f5' })).toMatchObject({ t: 'refused', error: 'the game is over (Draw by agreement)' });
  });

  it('resigning ends the game for the resigner only (G2), and a rematch swaps colours with seats derived from the old ones', async () => {
    const { created, white, black } = await seated('chakra', { white: 'Ada' });
    expect(await black.act({ t: 'rematch' })).toMatchObject({ t: 'refused', error: 'rematch: the game is not over' });
    expect(await black.act({ t: 'resign' })).toMatchObject({ t: 'ok', version: 1 });
    await white.until(1);
    expect(JSON.parse(white.lines[1]!)).toEqual({ event: 'resign', ply: 1, player: 'black' });
    expect(await white.act({ t: 'rematch' })).toMatchObject({ t: 'ok' });
    await black.waitFor((m) => m.t === 'room' && m.rematchOffer === 'white');
    const toWhite = white.waitFor((m) => m.t === 'rematch');
    expect(await black.act({ t: 'rematch' })).toMatchObject({ t: 'ok' });
    const forWhite = (await toWhite) as Extract<(typeof white.messages)[number], { t: 'rematch' }>;
    const forBlack = black.messages.find((m) => m.t === 'rematch') as typeof forWhite;
    expect(forWhite.game).toBe(forBlack.game);
    expect([forWhite.side, forBlack.side]).toEqual(['black', 'white']);
    // The old game's seats open the new game's, colours swapped.
    const newBlack = await TestClient.connect(server.ws, forWhite.game, forWhite.token);
    expect(newBlack.messages.find((m) => m.t === 'welcome')).toMatchObject({ seat: 'black' });
    const newWhite = await TestClient.connect(server.ws, forBlack.game, forBlack.token);
    expect(newWhite.messages.find((m) => m.t === 'welcome')).toMatchObject({ seat: 'white' });
    // Coming back to the old game later shows it as it ended; asking for the rematch finds it.
    const back = await TestClient.connect(server.ws, created.id, created.token);
    expect(back.messages.some((m) => m.t === 'rematch')).toBe(false);
    const asked = back.waitFor((m) => m.t === 'rematch');
    expect(await back.act({ t: 'rematch' })).toMatchObject({ t: 'ok' });
    const found = await asked;
    expect(found).toMatchObject({ game: forWhite.game, side: 'black', token: forWhite.token });
    const start = JSON.parse((await (await fetch(`${server.http}/api/games/${forWhite.game}/log`)).text()).split('\n')[0]!);
    expect(start.game).toBe('chakra');
    // The players' names follow their colours; a name never given stays absent.
    expect(start.tags).toEqual({ Black: 'Ada' });
    for (const c of [white, black, newBlack, newWhite, back]) c.close();
  });

  it('a spectator cannot act, and a bad token is refused', async () => {
    const { created, white } = await seated();
    const watcher = await TestClient.connect(server.ws, created.id);
    expect(await watcher.act({ t: 'move', move: 'b2d4/c3' })).toMatchObject({ t: 'refused', error: expect.stringContaining('spectator') });
    await expect(TestClient.connect(server.ws, created.id, 'x'.repeat(43))).rejects.toThrow('token: not a seat of this game');
    expect(white.version()).toBe(0);
  });

  it('the computer takes its seat: it answers each move with a legal one of its own', async () => {
    const created = await server.create({ game: 'medea', side: 'white', computer: 1 });
    expect(created.links.invite).toBeUndefined();
    const white = await TestClient.connect(server.ws, created.id, created.token);
    expect(lastRoom(white).presence).toEqual({ white: true, black: true });
    const rules = games.medea.create();
    for (let i = 0; i < 4; i++) {
      // White plays the first legal move of the position the log reaches (checked by the notation).
      const replayed = textGames.medea.replayLog(white.lines.map((l) => `${l}\n`).join(''));
      expect(replayed.ok).toBe(true);
      const position = replayed.steps.at(-1)?.position ?? replayed.start!.position;
      const move = textGames.medea.formatMove(position, rules.legalMoves(position)[0]!);
      expect(await white.act({ t: 'move', move })).toMatchObject({ t: 'ok', version: 2 * i + 1 });
      await white.until(2 * i + 2, 30_000);
      expect(JSON.parse(white.lines[2 * i + 2]!)).toMatchObject({ event: 'move', ply: 2 * i + 2, player: 'black' });
    }
    const log = await (await fetch(created.links.log)).text();
    expect(textGames.medea.replayLog(log).ok).toBe(true);
    white.close();
  });

  it('a room nobody is in is released after a while, and loaded again from the store when someone comes back', async () => {
    const quick = await startServer({ idleMs: 50 });
    try {
      const created = await quick.create({ game: 'shakti', side: 'white' });
      const white = await TestClient.connect(quick.ws, created.id, created.token);
      expect(await white.act({ t: 'move', move: 'b2d4/c3' })).toMatchObject({ t: 'ok', version: 1 });
      expect(quick.rooms.size).toBe(1);
      white.close();
      await new Promise((r) => setTimeout(r, 300));
      expect(quick.rooms.size).toBe(0);
      const black = await TestClient.connect(quick.ws, created.id, tokenOf(created.links.invite!));
      expect(black.version()).toBe(1);
      expect(await black.act({ t: 'move', move: 'f6f5' })).toMatchObject({ t: 'ok', version: 2 });
      const again = await TestClient.connect(quick.ws, created.id, created.token, 1);
      expect(again.lines[2]).toBe(black.lines[2]);
      black.close();
      again.close();
    } finally {
      await quick.close();
    }
  });
});
