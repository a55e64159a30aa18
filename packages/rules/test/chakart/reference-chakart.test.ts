// Cross-check of the Chakart engine against the independent reference in
// test/reference-chakart/chakart-reference.ts (written from RULINGS.md K1-K13, G2, G4, source
// 004 and the contract's "How the engine reads the rules" where K9-K13 leave it standing, never
// from packages/rules/src/chakart). K9-K13 (the marker blocks nothing; the invisible queen seen
// again after the opponent's first decision; when a rook or bishop lays; immobilized pieces that
// change owner; the end judged when the turn ends) are checked on the reference alone in
// reference-chakart-rulings.test.ts.
// Compared: at every position, the set of legal decisions and the result (none once the game is
// over); for every decision played, the next position (all 64 cells through chakart.cellAt,
// turn, plies, powers, phase, bowsered) when the reference replays the engine's drawn outcomes;
// for every decision with draws, the whole chance tree (every outcome sequence and the position
// it leads to, chakart.everyOutcome against the reference's own enumeration); on a sample, that
// the engine's replay refuses exactly the outcomes the reference does not offer at a draw.
// Random positions in every phase (makePosition, validatePosition): decisions and the chance
// tree of every decision. Perft from the standard start with chance outcomes expanded.
// CHAKART_FUZZ_N=<games> sets the size of the random runs (default 300 games of up to 300
// decisions; random positions: four times as many).

import { describe, expect, test } from 'vitest';
import { chakart } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import type { ChakartPosition, Decision, Direction, EggOutcome, Outcome, PromotionPiece } from '../../src/chakart/types.ts';
import { fromEngine, toEngine } from './reference-chakart/adapter.ts';
import {
  cellKey,
  decisionString,
  everyOutcome,
  legalDecisions,
  outcomeString,
  parse,
  perft,
  phaseKey,
  positionKey,
  replay,
  result,
  standardStart,
  type RPosition,
} from './reference-chakart/chakart-reference.ts';
import { homeString, nextDraws, outcomeFromText, randomPosition, SPECIAL, stats, tally } from './reference-chakart/fixtures.ts';
import { perftPosition } from '../../perft/data.ts';

const GAMES = Number(process.env.CHAKART_FUZZ_N ?? 300);
const MAX_DECISIONS = 300;
const RANDOM_POSITIONS = 4 * GAMES;
/** Every how many decisions with draws the whole chance tree is compared in the games. */
const TREE_EVERY = 1;
/** Every how many decisions with draws the engine's replay must refuse every impossible outcome. */
const REFUSAL_EVERY = 8;
const OUTCOME_SEED = 1_000_003;

interface Mismatch {
  readonly where: string;
  readonly position: string;
  readonly detail: string;
}

function describePos(p: RPosition): string {
  return `${homeString(p)}  [phase ${phaseKey(p.phase)}]`;
}

function diff(a: readonly string[], b: readonly string[]): { onlyA: string[]; onlyB: string[] } {
  const sa = new Set(a);
  const sb = new Set(b);
  return { onlyA: [...sa].filter((k) => !sb.has(k)).sort(), onlyB: [...sb].filter((k) => !sa.has(k)).sort() };
}

function engineResult(pos: ChakartPosition): string {
  const o = rulesOf('chakart').outcome(pos);
  return o ? `${o.result}/${o.reason}` : '-';
}
function referenceResult(p: RPosition): string {
  const r = result(p);
  return r ? `${r}/kings-captured` : '-';
}

