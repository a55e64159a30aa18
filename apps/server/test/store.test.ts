// The event store contract (store.ts), one suite run against both stores: SQLite on a file in a
// temporary folder, PostgreSQL in a schema of its own (pg-cluster.ts finds or starts the server,
// and fails rather than skips when there is none). Then what only PostgreSQL promises: several
// processes (here, several pools) sharing games, the key as the backstop of a race, the fan-out.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { PostgresStore } from '../src/store/postgres.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { UnknownGame, type EventStore, type GameMeta } from '../src/store/store.ts';
import { testSchema, type TestSchema } from './pg-cluster.ts';

/** One kind of store; `open` gives a new instance on the same storage each time (a restart, or another process). */
interface Backend {
  readonly kind: EventStore['kind'];
  setUp(): Promise<void>;
  open(): Promise<EventStore>;
  tearDown(): Promise<void>;
}

function sqliteBackend(): Backend {
  let dir: string | undefined;
  return {
    kind: 'sqlite',
    setUp: async () => void (dir = mkdtempSync(join(tmpdir(), 'rulebook-store-'))),
    open: async () => new SqliteStore(join(dir!, 'games.db')),
    tearDown: async () => void (dir !== undefined && rmSync(dir, { recursive: true, force: true })),
  };
}

let pgSchema: TestSchema | undefined;
const postgresBackend: Backend = {
  kind: 'postgres',
  setUp: async () => void (pgSchema = await testSchema()),
  open: () => PostgresStore.open(pgSchema!.url, { schema: pgSchema!.schema }),
  tearDown: async () => pgSchema?.drop(),
};

/** A game id as the server makes them: 128 random bits, URL-safe base64. */
const newId = (): string => randomBytes(16).toString('base64url');
const metaOf = (id = newId()): GameMeta => ({
  id,
  game: 'chakra',
  created: 1_795_000_000_000,
  whiteHash: 'a'.repeat(64),
  blackHash: 'b'.repeat(64),
  clock: { initialMs: 300_000, incrementMs: 2_000 },
  request: { game: 'chakra', options: { variant: 'standard' }, white: 'Ada' },
});
const startLine = (id: string): string => JSON.stringify({ game: 'chakra', id, version: 1 });
const moveLine = (ply: number, by = 'w'): string => JSON.stringify({ event: 'move', ply, by });
const T0 = 1_795_000_000_123;

/** Polls `ok` until it holds; fails naming `what` after `ms`. */
async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The stores a test opened, closed after it. */
const opened: EventStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

