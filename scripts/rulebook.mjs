#!/usr/bin/env node
// `npm run -s rulebook -- <args>`: runs the CLI from the repo root. On a fresh clone it first
// installs, and whenever a package's source is newer than the CLI's build it builds again
// (progress on stderr, so stdout stays the command's own output).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'packages/cli/dist/main.js');
const node = join(root, 'node_modules/.bin/node');
const pnpm = ['-y', 'pnpm@12.21.0'];

function step(args) {
  const r = spawnSync('npx', [...pnpm, ...args], { cwd: root, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) {
    console.error(`rulebook: setting up failed (npx pnpm ${args.join(' ')}); run \`npm test\` to see why`);
    process.exit(2);
  }
}

/** The newest modification time of the files below `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const stale = () =>
  !existsSync(cli) || ['rules', 'notation', 'cli'].some((p) => newest(join(root, 'packages', p, 'src')) > statSync(cli).mtimeMs);

if (!existsSync(node)) step(['install', '--frozen-lockfile']);
if (stale()) step(['exec', 'turbo', 'run', 'build', '--filter=@rulebook/cli', '--output-logs=errors-only']);
const r = spawnSync(node, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
