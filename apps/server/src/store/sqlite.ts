// The embedded event store: SQLite through Node's own `node:sqlite` (no native build). WAL mode
// with a full sync at every commit, so an append is on disk before its move is acknowledged.
// One process owns the file; the listeners are that process's own.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { AppendListener, AppendResult, EventStore, GameMeta, StoredEvent } from './store.ts';
import { UnknownGame } from './store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  created INTEGER NOT NULL,
  meta TEXT NOT NULL,
  rematch TEXT
);
CREATE TABLE IF NOT EXISTS events (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL CHECK (seq >= 0),
  line TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
`;

export class SqliteStore implements EventStore {
  readonly kind = 'sqlite';
  private readonly db: DatabaseSync;
  private readonly listeners = new Set<AppendListener>();
  private readonly insertGame: StatementSync;
  private readonly insertEvent: StatementSync;
  private readonly selectGame: StatementSync;
  private readonly selectLast: StatementSync;
  private readonly selectEvents: StatementSync;
  private readonly updateRematch: StatementSync;

  /** Opens (or creates) the store at `file`, its folder made if missing. */
  constructor(readonly file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    this.db.exec(SCHEMA);
    this.insertGame = this.db.prepare('INSERT INTO games (id, game, created, meta) VALUES (?, ?, ?, ?)');
    this.insertEvent = this.db.prepare('INSERT INTO events (game_id, seq, line, at) VALUES (?, ?, ?, ?)');
    this.selectGame = this.db.prepare('SELECT meta FROM games WHERE id = ?');
    this.selectLast = this.db.prepare('SELECT max(seq) AS last FROM events WHERE game_id = ?');
    this.selectEvents = this.db.prepare('SELECT seq, line, at FROM events WHERE game_id = ? AND seq > ? ORDER BY seq');
    this.updateRematch = this.db.prepare('UPDATE games SET rematch = coalesce(rematch, ?) WHERE id = ? RETURNING rematch');
  }

  async createGame(meta: GameMeta, startLine: string, at: number): Promise<void> {
    this.transaction(() => {
      this.insertGame.run(meta.id, meta.game, meta.created, JSON.stringify(meta));
      this.insertEvent.run(meta.id, 0, startLine, at);
    });
    this.notify(meta.id, 0);
  }

  async getGame(id: string): Promise<GameMeta | undefined> {
    const row = this.selectGame.get(id) as { meta: string } | undefined;
    return row === undefined ? undefined : (JSON.parse(row.meta) as GameMeta);
  }

  /**
   * Appends wait for the end of the current turn of the event loop and are committed together
   * (group commit): one transaction and one sync to disk for every append that arrived meanwhile,
   * each still checked at its own version, each resolved only after the commit.
   */
  append(id: string, expected: number, lines: readonly string[], at: number): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.pending.push({ id, expected, lines, at, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private readonly pending: {
    id: string;
    expected: number;
    lines: readonly string[];
    at: number;
    resolve(result: AppendResult): void;
    reject(error: unknown): void;
  }[] = [];

  private flush(): void {
    const batch = this.pending.splice(0);
    const outcomes: ({ ok: true; result: AppendResult } | { ok: false; error: unknown })[] = [];
    try {
      this.transaction(() => {
        for (const { id, expected, lines, at } of batch) {
          // Each append in a savepoint of its own: one that fails leaves the others.
          this.db.exec('SAVEPOINT one');
          try {
            outcomes.push({ ok: true, result: this.appendOne(id, expected, lines, at) });
            this.db.exec('RELEASE one');
          } catch (error) {
            this.db.exec('ROLLBACK TO one; RELEASE one');
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    batch.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if (!outcome.ok) return p.reject(outcome.error);
      if (outcome.result.ok) this.notify(p.id, outcome.result.version);
      p.resolve(outcome.result);
    });
  }

  private appendOne(id: string, expected: number, lines: readonly string[], at: number): AppendResult {
    const row = this.selectLast.get(id) as { last: number | null };
    if (row.last === null) throw new UnknownGame(id);
    // The version check; the (game, seq) key refuses a duplicate even if this check were wrong.
    if (row.last !== expected) return { ok: false, conflict: true, version: row.last };
    lines.forEach((line, i) => this.insertEvent.run(id, expected + 1 + i, line, at));
    return { ok: true, version: expected + lines.length };
  }

  async read(id: string, after = -1): Promise<StoredEvent[]> {
    return (this.selectEvents.all(id, after) as { seq: number; line: string; at: number }[]).map(({ seq, line, at }) => ({ seq, line, at }));
  }

  async setRematch(id: string, next: string): Promise<string> {
    const row = this.updateRematch.get(next, id) as { rematch: string } | undefined;
    if (row === undefined) throw new UnknownGame(id);
    return row.rematch;
  }

  async rematchOf(id: string): Promise<string | undefined> {
    const row = this.db.prepare('SELECT rematch FROM games WHERE id = ?').get(id) as { rematch: string | null } | undefined;
    return row?.rematch ?? undefined;
  }

  onAppend(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    if (this.db.isOpen) this.db.close();
  }

  private notify(id: string, version: number): void {
    for (const listener of this.listeners) listener(id, version);
  }

  /** Runs `work` in one write transaction (BEGIN IMMEDIATE … COMMIT), rolled back if it throws. */
  private transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }
}
