// A game's client for the tests and the load benchmark: a WebSocket speaking the protocol
// (src/protocol.ts), keeping the log lines it was sent and every message.
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '../src/protocol.ts';

type Reply = Extract<ServerMessage, { t: 'ok' | 'refused' }>;

export class TestClient {
  readonly lines: string[] = [];
  readonly messages: ServerMessage[] = [];
  private readonly waiters = new Set<{ test(m: ServerMessage): boolean; resolve(m: ServerMessage): void }>();
  private nextId = 1;
  closed: { code: number; reason: string } | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.t === 'events') for (const e of message.events) this.lines[e.seq] = e.line;
      this.messages.push(message);
      for (const w of [...this.waiters]) {
        if (w.test(message)) {
          this.waiters.delete(w);
          w.resolve(message);
        }
      }
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  /** Connects to game `id` on `base` (`ws://127.0.0.1:port`) and says hello. */
  static async connect(base: string, id: string, token?: string, after = -1): Promise<TestClient> {
    const socket = new WebSocket(`${base}/api/games/${id}/socket`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new TestClient(socket);
    const welcome = client.waitFor((m) => m.t === 'welcome' || m.t === 'refused');
    const events = client.waitFor((m) => m.t === 'events' || m.t === 'refused');
    client.send({ t: 'hello', ...(token !== undefined ? { token } : {}), after });
    const first = await welcome;
    if (first.t === 'refused') throw new Error(first.error);
    await events;
    return client;
  }

  /** The last sequence number held. */
  version(): number {
    return this.lines.length - 1;
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer): void {
    this.socket.send(data);
  }

  waitFor(test: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const waiter = { test, resolve: (m: ServerMessage) => (clearTimeout(timer), resolve(m)) };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no message came in ${timeoutMs} ms; last: ${JSON.stringify(this.messages.at(-1))}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Waits until this client holds the line with sequence number `seq`. */
  async until(seq: number, timeoutMs = 10_000): Promise<void> {
    if (this.lines[seq] !== undefined) return;
    await this.waitFor(() => this.lines[seq] !== undefined, timeoutMs);
  }

  /** Sends an action made at the version this client holds; its answer. */
  act(action: { t: 'move'; move: string } | { t: 'resign' } | { t: 'draw' } | { t: 'decline' } | { t: 'rematch' }, version = this.version()): Promise<Reply> {
    const id = this.nextId++;
    const reply = this.waitFor((m) => (m.t === 'ok' || m.t === 'refused') && m.id === id) as Promise<Reply>;
    this.send({ ...action, id, ...(action.t === 'decline' || action.t === 'rematch' ? {} : { version }) });
    return reply;
  }

  close(): void {
    this.socket.close();
  }
}
