// Browser test of the interactive rulebook: builds nothing itself (the `test:browser`
// script runs `astro build` first), serves dist/ with `astro preview` on a free port, drives
// Debian's Chromium through playwright-core, clicks pieces on the Chakra and Shakti diagrams
// and compares the lit squares with the game values' `legalMoves` computed here
// for the same position (read from the board's data-position), and for Shakti also the
// tile each jump removes, crossed only while that jump's target is pointed at or focused.
// Then plays moves by clicking (a Shakti jump: the tile is gone; a forced pass) and checks
// the new position. On the Medea diagrams it compares the
// lit squares and the capture paths shown (numbered landings, pieces taken) with
// Medea's `legalMoves` / `medea.capturePaths`, enters captures hop by hop and checks that the
// jumped pieces leave the board only with the last hop, and checks the provisional-setup
// notice (D1). On the Chakart diagrams it clicks every piece and compares the moves, captures,
// shell targets and invisible-queen targets lit with Chakart's `legalMoves`, checks the
// glyphs against the position, plays decisions by clicking (a move, a shell, an invisible
// move, a swap, a drop, a promotion) and replays them with the outcomes the board drew, and
// steps through an effect chain checking the words of each step. On every rules page of every
// game it checks each diagram's "play from here" link against the notation and the game's
// option specs; on the home page each game's Play and Read the rules; then it writes
// screenshots of a rules page of each game (desktop, phone, dark) and of the home page to
// test-results/screenshots/ (rules-*.png, home-*.png). Prints `N passed, M
// failed`; exits non-zero on any failure. The tally, the preview server and Chromium's path
// and flags are test/harness.ts's, shared with the other test scripts.
//
// Usage: node test/browser.test.ts [--screenshots <dir>]  (saves board and page pictures)
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type Locator, type Page, chromium } from 'playwright-core';
import { GAME_NAMES, chakart, chakra, games, medea, shakti, squareName, type GameName } from '@rulebook/rules';
import { chakra as chakraText, shakti as shaktiText, medea as medeaText, chakart as chakartText, describeTextError, textGames } from '@rulebook/notation';
import { CHROMIUM, CHROMIUM_FLAGS, check, finish, freePort, startPreview, stopPreview } from './harness.ts';
import { rulesOf } from './rules.ts';

type ChakraMove = chakra.ChakraMove;
type ChakraPosition = chakra.ChakraPosition;
type Square = chakra.Square;

function readPosition(text: string): ChakraPosition {
  const result = chakraText.parsePosition(text);
  if (!result.ok) throw new Error(`data-position "${text}" does not parse: ${describeTextError(result.error)}`);
  return result.value;
}

const WAIT_MS = 15_000;
const PAGES = ['', 'pieces/', 'transmitter/', 'king-and-transmitter/', 'endings/', 'rulesets/', 'notation/', 'diagrams-1995/'];
const SHAKTI_PAGES = ['', 'board/', 'king/', 'warrior/', 'check/', 'mutual-check/', 'endings/', 'notation/'];
const MEDEA_PAGES = ['', 'men/', 'kings/', 'capture/', 'move-identity/', 'chakras/', 'transmission/', 'replacement/', 'endings/', 'notation/'];
const CHAKART_PAGES = ['', 'pieces-and-powers/', 'objects-and-effects/', 'eggs/', 'turn/', 'endings/', 'notation/'];
const TOTAL_MS = 840_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');

type Lit = Map<string, string>;

/** What the board should light for the piece or chakra on `sq`, from the rules package. */
function expectedHighlights(pos: ChakraPosition, moves: readonly ChakraMove[], sq: Square, ruleset: chakra.Ruleset): Lit {
  const lit: Lit = new Map();
  // Several moves to one square show the strongest kind: capture > move > pass.
  const rank = (kind: string | undefined) => (kind === undefined ? -1 : ['pass', 'move', 'capture'].indexOf(kind));
  const add = (to: Square, kind: string) => {
    if (rank(kind) > rank(lit.get(squareName(to)))) lit.set(squareName(to), kind);
  };
  for (const move of moves) {
    if (move.kind === 'piece' && move.from === sq) {
      const { facts } = rulesOf('chakra', { ruleset }).play(pos, move);
      add(move.to, facts.captured || facts.transmitterCaptured ? 'capture' : 'move');
    } else if (move.kind === 'chakra' && move.from === sq) add(move.to, 'move');
    else if (move.kind === 'pass' && move.square === sq) add(move.via, 'pass');
  }
  return lit;
}

async function litSquares(board: Locator): Promise<Lit> {
  const pairs = await board.locator('[data-highlight]').evaluateAll((els) =>
    els.map((el) => [el.getAttribute('data-square') ?? '?', el.getAttribute('data-highlight') ?? '?'] as [string, string]),
  );
  return new Map(pairs);
}

function show(lit: Lit): string {
  return [...lit].sort().map(([sq, kind]) => `${sq}:${kind}`).join(' ') || '(none)';
}

/** Clicks the selected square (if any) to clear the selection without playing a move. */
async function deselect(board: Locator): Promise<void> {
  const selected = board.locator('[data-selected="true"]');
  if ((await selected.count()) > 0) await selected.first().click({ timeout: WAIT_MS });
}

/** Waits for the island to hydrate (client:visible: scroll it into view first). */
async function readyBoard(page: Page, index: number): Promise<Locator> {
  const board = page.locator('.rb-board').nth(index);
  await board.scrollIntoViewIfNeeded({ timeout: WAIT_MS });
  await page.waitForFunction(
    (i) => document.querySelectorAll('.rb-board')[i]?.getAttribute('data-ready') === 'true',
    index,
    { timeout: WAIT_MS },
  );
  return board;
}

/** Clicks every piece and vacant chakra of the side to move; compares lit squares. */
async function checkBoard(page: Page, index: number, label: string): Promise<number> {
  const board = await readyBoard(page, index);
  const text = (await board.getAttribute('data-position')) ?? '';
  const pos = readPosition(text);
  const ruleset = ((await board.getAttribute('data-ruleset')) ?? 'current') as chakra.Ruleset;
  const moves = rulesOf('chakra', { ruleset }).legalMoves(pos);
  let lit = 0;
  for (let sq = 0; sq < 64; sq++) {
    const piece = pos.board[sq];
    const mine = piece ? piece.colour === pos.turn : pos.chakras[sq]?.owner === pos.turn;
    if (!mine) continue;
    const name = squareName(sq);
    await deselect(board);
    await board.locator(`[data-square="${name}"]`).click({ timeout: WAIT_MS });
    const selected = await board.locator(`[data-square="${name}"]`).getAttribute('data-selected');
    const got = await litSquares(board);
    const want = expectedHighlights(pos, moves, sq, ruleset);
    lit += want.size;
    check(
      `${label}: ${name} selected and its legal moves lit`,
      selected === 'true' && show(got) === show(want),
      `position ${text}\nwant ${show(want)}\ngot  ${show(got)}`,
    );
  }
  await deselect(board);
  check(`${label}: the position is unchanged by selecting`, (await board.getAttribute('data-position')) === text);
  return lit;
}

/** Plays the first single-move target of the first own piece that has one, by clicking. */
async function checkPlay(page: Page, index: number, label: string): Promise<void> {
  const board = await readyBoard(page, index);
  const text = (await board.getAttribute('data-position')) ?? '';
  const pos = readPosition(text);
  const moves = rulesOf('chakra').legalMoves(pos);
  const move = moves.find(
    (m) => m.kind === 'piece' && moves.filter((o) => o.kind === 'piece' && o.from === m.from && o.to === m.to).length === 1,
  );
  if (!move || move.kind !== 'piece') {
    check(`${label}: a move to play`, false, `no piece move in ${text}`);
    return;
  }
  await deselect(board);
  await board.locator(`[data-square="${squareName(move.from)}"]`).click({ timeout: WAIT_MS });
  await board.locator(`[data-square="${squareName(move.to)}"]`).click({ timeout: WAIT_MS });
  await page.waitForFunction(
    ([i, before]) => document.querySelectorAll('.rb-board')[i as number]?.getAttribute('data-position') !== before,
    [index, text] as const,
    { timeout: WAIT_MS },
  );
  const after = (await board.getAttribute('data-position')) ?? '';
  const want = rulesOf('chakra').play(pos, move).position;
  check(
    `${label}: clicking ${squareName(move.from)} then ${squareName(move.to)} plays the move`,
    rulesOf('chakra').positionKey(readPosition(after)) === rulesOf('chakra').positionKey(want) && readPosition(after).turn === want.turn,
    `before ${text}\nafter  ${after}`,
  );
}

/** Finds a board where one square stands for several moves, and plays one via the buttons. */
async function checkChoice(page: Page, label: string): Promise<void> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    const text = (await board.getAttribute('data-position')) ?? '';
    const pos = readPosition(text);
    const ruleset = ((await board.getAttribute('data-ruleset')) ?? 'current') as 'current' | '1995';
    const moves = rulesOf('chakra', { ruleset }).legalMoves(pos);
    const move = moves.find((m) => m.kind === 'piece' && m.promotion !== undefined);
    if (!move || move.kind !== 'piece') continue;
    const options = moves.filter((m) => m.kind === 'piece' && m.from === move.from && m.to === move.to);
    if (options.length < 2) continue;
    await deselect(board);
    await board.locator(`[data-square="${squareName(move.from)}"]`).click();
    await board.locator(`[data-square="${squareName(move.to)}"]`).click();
    const buttons = board.locator('.rb-choice button');
    check(`${label}: ${options.length} promotion choices offered`, (await buttons.count()) === options.length);
    await buttons.first().click();
    await page.waitForFunction(
      ([n, before]) => document.querySelectorAll('.rb-board')[n as number]?.getAttribute('data-position') !== before,
      [i, text] as const,
      { timeout: WAIT_MS },
    );
    const after = readPosition((await board.getAttribute('data-position')) ?? '');
    const played = options.some((m) => rulesOf('chakra').positionKey(rulesOf('chakra', { ruleset }).play(pos, m).position) === rulesOf('chakra').positionKey(after));
    check(`${label}: choosing a promotion plays it`, played);
    await board.locator('button', { hasText: 'Back to the diagram' }).click();
    check(`${label}: back to the diagram`, (await board.getAttribute('data-position')) === text);
    return;
  }
  check(`${label}: a diagram with a promotion choice`, false);
}

