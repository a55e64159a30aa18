// Bad input, over the socket and over HTTP: each is refused with an error that names the field or
// the reason, nothing is stored, and the game goes on: after every case the log is what it was
// and the player to move can still play the example's next move.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, type NewGameResponse, type ServerMessage } from '../src/protocol.ts';
import { startChild } from './child-server.ts';
import { TestClient } from './client.ts';
import { RawSocket } from './raw-socket.ts';
import { loadScript } from './scripts.ts';
import { startServer, tempFile, tokenOf, type TestServer } from './server.ts';

const script = loadScript('chakra-short');
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

interface Game {
  readonly created: NewGameResponse;
  readonly white: TestClient;
  readonly black: TestClient;
  readonly spectator: TestClient;
  log(): Promise<string>;
}

async function newGame(): Promise<Game> {
  const created = await server.create(script.request);
  const white = await TestClient.connect(server.ws, created.id, created.token);
  const black = await TestClient.connect(server.ws, created.id, tokenOf(created.links.invite!));
  const spectator = await TestClient.connect(server.ws, created.id);
  return { created, white, black, spectator, log: async () => (await fetch(created.links.log)).text() };
}

/** Plays the example's next move from the seat whose turn it is: it must be stored. */
async function playNext(g: Game): Promise<void> {
  const seq = g.white.version() + 1;
  const ply = script.plies[seq - 1]!;
  const seat = ply.player === 'white' ? g.white : g.black;
  await seat.until(seq - 1);
  expect(await seat.act({ t: 'move', move: ply.move })).toMatchObject({ t: 'ok', version: seq });
  await g.white.until(seq);
  await g.black.until(seq);
}

/** The log is unchanged and the game still playable. */
async function unharmed(g: Game, before: string): Promise<void> {
  expect(await g.log()).toBe(before);
  await playNext(g);
  expect(await g.log()).toBe(script.lines.slice(0, g.white.version() + 1).map((l) => `${l}\n`).join(''));
}

/** Sends a raw frame from `client`; the error of the refusal it gets. */
async function refusalOf(client: TestClient, frame: string): Promise<string> {
  const refused = client.waitFor((m) => m.t === 'refused');
  client.sendRaw(frame);
  return ((await refused) as Extract<ServerMessage, { t: 'refused' }>).error;
}

describe('a frame that is not one of the messages', () => {
  const cases: [string, string, RegExp][] = [
    ['malformed JSON', '{"t":"move","id":1,', /^not JSON/],
    ['a number', '42', /object/i],
    ['a string', '"move"', /object/i],
    ['null', 'null', /object/i],
    ['an array', '[{"t":"move"}]', /object/i],
    ['an unknown t', '{"t":"teleport","id":1}', /^t: /],
    ['no t', '{"id":1,"version":0,"move":"Th2g4"}', /^t: /],
    ['a move without its version', '{"t":"move","id":1,"move":"Th2g4"}', /^version: /],
    ['a move without its move', '{"t":"move","id":1,"version":0}', /^move: /],
    ['a move without its id', '{"t":"move","version":0,"move":"Th2g4"}', /^id: /],
    ['an extra field', '{"t":"move","id":1,"version":0,"move":"Th2g4","promise":"of a draw"}', /promise/],
    ['an id that is text', '{"t":"move","id":"1","version":0,"move":"Th2g4"}', /^id: /],
    ['a negative version', '{"t":"move","id":1,"version":-1,"move":"Th2g4"}', /^version: /],
    ['a fractional id', '{"t":"move","id":1.5,"version":0,"move":"Th2g4"}', /^id: /],
    ['an empty move', '{"t":"move","id":1,"version":0,"move":""}', /^move: /],
    ['a move of 201 characters', JSON.stringify({ t: 'move', id: 1, version: 0, move: 'a'.repeat(201) }), /^move: /],
    ['a hello without after', '{"t":"hello"}', /^after: /],
    ['a token of 101 characters', JSON.stringify({ t: 'hello', token: 'x'.repeat(101), after: -1 }), /^token: /],
  ];
  for (const [what, frame, error] of cases) {
    it(`${what}: refused (${error}), nothing stored, the game goes on`, async () => {
      const g = await newGame();
      const before = await g.log();
      expect(await refusalOf(g.white, frame)).toMatch(error);
      await unharmed(g, before);
    });
  }
});

