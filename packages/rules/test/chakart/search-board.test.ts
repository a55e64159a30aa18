// Chakart's search board (src/chakart/search.ts) against the public API, on seeded random
// games of every set-up (K1) and on random positions in every phase: at every decision of every game its moves are the legal ones,
// its branches are `everyOutcome`'s (G4), `make` takes the first outcomes, `unmake` puts the
// position and the hash back, its ending is `outcome`'s (K2, K13), and its hash tells apart
// exactly the positions `positionKey` tells apart. Then perft through the board equals the
// perft file's counts.
import { describe, expect, it } from 'vitest';
import { chakart, DRAWN, NO_ENDING, WHITE_WINS, BLACK_WINS } from '../../src/index.ts';
import { chakartSearch, searchBoardOf } from '../../src/search.ts';
import { rulesOf } from '../rules-of.ts';
import { perftPositions, testedNodes } from '../../perft/data.ts';
import type { ChakartPosition, Decision, Randomness } from '../../src/chakart/index.ts';
import { d, place, pos } from './build-chakart.ts';
import { randomPosition } from './reference-chakart/fixtures.ts';
import { toEngine } from './reference-chakart/adapter.ts';

const game = rulesOf('chakart');
const MAX_PLY = 4;
const key = (p: ChakartPosition): string => game.positionKey(p);
const hashOf = (b: chakartSearch.ChakartSearchBoard): string => `${b.hashLo()}:${b.hashHi()}`;
/** The hash a board made afresh on `p` starts with (nothing incremental in it). */
const freshHash = (p: ChakartPosition): string => hashOf(chakartSearch.searchBoard(p, 1));

const ENDINGS: Record<string, number> = { white: WHITE_WINS, black: BLACK_WINS, draw: DRAWN };
const endingOf = (p: ChakartPosition): number => {
  const o = game.outcome(p);
  return o === undefined ? NO_ENDING : ENDINGS[o.result];
};

/** What the checks saw, so that a run that missed a phase or a kind of draw fails. */
const seen = { phases: new Set<string>(), draws: new Set<string>(), positions: 0, branches: 0, noisy: 0, quiet: 0, bowsered: 0, unseen: 0 };
/** Every position met, by hash: one positionKey per hash. */
const byHash = new Map<string, string>();
const byKey = new Map<string, string>();

function noteHash(p: ChakartPosition, hash: string): void {
  const k = key(p);
  const other = byHash.get(hash);
  if (other !== undefined && other !== k) throw new Error(`two positions share the hash ${hash}:\n${other}\n${k}`);
  byHash.set(hash, k);
  const h = byKey.get(k);
  if (h !== undefined && h !== hash) throw new Error(`one position has two hashes ${h} and ${hash}: ${k}`);
  byKey.set(k, hash);
}

const path = new Int32Array(chakartSearch.MAX_DRAWS);
const counts = new Int32Array(chakartSearch.MAX_DRAWS);
const moves = new Int32Array(4096);

