// Browser proof of online play: the real game server (apps/server/dist/main.js, a temporary
// data folder, a free port) serving the built site (dist/), and Debian's Chromium in three
// separate contexts per game: A creates the game with the play page's "Invite a friend", B
// opens the invitation, C the spectators' link. A and B play a whole game by clicking on the
// board: Chakra, Shakti and Medea the moves of examples/chakra-mate.jsonl, shakti-mate.jsonl
// and medea-win.jsonl (Medea's captures hop by hop, as the room enters them); Chakart, whose
// outcomes the server draws, a dozen quiet decisions chosen among those the page lights, then
// Black resigns through the room's confirmation. Mid-game B reloads and resumes, C closes and
// a new page of C catches up. At the end the log the server gives (/log, the room's Download
// log link) and the lines each of the three pages holds are the same, line for line; the
// replay page opens the game by `?online=`. Screenshots of the room (a player, a spectator;
// 1280x800 and 390x844) go to test-results/online/.
//
// Nothing is skipped: a missing server build, site build or browser is a failure.
// Usage: node test/online.test.ts [game…]   (build the server and the site first; games: all by default)
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright-core';
import { chakart, squareName, type GameName } from '@rulebook/rules';
import { chakart as chakartText } from '@rulebook/notation';
import { CHROMIUM, CHROMIUM_FLAGS, check, finish, freePort, startPreview, stopPreview } from './harness.ts';
import { rulesOf } from './rules.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const root = path.resolve(appDir, '../..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const shots = path.join(appDir, 'test-results/online');
const WAIT_MS = 15_000;
const TOTAL_MS = 240_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const only = process.argv.slice(2);
const EXAMPLES: Record<Exclude<GameName, 'chakart'>, string> = { chakra: 'chakra-mate.jsonl', shakti: 'shakti-mate.jsonl', medea: 'medea-win.jsonl' };

/** Starts the game server on a free port; resolves with its address once it says it. */
async function startServer(data: string, port = 0): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [serverMain, '--port', String(port), '--data', data, '--site', path.join(appDir, 'dist'), '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the game server did not start within 20 s:\n${output}`)), 20_000);
    const read = (d: Buffer) => {
      output += d.toString();
      const found = /Rulebook is at (http:\/\/\S+?)\/? /.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve({ child, url: found[1]!.replace(/\/$/, '') });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the game server exited (${code}):\n${output}`)));
  });
}

function stopServer(child: ChildProcess | undefined): void {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

const room = (page: Page) => page.locator('.rb-online');
const attr = async (page: Page, name: string) => (await room(page).getAttribute(name)) ?? '';

/** Waits until the page's room holds `ply` decisions (and its link is open). */
async function atPly(page: Page, ply: number): Promise<void> {
  await page.locator(`.rb-online[data-ply="${ply}"][data-link="open"]`).waitFor({ timeout: WAIT_MS });
}

/** The lines the page holds for game `id` (its localStorage), as a log's text. */
async function heldText(page: Page, id: string): Promise<string> {
  const lines = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], `rulebook:online:${id}`);
  return lines.map((l) => `${l}\n`).join('');
}

/** One decision clicked on the board: its squares (Medea: each landing in turn), then its choice if the square stands for several. */
async function clickMove(page: Page, text: string, squares: readonly string[]): Promise<void> {
  const board = room(page).locator('.rb-board');
  const ply = Number(await attr(page, 'data-ply'));
  for (const sq of squares) await board.locator(`[data-square="${sq}"]`).click({ timeout: WAIT_MS });
  const choice = board.locator('.rb-choice button').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\~]/g, '\\$&')}(:|$)`) });
  const done = room(page).and(page.locator(`[data-ply="${ply + 1}"]`));
  await Promise.race([done.waitFor({ timeout: WAIT_MS }), choice.first().waitFor({ timeout: WAIT_MS })]);
  if ((await done.count()) === 0) await choice.first().click();
}

interface Players {
  id: string;
  a: Page;
  b: Page;
  c: Page;
}

