// The Chakart pages in Chromium (issue #6), every expectation computed here in Node with the
// engine (`chakart` from @rulebook/rules) and the notation:
// - a rules diagram: each own piece clicked lights what Chakart's `legalMoves` gives (moves,
//   captures, shell targets, invisible-queen targets);
// - the play page: with a seed typed in, a pasted position played to its end by clicking and
//   by keyboard: a pawn onto a banana, whose chain (push, mushroom) is stepped through on the
//   board, then the queen takes the last king (K2); the move list holds each decision with the
//   outcomes the seed gave, and the downloaded log is byte for byte the notation's log of the
//   same seed, position and decisions (G4), replaying to the same final position; Undo; a
//   second game with the invisible queen (chosen with its button, drawn as such, K4) and a
//   winning shell (K4); the start option (K1); resignation and an agreed draw (G2); a bad
//   pasted position refused with its column;
// - the replay page: the shipped win log opened by `?log=` to its final position, stepped with
//   the buttons, the arrow keys, Home/End and a ply number; a decision's outcomes and chain in
//   its facts and stepped through on the board; a corrupted outcome shows the error at its line
//   and the position before it;
// - first, the game room's checks (room.ts) with a line of this game's decisions;
// - screenshots: the rooms at both sizes and dark (room.ts), and the moments above.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { chakart, squareName } from '@rulebook/rules';
import { chakart as chakartText, type ReplayResultOf } from '@rulebook/notation';
import type { PageTest } from '../pages.test.ts';
import { rulesOf } from '../rules.ts';
import { effectWords, playerWords } from '../../src/lib/chakart-words.ts';
import { WAIT_MS, attr, downloaded, examples, lastTinted, moveList, newGame, openPlay, playAt, replayAt, replayPaste, resign, roomReady, squareOf } from './common.ts';
import { roomChecks, type RoomSpec } from './room.ts';

type Position = chakart.ChakartPosition;
type Decision = chakart.Decision;

const SEED = 42;

/** The pawn on b2 steps onto the banana on b3; the queen on d4 sees the Black king on h8. */
const BANANA = '7k/p7/8/8/3Q4/1d6/1P6/K7 w 0 {"flags":"1111"}';
const BANANA_LINE = ['Pb2xb3', 'Pa7-a6', 'Qd4xh8'];
/** The queen may go to d3 seen or unseen; the king on a1 may throw the shell at h8. */
const SHELL = '7k/p7/8/8/8/8/8/K2Q4 w 0 {"flags":"1111"}';
const SHELL_LINE = ['Qd1~d3', 'Pa7-a6', 'Ka1^h8'];

function readPosition(text: string): Position {
  const parsed = chakartText.parsePosition(text);
  if (!parsed.ok) throw new Error(`not a Chakart position: ${text}: ${parsed.error.message}`);
  return parsed.value;
}

function readDecision(pos: Position, text: string): Decision {
  const parsed = chakartText.parseMove(pos, text);
  if (!parsed.ok) throw new Error(`${text} in ${chakartText.formatPosition(pos)}: ${parsed.error.message}`);
  return parsed.value;
}

/** The log the notation writes for a seed, a position and decisions (G4), replayed. */
function expectedGame(position: string, decisions: readonly string[], seed = SEED): { log: string; replayed: ReplayResultOf<chakartText.Types> } {
  const log = chakartText.logFromMoves({ randomness: 2, seed, position }, decisions);
  if (!log.ok) throw new Error(`the notation could not build the log: line ${log.error.line}: ${log.error.message}`);
  return { log: log.value, replayed: chakartText.replayLog(log.value) };
}

/** A decision as the move list and the record write it: with its outcomes in braces. */
const moveText = (step: ReplayResultOf<chakartText.Types>['steps'][number]): string => {
  const outcomes = step.event.event === 'move' ? (step.event.outcomes ?? []) : [];
  return outcomes.length > 0 ? `${step.text} {${outcomes.join(' ')}}` : step.text;
};

/** The squares a decision's logged steps name (its chain), sorted. */
function chainSquares(step: ReplayResultOf<chakartText.Types>['steps'][number]): string {
  if (step.event.event !== 'move') return '';
  const names = new Set<string>();
  for (const s of step.event.facts.steps) {
    for (const [key, value] of Object.entries(s)) if (['from', 'to', 'square', 'a', 'b'].includes(key) && typeof value === 'string' && /^[a-h][1-8]$/.test(value)) names.add(value);
  }
  return [...names].sort().join(' ');
}

