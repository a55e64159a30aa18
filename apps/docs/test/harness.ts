// What the docs test scripts share (browser, pages, budget, status), each run as its own
// process by `node test/<name>.test.ts`:
// - the tally: `check` prints `ok - …` / `not ok - …` (the detail indented below) and counts;
//   `finish` prints `N passed, M failed`, writes test-results/<name>.json for the closing line
//   of `npm test` (scripts/test-summary.mjs) and sets the exit code (non-zero on any failure);
// - for the browser tests: a free port, `astro preview` of the built site started and
//   stopped, and Debian's Chromium with the flags it is launched with.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The docs app: the parent of this folder. */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---- The tally: one per process (each test script runs on its own) ----
let passed = 0;
let failed = 0;

export function check(name: string, ok: boolean, detail = ''): void {
  if (ok) {
    passed++;
    console.log(`ok - ${name}`);
  } else {
    failed++;
    console.log(`not ok - ${name}${detail ? `\n    ${detail.replace(/\n/g, '\n    ')}` : ''}`);
  }
}

/** The checks counted so far. */
export function counts(): { passed: number; failed: number } {
  return { passed, failed };
}

/** Prints `N passed, M failed`, writes test-results/<resultName>.json, sets the exit code. */
export function finish(resultName: string): void {
  console.log(`${passed} passed, ${failed} failed`);
  // For the closing line of `npm test` (scripts/test-summary.mjs).
  const results = path.join(appDir, 'test-results');
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, `${resultName}.json`), JSON.stringify({ passed, failed }) + '\n');
  process.exitCode = failed === 0 ? 0 : 1;
}

// ---- The browser: Chromium, and the built site served by `astro preview` ----

/** Debian's Chromium by default; CHROMIUM_PATH names another Chromium or Chrome binary. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `astro preview` of `appDir`'s dist/ and resolves with its base URL once it answers. */
export async function startPreview(appDir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const astroBin = path.join(appDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const child = spawn(process.execPath, [astroBin, 'preview', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: appDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`astro preview exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stopPreview(child);
  throw new Error(`astro preview did not answer on ${url} within 30 s:\n${output}`);
}

export function stopPreview(child: ChildProcess | undefined): void {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // its own process group (detached)
  } catch {
    child.kill('SIGTERM');
  }
}
