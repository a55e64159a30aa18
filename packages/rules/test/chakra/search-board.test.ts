// The search board (src/chakra/search.ts) against the public API, on seeded random games from
// every position of perft/chakra.json, in its ruleset and in the other: at every ply its moves
// are game.legalMoves, each move made is game.play's position and unmade is the position and
// hash before it, its hash is a fresh board's and agrees with positionKey (G3), its ending is
// game.outcome (C15), and its irreversible and noisy moves are the machine's (G3; C8, C10, C14).
import { describe, expect, it } from 'vitest';
import type { ChakraMove, ChakraPosition, MoveFacts, Ruleset } from '../../src/chakra/types.ts';
import { chakraSearch, searchBoardOf, NO_ENDING, WHITE_WINS, BLACK_WINS, DRAWN } from '../../src/search.ts';
import { rulesOf } from '../rules-of.ts';
import { perftPositions } from '../../perft/data.ts';
import { build, fromText } from './build.ts';

type Board = chakraSearch.ChakraSearchBoard;
const RULESETS: readonly Ruleset[] = ['current', '1995'];
const PLIES = 90;
const GAMES_PER_START = 3;

/** mulberry32: the games are the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const gameOf = (ruleset: Ruleset) => rulesOf('chakra', { ruleset });
const boardOf = (position: ChakraPosition, ruleset: Ruleset, maxPly: number): Board =>
  searchBoardOf(gameOf(ruleset))!(position, maxPly) as Board;
const hashOf = (b: { hashLo(): number; hashHi(): number }): string => `${b.hashLo() >>> 0}:${b.hashHi() >>> 0}`;
/** A board read afresh from the position: its hash is computed from scratch. */
const freshHash = (position: ChakraPosition, ruleset: Ruleset): string => hashOf(boardOf(position, ruleset, 1));

/** G3 as the machine says it (machine.ts), said again here. */
const irreversibleFacts = (f: MoveFacts): boolean => Boolean(f.captured || f.promotion || f.transmitterCaptured);

const ENDINGS: Record<string, number> = { white: WHITE_WINS, black: BLACK_WINS, draw: DRAWN };

/** Every hash seen with its key, and every key with its hash: the two must be one-to-one. */
const keyOfHash = new Map<string, string>();
const hashOfKey = new Map<string, string>();
function record(position: ChakraPosition, hash: string): void {
  const key = rulesOf('chakra').positionKey(position);
  const known = hashOfKey.get(key);
  if (known !== undefined) {
    expect(hash, 'positions positionKey calls equal share a hash').toBe(known);
    met.recurrences++;
  } else hashOfKey.set(key, hash);
  const other = keyOfHash.get(hash);
  if (other !== undefined) expect(other, 'two different positions share a hash').toBe(key);
  else keyOfHash.set(hash, key);
}

/** What the games met, so the test shows it covered each rule it checks. */
const met = { captures: 0, transmissionCaptures: 0, promotions: 0, transmitters: 0, passes: 0, chakraMoves: 0, flips: 0, checks: 0, endings: 0, recurrences: 0 };

/** The moves of the ply just checked that end the game (checkmate or stalemate). */
const ending: number[] = [];

/**
 * One ply checked. `endingFirst`: ask the ending before the moves (the board keeps what either
 * question generated for the other: both orders must answer as the public API does).
 */
