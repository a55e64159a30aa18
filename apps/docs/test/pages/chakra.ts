// The Chakra pages in Chromium (issue #6), every expectation computed here in Node with the
// engine (`chakra` from @rulebook/rules) and the notation:
// - a rules diagram: each own piece and vacant chakra clicked lights what Chakra's `legalMoves`
//   gives (move, capture, pass);
// - the play page: the example mate line played from the start by clicking (chakra moves, a
//   move-then-flip chosen with its button, the mate through the Transmitter, C8); each
//   position, the move list, the last move's squares, the end banner with its reason (C15);
//   the downloaded log replays in the notation to the same final position and the record is
//   the notation's; Undo; a game drawn by repetition played wholly by keyboard (G3), the
//   focus staying on the board; a pasted position with a promotion choice (C14) and one with a
//   pass (C9); a bad pasted position refused with its column; the 1995 ruleset (C3);
//   resignation and an agreed draw (G2);
// - the replay page: the shipped mate log opened by `?log=` to its final position, stepped with
//   the buttons, the arrow keys, Home/End and a ply number, each step's position, tinted squares
//   and facts as the notation's replay gives them; a corrupted log shows the error at its line
//   and the position before it;
// - first, the game room's checks (room.ts) with a line of this game's decisions;
// - screenshots: the rooms at both sizes and dark (room.ts), and the moments above.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { chakra, squareName } from '@rulebook/rules';
import { chakra as chakraText } from '@rulebook/notation';
import type { PageTest } from '../pages.test.ts';
import { rulesOf } from '../rules.ts';
import { WAIT_MS, attr, downloaded, examples, lastTinted, moveList, newGame, openPlay, playAt, replayAt, replayPaste, resign, squareOf, startFrom } from './common.ts';
import { roomChecks, type RoomSpec } from './room.ts';

type Position = chakra.ChakraPosition;
type Move = chakra.ChakraMove;

const START = chakraText.formatPosition(rulesOf('chakra').start());

function readPosition(text: string): Position {
  const parsed = chakraText.parsePosition(text);
  if (!parsed.ok) throw new Error(`not a Chakra position: ${text}: ${parsed.error.message}`);
  return parsed.value;
}

function readMove(pos: Position, text: string, ruleset: chakra.Ruleset = 'current'): Move {
  const parsed = chakraText.parseMove(pos, text, ruleset);
  if (!parsed.ok) throw new Error(`${text} in ${chakraText.formatPosition(pos)}: ${parsed.error.message}`);
  return parsed.value;
}

/** Where the board shows a move's target: the end square; a pass on the chakra entered (C9). */
function targetOf(move: Move): number | undefined {
  if (move.kind === 'piece' || move.kind === 'chakra') return move.to;
  if (move.kind === 'pass') return move.via;
  return undefined;
}
const originOf = (move: Move): number => (move.kind === 'piece' || move.kind === 'chakra' ? move.from : move.square);

/** The squares the board should light for what stands on `sq`: move, capture or pass (the strongest per square). */
function expectedLit(pos: Position, moves: readonly Move[], sq: number, ruleset: chakra.Ruleset): string {
  const rank = ['pass', 'move', 'capture'];
  const lit = new Map<string, string>();
  for (const m of moves) {
    if (originOf(m) !== sq || m.kind === 'flip') continue;
    const facts = m.kind === 'piece' ? rulesOf('chakra', { ruleset }).play(pos, m).facts : undefined;
    const kind = m.kind === 'pass' ? 'pass' : facts && (facts.captured || facts.transmitterCaptured) ? 'capture' : 'move';
    const name = squareName(targetOf(m) as number);
    if (rank.indexOf(kind) > rank.indexOf(lit.get(name) ?? '')) lit.set(name, kind);
  }
  return [...lit].map(([s, k]) => `${s}:${k}`).sort().join(' ');
}

async function shownLit(board: Locator): Promise<string> {
  const lit = await board.locator('[data-highlight]').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-square')}:${el.getAttribute('data-highlight')}`));
  return lit.sort().join(' ');
}

