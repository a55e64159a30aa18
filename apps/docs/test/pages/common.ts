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

/** The play page's move list, one entry per decision. */
export async function moveList(page: Page): Promise<string[]> {
  return page.locator('.rb-play ol.rb-moves > li').evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));
}

/** A downloaded file's text, from the button that saves it. */
export async function downloaded(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.getByRole('button', { name: button, exact: true }).click()]);
  return readFileSync(await file.path(), 'utf8');
}

/** Opens `game`'s play page and waits for it and its board to be ready. */
export async function openPlay(page: Page, base: string, game: string): Promise<void> {
  await page.goto(`${base}/${game}/play/`);
  await page.waitForSelector('.rb-play[data-ready="true"] .rb-board[data-ready="true"]', { timeout: WAIT_MS });
}

/** Pastes a position into the play page and starts a game from it (does not wait for it). */
export async function startFrom(page: Page, position: string): Promise<void> {
  await page.fill('.rb-play textarea[name="position"]', position);
  await page.getByRole('button', { name: 'Start from this position' }).click();
}
