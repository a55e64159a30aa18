// Chakart as a game: the machine (phases, rejections with reasons, G2), seeded random games
// replayed from their recorded outcomes (G4), and the frequencies of the random draws (K5, K6).
// CHAKART_FUZZ_N sets the number of random games (default 1,000).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chakart } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import type { ChakartFacts, ChakartPosition, Decision, GameEvent, GameSnapshot, Outcome } from '../../src/chakart/index.ts';
import { d, o, oText, place, playT, pos, rows, sq } from './build-chakart.ts';

/** The phase the game waits in, or `over`: the state's value. */
const phaseOf = (state: { readonly value: string }): string => state.value;

const move = (decision: string, ...outcomes: string[]): GameEvent => ({ type: 'move', move: d(decision), outcomes: outcomes.map(o) });

describe('the Chakart machine', () => {
  it('starts from the standard position with randomness 0 (K1), White to move, in phase move', () => {
    const s = rulesOf('chakart', { randomness: 0 }).startGame();
    expect(phaseOf(s)).toBe('move');
    expect(s.context.ply).toBe(0);
    expect(rows(s.context.position)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
    expect(s.context.result).toBeUndefined();
  });

  it('waits in the phase the position names: bonus, swap, drop, promote, then move again', () => {
    const start = (p: ChakartPosition) => rulesOf('chakart').startGame(p);
    const egg = place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e', g1: 'N' });
    const bonus = rulesOf('chakart').applyEvent(start(egg), move('c3-d5', 'egg:daisy'));
    expect(phaseOf(bonus)).toBe('bonus');
    expect(bonus.context.lastFacts?.turnEnded).toBe(false);
    const after = rulesOf('chakart').applyEvent(bonus, move('g1-f3'));
    expect(phaseOf(after)).toBe('move');
    expect(after.context.position.turn).toBe('black');
    expect(after.context.ply).toBe(2); // decisions, not turns
    expect(after.context.position.plies).toBe(1);

    const swap = rulesOf('chakart').applyEvent(start(egg), move('c3-d5', 'egg:kingboo'));
    expect(phaseOf(swap)).toBe('swap');
    expect(phaseOf(rulesOf('chakart').applyEvent(swap, move('h1<>d5')))).toBe('move');

    const drop = rulesOf('chakart').applyEvent(start(egg), move('c3-d5', 'egg:toadette', 'toadette:b'));
    expect(phaseOf(drop)).toBe('drop');
    expect(drop.context.position.phase).toEqual({ kind: 'drop', piece: 'bishop' });
    // K11: the dropped bishop lays its bomb.
    expect(phaseOf(rulesOf('chakart').applyEvent(drop, move('@e4', 'lay:e5')))).toBe('move');

    const promote = rulesOf('chakart').applyEvent(start(place({ a8: 'k', h1: 'K', e6: 'P', e7: 'm' })), move('e6-e7'));
    expect(phaseOf(promote)).toBe('promote');
    const promoted = rulesOf('chakart').applyEvent(promote, move('=N'));
    expect(phaseOf(promoted)).toBe('move');
    expect(promoted.context.lastFacts?.steps[0]).toEqual({ step: 'promote', square: sq('e8'), piece: 'knight' });
  });

  it('rejects an illegal decision, or one of another phase, with a reason, and leaves the snapshot as it was', () => {
    const s = rulesOf('chakart', { randomness: 0 }).startGame();
    for (const bad of [move('e2-e5'), move('@e4'), move('=Q'), move('pass'), move('a1<>h8'), move('e1^e8'), move('d1~d4')]) {
      expect(rulesOf('chakart').rejectionReason(s, bad)).toBe('not a legal move');
      expect(rulesOf('chakart').applyEvent(s, bad)).toBe(s);
    }
    const egg = rulesOf('chakart').startGame(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e', g1: 'N' }));
    const drop = rulesOf('chakart').applyEvent(egg, move('c3-d5', 'egg:toadette', 'toadette:b'));
    expect(rulesOf('chakart').rejectionReason(drop, move('g1-f3'))).toBe('not a legal move');
    expect(rulesOf('chakart').rejectionReason(drop, move('@d5'))).toBe('not a legal move'); // the knight stands there
  });

  it('rejects an impossible, missing or extra outcome, naming it', () => {
    const s = rulesOf('chakart').startGame(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e', a1: 'R', b2: 'd' }));
    const cases: [GameEvent, string][] = [
      [move('c3-d5'), 'outcome 1 is missing: an egg draw was due'],
      [move('c3-d5', 'push:n'), 'outcome 1 (push n) is not possible here: an egg draw was due'],
      [move('c3-d5', 'egg:toadette'), 'outcome 2 is missing: a toadette draw was due'],
      [move('c3-d5', 'egg:chomp', 'egg:chomp'), 'outcome 2 (egg chomp) was never drawn: the decision needed 1'],
      [move('c3-d5', 'egg:luigi', 'colour:h1'), 'outcome 2 (colour h1) was never drawn: the decision needed 1'],
      [move('c3-d5', 'egg:waluigi', 'colour:h1'), 'outcome 2 (colour h1) is not possible here: it could be colour a1, colour d5'],
      [move('h1-g1', 'push:n'), 'outcome 1 (push n) was never drawn: the decision needed 0'],
      [move('a1-a5', 'lay:a6'), 'outcome 1 (lay a6) is not possible here: it could be lay b6, lay b4'],
    ];
    for (const [event, reason] of cases) {
      expect(rulesOf('chakart').rejectionReason(s, event)).toBe(reason);
      expect(rulesOf('chakart').applyEvent(s, event)).toBe(s);
    }
    expect(rulesOf('chakart').rejectionReason(s, move('c3-d5', 'egg:waluigi', 'colour:d5'))).toBeUndefined();
    // The rules throw the same error, with the 0-based index of the outcome.
    try {
      playT(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e' }), 'c3-d5', 'egg:chomp', 'egg:chomp');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(chakart.OutcomeError);
      expect((e as InstanceType<typeof chakart.OutcomeError>).index).toBe(1);
    }
  });

  it('records the facts of each decision, as the rules give them', () => {
    const p = pos('rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1');
    const s = rulesOf('chakart').applyEvent(rulesOf('chakart').startGame(p), move('f3-e4', 'push:n', 'push:sw'));
    expect(s.context.lastFacts).toEqual(playT(p, 'f3-e4', 'push:n', 'push:sw').facts);
    expect(s.context.lastFacts?.outcomes.map(oText)).toEqual(['push:n', 'push:sw']);
  });

  it('ends when the last king is taken (K2), by a Chomp too, and then takes nothing', () => {
    const p = pos('erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN b 1');
    const s1 = rulesOf('chakart').applyEvent(rulesOf('chakart').startGame(p), move('f8-f6', 'egg:waluigi', 'colour:g8'));
    const s2 = rulesOf('chakart').applyEvent(s1, move('g8-c8'));
    expect(phaseOf(s2)).toBe('over');
    expect(s2.context.result).toEqual({ result: 'white', reason: 'kings-captured' });
    expect(rulesOf('chakart').rejectionReason(s2, move('b8-b7'))).toBe('the game is over (white won by kings-captured)');
    expect(rulesOf('chakart').rejectionReason(s2, { type: 'resign', player: 'black' })).toBe('the game is over (white won by kings-captured)');
    const chomp = rulesOf('chakart').applyEvent(rulesOf('chakart').startGame(place({ a8: 'k', e1: 'K', e2: 'e' })), move('e1-e2', 'egg:chomp'));
    expect(chomp.context.result).toEqual({ result: 'black', reason: 'kings-captured' });
    // A game set up without kings is over from the start: a draw.
    const none = rulesOf('chakart').startGame(place({ a1: 'R', h8: 'r' }));
    expect(phaseOf(none)).toBe('over');
    expect(none.context.result).toEqual({ result: 'draw', reason: 'kings-captured' });
  });

  it('a drop can end the game: a rook dropped on a bomb, pushed onto the last black king, lays, and the turn ends', () => {
    const p = place({ a8: 'K', h8: 'k', c3: 'N', d5: 'e', g7: 'w' });
    const drop = rulesOf('chakart').applyEvent(rulesOf('chakart').startGame(p), move('c3-d5', 'egg:toadette', 'toadette:r'));
    const end = rulesOf('chakart').applyEvent(drop, move('@g7', 'push:ne', 'lay:g7'));
    expect(end.context.result).toEqual({ result: 'white', reason: 'kings-captured' });
    expect(phaseOf(end)).toBe('over');
  });

  it('takes resignation and agreed draws in any phase (G2)', () => {
    const s = rulesOf('chakart').applyEvent(rulesOf('chakart', { randomness: 0 }).startGame(), move('g1-f3'));
    const resigned = rulesOf('chakart').applyEvent(s, { type: 'resign', player: 'black' });
    expect(resigned.context.result).toEqual({ result: 'white', reason: 'resignation' });
    expect(phaseOf(resigned)).toBe('over');
    expect(rulesOf('chakart').applyEvent(resigned, move('g8-f6'))).toBe(resigned);
    const drop = rulesOf('chakart').applyEvent(rulesOf('chakart').startGame(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e' })), move('c3-d5', 'egg:toadette', 'toadette:q'));
    expect(rulesOf('chakart').rejectionReason(drop, { type: 'draw' })).toBeUndefined();
    const drawn = rulesOf('chakart').applyEvent(drop, { type: 'draw' });
    expect(drawn.context.result).toEqual({ result: 'draw', reason: 'agreement' });
    expect(rulesOf('chakart').rejectionReason(drawn, { type: 'draw' })).toBe('the game is over (drawn by agreement)');
  });
});

// ---------------------------------------------------------------------------------------------
// Seeded random games (G4).

const FUZZ_N = Number(process.env.CHAKART_FUZZ_N ?? 1000);
const MAX_DECISIONS = 1000;

interface Played {
  start: ChakartPosition;
  events: { move: Decision; outcomes: Outcome[] }[];
  facts: ChakartFacts[];
  snapshots: GameSnapshot[];
  final: GameSnapshot;
}

/** A game of the seed: decisions picked and outcomes drawn from the seed's game stream. */
function randomGame(seed: number, check?: (snapshot: GameSnapshot) => void): Played {
  const rng = chakart.SeededRandom.forPlay(seed);
  const start = rulesOf('chakart', { randomness: 2, seed }).start();
  let snapshot = rulesOf('chakart').startGame(start);
  const played: Played = { start, events: [], facts: [], snapshots: [snapshot], final: snapshot };
  while (phaseOf(snapshot) !== 'over' && played.events.length < MAX_DECISIONS) {
    const p = snapshot.context.position;
    check?.(snapshot);
    const decisions = rulesOf('chakart').legalMoves(p);
    const decision = decisions[rng.int(decisions.length)];
    const { facts, position } = rulesOf('chakart').play(p, decision, rng.source());
    const next = rulesOf('chakart').applyEvent(snapshot, { type: 'move', move: decision, outcomes: facts.outcomes });
    if (next === snapshot) throw new Error(`seed ${seed}: the machine refused ${JSON.stringify(decision)}: ${rulesOf('chakart').rejectionReason(snapshot, { type: 'move', move: decision, outcomes: facts.outcomes })}`);
    if (rulesOf('chakart').positionKey(next.context.position) !== rulesOf('chakart').positionKey(position)) throw new Error(`seed ${seed}: the machine and the rules disagree`);
    played.events.push({ move: decision, outcomes: [...facts.outcomes] });
    played.facts.push(facts);
    snapshot = next;
    played.snapshots.push(snapshot);
  }
  played.final = snapshot;
  return played;
}

/** What must hold in every position of a game. */
function invariants(s: GameSnapshot): void {
  const p = s.context.position;
  const why = rulesOf('chakart').validate(p);
  if (why) throw new Error(`invalid position: ${why}`);
  if (phaseOf(s) !== p.phase.kind) throw new Error(`machine in ${phaseOf(s)}, position in ${p.phase.kind}`);
  const decisions = rulesOf('chakart').legalMoves(p);
  if (decisions.length === 0) throw new Error(`no decision in phase ${p.phase.kind}`);
  const pass = decisions.some((x) => x.kind === 'pass');
  if (pass && (decisions.length !== 1 || p.phase.kind !== 'move')) throw new Error('a pass beside other decisions');
  if (new Set(decisions.map(chakart.decisionKey)).size !== decisions.length) throw new Error('a decision listed twice');
  const kings = Array.from({ length: 64 }, (_, i) => chakart.cellAt(p, i)).filter((c) => c?.type === 'piece' && c.kind === 'king');
  // K13: inside a turn a side may be without a king until the turn ends.
  if (p.phase.kind === 'move' && (!kings.some((c) => c?.type === 'piece' && c.colour === 'white') || !kings.some((c) => c?.type === 'piece' && c.colour === 'black'))) throw new Error('a game in play without a king');
}

describe('seeded random games (G4)', () => {
  // Sample positions: the games of seeds 0..29.
  const games = Array.from({ length: 30 }, (_, seed) => randomGame(seed));

  it(`${FUZZ_N} games through the machine, every position valid, each replayed from its recorded outcomes to the same end`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const g = randomGame(seed, invariants);
        const over = phaseOf(g.final) === 'over';
        expect(over || g.events.length === MAX_DECISIONS).toBe(true);
        if (over) expect(g.final.context.result?.reason).toBe('kings-captured');
        // Replay: the machine checks each recorded outcome (RecordedOutcomes), nothing is drawn.
        let s = rulesOf('chakart').startGame(g.start);
        g.events.forEach((e, i) => {
          s = rulesOf('chakart').applyEvent(s, { type: 'move', move: e.move, outcomes: e.outcomes });
          expect(s.context.lastFacts).toEqual(g.facts[i]);
        });
        expect(rulesOf('chakart').positionKey(s.context.position)).toBe(rulesOf('chakart').positionKey(g.final.context.position));
        expect(s.context.result).toEqual(g.final.context.result);
        expect(s.context.ply).toBe(g.events.length);
      }),
      { numRuns: FUZZ_N, seed: 20240601 },
    );
  }, 120_000);

  it('the same seed reproduces the same game exactly; another seed another game', () => {
    for (let seed = 0; seed < 20; seed++) {
      const a = randomGame(seed);
      const b = randomGame(seed);
      expect(b.events).toEqual(a.events);
      expect(rulesOf('chakart').positionKey(b.final.context.position)).toBe(rulesOf('chakart').positionKey(a.final.context.position));
      expect(JSON.stringify(randomGame(seed + 1000).events)).not.toBe(JSON.stringify(a.events));
    }
  });

  it('a game resumed from its log (forPlay with the count of outcomes drawn so far) goes on as it would have', () => {
    // Here the players' decisions come from a stream of their own; only outcomes come from the game stream.
    const run = (seed: number, stopAt: number) => {
      const players = chakart.SeededRandom.forSetup(seed + 1);
      let random = chakart.SeededRandom.forPlay(seed);
      let p = rulesOf('chakart', { randomness: 0 }).start();
      const log: Outcome[][] = [];
      for (let i = 0; i < 150 && !rulesOf('chakart').outcome(p); i++) {
        if (i === stopAt) random = chakart.SeededRandom.forPlay(seed, log.flat().length);
        const ds = rulesOf('chakart').legalMoves(p);
        const r = rulesOf('chakart').play(p, ds[players.int(ds.length)], random.source());
        log.push([...r.facts.outcomes]);
        p = r.position;
      }
      return { log, key: rulesOf('chakart').positionKey(p) };
    };
    for (let seed = 1; seed <= 10; seed++) {
      const whole = run(seed, -1);
      expect(whole.log.flat().length).toBeGreaterThan(0);
      expect(run(seed, 40)).toEqual(whole);
    }
  });

  it('every sampled position: each legal decision with a possible outcome sequence is accepted, with an extra outcome refused', () => {
    let checked = 0;
    for (const g of games) {
      for (const s of g.snapshots.filter((_, i) => i % 7 === 3)) {
        if (phaseOf(s) === 'over') continue;
        const p = s.context.position;
        for (const decision of rulesOf('chakart').legalMoves(p)) {
          const every = chakart.everyOutcome(p, decision);
          const seq = every[checked++ % every.length].outcomes;
          expect(rulesOf('chakart').rejectionReason(s, { type: 'move', move: decision, outcomes: seq })).toBeUndefined();
          expect(rulesOf('chakart').rejectionReason(s, { type: 'move', move: decision, outcomes: [...seq, o('push:n')] })).toMatch(/was never drawn/);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('and nothing else is accepted (20,000 random decisions of every kind)', () => {
    const pool = games.flatMap((g) => g.snapshots.filter((s, i) => i % 5 === 0 && phaseOf(s) !== 'over'));
    const square = fc.integer({ min: 0, max: 63 });
    const piece = fc.constantFrom('queen', 'rook', 'knight', 'bishop', 'king' as const);
    const decision: fc.Arbitrary<Decision> = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), from: square, to: square }),
      fc.record({ kind: fc.constant('move' as const), from: square, to: square, promotion: piece }),
      fc.record({ kind: fc.constant('invisible' as const), from: square, to: square }),
      fc.record({ kind: fc.constant('shell' as const), from: square, to: square }),
      fc.constant({ kind: 'pass' as const }),
      fc.record({ kind: fc.constant('swap' as const), a: square, b: square }),
      fc.record({ kind: fc.constant('drop' as const), to: square }),
      fc.record({ kind: fc.constant('promote' as const), piece }),
    );
    fc.assert(
      fc.property(fc.nat(pool.length - 1), decision, (i, x) => {
        const s = pool[i];
        const legal = rulesOf('chakart').legalMoves(s.context.position).some((y) => rulesOf('chakart').sameMove(x, y));
        expect(rulesOf('chakart').isLegal(s.context.position, x)).toBe(legal);
        if (!legal) {
          expect(rulesOf('chakart').rejectionReason(s, { type: 'move', move: x, outcomes: [] })).toBe('not a legal move');
          expect(rulesOf('chakart').applyEvent(s, { type: 'move', move: x, outcomes: [] })).toBe(s);
        }
      }),
      { numRuns: 20_000, seed: 11 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Frequencies of the random draws: each within a chi-square bound at p = 0.001.

/** Upper 0.001 quantiles of the chi-square distribution, by degrees of freedom. */
const CHI2_999: Record<number, number> = { 1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467, 5: 20.515, 6: 22.458, 7: 24.322 };

function chiSquare(counts: Record<string, number>, categories: readonly string[]): number {
  const total = categories.reduce((n, c) => n + (counts[c] ?? 0), 0);
  const expected = total / categories.length;
  return categories.reduce((x, c) => x + ((counts[c] ?? 0) - expected) ** 2 / expected, 0);
}

/** Plays `decision` `n` times from one seeded game stream; counts the `index`-th outcome. */
function frequencies(p: ChakartPosition, decision: string, n: number, seed: number, index = 0): Record<string, number> {
  const random = chakart.SeededRandom.forPlay(seed);
  const counts: Record<string, number> = {};
  const dd = d(decision);
  for (let i = 0; i < n; i++) {
    const drawn = rulesOf('chakart').play(p, dd, random.source()).facts.outcomes[index];
    if (!drawn) continue;
    const x = oText(drawn);
    counts[x] = (counts[x] ?? 0) + 1;
  }
  return counts;
}

describe('the draws are uniform (K5, K6, G4)', () => {
  it('egg outcomes over 80,000 eggs: each 1/8', () => {
    const counts = frequencies(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e' }), 'c3-d5', 80_000, 1);
    const categories = chakart.EGG_OUTCOMES.map((x) => `egg:${x}`);
    expect(Object.keys(counts).sort()).toEqual([...categories].sort());
    expect(chiSquare(counts, categories)).toBeLessThan(CHI2_999[7]);
  });

  it('banana pushes (4 ways in the middle, 3 on an edge) and bomb pushes (4 ways)', () => {
    const banana = frequencies(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'd' }), 'c3-d5', 40_000, 2);
    expect(chiSquare(banana, ['push:n', 'push:s', 'push:e', 'push:w'])).toBeLessThan(CHI2_999[3]);
    const edge = frequencies(place({ a8: 'k', h1: 'K', c3: 'N', a4: 'd' }), 'c3-a4', 30_000, 3);
    expect(Object.keys(edge).sort()).toEqual(['push:e', 'push:n', 'push:s']);
    expect(chiSquare(edge, ['push:n', 'push:s', 'push:e'])).toBeLessThan(CHI2_999[2]);
    const bomb = frequencies(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'w' }), 'c3-d5', 40_000, 4);
    expect(chiSquare(bomb, ['push:ne', 'push:nw', 'push:se', 'push:sw'])).toBeLessThan(CHI2_999[3]);
  });

  it("Toadette's piece (1/5 each) and where a rook lays its banana (1/4 each)", () => {
    // The second outcome of an egg: Toadette's piece in 1/8 of the eggs (Luigi and Waluigi draw a square).
    const toadette = frequencies(place({ a8: 'k', h1: 'K', c3: 'N', d5: 'e' }), 'c3-d5', 160_000, 5, 1);
    const pieces = ['toadette:q', 'toadette:r', 'toadette:n', 'toadette:b', 'toadette:k'];
    expect(pieces.reduce((n, x) => n + (toadette[x] ?? 0), 0)).toBeGreaterThan(20_000);
    expect(chiSquare(toadette, pieces)).toBeLessThan(CHI2_999[4]);
    const lay = frequencies(place({ a8: 'k', h1: 'K', d1: 'R' }), 'd1-d4', 40_000, 6);
    expect(chiSquare(lay, ['lay:c3', 'lay:c5', 'lay:e3', 'lay:e5'])).toBeLessThan(CHI2_999[3]);
  });
});
