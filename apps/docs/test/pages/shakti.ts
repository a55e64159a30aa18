// The Shakti pages in Chromium (issue #6), every expectation computed here in Node with the
// engine (`shakti` from @rulebook/rules) and the notation:
// - a rules diagram: each own piece clicked lights what Shakti's `legalMoves` gives, and a
//   jump's target names the tile it removes (S4);
// - the play page: the example mate line played from the start by clicking (warrior jumps,
//   S4; a check, S5); each position, the move list, the last move's cells and removed tile,
//   the end banner with its reason (S7); the downloaded log replays in the notation to the
//   same final position and the record is the notation's; Undo; a game drawn by repetition
//   played wholly by keyboard (G3), the focus staying on the board; a pasted position where
//   Black must pass (S7), by the Pass button; a pasted mate in one; a bad pasted position
//   refused with its column; the `adjacent` warrior jump (S4); resignation and a draw (G2);
// - the replay page: the shipped mate log opened by `?log=` to its final position, stepped with
//   the buttons, the arrow keys, Home/End and a ply number, each step's position, tinted cells
//   and facts as the notation's replay gives them; a corrupted log shows the error at its line
//   and the position before it;
// - first, the game room's checks (room.ts) with a line of this game's decisions;
// - screenshots: the rooms at both sizes and dark (room.ts), and the moments above.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { shakti } from '@rulebook/rules';
import { shakti as shaktiText } from '@rulebook/notation';
import type { PageTest } from '../pages.test.ts';
import { rulesOf } from '../rules.ts';
import { WAIT_MS, attr, squareOf as cellOf, downloaded, examples, moveList, newGame, openPlay, playAt, replayAt, replayPaste, resign, startFrom } from './common.ts';
import { roomChecks, type RoomSpec } from './room.ts';

type Position = shakti.ShaktiPosition;
type Move = shakti.ShaktiMove;
type Jump = shakti.WarriorJump;

const START = shaktiText.formatPosition(rulesOf('shakti').start());
const name = (cell: number): string => shakti.cellName(cell);

function readPosition(text: string): Position {
  const parsed = shaktiText.parsePosition(text);
  if (!parsed.ok) throw new Error(`not a Shakti position: ${text}: ${parsed.error.message}`);
  return parsed.value;
}

function readMove(pos: Position, text: string, warriorJump: Jump = 'seen'): Move {
  const parsed = shaktiText.parseMove(pos, text, { warriorJump });
  if (!parsed.ok) throw new Error(`${text} in ${shaktiText.formatPosition(pos)}: ${parsed.error.message}`);
  return parsed.value;
}

/** The cells the board should light for the piece on `cell` (move or capture), and the jumps as `removed<-target`. */
function expectedLit(pos: Position, warriorJump: Jump, cell: number): { lit: string; jumps: string } {
  const lit: string[] = [];
  const jumps: string[] = [];
  for (const m of rulesOf('shakti', { warriorJump }).legalMoves(pos)) {
    if (m.kind === 'pass' || m.from !== cell) continue;
    lit.push(`${name(m.to)}:${pos.board[m.to] ? 'capture' : 'move'}`);
    if (m.kind === 'jump') jumps.push(`${name(m.removed)}<-${name(m.to)}`);
  }
  return { lit: lit.sort().join(' '), jumps: jumps.sort().join(' ') };
}

async function shownLit(board: Locator): Promise<{ lit: string; jumps: string }> {
  const lit = await board.locator('[data-highlight]').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-square')}:${el.getAttribute('data-highlight')}`));
  const jumps = await board.locator('[data-removes]').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-removes')}<-${el.getAttribute('data-square')}`));
  return { lit: lit.sort().join(' '), jumps: jumps.sort().join(' ') };
}

async function marked(board: Locator, attribute: string): Promise<string> {
  const cells = await board.locator(`[${attribute}="true"]`).evaluateAll((els) => els.map((el) => el.getAttribute('data-square') ?? '?'));
  return cells.sort().join(' ');
}