describe.each([sqliteBackend(), postgresBackend])('the $kind store keeps the contract', (backend) => {
  beforeAll(() => backend.setUp(), 60_000);
  afterAll(() => backend.tearDown());
  const open = async (): Promise<EventStore> => {
    const store = await backend.open();
    opened.push(store);
    return store;
  };
  /** A stored game with `moves` lines after its start: its id. */
  const game = async (store: EventStore, moves = 0): Promise<string> => {
    const id = newId();
    await store.createGame(metaOf(id), startLine(id), T0);
    for (let i = 1; i <= moves; i++) expect(await store.append(id, i - 1, [moveLine(i)], T0 + i)).toEqual({ ok: true, version: i });
    return id;
  };

  test('a created game is read back: its facts and its start line as sequence 0', async () => {
    const store = await open();
    expect(store.kind).toBe(backend.kind);
    const id = await game(store);
    expect(await store.getGame(id)).toEqual(metaOf(id));
    expect(await store.read(id)).toEqual([{ seq: 0, line: startLine(id), at: T0 }]);
    expect(await store.read(id, 0)).toEqual([]);
    expect(await store.getGame(newId())).toBeUndefined();
    expect(await store.read(newId())).toEqual([]);
  });

  test('an append at the last version stores its lines as the next sequence numbers', async () => {
    const store = await open();
    const id = await game(store);
    expect(await store.append(id, 0, [moveLine(1), moveLine(2, 'b')], T0 + 5)).toEqual({ ok: true, version: 2 });
    expect(await store.read(id)).toEqual([
      { seq: 0, line: startLine(id), at: T0 },
      { seq: 1, line: moveLine(1), at: T0 + 5 },
      { seq: 2, line: moveLine(2, 'b'), at: T0 + 5 },
    ]);
    expect((await store.read(id, 1)).map((e) => e.seq)).toEqual([2]);
  });

  test('an append at a stale version is refused with the store\'s version, and stores nothing', async () => {
    const store = await open();
    const id = await game(store, 2);
    expect(await store.append(id, 1, [moveLine(9)], T0)).toEqual({ ok: false, conflict: true, version: 2 });
    expect(await store.append(id, -1, [moveLine(9)], T0)).toEqual({ ok: false, conflict: true, version: 2 });
    expect((await store.read(id)).map((e) => e.seq)).toEqual([0, 1, 2]);
  });

  test('an append past the last version is refused: the log has no gaps', async () => {
    const store = await open();
    const id = await game(store, 2);
    expect(await store.append(id, 3, [moveLine(4)], T0)).toEqual({ ok: false, conflict: true, version: 2 });
    expect(await store.append(id, 7, [moveLine(8)], T0)).toEqual({ ok: false, conflict: true, version: 2 });
    expect((await store.read(id)).map((e) => e.seq)).toEqual([0, 1, 2]);
  });

  test('two appends at the same version at once: exactly one is stored, 200 times over', async () => {
    const store = await open();
    const id = await game(store);
    for (let v = 0; v < 200; v++) {
      const results = await Promise.all([store.append(id, v, [moveLine(v + 1, 'w')], T0), store.append(id, v, [moveLine(v + 1, 'b')], T0)]);
      expect(results.filter((r) => r.ok), `round ${v}`).toHaveLength(1);
      expect(results.find((r) => !r.ok), `round ${v}`).toEqual({ ok: false, conflict: true, version: v + 1 });
    }
    const log = await store.read(id);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 201 }, (_, i) => i));
  }, 60_000);

  test('what was stored is there after the store is opened again', async () => {
    const first = await open();
    const id = await game(first, 3);
    await first.setRematch(id, 'next-game');
    const log = await first.read(id);
    await first.close();
    const again = await open();
    expect(await again.getGame(id)).toEqual(metaOf(id));
    expect(await again.read(id)).toEqual(log);
    expect(await again.rematchOf(id)).toBe('next-game');
    expect(await again.append(id, 3, [moveLine(4)], T0)).toEqual({ ok: true, version: 4 });
  });

  test('the listeners hear of every stored game and append, once each, and not of a refused append', async () => {
    const store = await open();
    const heard: [string, number][] = [];
    const unsubscribe = store.onAppend((id, version) => heard.push([id, version]));
    const id = await game(store);
    await store.append(id, 0, [moveLine(1), moveLine(2)], T0);
    await store.append(id, 0, [moveLine(1)], T0);
    await until('the listener to hear the append', () => heard.length >= 2);
    // Any second delivery (a notification of its own append) would come before a marker that
    // another process stores later: PostgreSQL delivers a connection's notifications in commit order.
    const marker = await game(backend.kind === 'postgres' ? await open() : store);
    await until('the marker', () => heard.some(([g]) => g === marker));
    expect(heard).toEqual([[id, 0], [id, 2], [marker, 0]]);
    unsubscribe();
    await store.append(id, 2, [moveLine(3)], T0);
    expect(heard).toHaveLength(3);
  });

  test('an unknown game cannot be appended to or given a rematch', async () => {
    const store = await open();
    const unknown = newId();
    await expect(store.append(unknown, 0, [moveLine(1)], T0)).rejects.toBeInstanceOf(UnknownGame);
    await expect(store.append(unknown, 0, [moveLine(1)], T0)).rejects.toThrow(`no game ${unknown}`);
    await expect(store.setRematch(unknown, newId())).rejects.toBeInstanceOf(UnknownGame);
    expect(await store.rematchOf(unknown)).toBeUndefined();
  });

  test('a game\'s rematch is set once: a second one keeps the first', async () => {
    const store = await open();
    const id = await game(store);
    expect(await store.rematchOf(id)).toBeUndefined();
    const [a, b] = await Promise.all([store.setRematch(id, 'first'), store.setRematch(id, 'second')]);
    expect(a).toBe('first');
    expect(b).toBe('first');
    expect(await store.setRematch(id, 'third')).toBe('first');
    expect(await store.rematchOf(id)).toBe('first');
  });
});

