// One game's room: the game as stored, the clients connected to it (two seats, any number of
// spectators), the standing offers and the clocks. Everything that changes the game runs one at a
// time (`serial`): check against the game, append at the version checked, then tell everyone. A
// move is acknowledged only after the store has committed it.
import { other, type Side } from './sides.ts';
import { Clock, clockSpecOf } from './clock.ts';
import type { Action, LiveGame } from './live-game.ts';
import type { ClientMessage, RoomState, ServerMessage } from './protocol.ts';
import { isSeat, rematchToken } from './seats.ts';
import type { EventStore, GameMeta } from './store/store.ts';

/** A connected client, as the room sees it. */
export interface Client {
  send(message: ServerMessage): void;
  seat: Side | null;
  /** The seat's token (kept for a rematch's seats). */
  token?: string;
  /** Whether its hello was taken. */
  joined: boolean;
}

/** What a room asks of the server around it. */
export interface RoomHost {
  readonly store: EventStore;
  now(): number;
  /** The computer's move in the game (its decision text), or undefined when it has none. */
  computerMove?(game: LiveGame, level: number): Promise<string | undefined>;
  /** Creates the rematch of `room`'s game with these seats' tokens (new game id). */
  createRematch(room: Room, tokens: Partial<Record<Side, string>>): Promise<string>;
  /** The room's last client left: it may be released (rooms.ts) once `idle()` still holds a while later. */
  left?(room: Room): void;
}

export class Room {
  readonly clients = new Set<Client>();
  private drawOffer: Side | null = null;
  private rematchOffer: { side: Side; token: string } | null = null;
  private rematch: string | undefined;
  private readonly clock: Clock | undefined;
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();
  private thinking = false;
  /** The version this room's own append in flight will reach (its notification needs no sync). */
  private appending = -1;
  closed = false;

  constructor(
    private readonly host: RoomHost,
    readonly meta: GameMeta,
    readonly game: LiveGame,
    /** When each stored line was stored (index: sequence number). */
    private readonly times: number[],
    rematch?: string,
  ) {
    this.rematch = rematch;
    if (meta.clock !== undefined) {
      this.clock = new Clock(meta.clock);
      for (let seq = 1; seq < game.lines.length; seq++) this.clockEvent(seq, times[seq]!);
    }
    this.afterChange();
  }

  get id(): string {
    return this.meta.id;
  }

  /** Runs `work` after everything queued before it; errors are the caller's. */
  serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** A client's hello: its seat checked, then the lines it lacks and the room. */
  join(client: Client, hello: Extract<ClientMessage, { t: 'hello' }>): void {
    if (this.closed) return client.send({ t: 'refused', id: null, error: 'the room was closed; connect again' });
    if (client.joined) return client.send({ t: 'refused', id: null, error: 'hello: already said; send it once per connection' });
    let seat: Side | null = null;
    if (hello.token !== undefined) {
      if (isSeat(hello.token, this.meta.whiteHash)) seat = 'white';
      else if (isSeat(hello.token, this.meta.blackHash)) seat = 'black';
      else return client.send({ t: 'refused', id: null, error: 'token: not a seat of this game; without a token you may watch' });
    }
    client.seat = seat;
    if (hello.token !== undefined) client.token = hello.token;
    client.joined = true;
    this.clients.add(client);
    client.send({
      t: 'welcome',
      game: this.meta.game,
      seat,
      ...(this.meta.clock !== undefined ? { clock: clockSpecOf(this.meta.clock) } : {}),
      ...(this.meta.computer !== undefined ? { computer: this.meta.computer } : {}),
    });
    const after = Math.min(hello.after, this.game.version());
    if (hello.after > this.game.version()) client.send({ t: 'refused', id: null, error: `after: the game has only ${this.game.version()} events; sending the whole log` });
    const from = hello.after > this.game.version() ? -1 : after;
    client.send({ t: 'events', events: this.game.lines.slice(from + 1).map((line, i) => ({ seq: from + 1 + i, line })) });
    // A finished game stays visible: a rematch made meanwhile is given when its seat asks (`rematch`).
    this.broadcastRoom();
  }

  leave(client: Client): void {
    if (!this.clients.delete(client)) return;
    this.broadcastRoom();
    if (this.clients.size === 0) this.host.left?.(this);
  }