/** The squares the notation's facts name for a move: from, to and the chakra entered. */
function factSquares(facts: chakra.MoveFacts): string {
  const names = new Set([facts.from, facts.to, ...(facts.via !== undefined ? [facts.via] : [])].map(squareName));
  return [...names].sort().join(' ');
}

/**
 * One decision on the play page, as a player makes it: the piece or chakra, then the target
 * square, then the choice button when the square stands for several moves; a flip in place by
 * its button. `keys`: focus and Enter instead of clicks. Returns the position the engine gives.
 */
async function decide(page: Page, pos: Position, text: string, ruleset: chakra.Ruleset, keys = false): Promise<Position> {
  const board = page.locator('.rb-play .rb-board');
  const move = readMove(pos, text, ruleset);
  const ply = Number(await attr(page.locator('.rb-play'), 'data-ply'));
  const press = async (target: Locator) => {
    if (keys) {
      await target.focus();
      await page.keyboard.press('Enter');
    } else await target.click();
  };
  await press(squareOf(board, squareName(originOf(move))));
  const target = targetOf(move);
  if (target === undefined) {
    await press(board.getByRole('button', { name: /^Flip the chakra/ }));
  } else {
    await press(squareOf(board, squareName(target)));
    const moves = rulesOf('chakra', { ruleset }).legalMoves(pos).filter((m) => originOf(m) === originOf(move) && targetOf(m) === target);
    if (moves.length > 1) await press(board.locator('.rb-choice button', { hasText: new RegExp(`^${text.replace(/[*~=]/g, '\\$&')}:`) }));
  }
  await playAt(page, ply + 1);
  return rulesOf('chakra', { ruleset }).play(pos, move).position;
}

/** Plays move texts from `pos`, checking the page's position after each. */
async function playLine(t: PageTest, label: string, pos: Position, texts: readonly string[], ruleset: chakra.Ruleset = 'current', keys = false): Promise<Position> {
  const root = t.page.locator('.rb-play');
  let ok = true;
  let detail = '';
  for (const text of texts) {
    pos = await decide(t.page, pos, text, ruleset, keys);
    const shown = await attr(root, 'data-position');
    if (shown !== chakraText.formatPosition(pos)) {
      ok = false;
      detail = `after ${text}: want ${chakraText.formatPosition(pos)}, shown ${shown}`;
      break;
    }
  }
  t.check(`${label}: every position is the engine's`, ok, detail);
  return pos;
}

async function checkDiagram(t: PageTest): Promise<void> {
  const { page, base } = t;
  await page.goto(`${base}/chakra/pieces/`);
  const board = page.locator('.rb-diagram .rb-board').first();
  await board.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.rb-diagram .rb-board')?.getAttribute('data-ready') === 'true', undefined, { timeout: WAIT_MS });
  const text = await attr(board, 'data-position');
  const ruleset = ((await attr(board, 'data-ruleset')) || 'current') as chakra.Ruleset;
  const pos = readPosition(text);
  const moves = rulesOf('chakra', { ruleset }).legalMoves(pos);
  let clicked = 0;
  let wrong = '';
  for (let sq = 0; sq < 64; sq++) {
    const piece = pos.board[sq];
    const mine = piece ? piece.colour === pos.turn : pos.chakras[sq]?.owner === pos.turn;
    if (!mine) continue;
    const cell = squareOf(board, squareName(sq));
    if ((await attr(cell, 'data-selected')) !== 'true') await cell.click();
    const want = expectedLit(pos, moves, sq, ruleset);
    const got = await shownLit(board);
    clicked++;
    if (got !== want) wrong += `${squareName(sq)}: want ${want || '(none)'}, got ${got || '(none)'}\n`;
  }
  t.check(`a rules diagram lights the engine's legal moves of each of the ${clicked} own pieces and chakras clicked`, clicked > 0 && wrong === '', `${text}\n${wrong}`);
}

