// A game's WebSocket with nothing said yet, for the tests that send what a well-behaved client
// never would: frames before hello, binary frames, frames too long. It keeps every message and
// how the socket closed.
import WebSocket from 'ws';
import type { ServerMessage } from '../src/protocol.ts';

export class RawSocket {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<{ test(m: ServerMessage): boolean; resolve(m: ServerMessage): void }>();

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.messages.push(message);
      for (const w of [...this.waiters]) if (w.test(message)) (this.waiters.delete(w), w.resolve(message));
    });
    socket.on('error', () => undefined);
  }

  static async open(base: string, game: string): Promise<RawSocket> {
    const socket = new WebSocket(`${base}/api/games/${game}/socket`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new RawSocket(socket);
  }

  send(data: string | Buffer, binary = false): void {
    this.socket.send(data, { binary });
  }

  /** The next message that passes `test` (already received ones count from `from`). */
  next(test: (m: ServerMessage) => boolean, timeoutMs = 5_000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no such message in ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`));
      }, timeoutMs);
      const waiter = { test, resolve: (m: ServerMessage) => (clearTimeout(timer), resolve(m)) };
      this.waiters.add(waiter);
    });
  }

  /** The next `refused`, its error. */
  async refusal(): Promise<string> {
    const m = await this.next((m) => m.t === 'refused');
    return (m as Extract<ServerMessage, { t: 'refused' }>).error;
  }

  close(): void {
    this.socket.close();
  }
}
