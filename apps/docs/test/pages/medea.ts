// The Medea pages in Chromium (issue #6), every expectation computed here in Node with the
// engine (`medea` from @rulebook/rules) and the notation:
// - a rules diagram: a piece clicked lights the squares Medea's `legalMoves` gives;
// - the play page: one move and Undo; a pasted position a few moves from the end played out
//   by clicking (a transmission by keyboard, Tab and Enter; a capture entered hop by hop,
//   its jumped pieces staying until the last hop, D4); the move list, the end banner with its
//   reason (D9), the last move's squares; the downloaded log replays in the notation to the
//   same final position and the downloaded record is the notation's; resignation (G2);
// - the replay page: the shipped example log opened by `?log=` to its final position, stepped
//   with the buttons, the arrow keys, Home/End and a ply number, each step's position and
//   facts as the notation's replay gives them; a corrupted log shows the error at its line
//   and the position before it;
// - first, the game room's checks (room.ts) with a line of this game's decisions;
// - screenshots: the rooms at both sizes and dark (room.ts), and the moments above.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { medea, squareName } from '@rulebook/rules';
import { medea as medeaText } from '@rulebook/notation';
import type { PageTest } from '../pages.test.ts';
import { rulesOf } from '../rules.ts';
import { WAIT_MS, attr, examples, lastTinted, moveList, openPlay, playAt, replayAt, replayPaste, resign, squareOf, startFrom } from './common.ts';
import { roomChecks, type RoomSpec } from './room.ts';

type MedeaPosition = medea.MedeaPosition;
type MedeaMove = medea.MedeaMove;

function readMedea(text: string): MedeaPosition {
  const parsed = medeaText.parsePosition(text);
  if (!parsed.ok) throw new Error(`not a Medea position: ${text}: ${parsed.error.message}`);
  return parsed.value;
}

/** The squares the board should light for the piece on `sq`: move, capture or pass (the strongest per square). */
function expectedLit(pos: MedeaPosition, sq: number): string {
  const rank = ['pass', 'move', 'capture'];
  const lit = new Map<string, string>();
  const add = (to: number, kind: string) => {
    const name = squareName(to);
    if (rank.indexOf(kind) > rank.indexOf(lit.get(name) ?? '')) lit.set(name, kind);
  };
  for (const m of rulesOf('medea').legalMoves(pos)) {
    if (m.kind === 'step' && m.from === sq) add(m.to, rulesOf('medea').play(pos, m).facts.captured ? 'capture' : 'move');
    else if (m.kind === 'capture' && m.from === sq) add(m.to, 'capture');
    else if (m.kind === 'chakra' && m.from === sq) add(m.to, 'move');
    else if (m.kind === 'pass' && m.square === sq) add(m.via, 'pass');
  }
  return [...lit].map(([s, k]) => `${s}:${k}`).sort().join(' ');
}

async function shownLit(board: Locator): Promise<string> {
  const lit = await board.locator('[data-highlight]').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-square')}:${el.getAttribute('data-highlight')}`));
  return lit.sort().join(' ');
}

/** The squares the notation's facts name for a move: from, to, chakra entered, landings, pieces taken. */
function factSquares(facts: medea.MedeaFacts): string {
  const squares = new Set([facts.from, facts.to, ...(facts.via !== undefined ? [facts.via] : []), ...(facts.path ?? []), ...(facts.captured ?? []).map((c) => c.square)]);
  return [...squares].map((s) => squareName(s)).sort().join(' ');
}

async function rulesDiagram(t: PageTest): Promise<void> {
  const { page, base, check } = t;
  await page.goto(`${base}/medea/capture/`);
  const board = page.locator('.rb-board[data-game="medea"]').first();
  await board.and(page.locator('[data-ready="true"]')).waitFor({ timeout: WAIT_MS });
  const text = await attr(board, 'data-position');
  const pos = readMedea(text);
  // The first piece of the side to move that has a legal move, clicked on the diagram.
  const piece = rulesOf('medea').legalMoves(pos).map((m) => (m.kind === 'pass' ? m.square : m.from)).find((sq) => pos.board[sq] != null);
  if (piece === undefined) {
    check('a rules diagram has a piece with a legal move', false, text);
    return;
  }
  await squareOf(board, squareName(piece)).click();
  const want = expectedLit(pos, piece);
  await page.waitForFunction(([s]) => document.querySelector(`.rb-board [data-square="${s}"]`)?.getAttribute('data-selected') === 'true', [squareName(piece)], { timeout: WAIT_MS });
  const got = await shownLit(board);
  check(`rules diagram (/medea/capture/): ${squareName(piece)} clicked lights the engine's legal moves`, got === want && want !== '', `position ${text}\nwant ${want}\ngot  ${got}`);
}