/** Steps through the first scripted scenario and compares with the moves played here. */
async function checkScript(page: Page, label: string): Promise<void> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    if ((await board.locator('.rb-script').count()) === 0) continue;
    const text = (await board.getAttribute('data-position')) ?? '';
    const ruleset = ((await board.getAttribute('data-ruleset')) ?? 'current') as 'current' | '1995';
    let pos = readPosition(text);
    let steps = 0;
    while ((await board.locator('.rb-script').count()) > 0 && steps < 20) {
      const button = (await board.locator('.rb-script').textContent()) ?? '';
      const moveText = /: (\S+) ▶/.exec(button)?.[1] ?? '';
      const move = chakraText.parseMove(pos, moveText, ruleset);
      if (!move.ok) {
        check(`${label}: scenario move ${moveText} is legal`, false, describeTextError(move.error));
        return;
      }
      pos = rulesOf('chakra', { ruleset }).play(pos, move.value).position;
      const before = (await board.getAttribute('data-position')) ?? '';
      await board.locator('.rb-script').click();
      await page.waitForFunction(
        ([n, b]) => document.querySelectorAll('.rb-board')[n as number]?.getAttribute('data-position') !== b,
        [i, before] as const,
        { timeout: WAIT_MS },
      );
      steps++;
    }
    const after = readPosition((await board.getAttribute('data-position')) ?? '');
    check(
      `${label}: stepping through ${steps} scenario move(s) reaches the same position`,
      steps > 0 && rulesOf('chakra').positionKey(after) === rulesOf('chakra').positionKey(pos),
      `from ${text}`,
    );
    return;
  }
  check(`${label}: a diagram with scenario moves`, false);
}

// ---- Shakti ----------------------------------------------------------------------------

type ShaktiMove = shakti.ShaktiMove;
type ShaktiPosition = shakti.ShaktiPosition;

function readShakti(text: string): ShaktiPosition {
  const result = shaktiText.parsePosition(text);
  if (!result.ok) throw new Error(`data-position "${text}" does not parse as Shakti: ${describeTextError(result.error)}`);
  return result.value;
}

async function shaktiOptions(board: Locator): Promise<shakti.ShaktiOptions> {
  const jump = await board.getAttribute('data-warrior-jump');
  return { warriorJump: jump === 'adjacent' ? 'adjacent' : 'seen' };
}

/** What the Shakti board should show for the piece on `cell`: lit cells, and the tiles its jumps remove. */
function expectedShakti(pos: ShaktiPosition, moves: readonly ShaktiMove[], cell: number): { lit: Lit; removed: string[] } {
  const lit: Lit = new Map();
  const removed: string[] = [];
  for (const move of moves) {
    if (move.kind === 'pass' || move.from !== cell) continue;
    const name = shakti.cellName(move.to);
    // Two moves of one piece never end on one cell (one per direction and distance).
    if (lit.has(name)) lit.set(name, 'DUPLICATE');
    else lit.set(name, pos.board[move.to] ? 'capture' : 'move');
    if (move.kind === 'jump') removed.push(`${shakti.cellName(move.removed)}<-${name}`);
  }
  return { lit, removed: removed.sort() };
}

/** The jumps the board shows: `removed<-target` from each target's data-removes, plus the tiles crossed now. */
async function shownRemovals(board: Locator): Promise<{ pairs: string[]; crossed: string[] }> {
  const pairs = await board.locator('[data-removes]').evaluateAll((els) =>
    els.map((el) => `${el.getAttribute('data-removes')}<-${el.getAttribute('data-square')}`),
  );
  const crossed = await board.locator('[data-remove="true"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-square') ?? '?'));
  return { pairs: pairs.sort(), crossed: [...new Set(crossed)].sort() };
}

/** The tiles crossed for removal now (only the one of the jump under the pointer or focus, if any). */
async function crossedNow(board: Locator): Promise<string> {
  const crossed = await board.locator('[data-remove="true"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-square') ?? '?'));
  return [...new Set(crossed)].sort().join(' ');
}

/**
 * Clicks every piece of the side to move; compares lit cells and the jumps' tiles with the
 * engine: every jump target names the tile it removes (data-removes), no tile is crossed while
 * nothing is pointed at, and pointing at each jump target (hovering it) crosses exactly the
 * tile that jump removes; the first jump target of each board is also reached by keyboard
 * focus, which crosses its tile the same way.
 */
async function checkShaktiBoard(page: Page, index: number, label: string): Promise<{ lit: number; moves: number }> {
  const board = await readyBoard(page, index);
  check(`${label}: is a Shakti board`, (await board.getAttribute('data-game')) === 'shakti');
  const text = (await board.getAttribute('data-position')) ?? '';
  const pos = readShakti(text);
  const options = await shaktiOptions(board);
  const moves = rulesOf('shakti', options).legalMoves(pos);
  check(`${label}: 49 cells`, (await board.locator('[data-square]').count()) === 49);
  const holes = (await board.locator('[data-tile="false"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')))).sort();
  const wantHoles = pos.tiles.flatMap((t, c) => (t ? [] : [shakti.cellName(c)])).sort();
  check(`${label}: holes drawn where the position has them`, holes.join() === wantHoles.join(), `want ${wantHoles.join()}\ngot  ${holes.join()}`);
  let lit = 0;
  let focused = false;
  for (let cell = 0; cell < 49; cell++) {
    if (pos.board[cell]?.colour !== pos.turn) continue;
    const name = shakti.cellName(cell);
    await deselect(board);
    await board.locator(`[data-square="${name}"]`).click({ timeout: WAIT_MS });
    const selected = await board.locator(`[data-square="${name}"]`).getAttribute('data-selected');
    const got = await litSquares(board);
    const shown = await shownRemovals(board);
    const want = expectedShakti(pos, moves, cell);
    lit += want.lit.size;
    // Pointing at each jump target crosses the one tile that jump removes, and only it.
    const pointed: string[] = [];
    for (const jump of want.removed) {
      const [tile, target] = jump.split('<-') as [string, string];
      await board.locator(`[data-square="${target}"]`).hover({ timeout: WAIT_MS });
      const crossed = await crossedNow(board);
      if (crossed !== tile) pointed.push(`pointing at ${target}: crossed ${crossed || 'nothing'}, want ${tile}`);
    }
    if (want.removed.length > 0 && !focused) {
      // By keyboard: focus the first jump target.
      const [tile, target] = want.removed[0]!.split('<-') as [string, string];
      await board.locator(`[data-square="${target}"]`).focus();
      const crossed = await crossedNow(board);
      if (crossed !== tile) pointed.push(`focusing ${target}: crossed ${crossed || 'nothing'}, want ${tile}`);
      await board.locator(`[data-square="${name}"]`).focus();
      focused = true;
    }
    await page.mouse.move(0, 0);
    const after = await crossedNow(board);
    if (after !== '') pointed.push(`pointing at nothing: crossed ${after}`);
    check(
      `${label}: ${name} selected, its legal moves lit, no tile crossed until a jump is pointed at, then that jump's tile`,
      selected === 'true' && show(got) === show(want.lit) && shown.pairs.join() === want.removed.join() && shown.crossed.length === 0 && pointed.length === 0,
      `position ${text} (${options.warriorJump})\nwant ${show(want.lit)} | removes ${want.removed.join(' ') || '-'}\ngot  ${show(got)} | removes ${shown.pairs.join(' ') || '-'} | crossed before pointing ${shown.crossed.join(' ') || '-'}\n${pointed.join('\n')}`,
    );
  }
  await deselect(board);
  const passButton = board.locator('.rb-pass');
  const forced = moves.length === 1 && moves[0].kind === 'pass';
  check(`${label}: a Pass button exactly when passing is the only move`, ((await passButton.count()) > 0) === forced);
  check(`${label}: the position is unchanged by selecting`, (await board.getAttribute('data-position')) === text);
  return { lit, moves: moves.filter((m) => m.kind !== 'pass').length };
}

async function waitForChange(page: Page, index: number, before: string): Promise<void> {
  await page.waitForFunction(
    ([i, b]) => document.querySelectorAll('.rb-board')[i as number]?.getAttribute('data-position') !== b,
    [index, before] as const,
    { timeout: WAIT_MS },
  );
}

