// The shared event store: PostgreSQL, so that several server processes can serve the same games.
// The contract is store.ts's: the (game, seq) primary key is the optimistic concurrency, and an
// append is committed (synchronous commit) before its promise resolves.
//
// Fan-out across processes is LISTEN/NOTIFY: an append sends `pg_notify(channel, 'id:version')`
// inside its own transaction, so the notification is delivered exactly when (and only if) the
// rows are committed. Each store keeps one dedicated client LISTENing on the channel and calls
// its listeners for every notification sent by some other connection. Its own appends it
// announces directly, after the commit and before the promise resolves (as the SQLite store does),
// and it recognises its own notifications by the sending backend's process id, so no listener is
// called twice for one append.
//
// Notifications sent while the listening connection is down (a server restart, a network cut) are
// lost, so after listening again the store announces the current version of every game it has
// recently read or written; listeners ignore a version they already hold.
import pg from 'pg';
import type { AppendListener, AppendResult, EventStore, GameMeta, StoredEvent } from './store.ts';
import { UnknownGame } from './store.ts';

export interface PostgresStoreOptions {
  /**
   * A schema of its own (created if missing, then the connections' search_path): lets tests, or
   * several deployments, share one database. Lowercase letters, digits and `_`, at most 40.
   */
  readonly schema?: string;
}

const TABLES = `
CREATE TABLE IF NOT EXISTS games (
  id text PRIMARY KEY,
  game text NOT NULL,
  created bigint NOT NULL,
  meta jsonb NOT NULL,
  rematch text
);
CREATE TABLE IF NOT EXISTS events (
  game_id text NOT NULL REFERENCES games (id),
  seq integer NOT NULL CHECK (seq >= 0),
  line text NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (game_id, seq)
);
`;

/** The SQLSTATE of a unique violation: a concurrent writer stored that sequence number first. */
const UNIQUE_VIOLATION = '23505';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,39}$/;
/** How long the listening client waits before reconnecting, doubled after each failure up to the maximum. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;
/** How many recently used games the store remembers, to catch them up after a reconnection. */
const RECENT_GAMES = 10_000;