/** What each square says to a screen reader, without the tint words (they differ between views). */
async function squareWords(board: Locator): Promise<string> {
  const labels = await board.locator('[data-square]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.replace(/, (last decision|this step)$/, '')).join(' | ');
}

/** Where a decision is clicked: the piece, then the square it goes to or hits. */
function squaresOf(d: Decision): [number, number] | undefined {
  if (d.kind === 'move' || d.kind === 'invisible' || d.kind === 'shell') return [d.from, d.to];
  if (d.kind === 'swap') return [d.a, d.b];
  return undefined;
}

/**
 * One decision on the play page as a player makes it: the piece, then the square, then the
 * choice button when that square stands for several decisions. `keys`: focus and Enter.
 */
async function decide(page: Page, pos: Position, text: string, keys = false): Promise<void> {
  const board = page.locator('.rb-play .rb-board');
  const d = readDecision(pos, text);
  const ply = Number(await attr(page.locator('.rb-play'), 'data-ply'));
  const press = async (target: Locator) => {
    if (keys) {
      await target.focus();
      await page.keyboard.press('Enter');
    } else await target.click();
  };
  const squares = squaresOf(d);
  if (!squares) throw new Error(`decide: ${text} is not clicked on squares`);
  const origin = squareOf(board, squareName(squares[0]));
  if ((await attr(origin, 'data-selected')) !== 'true') await press(origin);
  await press(squareOf(board, squareName(squares[1])));
  const same = rulesOf('chakart').legalMoves(pos).filter((x) => {
    const s = squaresOf(x);
    return s !== undefined && s[0] === squares[0] && s[1] === squares[1];
  });
  if (same.length > 1) await press(board.locator('.rb-choice button', { hasText: new RegExp(`^${text.replace(/[~^]/g, '\\$&')}:`) }));
  await playAt(page, ply + 1);
}

/** The seed of the game in the room (its options). */
async function seedOf(page: Page): Promise<string> {
  return String((JSON.parse((await attr(page.locator('.rb-play'), 'data-options')) || '{}') as Record<string, string>)['seed'] ?? '');
}

async function startFrom(page: Page, position: string, seed = String(SEED)): Promise<void> {
  await newGame(page, { seed }, position);
  await page.waitForFunction(
    (p) => document.querySelector('.rb-play')?.getAttribute('data-position') === p && document.querySelector('.rb-play')?.getAttribute('data-ply') === '0',
    chakartText.formatPosition(readPosition(position)),
    { timeout: WAIT_MS },
  );
}

/** What the board should light for the piece on `sq`: move/capture per square, shell and invisible targets. */
function expectedLit(pos: Position, sq: number): string {
  const lit = new Map<string, string>();
  const shell: string[] = [];
  const invisible: string[] = [];
  for (const d of rulesOf('chakart').legalMoves(pos)) {
    if (d.kind === 'move' && d.from === sq) {
      const name = squareName(d.to);
      if (lit.get(name) !== 'capture') lit.set(name, chakart.cellAt(pos, d.to)?.type === 'piece' ? 'capture' : 'move');
    } else if (d.kind === 'shell' && d.from === sq) shell.push(squareName(d.to));
    else if (d.kind === 'invisible' && d.from === sq) invisible.push(squareName(d.to));
  }
  return `${[...lit].map(([s, k]) => `${s}:${k}`).sort().join(' ')} | shell ${[...new Set(shell)].sort().join(' ')} | invisible ${invisible.sort().join(' ')}`;
}

async function shownLit(board: Locator): Promise<string> {
  const lit = await board.locator('[data-highlight]').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-square')}:${el.getAttribute('data-highlight')}`));
  const flagged = (name: string) => board.locator(`[data-${name}="true"]`).evaluateAll((els) => els.map((el) => el.getAttribute('data-square') ?? '?').sort().join(' '));
  return `${lit.sort().join(' ')} | shell ${await flagged('shell')} | invisible ${await flagged('invisible')}`;
}

async function checkDiagram(t: PageTest): Promise<void> {
  const { page, base } = t;
  await page.goto(`${base}/chakart/pieces-and-powers/`);
  const board = page.locator('.rb-board[data-game="chakart"]').first();
  await board.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.rb-board[data-game="chakart"]')?.getAttribute('data-ready') === 'true', undefined, { timeout: WAIT_MS });
  const text = await attr(board, 'data-position');
  const pos = readPosition(text);
  let clicked = 0;
  let wrong = '';
  for (let sq = 0; sq < 64; sq++) {
    const cell = chakart.cellAt(pos, sq);
    if (cell?.type !== 'piece' || cell.colour !== pos.turn) continue;
    const square = squareOf(board, squareName(sq));
    if ((await attr(square, 'data-selected')) !== 'true') await square.click();
    const want = expectedLit(pos, sq);
    const got = await shownLit(board);
    clicked++;
    if (got !== want) wrong += `${squareName(sq)}: want ${want}, got ${got}\n`;
  }
  t.check(`a rules diagram lights the engine's decisions of each of the ${clicked} own pieces clicked`, clicked > 0 && wrong === '', `${text}\n${wrong}`);
}

async function checkBananaGame(t: PageTest): Promise<void> {
  const { page, base } = t;
  await openPlay(page, base, 'chakart');
  const root = page.locator('.rb-play');
  const board = root.locator('.rb-board');
  const shownSeed = await seedOf(page);
  await root.locator('details.rb-details summary').first().click();
  const details = (await root.locator('details.rb-details dl').first().textContent()) ?? '';
  t.check('the play page starts a game with a seed, shown in the game’s details (G4)', /^\d+$/.test(shownSeed) && details.includes(`Seed${shownSeed}`) && (await attr(root, 'data-ply')) === '0', `${shownSeed} / ${details}`);

  await startFrom(page, BANANA);
  t.check('a pasted position with a typed seed starts a game there', (await seedOf(page)) === String(SEED));
  const { log: wantLog, replayed } = expectedGame(BANANA, BANANA_LINE);
  const steps = replayed.steps;
  const start = readPosition(BANANA);

  // 1. The pawn onto the banana, by clicking: its outcomes are the seed's (G4).
  await squareOf(board, 'b2').click();
  t.check("the pawn's decisions are lit", (await shownLit(board)) === expectedLit(start, 9), `${await shownLit(board)} vs ${expectedLit(start, 9)}`);
  await decide(page, start, BANANA_LINE[0]!);
  const first = steps[0]!;
  t.check('the decision is played with the outcomes the seed gives (G4)', (await moveList(page)).join(' ') === first.text && (await attr(root, 'data-position')) === chakartText.formatPosition(first.position), `${(await moveList(page)).join(' ')} vs ${first.text}`);
  t.check('the last decision and its chain are tinted', (await lastTinted(board)) === chainSquares(first), `${await lastTinted(board)} vs ${chainSquares(first)}`);
  const words = chakartText.describeSteps(first.facts!.steps);
  const entry = root.locator('ol.rb-movelist button[data-ply="1"]');
  const effects = (await entry.locator('.rb-move-effects').textContent()) ?? '';
  t.check(
    'the move list says what followed in players’ words (its effects under it, the whole chain as its title), not the outcomes’ text',
    (await attr(entry, 'title')) === playerWords(words) && effects === effectWords(words) && effects.includes('pushed south') && !/\{|push:/.test((await root.locator('ol.rb-movelist').textContent()) ?? ''),
    `${effects} / ${await attr(entry, 'title')}`,
  );

  // The chain, step by step on the board (K5): it rests after its last step.
  const n = first.facts!.steps.length;
  const atRest = await squareWords(board);
  t.check(`the board offers the chain's ${n} steps, resting after the last`, (await attr(board, 'data-chain-steps')) === String(n) && (await attr(board, 'data-chain-step')) === String(n));
  for (let k = n - 1; k >= 0; k--) await board.getByRole('button', { name: '◀ Previous step' }).click();
  const before = await squareWords(board);
  t.check('stepped back to the start of the chain, the board shows the position before the decision', (await attr(board, 'data-chain-step')) === '0' && before.includes('b2, White pawn') && before.includes('b3, a banana'), before.slice(0, 200));
  t.check('… and nothing can be played while a step is shown', (await board.locator('[role="button"]').count()) === 0);
  await board.getByRole('button', { name: 'Next step ▶' }).click();
  await t.shot('play-chain-step');
  const stepWords = (await board.locator('.rb-chain-words').textContent()) ?? '';
  t.check('each step is said in players’ words', stepWords.startsWith(`Step 1 of ${n}: `) && playerWords(words).includes(stepWords.replace(/^Step 1 of \d+: /, '').replace(/\.$/, '')), stepWords);
  for (let k = 1; k < n; k++) await board.getByRole('button', { name: 'Next step ▶' }).click();
  t.check('back at the last step the board is the position after the decision', (await squareWords(board)) === atRest && (await board.locator('[role="button"]').count()) > 0);

  // 2. Black by keyboard: Tab goes to the next usable square, Enter clicks.
  const afterFirst = readPosition(chakartText.formatPosition(first.position));
  await squareOf(board, 'a7').focus();
  await page.keyboard.press('Tab');
  const tabbed = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? document.activeElement?.tagName ?? '');
  t.check('Tab moves the focus from a usable square to the next one', /^[a-h][1-8]$/.test(tabbed) && tabbed !== 'a7', tabbed);
  await decide(page, afterFirst, BANANA_LINE[1]!, true);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? '');
  t.check('a decision by keyboard is played, and the focus stays on the board', (await attr(root, 'data-position')) === chakartText.formatPosition(steps[1]!.position) && focused === 'a6', `focus on ${focused || '(none)'}; ${await attr(root, 'data-position')}`);

  // Undo, and the same decision again.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await playAt(page, 1);
  t.check('Undo takes back the last decision', (await attr(root, 'data-position')) === chakartText.formatPosition(first.position) && (await moveList(page)).length === 1);
  await decide(page, afterFirst, BANANA_LINE[1]!, true);

  // 3. The queen takes the last king: White wins (K2).
  await decide(page, readPosition(chakartText.formatPosition(steps[1]!.position)), BANANA_LINE[2]!);
  const end = (await root.locator('.rb-end').textContent().catch(() => '')) ?? '';
  t.check("the game ends with its reason: White wins: Black has no king left (K2)", (await attr(root, 'data-over')) === 'true' && end.includes("White wins: Black has no king left"), end);
  t.check('the move list is the game in move text', (await moveList(page)).join(' ') === steps.map((s) => s.text).join(' '), (await moveList(page)).join(' '));
  t.check('a finished game takes no more decisions on the board', (await board.locator('[role="button"]').count()) === 0);
  await t.shot('play');

  const log = await downloaded(page, 'Download log');
  t.check('the downloaded log is the notation log of the same seed, position and decisions, byte for byte (G4)', log === wantLog, log);
  const back = chakartText.replayLog(log);
  t.check(
    'the downloaded log replays in the notation to the same final position and end',
    back.ok && back.steps.length === 3 && chakartText.formatPosition(back.steps.at(-1)!.position) === (await attr(root, 'data-position')) && back.steps.at(-1)?.result?.reason === 'kings-captured',
    back.error ? `line ${back.error.line}: ${back.error.message}` : log,
  );
  const record = await downloaded(page, 'Download record');
  t.check('the downloaded record is the notation record of that log', back.ok && record === chakartText.writeRecord(back) && record.includes(`[Seed "${SEED}"]`) && record.includes('{push:'), record);
}

