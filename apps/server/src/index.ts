// @rulebook/server: the game server as a library (its tests, the load benchmark, your own program).
export { buildServer, type ServerOptions } from './app.ts';
export { Computer } from './computer/index.ts';
export { openStore, type StoreChoice } from './store/open.ts';
export { SqliteStore } from './store/sqlite.ts';
export type { AppendResult, EventStore, GameMeta, StoredEvent } from './store/store.ts';
export type * from './protocol.ts';
