#!/usr/bin/env node
// `rulebook-server`: the rulebook, local play, online play and replay in one process. Games are
// stored in SQLite (a file in the data folder) unless a PostgreSQL URL is given.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError, Option } from 'commander';
import { buildServer } from './app.ts';
import { Computer } from './computer/index.ts';
import { openStore } from './store/open.ts';

const here = dirname(fileURLToPath(import.meta.url));
const defaultSite = resolve(here, '../../docs/dist');

const port = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535');
  return n;
};

const program = new Command('rulebook-server')
  .description('Serves the rulebook and online games by invitation; every move is checked by the rules before it is stored.')
  .option('--port <n>', 'the port to listen on (0: any free one)', port, 3000)
  .option('--host <address>', 'the address to listen on', '127.0.0.1')
  .option('--data <folder>', 'where the SQLite store keeps its file', 'data')
  .addOption(new Option('--postgres <url>', 'store games in this PostgreSQL database instead (several servers may share it)').env('RULEBOOK_POSTGRES'))
  .option('--site <folder>', 'the built rulebook to serve', defaultSite)
  .option('--quiet', 'print nothing of the errors the server meets (they are printed, as JSON lines on stdout, by default)')
  .showHelpAfterError();

program.parse();
const options = program.opts<{ port: number; host: string; data: string; postgres?: string; site: string; quiet?: boolean }>();

const choice = options.postgres !== undefined ? ({ kind: 'postgres', url: options.postgres } as const) : ({ kind: 'sqlite', file: join(options.data, 'rulebook.sqlite') } as const);
const store = await openStore(choice).catch((e: unknown) => {
  // In words, without a stack trace: the folder or the database is the user's to fix.
  console.error(`rulebook-server: cannot open the ${choice.kind === 'sqlite' ? `SQLite store ${choice.file}` : 'PostgreSQL store'}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
});
const computer = new Computer();
// The site's folder as given, from where the command runs (the static-files plugin needs it absolute).
const { app } = await buildServer({ store, site: resolve(options.site), computerMove: (game, level) => computer.move(game, level), logger: !options.quiet });
let closing = false;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  console.error(`rulebook-server: ${signal}, closing`);
  await app.close();
  await computer.close();
  await store.close();
  process.exit(0);
};
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));
try {
  await app.listen({ port: options.port, host: options.host });
} catch (e) {
  console.error(`rulebook-server: cannot listen on ${options.host}:${options.port}: ${e instanceof Error ? e.message : String(e)}`);
  await store.close();
  process.exit(2);
}
const address = app.server.address();
const actual = typeof address === 'object' && address !== null ? address.port : options.port;
const where = store.kind === 'sqlite' ? `games in ${join(options.data, 'rulebook.sqlite')}` : 'games in PostgreSQL';
console.log(`Rulebook is at http://${options.host === '127.0.0.1' ? 'localhost' : options.host}:${actual}/ (${where}; Ctrl-C stops it)`);