async function checkShellGame(t: PageTest): Promise<void> {
  const { page } = t;
  const root = page.locator('.rb-play');
  const board = root.locator('.rb-board');
  await startFrom(page, SHELL);
  const { replayed } = expectedGame(SHELL, SHELL_LINE);
  const start = readPosition(SHELL);
  // The queen to d3: a move or the invisible move (K4), offered as two buttons.
  await squareOf(board, 'd1').click();
  t.check('the invisible move is lit with its own mark (K4)', (await attr(squareOf(board, 'd3'), 'data-invisible')) === 'true' && (await shownLit(board)) === expectedLit(start, 3));
  await squareOf(board, 'd3').click();
  const buttons = await board.locator('.rb-choice button').allTextContents();
  t.check('one square, two decisions: the board asks which', buttons.length === 2 && buttons.some((b) => b.startsWith('Qd1-d3:')) && buttons.some((b) => b.startsWith('Qd1~d3:')), buttons.join(' | '));
  await board.locator('.rb-choice button', { hasText: /^Qd1~d3:/ }).click();
  await playAt(page, 1);
  const d3 = await attr(squareOf(board, 'd3'), 'aria-label');
  const d1 = await attr(squareOf(board, 'd1'), 'aria-label');
  t.check('the invisible queen and the marker she left are drawn and named (K4)', d3.includes('White invisible queen') && d1.includes('White marker') && (await attr(root, 'data-position')) === chakartText.formatPosition(replayed.steps[0]!.position), `${d3} / ${d1}`);
  await decide(page, readPosition(chakartText.formatPosition(replayed.steps[0]!.position)), SHELL_LINE[1]!, true);
  const beforeShell = readPosition(chakartText.formatPosition(replayed.steps[1]!.position));
  await squareOf(board, 'a1').click();
  t.check("the king's shell targets are lit (K4)", (await attr(squareOf(board, 'h8'), 'data-shell')) === 'true' && (await shownLit(board)) === expectedLit(beforeShell, 0), await shownLit(board));
  await decide(page, beforeShell, SHELL_LINE[2]!);
  const end = (await root.locator('.rb-end').textContent().catch(() => '')) ?? '';
  t.check("the shell hits the last king: White wins (K4, K2)", end.includes("White wins: Black has no king left") && (await moveList(page)).join(' ') === replayed.steps.map((s) => s.text).join(' '), `${end} / ${(await moveList(page)).join(' ')}`);
}

