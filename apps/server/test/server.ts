// A server on a free port for a test, over a store of the test's choosing (a temp SQLite file by default).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/app.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import type { EventStore } from '../src/store/store.ts';
import type { NewGameRequest, NewGameResponse } from '../src/protocol.ts';

export interface TestServer {
  readonly http: string;
  readonly ws: string;
  readonly store: EventStore;
  /** The rooms the server holds in memory. */
  readonly rooms: { readonly size: number };
  create(request: NewGameRequest): Promise<NewGameResponse>;
  close(): Promise<void>;
}

export const tempFile = (name: string): string => join(mkdtempSync(join(tmpdir(), 'rulebook-server-')), name);

export async function startServer(
  options: { store?: EventStore; computerMove?: Parameters<typeof buildServer>[0]['computerMove']; now?: () => number; idleMs?: number } = {},
): Promise<TestServer> {
  const store = options.store ?? new SqliteStore(tempFile('games.sqlite'));
  const { app, rooms } = await buildServer({ store, ...(options.computerMove ? { computerMove: options.computerMove } : {}), ...(options.now ? { now: options.now } : {}), ...(options.idleMs !== undefined ? { idleMs: options.idleMs } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const http = `http://127.0.0.1:${port}`;
  return {
    http,
    ws: `ws://127.0.0.1:${port}`,
    store,
    rooms,
    async create(request) {
      const response = await fetch(`${http}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      const body = (await response.json()) as NewGameResponse & { error?: string };
      if (response.status !== 201) throw new Error(`new game: ${response.status} ${body.error}`);
      return body;
    },
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/** The seat token in a link's fragment. */
export const tokenOf = (link: string): string => new URL(link).hash.replace(/^#seat=/, '');