/** Plays a move of the given kind by clicking (a jump: the removed tile must be gone). */
async function checkShaktiPlay(page: Page, index: number, label: string, want: 'jump' | 'capture' | 'step'): Promise<boolean> {
  const board = await readyBoard(page, index);
  const text = (await board.getAttribute('data-position')) ?? '';
  const pos = readShakti(text);
  const options = await shaktiOptions(board);
  const move = rulesOf('shakti', options)
    .legalMoves(pos)
    .find((m) => m.kind !== 'pass' && (want === 'jump' ? m.kind === 'jump' : want === 'capture' ? !!pos.board[m.to] : m.kind === 'step' && !pos.board[m.to]));
  if (!move || move.kind === 'pass') return false;
  await deselect(board);
  await board.locator(`[data-square="${shakti.cellName(move.from)}"]`).click({ timeout: WAIT_MS });
  await board.locator(`[data-square="${shakti.cellName(move.to)}"]`).click({ timeout: WAIT_MS });
  await waitForChange(page, index, text);
  const after = (await board.getAttribute('data-position')) ?? '';
  const expected = rulesOf('shakti', options).play(pos, move).position;
  const what = `${shakti.cellName(move.from)} then ${shakti.cellName(move.to)}`;
  check(`${label}: clicking ${what} plays the ${want}`, after === shaktiText.formatPosition(expected), `before ${text}\nafter  ${after}\nwant   ${shaktiText.formatPosition(expected)}`);
  if (move.kind === 'jump') {
    const removed = shakti.cellName(move.removed);
    const tile = await board.locator(`[data-square="${removed}"]`).getAttribute('data-tile');
    const drawn = await board.locator(`[data-square="${removed}"] .rb-tile`).count();
    check(`${label}: after the jump the tile ${removed} is gone`, tile === 'false' && drawn === 0 && !readShakti(after).tiles[move.removed]);
  }
  await board.locator('button', { hasText: 'Back to the diagram' }).click();
  check(`${label}: back to the diagram`, (await board.getAttribute('data-position')) === text);
  return true;
}

/** Finds a diagram whose side to move must pass, and passes with the button. */
async function checkShaktiPass(page: Page, label: string): Promise<void> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    const text = (await board.getAttribute('data-position')) ?? '';
    const pos = readShakti(text);
    const options = await shaktiOptions(board);
    const moves = rulesOf('shakti', options).legalMoves(pos);
    if (!(moves.length === 1 && moves[0].kind === 'pass')) continue;
    await board.locator('.rb-pass').click();
    await waitForChange(page, i, text);
    const after = (await board.getAttribute('data-position')) ?? '';
    const want = shaktiText.formatPosition(rulesOf('shakti', options).play(pos, moves[0]).position);
    check(`${label}: the Pass button passes`, after === want, `after ${after}\nwant  ${want}`);
    return;
  }
  check(`${label}: a diagram with a forced pass`, false);
}

/** Steps through a Shakti scenario's moves, if a diagram on the page has some. */
async function checkShaktiScript(page: Page, label: string): Promise<void> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    if ((await board.locator('.rb-script').count()) === 0) continue;
    const text = (await board.getAttribute('data-position')) ?? '';
    const options = await shaktiOptions(board);
    let pos = readShakti(text);
    let steps = 0;
    while ((await board.locator('.rb-script').count()) > 0 && steps < 20) {
      const button = (await board.locator('.rb-script').textContent()) ?? '';
      const moveText = /: (\S+) ▶/.exec(button)?.[1] ?? '';
      const move = shaktiText.parseMove(pos, moveText, options);
      if (!move.ok) {
        check(`${label}: scenario move ${moveText} is legal`, false, describeTextError(move.error));
        return;
      }
      pos = rulesOf('shakti', options).play(pos, move.value).position;
      const before = (await board.getAttribute('data-position')) ?? '';
      await board.locator('.rb-script').click();
      await waitForChange(page, i, before);
      steps++;
    }
    const after = (await board.getAttribute('data-position')) ?? '';
    check(`${label}: stepping through ${steps} scenario move(s) reaches the same position`, steps > 0 && after === shaktiText.formatPosition(pos), `from ${text}`);
  }
}

// ---- Medea -----------------------------------------------------------------------------

type MedeaMove = medea.MedeaMove;
type MedeaPosition = medea.MedeaPosition;
type MedeaCapture = Extract<MedeaMove, { kind: 'capture' }>;

function readMedea(text: string): MedeaPosition {
  const result = medeaText.parsePosition(text);
  if (!result.ok) throw new Error(`data-position "${text}" does not parse as Medea: ${describeTextError(result.error)}`);
  return result.value;
}

const capturesOf = (pos: MedeaPosition): MedeaCapture[] => medea.capturePaths(pos).filter((m): m is MedeaCapture => m.kind === 'capture');

/** What the Medea board should show for the piece or vacant chakra on `sq`. */
function expectedMedea(pos: MedeaPosition, moves: readonly MedeaMove[], sq: number): { lit: Lit; landings: string[]; captured: string[] } {
  const lit: Lit = new Map();
  const rank = (kind: string | undefined) => (kind === undefined ? -1 : ['pass', 'move', 'capture'].indexOf(kind));
  const add = (to: number, kind: string) => {
    if (rank(kind) > rank(lit.get(squareName(to)))) lit.set(squareName(to), kind);
  };
  for (const move of moves) {
    if (move.kind === 'step' && move.from === sq) add(move.to, rulesOf('medea').play(pos, move).facts.captured?.length ? 'capture' : 'move');
    else if (move.kind === 'capture' && move.from === sq) add(move.to, 'capture');
    else if (move.kind === 'chakra' && move.from === sq) add(move.to, 'move');
    else if (move.kind === 'pass' && move.square === sq) add(move.via, 'pass');
  }
  const numbers = new Map<string, Set<number>>();
  const captured = new Set<string>();
  for (const path of capturesOf(pos)) {
    if (path.from !== sq) continue;
    path.path.forEach((s, i) => numbers.set(squareName(s), (numbers.get(squareName(s)) ?? new Set()).add(i + 1)));
    for (const c of path.captured) captured.add(squareName(c));
  }
  const landings = [...numbers].map(([s, n]) => `${s}:${[...n].sort((a, b) => a - b).join(' ')}`).sort();
  return { lit, landings, captured: [...captured].sort() };
}

async function shownPaths(board: Locator): Promise<{ landings: string[]; captured: string[] }> {
  const landings = await board.locator('[data-landing]').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-square')}:${el.getAttribute('data-landing')}`));
  const captured = await board.locator('[data-captured="true"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-square') ?? '?'));
  return { landings: landings.sort(), captured: captured.sort() };
}

/** Clicks every piece and vacant chakra of the side to move; compares lit squares and capture paths. */
async function checkMedeaBoard(page: Page, index: number, label: string): Promise<{ lit: number; paths: number }> {
  const board = await readyBoard(page, index);
  check(`${label}: is a Medea board`, (await board.getAttribute('data-game')) === 'medea');
  const text = (await board.getAttribute('data-position')) ?? '';
  const pos = readMedea(text);
  const moves = rulesOf('medea').legalMoves(pos);
  check(`${label}: 64 squares`, (await board.locator('[data-square]').count()) === 64);
  const kings = pos.board.filter((p) => p?.type === 'king').length;
  const men = pos.board.filter((p) => p?.type === 'man').length;
  const chakras = pos.chakras.filter((c) => c !== null).length;
  const drawn = {
    kings: await board.locator('.rb-piece.rb-king').count(),
    men: await board.locator('.rb-piece.rb-man').count(),
    chakras: await board.locator('.rb-chakra').count(),
    white: await board.locator('.rb-chakra-white').count(),
  };
  check(
    `${label}: men, crowned kings and chakras drawn as in the position`,
    drawn.kings === kings && drawn.men === men && drawn.chakras === chakras && drawn.white === pos.chakras.filter((c) => c === 'white').length,
    `want ${men} men, ${kings} kings, ${chakras} chakras; got ${JSON.stringify(drawn)}`,
  );
  let lit = 0;
  let paths = 0;
  for (let sq = 0; sq < 64; sq++) {
    const piece = pos.board[sq];
    const mine = piece ? piece.colour === pos.turn : pos.chakras[sq] === pos.turn;
    if (!mine) continue;
    const name = squareName(sq);
    await deselect(board);
    await board.locator(`[data-square="${name}"]`).click({ timeout: WAIT_MS });
    const selected = await board.locator(`[data-square="${name}"]`).getAttribute('data-selected');
    const got = await litSquares(board);
    const shown = await shownPaths(board);
    const want = expectedMedea(pos, moves, sq);
    lit += want.lit.size;
    paths += want.landings.length;
    check(
      `${label}: ${name} selected, its legal moves lit and its capture paths drawn`,
      selected === 'true' && show(got) === show(want.lit) && shown.landings.join() === want.landings.join() && shown.captured.join() === want.captured.join(),
      `position ${text}\nwant ${show(want.lit)} | landings ${want.landings.join(' ') || '-'} | captured ${want.captured.join(' ') || '-'}\ngot  ${show(got)} | landings ${shown.landings.join(' ') || '-'} | captured ${shown.captured.join(' ') || '-'}`,
    );
  }
  await deselect(board);
  check(`${label}: the position is unchanged by selecting`, (await board.getAttribute('data-position')) === text);
  return { lit, paths };
}

/** The legal move a full capture path belongs to (D5). */
function moveOfPath(pos: MedeaPosition, path: MedeaCapture): MedeaMove | undefined {
  return rulesOf('medea').legalMoves(pos).find((m) => rulesOf('medea').sameMove(m, path));
}

/**
 * Enters a capture of at least `minHops` jumps hop by hop on the first diagram of the page that
 * has one: after each hop but the last the position is unchanged and the jumped pieces are
 * still on the board, marked; after the last they are gone.
 */