/** One decision as a player makes it: the piece, then the target cell; a pass by its button. `keys`: focus and Enter. */
async function decide(page: Page, pos: Position, text: string, warriorJump: Jump, keys = false): Promise<Position> {
  const board = page.locator('.rb-play .rb-board');
  const move = readMove(pos, text, warriorJump);
  const ply = Number(await attr(page.locator('.rb-play'), 'data-ply'));
  const press = async (target: Locator) => {
    if (keys) {
      await target.focus();
      await page.keyboard.press('Enter');
    } else await target.click();
  };
  if (move.kind === 'pass') {
    await press(board.getByRole('button', { name: 'Pass', exact: true }));
  } else {
    await press(cellOf(board, name(move.from)));
    await press(cellOf(board, name(move.to)));
  }
  await playAt(page, ply + 1);
  return rulesOf('shakti', { warriorJump }).play(pos, move).position;
}

async function playLine(t: PageTest, label: string, pos: Position, texts: readonly string[], warriorJump: Jump = 'seen', keys = false): Promise<Position> {
  const root = t.page.locator('.rb-play');
  let ok = true;
  let detail = '';
  for (const text of texts) {
    pos = await decide(t.page, pos, text, warriorJump, keys);
    const shown = await attr(root, 'data-position');
    if (shown !== shaktiText.formatPosition(pos)) {
      ok = false;
      detail = `after ${text}: want ${shaktiText.formatPosition(pos)}, shown ${shown}`;
      break;
    }
  }
  t.check(`${label}: every position is the engine's`, ok, detail);
  return pos;
}

async function positionIs(page: Page, position: string): Promise<void> {
  await page.waitForFunction((p) => document.querySelector('.rb-play')?.getAttribute('data-position') === p, position, { timeout: WAIT_MS });
}

async function checkDiagram(t: PageTest): Promise<void> {
  const { page, base } = t;
  await page.goto(`${base}/shakti/warrior/`);
  const board = page.locator('.rb-diagram .rb-board').first();
  await board.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.rb-diagram .rb-board')?.getAttribute('data-ready') === 'true', undefined, { timeout: WAIT_MS });
  const text = await attr(board, 'data-position');
  const warriorJump = ((await attr(board, 'data-warrior-jump')) || 'seen') as Jump;
  const pos = readPosition(text);
  let clicked = 0;
  let wrong = '';
  for (let cell = 0; cell < 49; cell++) {
    if (pos.board[cell]?.colour !== pos.turn) continue;
    const target = cellOf(board, name(cell));
    if ((await attr(target, 'data-selected')) !== 'true') await target.click();
    const want = expectedLit(pos, warriorJump, cell);
    const got = await shownLit(board);
    clicked++;
    if (got.lit !== want.lit || got.jumps !== want.jumps) wrong += `${name(cell)}: want ${want.lit} [${want.jumps}], got ${got.lit} [${got.jumps}]\n`;
  }
  t.check(`a rules diagram lights the engine's legal moves (and the tiles jumps remove) of each of the ${clicked} own pieces clicked`, clicked > 0 && wrong === '', `${text}\n${wrong}`);
}

