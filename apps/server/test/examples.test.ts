// The example games played through the server, each decision by its player's own client, a third
// client watching: all three end with the same log, and that log is the example's, byte for byte
// (what the CLI writes). Chakart's outcomes are the server's own draws, so its example is played
// for its decisions' legality elsewhere (chance.test.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { startServer, tokenOf, type TestServer } from './server.ts';

const examples = ['chakra-short', 'chakra-mate', 'shakti-short', 'shakti-mate', 'medea-short', 'medea-win'];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('an example game played through the server', () => {
  for (const name of examples) {
    it(`${name}: both players and a spectator end with the example's log, byte for byte`, async () => {
      const text = readFileSync(new URL(`../../../examples/${name}.jsonl`, import.meta.url), 'utf8');
      const lines = text.split('\n').filter((l) => l !== '');
      const start = JSON.parse(lines[0]!) as { game: string; ruleset?: string; options: Record<string, unknown>; setup: string; tags: Record<string, string> };
      const created = await server.create({
        game: start.game,
        options: { ...start.options, ...(start.ruleset !== undefined ? { ruleset: start.ruleset } : {}), position: start.setup },
        side: 'white',
        ...(start.tags['White'] !== undefined ? { white: start.tags['White'] } : {}),
        ...(start.tags['Black'] !== undefined ? { black: start.tags['Black'] } : {}),
      });
      const white = await TestClient.connect(server.ws, created.id, created.token);
      const black = await TestClient.connect(server.ws, created.id, tokenOf(created.links.invite!));
      const spectator = await TestClient.connect(server.ws, created.id);
      const seat = { white, black };
      for (const [i, line] of lines.slice(1).entries()) {
        const event = JSON.parse(line) as { event: string; player?: 'white' | 'black'; move?: string };
        const ply = i + 1;
        await white.until(ply - 1);
        await black.until(ply - 1);
        if (event.event === 'move') expect(await seat[event.player!].act({ t: 'move', move: event.move! })).toMatchObject({ t: 'ok', version: ply });
        else if (event.event === 'resign') expect(await seat[event.player!].act({ t: 'resign' })).toMatchObject({ t: 'ok' });
        else {
          expect(await white.act({ t: 'draw' })).toMatchObject({ t: 'ok' });
          await black.waitFor((m) => m.t === 'room' && m.drawOffer === 'white');
          expect(await black.act({ t: 'draw' })).toMatchObject({ t: 'ok', version: ply });
        }
      }
      const last = lines.length - 1;
      for (const c of [white, black, spectator]) await c.until(last);
      const log = await (await fetch(created.links.log)).text();
      expect(log).toBe(text);
      for (const c of [white, black, spectator]) expect(c.lines.map((l) => `${l}\n`).join('')).toBe(text);
      for (const c of [white, black, spectator]) c.close();
    });
  }
});