async function checkMedeaHops(page: Page, label: string, minHops: number): Promise<boolean> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    const text = (await board.getAttribute('data-position')) ?? '';
    const pos = readMedea(text);
    const path = capturesOf(pos).find((p) => p.path.length >= minHops);
    if (!path) continue;
    const move = moveOfPath(pos, path);
    if (!move) {
      check(`${label}: the path ${squareName(path.from)}x${path.path.map(squareName).join('x')} is a legal move`, false);
      return true;
    }
    const name = (s: number) => squareName(s);
    const what = `${name(path.from)}x${path.path.map(name).join('x')}`;
    await deselect(board);
    await board.locator(`[data-square="${name(path.from)}"]`).click({ timeout: WAIT_MS });
    let ok = true;
    const details: string[] = [];
    for (let h = 0; h < path.path.length - 1; h++) {
      await board.locator(`[data-square="${name(path.path[h])}"]`).click({ timeout: WAIT_MS });
      await page.waitForFunction(
        ([n, s]) => document.querySelectorAll('.rb-board')[n as number]?.querySelector(`[data-square="${s}"]`)?.getAttribute('data-selected') === 'true',
        [i, name(path.path[h])] as const,
        { timeout: WAIT_MS },
      );
      const still = (await board.getAttribute('data-position')) === text && (await board.getAttribute('data-capturing')) === 'true';
      for (const c of path.captured.slice(0, h + 1)) {
        const cell = board.locator(`[data-square="${name(c)}"]`);
        const present = (await cell.locator('.rb-piece').count()) === 1;
        const marked = (await cell.getAttribute('data-taken')) === 'true' && (await cell.getAttribute('data-captured')) === 'true';
        if (!present || !marked) {
          ok = false;
          details.push(`after hop ${h + 1} the piece on ${name(c)} is ${present ? 'not marked' : 'gone'}`);
        }
      }
      // The jumping piece stands on its landing square; its start square is empty (D4),
      // unless the path has come back to it.
      const moved =
        (await board.locator(`[data-square="${name(path.path[h])}"] .rb-piece`).count()) === 1 &&
        (path.path[h] === path.from || (await board.locator(`[data-square="${name(path.from)}"] .rb-piece`).count()) === 0);
      if (!still || !moved) {
        ok = false;
        details.push(`after hop ${h + 1}: position ${still ? 'unchanged' : 'changed'}, piece ${moved ? 'on its landing square' : 'not moved'}`);
      }
    }
    await board.locator(`[data-square="${name(path.to)}"]`).click({ timeout: WAIT_MS });
    await waitForChange(page, i, text);
    const after = (await board.getAttribute('data-position')) ?? '';
    const want = medeaText.formatPosition(rulesOf('medea').play(pos, move).position);
    const gone = [];
    for (const c of path.captured) gone.push((await board.locator(`[data-square="${name(c)}"] .rb-piece`).count()) === 0);
    check(
      `${label}: ${what} entered hop by hop; the ${path.captured.length} pieces leave only with the last hop`,
      ok && after === want && gone.every(Boolean) && (await board.getAttribute('data-capturing')) === null,
      `${details.join('\n')}\nbefore ${text}\nafter  ${after}\nwant   ${want}`,
    );
    await board.locator('button', { hasText: 'Back to the diagram' }).click();
    check(`${label}: back to the diagram`, (await board.getAttribute('data-position')) === text);
    return true;
  }
  return false;
}

/** Plays a whole move of the given kind by clicking its piece and its end square. */
async function checkMedeaPlay(page: Page, label: string, want: 'capture' | 'replacement' | 'transmission' | 'step'): Promise<boolean> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    const text = (await board.getAttribute('data-position')) ?? '';
    const pos = readMedea(text);
    const moves = rulesOf('medea').legalMoves(pos);
    const move = moves.find((m) => {
      if (m.kind !== (want === 'capture' ? 'capture' : 'step')) return false;
      // One move to its end square, reached by the end-square click (no hop lands there first).
      if (moves.filter((o) => o.kind !== 'pass' && o.from === m.from && o.to === m.to).length !== 1) return false;
      if (m.kind === 'capture') return m.to !== m.from && capturesOf(pos).every((p) => p.from !== m.from || p.path[0] !== m.to || p.path.length === 1);
      if (m.kind !== 'step') return false;
      const taken = !!rulesOf('medea').play(pos, m).facts.captured?.length;
      return want === 'replacement' ? m.via !== undefined && taken : want === 'transmission' ? m.via !== undefined && !taken : m.via === undefined;
    });
    if (!move || move.kind === 'pass') continue;
    await deselect(board);
    await board.locator(`[data-square="${squareName(move.from)}"]`).click({ timeout: WAIT_MS });
    await board.locator(`[data-square="${squareName(move.to)}"]`).click({ timeout: WAIT_MS });
    await waitForChange(page, i, text);
    const after = (await board.getAttribute('data-position')) ?? '';
    const expected = medeaText.formatPosition(rulesOf('medea').play(pos, move).position);
    check(`${label}: clicking ${squareName(move.from)} then ${squareName(move.to)} plays the ${want}`, after === expected, `before ${text}\nafter  ${after}\nwant   ${expected}`);
    await board.locator('button', { hasText: 'Back to the diagram' }).click();
    return true;
  }
  return false;
}

/** Steps through a Medea scenario's moves, if a diagram on the page has some. */
async function checkMedeaScript(page: Page, label: string): Promise<void> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    if ((await board.locator('.rb-script').count()) === 0) continue;
    const text = (await board.getAttribute('data-position')) ?? '';
    let pos = readMedea(text);
    let steps = 0;
    while ((await board.locator('.rb-script').count()) > 0 && steps < 20) {
      const button = (await board.locator('.rb-script').textContent()) ?? '';
      const moveText = /: (\S+) ▶/.exec(button)?.[1] ?? '';
      const move = medeaText.parseMove(pos, moveText);
      if (!move.ok) {
        check(`${label}: scenario move ${moveText} is legal`, false, describeTextError(move.error));
        return;
      }
      pos = rulesOf('medea').play(pos, move.value).position;
      const before = (await board.getAttribute('data-position')) ?? '';
      await board.locator('.rb-script').click();
      await waitForChange(page, i, before);
      steps++;
    }
    const after = (await board.getAttribute('data-position')) ?? '';
    check(`${label}: stepping through ${steps} scenario move(s) reaches the same position`, steps > 0 && after === medeaText.formatPosition(pos), `from ${text}`);
  }
}

// ---- Chakart ---------------------------------------------------------------------------

type ChakartPosition = chakart.ChakartPosition;
type ChakartDecision = chakart.Decision;

function readChakart(text: string): ChakartPosition {
  const result = chakartText.parsePosition(text);
  if (!result.ok) throw new Error(`data-position "${text}" does not parse as Chakart: ${describeTextError(result.error)}`);
  return result.value;
}

/** What a square should show: "white queen invisible", "black rook immobilized", "banana", "white marker", "". */
function cellToken(cell: chakart.Cell): string {
  if (cell === null) return '';
  if (cell.type === 'object') return cell.object;
  if (cell.type === 'marker') return `${cell.colour} marker`;
  return `${cell.colour} ${cell.kind}${cell.invisible ? ' invisible' : ''}${cell.immobilized ? ' immobilized' : ''}`;
}

const expectedCells = (pos: ChakartPosition): string[] => Array.from({ length: 64 }, (_, s) => `${squareName(s)}=${cellToken(chakart.cellAt(pos, s))}`);

/** What the board draws on each square, read from the glyphs' classes. */
async function shownCells(board: Locator): Promise<string[]> {
  return board.locator('[data-square]').evaluateAll((els) =>
    els.map((el) => {
      const sq = el.getAttribute('data-square') ?? '?';
      const piece = el.querySelector('.rb-piece');
      if (piece) {
        const c = piece.classList;
        const colour = c.contains('rb-piece-white') ? 'white' : 'black';
        const kind = ['pawn', 'rook', 'knight', 'bishop', 'queen', 'king'].find((k) => c.contains(`rb-${k}`)) ?? '?';
        return `${sq}=${colour} ${kind}${c.contains('rb-invisible') ? ' invisible' : ''}${c.contains('rb-immobilized') ? ' immobilized' : ''}`;
      }
      const object = el.querySelector('.rb-object');
      if (object) return `${sq}=${['mushroom', 'egg', 'banana', 'bomb'].find((o) => object.classList.contains(`rb-${o}`)) ?? '?'}`;
      const marker = el.querySelector('.rb-marker');
      if (marker) return `${sq}=${marker.classList.contains('rb-marker-white') ? 'white' : 'black'} marker`;
      return `${sq}=`;
    }),
  );
}

function sortCells(cells: string[]): string {
  return [...cells].sort().filter((c) => !c.endsWith('=')).join(' ');
}

interface ChakartLit {
  lit: Lit;
  shell: string[];
  invisible: string[];
}

/** What the board should light for the piece on `sq` (or, in a drop, for the whole board), from the rules package. */
function expectedChakart(pos: ChakartPosition, decisions: readonly ChakartDecision[], sq: number | undefined): ChakartLit {
  const lit: Lit = new Map();
  const shell = new Set<string>();
  const invisible = new Set<string>();
  const add = (to: number, kind: string) => {
    const name = squareName(to);
    if (lit.get(name) !== 'capture') lit.set(name, kind);
  };
  for (const d of decisions) {
    if (d.kind === 'drop') add(d.to, 'move');
    if (sq === undefined) continue;
    if (d.kind === 'move' && d.from === sq) add(d.to, chakart.cellAt(pos, d.to)?.type === 'piece' ? 'capture' : 'move');
    else if (d.kind === 'shell' && d.from === sq) shell.add(squareName(d.to));
    else if (d.kind === 'invisible' && d.from === sq) invisible.add(squareName(d.to));
    else if (d.kind === 'swap' && (d.a === sq || d.b === sq)) add(d.a === sq ? d.b : d.a, 'move');
  }
  return { lit, shell: [...shell].sort(), invisible: [...invisible].sort() };
}

async function shownChakart(board: Locator): Promise<ChakartLit> {
  const squaresWith = (attr: string) =>
    board.locator(`[${attr}="true"]`).evaluateAll((els) => els.map((el) => el.getAttribute('data-square') ?? '?').sort());
  return { lit: await litSquares(board), shell: await squaresWith('data-shell'), invisible: await squaresWith('data-invisible') };
}

