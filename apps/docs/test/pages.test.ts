// Browser test of the play and replay pages (issues #6, #16): serves the built site (dist/, built
// by the `test:browser` script or `astro build`) with `astro preview`, drives Debian's Chromium
// through playwright-core and runs each game's checks (test/pages/<game>.ts, which begin with
// the game room's checks shared by every game, test/pages/room.ts) on a fresh 1280x800 page
// and, for the phone checks, 390x844 pages with touch.
// Around them it checks what every game shares: the example logs are served exactly as the
// repository holds them, a log's tags are shown as text and never as HTML, a `?log=` link to
// another site is refused with a message, and no page logs a script error. Screenshots of
// each page go to test-results/screenshots/ (kept as test artifacts). The tally, the preview
// server and Chromium's path and flags are test/harness.ts's; the helpers the game modules
// share are test/pages/common.ts's. After a game's own checks come the computer's, the same for
// every game (test/pages/computer.ts: play against it, hint, evaluation, analysis).
//
// Usage: node test/pages.test.ts [--computer] [game…]   (default: all four games; --computer:
// only the computer's checks)
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { GAME_NAMES } from '@rulebook/rules';
import { CHROMIUM, CHROMIUM_FLAGS, check, finish, freePort, startPreview, stopPreview } from './harness.ts';
import computerChecks from './pages/computer.ts';

/** What a game's page test gets (test/pages/<game>.ts exports `default async function (t: PageTest)`). */
export interface PageTest {
  /** The site's address, e.g. http://127.0.0.1:4567 */
  readonly base: string;
  /** A fresh page, 1280x800. */
  readonly page: Page;
  check(name: string, ok: boolean, detail?: string): void;
  /** A screenshot of `page` (default: t.page) to test-results/screenshots/<game>-<name>.png: the whole page, or the screen only (`full` false). */
  shot(name: string, page?: Page, full?: boolean): Promise<void>;
  /** A fresh page with a 390x844 phone viewport. */
  phone(): Promise<Page>;
}

const GAMES = GAME_NAMES;
const WAIT_MS = 15_000;
const TOTAL_MS = 900_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const repoRoot = path.resolve(appDir, '../..');
const shotsDir = path.join(appDir, 'test-results', 'screenshots');

/** A page whose script errors are collected under `label`. */
async function watchedPage(context: BrowserContext, errors: string[], label: () => string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.on('pageerror', (e) => errors.push(`${label()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${label()}: console: ${m.text()}`);
  });
  return page;
}

/** Every example log is served at /examples/<name>.jsonl exactly as examples/ holds it. */
async function checkExamples(base: string): Promise<void> {
  const files = readdirSync(path.join(repoRoot, 'examples')).filter((f) => f.endsWith('.jsonl'));
  check('the repository has example logs of every game', GAMES.every((g) => files.some((f) => f.startsWith(`${g}-`))), files.join(' '));
  for (const file of files) {
    const res = await fetch(`${base}/examples/${file}`);
    const served = res.ok ? await res.text() : `HTTP ${res.status}`;
    check(`/examples/${file} is served exactly as examples/${file}`, served === readFileSync(path.join(repoRoot, 'examples', file), 'utf8'));
  }
}

/** A log's tags are shown as text: markup in a tag is neither parsed nor run. */
async function checkTagsAreText(page: Page, base: string, game: string): Promise<void> {
  const file = readdirSync(path.join(repoRoot, 'examples')).find((f) => f.startsWith(`${game}-`) && f.endsWith('.jsonl'));
  if (!file) return;
  const lines = readFileSync(path.join(repoRoot, 'examples', file), 'utf8').split('\n');
  const start = JSON.parse(lines[0]!) as { tags?: Record<string, string> };
  const hostile = '<img src=x onerror="window.__rbInjected=1">';
  start.tags = { ...(start.tags ?? {}), White: hostile };
  const log = [JSON.stringify(start), ...lines.slice(1)].join('\n');
  await page.goto(`${base}/${game}/replay/?log=${encodeURIComponent(log)}`);
  await page.waitForSelector('.rb-replay[data-ready="true"]');
  await page.waitForFunction(() => document.querySelector('.rb-replay')?.textContent?.includes('<img'), undefined, { timeout: WAIT_MS }).catch(() => undefined);
  const shown = (await page.locator('.rb-replay').textContent()) ?? '';
  const injected = await page.evaluate(() => ({ img: document.querySelectorAll('.rb-replay img[src="x"]').length, ran: (window as unknown as { __rbInjected?: number }).__rbInjected }));
  check(`${game}: a log's tag holding markup is shown as text`, shown.includes(hostile), shown.slice(0, 300));
  check(`${game}: … and no element or script from it gets into the page`, injected.img === 0 && injected.ran === undefined, JSON.stringify(injected));
}