async function checkMateGame(t: PageTest): Promise<void> {
  const { page, base } = t;
  await openPlay(page, base, 'chakra');
  const root = page.locator('.rb-play');
  t.check('the play page starts at the start position (C1)', (await attr(root, 'data-position')) === START, await attr(root, 'data-position'));
  // A piece of the side to move without a legal move says why it is not selected.
  const start = readPosition(START);
  const stuck = start.board.findIndex((p, sq) => p?.colour === 'white' && !rulesOf('chakra').legalMoves(start).some((m) => originOf(m) === sq));
  if (stuck >= 0) await squareOf(root, squareName(stuck)).click();
  const why = (await root.locator('.rb-notice').textContent().catch(() => '')) ?? '';
  t.check(`a piece without a legal move (${stuck >= 0 ? squareName(stuck) : 'none'}) is not selected, and the room says why`, stuck >= 0 && why.includes('has no legal move') && (await root.locator('.rb-board [data-selected="true"]').count()) === 0, why);
  const example = readFileSync(path.join(examples, 'chakra-mate.jsonl'), 'utf8');
  const replayed = chakraText.replayLog(example);
  const texts = replayed.steps.map((s) => s.text);
  // The first decisions, then Undo: the position before the last one again.
  let pos = await playLine(t, 'the first two decisions', readPosition(START), texts.slice(0, 2));
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await playAt(page, 1);
  const afterOne = chakraText.formatPosition(replayed.steps[0]!.position);
  t.check('Undo takes back the last decision', (await attr(root, 'data-position')) === afterOne && (await moveList(page)).join(' ') === texts[0], await attr(root, 'data-position'));
  pos = readPosition(afterOne);
  // The rest by clicking: Th2f3* is a chakra move then a flip, chosen with its button (C5, C6).
  pos = await playLine(t, 'the example mate line played by clicking', pos, texts.slice(1));
  const final = replayed.steps.at(-1)!;
  t.check('the move list is the game in move text', (await moveList(page)).join(' ') === texts.join(' '), (await moveList(page)).join(' '));
  const end = (await page.locator('.rb-end').textContent().catch(() => '')) ?? '';
  t.check('the game ends with its reason: White wins by checkmate (C15)', (await attr(root, 'data-over')) === 'true' && end.includes('White wins by checkmate'), end);
  t.check(
    "the last move's squares are tinted: from, the chakra entered and the far chakra (C8)",
    (await lastTinted(root.locator('.rb-board'))) === factSquares(final.facts!),
    `${await lastTinted(root.locator('.rb-board'))} vs ${factSquares(final.facts!)}`,
  );
  t.check('a finished game takes no more moves on the board', (await root.locator('.rb-board [role="button"]').count()) === 0);
  await t.shot('play');
  const log = await downloaded(page, 'Download log');
  const back = chakraText.replayLog(log);
  t.check(
    'the downloaded log replays in the notation to the same final position and end',
    back.ok && back.steps.length === texts.length && chakraText.formatPosition(back.steps.at(-1)!.position) === (await attr(root, 'data-position')) && back.steps.at(-1)?.result?.reason === 'checkmate',
    back.error ? `line ${back.error.line}: ${back.error.message}` : log,
  );
  const record = await downloaded(page, 'Download record');
  t.check('the downloaded record is the notation record of that log', back.ok && record === chakraText.writeRecord(back) && record.includes('[Termination "checkmate"]'), record);
}

async function checkRepetitionByKeyboard(t: PageTest): Promise<void> {
  const { page } = t;
  await newGame(page);
  await playAt(page, 0);
  const root = page.locator('.rb-play');
  // Tab goes from square to square.
  await squareOf(root, 'a1').focus();
  await page.keyboard.press('Tab');
  const tabbed = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? document.activeElement?.tagName ?? '');
  t.check('Tab moves the focus from one square to the next usable one', /^[a-h][1-8]$/.test(tabbed) && tabbed !== 'a1', tabbed);
  const line = ['a1b3', 'h8g6', 'b3a1', 'g6h8', 'a1b3', 'h8g6', 'b3a1', 'g6h8'];
  const pos = await playLine(t, 'a game played by keyboard (focus, Enter)', readPosition(START), line.slice(0, 7), 'current', true);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? '');
  t.check('after a move by keyboard the focus stays on the square it ended on', focused === 'a1', focused);
  await playLine(t, 'the last decision by keyboard', pos, line.slice(7), 'current', true);
  const end = (await page.locator('.rb-end').textContent().catch(() => '')) ?? '';
  t.check('the third repetition ends the game: a draw by repetition (G3)', end.includes('Draw by repetition'), end);
}