async function checkOptionsAndEnds(t: PageTest): Promise<void> {
  const { page } = t;
  const root = page.locator('.rb-play');
  // K1: the standard array; the seed still drawn afresh (field empty).
  await newGame(page, { randomness: '0', seed: '' });
  const standard = chakartText.formatPosition(rulesOf('chakart', { randomness: 0 }).start());
  await page.waitForFunction((p) => document.querySelector('.rb-play')?.getAttribute('data-position') === p, standard, { timeout: WAIT_MS });
  const seed = await seedOf(page);
  const log = await downloaded(page, 'Download log');
  t.check('the start option 0 gives the standard array, and the log names it and the seed shown (K1, G4)', log.split('\n')[0]!.includes(`"options":{"randomness":0,"seed":${seed}}`), log.split('\n')[0]);
  // G2: resignation and an agreed draw.
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
  // A position string with a mistake is refused, with the column; the game stays.
  const bad = '7k/p7/8/8/8/8/8/K2Z4 w 0 {"flags":"1111"}';
  const column = (() => {
    const parsed = chakartText.parsePosition(bad);
    return parsed.ok ? undefined : parsed.error.column;
  })();
  await newGame(page, {}, bad);
  const error = (await page.locator('dialog.rb-newgame .rb-error[role="alert"]').textContent().catch(() => '')) ?? '';
  t.check(`a bad pasted position is refused with its column (${column})`, column !== undefined && error.includes(`column ${column}`) && (await attr(root, 'data-ply')) === '1', error);
  await page.locator('dialog.rb-newgame').getByRole('button', { name: 'Cancel' }).click();
}