/** Legal decisions and result at one position. */
function compareDecisions(pos: ChakartPosition, ref: RPosition, where: string): Mismatch | null {
  stats.positions++;
  const er = engineResult(pos);
  const rr = referenceResult(ref);
  if (er !== rr) return { where, position: describePos(ref), detail: `result: engine ${er}, reference ${rr}` };
  let engine: string[];
  try {
    engine = rulesOf('chakart').legalMoves(pos).map(decisionString);
  } catch (e) {
    return { where, position: describePos(ref), detail: `engine legalDecisions threw ${String(e)}` };
  }
  if (rr !== '-') {
    // R12: the game is over; nothing more is decided.
    stats.over++;
    return engine.length ? { where, position: describePos(ref), detail: `game over (${rr}) but the engine lists [${engine.join(' ')}]` } : null;
  }
  const mine = legalDecisions(ref).map(decisionString);
  const d = diff(engine, mine);
  if (d.onlyA.length || d.onlyB.length || new Set(engine).size !== engine.length) {
    return {
      where,
      position: describePos(ref),
      detail: `decisions differ${new Set(engine).size !== engine.length ? ' (engine lists one twice)' : ''}: engine only [${d.onlyA.join(' ')}], reference only [${d.onlyB.join(' ')}]`,
    };
  }
  return null;
}

/** The reference replays the engine's outcomes and must reach the engine's position. */
function compareReplay(ref: RPosition, d: Decision, outcomes: readonly Outcome[], engineNext: ChakartPosition, where: string): Mismatch | null {
  const trace: Outcome[][] = [];
  const o = outcomes.map(outcomeString).join(' ');
  let mine: RPosition;
  try {
    mine = replay(ref, d, outcomes, trace);
  } catch (e) {
    return { where, position: describePos(ref), detail: `${decisionString(d)} with [${o}]: reference rejects: ${(e as Error).message}` };
  }
  const ek = positionKey(fromEngine(engineNext));
  const rk = positionKey(mine);
  if (ek !== rk) {
    return {
      where,
      position: describePos(ref),
      detail: `${decisionString(d)} with [${o}]:\n  engine    ${describePos(fromEngine(engineNext))}\n  reference ${describePos(mine)}\n  engine    ${ek}\n  reference ${rk}`,
    };
  }
  tally(ref, d, outcomes, mine);
  return null;
}

/** The whole chance tree of a decision: outcome sequences and where each leads. */
function compareTree(pos: ChakartPosition, ref: RPosition, d: Decision, where: string): Mismatch | null {
  stats.trees++;
  const e = new Map<string, string>();
  for (const leaf of chakart.everyOutcome(pos, d)) e.set(leaf.outcomes.map(outcomeString).join(' '), positionKey(fromEngine(leaf.position)));
  const r = new Map<string, string>();
  for (const leaf of everyOutcome(ref, d)) r.set(leaf.outcomes.map(outcomeString).join(' '), positionKey(leaf.position));
  stats.leaves += r.size;
  const dd = diff([...e.keys()], [...r.keys()]);
  if (dd.onlyA.length || dd.onlyB.length) {
    const cut = (xs: string[]) => (xs.length > 8 ? [...xs.slice(0, 8), `… ${xs.length} in all`] : xs);
    return {
      where,
      position: describePos(ref),
      detail: `${decisionString(d)}: outcome sequences differ: engine only [${cut(dd.onlyA).join(' | ')}], reference only [${cut(dd.onlyB).join(' | ')}]`,
    };
  }
  for (const [k, v] of e) {
    if (r.get(k) !== v) return { where, position: describePos(ref), detail: `${decisionString(d)} with [${k}]:\n  engine    ${v}\n  reference ${r.get(k)}` };
  }
  return null;
}

