// The event store: every game is its log, one row per line, keyed by (game, sequence number).
// Sequence 0 is the start line; sequence k is the log's line k + 1 (the event of ply k, or
// Chakart's reveal). The key's uniqueness is the optimistic concurrency: an append names the
// version it expects (the last sequence number its writer saw) and inserts the next numbers, so a
// second writer at the same version collides with the first and is refused. Both stores (SQLite
// in sqlite.ts, PostgreSQL in postgres.ts) keep this contract; the tests run against both.

/** One stored line of a game's log. */
export interface StoredEvent {
  readonly seq: number;
  /** The log line, byte for byte what the CLI writes (no line break). */
  readonly line: string;
  /** When it was stored (ms since the epoch): the clocks are kept from these. */
  readonly at: number;
}

/** A time control: minutes for the game and seconds added after each move. */
export interface TimeControl {
  readonly initialMs: number;
  readonly incrementMs: number;
}

/** What the server keeps about a game besides its log. */
export interface GameMeta {
  /** 128-bit random id, URL-safe base64 (22 characters). */
  readonly id: string;
  /** The game's name (`chakra`, `shakti`, `medea`, `chakart`). */
  readonly game: string;
  readonly created: number;
  /** SHA-256 (hex) of each seat's secret token; the tokens themselves are never stored. */
  readonly whiteHash: string;
  readonly blackHash: string;
  /** A seat the server plays: the computer's level (1-8), or absent. */
  readonly computer?: { readonly side: 'white' | 'black'; readonly level: number };
  /** Chakart: the secret seed (64 hex) the outcomes are drawn from, until the reveal publishes it. */
  readonly secret?: string;
  readonly clock?: TimeControl;
  /** The game this one is a rematch of. */
  readonly rematchOf?: string;
  /** What the game was created with (its options as asked), for a rematch. */
  readonly request: {
    readonly game: string;
    readonly options?: Readonly<Record<string, unknown>>;
    readonly white?: string;
    readonly black?: string;
  };
}

export type AppendResult =
  | { readonly ok: true; readonly version: number }
  /** Another writer stored an event at that version first; `version` is the store's latest. */
  | { readonly ok: false; readonly conflict: true; readonly version: number };

/** A game was appended to (by this process or, through PostgreSQL, by another): `version` is its last sequence number. */
export type AppendListener = (game: string, version: number) => void;

export interface EventStore {
  /** Which store this is, for messages and benchmarks. */
  readonly kind: 'sqlite' | 'postgres';
  /** Stores a new game and its start line (sequence 0), durably. */
  createGame(meta: GameMeta, startLine: string, at: number): Promise<void>;
  getGame(id: string): Promise<GameMeta | undefined>;
  /**
   * Appends `lines` as sequence numbers `expected + 1 …`, durably (committed before the promise
   * resolves), or refuses all of them when the game's last sequence number is not `expected`.
   */
  append(id: string, expected: number, lines: readonly string[], at: number): Promise<AppendResult>;
  /** The lines after sequence number `after` (-1: the whole log), in order. */
  read(id: string, after?: number): Promise<StoredEvent[]>;
  /** Records that `next` is the rematch of `id` (once: a second call keeps the first and returns it). */
  setRematch(id: string, next: string): Promise<string>;
  /** The rematch of a game, if one was made. */
  rematchOf(id: string): Promise<string | undefined>;
  /** Called after every append to any game, by any process sharing the store. Returns the unsubscribe. */
  onAppend(listener: AppendListener): () => void;
  close(): Promise<void>;
}

/** The error a store throws when a game id is unknown to `append`. */
export class UnknownGame extends Error {
  constructor(readonly id: string) {
    super(`no game ${id}`);
  }
}