const showChakart = (x: ChakartLit): string => `${show(x.lit)} | shell ${x.shell.join(' ') || '-'} | invisible ${x.invisible.join(' ') || '-'}`;

/**
 * Clicks every piece the side to move may pick up (in a swap: every piece it may swap) and
 * compares the lit squares, shell targets and invisible-move targets with
 * Chakart's `legalMoves`; checks the glyphs drawn against the position.
 */
async function checkChakartBoard(page: Page, index: number, label: string): Promise<{ lit: number }> {
  const board = await readyBoard(page, index);
  check(`${label}: is a Chakart board`, (await board.getAttribute('data-game')) === 'chakart');
  const text = (await board.getAttribute('data-position')) ?? '';
  const pos = readChakart(text);
  check(`${label}: 64 squares`, (await board.locator('[data-square]').count()) === 64);
  const drawn = sortCells(await shownCells(board));
  const wanted = sortCells(expectedCells(pos));
  check(`${label}: pieces, objects, markers, invisible and immobilized pieces drawn as in the position`, drawn === wanted, `want ${wanted}\ngot  ${drawn}`);
  check(`${label}: the phase shown is the position's`, (await board.getAttribute('data-phase')) === pos.phase.kind);
  const decisions = rulesOf('chakart').legalMoves(pos);
  const ended = rulesOf('chakart').outcome(pos);
  let lit = 0;
  if (ended) {
    const status = (await board.locator('.rb-status').textContent()) ?? '';
    check(`${label}: the end is said`, ended.result === 'draw' ? /Draw/.test(status) : status.includes(ended.result === 'white' ? 'White wins' : 'Black wins'), status);
    return { lit };
  }
  const phase = pos.phase.kind;
  if (phase === 'move' || phase === 'bonus' || phase === 'swap') {
    for (let sq = 0; sq < 64; sq++) {
      const cell = chakart.cellAt(pos, sq);
      const pick =
        phase === 'swap'
          ? decisions.some((d) => d.kind === 'swap' && (d.a === sq || d.b === sq))
          : cell?.type === 'piece' && cell.colour === pos.turn;
      if (!pick) continue;
      const name = squareName(sq);
      await deselect(board);
      await board.locator(`[data-square="${name}"]`).click({ timeout: WAIT_MS });
      const selected = await board.locator(`[data-square="${name}"]`).getAttribute('data-selected');
      const got = await shownChakart(board);
      const want = expectedChakart(pos, decisions, sq);
      lit += want.lit.size + want.shell.length + want.invisible.length;
      check(
        `${label}: ${name} selected and its decisions lit (moves, captures, shells, invisible moves)`,
        selected === 'true' && showChakart(got) === showChakart(want),
        `position ${text}\nwant ${showChakart(want)}\ngot  ${showChakart(got)}`,
      );
    }
    await deselect(board);
  } else if (phase === 'drop') {
    const got = await shownChakart(board);
    const want = expectedChakart(pos, decisions, undefined);
    lit += want.lit.size;
    check(`${label}: every drop square lit at once`, showChakart(got) === showChakart(want), `want ${showChakart(want)}\ngot  ${showChakart(got)}`);
  } else {
    const buttons = await board.locator('.rb-choice button').count();
    check(`${label}: the promotion choice offers ${decisions.length} pieces`, buttons === decisions.length, `got ${buttons} buttons`);
  }
  const forced = decisions.length === 1 && decisions[0].kind === 'pass';
  check(`${label}: a Pass button exactly when passing is the only decision`, ((await board.locator('.rb-pass').count()) > 0) === forced);
  check(`${label}: the position is unchanged by selecting`, (await board.getAttribute('data-position')) === text);
  return { lit };
}

/** The outcomes of the last decision played on a board, read back from data-outcomes. */
async function shownOutcomes(board: Locator): Promise<chakart.Outcome[]> {
  const texts = ((await board.getAttribute('data-outcomes')) ?? '').split(' ').filter(Boolean);
  return texts.map((t) => {
    const r = chakartText.parseOutcome(t);
    if (!r.ok) throw new Error(`data-outcomes holds "${t}", not an outcome: ${describeTextError(r.error)}`);
    return r.value;
  });
}

type DecisionKind = ChakartDecision['kind'];

/**
 * Plays a decision of the wanted kind on board `i` in the position it shows, by clicking
 * (and, where one square stands for several decisions, the button); replays it with the
 * outcomes the board drew and compares positions; then takes it back.
 */
async function checkChakartPlayOn(page: Page, i: number, label: string, want: DecisionKind, pick: (d: ChakartDecision) => boolean = () => true): Promise<boolean> {
  const board = await readyBoard(page, i);
  const text = (await board.getAttribute('data-position')) ?? '';
  const pos = readChakart(text);
  if (rulesOf('chakart').outcome(pos)) return false;
  const decisions = rulesOf('chakart').legalMoves(pos);
  const d = decisions.find((x) => x.kind === want && pick(x));
  if (!d) return false;
  await deselect(board);
  const written = chakartText.formatMove(pos, d);
  if (d.kind === 'move' || d.kind === 'shell' || d.kind === 'invisible' || d.kind === 'swap') {
    const [from, to] = d.kind === 'swap' ? [d.a, d.b] : [d.from, d.to];
    await board.locator(`[data-square="${squareName(from)}"]`).click({ timeout: WAIT_MS });
    await board.locator(`[data-square="${squareName(to)}"]`).click({ timeout: WAIT_MS });
  } else if (d.kind === 'drop') await board.locator(`[data-square="${squareName(d.to)}"]`).click({ timeout: WAIT_MS });
  else if (d.kind === 'pass') await board.locator('.rb-pass').click({ timeout: WAIT_MS });
  const ends = (y: ChakartDecision) => (y.kind === 'swap' ? `${y.a}-${y.b}` : 'from' in y ? `${y.from}-${y.to}` : y.kind);
  const several = d.kind === 'move' || d.kind === 'shell' || d.kind === 'invisible' ? decisions.filter((x) => ends(x) === ends(d)) : [d];
  if (d.kind === 'promote' || several.length > 1) {
    const buttons = board.locator('.rb-choice button');
    const offered = await buttons.count();
    const wanted = d.kind === 'promote' ? decisions.length : several.length;
    check(`${label}: ${wanted} decisions offered by buttons`, offered === wanted, `got ${offered}`);
    await buttons.filter({ hasText: `${written}:` }).first().click({ timeout: WAIT_MS });
  }
  await waitForChange(page, i, text);
  const after = (await board.getAttribute('data-position')) ?? '';
  const outcomes = await shownOutcomes(board);
  let expected = '';
  try {
    expected = chakartText.formatPosition(rulesOf('chakart').play(pos, d, outcomes).position);
  } catch (e) {
    expected = `(replay failed: ${e instanceof Error ? e.message : String(e)})`;
  }
  check(
    `${label}: ${written} {${outcomes.map(chakartText.formatOutcome).join(' ')}} played by clicking; replayed with the outcomes the board drew it gives the same position`,
    after === expected,
    `before ${text}\nafter  ${after}\nwant   ${expected}`,
  );
  await board.locator('button', { hasText: 'Take back' }).click();
  check(`${label}: taken back`, (await board.getAttribute('data-position')) === text);
  return true;
}

/** Plays a decision of the wanted kind on the first diagram of the page (as drawn) that has one. */
async function checkChakartPlay(page: Page, label: string, want: DecisionKind, pick?: (d: ChakartDecision) => boolean): Promise<boolean> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    const step = await board.getAttribute('data-chain-step');
    if (step !== null && step !== '0') continue;
    if (await checkChakartPlayOn(page, i, label, want, pick)) return true;
  }
  return false;
}

const PHASE_DECISION: Record<chakart.Phase['kind'], DecisionKind> = { move: 'move', bonus: 'move', swap: 'swap', drop: 'drop', promote: 'promote' };

/**
 * Reaches a sub-phase of a turn with a scenario's button (bonus move, swap, drop, promotion),
 * checks what the board lights there as for any diagram, plays that phase's decision by
 * clicking and replays it, then goes back to the diagram.
 */
async function checkChakartPhase(page: Page, label: string, phase: chakart.Phase['kind']): Promise<boolean> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    if ((await board.locator('.rb-script').count()) === 0) continue;
    let steps = 0;
    while ((await board.getAttribute('data-phase')) !== phase && (await board.locator('.rb-script').count()) > 0 && steps < 20) {
      const before = (await board.getAttribute('data-position')) ?? '';
      await board.locator('.rb-script').click();
      await waitForChange(page, i, before);
      steps++;
    }
    if ((await board.getAttribute('data-phase')) !== phase || steps === 0) {
      if (steps > 0) await board.locator('button', { hasText: 'Back to the diagram' }).click();
      continue;
    }
    await checkChakartBoard(page, i, `${label} (${phase} phase)`);
    const played = await checkChakartPlayOn(page, i, `${label} (${phase} phase)`, PHASE_DECISION[phase]);
    await board.locator('button', { hasText: 'Back to the diagram' }).click();
    return played;
  }
  return false;
}

/**
 * Steps through every effect-chain diagram of the page: the words of each step begin with the engine's words
 * for that step, a piece carried somewhere is shown there, the last step shows the engine's
 * end position and Previous steps back to the start.
 */