/**
 * The turn's sub-phases show what may be chosen before any click (K6): King Boo's swap rings
 * every piece a swap may move, Toadette's drop lights every square. Positions from the
 * shipped win log, opened by a play link with its seed.
 */
async function checkSubPhases(t: PageTest): Promise<void> {
  const { page, base } = t;
  const replayed = chakartText.replayLog(readFileSync(path.join(examples, 'chakart-win.jsonl'), 'utf8'));
  const seed = replayed.start!.event.options.seed ?? 0;
  const board = page.locator('.rb-play .rb-board');
  for (const phase of ['swap', 'drop'] as const) {
    const step = replayed.steps.find((s) => s.position.phase.kind === phase);
    if (!step) {
      t.check(`the win log reaches a ${phase}`, false);
      continue;
    }
    const position = chakartText.formatPosition(step.position);
    await page.goto(`${base}/chakart/play/?position=${encodeURIComponent(position)}&seed=${seed}`);
    await roomReady(page);
    const decisions = rulesOf('chakart').legalMoves(step.position);
    const want = new Set<string>();
    for (const d of decisions) {
      if (d.kind === 'swap') want.add(squareName(d.a)).add(squareName(d.b));
      if (d.kind === 'drop') want.add(squareName(d.to));
    }
    const shown = await board.locator(phase === 'swap' ? '[data-hint="true"]' : '[data-highlight]').evaluateAll((els) => els.map((el) => el.getAttribute('data-square') ?? '?'));
    t.check(
      `${phase === 'swap' ? "King Boo's swap rings every piece a swap may move" : "Toadette's drop lights every square the piece may go to"}, before any click`,
      (await attr(board, 'data-phase')) === phase && want.size > 0 && [...want].sort().join(' ') === shown.sort().join(' '),
      `want ${[...want].sort().join(' ')}, shown ${shown.sort().join(' ')}`,
    );
    await t.shot(`play-${phase}`, page, false);
  }
}