describe('frames the socket itself refuses', () => {
  it(`a frame over ${MAX_MESSAGE_BYTES} bytes closes that socket with 1009; the game and its other clients go on`, async () => {
    const g = await newGame();
    const before = await g.log();
    const raw = await RawSocket.open(server.ws, g.created.id);
    raw.send(JSON.stringify({ t: 'hello', after: -1, pad: 'x'.repeat(MAX_MESSAGE_BYTES) }));
    expect((await raw.closed).code).toBe(1009);
    await unharmed(g, before);
  });

  it(`a frame of exactly ${MAX_MESSAGE_BYTES} bytes is read (and refused for what it says, not for its size)`, async () => {
    const g = await newGame();
    const before = await g.log();
    const head = '{"t":"move","id":1,"version":0,"move":"';
    const frame = `${head}${'a'.repeat(MAX_MESSAGE_BYTES - head.length - 2)}"}`;
    expect(Buffer.byteLength(frame)).toBe(MAX_MESSAGE_BYTES);
    expect(await refusalOf(g.white, frame)).toMatch(/^move: /);
    expect(g.white.closed).toBeUndefined();
    await unharmed(g, before);
  });

  it('a binary frame is refused and the socket stays usable', async () => {
    const g = await newGame();
    const before = await g.log();
    const refused = g.white.waitFor((m) => m.t === 'refused');
    g.white.socket.send(Buffer.from(JSON.stringify({ t: 'move', id: 1, version: 0, move: script.plies[0]!.move })), { binary: true });
    expect(await refused).toMatchObject({ error: expect.stringMatching(/binary/) });
    await unharmed(g, before);
  });
});

describe('who may act', () => {
  it('a move from the seat whose turn it is not', async () => {
    const g = await newGame();
    const before = await g.log();
    expect(await g.black.act({ t: 'move', move: script.plies[1]!.move })).toMatchObject({ t: 'refused', error: "move: it is White's turn" });
    await unharmed(g, before);
  });

  it('a move from a spectator', async () => {
    const g = await newGame();
    const before = await g.log();
    expect(await g.spectator.act({ t: 'move', move: script.plies[0]!.move })).toMatchObject({ t: 'refused', error: expect.stringMatching(/spectator/) });
    await unharmed(g, before);
  });

  it("a token that is no seat of this game (another game's seat, or made up): refused, and the socket may not act", async () => {
    const g = await newGame();
    const other = await newGame();
    const before = await g.log();
    for (const token of [other.created.token, 'made-up', '']) {
      const raw = await RawSocket.open(server.ws, g.created.id);
      raw.send(JSON.stringify({ t: 'hello', token, after: -1 }));
      expect(await raw.refusal()).toMatch(/^token: /);
      raw.send(JSON.stringify({ t: 'move', id: 1, version: 0, move: script.plies[0]!.move }));
      expect(await raw.refusal()).toMatch(/hello first/);
      raw.close();
    }
    await unharmed(g, before);
  });

  it('a second hello on one connection', async () => {
    const g = await newGame();
    const before = await g.log();
    expect(await refusalOf(g.white, JSON.stringify({ t: 'hello', token: g.created.token, after: -1 }))).toMatch(/^hello: already/);
    await unharmed(g, before);
  });

  it('an action before hello', async () => {
    const g = await newGame();
    const before = await g.log();
    const raw = await RawSocket.open(server.ws, g.created.id);
    raw.send(JSON.stringify({ t: 'move', id: 7, version: 0, move: script.plies[0]!.move }));
    const refused = await raw.next((m) => m.t === 'refused');
    expect(refused).toMatchObject({ id: 7, error: expect.stringMatching(/hello first/) });
    raw.close();
    await unharmed(g, before);
  });
});