async function checkPasted(t: PageTest): Promise<void> {
  const { page } = t;
  const root = page.locator('.rb-play');
  // C14: a pawn promotes to a type its side has lost; two in the pool, two buttons.
  const promotion = 'k7/4P3/8/8/8/8/8/4K3 w - QS 1';
  await startFrom(page, promotion);
  await page.waitForFunction((p) => document.querySelector('.rb-play')?.getAttribute('data-position') === p, promotion, { timeout: WAIT_MS });
  t.check('a pasted position starts a new game there', (await attr(root, 'data-ply')) === '0');
  await squareOf(root, 'e7').click();
  await squareOf(root, 'e8').click();
  const buttons = (await root.locator('.rb-choice button').allTextContents()).filter((b) => b !== 'Cancel');
  t.check('a promotion asks which piece, from the pool (C14)', buttons.length === 2 && buttons.some((b) => b.startsWith('e7e8=Q')) && buttons.some((b) => b.startsWith('e7e8=S')), buttons.join(' | '));
  await root.locator('.rb-choice button', { hasText: /^e7e8=S:/ }).click();
  await playAt(page, 1);
  const want = chakraText.formatPosition(rulesOf('chakra').play(readPosition(promotion), readMove(readPosition(promotion), 'e7e8=S')).position);
  t.check('the chosen promotion is played', (await moveList(page)).join(' ') === 'e7e8=S' && (await attr(root, 'data-position')) === want, await attr(root, 'data-position'));
  // The status line follows the board a render later: wait for it to say check (or time out).
  await page.waitForFunction(() => (document.querySelector('.rb-play .rb-status-line')?.textContent ?? '').includes('(check)'), undefined, { timeout: WAIT_MS }).catch(() => undefined);
  const status = (await root.locator('.rb-status-line').textContent()) ?? '';
  t.check('the status beside the board says the side to move is in check', status.includes('(check)'), status);
  t.check('the King in check is marked on the board (a8)', (await attr(squareOf(root, 'a8'), 'data-check')) === 'true' && (await root.locator('.rb-board [data-check="true"]').count()) === 1 && (await attr(squareOf(root, 'a8'), 'aria-label')).includes('in check'));
  await t.shot('play-check', page, false);
  // C9: the Monkey on its own chakra c3 could enter b1: a pass, lit on b1.
  const pass = '7k/8/8/8/8/2N5/8/7K w b1N,c3N - 1';
  await startFrom(page, pass);
  await page.waitForFunction((p) => document.querySelector('.rb-play')?.getAttribute('data-position') === p, pass, { timeout: WAIT_MS });
  await squareOf(root, 'c3').click();
  t.check('a pass is lit on the chakra entered (C9)', (await attr(squareOf(root, 'b1'), 'data-highlight')) === 'pass');
  await squareOf(root, 'b1').click();
  await playAt(page, 1);
  t.check('clicking it plays "pass"', (await moveList(page)).join(' ') === 'pass', (await moveList(page)).join(' '));
  // A position string with a mistake is refused, with the column.
  await startFrom(page, '7k/8/8/8/8/2N5/8/7Z w b1N,c3N - 1');
  const error = (await page.locator('dialog.rb-newgame .rb-error[role="alert"]').textContent().catch(() => '')) ?? '';
  t.check('a bad pasted position is refused with its column, the game kept', error.includes('column 19') && (await attr(root, 'data-ply')) === '1', error);
  await page.locator('dialog.rb-newgame').getByRole('button', { name: 'Cancel' }).click();
}