// A position a few moves from the end: White plays b1~h2 (through the Transmitter, D7) by
// keyboard, Black e4d3, and White's man takes d3 and d5 hop by hop (d2xd4xd6), Black's last
// two men: White wins, Black has no pieces left (D9).
const ENDGAME = '8/8/8/3m4/4m3/8/3M4/1M6 w a2,h2/a7,h7 1';
const ENDGAME_MOVES = ['b1~h2', 'e4d3', 'd2xd4xd6'];

async function playPage(t: PageTest): Promise<void> {
  const { page, base, check } = t;
  await openPlay(page, base, 'medea');
  const root = page.locator('.rb-play');
  const board = root.locator('.rb-board[data-game="medea"]');
  const start = medeaText.formatPosition(rulesOf('medea').start());
  check('play: a new game starts from the provisional start position (D1)', (await attr(root, 'data-position')) === start, await attr(root, 'data-position'));
  const main = (await page.locator('main').textContent()) ?? '';
  check('play: the page says the start position is a reconstruction (D1), linking the introduction', /start position is a reconstruction/.test(main) && (await page.locator('.rb-room-foot a[href="/medea/"]').count()) === 1);
  // The New game dialog offers it (the dialog loads when first opened).
  await root.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.locator('dialog.rb-newgame');
  await dialog.waitFor({ state: 'visible', timeout: WAIT_MS });
  check('play: the repetition option (G3) is offered', (await dialog.locator('select[name="repetition"]').count()) === 1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });

  // A piece of the start position clicked: its legal moves lit, as the engine has them.
  const startPos = readMedea(start);
  await squareOf(board, 'd3').click();
  const lit = await shownLit(board);
  check('play: d3 clicked lights its legal moves', lit === expectedLit(startPos, 19), lit);
  // One move, then Undo.
  await squareOf(board, 'd4').click();
  await playAt(page, 1);
  const afterOne = medeaText.formatPosition(rulesOf('medea').play(startPos, { kind: 'step', from: 19, to: 27 }).position);
  check('play: d3 then d4 plays d3d4', (await attr(root, 'data-position')) === afterOne && (await moveList(page)).join(' ') === 'd3d4');
  await root.getByRole('button', { name: 'Undo', exact: true }).click();
  await playAt(page, 0);
  check('play: Undo takes the move back', (await attr(root, 'data-position')) === start && (await moveList(page)).length === 0);

  // Start from a pasted position.
  await startFrom(page, ENDGAME);
  await page.waitForFunction((p) => document.querySelector('.rb-play')?.getAttribute('data-position') === p, medeaText.formatPosition(readMedea(ENDGAME)), { timeout: WAIT_MS });
  check('play: the pasted position is the new start', (await attr(root, 'data-ply')) === '0');

  // What the notation makes of the same decisions, in Node.
  let pos = readMedea(ENDGAME);
  const positions: string[] = [];
  const facts: medea.MedeaFacts[] = [];
  for (const text of ENDGAME_MOVES) {
    const move = rulesOf('medea').legalMoves(pos).find((m) => medeaText.formatMove(pos, m) === text) as MedeaMove;
    const played = rulesOf('medea').play(pos, move);
    facts.push(played.facts);
    pos = played.position;
    positions.push(medeaText.formatPosition(pos));
  }

  // 1. White by keyboard: b1 focused and Enter, then Tab to h2 (the far chakra) and Enter.
  // Should the keyboard fail, the failure is recorded and the move clicked, so the game goes on.
  await squareOf(board, 'b1').focus();
  const b1Focused = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? '');
  check('play: a square of the board takes the keyboard focus (b1)', b1Focused === 'b1', `focus on ${b1Focused || 'no square'}`);
  await page.keyboard.press('Enter');
  const selected = await page
    .waitForFunction(() => document.querySelector('.rb-play [data-square="b1"]')?.getAttribute('data-selected') === 'true', undefined, { timeout: 3_000 })
    .then(() => true, () => false);
  check('play: Enter on b1 selects it', selected);
  if (!selected) await squareOf(board, 'b1').click();
  check('play: b1~h2 is lit on h2 (the far chakra, D7)', (await attr(squareOf(board, 'h2'), 'data-highlight')) === 'move');
  let focused = '';
  for (let i = 0; i < 70 && focused !== 'h2'; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? '');
  }
  check('play: Tab reaches h2 on the board', focused === 'h2', `focus on ${focused || 'no square'}`);
  if (focused === 'h2') await page.keyboard.press('Enter');
  else await squareOf(board, 'h2').click();
  await playAt(page, 1);
  check('play: b1~h2 played (by keyboard: Enter, Tab, Enter)', (await attr(root, 'data-position')) === positions[0], `${await attr(root, 'data-position')}\nwant ${positions[0]}`);

  // 2. Black by mouse.
  await squareOf(board, 'e4').click();
  await squareOf(board, 'd3').click();
  await playAt(page, 2);
  check('play: e4d3 played', (await attr(root, 'data-position')) === positions[1]);
  check('play: the last move is tinted (e4, d3)', (await lastTinted(board)) === factSquares(facts[1]!), await lastTinted(board));

  // 3. White's capture hop by hop: after the first hop nothing is played yet and d3 still stands, marked (D4).
  await squareOf(board, 'd2').click();
  check('play: d2 shows its capture path (landings d4 then d6)', (await attr(squareOf(board, 'd4'), 'data-landing')) === '1' && (await attr(squareOf(board, 'd6'), 'data-landing')) === '2');
  await squareOf(board, 'd4').click();
  await page.waitForFunction(() => document.querySelector('.rb-play .rb-board')?.getAttribute('data-capturing') === 'true', undefined, { timeout: WAIT_MS });
  const d3 = squareOf(board, 'd3');
  check(
    'play: after the first hop the capture is pending and d3 still stands, marked (D4)',
    (await attr(root, 'data-ply')) === '2' && (await d3.locator('.rb-piece').count()) === 1 && (await attr(d3, 'data-taken')) === 'true',
  );
  await squareOf(board, 'd6').click();
  await playAt(page, 3);
  const final = positions[2]!;
  check('play: the capture completes with its last hop', (await attr(root, 'data-position')) === final, `${await attr(root, 'data-position')}\nwant ${final}`);
  const list = await moveList(page);
  check('play: the move list holds the three moves in move text', list.join(' ') === ENDGAME_MOVES.join(' '), list.join(' '));
  await page.locator('.rb-play[data-over="true"]').waitFor({ timeout: WAIT_MS });
  const end = (await root.locator('.rb-end').textContent()) ?? '';
  check('play: the game is over: White wins, Black has no pieces left (D9)', /White wins/.test(end) && /no pieces/.test(end), end);
  check('play: the capture is tinted (from, landings, pieces taken)', (await lastTinted(board)) === factSquares(facts[2]!), await lastTinted(board));
  check('play: no square is clickable once the game is over', (await board.locator('[role="button"]').count()) === 0);
  await t.shot('play-end');

  // The downloaded log: the notation replays it to the same final position; it is the log
  // the notation builds from the same decisions.
  const [logDownload] = await Promise.all([page.waitForEvent('download'), root.getByRole('button', { name: 'Download log' }).click()]);
  const log = readFileSync((await logDownload.path()) as string, 'utf8');
  const replayed = medeaText.replayLog(log);
  const replayedFinal = replayed.final ? medeaText.formatPosition(replayed.final.context.position) : '';
  check('play: the downloaded log replays in the notation to the final position', replayed.ok && replayed.steps.length === 3 && replayedFinal === final, `${JSON.stringify(replayed.error)}\n${log}`);
  const built = medeaText.logFromMoves({ position: ENDGAME }, ENDGAME_MOVES);
  check("play: the downloaded log is the notation's log of the same decisions", built.ok && built.value === log, `${log}\n---\n${built.ok ? built.value : built.error.message}`);
  const [recordDownload] = await Promise.all([page.waitForEvent('download'), root.getByRole('button', { name: 'Download record' }).click()]);
  const record = readFileSync((await recordDownload.path()) as string, 'utf8');
  check("play: the downloaded record is the notation's, 1-0 by no-pieces", record === medeaText.writeRecord(replayed) && record.includes('[Termination "no-pieces"]') && record.includes('1-0'), record);

  // Undo out of the end, then White resigns (G2).
  await root.getByRole('button', { name: 'Undo', exact: true }).click();
  await playAt(page, 2);
  check('play: Undo after the end reopens the game', (await attr(root, 'data-over')) === '' && (await attr(root, 'data-position')) === positions[1]);
  await resign(page, 'White');
  await playAt(page, 3);
  const resigned = (await root.locator('.rb-end').textContent()) ?? '';
  check('play: White resigns: Black wins by resignation (G2)', resigned.includes('Black wins by resignation'), resigned);

  // A pasted position that is not one: the error, and the game stays.
  await startFrom(page, '8/8/8 w');
  const error = (await root.locator('dialog.rb-newgame .rb-error[role="alert"]').textContent().catch(() => '')) ?? '';
  check('play: a bad pasted position is refused with the notation’s message', error.length > 0 && (await attr(root, 'data-ply')) === '3', error);
  await page.locator('dialog.rb-newgame').getByRole('button', { name: 'Cancel' }).click();

  // A capture is compulsory: a man that cannot capture says so when clicked (the short example
  // after its third decision, where Black must capture).
  const short = medeaText.replayLog(readFileSync(path.join(examples, 'medea-short.jsonl'), 'utf8'));
  const idle = short.steps[2]!.position;
  await startFrom(page, medeaText.formatPosition(idle));
  await playAt(page, 0);
  const moves = rulesOf('medea').legalMoves(idle);
  const blocked = moves.some((m) => m.kind === 'capture') ? idle.board.findIndex((p, sq) => p?.colour === idle.turn && !moves.some((m) => (m.kind === 'pass' ? m.square : m.from) === sq)) : -1;
  if (blocked >= 0) await squareOf(board, squareName(blocked)).click();
  const why = (await root.locator('.rb-notice').textContent().catch(() => '')) ?? '';
  check('play: a man that may not move while a capture is compulsory says why', blocked >= 0 && why.includes('capture is compulsory'), why);
}