  /**
   * Whether the room holds nothing the store does not: no client, no append or computer move on
   * its way, no clock to watch (offers lapse with their players' absence).
   */
  idle(): boolean {
    return this.clients.size === 0 && !this.thinking && this.appending === -1 && this.timer === undefined;
  }

  /** A joined client's message (hello apart). */
  handle(client: Client, message: Exclude<ClientMessage, { t: 'hello' }>): Promise<void> {
    return this.serial(async () => {
      const refuse = (error: string) => client.send({ t: 'refused', id: message.id, error });
      const seat = client.seat;
      if (seat === null) return refuse('spectators watch: a spectator cannot play; a seat needs its token');
      const end = this.game.end();
      if (message.t === 'rematch') return this.askRematch(client, seat, message.id);
      if (end !== undefined) return refuse(`the game is over (${end.words})`);
      if (message.t === 'decline') {
        if (this.drawOffer !== other(seat)) return refuse('decline: there is no draw offer from your opponent');
        this.drawOffer = null;
        client.send({ t: 'ok', id: message.id, version: this.game.version() });
        return this.broadcastRoom();
      }
      if (message.version !== this.game.version()) {
        return refuse(`version: your ${message.t} was made at version ${message.version}, the game is at ${this.game.version()}; nothing was stored`);
      }
      if (this.flagged()) return refuse('your time ran out');
      if (message.t === 'draw' && this.drawOffer !== other(seat)) {
        if (this.drawOffer === seat) return refuse('draw: you have already offered a draw');
        this.drawOffer = seat;
        client.send({ t: 'ok', id: message.id, version: this.game.version() });
        return this.broadcastRoom();
      }
      if (message.t === 'move' && this.game.turn() !== seat) return refuse(`move: it is ${this.game.turn() === 'white' ? 'White' : 'Black'}'s turn`);
      const action: Action = message.t === 'move' ? { type: 'move', text: message.move } : message.t === 'resign' ? { type: 'resign', player: seat } : { type: 'draw' };
      const stored = await this.store(action);
      if (!stored.ok) return refuse(stored.error);
      client.send({ t: 'ok', id: message.id, version: this.game.version() });
    });
  }

  /** Checks and stores an action at the game's version, then tells everyone. */
  private async store(action: Action): Promise<{ ok: true } | { ok: false; error: string }> {
    const prepared = this.game.prepare(action);
    if (!prepared.ok) return prepared;
    const before = this.game.version();
    const at = this.host.now();
    this.appending = before + prepared.value.lines.length;
    const appended = await this.host.store.append(this.id, before, prepared.value.lines, at).finally(() => {
      this.appending = -1;
    });
    if (!appended.ok) {
      // Another server process stored an event first (PostgreSQL): take it, refuse this one.
      await this.sync();
      return { ok: false, error: `version: another event was stored first; the game is at version ${this.game.version()}; nothing was stored` };
    }
    prepared.value.commit();
    for (let seq = before + 1; seq <= this.game.version(); seq++) this.times[seq] = at;
    if (this.clock !== undefined) for (let seq = before + 1; seq <= this.game.version(); seq++) this.clockEvent(seq, at);
    if (action.type === 'move') this.drawOffer = null;
    this.broadcastLines(before);
    this.afterChange();
    return { ok: true };
  }

  /** The store has lines this room lacks (another process appended): take them. */
  async sync(): Promise<void> {
    const before = this.game.version();
    const more = await this.host.store.read(this.id, before);
    if (more.length === 0) return;
    const absorbed = this.game.absorb(more.map((e) => e.line));
    if (!absorbed.ok) throw new Error(`game ${this.id}: the store holds a line the rules refuse: ${absorbed.error}`);
    for (const e of more) {
      this.times[e.seq] = e.at;
      this.clockEvent(e.seq, e.at);
    }
    this.drawOffer = null;
    this.broadcastLines(before);
    this.afterChange();
  }

  /** A line was appended somewhere (maybe by this process): catch up in turn. */
  appended(version: number): void {
    if (version <= this.game.version() || version === this.appending) return;
    void this.serial(() => this.sync()).catch((e) => console.error(e instanceof Error ? e.message : e));
  }