/** The room's line: the short example's first decisions (onto a mushroom, onto an egg and its surprise), by a play link with its options. */
function roomSpec(): RoomSpec {
  const log = readFileSync(path.join(examples, 'chakart-short.jsonl'), 'utf8');
  const replayed = chakartText.replayLog(log);
  const options = replayed.start!.event.options;
  const steps = replayed.steps.slice(0, 4);
  const built = expectedGame(chakartText.formatPosition(replayed.start!.position), steps.map((s) => s.text), options.seed);
  let pos = replayed.start!.position;
  const line = steps.map((step) => {
    const d = readDecision(pos, step.text);
    const squares = squaresOf(d);
    if (!squares) throw new Error(`${step.text} is not made on two squares`);
    const same = rulesOf('chakart').legalMoves(pos).filter((x) => {
      const s = squaresOf(x);
      return s !== undefined && s[0] === squares[0] && s[1] === squares[1];
    });
    pos = step.position;
    return { from: squareName(squares[0]), to: squareName(squares[1]), ...(same.length > 1 ? { choice: new RegExp(`^${step.text.replace(/[~^]/g, '\\$&')}:`) } : {}) };
  });
  return {
    game: 'chakart',
    link: { randomness: String(options.randomness), seed: String(options.seed) },
    start: chakartText.formatPosition(replayed.start!.position),
    line,
    positions: built.replayed.steps.map((s) => chakartText.formatPosition(s.position)),
    listed: steps.map((s) => s.text),
    enemy: 'e7',
    corners: ['a1', 'h8'],
    option: ['randomness', '1'],
  };
}

async function checkPhone(t: PageTest): Promise<void> {
  const phone = await t.phone();
  await openPlay(phone, t.base, 'chakart');
  const board = phone.locator('.rb-play .rb-board');
  const pos = readPosition(await attr(board, 'data-position'));
  const knight = Array.from({ length: 64 }, (_, s) => s).find((s) => {
    const c = chakart.cellAt(pos, s);
    return c?.type === 'piece' && c.colour === 'white' && c.kind === 'knight';
  });
  if (knight !== undefined) {
    await squareOf(board, squareName(knight)).tap();
    const lit = await shownLit(board);
    t.check('on a phone, a tapped knight lights its decisions', lit === expectedLit(pos, knight), lit);
  } else t.check('the shuffled start has a White knight', false);
  await phone.close();
}

