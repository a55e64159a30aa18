// Where the tests get PostgreSQL. In order: the PG_URL environment variable; the server the
// project's machines run (postgres@127.0.0.1:5432, database test) if it answers; else a throwaway
// cluster started from Debian's postgresql package in a temporary folder on a free port. With no
// PostgreSQL at all the tests fail, saying what is missing: they never skip.
// Each caller gets a schema of its own (a random name) and drops it when done.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const MISSING = "PostgreSQL is needed for these tests: install Debian's postgresql package or set PG_URL";

export interface TestSchema {
  /** The connection string of the database. */
  readonly url: string;
  /** A fresh schema, for `PostgresStore.open(url, { schema })`. */
  readonly schema: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

export interface Cluster {
  readonly url: string;
  /** Stops the cluster if this process started it (a no-op for a server found running). */
  stop(): void;
}

let found: Promise<Cluster> | undefined;

/** The PostgreSQL server for this test process, found or started once. */
export function cluster(): Promise<Cluster> {
  found ??= findCluster();
  return found;
}

/** A new schema with a random name in the test database. */
export async function testSchema(): Promise<TestSchema> {
  const { url } = await cluster();
  const schema = `t_${randomBytes(8).toString('hex')}`;
  return {
    url,
    schema,
    drop: () => withClient(url, async (client) => void (await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`))),
  };
}

async function findCluster(): Promise<Cluster> {
  const fromEnv = process.env.PG_URL;
  if (fromEnv !== undefined && fromEnv !== '') {
    await withClient(fromEnv, (c) => c.query('SELECT 1')).catch((e: Error) => {
      throw new Error(`PG_URL is set but PostgreSQL there does not answer: ${e.message}`);
    });
    return { url: fromEnv, stop: () => undefined };
  }
  if (await answers(DEFAULT_URL)) return { url: DEFAULT_URL, stop: () => undefined };
  return startThrowawayCluster();
}

async function answers(url: string): Promise<boolean> {
  try {
    await withClient(url, (c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** The newest Debian PostgreSQL's bin folder (`/usr/lib/postgresql/<version>/bin`), if one is installed. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/**
 * initdb + pg_ctl in a temporary folder, on a free port, trust authentication, listening on
 * 127.0.0.1 only. PostgreSQL refuses to run as root: as root, the cluster belongs to the
 * `postgres` user that Debian's package creates. Stopped (and its folder removed) by `stop`
 * or when this process exits.
 */
export async function startThrowawayCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (bin === undefined) throw new Error(`${MISSING} (no /usr/lib/postgresql/*/bin/initdb on this machine)`);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : undefined;
  if (asRoot && owner === undefined) throw new Error(`${MISSING} (running as root, and there is no postgres user to run it as)`);
  const dir = mkdtempSync(join(tmpdir(), 'rulebook-pg-'));
  const data = join(dir, 'data');
  if (owner !== undefined) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  const run = (command: string, args: string[]): void => {
    const [file, argv] = owner !== undefined ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) {
      throw new Error(`${MISSING}: ${command} failed (${result.error?.message ?? `exit ${result.status}`}): ${(result.stderr ?? '').trim().slice(-500)}`);
    }
  };
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', serverOptions, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    const argv = [join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
    spawnSync(owner !== undefined ? 'runuser' : argv[0]!, owner !== undefined ? ['-u', 'postgres', '--', ...argv] : argv.slice(1));
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await withClient(url, (c) => c.query('CREATE DATABASE test'));
  } catch (e) {
    stop();
    throw new Error(`the throwaway PostgreSQL cluster at ${url} started but does not answer: ${(e as Error).message}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/test`, stop };
}

function userIds(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