/** A `?log=` link to another site is refused with a message, not fetched. */
async function checkForeignLink(page: Page, base: string, game: string): Promise<void> {
  await page.goto(`${base}/${game}/replay/?log=${encodeURIComponent('https://example.invalid/game.jsonl')}`);
  await page.waitForSelector('.rb-replay[data-ready="true"]');
  const alert = (await page.locator('.rb-error[role="alert"]').first().textContent().catch(() => '')) ?? '';
  check(`${game}: a ?log= link to another site is refused with a message`, alert.includes('only logs from this site'), alert);
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const games = asked.length > 0 ? GAMES.filter((g) => asked.includes(g)) : [...GAMES];
  const computerOnly = process.argv.includes('--computer');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's Chromium (apt-get install -y chromium) or set CHROMIUM_PATH. The browser test never skips.`);
  if (!existsSync(path.join(appDir, 'dist', 'index.html'))) throw new Error('dist/index.html is missing: run `astro build` first.');
  // Only its own screenshots (<game>-*.png) go: the browser test writes the rules pages' and
  // the home page's beside them (rules-*.png, home-*.png).
  mkdirSync(shotsDir, { recursive: true });
  for (const file of readdirSync(shotsDir)) if (games.some((g) => file.startsWith(`${g}-`))) rmSync(path.join(shotsDir, file), { force: true });
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const watchdog = setTimeout(() => {
    console.log(`not ok - the page tests took longer than ${TOTAL_MS / 1000} s`);
    stopPreview(server);
    process.exit(1);
  }, TOTAL_MS);
  try {
    const preview = await startPreview(appDir, await freePort());
    server = preview.child;
    const base = preview.url;
    console.log(`# astro preview at ${base}`);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, timeout: 30_000 });
    await checkExamples(base);
    for (const game of games) {
      const errors: string[] = [];
      const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
      const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true });
      try {
        const page = await watchedPage(desktop, errors, () => page.url());
        const t: PageTest = {
          base,
          page,
          check: (name, ok, detail) => check(`${game}: ${name}`, ok, detail),
          async shot(name, which = page, full = true) {
            await which.screenshot({ path: path.join(shotsDir, `${game}-${name}.png`), fullPage: full });
          },
          async phone() {
            const p: Page = await watchedPage(phoneContext, errors, () => p.url());
            return p;
          },
        };
        const module = path.join(here, 'pages', `${game}.ts`);
        if (computerOnly) {
          // Only the computer's checks (below).
        } else if (!existsSync(module)) {
          check(`${game}: test/pages/${game}.ts exists`, false);
        } else {
          const run = (await import(pathToFileURL(module).href)) as { default: (t: PageTest) => Promise<void> };
          try {
            await run.default(t);
          } catch (e) {
            check(`${game}: the page checks ran to their end`, false, e instanceof Error ? (e.stack ?? e.message) : String(e));
          }
        }
        try {
          await computerChecks(t, game);
        } catch (e) {
          await t.shot('computer-failed', page, false).catch(() => undefined);
          check(`${game}: the computer's checks ran to their end`, false, e instanceof Error ? (e.stack ?? e.message) : String(e));
        }
        const shared = await watchedPage(desktop, errors, () => shared.url());
        await checkTagsAreText(shared, base, game);
        await checkForeignLink(shared, base, game);
        check(`${game}: no script errors on its pages`, errors.length === 0, errors.join('\n'));
      } finally {
        await desktop.close().catch(() => undefined);
        await phoneContext.close().catch(() => undefined);
      }
    }
    console.log(`# screenshots in ${path.relative(process.cwd(), shotsDir) || shotsDir}`);
  } finally {
    clearTimeout(watchdog);
    await browser?.close().catch(() => undefined);
    stopPreview(server);
  }
}

main()
  .catch((error: unknown) => check(error instanceof Error ? error.message : String(error), false))
  .finally(() => finish('pages'));