async function checkReplay(t: PageTest): Promise<void> {
  const { page, base } = t;
  const example = readFileSync(path.join(examples, 'chakart-win.jsonl'), 'utf8');
  const replayed = chakartText.replayLog(example);
  const plies = replayed.steps.length;
  const positionAt = (ply: number) => chakartText.formatPosition(ply === 0 ? replayed.start!.position : replayed.steps[ply - 1]!.position);
  await page.goto(`${base}/chakart/replay/?log=/examples/chakart-win.jsonl`);
  await page.waitForSelector('.rb-replay[data-ready="true"]', { timeout: WAIT_MS });
  const root = page.locator('.rb-replay');
  const board = root.locator('.rb-board');
  await replayAt(page, plies);
  t.check(
    'the shipped example log replays to its final position',
    replayed.ok && (await attr(root, 'data-plies')) === String(plies) && (await attr(root, 'data-position')) === positionAt(plies) && (await attr(board, 'data-position')) === positionAt(plies),
    await attr(root, 'data-position'),
  );
  const lastFacts = (await root.locator('dl.rb-facts').textContent()) ?? '';
  t.check("the last event's facts: the shell and the end (K4, K2)", lastFacts.includes('hits the white king') && lastFacts.includes("Black wins: White has no king left"), lastFacts);
  t.check('the move list marks the current decision', (await root.locator('ol.rb-movelist button[aria-current="step"]').getAttribute('data-ply')) === String(plies));
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
  await page.keyboard.press('ArrowLeft');
  await at('the left arrow key', 1);
  await page.keyboard.press('End');
  await at('End', plies);
  await page.keyboard.press('Home');
  await at('Home', 0);
  await page.getByRole('button', { name: 'Last', exact: true }).click();
  await at('Last', plies);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await at('Previous', plies - 1);

  // A decision with outcomes and a chain: its facts, and its steps on the board (G4, K5, K6).
  const ply = replayed.steps.findIndex((s) => s.event.event === 'move' && (s.event.outcomes?.length ?? 0) >= 2 && (s.facts?.steps.length ?? 0) >= 3) + 1;
  const step = replayed.steps[ply - 1]!;
  const outcomes = step.event.event === 'move' ? (step.event.outcomes ?? []) : [];
  await page.fill('.rb-replay input[name="ply"]', String(ply - 1));
  await page.keyboard.press('Tab');
  await at('a ply typed in', ply - 1);
  const previousWords = await squareWords(board);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await at(`Next to ${moveText(step)}`, ply);
  const facts = (await root.locator('dl.rb-facts').textContent()) ?? '';
  const n = step.facts!.steps.length;
  t.check(
    `${moveText(step)}: its facts give each of its ${n} steps in players' words, not the outcomes' text`,
    facts.includes(`Step ${n}`) && !facts.includes(`Step ${n + 1}`) && outcomes.every((o) => !facts.includes(o)),
    facts,
  );
  t.check("the board tints the decision's squares and its chain's", (await lastTinted(board)) === chainSquares(step), `${await lastTinted(board)} vs ${chainSquares(step)}`);
  t.check('the replay board steps through the chain too', (await attr(board, 'data-chain-steps')) === String(n) && (await attr(board, 'data-chain-step')) === String(n));
  for (let k = 0; k < n; k++) await board.getByRole('button', { name: '◀ Previous step' }).click();
  t.check("the chain's start is the position of the event before", (await attr(board, 'data-chain-step')) === '0' && (await squareWords(board)) === previousWords);
  await board.getByRole('button', { name: 'Next step ▶' }).click();
  const said = (await board.locator('.rb-chain-words').textContent()) ?? '';
  t.check('its first step is said in words', said.startsWith(`Step 1 of ${n}: `) && said.includes(step.text.slice(0, 3)), said);

  // A corrupted log: line 5 (ply 4) claims another egg outcome; the three before it stay.
  const short = readFileSync(path.join(examples, 'chakart-short.jsonl'), 'utf8');
  const lines = short.split('\n');
  lines[4] = lines[4]!.replace('"egg:waluigi"', '"egg:daisy"');
  const corrupted = lines.join('\n');
  const want = chakartText.replayLog(corrupted);
  const wantPosition = chakartText.formatPosition(want.steps.at(-1)!.position);
  await replayPaste(page, corrupted);
  await page.waitForFunction(() => document.querySelector('.rb-replay')?.getAttribute('data-plies') === '3', undefined, { timeout: WAIT_MS });
  const error = (await root.locator('.rb-error[role="alert"]').textContent()) ?? '';
  t.check('a corrupted log shows its error at line 5', lines[4] !== short.split('\n')[4] && want.error?.line === 5 && error.includes('line 5') && error.includes(want.error.message), `${error}\nwant ${want.error?.message}`);
  t.check('… and the board shows the position before it', (await attr(root, 'data-position')) === wantPosition && (await attr(board, 'data-position')) === wantPosition, await attr(root, 'data-position'));
  await t.shot('replay-error');
}

export default async function (t: PageTest): Promise<void> {
  await roomChecks(t, roomSpec());
  await checkSubPhases(t);
  await checkDiagram(t);
  await checkBananaGame(t);
  await checkShellGame(t);
  await checkOptionsAndEnds(t);
  await checkPhone(t);
  await checkReplay(t);
}