/** A creates the game through Invite a friend (as White, with the example's options); B and C open their links. */
async function openGame(browser: Browser, base: string, game: GameName, options: Readonly<Record<string, unknown>>, piece: string): Promise<Players> {
  const a = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await a.goto(`${base}/${game}/play/`);
  await a.locator('.rb-play[data-ready="true"]').waitFor({ timeout: WAIT_MS });
  await a.getByRole('button', { name: 'Invite a friend' }).click();
  const dialog = a.locator('dialog.rb-invite');
  await dialog.waitFor({ timeout: WAIT_MS });
  await dialog.locator('select[name="side"]').selectOption('white');
  await dialog.locator('select[name="clock"]').selectOption('10+5');
  for (const [name, value] of Object.entries(options)) {
    const select = dialog.locator(`select[name="${name}"]`);
    if ((await select.count()) > 0) await select.selectOption(value === true ? 'on' : value === false ? 'off' : String(value));
  }
  await dialog.getByRole('button', { name: 'Create' }).click();
  await a.locator('.rb-online[data-seat="white"][data-link="open"]').waitFor({ timeout: WAIT_MS });
  const id = await attr(a, 'data-id');
  check(`${game}: A's page is at its seat's link (reload resumes it)`, new URL(a.url()).searchParams.get('online') === id && /#seat=/.test(a.url()), a.url());
  if (game === 'chakra') {
    mkdirSync(shots, { recursive: true });
    await a.screenshot({ path: path.join(shots, `${game}-invitation-desktop.png`) });
  }
  const invite = await a.locator('input[name="invite"]').inputValue();
  const watch = await a.locator('input[name="watch"]').inputValue();
  const b = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await b.goto(invite);
  await b.locator('.rb-online[data-seat="black"][data-link="open"]').waitFor({ timeout: WAIT_MS });
  const c = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await c.goto(watch);
  await c.locator('.rb-online[data-seat="watch"][data-link="open"]').waitFor({ timeout: WAIT_MS });
  await a.locator('.rb-player-black .rb-presence[data-present="true"]').waitFor({ timeout: WAIT_MS });
  check(`${game}: A sees Black online`, true);
  // C's board is read-only: a piece of the side to move clicked lights nothing.
  await c.locator(`.rb-board [data-square="${piece}"]`).click();
  const lit = await c.locator('.rb-board [data-highlight]').count();
  check(`${game}: C watches ("Watching"), its board read-only (${piece} clicked: ${lit} squares lit)`, (await c.locator('.rb-status-line').textContent())?.includes('Watching') === true && lit === 0);
  check(`${game}: the board turns to each seat (B: Black at the bottom)`, (await b.locator('.rb-room-bottom .rb-player').getAttribute('data-colour')) === 'black');
  return { id, a, b, c };
}

/** The running server and its data folder (the restart check stops it and starts it again on the same port). */
const served: { child?: ChildProcess; url: string; data: string } = { url: '', data: '' };

/** The server stops mid-game: the rooms say "reconnecting…"; it starts again (same port, same store) and they reconnect by themselves. */
async function restartServer(p: Players, game: GameName): Promise<void> {
  const exited = new Promise((resolve) => served.child?.once('exit', resolve));
  stopServer(served.child);
  await exited;
  const dropped = await p.a.locator('.rb-online[data-link="reconnecting"] .rb-link-state').waitFor({ timeout: WAIT_MS }).then(() => true, () => false);
  const said = dropped ? ((await p.a.locator('.rb-link-state').textContent()) ?? '') : '';
  const restarted = await startServer(served.data, Number(new URL(served.url).port));
  served.child = restarted.child;
  const back = await Promise.all([p.a, p.b, p.c].map((page) => page.locator('.rb-online[data-link="open"]').waitFor({ timeout: WAIT_MS }).then(() => true, () => false)));
  check(`${game}: the server stops mid-game: the room says "${said}"; it starts again and all three reconnect by themselves`, said === 'reconnecting…' && back.every(Boolean), `dropped ${dropped}, back ${back.join(' ')}`);
}

/** The mid-game checks: B reloads and resumes; C closes, and a new page of C catches up. */
async function midGame(p: Players, base: string, game: GameName, ply: number, phase: 'reload' | 'close' | 'reopen'): Promise<void> {
  if (phase === 'reload') {
    await p.b.reload();
    await atPly(p.b, ply);
    check(`${game}: B reloads at decision ${ply} and resumes at its seat`, (await attr(p.b, 'data-seat')) === 'black');
  } else if (phase === 'close') {
    await p.c.close();
  } else {
    p.c = await p.c.context().newPage();
    await p.c.goto(`${base}/${game}/play/?online=${p.id}`);
    await atPly(p.c, ply);
    check(`${game}: C reopened at decision ${ply} catches up`, true);
  }
}

/** The game's end and its three logs: the server's /log and each page's lines held, the same. */
async function endChecks(p: Players, base: string, game: GameName, plies: number): Promise<string> {
  for (const page of [p.a, p.b, p.c]) await page.locator('.rb-online[data-over="true"]').waitFor({ timeout: WAIT_MS });
  const href = (await p.a.locator('a.rb-log').getAttribute('href')) ?? '';
  const log = await (await fetch(new URL(href, base))).text();
  const held = await Promise.all([p.a, p.b, p.c].map((page) => heldText(page, p.id)));
  check(`${game}: the log (${log.trim().split('\n').length} lines) and A's, B's and C's lines held are identical`, held.every((h) => h === log), held.map((h, i) => `${'ABC'[i]}: ${h.length} chars`).join(', ') + ` log ${log.length} chars`);
  const ends = await Promise.all([p.a, p.b, p.c].map(async (page) => (await page.locator('.rb-end').textContent()) ?? ''));
  check(`${game}: all three rooms show the same end: ${ends[0]}`, ends[0] !== '' && ends.every((e) => e === ends[0]) && Number(await attr(p.c, 'data-ply')) === plies, ends.join(' | '));
  // The replay page opens the stored game.
  const r = await p.c.context().newPage();
  await r.goto(`${base}/${game}/replay/?online=${p.id}`);
  const replayed = await r.locator(`.rb-replay[data-plies="${plies}"]`).waitFor({ timeout: WAIT_MS }).then(() => true, () => false);
  check(`${game}: the replay page opens the online game (?online=), ${plies} decisions`, replayed, await r.locator('.rb-replay').getAttribute('data-plies').catch(() => '?') ?? '');
  await r.close();
  return log;
}

/** After the end: A offers a rematch, B accepts; both follow to the new game with the colours swapped, C too. */
async function rematch(p: Players): Promise<void> {
  await p.a.getByRole('button', { name: 'Rematch', exact: true }).click();
  await p.b.getByRole('button', { name: 'Accept rematch' }).click({ timeout: WAIT_MS });
  const moved = async (page: Page, seat: string) =>
    page.waitForFunction(([old, want]) => {
      const r = document.querySelector('.rb-online');
      return r !== null && r.getAttribute('data-id') !== old && r.getAttribute('data-seat') === want && r.getAttribute('data-link') === 'open';
    }, [p.id, seat] as const, { timeout: WAIT_MS }).then(() => true, () => false);
  const [a, b, c] = await Promise.all([moved(p.a, 'black'), moved(p.b, 'white'), moved(p.c, 'watch')]);
  check('rematch: offered by A, accepted by B: A now plays Black and B White in the new game, C watches it', a && b && c, `A ${a}, B ${b}, C ${c}`);
}

async function screenshots(p: Players, game: GameName): Promise<void> {
  mkdirSync(shots, { recursive: true });
  for (const [who, page] of [['player', p.a], ['spectator', p.c]] as const) {
    await page.screenshot({ path: path.join(shots, `${game}-${who}-desktop.png`) });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(shots, `${game}-${who}-phone.png`), fullPage: true });
    await page.setViewportSize(DESKTOP);
  }
}