describe('a client that asks too much', () => {
  it('a hello after more lines than the game has: told so, and sent the whole log', async () => {
    const g = await newGame();
    const before = await g.log();
    const raw = await RawSocket.open(server.ws, g.created.id);
    const refusal = raw.refusal();
    const events = raw.next((m) => m.t === 'events');
    raw.send(JSON.stringify({ t: 'hello', after: 50 }));
    expect(await refusal).toMatch(/^after: the game has only 0 events/);
    expect(await events).toMatchObject({ events: [{ seq: 0, line: script.lines[0] }] });
    raw.close();
    await unharmed(g, before);
  });

  it('5,000 bad frames from a spectator: each refused, and the players are answered meanwhile', async () => {
    const g = await newGame();
    const before = await g.log();
    let refused = 0;
    g.spectator.socket.on('message', (data) => void (JSON.parse(data.toString()).t === 'refused' && refused++));
    for (let i = 0; i < 5000; i++) g.spectator.sendRaw(i % 2 === 0 ? '{"t":' : '{"t":"move","id":1,"version":0,"move":"Th2g4"}');
    const started = performance.now();
    await unharmed(g, before);
    const answeredIn = performance.now() - started;
    console.log(`a move answered in ${Math.round(answeredIn)} ms behind 5,000 bad frames; ${refused} refused by then`);
    expect(answeredIn).toBeLessThan(5000);
    if (refused < 5000) await g.spectator.waitFor(() => refused === 5000, 20_000).catch(() => undefined);
    expect(refused).toBe(5000);
    expect(await g.log()).toBe(script.lines.slice(0, 2).map((l) => `${l}\n`).join(''));
  }, 30_000);
});

describe('moves the game refuses', () => {
  it('a replayed message (the same id and version after it was stored) is not played twice', async () => {
    const g = await newGame();
    const frame = JSON.stringify({ t: 'move', id: 41, version: 0, move: script.plies[0]!.move });
    const ok = g.white.waitFor((m) => m.t === 'ok' && m.id === 41);
    g.white.sendRaw(frame);
    expect(await ok).toMatchObject({ version: 1 });
    await g.black.until(1);
    const before = await g.log();
    expect(await refusalOf(g.white, frame)).toMatch(/^version: your move was made at version 0, the game is at 1; nothing was stored/);
    // Replayed on another connection of the same seat too.
    const again = await TestClient.connect(server.ws, g.created.id, g.created.token);
    expect(await refusalOf(again, frame)).toMatch(/^version: /);
    await unharmed(g, before);
  });

  it('a move made at a stale version', async () => {
    const g = await newGame();
    await playNext(g);
    await playNext(g);
    const before = await g.log();
    expect(await g.white.act({ t: 'move', move: script.plies[2]!.move }, 1)).toMatchObject({ t: 'refused', error: expect.stringMatching(/^version: .*version 1, the game is at 2/) });
    expect(await g.white.act({ t: 'move', move: script.plies[2]!.move }, 3)).toMatchObject({ t: 'refused', error: expect.stringMatching(/^version: /) });
    await unharmed(g, before);
  });

  it('an illegal move, and a move that is not move text', async () => {
    const g = await newGame();
    const before = await g.log();
    for (const move of ['Th2h8', 'e2e4', 'zz', '💥']) {
      const reply = await g.white.act({ t: 'move', move });
      expect(reply, move).toMatchObject({ t: 'refused' });
      expect((reply as { error: string }).error, move).toMatch(/\w/);
      expect((reply as { error: string }).error, move).not.toMatch(/\n\s+at /);
    }
    await unharmed(g, before);
  });

  it('a move, a draw offer or a resignation after the game is over', async () => {
    const g = await newGame();
    await playNext(g);
    expect(await g.white.act({ t: 'resign' })).toMatchObject({ t: 'ok', version: 2 });
    await g.black.until(2);
    const before = await g.log();
    expect(await g.black.act({ t: 'move', move: script.plies[1]!.move }, 1)).toMatchObject({ t: 'refused' });
    for (const action of [{ t: 'move', move: script.plies[1]!.move }, { t: 'draw' }, { t: 'resign' }] as const) {
      expect(await g.black.act(action), action.t).toMatchObject({ t: 'refused', error: expect.stringMatching(/^the game is over \(.+\)/) });
    }
    expect(await g.log()).toBe(before);
  });

  it('a decline with no offer, a rematch before the end', async () => {
    const g = await newGame();
    const before = await g.log();
    expect(await g.black.act({ t: 'decline' })).toMatchObject({ t: 'refused', error: expect.stringMatching(/^decline: /) });
    expect(await g.white.act({ t: 'rematch' })).toMatchObject({ t: 'refused', error: expect.stringMatching(/^rematch: the game is not over/) });
    await unharmed(g, before);
  });
});