/** Every check of the board on the position `p`; `sample` picks the decisions whose branches are followed. */
function checkPosition(p: ChakartPosition, sample: (n: number) => number): void {
  const b = searchBoardOf(game)!(p, MAX_PLY) as chakartSearch.ChakartSearchBoard;
  seen.positions++;
  seen.phases.add(p.phase.kind);
  if (p.bowsered.length > 0) seen.bowsered++;
  if (p.board.some((c) => c >= 64)) seen.unseen++;
  expect(b.side()).toBe(p.turn === 'white' ? 0 : 1);
  expect(b.inCheck()).toBe(false);
  expect(b.ending()).toBe(endingOf(p));
  expect(key(b.position())).toBe(key(p));
  const start = hashOf(b);
  noteHash(p, start);

  // The moves: the legal decisions as a set, each code its own encoding.
  const n = b.generate(moves);
  const codes = Array.from(moves.subarray(0, n));
  const legal = game.legalMoves(p);
  expect(new Set(codes.map((c) => chakart.decisionKey(b.decode(c))))).toEqual(new Set(legal.map(chakart.decisionKey)));
  expect(codes.length).toBe(legal.length);
  for (const c of codes) {
    expect(c).toBeGreaterThanOrEqual(0);
    expect(b.encode(b.decode(c))).toBe(c);
  }
  for (const x of legal) expect(b.decode(b.encode(x))).toEqual(x);

  // A sample of the decisions: every branch against everyOutcome, make against the first outcomes.
  const picked = new Set<number>();
  for (let i = 0; i < Math.min(n, 12); i++) picked.add(codes[sample(n)]);
  for (const c of picked) {
    const decision: Decision = b.decode(c);
    if (b.noisy(c)) seen.noisy++;
    else seen.quiet++;
    expect(b.irreversible(c)).toBe(true);
    const expected = chakart.everyOutcome(p, decision);
    const got: string[] = [];
    let probability = 0;
    let fixed = 0;
    do {
      const draws = b.chance!.makeBranch(c, path, counts, fixed);
      const child = b.position();
      got.push(key(child));
      seen.branches++;
      let pr = 1;
      for (let i = 0; i < draws; i++) pr /= counts[i];
      probability += pr;
      // The branch's state: its hash is the one a fresh board finds, its ending the API's.
      const h = hashOf(b);
      expect(h).toBe(freshHash(child));
      noteHash(child, h);
      expect(b.ending()).toBe(endingOf(child));
      b.unmake(c);
      expect(hashOf(b)).toBe(start);
      expect(key(b.position())).toBe(key(p));
      fixed = chakartSearch.nextPath(path, counts, draws);
    } while (fixed > 0);
    // Perft's enumeration, in everyOutcome's order; the branches' probabilities sum to 1.
    expect(got).toEqual(expected.map((x) => key(x.position)));
    expect(probability).toBeCloseTo(1, 12);
    for (const x of expected) for (const o of x.outcomes) seen.draws.add(o.draw);

    // make: the first option of every draw, as a source that always takes the first would play it.
    b.make(c);
    const first = game.play(p, decision, { choose: (options) => options[0] }).position;
    expect(key(b.position())).toBe(key(first));
    expect(key(b.position())).toBe(key(expected[0].position));
    b.unmake(c);
    expect(hashOf(b)).toBe(start);
    expect(key(b.position())).toBe(key(p));
  }

  // Two decisions deep and back: the stack puts each ply back.
  if (n > 0) {
    const c = codes[sample(n)];
    b.make(c);
    const mid = hashOf(b);
    const m = b.generate(moves);
    if (m > 0) {
      const c2 = moves[sample(m)];
      b.make(c2);
      expect(hashOf(b)).toBe(freshHash(b.position()));
      b.unmake(c2);
    }
    expect(hashOf(b)).toBe(mid);
    b.unmake(c);
    expect(hashOf(b)).toBe(start);
    expect(key(b.position())).toBe(key(p));
  }
}

/** A game of the seed played by the public API (decisions and outcomes drawn from the seed's stream). */
function playGame(randomness: Randomness, seed: number, maxDecisions: number): void {
  const rng = chakart.SeededRandom.forPlay(seed);
  const picks = chakart.SeededRandom.forSetup(seed + 7);
  let p = rulesOf('chakart', { randomness, seed }).start();
  for (let i = 0; i < maxDecisions; i++) {
    checkPosition(p, (n) => picks.int(n));
    if (game.outcome(p)) return;
    const legal = game.legalMoves(p);
    p = game.play(p, legal[rng.int(legal.length)], rng.source()).position;
  }
}

