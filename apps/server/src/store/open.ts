// A store by its kind: the SQLite file, or a PostgreSQL database (postgres.ts, loaded only then).
import { SqliteStore } from './sqlite.ts';
import type { EventStore } from './store.ts';

export type StoreChoice = { readonly kind: 'sqlite'; readonly file: string } | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string };

export async function openStore(choice: StoreChoice): Promise<EventStore> {
  if (choice.kind === 'sqlite') return new SqliteStore(choice.file);
  const { PostgresStore } = await import('./postgres.ts');
  return PostgresStore.open(choice.url, choice.schema !== undefined ? { schema: choice.schema } : {});
}