async function checkMateGame(t: PageTest): Promise<void> {
  const { page, base } = t;
  await openPlay(page, base, 'shakti');
  const root = page.locator('.rb-play');
  const board = root.locator('.rb-board');
  t.check('the play page starts at the start position (S1)', (await attr(root, 'data-position')) === START, await attr(root, 'data-position'));
  const example = readFileSync(path.join(examples, 'shakti-mate.jsonl'), 'utf8');
  const replayed = shaktiText.replayLog(example);
  const texts = replayed.steps.map((s) => s.text);
  await playLine(t, 'the first two decisions', readPosition(START), texts.slice(0, 2));
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await playAt(page, 1);
  const afterOne = shaktiText.formatPosition(replayed.steps[0]!.position);
  t.check('Undo takes back the last decision', (await attr(root, 'data-position')) === afterOne && (await moveList(page)).join(' ') === texts[0], await attr(root, 'data-position'));
  let pos = await playLine(t, 'the example mate line played by clicking, up to the check', readPosition(afterOne), texts.slice(1, 8));
  // The status line follows the board a render later: wait for it to say check (or time out).
  await page.waitForFunction(() => (document.querySelector('.rb-play .rb-status-line')?.textContent ?? '').includes('(check)'), undefined, { timeout: WAIT_MS }).catch(() => undefined);
  const status = (await root.locator('.rb-status-line').textContent()) ?? '';
  t.check('the status beside the board says the side to move is in check (S5)', status.includes('(check)'), status);
  const king = await board.locator('[data-check="true"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-square')));
  const kingCell = pos.board.findIndex((p) => p?.type === 'king' && p.colour === pos.turn);
  t.check('the King in check is marked on the board', king.length === 1 && king[0] === name(kingCell), `${king.join(' ')} vs ${name(kingCell)}`);
  await t.shot('play-check', page, false);
  pos = await playLine(t, '… and to the mate', pos, texts.slice(8));
  const final = replayed.steps.at(-1)!;
  t.check('the move list is the game in move text', (await moveList(page)).join(' ') === texts.join(' '), (await moveList(page)).join(' '));
  const end = (await page.locator('.rb-end').textContent().catch(() => '')) ?? '';
  t.check('the game ends with its reason: Black wins by checkmate (S7)', (await attr(root, 'data-over')) === 'true' && end.includes('Black wins by checkmate'), end);
  const facts = final.facts!;
  t.check(
    "the last move's cells are tinted and the tile its jump removed is outlined (S4)",
    (await marked(board, 'data-last')) === [name(facts.from!), name(facts.to!)].sort().join(' ') && (await marked(board, 'data-removed')) === name(facts.removedTile!),
    `${await marked(board, 'data-last')} / ${await marked(board, 'data-removed')}`,
  );
  t.check('a finished game takes no more moves on the board', (await board.locator('[role="button"]').count()) === 0);
  await t.shot('play');
  const log = await downloaded(page, 'Download log');
  const back = shaktiText.replayLog(log);
  t.check(
    'the downloaded log replays in the notation to the same final position and end',
    back.ok && back.steps.length === texts.length && shaktiText.formatPosition(back.steps.at(-1)!.position) === (await attr(root, 'data-position')) && back.steps.at(-1)?.result?.reason === 'checkmate',
    back.error ? `line ${back.error.line}: ${back.error.message}` : log,
  );
  const record = await downloaded(page, 'Download record');
  t.check('the downloaded record is the notation record of that log', back.ok && record === shaktiText.writeRecord(back) && record.includes('[Termination "checkmate"]'), record);
}

async function checkRepetitionByKeyboard(t: PageTest): Promise<void> {
  const { page } = t;
  await newGame(page);
  await playAt(page, 0);
  const root = page.locator('.rb-play');
  await cellOf(root, 'b2').focus();
  await page.keyboard.press('Tab');
  const tabbed = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? document.activeElement?.tagName ?? '');
  t.check('Tab moves the focus from one cell to the next usable one', tabbed === 'd2', tabbed);
  const line = ['d2e2', 'd6e6', 'e2d2', 'e6d6', 'd2e2', 'd6e6', 'e2d2', 'e6d6'];
  const pos = await playLine(t, 'a game played by keyboard (focus, Enter)', readPosition(START), line.slice(0, 7), 'seen', true);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? '');
  t.check('after a move by keyboard the focus stays on the cell it ended on', focused === 'd2', focused);
  await playLine(t, 'the last decision by keyboard', pos, line.slice(7), 'seen', true);
  const end = (await page.locator('.rb-end').textContent().catch(() => '')) ?? '';
  t.check('the third repetition ends the game: a draw by repetition (G3)', end.includes('Draw by repetition'), end);
}

async function checkPasted(t: PageTest): Promise<void> {
  const { page } = t;
  const root = page.locator('.rb-play');
  // S7: Black, not in check, sees only tiles White's warriors see: he must pass.
  const stuck = 'xk1W2x/7/1W5/7/7/6K/x5x b 12';
  await startFrom(page, stuck);
  await positionIs(page, stuck);
  t.check('a pasted position starts a new game there', (await attr(root, 'data-ply')) === '0');
  const status = (await root.locator('.rb-status-line').textContent()) ?? '';
  t.check('the status says Black must pass (S7)', status.includes('must pass'), status);
  let pos = await playLine(t, 'the forced pass by its button, then a White move', readPosition(stuck), ['pass', 'g2f3']);
  t.check('the pass is a move in the list (S7)', (await moveList(page)).join(' ') === 'pass g2f3', (await moveList(page)).join(' '));
  pos = await playLine(t, 'the second pass by keyboard', pos, ['pass'], 'seen', true);
  // S7: a mate in one from a pasted position.
  const mate = 'xk1xK1x/xx5/7/W4w1/7/7/x5x w 1';
  await startFrom(page, mate);
  await positionIs(page, mate);
  await playLine(t, 'a mate in one', readPosition(mate), ['a4b5']);
  const end = (await page.locator('.rb-end').textContent().catch(() => '')) ?? '';
  t.check('White wins by checkmate (S7)', end.includes('White wins by checkmate'), end);
  await startFrom(page, 'xk1xK1x/xx5/7/W4w1/7/7/x5q w 1');
  const error = (await page.locator('dialog.rb-newgame .rb-error[role="alert"]').textContent().catch(() => '')) ?? '';
  t.check('a bad pasted position is refused with its column', error.includes('column 26') && (await attr(root, 'data-position')) !== START, error);
  await page.locator('dialog.rb-newgame').getByRole('button', { name: 'Cancel' }).click();
}