export class PostgresStore implements EventStore {
  readonly kind = 'postgres';
  private readonly listeners = new Set<AppendListener>();
  /** The backend process ids of this store's pool: notifications from them were announced already. */
  private readonly ownBackends = new Set<number>();
  private listener: pg.Client | undefined;
  /** Games this store recently read or wrote (those its process serves), oldest first: a Map keeps insertion order. */
  private readonly recent = new Map<string, true>();
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private closed = false;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly config: pg.ClientConfig,
    /** The NOTIFY channel: one per schema, so stores in different schemas never hear each other. */
    readonly channel: string,
    /** Whether the server's default would acknowledge commits before they are on disk (then each write asks for a synchronous commit). */
    private readonly forceSyncCommit: boolean,
  ) {
    pool.on('connect', (client) => {
      const pid = (client as pg.PoolClient & { processID?: number }).processID;
      if (pid !== undefined) this.ownBackends.add(pid);
    });
    pool.on('remove', (client) => {
      const pid = (client as pg.PoolClient & { processID?: number }).processID;
      if (pid !== undefined) this.ownBackends.delete(pid);
    });
    // An idle client's connection dropped: the pool discards it; nothing was in flight.
    pool.on('error', (e) => console.error(`PostgreSQL event store: an idle connection failed: ${e.message}`));
  }

  /** Connects, creates the schema and tables if missing, and starts listening for other processes' appends. */
  static async open(connectionString: string, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
    const { schema } = options;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
      throw new Error(`PostgreSQL event store: the schema name ${JSON.stringify(schema)} is not lowercase letters, digits and _ (at most 40)`);
    }
    if (schema !== undefined && connectionOptionsOf(connectionString) !== undefined) {
      throw new Error('PostgreSQL event store: give the schema either as the schema option or in the connection string\'s options, not both');
    }
    const config: pg.ClientConfig = { connectionString, ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}) };
    const pool = new pg.Pool({ ...config, max: 10 });
    try {
      if (schema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await createTables(pool);
      const mode = (await pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]?.synchronous_commit;
      const store = new PostgresStore(pool, config, `rulebook_events${schema !== undefined ? `_${schema}` : ''}`, mode === 'off');
      // The clients the queries above opened were connected before the store watched the pool.
      await store.rememberIdleBackends();
      await store.listen();
      return store;
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw new Error(`PostgreSQL event store: could not open ${redacted(connectionString)}: ${messageOf(e)}`);
    }
  }

  async createGame(meta: GameMeta, startLine: string, at: number): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('INSERT INTO games (id, game, created, meta) VALUES ($1, $2, $3, $4)', [meta.id, meta.game, meta.created, JSON.stringify(meta)]);
      await client.query('INSERT INTO events (game_id, seq, line, at) VALUES ($1, 0, $2, $3)', [meta.id, startLine, at]);
      await client.query('SELECT pg_notify($1, $2)', [this.channel, `${meta.id}:0`]);
    });
    this.touch(meta.id);
    this.announce(meta.id, 0);
  }

  async getGame(id: string): Promise<GameMeta | undefined> {
    this.touch(id);
    const { rows } = await this.pool.query<{ meta: GameMeta }>('SELECT meta FROM games WHERE id = $1', [id]);
    return rows[0]?.meta;
  }

  async append(id: string, expected: number, lines: readonly string[], at: number): Promise<AppendResult> {
    // One statement, so one round trip and one commit: the version check, the insert (only when the
    // check holds) and the notification (only when something was inserted). Two writers can both
    // pass the check; the primary key lets only one of them insert (the other's unique violation is
    // the conflict below). A server whose commits are not synchronous gets a transaction that asks.
    const APPEND = `WITH last AS (SELECT max(seq) AS m FROM events WHERE game_id = $1),
      ins AS (
        INSERT INTO events (game_id, seq, line, at)
        SELECT $1, $2::integer + n::integer, line, $4 FROM unnest($3::text[]) WITH ORDINALITY AS t (line, n)
        WHERE (SELECT m FROM last) = $2::integer
        RETURNING seq),
      notified AS (SELECT pg_notify($5, $1 || ':' || ($2::integer + $6::integer)) FROM (SELECT 1 FROM ins LIMIT 1) AS one)
      SELECT (SELECT m FROM last) AS last, (SELECT count(*) FROM notified)::integer AS notified`;
    const params = [id, expected, lines, at, this.channel, lines.length];
    const run = async (client: pg.Pool | pg.PoolClient): Promise<AppendResult> => {
      const { rows } = await client.query<{ last: number | null; notified: number }>(APPEND, params);
      const last = rows[0]?.last ?? null;
      if (last === null) throw new UnknownGame(id);
      if (last !== expected) return { ok: false, conflict: true, version: last };
      return { ok: true, version: expected + lines.length };
    };
    const result = await (this.forceSyncCommit ? this.transaction(run) : run(this.pool)).catch(async (e: unknown) => {
      if (!isUniqueViolation(e)) throw e;
      // The other writer has committed (PostgreSQL made this insert wait for it): report its version.
      const last = await lastSeq(this.pool, id);
      return { ok: false, conflict: true, version: last ?? expected } satisfies AppendResult;
    });
    this.touch(id);
    if (result.ok) this.announce(id, result.version);
    return result;
  }

  async read(id: string, after = -1): Promise<StoredEvent[]> {
    this.touch(id);
    const { rows } = await this.pool.query<{ seq: number; line: string; at: string }>(
      'SELECT seq, line, at FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq',
      [id, after],
    );
    // bigint arrives as text (it may exceed a double); milliseconds since the epoch do not.
    return rows.map(({ seq, line, at }) => ({ seq, line, at: Number(at) }));
  }

  async setRematch(id: string, next: string): Promise<string> {
    const { rows } = await this.pool.query<{ rematch: string }>(
      'UPDATE games SET rematch = coalesce(rematch, $1) WHERE id = $2 RETURNING rematch',
      [next, id],
    );
    if (rows[0] === undefined) throw new UnknownGame(id);
    return rows[0].rematch;
  }

  async rematchOf(id: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ rematch: string | null }>('SELECT rematch FROM games WHERE id = $1', [id]);
    return rows[0]?.rematch ?? undefined;
  }

  onAppend(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await Promise.all([listener?.end().catch(() => undefined), this.pool.end()]);
  }

  /** Whether the listening connection is up (false while it reconnects). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** Calls every listener; one that throws does not keep the others from hearing. */
  private announce(id: string, version: number): void {
    for (const listener of this.listeners) {
      try {
        listener(id, version);
      } catch (e) {
        console.error(`PostgreSQL event store: a listener failed on ${id}:${version}: ${messageOf(e)}`);
      }
    }
  }

  /** A notification on the channel: announced unless this store's own pool sent it (announced at its commit). */
  private received(message: pg.Notification): void {
    if (this.closed || message.channel !== this.channel || this.ownBackends.has(message.processId)) return;
    const payload = message.payload ?? '';
    const colon = payload.lastIndexOf(':');
    const version = Number(payload.slice(colon + 1));
    if (colon <= 0 || !Number.isInteger(version)) {
      console.error(`PostgreSQL event store: ignored a notification on ${this.channel} that is not id:version: ${JSON.stringify(payload)}`);
      return;
    }
    this.announce(payload.slice(0, colon), version);
  }

  /** Opens the dedicated listening client; resolves once LISTEN is in effect. */
  private async listen(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => this.received(message));
    client.on('error', (e) => this.dropped(client, e));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (e) {
      await client.end().catch(() => undefined);
      throw e;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.reconnectDelay = RECONNECT_FIRST_MS;
  }

  /** Remembers `id` as the most recently used game, forgetting the oldest past the limit. */
  private touch(id: string): void {
    this.recent.delete(id);
    this.recent.set(id, true);
    if (this.recent.size > RECENT_GAMES) this.recent.delete(this.recent.keys().next().value!);
  }

  /** After listening again: each recent game's current version, for what was missed while deaf. */
  private async catchUp(): Promise<void> {
    const ids = [...this.recent.keys()];
    if (ids.length === 0 || this.closed) return;
    const { rows } = await this.pool.query<{ game_id: string; last: number }>(
      'SELECT game_id, max(seq) AS last FROM events WHERE game_id = ANY($1::text[]) GROUP BY game_id',
      [ids],
    );
    if (!this.closed) for (const { game_id, last } of rows) this.announce(game_id, last);
  }

  /**
   * The listening connection failed or ended (server restart, a terminated backend): listen again,
   * waiting longer after each failed attempt. Notifications sent while it was down are not replayed.
   */
  private dropped(client: pg.Client, error?: Error): void {
    if (this.closed || this.listener !== client) return;
    this.listener = undefined;
    console.error(`PostgreSQL event store: the connection listening on ${this.channel} dropped${error ? ` (${error.message})` : ''}; reconnecting`);
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(delay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.listen().then(
        () =>
          this.catchUp().catch((e) => {
            console.error(`PostgreSQL event store: catching up after listening again on ${this.channel} failed: ${messageOf(e)}`);
          }),
        (e) => {
          console.error(`PostgreSQL event store: listening on ${this.channel} again failed (${messageOf(e)}); retrying in ${this.reconnectDelay} ms`);
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  /** Records the process ids of the pool's idle clients (those connected before the store watched the pool). */
  private async rememberIdleBackends(): Promise<void> {
    const client = await this.pool.connect();
    try {
      const pid = (client as pg.PoolClient & { processID?: number }).processID;
      if (pid !== undefined) this.ownBackends.add(pid);
    } finally {
      client.release();
    }
  }

  /** Runs `work` in one transaction on one pooled client: committed before it resolves, rolled back if it throws. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      if (this.forceSyncCommit) await client.query('SET LOCAL synchronous_commit = on');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }
}

async function createTables(pool: pg.Pool): Promise<void> {
  // Two processes opening a new database at once may both try to create the tables: an
  // advisory lock for the transaction lets one create them and the other find them.
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.rulebook_tables'))");
    await client.query(TABLES);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

/** The game's last sequence number, or undefined when there is no such game (every game has its line 0). */
async function lastSeq(db: pg.Pool | pg.PoolClient, id: string): Promise<number | undefined> {
  const { rows } = await db.query<{ last: number | null }>('SELECT max(seq) AS last FROM events WHERE game_id = $1', [id]);
  return rows[0]?.last ?? undefined;
}

function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** The `options` parameter of a URL-style connection string, if it has one. */
function connectionOptionsOf(connectionString: string): string | undefined {
  try {
    return new URL(connectionString).searchParams.get('options') ?? undefined;
  } catch {
    return undefined;
  }
}

/** The connection string without its password, for messages. */
function redacted(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return 'the database';
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
