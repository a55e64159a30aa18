// One seat of a scripted game, played by a client that survives the server: when its socket closes
// it connects again by itself (to wherever the server now is) and says hello with the last
// sequence number it holds, takes the lines it lacks, and goes on. A move whose answer was lost
// with the connection is "in doubt": the lines after the reconnect tell whether it was stored, and
// if not it is sent again. Everything it sees that a durable store forbids is an anomaly.
import WebSocket from 'ws';
import type { ServerMessage, Side } from '../src/protocol.ts';
import type { Script } from './scripts.ts';

export interface PlayerOptions {
  /** Where the server is now (`ws://127.0.0.1:port`), asked at every (re)connection. */
  readonly base: () => string;
  readonly game: string;
  readonly token: string;
  readonly side: Side;
  readonly script: Script;
  /** Milliseconds to think before each move. */
  readonly think: () => number;
  /** Milliseconds between attempts to reconnect. */
  readonly retryMs?: number;
}

export class Player {
  readonly lines: string[] = [];
  /** The moves the server said `ok` to: the sequence number it gave and the move. */
  readonly acked: { seq: number; move: string }[] = [];
  readonly refusals: string[] = [];
  readonly anomalies: string[] = [];
  connections = 0;
  /** Moves sent whose answer never came because the connection was lost. */
  inDoubt = 0;
  /** Moves sent again after a reconnect (their first sending was not stored). */
  resent = 0;
  readonly done: Promise<void>;
  private finish!: () => void;
  private socket: WebSocket | undefined;
  private caughtUp = false;
  private pending: { id: number; seq: number; move: string } | undefined;
  private lastSent: number | undefined;
  private thinking: NodeJS.Timeout | undefined;
  private nextId = 1;
  private stopped = false;

  constructor(private readonly o: PlayerOptions) {
    this.done = new Promise((resolve) => (this.finish = resolve));
  }

  /** Whether this player holds the whole script. */
  finished(): boolean {
    return this.lines.length === this.o.script.lines.length && this.pending === undefined;
  }

  start(): void {
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.thinking);
    this.socket?.close();
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(`${this.o.base()}/api/games/${this.o.game}/socket`);
    this.socket = socket;
    this.caughtUp = false;
    socket.on('open', () => {
      this.connections++;
      socket.send(JSON.stringify({ t: 'hello', token: this.o.token, after: this.lines.length - 1 }));
    });
    socket.on('message', (data) => this.receive(JSON.parse(data.toString()) as ServerMessage));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      clearTimeout(this.thinking);
      this.thinking = undefined;
      if (this.pending !== undefined) this.inDoubt++;
      this.pending = undefined;
      if (!this.stopped) setTimeout(() => this.connect(), this.o.retryMs ?? 30);
    });
  }

  private receive(m: ServerMessage): void {
    if (m.t === 'events') {
      for (const e of m.events) {
        const held = this.lines[e.seq];
        if (held !== undefined && held !== e.line) this.anomalies.push(`seq ${e.seq}: held ${held}, sent ${e.line}`);
        if (e.seq > this.lines.length) this.anomalies.push(`seq ${e.seq} came while only ${this.lines.length - 1} was held (a gap)`);
        if (e.line !== this.o.script.lines[e.seq]) this.anomalies.push(`seq ${e.seq}: ${e.line} is not the example's line`);
        this.lines[e.seq] = e.line;
      }
      if (this.lastSent !== undefined && this.pending === undefined && this.lines.length <= this.lastSent) {
        // After a reconnect: the move in doubt was not stored; it will be sent again.
        this.resent++;
        this.lastSent = undefined;
      } else if (this.lastSent !== undefined && this.lines.length > this.lastSent) this.lastSent = undefined;
      this.caughtUp = true;
    } else if (m.t === 'ok') {
      if (this.pending === undefined || m.id !== this.pending.id) this.anomalies.push(`ok for id ${m.id}, which was not awaited`);
      else {
        if (m.version !== this.pending.seq) this.anomalies.push(`ok for seq ${this.pending.seq} said version ${m.version}`);
        this.acked.push({ seq: this.pending.seq, move: this.pending.move });
        this.pending = undefined;
        this.lastSent = undefined;
      }
    } else if (m.t === 'refused') {
      if (this.pending !== undefined && m.id === this.pending.id) {
        this.refusals.push(`seq ${this.pending.seq} ${this.pending.move}: ${m.error}`);
        this.pending = undefined;
      } else this.anomalies.push(`refused: ${m.error}`);
    }
    this.next();
  }

  /** Sends this side's next move after its thinking time, when it is this side's turn. */
  private next(): void {
    if (this.finished()) {
      this.finish();
      return;
    }
    if (!this.caughtUp || this.pending !== undefined || this.thinking !== undefined || this.refusals.length > 20) return;
    const seq = this.lines.length;
    const ply = this.o.script.plies[seq - 1];
    if (ply === undefined || ply.player !== this.o.side) return;
    const socket = this.socket;
    this.thinking = setTimeout(() => {
      this.thinking = undefined;
      if (socket !== this.socket || socket === undefined || socket.readyState !== WebSocket.OPEN || this.lines.length !== seq || this.pending !== undefined) return;
      const id = this.nextId++;
      this.pending = { id, seq, move: ply.move };
      this.lastSent = seq;
      socket.send(JSON.stringify({ t: 'move', id, version: seq - 1, move: ply.move }));
    }, this.o.think());
  }
}