async function checkChakartChains(page: Page, label: string): Promise<number> {
  const count = await page.locator('.rb-board').count();
  let chains = 0;
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    if ((await board.getAttribute('data-chain-step')) === null) continue;
    const text = (await board.getAttribute('data-position')) ?? '';
    const pos = readChakart(text);
    const decisionText = (await board.getAttribute('data-chain-decision')) ?? '';
    const outcomeTexts = ((await board.getAttribute('data-chain-outcomes')) ?? '').split(' ').filter(Boolean);
    const decision = chakartText.parseMove(pos, decisionText);
    const outcomes = chakartText.parseOutcomes(outcomeTexts);
    chains++;
    if (!decision.ok || !outcomes.ok) {
      check(`${label}: the chain's decision ${decisionText} and outcomes ${outcomeTexts.join(' ')} read`, false);
      continue;
    }
    const { position: end, facts } = rulesOf('chakart').play(pos, decision.value, outcomes.value);
    const n = facts.steps.length;
    const details: string[] = [];
    const words = () => board.locator('.rb-chain-words').textContent().then((t) => t ?? '');
    const before = await words();
    if (!/^Before the decision/.test(before)) details.push(`at step 0 the words are "${before}"`);
    for (let k = 1; k <= n; k++) {
      await board.locator('.rb-chain-next').click({ timeout: WAIT_MS });
      await page.waitForFunction(([b, s]) => document.querySelectorAll('.rb-board')[b as number]?.getAttribute('data-chain-step') === String(s), [i, k] as const, { timeout: WAIT_MS });
      const step = facts.steps[k - 1];
      const said = await words();
      const want = `Step ${k} of ${n}: ${chakartText.stepWords(step)}`;
      if (!said.startsWith(want)) details.push(`step ${k}: want "${want}…", got "${said}"`);
      if (step.step === 'move' || step.step === 'mushroom' || step.step === 'push' || step.step === 'koopa' || step.step === 'drop') {
        const on = (await shownCells(board)).find((c) => c.startsWith(`${squareName(step.to)}=`)) ?? '';
        const later = facts.steps.slice(k).some((s) => ('from' in s && s.from === step.to) || ('square' in s && s.square === step.to));
        if (!/=(white|black) /.test(on) && !later) details.push(`step ${k}: no piece shown on ${squareName(step.to)} (${on})`);
      }
    }
    const last = sortCells(await shownCells(board));
    const wantLast = sortCells(expectedCells(end));
    if (last !== wantLast) details.push(`last step: shown ${last}\nwant ${wantLast}`);
    const nextDisabled = await board.locator('.rb-chain-next').isDisabled();
    for (let k = n - 1; k >= 0; k--) await board.locator('.rb-chain-prev').click({ timeout: WAIT_MS });
    const first = sortCells(await shownCells(board));
    if (first !== sortCells(expectedCells(pos))) details.push(`back at step 0 the board is not the start position`);
    check(
      `${label}: the effect chain of ${decisionText} {${outcomeTexts.join(' ')}} stepped through in ${n} steps, each said in words, ending on the engine's position`,
      details.length === 0 && nextDisabled && (await board.getAttribute('data-chain-step')) === '0' && (await board.getAttribute('data-position')) === text,
      details.join('\n'),
    );
  }
  return chains;
}

/** Steps through a Chakart scenario's decisions with the scenario button, if a diagram on the page has some. */
async function checkChakartScript(page: Page, label: string): Promise<void> {
  const count = await page.locator('.rb-board').count();
  for (let i = 0; i < count; i++) {
    const board = await readyBoard(page, i);
    if ((await board.locator('.rb-script').count()) === 0) continue;
    const text = (await board.getAttribute('data-position')) ?? '';
    let pos = readChakart(text);
    let steps = 0;
    while ((await board.locator('.rb-script').count()) > 0 && steps < 20) {
      const button = (await board.locator('.rb-script').textContent()) ?? '';
      const m = /: (\S+)(?: \{([^}]*)\})? ▶/.exec(button);
      const d = chakartText.parseMove(pos, m?.[1] ?? '');
      const o = chakartText.parseOutcomes((m?.[2] ?? '').split(' ').filter(Boolean));
      if (!d.ok || !o.ok) {
        check(`${label}: scenario decision "${button}" reads`, false);
        return;
      }
      pos = rulesOf('chakart').play(pos, d.value, o.value).position;
      const before = (await board.getAttribute('data-position')) ?? '';
      await board.locator('.rb-script').click();
      await waitForChange(page, i, before);
      steps++;
    }
    const after = (await board.getAttribute('data-position')) ?? '';
    check(`${label}: stepping through ${steps} scenario decision(s) reaches the same position`, steps > 0 && after === chakartText.formatPosition(pos), `from ${text}\nafter ${after}\nwant  ${chakartText.formatPosition(pos)}`);
    await board.locator('button', { hasText: 'Back to the diagram' }).click();
  }
}

// ---- Every game: the rules pages' "play from here" links, the home page, screenshots ----

/** The options a play link carries: every option of the game's specs but the repetition draw (G3). */
const linkOptions = (game: GameName): string[] => Object.keys(games[game].options).filter((name) => name !== 'repetition').sort();

/**
 * Every diagram of the page (as loaded, before any move is played on it) has a "play from here"
 * link: /<game>/play/?position=…&<option>=…, whose position parses with the notation, is written
 * as the notation writes it, and is the diagram's position (the board's data-position); whose
 * options are named as the game's option specs name them, with values the specs allow, and are
 * the diagram's own where the board shows them (Chakra's ruleset, Shakti's warriors' jump).
 */
async function checkPlayLinks(page: Page, game: GameName, label: string): Promise<number> {
  const figures = await page.locator('figure.rb-diagram').evaluateAll((els) =>
    els.map((el) => {
      const board = el.querySelector('.rb-board');
      return {
        position: board?.getAttribute('data-position') ?? '',
        ruleset: board?.getAttribute('data-ruleset') ?? undefined,
        warriorJump: board?.getAttribute('data-warrior-jump') ?? undefined,
        hrefs: [...el.querySelectorAll('a.rb-play-from')].map((a) => a.getAttribute('href') ?? ''),
      };
    }),
  );
  const wrong: string[] = [];
  const text = textGames[game];
  figures.forEach((f, i) => {
    const at = `diagram ${i + 1}`;
    if (f.hrefs.length !== 1) return wrong.push(`${at}: ${f.hrefs.length} play links`);
    const url = new URL(f.hrefs[0]!, 'http://rulebook.invalid');
    if (url.pathname !== `/${game}/play/`) wrong.push(`${at}: links to ${url.pathname}`);
    const raw = /[?&]position=([^&]*)/.exec(url.search)?.[1];
    const position = raw === undefined ? undefined : decodeURIComponent(raw);
    if (raw !== undefined && encodeURIComponent(position!) !== raw) wrong.push(`${at}: the position is not written with encodeURIComponent: ${raw}`);
    const read = position === undefined ? undefined : text.parsePosition(position);
    if (!read?.ok) return wrong.push(`${at}: the link's position ${JSON.stringify(position)} does not parse${read && !read.ok ? `: ${describeTextError(read.error)}` : ''}`);
    if (text.formatPosition(read.value as never) !== position) wrong.push(`${at}: the link's position is not in the notation's format: ${position}`);
    if (position !== f.position) wrong.push(`${at}: the link's position ${position} is not the diagram's ${f.position}`);
    const names = [...url.searchParams.keys()].filter((k) => k !== 'position').sort();
    if (names.join() !== linkOptions(game).join()) wrong.push(`${at}: options ${names.join(' ') || '-'}, want ${linkOptions(game).join(' ') || '-'}`);
    for (const name of names) {
      const value = url.searchParams.get(name) ?? '';
      const spec = (games[game].options as Record<string, { kind: string; values?: readonly unknown[]; min?: number; max?: number }>)[name];
      const ok = !spec
        ? false
        : spec.kind === 'choice'
          ? (spec.values ?? []).map(String).includes(value)
          : spec.kind === 'integer'
            ? /^\d+$/.test(value) && Number(value) >= (spec.min ?? 0) && Number(value) <= (spec.max ?? Infinity)
            : value === 'true' || value === 'false';
      if (!ok) wrong.push(`${at}: ${name}=${value} is not a value of the game's option`);
    }
    if (f.ruleset !== undefined && url.searchParams.get('ruleset') !== f.ruleset) wrong.push(`${at}: ruleset=${url.searchParams.get('ruleset')}, the diagram's is ${f.ruleset}`);
    if (f.warriorJump !== undefined && url.searchParams.get('warriorJump') !== f.warriorJump) wrong.push(`${at}: warriorJump=${url.searchParams.get('warriorJump')}, the diagram's is ${f.warriorJump}`);
  });
  check(`${label}: each of ${figures.length} diagrams links to play from its position, with the game's options`, figures.length > 0 && wrong.length === 0, wrong.join('\n'));
  return figures.length;
}

