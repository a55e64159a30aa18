// One game of the load benchmark: two players on their own sockets (to one server or to two),
// playing an example's moves in turn after a thinking time, and starting a new game when it ends.
// It measures, for each move, the time from the mover's send to the opponent's receipt of its
// line. Erasable TypeScript only: `node bench/load.ts` runs it without a build step.
import WebSocket from 'ws';
import type { NewGameResponse, ServerMessage, Side } from '../src/protocol.ts';
import type { Script } from '../test/scripts.ts';

export interface Meter {
  /** Whether receipts are counted now (the measuring window). */
  counting: boolean;
  latencies: number[];
  moves: number;
  refused: number;
  /** Sockets closed by the server or failed. */
  lost: number;
  gamesStarted: number;
  errors: string[];
}

export interface GameHost {
  /** Creates a game on the first server; the response. */
  create(script: Script): Promise<NewGameResponse>;
  /** The socket address each side connects to, for this game's number. */
  base(side: Side, index: number): string;
  readonly think: () => number;
  readonly nextScript: () => Script;
}

const tokenOf = (link: string): string => new URL(link).hash.replace(/^#seat=/, '');

export class LoadGame {
  private script!: Script;
  private sockets: Partial<Record<Side, WebSocket>> = {};
  private held = 0;
  private sentAt: number[] = [];
  private nextId = 1;
  private timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private host: GameHost;
  private meter: Meter;
  private index: number;

  constructor(host: GameHost, meter: Meter, index: number) {
    this.host = host;
    this.meter = meter;
    this.index = index;
  }

  /** Creates a game and connects both players; resolves when both have said hello and been answered. */
  async start(): Promise<void> {
    this.script = this.host.nextScript();
    const created = await this.host.create(this.script);
    this.meter.gamesStarted++;
    this.held = 0;
    this.sentAt = [];
    const tokens: Record<Side, string> = { white: created.token, black: tokenOf(created.links.invite!) };
    await Promise.all((['white', 'black'] as const).map((side) => this.connect(created.id, side, tokens[side])));
    this.maybeMove();
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    for (const s of Object.values(this.sockets)) s?.terminate();
  }

  private connect(game: string, side: Side, token: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.host.base(side, this.index)}/api/games/${game}/socket`, { perMessageDeflate: false });
      this.sockets[side] = socket;
      let welcomed = false;
      socket.on('open', () => socket.send(JSON.stringify({ t: 'hello', token, after: -1 })));
      socket.on('error', (e) => {
        if (!welcomed) reject(new Error(`${side} of game ${game}: ${e.message}`));
      });
      socket.on('close', () => {
        if (!this.stopped && this.sockets[side] === socket) {
          this.meter.lost++;
          this.meter.errors.push(`${side} of game ${game}: the socket closed`);
        }
      });
      socket.on('message', (data) => {
        const m = JSON.parse(data.toString()) as ServerMessage;
        if (m.t === 'events') {
          if (!welcomed) {
            welcomed = true;
            resolve();
          }
          this.received(side, m.events);
        } else if (m.t === 'refused') {
          this.meter.refused++;
          if (this.meter.errors.length < 20) this.meter.errors.push(`${side} of game ${game}: refused: ${m.error}`);
        }
      });
    });
  }

  /** Lines arrived at `side`: a receipt of the opponent's move is a measured move. */
  private received(side: Side, events: readonly { seq: number }[]): void {
    if (this.sockets[side] === undefined) return;
    const now = performance.now();
    for (const e of events) {
      const ply = this.script.plies[e.seq - 1];
      if (ply === undefined || ply.player === side) continue;
      const sent = this.sentAt[e.seq];
      if (sent !== undefined && sent >= 0 && this.meter.counting) {
        this.meter.latencies.push(now - sent);
        this.meter.moves++;
      }
      if (e.seq > this.held) this.held = e.seq;
    }
    if (this.held === this.script.plies.length) return void this.restart();
    this.maybeMove();
  }

  /** After its thinking time, the side to move sends the example's next move. */
  private maybeMove(): void {
    const seq = this.held + 1;
    const ply = this.script.plies[seq - 1];
    if (ply === undefined || this.sentAt[seq] !== undefined || this.stopped) return;
    this.sentAt[seq] = -1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const socket = this.sockets[ply.player];
      if (this.stopped || socket === undefined || socket.readyState !== WebSocket.OPEN) return;
      this.sentAt[seq] = performance.now();
      socket.send(JSON.stringify({ t: 'move', id: this.nextId++, version: seq - 1, move: ply.move }));
    }, this.host.think());
    this.timers.add(timer);
  }

  /** The game ended: both players leave it and start the next one. */
  private restart(): void {
    const old = this.sockets;
    this.sockets = {};
    for (const s of Object.values(old)) s?.close();
    if (this.stopped) return;
    this.start().catch((e: Error) => this.meter.errors.push(`a new game: ${e.message}`));
  }
}
