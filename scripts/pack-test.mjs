#!/usr/bin/env node
// The pack test (issue #12): the four packages as a user gets them. Packs @rulebook/rules,
// @rulebook/engine (the computer opponent the CLI's best, analyse and play --vs computer
// use), @rulebook/notation and @rulebook/cli with pnpm (which turns `workspace:*` into real
// versions), installs the tarballs with npm into an empty folder under the system's temp
// folder (outside the repository, so nothing resolves through the workspace), then there:
//   - checks every file the installed package.json files name (main, types, exports, bin);
//   - runs scripts/pack-test/consumer.mjs, a plain program that imports the packages by name
//     and plays a short game;
//   - runs `npx rulebook --help`, `npx rulebook perft chakra 2` and `npx rulebook best chakra`
//     (the engine's worker thread, found in the installed package).
// Build first (`turbo run build --filter=!docs`); `npm test` does. The dependencies of the
// packages come from the npm registry (or npm's cache). Exits non-zero on any failed check,
// removes its temp folder, and writes test-results/pack.json as {passed, failed} for
// scripts/test-summary.mjs.
//
// Usage: node scripts/pack-test.mjs [--keep]   (--keep: leave the temp folder for a look)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const PACKAGES = ['rules', 'engine', 'notation', 'cli'];
const keep = process.argv.includes('--keep');
const started = Date.now();
const resultsDir = path.join(root, 'test-results');
const resultsFile = path.join(resultsDir, 'pack.json');