async function checkOptionsAndEnds(t: PageTest): Promise<void> {
  const { page } = t;
  const root = page.locator('.rb-play');
  // S4: under `adjacent` the second tile must be the very next cell.
  await newGame(page, { warriorJump: 'adjacent' });
  await page.waitForFunction(() => document.querySelector('.rb-play .rb-board')?.getAttribute('data-warrior-jump') === 'adjacent', undefined, { timeout: WAIT_MS });
  const first = await playLine(t, 'jumps under warriorJump adjacent', readPosition(START), ['b2b4/b3', 'f6f4/f5', 'b4b5', 'd6e6'], 'adjacent');
  // The warrior on b5 sees b4, then the hole b3, then b2: `seen` would jump to b2, `adjacent` may not.
  await cellOf(root, 'b5').click();
  const got = await shownLit(root.locator('.rb-board'));
  const b5 = shakti.parseCell('b5')!;
  const want = expectedLit(first, 'adjacent', b5);
  t.check(
    "warriorJump adjacent: the lit cells are the engine's, without the jump over the hole that `seen` allows (S4)",
    got.lit === want.lit && got.jumps === want.jumps && expectedLit(first, 'seen', b5).lit.includes('b2:move') && !got.lit.includes('b2'),
    `want ${want.lit} [${want.jumps}], got ${got.lit} [${got.jumps}]`,
  );
  const log = await downloaded(page, 'Download log');
  t.check('the log names the option', log.split('\n')[0]!.includes('"warriorJump":"adjacent"'), log.split('\n')[0]);
  await newGame(page, { warriorJump: 'seen' });
  await page.waitForFunction(() => document.querySelector('.rb-play .rb-board')?.getAttribute('data-warrior-jump') === 'seen', undefined, { timeout: WAIT_MS });
  await resign(page, 'White');
  await playAt(page, 1);
  const resigned = (await page.locator('.rb-end').textContent()) ?? '';
  t.check('White resigns: Black wins by resignation (G2)', resigned.includes('Black wins by resignation') && (await moveList(page)).join(' ') === 'White resigns', resigned);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await playAt(page, 0);
  await page.getByRole('button', { name: 'Offer draw', exact: true }).click();
  await page.getByRole('button', { name: 'Accept draw', exact: true }).click();
  await playAt(page, 1);
  const drawn = (await page.locator('.rb-end').textContent()) ?? '';
  t.check('an agreed draw ends the game: Draw by agreement (G2)', drawn.includes('Draw by agreement'), drawn);
}

async function checkPhone(t: PageTest): Promise<void> {
  const phone = await t.phone();
  await openPlay(phone, t.base, 'shakti');
  await cellOf(phone.locator('.rb-play'), 'b2').tap();
  const got = await shownLit(phone.locator('.rb-play .rb-board'));
  const want = expectedLit(rulesOf('shakti').start(), 'seen', shakti.parseCell('b2')!);
  t.check('on a phone, a tapped warrior lights its moves and jumps', got.lit === want.lit && got.jumps === want.jumps, `${got.lit} [${got.jumps}]`);
  await phone.close();
}