async function replayPage(t: PageTest): Promise<void> {
  const { page, base, check } = t;
  const text = readFileSync(path.join(examples, 'medea-win.jsonl'), 'utf8');
  const replayed = medeaText.replayLog(text);
  const steps = replayed.steps;
  const at = (ply: number): string => (ply === 0 ? medeaText.formatPosition(replayed.start!.position) : medeaText.formatPosition(steps[ply - 1]!.position));
  check('replay: the example log replays in the notation', replayed.ok && steps.length > 10);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${base}/medea/replay/?log=/examples/medea-win.jsonl`);
  const root = page.locator('.rb-replay');
  await page.locator('.rb-replay[data-ready="true"]').waitFor({ timeout: WAIT_MS });
  const n = steps.length;
  await replayAt(page, n);
  check(`replay: ?log= opens the example at its last ply (${n})`, (await attr(root, 'data-plies')) === String(n) && (await attr(root, 'data-position')) === at(n), await attr(root, 'data-position'));
  const board = root.locator('.rb-board[data-game="medea"]');
  check('replay: the board shows the final position', (await attr(board, 'data-position')) === at(n));
  const last = steps[n - 1]!;
  const shownText = (await root.textContent()) ?? '';
  check('replay: the last event says how the game ended (no pieces, D9)', /no pieces/.test(shownText), shownText.slice(0, 400));
  const facts = (await root.locator('dl.rb-facts').textContent()) ?? '';
  const taken = (last.facts?.captured ?? []).map((c) => squareName(c.square));
  check("replay: the last event's facts name the pieces taken", taken.length > 0 && taken.every((s) => facts.includes(s)), facts);
  check("replay: the last move's squares are tinted", (await lastTinted(board)) === factSquares(last.facts!), await lastTinted(board));
  await t.shot('replay-end-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Buttons.
  await root.getByRole('button', { name: 'Previous' }).click();
  await replayAt(page, n - 1);
  check('replay: Previous steps back one ply', (await attr(root, 'data-position')) === at(n - 1));
  await root.getByRole('button', { name: 'First' }).click();
  await replayAt(page, 0);
  check('replay: First goes to the start position', (await attr(root, 'data-position')) === at(0));
  await root.getByRole('button', { name: 'Next' }).click();
  await replayAt(page, 1);
  check('replay: Next steps forward one ply', (await attr(root, 'data-position')) === at(1));
  await root.getByRole('button', { name: 'Last' }).click();
  await replayAt(page, n);
  check('replay: Last goes to the end', (await attr(root, 'data-position')) === at(n));

  // Keys (focus out of any text field).
  await page.locator('.rb-room-head h1').click();
  await page.keyboard.press('ArrowLeft');
  await replayAt(page, n - 1);
  await page.keyboard.press('ArrowLeft');
  await replayAt(page, n - 2);
  check('replay: the left arrow steps back', (await attr(root, 'data-position')) === at(n - 2));
  await page.keyboard.press('ArrowRight');
  await replayAt(page, n - 1);
  check('replay: the right arrow steps forward', (await attr(root, 'data-position')) === at(n - 1));
  await page.keyboard.press('Home');
  await replayAt(page, 0);
  await page.keyboard.press('End');
  await replayAt(page, n);
  check('replay: Home and End jump to the start and the end', (await attr(root, 'data-position')) === at(n));

  // Jump to a ply: a capture of the example (its facts and position as the notation has them).
  const jump = steps.find((s) => s.facts?.captured !== undefined && s.ply < n)?.ply ?? 10;
  await root.locator('input[name="ply"]').fill(String(jump));
  await root.locator('input[name="ply"]').press('Enter');
  await replayAt(page, jump);
  const current = await root.locator(`ol.rb-movelist button[data-ply="${jump}"]`).getAttribute('aria-current');
  check(`replay: ply ${jump} typed: its position, marked current in the move list`, (await attr(root, 'data-position')) === at(jump) && current === 'step');
  const jumpFacts = (await root.locator('dl.rb-facts').textContent()) ?? '';
  const jumpTaken = (steps[jump - 1]!.facts?.captured ?? []).map((c) => squareName(c.square));
  check(`replay: ply ${jump}'s facts list the pieces taken (${jumpTaken.join(', ')})`, jumpTaken.every((s) => jumpFacts.includes(s)), jumpFacts);
  check(`replay: ply ${jump}'s squares are tinted`, (await lastTinted(board)) === factSquares(steps[jump - 1]!.facts!), await lastTinted(board));
  await t.shot('replay');

  // A corrupted log: line 12's move made illegal; the error names line 12, and the board
  // shows the position after the ten events before it.
  const lines = text.split('\n');
  const bad = JSON.parse(lines[11]!) as { move: string };
  bad.move = 'h8h1';
  lines[11] = JSON.stringify(bad);
  const corrupted = lines.join('\n');
  const broken = medeaText.replayLog(corrupted);
  check('replay: the corrupted log fails in the notation at line 12', !broken.ok && broken.error?.line === 12 && broken.steps.length === 10, JSON.stringify(broken.error));
  await replayPaste(page, corrupted);
  await page.waitForFunction(() => document.querySelector('.rb-replay')?.getAttribute('data-plies') === '10', undefined, { timeout: WAIT_MS });
  const error = (await root.locator('.rb-error[role="alert"]').textContent()) ?? '';
  check('replay: the error names line 12 and says what is wrong', error.includes('line 12') && error.includes(broken.error?.message ?? '?'), error);
  check('replay: the board shows the position before the bad line', (await attr(root, 'data-ply')) === '10' && (await attr(root, 'data-position')) === at(10) && (await attr(board, 'data-position')) === at(10));
  await t.shot('replay-error');

  // The short example too, to its final position.
  const short = medeaText.replayLog(readFileSync(path.join(examples, 'medea-short.jsonl'), 'utf8'));
  await page.goto(`${base}/medea/replay/?log=/examples/medea-short.jsonl`);
  await page.locator('.rb-replay[data-ready="true"]').waitFor({ timeout: WAIT_MS });
  await replayAt(page, short.steps.length);
  check('replay: medea-short.jsonl opens at its final position', short.ok && (await attr(root, 'data-position')) === medeaText.formatPosition(short.final!.context.position));
}

