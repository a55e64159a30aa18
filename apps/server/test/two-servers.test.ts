// Two server processes sharing one PostgreSQL schema, as behind a load balancer: a move sent to
// server A reaches the opponent connected to server B (through the store's LISTEN/NOTIFY), and
// back. Each process is pg-server-process.ts, run by Node's own TypeScript support.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import WebSocket from 'ws';
import type { NewGameResponse, ServerMessage } from '../src/protocol.ts';
import { testSchema, type TestSchema } from './pg-cluster.ts';

const SCRIPT = fileURLToPath(new URL('./pg-server-process.ts', import.meta.url));

interface Server {
  readonly process: ChildProcess;
  readonly origin: string;
}

function startServer(schema: TestSchema, name: string): Promise<Server> {
  const child = fork(SCRIPT, {
    execArgv: ['--experimental-transform-types', '--no-warnings'],
    env: { ...process.env, PG_URL: schema.url, PG_SCHEMA: schema.schema },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => void (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server ${name} did not start within 30 s: ${stderr}`)), 30_000);
    child.once('message', (m: { port: number }) => {
      clearTimeout(timer);
      resolve({ process: child, origin: `127.0.0.1:${m.port}` });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server ${name} exited (${code}) before listening: ${stderr}`));
    });
  });
}

/** A WebSocket client that keeps every message and can wait for one. */
class Player {
  readonly messages: ServerMessage[] = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as ServerMessage));
  }

  static async connect(server: Server, game: string, token: string): Promise<Player> {
    const socket = new WebSocket(`ws://${server.origin}/api/games/${game}/socket`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const player = new Player(socket);
    player.send({ t: 'hello', token, after: -1 });
    await player.next('the welcome', (m) => m.t === 'welcome');
    return player;
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message (since `from`) that `ok` accepts; fails naming `what` after a few seconds. */
  async next(what: string, ok: (m: ServerMessage) => boolean, ms = 10_000): Promise<ServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(ok);
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}; got ${JSON.stringify(this.messages)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  close(): void {
    this.socket.close();
  }
}

const holdsLine = (seq: number, text: string) => (m: ServerMessage) =>
  m.t === 'events' && m.events.some((e) => e.seq === seq && e.line.includes(text));

let schema: TestSchema;
let a: Server;
let b: Server;

beforeAll(async () => {
  schema = await testSchema();
  [a, b] = await Promise.all([startServer(schema, 'A'), startServer(schema, 'B')]);
}, 60_000);

afterAll(async () => {
  const stopped = [a, b].filter((s) => s !== undefined).map((s) => new Promise((r) => (s.process.once('exit', r), s.process.disconnect())));
  await Promise.all(stopped);
  await schema?.drop();
}, 30_000);

test('a move sent through server A reaches the opponent on server B, and the answer comes back', async () => {
  const response = await fetch(`http://${a.origin}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'chakra', side: 'white' }),
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as NewGameResponse;
  const blackToken = new URL(created.links.invite!).hash.replace('#seat=', '');

  const white = await Player.connect(a, created.id, created.token);
  const black = await Player.connect(b, created.id, blackToken);
  try {
    white.send({ t: 'move', id: 1, version: 0, move: 'Th2g4' });
    expect(await white.next('ok for the move', (m) => m.t === 'ok' || m.t === 'refused')).toEqual({ t: 'ok', id: 1, version: 1 });
    await black.next('White\'s move on server B', holdsLine(1, 'Th2g4'));

    black.send({ t: 'move', id: 1, version: 1, move: 'Ta7b5*' });
    expect(await black.next('ok for the answer', (m) => m.t === 'ok' || m.t === 'refused')).toEqual({ t: 'ok', id: 1, version: 2 });
    await white.next('Black\'s answer on server A', holdsLine(2, 'Ta7b5*'));

    // Both servers serve the same log.
    const logs = await Promise.all([a, b].map((s) => fetch(`http://${s.origin}/api/games/${created.id}/log`).then((r) => r.text())));
    expect(logs[0]!.trim().split('\n')).toHaveLength(3);
    expect(logs[1]).toBe(logs[0]);
  } finally {
    white.close();
    black.close();
  }
}, 60_000);

test('a move at a version the other server already moved past is refused, and nothing is stored twice', async () => {
  const response = await fetch(`http://${b.origin}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'chakra', side: 'white' }),
  });
  const created = (await response.json()) as NewGameResponse;
  // The same seat open on both servers (two tabs), each sending the first move at once.
  const [onA, onB] = await Promise.all([Player.connect(a, created.id, created.token), Player.connect(b, created.id, created.token)]);
  try {
    onA.send({ t: 'move', id: 7, version: 0, move: 'Th2g4' });
    onB.send({ t: 'move', id: 7, version: 0, move: 'Th2g4' });
    const answers = await Promise.all([onA, onB].map((p) => p.next('an answer', (m) => (m.t === 'ok' || m.t === 'refused') && m.id === 7)));
    expect(answers.filter((m) => m.t === 'ok')).toHaveLength(1);
    expect(answers.filter((m) => m.t === 'refused')).toHaveLength(1);
    const log = await fetch(`http://${a.origin}/api/games/${created.id}/log`).then((r) => r.text());
    expect(log.trim().split('\n')).toHaveLength(2);
  } finally {
    onA.close();
    onB.close();
  }
}, 60_000);