describe('the search board agrees with the public API on seeded random games (K1: every set-up)', () => {
  for (const randomness of [0, 1, 2] as const)
    for (const seed of [1, 2, 3, 4])
      it(`randomness ${randomness}, seed ${seed}`, () => playGame(randomness, seed * 101 + randomness, 250), 120_000);

  it('and on random positions in every phase, with pieces Bowser struck, unseen queens and crowds of objects', () => {
    const random = chakart.SeededRandom.forSetup(2026);
    const r = (n: number): number => random.int(n);
    let checked = 0;
    for (let i = 0; checked < 400; i++) {
      const p = toEngine(randomPosition(r, i % 2 === 0));
      if (game.validate(p) !== undefined) continue;
      checkPosition(p, r);
      checked++;
    }
  }, 120_000);

  it('and the games met every phase, every kind of draw, noisy and quiet decisions', () => {
    expect([...seen.phases].sort()).toEqual(['bonus', 'drop', 'move', 'promote', 'swap']);
    expect(seen.bowsered).toBeGreaterThan(20);
    expect(seen.unseen).toBeGreaterThan(20);
    expect([...seen.draws].sort()).toEqual(['colour', 'egg', 'lay', 'push', 'toadette']);
    expect(seen.noisy).toBeGreaterThan(100);
    expect(seen.quiet).toBeGreaterThan(100);
    // Hashes: many positions, each with one hash, no two sharing one (checked as they came).
    expect(byKey.size).toBeGreaterThan(5000);
    expect(byHash.size).toBe(byKey.size);
  });
});

describe('hand-built positions', () => {
  it('a promotion paused by a push, the drop, the swap, Bowser and the unseen queen hash apart from their look-alikes', () => {
    const base = place({ a8: 'k', h1: 'K', c3: 'N' });
    const variants = [
      base,
      place({ a8: 'k', h1: 'K', c3: 'N' }, { turn: 'black' }),
      place({ a8: 'k', h1: 'K', c3: 'N' }, { flags: '0111' }),
      place({ a8: 'k', h1: 'K', c3: 'N' }, { flags: '1011' }),
      place({ a8: 'k', h1: 'K', c3: 'N' }, { phase: { kind: 'bonus' } }),
      place({ a8: 'k', h1: 'K', c3: 'N' }, { phase: { kind: 'swap' } }),
      place({ a8: 'k', h1: 'K', c3: 'N' }, { phase: { kind: 'drop', piece: 'rook' } }),
      place({ a8: 'k', h1: 'K', c3: 'N' }, { phase: { kind: 'drop', piece: 'queen' } }),
      place({ a8: 'k', h1: 'K', c3: 'O' }, { phase: { kind: 'bonus' }, bowsered: ['c3'] }),
      place({ a8: 'k', h1: 'K', c3: 'O' }, { phase: { kind: 'bonus' } }),
      place({ a8: 'k', h1: 'K', c3: 'N', e8: 'P' }, { phase: { kind: 'promote', resume: { square: 60, hopFrom: 52, dropped: false, lays: true } } }),
      place({ a8: 'k', h1: 'K', c3: 'N', e8: 'P' }, { phase: { kind: 'promote', resume: { square: 60, object: 'banana', hopFrom: 52, dropped: false, lays: true } } }),
      place({ a8: 'k', h1: 'K', c3: 'N', e8: 'P' }, { phase: { kind: 'promote', resume: { square: 60, hopFrom: 51, dropped: false, lays: true } } }),
      place({ a8: 'k', h1: 'K', c3: 'N', e8: 'P' }, { phase: { kind: 'promote', resume: { square: 60, hopFrom: 52, dropped: true, lays: true } } }),
      place({ a8: 'k', h1: 'K', c3: 'N', e8: 'P' }, { phase: { kind: 'promote', resume: { square: 60, hopFrom: 52, dropped: false, lays: false } } }),
      place({ a8: 'k', h1: 'K', c3: 'N', d5: 'i', d1: '?' }, { flags: '1110' }),
      place({ a8: 'k', h1: 'K', c3: 'N', d5: 'q' }, { flags: '1110' }),
    ];
    // Each half of the hash tells them apart on its own.
    const boards = variants.map((p) => chakartSearch.searchBoard(p, 1));
    expect(new Set(boards.map((b) => b.hashLo())).size).toBe(variants.length);
    expect(new Set(boards.map((b) => b.hashHi())).size).toBe(variants.length);
    expect(new Set(variants.map(key)).size).toBe(variants.length);
    // The ply count is no part of the position (positionKey leaves it out).
    expect(freshHash(place({ a8: 'k', h1: 'K', c3: 'N' }, { plies: 9 }))).toBe(freshHash(base));
  });

  it('noisy: captures, landings on objects, shells that hit a piece, promotions; not quiet steps or a shell at a banana', () => {
    const p = place({ a8: 'k', h1: 'K', c3: 'N', d5: 'p', a2: 'P', b3: 'e', e2: 'P', e7: 'P', h5: 'd', d1: 'r' }, { flags: '1111' });
    const b = chakartSearch.searchBoard(p, 2);
    const code = (t: string): number => b.encode(d(t));
    expect(b.noisy(code('c3-d5'))).toBe(true); // a capture
    expect(b.noisy(code('a2-b3'))).toBe(true); // a pawn takes an egg (K3, K6)
    expect(b.noisy(code('e7-e8=Q'))).toBe(true); // K7
    expect(b.noisy(code('h1^d1'))).toBe(true); // the shell hits a rook (K4)
    expect(b.noisy(code('h1^h5'))).toBe(false); // the shell takes a banana away
    expect(b.noisy(code('e2-e3'))).toBe(false);
    expect(b.noisy(code('c3-e4'))).toBe(false);
    expect(b.encode(d('c3-c4'))).toBe(-1); // not a knight's move
  });

  it('ending: judged only between turns (K13); a side without kings loses, both without: a draw (K2)', () => {
    expect(chakartSearch.searchBoard(place({ h1: 'K', c3: 'N' }), 1).ending()).toBe(WHITE_WINS);
    expect(chakartSearch.searchBoard(place({ a8: 'k', c3: 'N' }), 1).ending()).toBe(BLACK_WINS);
    expect(chakartSearch.searchBoard(place({ c3: 'N', c6: 'n' }), 1).ending()).toBe(DRAWN);
    const bonus = chakartSearch.searchBoard(place({ h1: 'K', c3: 'N' }, { phase: { kind: 'bonus' } }), 1);
    expect(bonus.ending()).toBe(NO_ENDING);
    expect(bonus.generate(moves)).toBeGreaterThan(0);
    expect(chakartSearch.searchBoard(place({ h1: 'K', c3: 'N' }), 1).generate(moves)).toBe(0);
  });
});