/** Every outcome of the same kind as `o` that could be written at all. */
function sameKind(o: Outcome): Outcome[] {
  const squares = Array.from({ length: 64 }, (_, i) => i);
  switch (o.draw) {
    case 'push':
      return (['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const).map((direction) => ({ draw: 'push', direction }));
    case 'egg':
      return chakart.EGG_OUTCOMES.map((outcome) => ({ draw: 'egg', outcome }));
    case 'toadette':
      return chakart.PROMOTIONS.map((piece) => ({ draw: 'toadette', piece }));
    case 'colour':
      return squares.map((square) => ({ draw: 'colour', square }));
    case 'lay':
      return squares.map((square) => ({ draw: 'lay', square }));
  }
}

/**
 * G4 replay: at draw `i` of a played decision, the engine must refuse (OutcomeError at index i)
 * every outcome the reference does not offer there, and must not refuse at i the ones it offers.
 */
function compareRefusals(pos: ChakartPosition, ref: RPosition, d: Decision, outcomes: readonly Outcome[], i: number, where: string): Mismatch | null {
  stats.refusalChecks++;
  const trace: Outcome[][] = [];
  replay(ref, d, outcomes, trace);
  const offered = new Set(trace[i].map(outcomeString));
  const other: Outcome = outcomes[i].draw === 'egg' ? { draw: 'push', direction: 'n' } : { draw: 'egg', outcome: 'chomp' };
  for (const c of [...sameKind(outcomes[i]), other]) {
    let refusedAt: number | undefined;
    try {
      rulesOf('chakart').play(pos, d, [...outcomes.slice(0, i), c]);
    } catch (e) {
      if (!(e instanceof chakart.OutcomeError)) return { where, position: describePos(ref), detail: `${decisionString(d)}: engine threw ${String(e)}` };
      refusedAt = e.index;
    }
    const ok = offered.has(outcomeString(c)) ? refusedAt !== i : refusedAt === i;
    if (!ok) {
      const prefix = outcomes.slice(0, i).map(outcomeString).join(' ');
      return {
        where,
        position: describePos(ref),
        detail: `${decisionString(d)} with [${prefix}] then ${outcomeString(c)}: reference offers [${[...offered].join(' ')}], engine ${refusedAt === i ? 'refuses it' : 'accepts it'}`,
      };
    }
  }
  return null;
}

function report(ms: readonly Mismatch[]): string {
  return ms.map((m) => `${m.where}: ${m.position}\n  ${m.detail}`).join('\n');
}

const special = (d: Decision) => d.kind === 'shell' || d.kind === 'invisible';

describe('Chakart engine agrees with the reference in seeded random games', () => {
  test(`${GAMES} games of up to ${MAX_DECISIONS} decisions`, () => {
    const mismatches: Mismatch[] = [];
    let decisions = 0;
    let ended = 0;
    const t0 = Date.now();
    for (let g = 0; g < GAMES && mismatches.length < 5; g++) {
      let pos = rulesOf('chakart', { randomness: (g % 3) as 0 | 1 | 2, seed: g }).start();
      const picker = chakart.SeededRandom.forPlay(g);
      let drawn = 0;
      let withDraws = 0;
      for (let i = 0; i < MAX_DECISIONS; i++) {
        const where = `game ${g} (randomness ${g % 3}, seed ${g}) decision ${i}`;
        const ref = fromEngine(pos);
        const m = compareDecisions(pos, ref, where);
        if (m) {
          mismatches.push(m);
          break;
        }
        if (result(ref) !== undefined) {
          ended++;
          break;
        }
        const ds = rulesOf('chakart').legalMoves(pos);
        // Shells and invisible moves are few among many: give them a fair chance.
        const sp = ds.filter(special);
        const d = sp.length && picker.int(6) === 0 ? sp[picker.int(sp.length)] : ds[picker.int(ds.length)];
        const { position: next, facts } = rulesOf('chakart').play(pos, d, chakart.SeededRandom.forPlay(g + OUTCOME_SEED, drawn).source());
        drawn += facts.outcomes.length;
        decisions++;
        const p = compareReplay(ref, d, facts.outcomes, next, where);
        if (p) {
          mismatches.push(p);
          break;
        }
        if (facts.player !== ref.turn || facts.turnEnded !== (next.plies !== pos.plies)) {
          mismatches.push({ where, position: describePos(ref), detail: `${decisionString(d)}: facts player ${facts.player}, turnEnded ${facts.turnEnded}` });
          break;
        }
        // G4: replaying the drawn outcomes gives the same position.
        const again = rulesOf('chakart').play(pos, d, facts.outcomes).position;
        if (rulesOf('chakart').positionKey(again) !== rulesOf('chakart').positionKey(next)) {
          mismatches.push({ where, position: describePos(ref), detail: `${decisionString(d)}: engine replay differs from engine play` });
          break;
        }
        if (facts.outcomes.length) {
          const t = withDraws % TREE_EVERY === 0 ? compareTree(pos, ref, d, where) : null;
          const r = withDraws % REFUSAL_EVERY === 0 ? compareRefusals(pos, ref, d, facts.outcomes, picker.int(facts.outcomes.length), where) : null;
          withDraws++;
          if (t || r) {
            mismatches.push((t ?? r) as Mismatch);
            break;
          }
        }
        pos = next;
      }
    }
    console.log(`games: ${GAMES} games, ${decisions} decisions, ${ended} ended (kings captured), ${Date.now() - t0} ms`);
    expect(mismatches.length, report(mismatches)).toBe(0);
  }, Math.max(120_000, GAMES * 1000));
});

/** Decisions, result and the whole chance tree of every decision at one position. */
function checkPosition(pos: ChakartPosition, where: string): Mismatch[] {
  const ref = fromEngine(pos);
  const m = compareDecisions(pos, ref, where);
  if (m) return [m];
  if (result(ref) !== undefined) return [];
  for (const d of legalDecisions(ref)) {
    const t = compareTree(pos, ref, d, `${where} ${decisionString(d)}`);
    if (t) return [t];
  }
  return [];
}

describe('Chakart engine agrees with the reference on random positions', () => {
  test(`${RANDOM_POSITIONS} random positions, every phase`, () => {
    const mismatches: Mismatch[] = [];
    let built = 0;
    let rejected = 0;
    const t0 = Date.now();
    const rand = chakart.SeededRandom.forPlay(0x5eed);
    for (let i = 0; built < RANDOM_POSITIONS && mismatches.length < 5 && i < RANDOM_POSITIONS * 20; i++) {
      const ref = randomPosition((n) => rand.int(n), i % 2 === 1);
      let pos: ChakartPosition;
      try {
        pos = toEngine(ref);
      } catch {
        rejected++;
        continue;
      }
      if (rulesOf('chakart').validate(pos) !== undefined) {
        rejected++;
        continue;
      }
      built++;
      stats.phases[ref.phase.kind] = (stats.phases[ref.phase.kind] ?? 0) + 1;
      // The position read back from the engine must be the one built.
      const back = positionKey(fromEngine(pos));
      if (back !== positionKey(ref)) {
        mismatches.push({ where: `random position ${i}`, position: describePos(ref), detail: `makePosition changed it: ${back}` });
        continue;
      }
      mismatches.push(...checkPosition(pos, `random position ${i}`));
    }
    console.log(`random positions: ${built} built, ${rejected} rejected by validatePosition/makePosition, ${Date.now() - t0} ms`);
    expect(mismatches.length, report(mismatches)).toBe(0);
  }, Math.max(120_000, RANDOM_POSITIONS * 100));
});

describe('Chakart engine agrees with the reference on hand-built positions', () => {
  for (const [label, ref] of Object.entries(SPECIAL)) {
    test(label, () => {
      const pos = toEngine(ref);
      expect(rulesOf('chakart').validate(pos)).toBeUndefined();
      expect(positionKey(fromEngine(pos))).toBe(positionKey(ref));
      const ms = checkPosition(pos, label);
      expect(ms.length, report(ms)).toBe(0);
    });
  }
});

describe('perft of the standard start, chance outcomes expanded', () => {
  test('reference: the first three counts of perft/chakart.json, and the engine agrees', () => {
    const start = standardStart();
    const engineStart = rulesOf('chakart', { randomness: 0 }).start();
    expect(positionKey(fromEngine(engineStart))).toBe(positionKey(start));
    const counts = [1, 2, 3].map((d) => perft(start, d));
    expect(counts).toEqual(perftPosition('chakart', 'standard start (randomness 0)').nodes.slice(0, 3));
    expect([1, 2, 3].map((d) => rulesOf('chakart').perft(engineStart, d))).toEqual(counts);
  }, 60_000);
});

// What the rulings and the source say about the hand-built positions (checks of the reference).
describe('reference spot checks from the rulings and the source', () => {
  const outcome = outcomeFromText;
  const mv = (t: string): Decision => {
    if (t.startsWith('@')) return { kind: 'drop', to: parse(t.slice(1)) };
    if (t.startsWith('=')) return { kind: 'promote', piece: t.slice(1) as PromotionPiece };
    const [from, rest] = t.split('-');
    const [to, promotion] = rest.split('=');
    return { kind: 'move', from: parse(from), to: parse(to), ...(promotion ? { promotion: promotion as PromotionPiece } : {}) };
  };
  const run = (p: RPosition, d: string, os: string[] = []) => replay(p, mv(d), os.map(outcome));
  const cell = (p: RPosition, s: string) => cellKey(p.cells[parse(s)]);
  const options = (p: RPosition, d: string, prefix: string[]): string[] => nextDraws(p, mv(d), prefix);

  test('004:131 Rxf6*W: queen g8 turned white; K11: the rook lays no banana after Waluigi', () => {
    // The source's right diagram shows a banana on g7; K11 overrules it: the chain ended with
    // Waluigi, so the mushroom g7 stays and nothing more is drawn.
    const after = run(SPECIAL.sourceWaluigi, 'f8-f6', ['egg:waluigi', 'colour:g8']);
    expect(homeString(after)).toBe('erk3Q1/1m2e1m1/mppmnr1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN w 2 {"flags":"1111"}');
    expect(options(SPECIAL.sourceWaluigi, 'f8-f6', ['egg:waluigi', 'colour:g8'])).toEqual([]);
  });
  test('004:74-76 the pawn takes the banana e4, e5 mushroom, e6 bomb, takes the rook d5', () => {
    const after = run(SPECIAL.sourceDiagram, 'f3-e4', ['push:n', 'push:sw']);
    // The source's right diagram, plus the mushroom the pawn leaves on f3 (R10).
    expect(homeString(after)).toBe('rn1b2qk/pbpp1ppp/1w3p2/1p1P4/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB b 2 {"flags":"1111"}');
  });
  test('R10 double steps: the mushroom replaces an egg or a marker, never an invisible queen', () => {
    const p = SPECIAL.doubleSteps;
    expect(cell(run(p, 'e2-e4'), 'e3')).toBe('o:mushroom');
    expect(cell(run(p, 'd2-d4'), 'd3')).toBe('o:mushroom');
    // (K10: White's first decision is resolved: Black's queen is seen again.)
    expect(cell(run(p, 'f2-f4'), 'f3')).toBe('black:queen');
    expect(cell(run(p, 'g2-g4'), 'g3')).toBe('o:mushroom');
    expect(cell(run(p, 'f2-f3'), 'f3')).toBe('white:pawn');
  });
  test('R3/R14/K8 dropped king: no hop off a mushroom, a hop after a push, Koopa does nothing', () => {
    const p = SPECIAL.dropKingPushMushroom;
    expect(cell(run(p, '@d4', ['push:n']), 'd6')).toBe('white:king');
    expect(cell(run(p, '@d4', ['push:e']), 'f4')).toBe('white:king');
    expect(cell(run(p, '@d3'), 'd3')).toBe('white:king');
    expect(cell(run(p, '@g6', ['egg:koopa']), 'g6')).toBe('white:king');
    expect(cell(run(SPECIAL.dropKnightPushMushroom, '@d4', ['push:n']), 'd6')).toBe('white:knight');
  });
  test('R3 knight hops by its jump; onto an enemy invisible queen it takes it', () => {
    const a = run(SPECIAL.knightMushrooms, 'b1-c3');
    expect([cell(a, 'c3'), cell(a, 'd5'), cell(a, 'b1')]).toEqual(['.', 'white:knight', 'o:egg']);
    const b = run(SPECIAL.knightMushrooms, 'g1-f3');
    expect(cell(b, 'e5')).toBe('white:knight');
  });
  test('K4 lay targets: objects and markers, not pieces (an invisible queen included)', () => {
    expect(options(SPECIAL.layTargets, 'd1-d4', [])).toEqual(['lay:c5', 'lay:e3']);
    expect(options(SPECIAL.bishopCorner, 'b2-a1', [])).toEqual(['lay:a2', 'lay:b1']);
  });
  test('K6 Koopa: back to the start square; what the piece left there goes', () => {
    const a = run(SPECIAL.koopa, 'e2-e3', ['egg:koopa']);
    expect([cell(a, 'e2'), cell(a, 'e3')]).toEqual(['white:pawn', '.']);
    const b = run(SPECIAL.koopa, 'g1-f3', ['egg:koopa']);
    expect([cell(b, 'g1'), cell(b, 'f3')]).toEqual(['white:knight', '.']);
  });
  test('R1 sub-phases with nothing to decide are skipped; R5 Luigi with no candidate draws nothing', () => {
    const a = run(SPECIAL.swapSkipped, 'b1-c3', ['egg:kingboo']);
    expect([a.turn, a.phase.kind]).toEqual(['black', 'move']);
    const b = run(SPECIAL.bonusSkipped, 'd5-d6', ['egg:daisy']);
    expect([b.turn, b.phase.kind]).toEqual(['black', 'move']);
    expect(run(SPECIAL.luigiNone, 'b1-c3', ['egg:luigi']).turn).toBe('black');
    expect(options(SPECIAL.luigiNone, 'b1-c3', ['egg:waluigi'])).toEqual(['colour:c3']);
  });
  test('R7/K9 invisible moves to empty squares, over a mushroom and a marker, onto a marker', () => {
    const file = (p: RPosition) =>
      legalDecisions(p)
        .filter((d) => d.kind === 'invisible' && d.from === parse('d1'))
        .map(decisionString)
        .filter((k) => k.startsWith('d1~d'))
        .sort();
    expect(file(SPECIAL.invisibleInBonus)).toEqual(['d1~d2', 'd1~d4', 'd1~d5', 'd1~d6', 'd1~d7', 'd1~d8']);
    expect(file(SPECIAL.invisibleOntoMarker)).toEqual(['d1~d2', 'd1~d4', 'd1~d5', 'd1~d6', 'd1~d7', 'd1~d8']);
    expect(cell(replay(SPECIAL.invisibleOntoMarker, { kind: 'invisible', from: parse('d1'), to: parse('d4') }, []), 'd4')).toBe('white:queen~');
  });
  test('R2/K7 a pushed pawn pauses for the promotion; K13 the choice is played, then the end', () => {
    const a = run(SPECIAL.pushToLastRank, 'e6-e7', ['push:n']);
    expect(phaseKey(a.phase)).toBe('promote:e8:-:e7:moved:lays');
    expect(cell(run(a, '=knight'), 'e8')).toBe('white:knight');
    const b = run(SPECIAL.kingTakenOnLastRank, 'a5-b6', ['push:ne', 'push:ne']);
    expect(result(b)).toBeUndefined();
    expect(legalDecisions(b).map(decisionString)).toEqual(['=queen', '=rook', '=knight', '=bishop', '=king']);
    const c = run(b, '=queen');
    expect([c.turn, result(c), legalDecisions(c).length]).toEqual(['black', 'white', 0]);
    // A direct promotion onto a banana: the queen is pushed.
    expect(cell(run(SPECIAL.promoteOntoObjects, 'b7-b8=queen', ['push:e']), 'c8')).toBe('white:queen');
  });
});

test('coverage summary', () => {
  console.log(`coverage: ${JSON.stringify(stats)}`);
  expect(stats.positions).toBeGreaterThan(0);
});