let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name}`);
  if (!ok && detail) console.log(String(detail).replace(/^/gm, '         '));
  return ok;
}

// The environment for npm and the consumer: without the variables npm and pnpm set for the
// script that runs this one (npm_package_*, npm_lifecycle_*, npm_config_local_prefix, …),
// which would point npm at the workspace instead of the user's folder. Where packages come
// from (registry, cache, proxy, certificates) is kept.
const KEEP = /^npm_config_(registry|@[^:]+:registry|cache|cafile|ca|cert|key|proxy|https_proxy|noproxy|strict_ssl|userconfig|globalconfig|fetch_[a-z_]+|maxsockets)$/i;
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => KEEP.test(k) || !/^(npm|pnpm)_/i.test(k)));

/** Runs a command; returns {status, stdout, stderr}. Never throws. */
function run(command, args, cwd, timeout = 180_000) {
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout, maxBuffer: 64 << 20 });
  const stderr = r.error ? `${r.error.message}\n${r.stderr ?? ''}` : r.stderr;
  return { status: r.status, stdout: r.stdout ?? '', stderr: stderr ?? '' };
}
const said = (r) => `exit ${r.status}\n${(r.stdout + r.stderr).trim().slice(-3000)}`;

/** pnpm: the workspace's own (root devDependency), else the pinned one through npx. */
function pnpm(args, cwd) {
  const local = path.join(root, 'node_modules', '.bin', 'pnpm');
  return existsSync(local) ? run(local, args, cwd) : run('npx', ['-y', 'pnpm@12.21.0', ...args], cwd);
}

/** Every path a package.json names for its users, relative to the package folder. */
function namedFiles(pkg) {
  const files = new Set();
  const walk = (value) => {
    if (typeof value === 'string') files.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(pkg.main);
  walk(pkg.types);
  walk(pkg.exports);
  walk(typeof pkg.bin === 'string' ? pkg.bin : pkg.bin ?? {});
  return [...files];
}

function main(work) {
  // 1. Pack. The builds must be there: a tarball without dist/ installs but imports nothing.
  const tarballs = path.join(work, 'tarballs');
  mkdirSync(tarballs);
  for (const name of PACKAGES) {
    const dir = path.join(root, 'packages', name);
    if (!check(`packages/${name} is built (dist/)`, existsSync(path.join(dir, 'dist')), 'run `npx turbo run build --filter=!docs` first')) return;
    const r = pnpm(['pack', '--pack-destination', tarballs], dir);
    if (!check(`pnpm pack packages/${name}`, r.status === 0, said(r))) return;
  }
  const files = readdirSync(tarballs).filter((f) => f.endsWith('.tgz')).sort();
  if (!check(`${PACKAGES.length} tarballs (${files.join(', ')})`, files.length === PACKAGES.length)) return;

  // 2. An empty project of the user's, outside the repository, with the tarballs installed.
  const app = path.join(work, 'app');
  mkdirSync(app);
  const rel = path.relative(realpathSync(root), realpathSync(app));
  if (!check(`the user's folder ${app} is outside the repository`, rel.startsWith('..') || path.isAbsolute(rel))) return;
  let r = run('npm', ['init', '-y'], app);
  if (!check('npm init -y', r.status === 0, said(r))) return;
  r = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...files.map((f) => path.join(tarballs, f))], app, 300_000);
  if (!check(`npm install of the ${PACKAGES.length} tarballs`, r.status === 0, said(r))) return;

  // 3. What got installed: real versions for the workspace links, every named file present.
  for (const name of PACKAGES) {
    const dir = path.join(app, 'node_modules', '@rulebook', name);
    const pkgFile = path.join(dir, 'package.json');
    if (!check(`@rulebook/${name} installed`, existsSync(pkgFile))) return;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    const deps = { ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies };
    const links = Object.entries(deps).filter(([, v]) => /^(workspace|link|file):/.test(v));
    check(`@rulebook/${name}: dependencies are registry versions`, links.length === 0, JSON.stringify(links));
    const missing = namedFiles(pkg).filter((f) => !existsSync(path.join(dir, f)));
    check(`@rulebook/${name}: main, types, exports and bin name files that exist`, missing.length === 0, `missing: ${missing.join(', ')}`);
    check(`@rulebook/${name}: has a README`, existsSync(path.join(dir, 'README.md')));
    check(`@rulebook/${name}: ships no tests`, !existsSync(path.join(dir, 'test')));
  }
  // A single copy of each: the CLI's and the notation's own dependencies on the other packages
  // are the installed tarballs, not a second copy (which would come from the registry).
  const nested = PACKAGES.flatMap((name) =>
    PACKAGES.filter((dep) => existsSync(path.join(app, 'node_modules', '@rulebook', name, 'node_modules', '@rulebook', dep))).map((dep) => `${name} → ${dep}`),
  );
  check('one copy of each @rulebook package', nested.length === 0, nested.join('\n'));

  // 4. A plain Node program of the user's imports the packages by name and plays.
  cpSync(path.join(import.meta.dirname, 'pack-test', 'consumer.mjs'), path.join(app, 'consumer.mjs'));
  r = run(process.execPath, ['--input-type=module', '-e',
    `for (const n of ${JSON.stringify(PACKAGES.map((name) => `@rulebook/${name}`))}) console.log(import.meta.resolve(n))`], app);
  const resolved = r.stdout.trim().split('\n');
  const inApp = resolved.length === PACKAGES.length && resolved.every((u) => u.startsWith('file://') && realpathSync(new URL(u)).startsWith(realpathSync(app)));
  check('the packages resolve by name inside the user\'s folder', r.status === 0 && inApp, said(r));
  r = run(process.execPath, ['consumer.mjs'], app, 60_000);
  if (check('node consumer.mjs (imports the packages by name, plays a game)', r.status === 0, said(r))) {
    let summary;
    try {
      summary = JSON.parse(r.stdout.trim().split('\n').at(-1));
    } catch {
      summary = undefined;
    }
    check('the consumer prints its game as one JSON line with a record', typeof summary?.record === 'string' && summary.record.length > 0, r.stdout);
    if (summary) console.log(`         ${JSON.stringify({ ...summary, record: undefined })}`);
  }

  // 5. The command, installed as a user gets it. `--no`: npx must not fetch a registry
  // package of the same name when the local bin is missing.
  r = run('npx', ['--no', '--', 'rulebook', '--help'], app, 60_000);
  check('npx rulebook --help', r.status === 0 && /Usage: rulebook/.test(r.stdout) && ['replay', 'moves', 'perft', 'play', 'best', 'analyse', 'convert'].every((c) => r.stdout.includes(c)), said(r));
  r = run('npx', ['--no', '--', 'rulebook', '--version'], app, 60_000);
  const version = JSON.parse(readFileSync(path.join(root, 'packages', 'cli', 'package.json'), 'utf8')).version;
  check(`npx rulebook --version prints ${version}`, r.status === 0 && r.stdout.trim() === version, said(r));
  r = run('npx', ['--no', '--', 'rulebook', 'perft', 'chakra', '2'], app, 60_000);
  check('npx rulebook perft chakra 2 counts 400', r.status === 0 && r.stdout.trim().split('\n').at(-1) === '400', said(r));
  // The engine's worker thread is found in the installed package (dist/search-worker.js).
  r = run('npx', ['--no', '--', 'rulebook', 'best', 'chakra', '--depth', '1', '--json'], app, 60_000);
  let best;
  try {
    best = JSON.parse(r.stdout);
  } catch {
    best = undefined;
  }
  check('npx rulebook best chakra --depth 1 answers a move (the search worker runs from the package)', r.status === 0 && typeof best?.move === 'string', said(r));
}

rmSync(resultsFile, { force: true });
const work = mkdtempSync(path.join(tmpdir(), 'rulebook-pack-'));
try {
  main(work);
} catch (error) {
  check(`pack test crashed: ${error instanceof Error ? error.stack : String(error)}`, false);
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify({ passed, failed })}\n`);
console.log(`pack: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