/** Perft through the board: every decision, every branch, made and unmade. */
function boardPerft(b: chakartSearch.ChakartSearchBoard, depth: number, bufs: Int32Array[], paths: Int32Array[], cnts: Int32Array[]): number {
  if (b.ending() !== NO_ENDING) return 0;
  const out = bufs[depth];
  const n = b.generate(out);
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    let fixed = 0;
    do {
      const draws = b.makeBranch(out[i], paths[depth], cnts[depth], fixed);
      nodes += depth === 1 ? 1 : boardPerft(b, depth - 1, bufs, paths, cnts);
      b.unmake(out[i]);
      fixed = chakartSearch.nextPath(paths[depth], cnts[depth], draws);
    } while (fixed > 0);
  }
  return nodes;
}

describe('perft through the search board (perft/chakart.json)', () => {
  for (const s of perftPositions('chakart')) {
    const p = s.start ? rulesOf('chakart', s.start).start() : pos(s.position);
    testedNodes(s).forEach((nodes, i) => {
      const depth = i + 1;
      if (nodes > 200_000) return;
      it(`${s.name}, depth ${depth}: ${nodes}`, { timeout: 120_000 }, () => {
        const bufs = Array.from({ length: depth + 1 }, () => new Int32Array(4096));
        const paths = Array.from({ length: depth + 1 }, () => new Int32Array(chakartSearch.MAX_DRAWS));
        const cnts = Array.from({ length: depth + 1 }, () => new Int32Array(chakartSearch.MAX_DRAWS));
        const b = chakartSearch.searchBoard(p, depth);
        const before = hashOf(b);
        expect(boardPerft(b, depth, bufs, paths, cnts)).toBe(nodes);
        expect(hashOf(b)).toBe(before);
        expect(key(b.position())).toBe(key(p));
      });
    });
  }
});