describe('games that do not exist', () => {
  for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', '..%2F..%2Fetc']) {
    it(`game ${id}: the socket is refused and closed (4404), GET answers 404`, async () => {
      const raw = await RawSocket.open(server.ws, id);
      raw.send(JSON.stringify({ t: 'hello', after: -1 }));
      expect(await raw.refusal()).toMatch(/^no game /);
      expect((await raw.closed).code).toBe(4404);
      for (const path of [`/api/games/${id}`, `/api/games/${id}/log`]) {
        const response = await fetch(`${server.http}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.json(), path).toMatchObject({ error: expect.stringMatching(/^no game /) });
      }
    });
  }
});

describe('bad new-game requests', () => {
  const post = (body: string, type = 'application/json') => fetch(`${server.http}/api/games`, { method: 'POST', headers: { 'content-type': type }, body });
  const cases: [string, () => Promise<Response>, number, RegExp][] = [
    ['not JSON', () => post('{"game":"chakra"'), 400, /JSON/],
    ['JSON that is not an object', () => post('[1,2]'), 400, /object/i],
    ['no game', () => post('{}'), 400, /^game: /],
    ['an unknown game', () => post('{"game":"checkers"}'), 400, /^game: expected chakra/],
    ['an unknown field', () => post('{"game":"chakra","colour":"white"}'), 400, /colour/],
    ['a bad side', () => post('{"game":"chakra","side":"red"}'), 400, /^side: /],
    ['a bad option value', () => post('{"game":"chakra","options":{"repetition":"sometimes"}}'), 400, /repetition/],
    ['a chakra position that is no position', () => post('{"game":"chakra","options":{"position":"8/8/8 w"}}'), 400, /^options\.position: /],
    ['a shakti position that is no position', () => post('{"game":"shakti","options":{"position":"zz"}}'), 400, /^options\.position: /],
    ['a medea position that is no position', () => post('{"game":"medea","options":{"position":"zz"}}'), 400, /^options\.position: /],
    ['a clock too short', () => post('{"game":"chakra","clock":{"minutes":0.1,"increment":0}}'), 400, /^clock\.minutes: /],
    ['a clock without increment', () => post('{"game":"chakra","clock":{"minutes":5}}'), 400, /^clock\.increment: /],
    ['a computer level 9', () => post('{"game":"chakra","computer":9}'), 400, /^computer: /],
    ['a body too large', () => post(JSON.stringify({ game: 'chakra', white: 'x'.repeat(20_000) })), 413, /\w/],
    ['text, not JSON', () => post('game=chakra', 'text/plain'), 400, /expected object/],
    ['a form, not JSON', () => post('game=chakra', 'application/x-www-form-urlencoded'), 415, /Unsupported Media Type/],
  ];
  for (const [what, send, status, error] of cases) {
    it(`${what}: ${status}, an error in words, no game made`, async () => {
      const response = await send();
      expect(response.status).toBe(status);
      const body = (await response.json()) as { error?: unknown };
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).toMatch(error);
      expect(String(body.error)).not.toMatch(/\n\s+at |node_modules|\.ts:\d/);
    });
  }
});

describe('options a game does not have', () => {
  // A typo such as `repitition: false` must not give a game with repetition on.
  it('an unknown option is refused, naming it', async () => {
    const response = await fetch(`${server.http}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"game":"shakti","options":{"repitition":false}}' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/repitition/);
  });
});

describe('the command with a store it cannot open', () => {
  it('a data folder that is a file: exit code 2, one line in words, no stack trace', async () => {
    const file = tempFile('not-a-folder');
    writeFileSync(file, 'x');
    const error = await startChild({ data: file }).then(
      () => 'it started',
      (e: Error) => e.message,
    );
    expect(error).toMatch(/exited \(code 2, signal null\) before it listened; stderr: rulebook-server: cannot open the SQLite store .*not-a-folder/);
    expect(error).not.toMatch(/\n\s+at |\^/);
  });
});