/** Chakra, Shakti, Medea: the example's moves, clicked by White (A) and Black (B) in turn. */
async function playExample(browser: Browser, base: string, game: Exclude<GameName, 'chakart'>): Promise<void> {
  const lines = readFileSync(path.join(root, 'examples', EXAMPLES[game]), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
  const start = lines[0]!;
  const options = { ...(start['ruleset'] ? { ruleset: start['ruleset'] } : {}), ...start['options'] };
  const moves = lines.slice(1).filter((e) => e['event'] === 'move');
  const p = await openGame(browser, base, game, options, moves[0]!['facts'].from);
  check(`${game}: the server's start is the example's (${start['setup']})`, (await attr(p.a, 'data-position')) === (await attr(p.c, 'data-position')) && (await attr(p.a, 'data-position')).startsWith(String(start['setup']).split(' ')[0]!), await attr(p.a, 'data-position'));
  const midway = Math.min(4, moves.length - 3);
  let ok = true;
  for (const [i, e] of moves.entries()) {
    const page = e['player'] === 'white' ? p.a : p.b;
    const facts = e['facts'] as { from: string; to: string; path?: string[] };
    await clickMove(page, e['move'], [facts.from, ...(facts.path ?? [facts.to])]);
    for (const q of [p.a, p.b, p.c]) if (!q.isClosed()) await atPly(q, i + 1);
    if ((await attr(p.a, 'data-position')) !== (await attr(p.b, 'data-position'))) ok = false;
    if (i + 1 === midway) await midGame(p, base, game, i + 1, 'reload');
    if (i + 1 === midway + 1) await midGame(p, base, game, i + 1, 'close');
    if (i + 1 === midway + 2) await midGame(p, base, game, i + 1, 'reopen');
    if (i + 1 === midway + 2 && game === 'chakra') await screenshots(p, game);
    if (i + 1 === midway + 3 && game === 'shakti') await restartServer(p, game);
  }
  check(`${game}: ${moves.length} moves clicked by A and B, the same position on both boards after each`, ok);
  const log = await endChecks(p, base, game, moves.length);
  const played = log.trim().split('\n').slice(1).map((l) => (JSON.parse(l) as { move?: string }).move);
  check(`${game}: the stored moves are the example's`, played.join(' ') === moves.map((e) => e['move']).join(' '), played.join(' '));
  if (game === 'chakra') await rematch(p);
  await leaves(p, game);
  for (const page of [p.a, p.c]) await page.context().close();
}

/** B leaves (its browser closed): A's bar for B's side says "away". */
async function leaves(p: Players, game: GameName): Promise<void> {
  const side = await attr(p.b, 'data-seat');
  await p.b.context().close();
  const away = await p.a.locator(`.rb-player-${side} .rb-presence[data-present="false"]`).waitFor({ timeout: WAIT_MS }).then(() => true, () => false);
  check(`${game}: B leaves: A's bar for ${side} says "away"`, away && (await p.a.locator(`.rb-player-${side} .rb-presence`).textContent()) === 'away');
}

/** Chakart: quiet decisions (to an empty cell) chosen among those the page lights, then Black resigns. */
async function playChakart(browser: Browser, base: string): Promise<void> {
  const p = await openGame(browser, base, 'chakart', {}, 'e2');
  const rules = rulesOf('chakart');
  const PLIES = 12;
  let offered = true;
  for (let i = 0; i < PLIES; i++) {
    const turn = await attr(p.a, 'data-turn');
    const page = turn === 'white' ? p.a : p.b;
    const read = chakartText.parsePosition(await attr(page, 'data-position'));
    if (!read.ok) throw new Error(`chakart: the room's position does not read: ${read.error.message}`);
    const pos = read.value;
    const decisions = rules.legalMoves(pos);
    const pairs = (d: chakart.Decision) => (d.kind === 'move' || d.kind === 'invisible' || d.kind === 'shell' ? `${d.from}-${d.to}` : d.kind === 'swap' ? `${d.a}-${d.b}` : '');
    const quiet = decisions.filter(
      (d): d is Extract<chakart.Decision, { kind: 'move' }> =>
        d.kind === 'move' && d.promotion === undefined && chakart.cellAt(pos, d.to) === null && decisions.filter((x) => pairs(x) === pairs(d)).length === 1,
    );
    const d = quiet[(i * 7) % Math.max(1, quiet.length)];
    if (!d) throw new Error(`chakart: no quiet decision at ${await attr(page, 'data-position')}`);
    const from = squareName(d.from);
    const to = squareName(d.to);
    const board = room(page).locator('.rb-board');
    await board.locator(`[data-square="${from}"]`).click();
    if ((await board.locator(`[data-square="${to}"][data-highlight]`).count()) === 0) offered = false;
    await clickMove(page, '', [to]);
    for (const q of [p.a, p.b, p.c]) if (!q.isClosed()) await atPly(q, i + 1);
    if (i + 1 === 4) await midGame(p, base, 'chakart', i + 1, 'reload');
    if (i + 1 === 5) await midGame(p, base, 'chakart', i + 1, 'close');
    if (i + 1 === 6) await midGame(p, base, 'chakart', i + 1, 'reopen');
  }
  check(`chakart: ${PLIES} decisions clicked, each lit by the page when its piece was chosen`, offered);
  await screenshots(p, 'chakart');
  // A draw offered by White (to move), declined by Black: the offer is gone on both sides.
  await p.a.getByRole('button', { name: 'Offer draw' }).click();
  await p.b.getByRole('button', { name: 'Decline draw' }).click({ timeout: WAIT_MS });
  const declined = await p.a.getByRole('button', { name: 'Offer draw' }).waitFor({ timeout: WAIT_MS }).then(() => true, () => false);
  check('chakart: White offers a draw, Black sees it and declines; White may offer again', declined && (await p.b.getByRole('button', { name: 'Accept draw' }).count()) === 0);
  // Black resigns through the room's confirmation.
  await p.b.getByRole('button', { name: 'Resign', exact: true }).click();
  await p.b.getByRole('button', { name: 'Black resigns' }).click();
  const over = await p.b.locator('.rb-online[data-over="true"]').waitFor({ timeout: WAIT_MS }).then(() => true, () => false);
  check('chakart: Black resigns through the room (Resign, then "Black resigns")', over, (await p.b.locator('.rb-room-status').textContent()) ?? '');
  const log = await endChecks(p, base, 'chakart', PLIES + 1);
  // G4 (committed): the seed's reveal follows the end once the notation writes it (branch s-events); until then the resignation is last.
  const tail = log.trim().split('\n').slice(-2).map((l) => (JSON.parse(l) as { event: string }).event);
  check(`chakart: the log ends with Black's resignation${tail[1] === 'reveal' ? ' and the seed revealed' : ' (no reveal line yet)'}`, tail[1] === 'resign' || (tail[0] === 'resign' && tail[1] === 'reveal'), tail.join(', '));
  const end = (await p.a.locator('.rb-end').textContent()) ?? '';
  check('chakart: White wins by resignation, in the room\'s words', /White wins/.test(end) && /resign/i.test(end), end);
  for (const page of [p.a, p.b, p.c]) await page.context().close();
}

/** The site served alone (astro preview): the Invite action says in words that the game server is needed. */
async function withoutServer(browser: Browser): Promise<void> {
  const preview = await startPreview(appDir, await freePort());
  try {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${preview.url}/shakti/play/`);
    await page.locator('.rb-play[data-ready="true"]').waitFor({ timeout: WAIT_MS });
    await page.getByRole('button', { name: 'Invite a friend' }).click();
    await page.locator('dialog.rb-invite').getByRole('button', { name: 'Create' }).click();
    const said = (await page.locator('dialog.rb-invite .rb-error').textContent({ timeout: WAIT_MS })) ?? '';
    check('without the game server, Invite says so: "Online play needs the game server: run npm start"', said === 'Online play needs the game server: run npm start', said);
    await page.close();
  } finally {
    stopPreview(preview.child);
  }
}

async function main(): Promise<void> {
  if (!existsSync(serverMain)) return check(`the game server is built (${path.relative(root, serverMain)})`, false, 'run `npx pnpm --filter @rulebook/server build` first');
  if (!existsSync(path.join(appDir, 'dist/index.html'))) return check('the site is built (dist/)', false, 'run `astro build` first');
  if (!existsSync(CHROMIUM)) return check(`Chromium at ${CHROMIUM}`, false, 'install Debian\'s chromium (or set CHROMIUM_PATH)');
  const data = mkdtempSync(path.join(os.tmpdir(), 'rulebook-online-'));
  let browser: Browser | undefined;
  const started = Date.now();
  try {
    const s = await startServer(data);
    Object.assign(served, { child: s.child, url: s.url, data });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    for (const game of (['chakra', 'shakti', 'medea'] as const).filter((g) => only.length === 0 || only.includes(g))) {
      try {
        await playExample(browser, s.url, game);
      } catch (e) {
        check(`${game}: the online game runs to its end`, false, e instanceof Error ? e.message : String(e));
      }
    }
    if (only.length === 0 || only.includes('chakart')) try {
      await playChakart(browser, s.url);
    } catch (e) {
      check('chakart: the online game runs to its end', false, e instanceof Error ? e.message : String(e));
    }
    if (only.length === 0) await withoutServer(browser);
    const seconds = (Date.now() - started) / 1000;
    console.log(`# online: four games played through the server in ${seconds.toFixed(1)} s`);
    check(`the online proof ran within ${TOTAL_MS / 1000} s`, seconds * 1000 < TOTAL_MS);
  } finally {
    await browser?.close();
    stopServer(served.child);
    rmSync(data, { recursive: true, force: true });
  }
}

main().then(
  () => finish('online'),
  (e: unknown) => {
    check('the online proof', false, e instanceof Error ? (e.stack ?? e.message) : String(e));
    finish('online');
  },
);