/** The home page: each game's card offers Play (its play page) beside Read the rules. */
async function checkHome(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`, { waitUntil: 'load', timeout: WAIT_MS });
  for (const game of GAME_NAMES) {
    const card = page.locator(`article.rb-game-card[data-game="${game}"]`);
    const play = await card.locator('a.rb-game-play').getAttribute('href').catch(() => null);
    const rules = await card.locator('a.rb-game-rules').getAttribute('href').catch(() => null);
    const words = ((await card.locator('.rb-game-actions').textContent().catch(() => '')) ?? '').replace(/\s+/g, ' ');
    const served = play ? (await fetch(`${base}${play}`)).ok : false;
    check(`home: the ${games[game].title} card offers Play (${play}) beside Read the rules (${rules})`, play === `/${game}/play/` && rules === `/${game}/` && served && /Play/.test(words) && /Read the rules/.test(words), words);
  }
}

/** The rules page of each game whose screenshots are taken, and the diagram shown. */
const SHOT_PAGES: Record<GameName, { slug: string; figure: number }> = {
  chakra: { slug: 'transmitter/', figure: 0 },
  shakti: { slug: 'warrior/', figure: 3 },
  medea: { slug: 'capture/', figure: 0 },
  chakart: { slug: 'objects-and-effects/', figure: 0 },
};

/**
 * Screenshots of a rules page of each game and of the home page, to look at: desktop 1280x800,
 * phone 390x844, light and dark; the top of the page, a diagram with its caption, and that
 * diagram's mark opened. Written to test-results/screenshots/ (rules-*.png, home-*.png).
 */
async function takeScreenshots(page: Page, base: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const modes = [
    { name: 'desktop', size: { width: 1280, height: 800 }, scheme: 'light' as const },
    { name: 'phone', size: { width: 390, height: 844 }, scheme: 'light' as const },
    { name: 'dark', size: { width: 1280, height: 800 }, scheme: 'dark' as const },
    { name: 'phone-dark', size: { width: 390, height: 844 }, scheme: 'dark' as const },
  ];
  let taken = 0;
  for (const mode of modes) {
    await page.setViewportSize(mode.size);
    await page.emulateMedia({ colorScheme: mode.scheme });
    for (const [game, { slug, figure }] of Object.entries(SHOT_PAGES) as [GameName, (typeof SHOT_PAGES)[GameName]][]) {
      await page.goto(`${base}/${game}/${slug}`, { waitUntil: 'load', timeout: WAIT_MS });
      await page.screenshot({ path: path.join(dir, `rules-${game}-${mode.name}-top.png`) });
      const fig = page.locator('figure.rb-diagram').nth(figure);
      await fig.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -80));
      await page.waitForFunction((i) => document.querySelectorAll('figure.rb-diagram')[i]?.querySelector('.rb-board')?.getAttribute('data-ready') === 'true', figure, { timeout: WAIT_MS });
      await page.screenshot({ path: path.join(dir, `rules-${game}-${mode.name}.png`) });
      await fig.locator('figcaption details.rb-check > summary').click();
      await fig.locator('figcaption').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -120));
      await page.screenshot({ path: path.join(dir, `rules-${game}-${mode.name}-details.png`) });
      taken += 3;
    }
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: WAIT_MS });
    await page.screenshot({ path: path.join(dir, `home-${mode.name}.png`), fullPage: true });
    taken++;
  }
  // Shakti: a jump pointed at, its one tile crossed.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${base}/shakti/warrior/`, { waitUntil: 'load', timeout: WAIT_MS });
  const board = await readyBoard(page, 0);
  const figure = page.locator('figure.rb-diagram').first();
  // The figure in view first: a screenshot that scrolled would move the board from under the pointer.
  await figure.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await deselect(board);
  await board.locator('[data-square="b2"]').click();
  await board.locator('[data-square="d4"]').hover();
  const crossed = await crossedNow(board);
  const box = await figure.boundingBox();
  await page.screenshot({ path: path.join(dir, 'rules-shakti-jump-pointed.png'), ...(box ? { clip: box } : {}) });
  check('the Shakti screenshot shows the jump to d4 pointed at, its tile c3 crossed', crossed === 'c3', `crossed ${crossed || 'nothing'}`);
  taken++;
  await page.mouse.move(0, 0);
  await page.emulateMedia({ colorScheme: null });
  check(`screenshots of the rules pages and the home page (${taken}) in ${path.relative(appDir, dir)}`, taken > 0);
}