describe('PostgreSQL shared by several processes', () => {
  let schema: TestSchema;
  /** A connection of the test's own, to look at and cut the stores' connections. */
  let admin: pg.Pool;
  beforeAll(async () => {
    schema = await testSchema();
    admin = new pg.Pool({ connectionString: schema.url, max: 2 });
  }, 60_000);
  afterAll(async () => {
    await admin.end();
    await schema.drop();
  });
  /** Another store on the same schema: its own pool and listening client, as another server process has. */
  const open = async (): Promise<PostgresStore> => {
    const store = await PostgresStore.open(schema.url, { schema: schema.schema });
    opened.push(store);
    return store;
  };
  const game = async (store: EventStore): Promise<string> => {
    const id = newId();
    await store.createGame(metaOf(id), startLine(id), T0);
    return id;
  };

  test('a listener on another store hears an append, after it is committed', async () => {
    const [a, b] = [await open(), await open()];
    const heard: [string, number][] = [];
    const readOnB: number[] = [];
    b.onAppend((id, version) => {
      heard.push([id, version]);
      void b.read(id).then((log) => readOnB.push(log.length));
    });
    const id = await game(a);
    await a.append(id, 0, [moveLine(1), moveLine(2)], T0);
    await until('the other store to hear both', () => heard.length === 2 && readOnB.length === 2);
    expect(heard).toEqual([[id, 0], [id, 2]]);
    // What it heard of, it can read: the rows were committed before the notification was sent
    // (a read may find more, when the next append committed first).
    heard.forEach(([, version], i) => expect(readOnB[i]).toBeGreaterThanOrEqual(version + 1));
    expect(readOnB.at(-1)).toBe(3);
  });

  test('two pools racing 1,000 times on one game: exactly one append stored each round', async () => {
    const [a, b] = [await open(), await open()];
    const id = await game(a);
    let conflicts = 0;
    for (let v = 0; v < 1000; v++) {
      const results = await Promise.all([a.append(id, v, [moveLine(v + 1, 'a')], T0 + v), b.append(id, v, [moveLine(v + 1, 'b')], T0 + v)]);
      expect(results.filter((r) => r.ok), `round ${v}`).toHaveLength(1);
      expect(results.find((r) => !r.ok), `round ${v}`).toEqual({ ok: false, conflict: true, version: v + 1 });
      conflicts++;
    }
    const log = await b.read(id);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 1001 }, (_, i) => i));
    expect(conflicts).toBe(1000);
  }, 120_000);

  test('an insert that collides with a concurrent writer\'s key is a conflict, not an error', async () => {
    const store = await open();
    const id = await game(store);
    // Another writer's transaction has inserted sequence 1 but not committed: the store's version
    // check still sees 0, so only the primary key can stop it.
    const other = new pg.Client({ connectionString: schema.url, options: `-c search_path=${schema.schema}` });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('INSERT INTO events (game_id, seq, line, at) VALUES ($1, 1, $2, $3)', [id, moveLine(1, 'other'), T0]);
      const appending = store.append(id, 0, [moveLine(1), moveLine(2)], T0);
      await until('the append to wait on the other writer\'s key', async () => {
        const { rows } = await other.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'");
        return rows[0]!.n > 0;
      });
      await other.query('COMMIT');
      expect(await appending).toEqual({ ok: false, conflict: true, version: 1 });
    } finally {
      await other.end();
    }
    expect((await store.read(id)).map((e) => e.line)).toEqual([startLine(id), moveLine(1, 'other')]);
  });

  test('the listening connection is made again when it drops', async () => {
    const [a, b] = [await open(), await open()];
    const heard: number[] = [];
    b.onAppend((_, version) => heard.push(version));
    const id = await game(a);
    await until('the first notification', () => heard.length === 1);
    const listening = async (): Promise<number[]> => {
      const { rows } = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE query = $1',
        [`LISTEN ${b.channel}`],
      );
      return rows.map((r) => r.pid);
    };
    const before = await listening();
    expect(before.length).toBeGreaterThanOrEqual(2);
    // Cut every listening connection on this channel (the server restarting does as much).
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    await until('both stores to listen again', async () => (await listening()).filter((p) => !before.includes(p)).length >= 2);
    await a.append(id, 0, [moveLine(1)], T0);
    await until('the notification after the reconnection', () => heard.includes(1));
    expect(heard).toEqual([0, 1]);
  }, 30_000);

  test('what was appended while the listening connection was down is announced once it is back', async () => {
    const [a, b] = [await open(), await open()];
    const heard: number[] = [];
    b.onAppend((_, version) => heard.push(version));
    const id = await game(a);
    await b.read(id); // b serves this game: it is among those caught up.
    await until('the first notification', () => heard.length === 1);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [`LISTEN ${b.channel}`]);
    await until('b to notice it is deaf', () => !b.listening);
    // Stored while b cannot hear (it waits before reconnecting): no notification reaches it.
    await a.append(id, 0, [moveLine(1), moveLine(2)], T0);
    await until('b to hear of it after listening again', () => heard.includes(2));
    expect(b.listening).toBe(true);
    expect(heard.filter((v) => v !== 0)).toEqual([2]);
  }, 30_000);

  test('stores in different schemas do not hear each other', async () => {
    const elsewhere = await testSchema();
    try {
      const here = await open();
      const there = await PostgresStore.open(elsewhere.url, { schema: elsewhere.schema });
      opened.push(there);
      const thereToo = await PostgresStore.open(elsewhere.url, { schema: elsewhere.schema });
      opened.push(thereToo);
      const heard: string[] = [];
      there.onAppend((id) => heard.push(id));
      const id = await game(here);
      // A marker stored in the other schema by another store arrives after anything sent before it.
      const marker = await game(thereToo);
      await until('the marker', () => heard.includes(marker));
      expect(heard).toEqual([marker]);
      expect(await there.getGame(id)).toBeUndefined();
    } finally {
      await elsewhere.drop();
    }
  });

  test('a schema name that is not a plain identifier is refused, naming the store', async () => {
    await expect(PostgresStore.open(schema.url, { schema: 'x; DROP TABLE games' })).rejects.toThrow(/PostgreSQL event store: the schema name/);
  });

  test('a server that does not answer: the error names the store and the address, without the password', async () => {
    const error = await PostgresStore.open('postgres://someone:hunter2@127.0.0.1:1/test').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^PostgreSQL event store: could not open postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/test: /);
    expect((error as Error).message).not.toContain('hunter2');
  });
});
