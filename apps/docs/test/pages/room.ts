// The game room in Chromium, the same checks for every game (issue #16), each game giving a
// short line of decisions and what the notation makes of it (test/pages/<game>.ts):
// - the room's layout at 1280x800 and on a 390x844 phone: no docs sidebar, no "On this
//   page", the whole board on the first screen and as wide as the layout allows, the move list
//   and controls beside it (below it on a phone);
// - the line played by clicks and by mouse drags on the desktop, by taps and finger drags on
//   the phone, each position the notation's; the move list in numbered turns;
// - a click on an enemy piece says whose turn it is; no ruling id in the room's words;
// - looking back: a move of the list clicked shows its position (the board takes no decision),
//   the arrow key steps on, "Back to the game" returns to it;
// - a reload in the middle of the game resumes it, and it goes on;
// - the board flipped (a1 at the top) and back, and turned to the side to move;
// - a play link (`?position=…&<option>=…`) starts the game there; a reload then resumes it;
// - the record downloaded is read back by the replay page, and the compact share link (the
//   record deflated, not the log) opens the same game there;
// - screenshots of the play and replay rooms at both sizes and in dark mode.
import type { Page } from 'playwright-core';
import type { PageTest } from '../pages.test.ts';
import { WAIT_MS, attr, downloaded, forgetGame, gesture, openPlay, playAt, replayAt, roomReady, squareOf, turnLines, type Gesture } from './common.ts';

/** What a game gives the room checks. */
export interface RoomSpec {
  readonly game: string;
  /** The play link's query for the line's start: a position and options; empty: a new game from the start. */
  readonly link: Readonly<Record<string, string>>;
  /** The start position the line is played from. */
  readonly start: string;
  /** The line's decisions: where each is made (its piece, the square it goes to) and the choice button, if one is asked. */
  readonly line: readonly { readonly from: string; readonly to: string; readonly choice?: RegExp }[];
  /** The position after each decision, as the notation has it. */
  readonly positions: readonly string[];
  /** Each decision as the move list writes it. */
  readonly listed: readonly string[];
  /** A square of the start holding a piece of the side not to move. */
  readonly enemy: string;
  /** The bottom-left and top-right squares of the board seen from White's side (a1, h8 / g7). */
  readonly corners: readonly [string, string];
  /** An option and a value other than its default, for a play link from the line's second position. */
  readonly option: readonly [string, string];
  /** The kinds of the pieces each side has taken at the end of the line (its captured material), if any. */
  readonly taken?: { readonly white: readonly string[]; readonly black: readonly string[] };
}

const RULING_ID = /\((?:ruling )?[CSDKG]\d{1,2}(?:, ?[CSDKG]\d{1,2})*\)/;

/** The play link of the spec's start. */
const linkOf = (base: string, spec: RoomSpec): string => `${base}/${spec.game}/play/?${Object.entries(spec.link).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;

/** Opens the play room at the line's start: by its play link, or on a new game. */
async function openStart(page: Page, base: string, spec: RoomSpec): Promise<void> {
  if (Object.keys(spec.link).length === 0) return openPlay(page, base, spec.game);
  await forgetGame(page, base, spec.game);
  await page.goto(linkOf(base, spec));
  await roomReady(page);
}

/** Plays decision `i` of the line by `how`, and waits for it; a screenshot of the page if it fails. */
async function decide(t: PageTest, page: Page, spec: RoomSpec, i: number, how: Gesture): Promise<void> {
  const board = page.locator('.rb-play .rb-board');
  const d = spec.line[i]!;
  try {
    await gesture(page, squareOf(board, d.from), squareOf(board, d.to), how);
    if (d.choice) {
      const button = board.locator('.rb-choice button', { hasText: d.choice });
      if (how === 'tap') await button.tap({ timeout: 5_000 });
      else await button.click({ timeout: 5_000 });
    }
    await playAt(page, i + 1);
  } catch (e) {
    await t.shot(`failed-decision-${i + 1}-${how}`, page, false);
    throw e;
  }
}

/** Plays decisions `from` to `to` (excluded) of the line, by the gestures in turn, checking each position. */
async function playLine(t: PageTest, page: Page, spec: RoomSpec, from: number, to: number, gestures: readonly Gesture[], label: string): Promise<void> {
  let wrong = '';
  for (let i = from; i < to; i++) {
    const how = gestures[(i - from) % gestures.length]!;
    await decide(t, page, spec, i, how);
    const shown = await attr(page.locator('.rb-play'), 'data-position');
    if (shown !== spec.positions[i]) {
      wrong = `decision ${i + 1} by ${how}: want ${spec.positions[i]}, shown ${shown}`;
      break;
    }
  }
  t.check(`${label}: every position is the notation's`, wrong === '', wrong);
}