/** The room's line: the short example's decisions (steps, a transmission, captures of one and two jumps). */
function roomSpec(): RoomSpec {
  const replayed = medeaText.replayLog(readFileSync(path.join(examples, 'medea-short.jsonl'), 'utf8'));
  let pos = replayed.start!.position;
  const ends = (m: MedeaMove): [number, number] => (m.kind === 'pass' ? [m.square, m.via] : [m.from, m.to]);
  const line = replayed.steps.map((step) => {
    const move = rulesOf('medea').legalMoves(pos).find((m) => medeaText.formatMove(pos, m) === step.text);
    if (!move) throw new Error(`${step.text} is not legal in ${medeaText.formatPosition(pos)}`);
    const [from, to] = ends(move);
    const same = rulesOf('medea').legalMoves(pos).filter((m) => ends(m)[0] === from && ends(m)[1] === to);
    pos = step.position;
    return { from: squareName(from), to: squareName(to), ...(same.length > 1 ? { choice: new RegExp(`^${step.text.replace(/[~]/g, '\\$&')}:`) } : {}) };
  });
  return {
    game: 'medea',
    link: {},
    start: medeaText.formatPosition(replayed.start!.position),
    line,
    positions: replayed.steps.map((s) => medeaText.formatPosition(s.position)),
    listed: replayed.steps.map((s) => s.text),
    enemy: 'd6',
    corners: ['a1', 'h8'],
    option: ['repetition', 'false'],
    taken: { white: ['man'], black: ['man', 'man'] },
  };
}

export default async function (t: PageTest): Promise<void> {
  await roomChecks(t, roomSpec());
  await rulesDiagram(t);
  await playPage(t);
  await replayPage(t);
}