function checkPly(board: Board, position: ChakraPosition, ruleset: Ruleset, buffer: Int32Array, where: string, endingFirst: boolean): number {
  const game = gameOf(ruleset);
  expect(board.side(), where).toBe(position.turn === 'white' ? 0 : 1);
  expect(board.position(), where).toEqual(position);
  const hash = hashOf(board);
  expect(hash, `${where}: incremental hash = fresh hash`).toBe(freshHash(position, ruleset));
  record(position, hash);

  const outcome = game.outcome(position);
  const expectedEnding = outcome ? ENDINGS[outcome.result] : NO_ENDING;
  if (endingFirst) expect(board.ending(), `${where}: ending = outcome`).toBe(expectedEnding);
  const n = board.generate(buffer);
  const generated = Array.from(buffer.subarray(0, n));
  const decoded = generated.map((m) => board.decode(m));
  const legal = game.legalMoves(position);
  expect(decoded.length, `${where}: as many moves as legalMoves`).toBe(legal.length);
  for (const move of legal) expect(decoded.some((d) => game.sameMove(d, move)), `${where}: ${JSON.stringify(move)} generated`).toBe(true);
  for (const move of decoded) expect(legal.some((l) => game.sameMove(l, move)), `${where}: ${JSON.stringify(move)} legal`).toBe(true);
  expect(decoded, `${where}: and in the same order`).toEqual(legal);
  for (const m of generated) expect(board.encode(board.decode(m)), `${where}: encode(decode(m))`).toBe(m);
  expect(board.encode({ kind: 'flip', square: 27 }) >= 0, `${where}: a flip of d4 is legal`).toBe(legal.some((l) => l.kind === 'flip' && l.square === 27));

  if (!endingFirst) expect(board.ending(), `${where}: ending = outcome`).toBe(expectedEnding);
  expect(board.inCheck(), `${where}: inCheck = isCheck`).toBe(game.isCheck(position));
  if (board.inCheck()) met.checks++;

  // Every move: made, it is game.play's position with a fresh board's hash and its ending; its
  // irreversible flag is the facts' before it is made and after, its noisy flag before; unmade,
  // the board is as it was.
  ending.length = 0;
  for (const m of generated) {
    const move = board.decode(m);
    const { position: next, facts } = game.play(position, move);
    const taking = irreversibleFacts(facts);
    expect(board.irreversible(m), `${where}: irreversible ${JSON.stringify(move)}`).toBe(taking);
    expect(board.noisy(m), `${where}: noisy ${JSON.stringify(move)}`).toBe(taking);
    board.make(m);
    expect(board.irreversible(m), `${where}: irreversible ${JSON.stringify(move)}, asked after it`).toBe(taking);
    expect(board.position(), `${where}: after ${JSON.stringify(move)}`).toEqual(next);
    const after = hashOf(board);
    expect(after, `${where}: hash after ${JSON.stringify(move)}`).toBe(freshHash(next, ruleset));
    record(next, after);
    const ended = game.outcome(next);
    expect(board.ending(), `${where}: ending after ${JSON.stringify(move)}`).toBe(ended ? ENDINGS[ended.result] : NO_ENDING);
    if (ended) {
      met.endings++;
      ending.push(m);
    }
    board.unmake(m);
    expect(hashOf(board), `${where}: unmake ${JSON.stringify(move)} restores the hash`).toBe(hash);
    expect(board.position(), `${where}: unmake ${JSON.stringify(move)} restores the position`).toEqual(position);
    count(move, facts);
  }
  return n;
}

function count(move: ChakraMove, facts: MoveFacts): void {
  if (facts.captured) met.captures++;
  if (facts.captured && facts.via !== undefined && move.kind === 'piece') met.transmissionCaptures++;
  if (facts.promotion) met.promotions++;
  if (facts.transmitterCaptured) met.transmitters++;
  if (move.kind === 'pass') met.passes++;
  if (move.kind === 'chakra') met.chakraMoves++;
  if (move.kind === 'flip') met.flips++;
}

/**
 * One seeded game: half its moves taken among the noisy ones, so captures and promotions come,
 * and an ending move taken when there is one, half the time.
 */
function playGame(start: ChakraPosition, ruleset: Ruleset, seed: number, label: string): void {
  const next = random(seed);
  const board = boardOf(start, ruleset, PLIES);
  const buffer = new Int32Array(board.maxMoves);
  let position = start;
  for (let ply = 0; ply < PLIES; ply++) {
    const n = checkPly(board, position, ruleset, buffer, `${label}, ply ${ply}`, ply % 2 === 0);
    if (n === 0) return;
    const noisy = Array.from(buffer.subarray(0, n)).filter((m) => board.noisy(m));
    const pool = ending.length > 0 && next() < 0.5 ? ending.slice() : noisy.length > 0 && next() < 0.5 ? noisy : Array.from(buffer.subarray(0, n));
    const m = pool[Math.floor(next() * pool.length)]!;
    position = gameOf(ruleset).play(position, board.decode(m)).position;
    board.make(m);
  }
}

