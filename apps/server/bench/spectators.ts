// Many spectators on one game: how long they take to join one after another, how many messages
// that costs (every join and leave is broadcast to everyone in the room, so the count grows with
// the square of the spectators), and how long a move then takes to reach all of them.
//
//   node apps/server/bench/spectators.ts [--spectators 1000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { NewGameResponse } from '../src/protocol.ts';
import { peakRssKb, startChild, stop } from '../test/child-server.ts';
import { loadScript } from '../test/scripts.ts';

const { values } = parseArgs({ options: { spectators: { type: 'string', default: '1000' } } });
const N = Number(values.spectators);
if (!Number.isInteger(N) || N < 1) throw new Error(`--spectators: expected a whole number from 1, found ${values.spectators}`);

const data = mkdtempSync(join(tmpdir(), 'rulebook-spectators-'));
const server = await startChild({ data });
try {
  const script = loadScript('chakra-short');
  const response = await fetch(`${server.http}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(script.request) });
  const created = (await response.json()) as NewGameResponse;
  let messages = 0;
  let reached = 0;
  let moveSent = 0;
  let allReached: () => void = () => undefined;
  const sockets: WebSocket[] = [];
  const joinStart = performance.now();
  for (let i = 0; i < N; i++) {
    const socket = new WebSocket(`${server.ws}/api/games/${created.id}/socket`, { perMessageDeflate: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ t: 'hello', after: -1 })));
      socket.on('message', (d) => {
        messages++;
        const text = d.toString();
        if (text.startsWith('{"t":"events"')) {
          if (text.includes('"seq":1')) {
            reached++;
            if (reached === N) allReached();
          } else resolve();
        }
      });
    });
  }
  const joinMs = performance.now() - joinStart;
  const joinMessages = messages;
  const white = new WebSocket(`${server.ws}/api/games/${created.id}/socket`);
  await new Promise<void>((resolve) => white.on('open', () => (white.send(JSON.stringify({ t: 'hello', token: created.token, after: -1 })), setTimeout(resolve, 200))));
  const done = new Promise<void>((resolve) => (allReached = resolve));
  moveSent = performance.now();
  white.send(JSON.stringify({ t: 'move', id: 1, version: 0, move: script.plies[0]!.move }));
  await done;
  const fanOutMs = performance.now() - moveSent;
  console.log(`${N} spectators joined one after another in ${Math.round(joinMs)} ms (${joinMessages} messages to them: ${(joinMessages / N).toFixed(0)} each)`);
  console.log(`a move reached all of them in ${fanOutMs.toFixed(1)} ms; server peak RSS ${Math.round((peakRssKb(server.pid) ?? NaN) / 1024)} MB`);
  white.terminate();
  for (const s of sockets) s.terminate();
} finally {
  await stop(server);
  rmSync(data, { recursive: true, force: true });
}