async function checkOptionsAndEnds(t: PageTest): Promise<void> {
  const { page } = t;
  const root = page.locator('.rb-play');
  // C3: under 1995 a pawn may double-step.
  await newGame(page, { ruleset: '1995' });
  await page.waitForFunction(() => document.querySelector('.rb-play .rb-board')?.getAttribute('data-ruleset') === '1995', undefined, { timeout: WAIT_MS });
  await squareOf(root, 'e2').click();
  const lit = await shownLit(root.locator('.rb-board'));
  t.check('the 1995 ruleset lets a pawn double-step (C3)', lit === expectedLit(rulesOf('chakra').start(), rulesOf('chakra', { ruleset: '1995' }).legalMoves(rulesOf('chakra').start()), 12, '1995') && lit.includes('e4:move'), lit);
  await squareOf(root, 'e4').click();
  await playAt(page, 1);
  const log = await downloaded(page, 'Download log');
  t.check('the log names the ruleset', log.split('\n')[0]!.includes('"ruleset":"1995"'), log.split('\n')[0]);
  await newGame(page, { ruleset: 'current' });
  await page.waitForFunction(() => document.querySelector('.rb-play .rb-board')?.getAttribute('data-ruleset') === 'current', undefined, { timeout: WAIT_MS });
  // G2: resignation (either side, confirmed) and an agreed draw.
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  t.check('Resign asks who resigns before anything is played', (await attr(root, 'data-ply')) === '0' && (await root.getByRole('button', { name: 'Black resigns' }).count()) === 1);
  await root.getByRole('button', { name: 'Cancel', exact: true }).click();
  await resign(page, 'White');
  await playAt(page, 1);
  const resigned = (await page.locator('.rb-end').textContent()) ?? '';
  t.check('White resigns: Black wins by resignation (G2)', resigned.includes('Black wins by resignation') && (await moveList(page)).join(' ') === 'White resigns', resigned);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await playAt(page, 0);
  await resign(page, 'Black');
  await playAt(page, 1);
  const blackResigned = (await page.locator('.rb-end').textContent()) ?? '';
  t.check('Black may resign on White’s turn: White wins by resignation (G2)', blackResigned.includes('White wins by resignation') && (await moveList(page)).join(' ') === 'Black resigns', blackResigned);
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
  await openPlay(phone, t.base, 'chakra');
  await squareOf(phone.locator('.rb-play'), 'a2').tap();
  const lit = await shownLit(phone.locator('.rb-play .rb-board'));
  t.check('on a phone, a tapped chakra lights its moves', lit === expectedLit(rulesOf('chakra').start(), rulesOf('chakra').legalMoves(rulesOf('chakra').start()), 8, 'current'), lit);
  // A chakra's move offers the two faces only (not the flip in place).
  await squareOf(phone.locator('.rb-play'), 'c3').tap();
  const choices = await phone.locator('.rb-play .rb-choice button').allTextContents();
  t.check('a chakra moved offers its two faces only (and Cancel), not the flip in place', choices.length === 3 && choices.some((c) => c.startsWith('Ta2c3:')) && choices.some((c) => c.startsWith('Ta2c3*:')) && (await phone.locator('.rb-play .rb-flip-chakra').count()) === 0, choices.join(' | '));
  await t.shot('play-phone-choice', phone, false);
  await phone.close();
}