async function main(): Promise<void> {
  const shots = process.argv.includes('--screenshots') ? process.argv[process.argv.indexOf('--screenshots') + 1] : undefined;
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's Chromium (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary. The browser test never skips.`,
    );
  }
  if (!existsSync(path.join(appDir, 'dist', 'chakra', 'index.html'))) {
    throw new Error('dist/chakra/index.html is missing: run `astro build` first (the test:browser script does).');
  }
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'rulebook-chromium-'));
  let server: ChildProcess | undefined;
  let context: BrowserContext | undefined;
  const watchdog = setTimeout(() => {
    console.log(`not ok - the whole test took longer than ${TOTAL_MS / 1000} s`);
    stopPreview(server);
    process.exit(1);
  }, TOTAL_MS);
  try {
    const port = await freePort();
    const preview = await startPreview(appDir, port);
    server = preview.child;
    console.log(`# astro preview at ${preview.url}`);
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_FLAGS,
      timeout: 30_000,
      viewport: { width: 1280, height: 1000 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(WAIT_MS);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    // The Chakra page: the start position.
    await page.goto(`${preview.url}/chakra/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('the Chakra page has a board', (await page.locator('.rb-board').count()) >= 1);
    const board = await readyBoard(page, 0);
    check('the board has 64 squares', (await board.locator('[data-square]').count()) === 64);
    const lit = await checkBoard(page, 0, 'start position');
    check('some squares were lit', lit > 0);
    if (shots) {
      await deselect(board);
      await board.locator('[data-square="b1"]').click();
      await board.screenshot({ path: path.join(shots, 'board.png') });
      await page.screenshot({ path: path.join(shots, 'chakra-page.png'), fullPage: true });
      console.log(`# screenshots in ${shots}`);
      await deselect(board);
    }
    await checkPlay(page, 0, 'start position');

    // Every diagram of every Chakra page: transmitted moves, captures, passes, chakra moves.
    for (const slug of PAGES) {
      await page.goto(`${preview.url}/chakra/${slug}`, { waitUntil: 'load', timeout: WAIT_MS });
      await checkPlayLinks(page, 'chakra', `/chakra/${slug}`);
      const count = await page.locator('.rb-board').count();
      check(`/chakra/${slug} has diagrams`, count >= 1);
      for (let i = 0; i < count; i++) await checkBoard(page, i, `/chakra/${slug} diagram ${i + 1}`);
      if (shots) await page.screenshot({ path: path.join(shots, `page-${slug.replace('/', '') || 'index'}.png`), fullPage: true });
    }

    // A scenario's moves, stepped through with the scenario button.
    await page.goto(`${preview.url}/chakra/diagrams-1995/`, { waitUntil: 'load', timeout: WAIT_MS });
    await checkScript(page, 'diagrams-1995');
    if (shots) await page.locator('.rb-diagram').first().screenshot({ path: path.join(shots, 'scripted.png') });

    await page.goto(`${preview.url}/chakra/transmitter/`, { waitUntil: 'load', timeout: WAIT_MS });
    if (shots) {
      await page.screenshot({ path: path.join(shots, 'transmitter-page.png'), fullPage: true });
      const figure = page.locator('.rb-diagram').nth(3);
      await figure.locator('[data-square="b1"]').click();
      await figure.screenshot({ path: path.join(shots, 'transmitter-diagram.png') });
    }

    // The pieces page: a promotion with a choice of pieces, played through the buttons.
    await page.goto(`${preview.url}/chakra/pieces/`, { waitUntil: 'load', timeout: WAIT_MS });
    await checkChoice(page, 'pieces page');

    // Shakti: every diagram of every page; a jump, a capture and a forced pass by clicking.
    if (!existsSync(path.join(appDir, 'dist', 'shakti', 'index.html'))) check('dist/shakti/index.html exists', false);
    for (const slug of SHAKTI_PAGES) {
      await page.goto(`${preview.url}/shakti/${slug}`, { waitUntil: 'load', timeout: WAIT_MS });
      await checkPlayLinks(page, 'shakti', `/shakti/${slug}`);
      const count = await page.locator('.rb-board').count();
      check(`/shakti/${slug} has diagrams`, count >= 1);
      let lit = 0;
      let moves = 0;
      for (let i = 0; i < count; i++) {
        const seen = await checkShaktiBoard(page, i, `/shakti/${slug} diagram ${i + 1}`);
        lit += seen.lit;
        moves += seen.moves;
      }
      // Pages whose diagrams are all ends of games (mate, pass, no moves) light nothing.
      if (moves > 0) check(`/shakti/${slug}: some cells were lit`, lit > 0);
      if (shots) await page.screenshot({ path: path.join(shots, `shakti-${slug.replace('/', '') || 'index'}.png`), fullPage: true });
      await checkShaktiScript(page, `/shakti/${slug}`);
    }
    await page.goto(`${preview.url}/shakti/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('the start position: a jump played by clicking', await checkShaktiPlay(page, 0, 'Shakti start position', 'jump'));
    check('the start position: a step played by clicking', await checkShaktiPlay(page, 0, 'Shakti start position', 'step'));
    await page.goto(`${preview.url}/shakti/warrior/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('the warrior page: a jump played by clicking', await checkShaktiPlay(page, 0, 'warrior page', 'jump'));
    if (shots) {
      const figure = page.locator('.rb-diagram').first();
      await figure.locator('[data-square="d3"]').click();
      await figure.screenshot({ path: path.join(shots, 'shakti-jumps.png') });
      await deselect(page.locator('.rb-board').first());
    }
    await page.goto(`${preview.url}/shakti/king/`, { waitUntil: 'load', timeout: WAIT_MS });
    let captured = false;
    for (let i = 0; i < (await page.locator('.rb-board').count()) && !captured; i++) captured = await checkShaktiPlay(page, i, `king page diagram ${i + 1}`, 'capture');
    check('the King page: a capture played by clicking', captured);
    await page.goto(`${preview.url}/shakti/endings/`, { waitUntil: 'load', timeout: WAIT_MS });
    await checkShaktiPass(page, 'Shakti endings');

    // Medea: every diagram of every page; the D1 notice; captures hop by hop and whole.
    if (!existsSync(path.join(appDir, 'dist', 'medea', 'index.html'))) check('dist/medea/index.html exists', false);
    for (const slug of MEDEA_PAGES) {
      await page.goto(`${preview.url}/medea/${slug}`, { waitUntil: 'load', timeout: WAIT_MS });
      await checkPlayLinks(page, 'medea', `/medea/${slug}`);
      const count = await page.locator('.rb-board').count();
      check(`/medea/${slug} has diagrams`, count >= 1);
      let lit = 0;
      for (let i = 0; i < count; i++) lit += (await checkMedeaBoard(page, i, `/medea/${slug} diagram ${i + 1}`)).lit;
      if (slug !== 'endings/') check(`/medea/${slug}: some squares were lit`, lit > 0);
      if (shots) await page.screenshot({ path: path.join(shots, `medea-${slug.replace('/', '') || 'index'}.png`), fullPage: true });
      await checkMedeaScript(page, `/medea/${slug}`);
    }
    await page.goto(`${preview.url}/medea/`, { waitUntil: 'load', timeout: WAIT_MS });
    const main = (await page.locator('main').textContent()) ?? '';
    check('the Medea introduction says the start position is provisional (D1)', main.includes(medea.PROVISIONAL_SETUP_NOTE) && /reconstruction/i.test(main));
    const startBoard = page.locator('.rb-diagram', { has: page.locator(`[data-position="${medeaText.formatPosition(rulesOf('medea').start())}"]`) });
    check('the start diagram carries the provisional-setup notice', (await startBoard.locator('.rb-provisional').count()) === 1);
    check('the start position: a step played by clicking', await checkMedeaPlay(page, 'Medea start position', 'step'));
    await page.goto(`${preview.url}/medea/capture/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('the capture page: a two-hop capture entered by clicks', await checkMedeaHops(page, 'Medea capture page', 2));
    check('the capture page: a whole capture played by its end square', await checkMedeaPlay(page, 'Medea capture page', 'capture'));
    await page.goto(`${preview.url}/medea/capture/`, { waitUntil: 'load', timeout: WAIT_MS });
    if (shots) {
      // The Turkish strike, two hops entered: the men jumped stay on the board, crossed out.
      const boards = page.locator('.rb-board');
      for (let i = 0; i < (await boards.count()); i++) {
        const board = await readyBoard(page, i);
        if ((await board.getAttribute('data-position')) !== '8/8/5m2/6m1/8/1m1m4/8/3K4 w a2,h2/a7,h7 1') continue;
        await board.locator('[data-square="d6"]').click();
        await board.locator('[data-square="g6"]').click();
        await page.locator('.rb-diagram').nth(i).screenshot({ path: path.join(shots, 'medea-coup-turc-hops.png') });
      }
      await page.goto(`${preview.url}/medea/capture/`, { waitUntil: 'load', timeout: WAIT_MS });
    }
    check('the capture page: a capture of four or more hops entered by clicks', await checkMedeaHops(page, 'Medea capture page', 4));
    await page.goto(`${preview.url}/medea/move-identity/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('move identity: a capture ending on its start square entered by clicks', await checkMedeaHops(page, 'Medea loop', 4));
    await page.goto(`${preview.url}/medea/transmission/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('transmission: a transmitted step played by clicking', await checkMedeaPlay(page, 'Medea transmission', 'transmission'));
    check('transmission: a replacement capture played by clicking', await checkMedeaPlay(page, 'Medea replacement', 'replacement'));

    // Chakart: every diagram of every page (decisions lit per piece, glyphs as the position);
    // decisions played by clicking and replayed with the outcomes drawn; an effect chain
    // stepped through in words; the scenarios' decisions.
    if (!existsSync(path.join(appDir, 'dist', 'chakart', 'index.html'))) check('dist/chakart/index.html exists', false);
    for (const slug of CHAKART_PAGES) {
      await page.goto(`${preview.url}/chakart/${slug}`, { waitUntil: 'load', timeout: WAIT_MS });
      await checkPlayLinks(page, 'chakart', `/chakart/${slug}`);
      const count = await page.locator('.rb-board').count();
      check(`/chakart/${slug} has diagrams`, count >= 1);
      let lit = 0;
      for (let i = 0; i < count; i++) lit += (await checkChakartBoard(page, i, `/chakart/${slug} diagram ${i + 1}`)).lit;
      if (slug !== 'endings/') check(`/chakart/${slug}: some squares were lit`, lit > 0);
      if (shots) await page.screenshot({ path: path.join(shots, `chakart-${slug.replace('/', '') || 'index'}.png`), fullPage: true });
      await checkChakartScript(page, `/chakart/${slug}`);
    }
    await page.goto(`${preview.url}/chakart/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('the Chakart start: a move played by clicking', await checkChakartPlay(page, 'Chakart start', 'move'));
    await page.goto(`${preview.url}/chakart/pieces-and-powers/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('pieces and powers: a shell thrown by clicking', await checkChakartPlay(page, 'Chakart shell', 'shell'));
    check('pieces and powers: an invisible queen move played by clicking', await checkChakartPlay(page, 'Chakart invisible move', 'invisible'));
    // A decision whose outcomes are drawn at random on the board: onto an egg, and a rook's banana.
    await page.goto(`${preview.url}/chakart/eggs/`, { waitUntil: 'load', timeout: WAIT_MS });
    check(
      'eggs: a move onto an egg played by clicking, its random outcome replayed',
      await checkChakartPlay(page, 'Chakart egg', 'move', (d) => d.kind === 'move' && d.from === 1 && d.to === 18),
    );
    await page.goto(`${preview.url}/chakart/pieces-and-powers/`, { waitUntil: 'load', timeout: WAIT_MS });
    check(
      'pieces and powers: a rook move played by clicking, the square of its banana replayed',
      await checkChakartPlay(page, 'Chakart banana', 'move', (d) => d.kind === 'move' && d.from === 3 && d.to === 27),
    );
    let chains = 0;
    for (const slug of ['objects-and-effects/', 'eggs/', 'turn/', 'endings/']) {
      await page.goto(`${preview.url}/chakart/${slug}`, { waitUntil: 'load', timeout: WAIT_MS });
      chains += await checkChakartChains(page, `/chakart/${slug} chain`);
    }
    check(`effect chains stepped through (${chains})`, chains > 0);
    await page.goto(`${preview.url}/chakart/objects-and-effects/`, { waitUntil: 'load', timeout: WAIT_MS });
    // The rules page's chained example (004:74-77), said step by step as the page tells it.
    const example = page.locator('.rb-board[data-chain-decision="Pf3xe4"]').first();
    await example.scrollIntoViewIfNeeded();
    const said: string[] = [];
    while (await example.locator('.rb-chain-next').isEnabled()) {
      await example.locator('.rb-chain-next').click();
      said.push(((await example.locator('.rb-chain-words').textContent()) ?? '').replace(/^Step \d+ of \d+: /, '').replace(/\.$/, ''));
    }
    const told = ['Pf3xe4', 'leaves a mushroom on f3', 'banana, pushed n to e5', 'mushroom, on to e6', 'bomb, pushed sw to d5, takes the white rook'];
    check("the rules page's chain is told step by step: banana, mushroom, bomb, the White rook taken", said.join(' | ') === told.join(' | '), `said ${said.join(' | ')}`);
    const pawnOn = await example.locator('[data-square="d5"] .rb-piece.rb-piece-white.rb-pawn').count();
    // White had rooks on d5 and f1: only f1's is left.
    const rooks = await example.locator('.rb-piece.rb-piece-white.rb-rook').evaluateAll((els) => els.map((el) => el.closest('[data-square]')?.getAttribute('data-square')));
    check("the rules page's chain ends with White's pawn on d5, White's rook there taken", pawnOn === 1 && rooks.join() === 'f1', `white rooks on ${rooks.join(' ')}`);
    if (shots) {
      for (let k = 0; k < 2; k++) await example.locator('.rb-chain-prev').click();
      await page.locator('.rb-diagram', { has: example }).screenshot({ path: path.join(shots, 'chakart-chain.png') });
    }
    await page.goto(`${preview.url}/chakart/turn/`, { waitUntil: 'load', timeout: WAIT_MS });
    check('the turn: a bonus move reached and played by clicking', await checkChakartPhase(page, 'Chakart bonus', 'bonus'));
    check('the turn: a swap reached and played by clicking two pieces', await checkChakartPhase(page, 'Chakart swap', 'swap'));
    check('the turn: a drop reached and played by clicking a square', await checkChakartPhase(page, 'Chakart drop', 'drop'));
    check('the turn: a promotion reached and chosen with its button', await checkChakartPhase(page, 'Chakart promotion', 'promote'));
    check('the turn: a promotion choice in the move played with its button', await checkChakartPlay(page, 'Chakart promotion in the move', 'move', (d) => d.kind === 'move' && d.promotion === 'knight'));
    await page.goto(`${preview.url}/chakart/endings/`, { waitUntil: 'load', timeout: WAIT_MS });
    let forcedPass = false;
    for (let i = 0; i < (await page.locator('.rb-board').count()) && !forcedPass; i++) {
      const board = await readyBoard(page, i);
      if ((await board.locator('.rb-script').count()) === 0) continue;
      const before = (await board.getAttribute('data-position')) ?? '';
      await board.locator('.rb-script').click();
      await waitForChange(page, i, before);
      forcedPass = await checkChakartPlayOn(page, i, 'Chakart pass', 'pass');
      await board.locator('button', { hasText: 'Back to the diagram' }).click();
    }
    check('endings: a forced pass played with the Pass button', forcedPass);

    // The home page's ways in, and pictures of the rules pages and the home page to look at.
    await checkHome(page, preview.url);
    await takeScreenshots(page, preview.url, path.join(appDir, 'test-results', 'screenshots'));

    check('no script errors in the pages', errors.length === 0, errors.join('\n'));
  } finally {
    clearTimeout(watchdog);
    await context?.close().catch(() => undefined);
    stopPreview(server);
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

main()
  .catch((error: unknown) => check(error instanceof Error ? error.message : String(error), false))
  .finally(() => finish('browser'));