/** The numbered turns the move list should show for the line's first `n` decisions (White begins). */
function expectedTurns(spec: RoomSpec, n: number, whiteFirst: boolean): string[] {
  const texts = spec.listed.slice(0, n);
  const lines: string[] = [];
  const all = whiteFirst ? texts : ['…', ...texts];
  for (let i = 0; i < all.length; i += 2) lines.push(`${i / 2 + 1}. ${all[i]}${all[i + 1] !== undefined ? ` ${all[i + 1]}` : ''}`);
  return lines;
}

/** Where the room puts the board, the side column and the sidebars. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (sel: string) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r ? { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width) } : undefined;
    };
    return {
      board: box('.rb-play .rb-board svg'),
      side: box('.rb-play .rb-room-side'),
      moves: box('.rb-play .rb-movelist'),
      sidebar: !!document.querySelector('nav.sidebar, #starlight__sidebar'),
      toc: !!document.querySelector('starlight-toc, starlight-mobile-toc'),
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/** The room's words without what shows position strings, logs and links (code, pre, fields). */
const roomWords = (page: Page, root: string) =>
  page.locator(root).evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('code, pre, textarea, input').forEach((n) => n.remove());
    return copy.textContent ?? '';
  });

export async function roomChecks(t: PageTest, spec: RoomSpec): Promise<void> {
  const { page, base } = t;
  const n = spec.line.length;
  const whiteFirst = spec.start.split(' ')[1] === 'w';

  // The room on the desktop, at the line's start.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStart(page, base, spec);
  const root = page.locator('.rb-play');
  t.check('room: the game starts at the line’s start', (await attr(root, 'data-position')) === spec.start, await attr(root, 'data-position'));
  if (Object.keys(spec.link).length > 0) {
    t.check('room: a play link starts the game at its position and options, and leaves the address', new URL(page.url()).search === '', page.url());
    const options = JSON.parse((await attr(root, 'data-options')) || '{}') as Record<string, string>;
    const given = Object.entries(spec.link).filter(([k]) => k !== 'position');
    t.check('room: … with the link’s options', given.every(([k, v]) => options[k] === (v === 'true' ? 'on' : v === 'false' ? 'off' : v)), JSON.stringify(options));
  }
  const desk = await layout(page);
  t.check(
    'room (1280x800): no docs sidebar, no "On this page", nothing wider than the screen',
    !desk.sidebar && !desk.toc && desk.scrollWidth <= desk.viewport.width,
    JSON.stringify(desk),
  );
  t.check(
    'room (1280x800): the whole board on the first screen, at least 560 px, the move list beside it',
    !!desk.board && !!desk.side && !!desk.moves && desk.board.top < 140 && desk.board.bottom <= desk.viewport.height && desk.board.width >= 560 && desk.side.left >= desk.board.right,
    JSON.stringify(desk),
  );

  // The players' names, typed in: kept, and written in the record.
  await root.locator('input[name="white-name"]').fill('Ann');
  await root.locator('input[name="black-name"]').fill('Bob');

  // A click on the other side's piece: whose turn it is.
  await squareOf(root, spec.enemy).click();
  const notice = (await root.locator('.rb-notice').textContent().catch(() => '')) ?? '';
  t.check('room: a click on the other side’s piece says whose turn it is', /It is (White|Black)'s turn/.test(notice), notice);

  // The line, all but its last decision, by clicks and drags in turn.
  await playLine(t, page, spec, 0, n - 1, ['click', 'drag'], 'room: the line played by click and by drag');
  const turns = await turnLines(page);
  const want = expectedTurns(spec, n - 1, whiteFirst);
  t.check('room: the move list in numbered turns', turns.join(' | ') === want.join(' | '), `${turns.join(' | ')}\nwant ${want.join(' | ')}`);
  await t.shot('play-desktop', page, false);

  // Looking back, and back to the game.
  const list = root.locator('ol.rb-movelist');
  await list.locator('button[data-ply="1"]').click();
  await page.waitForFunction(() => document.querySelector('.rb-play')?.getAttribute('data-view') === '1', undefined, { timeout: WAIT_MS });
  const board = root.locator('.rb-board');
  t.check(
    'room: a move of the list clicked shows the position after it, marked, the board taking no decision',
    (await attr(board, 'data-position')) === spec.positions[0] && (await attr(root, 'data-shown')) === spec.positions[0] && (await attr(list.locator('button[data-ply="1"]'), 'aria-current')) === 'step' && (await board.locator('[role="button"]').count()) === 0,
    await attr(board, 'data-position'),
  );
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('.rb-play')?.getAttribute('data-view') === '0', undefined, { timeout: WAIT_MS });
  t.check('room: the left arrow key goes back to the start position', (await attr(board, 'data-position')) === spec.start);
  await root.getByRole('button', { name: 'Back to the game' }).click();
  await page.waitForFunction(() => !document.querySelector('.rb-play')?.hasAttribute('data-view'), undefined, { timeout: WAIT_MS });
  t.check('room: "Back to the game" shows the game again, ready for the next decision', (await attr(board, 'data-position')) === spec.positions[n - 2] && (await board.locator('[role="button"]').count()) > 0);

  // A reload in the middle of the game resumes it; it goes on.
  await page.reload();
  await roomReady(page);
  t.check('room: a reload resumes the game kept in the browser', (await attr(root, 'data-ply')) === String(n - 1) && (await attr(root, 'data-position')) === spec.positions[n - 2], `${await attr(root, 'data-ply')} ${await attr(root, 'data-position')}`);
  t.check('room: the players’ names are kept', (await root.locator('input[name="white-name"]').inputValue()) === 'Ann' && (await root.locator('input[name="black-name"]').inputValue()) === 'Bob');
  await playLine(t, page, spec, n - 1, n, ['drag'], 'room: after the reload the game goes on (a drag)');

  // The captured material beside each player.
  if (spec.taken) {
    const taken = async (colour: string) =>
      (await root.locator(`.rb-player[data-colour="${colour}"] .rb-captured > [data-kind]`).evaluateAll((els) => els.map((el) => el.getAttribute('data-kind') ?? '?'))).sort().join(' ');
    t.check(
      'room: each player shows the pieces it has taken',
      (await taken('white')) === [...spec.taken.white].sort().join(' ') && (await taken('black')) === [...spec.taken.black].sort().join(' '),
      `white took ${await taken('white')}, black took ${await taken('black')}`,
    );
  }

  // The flip, and the board turned to the side to move.
  const [low, high] = spec.corners;
  const y = async (name: string) => (await squareOf(board, name).boundingBox())?.y ?? 0;
  const straight = (await y(low)) > (await y(high));
  await root.getByRole('button', { name: /Flip board/ }).click();
  await page.waitForFunction(() => document.querySelector('.rb-play')?.getAttribute('data-flipped') === 'true', undefined, { timeout: WAIT_MS });
  const turned = (await y(low)) < (await y(high));
  await t.shot('play-flipped', page, false);
  await root.getByRole('button', { name: /Flip board/ }).click();
  await page.waitForFunction(() => !document.querySelector('.rb-play')?.hasAttribute('data-flipped'), undefined, { timeout: WAIT_MS });
  t.check(`room: the board flips (${low} at the top) and back`, straight && turned && (await y(low)) > (await y(high)));
  await root.locator('input[name="auto-flip"]').check();
  const blackToMove = (spec.positions[n - 1] ?? '').split(' ')[1] === 'b';
  t.check('room: "turn the board to the side to move" shows the side to move at the bottom', (await attr(root, 'data-flipped')) === (blackToMove ? 'true' : ''), `${await attr(root, 'data-flipped')} ${blackToMove}`);
  await root.locator('input[name="auto-flip"]').uncheck();

  // No ruling id in the room's words.
  const words = await roomWords(page, '.rb-play');
  t.check('room: no ruling id in the play room', !RULING_ID.test(words), words.match(RULING_ID)?.[0] ?? '');

  // The record downloaded, read back by the replay page.
  const record = await downloaded(page, 'Download record');
  t.check('the record names the players', record.includes('[White "Ann"]') && record.includes('[Black "Bob"]'), record.split('\n').slice(0, 6).join(' '));
  const share = await root.locator('input[name="share"]').inputValue();
  await page.goto(`${base}/${spec.game}/replay/`);
  await page.waitForSelector('.rb-replay[data-ready="true"]', { timeout: WAIT_MS });
  await page.locator('.rb-replay textarea[name="log"]').fill(record);
  await page.locator('.rb-replay').getByRole('button', { name: 'Replay', exact: true }).click();
  await replayAt(page, n);
  const replay = page.locator('.rb-replay');
  t.check(
    'replay: the record downloaded from the play room is read back, to the same position',
    (await attr(replay, 'data-read')) === 'record' && (await attr(replay, 'data-plies')) === String(n) && (await attr(replay, 'data-position')) === spec.positions[n - 1],
    `${await attr(replay, 'data-read')} ${await attr(replay, 'data-plies')} ${await attr(replay, 'data-position')}`,
  );

  // The compact share link: the same game on the replay page.
  t.check('the share link is compact: the record deflated, not the log', share.includes('/replay/?g=') && !share.includes('%7B') && !share.includes('{') && share.length < 1500, `${share.length}: ${share.slice(0, 120)}`);
  await page.goto(share);
  await page.waitForSelector('.rb-replay[data-ready="true"]', { timeout: WAIT_MS });
  await replayAt(page, n);
  t.check(
    'replay: the share link opens the same game, at its end',
    (await attr(replay, 'data-plies')) === String(n) && (await attr(replay, 'data-position')) === spec.positions[n - 1] && (await attr(replay.locator('.rb-board'), 'data-position')) === spec.positions[n - 1],
    await attr(replay, 'data-position'),
  );
  t.check('replay: the players’ names beside the board', ((await replay.locator('.rb-player[data-colour="white"] .rb-name').textContent()) ?? '') === 'Ann' && ((await replay.locator('.rb-player[data-colour="black"] .rb-name').textContent()) ?? '') === 'Bob');
  const replayTurns = await turnLines(page, '.rb-replay');
  t.check('replay: the move list in numbered turns', replayTurns.join(' | ') === expectedTurns(spec, n, whiteFirst).join(' | '), replayTurns.join(' | '));
  await replay.locator('ol.rb-movelist button[data-ply="1"]').click();
  await replayAt(page, 1);
  t.check('replay: a move of the list clicked shows the position after it', (await attr(replay, 'data-position')) === spec.positions[0]);
  await page.keyboard.press('End');
  await replayAt(page, n);
  const replayWords = await roomWords(page, '.rb-replay');
  t.check('replay: no ruling id in the replay room', !RULING_ID.test(replayWords), replayWords.match(RULING_ID)?.[0] ?? '');
  await t.shot('replay-desktop', page, false);

  // Dark mode.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.waitForSelector('.rb-replay[data-ready="true"]', { timeout: WAIT_MS });
  await replayAt(page, n);
  await t.shot('replay-dark', page, false);
  await openPlay(page, base, spec.game, true);
  await t.shot('play-dark', page, false);
  await page.emulateMedia({ colorScheme: 'light' });

  // A play link from the line's second position, with an option: the game starts there; a reload resumes it.
  const [option, value] = spec.option;
  await page.goto(`${base}/${spec.game}/play/?position=${encodeURIComponent(spec.positions[1]!)}&${option}=${encodeURIComponent(value)}`);
  await roomReady(page);
  const linked = JSON.parse((await attr(root, 'data-options')) || '{}') as Record<string, string>;
  const wanted = value === 'true' ? 'on' : value === 'false' ? 'off' : value;
  t.check(
    `room: a ?position= link starts a game at its position, with its ${option}, and the address loses its query`,
    (await attr(root, 'data-position')) === spec.positions[1] && (await attr(root, 'data-ply')) === '0' && linked[option] === wanted && new URL(page.url()).search === '',
    `${await attr(root, 'data-position')} ${JSON.stringify(linked)} ${page.url()}`,
  );
  await page.reload();
  await roomReady(page);
  t.check('room: … and a reload resumes that game', (await attr(root, 'data-position')) === spec.positions[1] && (await attr(root, 'data-ply')) === '0');

  // The phone: the board first and as wide as the screen; taps and finger drags.
  const phone = await t.phone();
  await openStart(phone, base, spec);
  const small = await layout(phone);
  t.check(
    'room (390x844 phone): the board comes first, nearly as wide as the screen, nothing wider than the screen',
    !!small.board && !!small.moves && small.board.top < 200 && small.board.width >= 360 && small.moves.top > small.board.bottom && small.scrollWidth <= small.viewport.width && !small.sidebar,
    JSON.stringify(small),
  );
  await playLine(t, phone, spec, 0, Math.min(n, 4), ['tap', 'touch'], 'room (phone): the line played by tap and by finger drag');
  await t.shot('play-phone', phone, false);
  await phone.emulateMedia({ colorScheme: 'dark' });
  await phone.reload();
  await roomReady(phone);
  await t.shot('play-phone-dark', phone, false);
  await phone.emulateMedia({ colorScheme: 'light' });
  await phone.goto(share);
  await phone.waitForSelector('.rb-replay[data-ready="true"]', { timeout: WAIT_MS });
  await replayAt(phone, n);
  await t.shot('replay-phone', phone, false);
  await phone.close();
}