async function checkReplay(t: PageTest): Promise<void> {
  const { page, base } = t;
  const example = readFileSync(path.join(examples, 'chakra-mate.jsonl'), 'utf8');
  const replayed = chakraText.replayLog(example);
  const plies = replayed.steps.length;
  const positionAt = (ply: number) => chakraText.formatPosition(ply === 0 ? replayed.start!.position : replayed.steps[ply - 1]!.position);
  await page.goto(`${base}/chakra/replay/?log=/examples/chakra-mate.jsonl`);
  await page.waitForSelector('.rb-replay[data-ready="true"]', { timeout: WAIT_MS });
  const root = page.locator('.rb-replay');
  await replayAt(page, plies);
  t.check(
    'the shipped example log replays to its final position',
    (await attr(root, 'data-plies')) === String(plies) && (await attr(root, 'data-position')) === positionAt(plies) && (await attr(root.locator('.rb-board'), 'data-position')) === positionAt(plies),
    await attr(root, 'data-position'),
  );
  const facts = (await root.locator('dl.rb-facts').textContent()) ?? '';
  t.check('the last event shows its facts: the Transmitter entered, check, the end (C8)', facts.includes('entered g3') && facts.includes('Check') && facts.includes('White wins by checkmate'), facts);
  t.check("the board tints the last event's squares", (await lastTinted(root.locator('.rb-board'))) === factSquares(replayed.steps[plies - 1]!.facts!));
  const current = await root.locator('ol.rb-movelist button[aria-current="step"]').getAttribute('data-ply');
  t.check('the move list marks the current decision', current === String(plies), current ?? '(none)');
  await t.shot('replay');

  const at = async (name: string, ply: number) => {
    await replayAt(page, ply);
    const shown = await attr(root, 'data-position');
    t.check(`${name}: ply ${ply}, the notation's position`, shown === positionAt(ply) && (await attr(root.locator('.rb-board'), 'data-position')) === shown, shown);
  };
  await page.getByRole('button', { name: 'First', exact: true }).click();
  await at('First', 0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await at('Next', 1);
  await page.keyboard.press('ArrowRight');
  await at('the right arrow key', 2);
  const face = (await root.locator('dl.rb-facts').textContent()) ?? '';
  t.check("a pawn's move shows the piece and no check", face.includes('pawn') && face.includes('Check') && face.includes('no'), face);
  await page.keyboard.press('ArrowLeft');
  await at('the left arrow key', 1);
  const chakraFacts = (await root.locator('dl.rb-facts').textContent()) ?? '';
  t.check("a chakra's move shows its face (C6)", chakraFacts.includes('knight'), chakraFacts);
  await page.keyboard.press('End');
  await at('End', plies);
  await page.keyboard.press('Home');
  await at('Home', 0);
  await page.getByRole('button', { name: 'Last', exact: true }).click();
  await at('Last', plies);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await at('Previous', plies - 1);
  await page.fill('.rb-replay input[name="ply"]', '7');
  await page.keyboard.press('Tab');
  await at('a ply typed in', 7);
  const flip = (await root.locator('dl.rb-facts').textContent()) ?? '';
  t.check('Th2f3*: the chakra shows its king face after the flip (C5, C6)', flip.includes('king (square)'), flip);

  // A corrupted log: line 6 (ply 5) names a move that is not legal; the four before it stay.
  const lines = example.split('\n');
  lines[5] = lines[5]!.replace('"move":"Td5f6"', '"move":"Td5f7"');
  await replayPaste(page, lines.join('\n'));
  await page.waitForFunction(() => document.querySelector('.rb-replay')?.getAttribute('data-plies') === '4', undefined, { timeout: WAIT_MS });
  const error = (await root.locator('.rb-error[role="alert"]').textContent()) ?? '';
  const want = chakraText.replayLog(lines.join('\n'));
  t.check('a corrupted log shows its error at line 6', error.includes('line 6') && want.error?.line === 6 && error.includes(want.error.message), error);
  t.check('… and the board shows the position before it', (await attr(root, 'data-position')) === positionAt(4) && (await attr(root.locator('.rb-board'), 'data-position')) === positionAt(4), await attr(root, 'data-position'));
  await t.shot('replay-error');
}

/** The room's line: the short example's decisions, with chakra moves that ask for a face and a capture through the Transmitter. */
function roomSpec(): RoomSpec {
  const replayed = chakraText.replayLog(readFileSync(path.join(examples, 'chakra-short.jsonl'), 'utf8'));
  let pos = readPosition(START);
  const line: { from: string; to: string; choice?: RegExp }[] = [];
  for (const step of replayed.steps) {
    const move = readMove(pos, step.text);
    const target = targetOf(move) as number;
    const same = rulesOf('chakra').legalMoves(pos).filter((m) => originOf(m) === originOf(move) && targetOf(m) === target);
    line.push({ from: squareName(originOf(move)), to: squareName(target), ...(same.length > 1 ? { choice: new RegExp(`^${step.text.replace(/[*~=]/g, '\\$&')}:`) } : {}) });
    pos = step.position;
  }
  return {
    game: 'chakra',
    link: {},
    start: START,
    line,
    positions: replayed.steps.map((s) => chakraText.formatPosition(s.position)),
    listed: replayed.steps.map((s) => s.text),
    enemy: 'e8',
    corners: ['a1', 'h8'],
    option: ['ruleset', '1995'],
    taken: { white: ['pawn'], black: ['courtesan'] },
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