  private clockEvent(seq: number, at: number): void {
    if (this.clock === undefined) return;
    if (this.game.reveals(seq)) return;
    this.clock.event(this.game.turns[seq - 1]!, this.game.turns[seq]!, at);
  }

  /** G5: whether the side to move has run out of time (it is then recorded, and the caller refused). */
  private flagged(): boolean {
    if (this.clock === undefined || !this.clock.started() || this.game.end() !== undefined) return false;
    const turn = this.game.turn();
    if (this.clock.remaining(turn, turn, this.host.now()) > 0) return false;
    void this.store({ type: 'timeout', player: turn });
    return true;
  }

  /** After the game changed (or was loaded): the timer for a flag, the computer's turn. */
  private afterChange(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.closed || this.game.end() !== undefined) return;
    if (this.clock !== undefined && this.clock.started()) {
      const turn = this.game.turn();
      const left = this.clock.remaining(turn, turn, this.host.now());
      // Looked at again at least every second, so a flag falls within a second of the clock's zero.
      this.timer = setTimeout(() => void this.serial(async () => (this.flagged() ? undefined : this.afterChange())), Math.min(Math.max(0, left) + 20, 1000));
      this.timer.unref();
    }
    const computer = this.meta.computer;
    if (computer !== undefined && this.game.turn() === computer.side && !this.thinking && this.host.computerMove !== undefined) {
      this.thinking = true;
      const version = this.game.version();
      void this.host
        .computerMove(this.game, computer.level)
        .then((move) =>
          this.serial(async () => {
            this.thinking = false;
            if (move === undefined || this.closed || this.game.version() !== version || this.game.end() !== undefined) return this.afterChange();
            if (this.flagged()) return;
            const stored = await this.store({ type: 'move', text: move });
            if (!stored.ok) console.error(`game ${this.id}: the computer's move ${move} was refused: ${stored.error}`);
          }),
        )
        .catch((e) => {
          this.thinking = false;
          console.error(`game ${this.id}: the computer failed: ${e instanceof Error ? e.message : String(e)}`);
        });
    }
  }

  private async askRematch(client: Client, seat: Side, id: number): Promise<void> {
    const refuse = (error: string) => client.send({ t: 'refused', id, error });
    if (this.game.end() === undefined) return refuse('rematch: the game is not over');
    if (this.rematch !== undefined) {
      client.send({ t: 'ok', id, version: this.game.version() });
      return this.sendRematch(client, this.rematch);
    }
    if (client.token === undefined) return refuse('rematch: a seat needs its token');
    const offer = this.rematchOffer;
    if (this.meta.computer === undefined && (offer === null || offer.side === seat)) {
      this.rematchOffer = { side: seat, token: client.token };
      client.send({ t: 'ok', id, version: this.game.version() });
      return this.broadcastRoom();
    }
    const tokens: Partial<Record<Side, string>> = { [seat]: client.token };
    if (offer !== null) tokens[offer.side] = offer.token;
    this.rematch = await this.host.createRematch(this, tokens);
    this.rematchOffer = null;
    client.send({ t: 'ok', id, version: this.game.version() });
    for (const c of this.clients) this.sendRematch(c, this.rematch);
    this.broadcastRoom();
  }

  private sendRematch(client: Client, game: string): void {
    const side = client.seat === null ? null : other(client.seat);
    client.send({ t: 'rematch', game, side, ...(client.token !== undefined ? { token: rematchToken(client.token) } : {}) });
  }

  roomState(): RoomState {
    const present = (side: Side) => (this.meta.computer?.side === side ? true : [...this.clients].some((c) => c.seat === side));
    const now = this.host.now();
    return {
      presence: { white: present('white'), black: present('black') },
      spectators: [...this.clients].filter((c) => c.seat === null).length,
      drawOffer: this.drawOffer,
      rematchOffer: this.rematchOffer?.side ?? null,
      clock: this.clock === undefined ? null : this.clock.state(this.game.end() === undefined ? this.game.turn() : null, now),
    };
  }

  private broadcastRoom(): void {
    const state = { t: 'room', ...this.roomState() } as const;
    for (const c of this.clients) c.send(state);
  }

  private broadcastLines(before: number): void {
    const events = this.game.lines.slice(before + 1).map((line, i) => ({ seq: before + 1 + i, line }));
    for (const c of this.clients) c.send({ t: 'events', events });
    this.broadcastRoom();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }
}
