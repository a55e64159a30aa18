// The rooms a server process holds, loaded from the store when a game is first asked for (its log
// replayed through the rules), and told of every append the store reports (another process's,
// through PostgreSQL's notifications).
import type { GameName } from '@rulebook/notation';
import { clockSpecOf } from './clock.ts';
import { loadGame } from './live-game.ts';
import { createGame, rematchSeats } from './new-game.ts';
import { Room, type RoomHost } from './room.ts';
import { newToken } from './seats.ts';
import type { Side } from './sides.ts';
import type { EventStore } from './store/store.ts';

export class Rooms {
  private readonly rooms = new Map<string, Promise<Room | undefined>>();
  /** The rooms loaded, by game id (what `size` counts). */
  private readonly loaded = new Map<string, Room>();
  private readonly unsubscribe: () => void;
  readonly host: RoomHost;

  constructor(
    readonly store: EventStore,
    options: { readonly now?: () => number; readonly computerMove?: RoomHost['computerMove']; readonly idleMs?: number } = {},
  ) {
    const idleMs = options.idleMs ?? 30_000;
    const rooms = this;
    this.host = {
      store,
      now: options.now ?? Date.now,
      ...(options.computerMove !== undefined ? { computerMove: options.computerMove } : {}),
      // A room whose last client left is released after a while if still idle: memory follows the
      // games being played, not every game ever opened (the store has the rest).
      left(room: Room) {
        setTimeout(() => {
          if (!room.idle() || room.closed || rooms.loaded.get(room.id) !== room) return;
          room.close();
          rooms.loaded.delete(room.id);
          rooms.rooms.delete(room.id);
        }, idleMs).unref();
      },
      async createRematch(room: Room, tokens: Partial<Record<Side, string>>): Promise<string> {
        const meta = room.meta;
        const computer = meta.computer;
        // Colours swap; the computer keeps a seat of its own.
        const seats = rematchSeats({ white: tokens.white ?? newToken(), black: tokens.black ?? newToken() });
        const creator: Side = computer === undefined ? 'white' : computer.side;
        // The players' names (the log's White and Black tags) swap with their colours.
        const { white, black, ...asked } = meta.request;
        const request = {
          ...asked,
          ...(black !== undefined ? { white: black } : {}),
          ...(white !== undefined ? { black: white } : {}),
          ...(meta.clock !== undefined ? { clock: clockSpecOf(meta.clock) } : {}),
          ...(computer !== undefined ? { computer: computer.level } : {}),
        };
        const created = await createGame(store, request, creator, rooms.host.now(), { seats, rematchOf: meta.id });
        if (!created.ok) throw new Error(`rematch of ${meta.id}: ${created.error}`);
        return store.setRematch(meta.id, created.meta.id);
      },
    };
    this.unsubscribe = store.onAppend((id, version) => {
      const room = this.rooms.get(id);
      if (room !== undefined) void room.then((r) => r?.appended(version));
    });
  }

  /** The room of game `id`, loaded on first use; undefined when there is no such game. */
  get(id: string): Promise<Room | undefined> {
    let room = this.rooms.get(id);
    if (room === undefined) {
      room = this.load(id);
      this.rooms.set(id, room);
      room.then(
        (r) => r === undefined && this.rooms.delete(id),
        () => this.rooms.delete(id),
      );
    }
    return room;
  }

  private async load(id: string): Promise<Room | undefined> {
    const meta = await this.store.getGame(id);
    if (meta === undefined) return undefined;
    const events = await this.store.read(id);
    const game = loadGame(meta.game as GameName, events.map((e) => e.line), meta.secret);
    if (!game.ok) throw new Error(`game ${id}: its stored log does not replay: ${game.error}`);
    const rematch = await this.store.rematchOf(id);
    const room = new Room(this.host, meta, game.value, events.map((e) => e.at), rematch);
    this.loaded.set(id, room);
    return room;
  }

  /** How many rooms this process holds. */
  get size(): number {
    return this.loaded.size;
  }

  async close(): Promise<void> {
    this.unsubscribe();
    for (const room of this.rooms.values()) (await room.catch(() => undefined))?.close();
    this.rooms.clear();
    this.loaded.clear();
  }
}