async function checkReplay(t: PageTest): Promise<void> {
  const { page, base } = t;
  const example = readFileSync(path.join(examples, 'shakti-mate.jsonl'), 'utf8');
  const replayed = shaktiText.replayLog(example);
  const plies = replayed.steps.length;
  const positionAt = (ply: number) => shaktiText.formatPosition(ply === 0 ? replayed.start!.position : replayed.steps[ply - 1]!.position);
  await page.goto(`${base}/shakti/replay/?log=/examples/shakti-mate.jsonl`);
  await page.waitForSelector('.rb-replay[data-ready="true"]', { timeout: WAIT_MS });
  const root = page.locator('.rb-replay');
  const board = root.locator('.rb-board');
  await replayAt(page, plies);
  t.check(
    'the shipped example log replays to its final position',
    (await attr(root, 'data-plies')) === String(plies) && (await attr(root, 'data-position')) === positionAt(plies) && (await attr(board, 'data-position')) === positionAt(plies),
    await attr(root, 'data-position'),
  );
  const facts = (await root.locator('dl.rb-facts').textContent()) ?? '';
  t.check('the last event shows its facts: the removed tile, check, the end (S4, S7)', facts.includes('Removed tile') && facts.includes('d4') && facts.includes('Black wins by checkmate'), facts);
  t.check("the board tints the last event's cells and outlines the removed tile", (await marked(board, 'data-last')) === 'b4 e4' && (await marked(board, 'data-removed')) === 'd4', `${await marked(board, 'data-last')} / ${await marked(board, 'data-removed')}`);
  const current = await root.locator('ol.rb-movelist button[aria-current="step"]').getAttribute('data-ply');
  t.check('the move list marks the current decision', current === String(plies), current ?? '(none)');
  await t.shot('replay');

  const at = async (label: string, ply: number) => {
    await replayAt(page, ply);
    const shown = await attr(root, 'data-position');
    t.check(`${label}: ply ${ply}, the notation's position`, shown === positionAt(ply) && (await attr(root.locator('.rb-board'), 'data-position')) === shown, shown);
  };
  await page.getByRole('button', { name: 'First', exact: true }).click();
  await at('First', 0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await at('Next', 1);
  await page.keyboard.press('ArrowRight');
  await at('the right arrow key', 2);
  await page.keyboard.press('ArrowLeft');
  await at('the left arrow key', 1);
  const king = (await root.locator('dl.rb-facts').textContent()) ?? '';
  t.check("a King's move shows the piece and no check", king.includes('King') && king.includes('no'), king);
  await page.keyboard.press('End');
  await at('End', plies);
  await page.keyboard.press('Home');
  await at('Home', 0);
  await page.getByRole('button', { name: 'Last', exact: true }).click();
  await at('Last', plies);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await at('Previous', plies - 1);
  await page.fill('.rb-replay input[name="ply"]', '8');
  await page.keyboard.press('Tab');
  await at('a ply typed in', 8);
  const check = (await root.locator('dl.rb-facts').textContent()) ?? '';
  t.check('b6c5 gives check (S5)', check.includes('yes'), check);

  // A corrupted log: line 7 (ply 6) names a jump that is not legal; the five before it stay.
  const lines = example.split('\n');
  lines[6] = lines[6]!.replace('"move":"e6e4/e5"', '"move":"e6e2/e5"');
  await replayPaste(page, lines.join('\n'));
  await page.waitForFunction(() => document.querySelector('.rb-replay')?.getAttribute('data-plies') === '5', undefined, { timeout: WAIT_MS });
  const error = (await root.locator('.rb-error[role="alert"]').textContent()) ?? '';
  const want = shaktiText.replayLog(lines.join('\n'));
  t.check('a corrupted log shows its error at line 7', error.includes('line 7') && want.error?.line === 7 && error.includes(want.error.message), error);
  t.check('… and the board shows the position before it', (await attr(root, 'data-position')) === positionAt(5) && (await attr(root.locator('.rb-board'), 'data-position')) === positionAt(5), await attr(root, 'data-position'));
  await t.shot('replay-error');
}

/** The room's line: the short example's decisions (warrior jumps, a King's move). */
function roomSpec(): RoomSpec {
  const replayed = shaktiText.replayLog(readFileSync(path.join(examples, 'shakti-short.jsonl'), 'utf8'));
  let pos = readPosition(START);
  const line = replayed.steps.map((step) => {
    const move = readMove(pos, step.text);
    pos = step.position;
    if (move.kind === 'pass') throw new Error('the room line has no pass');
    return { from: name(move.from), to: name(move.to) };
  });
  return {
    game: 'shakti',
    link: {},
    start: START,
    line,
    positions: replayed.steps.map((s) => shaktiText.formatPosition(s.position)),
    listed: replayed.steps.map((s) => s.text),
    enemy: 'd6',
    corners: ['a1', 'g7'],
    option: ['warriorJump', 'adjacent'],
  };
}

export default async function (t: PageTest): Promise<void> {
  await roomChecks(t, roomSpec());
  await checkDiagram(t);
  await checkMateGame(t);
  await checkRepetitionByKeyboard(t);
  await checkPasted(t);
  await checkOptionsAndEnds(t);
  await checkPhone(t);
  await checkReplay(t);
}
