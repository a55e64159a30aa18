// What the game modules of the page tests (chakra.ts, shakti.ts, medea.ts, chakart.ts) share:
// the example logs' folder, how long to wait, and small page helpers that read the play and
// replay pages the same way for every game. What reads a game's own board stays in its module.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's examples/ folder (the shipped logs). */
export const examples = path.resolve(here, '../../../../examples');
export const WAIT_MS = 15_000;

/** An attribute's value, '' when it is not set. */
export async function attr(locator: Locator, name: string): Promise<string> {
  return (await locator.getAttribute(name)) ?? '';
}

/** Waits until the play page shows `ply` decisions. */
export async function playAt(page: Page, ply: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelector('.rb-play')?.getAttribute('data-ply') === String(n), ply, { timeout: WAIT_MS });
}

/** Waits until the replay page is at `ply`. */
export async function replayAt(page: Page, ply: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelector('.rb-replay')?.getAttribute('data-ply') === String(n), ply, { timeout: WAIT_MS });
}

/** The square (or Shakti cell) named `name` on a board. */
export const squareOf = (board: Locator, name: string): Locator => board.locator(`[data-square="${name}"]`);

/** The squares the board tints as the last move's, sorted. */
export async function lastTinted(board: Locator): Promise<string> {
  const squares = await board.locator('[data-last="true"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-square') ?? '?'));
  return squares.sort().join(' ');
}

/** The play page's move list, one entry per decision: its move text (without what followed it). */
export async function moveList(page: Page): Promise<string[]> {
  return page.locator('.rb-play ol.rb-movelist button[data-ply] .rb-move-text').evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));
}

/** The room's move list as numbered turns, one line per turn: `1. e2e3 d7d6`. */
export async function turnLines(page: Page, root = '.rb-play'): Promise<string[]> {
  return page.locator(`${root} ol.rb-movelist > li.rb-turn-row`).evaluateAll((rows) =>
    rows.map((row) => {
      const no = row.querySelector('.rb-turn-no')?.textContent ?? '';
      const side = (c: string) => [...row.querySelectorAll(`.rb-turn-${c} .rb-move-text`)].map((m) => m.textContent ?? '').join(' ');
      return [no, side('white') || '…', side('black')].filter(Boolean).join(' ').trim();
    }),
  );
}

/** A downloaded file's text, from the button that saves it. */
export async function downloaded(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.getByRole('button', { name: button, exact: true }).click()]);
  return readFileSync(await file.path(), 'utf8');
}

/** The play room and its board ready. */
export async function roomReady(page: Page): Promise<void> {
  await page.waitForSelector('.rb-play[data-ready="true"] .rb-board[data-ready="true"]', { timeout: WAIT_MS });
}

/**
 * Opens `game`'s play page on a new game: the game the browser kept (the room resumes it) is
 * forgotten first, unless `keep`.
 */
export async function openPlay(page: Page, base: string, game: string, keep = false): Promise<void> {
  // Forgotten from a page without a room (which would keep its game again).
  if (!keep) await forgetGame(page, base, game);
  await page.goto(`${base}/${game}/play/`);
  await roomReady(page);
}

/** Forgets the game the browser keeps for `game` and the players' names, from the site's page on the game (no room there). */
export async function forgetGame(page: Page, base: string, game: string): Promise<void> {
  await page.goto(`${base}/${game}/`);
  await page.evaluate((g) => {
    localStorage.removeItem(`rulebook:room:${g}`);
    localStorage.removeItem('rulebook:players');
  }, game);
}

/**
 * A new game from the New game dialog: its options (select or field by name) and, if given, a
 * start position (does not wait for the game: a bad position leaves the dialog open).
 */
export async function newGame(page: Page, options: Readonly<Record<string, string>> = {}, position?: string): Promise<void> {
  await page.locator('.rb-play').getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.locator('dialog.rb-newgame');
  await dialog.waitFor({ state: 'visible', timeout: WAIT_MS });
  for (const [name, value] of Object.entries(options)) {
    const field = dialog.locator(`[name="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await dialog.locator('textarea[name="position"]').fill(position ?? '');
  await dialog.getByRole('button', { name: 'Start the game' }).click();
}

/** Starts a game from a position through the New game dialog (does not wait for it). */
export async function startFrom(page: Page, position: string, options: Readonly<Record<string, string>> = {}): Promise<void> {
  await newGame(page, options, position);
}

/** Pastes a log or a record into the replay page (the "Open another game" box once a game is shown) and replays it. */
export async function replayPaste(page: Page, text: string): Promise<void> {
  const root = page.locator('.rb-replay');
  const box = root.locator('details.rb-details', { has: page.locator('textarea[name="log"]') });
  if ((await box.count()) > 0 && !(await box.evaluate((d) => (d as HTMLDetailsElement).open))) await box.locator('summary').click();
  await root.locator('textarea[name="log"]').fill(text);
  await root.getByRole('button', { name: 'Replay', exact: true }).click();
}

/** Resigns for `side` (either side may), through the confirmation. */
export async function resign(page: Page, side: 'White' | 'Black' = 'White'): Promise<void> {
  await page.locator('.rb-play').getByRole('button', { name: 'Resign', exact: true }).click();
  await page.locator('.rb-play').getByRole('button', { name: `${side} resigns`, exact: true }).click();
}

/** The centre of a square on the screen. */
async function centre(square: Locator): Promise<{ x: number; y: number }> {
  const box = await square.boundingBox();
  if (!box) throw new Error('a square that is not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags what stands on `from` to `to` with the mouse (pointer events), in small steps. */
export async function dragSquare(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 8, a.y + 8, { steps: 2 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

/** Drags what stands on `from` to `to` with a finger: touch events through Chromium's input (CDP). */
export async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await centre(from);
  const b = await centre(to);
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(a.x, a.y) });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** How a decision is made on the board: clicks, a mouse drag, a finger's tap or drag, or the keyboard. */
export type Gesture = 'click' | 'drag' | 'tap' | 'touch' | 'keys';

/** One step of a decision, from `from` to `to`, by `how`. */
export async function gesture(page: Page, from: Locator, to: Locator, how: Gesture): Promise<void> {
  if (how === 'drag') return dragSquare(page, from, to);
  if (how === 'touch') return touchDrag(page, from, to);
  const selected = (await from.getAttribute('data-selected')) === 'true';
  for (const square of selected ? [to] : [from, to]) {
    if (how === 'keys') {
      await square.focus();
      await page.keyboard.press('Enter');
    } else if (how === 'tap') {
      // At a finger's pace: Chromium takes a tap that follows another touch within its
      // double-tap time for a gesture, not a click.
      await page.waitForTimeout(350);
      await square.tap();
    }
    else await square.click();
  }
}
