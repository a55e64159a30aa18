// One server process for two-servers.test.ts: the app (src/app.ts) on its own PostgresStore, on
// a free port of 127.0.0.1. Reads PG_URL and PG_SCHEMA; tells its parent the port it listens on;
// closes the server and the store when the parent disconnects.
import { buildServer } from '../src/app.ts';
import { PostgresStore } from '../src/store/postgres.ts';

const url = process.env.PG_URL;
const schema = process.env.PG_SCHEMA;
if (url === undefined || schema === undefined || process.send === undefined) {
  console.error('pg-server-process: start me with fork() and PG_URL and PG_SCHEMA set');
  process.exit(2);
}
const store = await PostgresStore.open(url, { schema });
const { app } = await buildServer({ store });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address !== null ? address.port : -1 });
process.on('disconnect', () => {
  void app
    .close()
    .then(() => store.close())
    .finally(() => process.exit(0));
});