describe('Chakra search board against the public API', () => {
  // Each position of the file once (the start is there once per ruleset), in both rulesets.
  const starts = perftPositions('chakra').filter((p, i, all) => all.findIndex((q) => q.position === p.position) === i);
  starts.forEach((p, i) => {
    for (const ruleset of RULESETS) {
      it(`random games from ${p.name} (${p.cite}), ${ruleset}`, () => {
        const start = p.start ? gameOf(ruleset).start() : fromText(p.position);
        for (let g = 0; g < GAMES_PER_START; g++) playGame(start, ruleset, 1000 * i + 10 * g + (ruleset === '1995' ? 1 : 0), `${p.name}, game ${g}`);
      });
    }
  });

  it('the games met every rule the board answers for', () => {
    for (const [what, n] of Object.entries(met)) expect(n, what).toBeGreaterThan(0);
    // Many positions, and some reached more than once (their hash must repeat with them).
    expect(hashOfKey.size).toBeGreaterThan(10_000);
    expect(keyOfHash.size).toBe(hashOfKey.size);
  });
});

describe('Chakra search board: endings, options and what the hash leaves out', () => {
  it('C15: checkmate through the Transmitter wins, stalemate draws', () => {
    // White's Monkey c3 may enter White's chakra d5 and so attacks e5 (C12): Black's King on e5,
    // hemmed in by the Samurais, the Queen and the Monkey itself.
    const mate = build({ pieces: { a1: 'K', e5: 'k', c3: 'N', a4: 'S', a6: 'S', f1: 'Q' }, chakras: { d5: 'N', e5: 'N' }, turn: 'black' });
    const game = gameOf('current');
    expect(game.outcome(mate)).toEqual({ result: 'white', reason: 'checkmate' });
    expect(boardOf(mate, 'current', 4).ending()).toBe(WHITE_WINS);
    const stalemate = build({ pieces: { a8: 'k', b6: 'Q', h1: 'K' }, turn: 'black' });
    expect(game.outcome(stalemate)).toEqual({ result: 'draw', reason: 'stalemate' });
    expect(boardOf(stalemate, 'current', 4).ending()).toBe(DRAWN);
  });

  it('the game value binds its ruleset (C3, C4)', () => {
    const start = gameOf('current').start();
    const buffer = new Int32Array(1024);
    expect(boardOf(start, 'current', 2).generate(buffer)).toBe(20);
    expect(boardOf(start, '1995', 2).generate(buffer)).toBe(28);
    expect(boardOf(start, '1995', 2).ruleset).toBe('1995');
  });

  it('G3: the pools and the move number are not in the hash; the side to move, the faces and the owners are', () => {
    const base = { pieces: { e1: 'K', e8: 'k', c7: 'P' }, chakras: { a2: 'N', h7: 'n' } };
    const hash = (spec: Parameters<typeof build>[0], fullmove = 1): string => freshHash({ ...build(spec), fullmove }, 'current');
    const plain = hash(base);
    expect(hash({ ...base, pools: { white: { queen: 1 } } })).toBe(plain);
    expect(hash(base, 7)).toBe(plain);
    expect(hash({ ...base, turn: 'black' })).not.toBe(plain);
    expect(hash({ ...base, chakras: { a2: 'K', h7: 'n' } })).not.toBe(plain);
    expect(hash({ ...base, chakras: { a2: 'n', h7: 'n' } })).not.toBe(plain);
    expect(hash({ ...base, pieces: { e1: 'K', e8: 'k', c7: 'p' } })).not.toBe(plain);
  });

  it('the keys are the same in every process (a fixed seed): the start hash is a constant', () => {
    expect(freshHash(gameOf('current').start(), 'current')).toBe(freshHash(gameOf('1995').start(), '1995'));
    expect(freshHash(gameOf('current').start(), 'current')).toMatchInlineSnapshot(`"3948907798:1763585775"`);
  });
});
