// Rulings K9-K13 on the independent Chakart reference alone (no engine): hand-made positions
// whose expected decisions, next positions and results are stated from the words of
// RULINGS.md, so that the reference's reading of each ruling can be seen and checked.

import { describe, expect, test } from 'vitest';
import type { Decision, Direction, EggOutcome, Outcome, PromotionPiece } from '../../src/chakart/types.ts';
import {
  cellKey,
  decisionString,
  everyOutcome,
  legalDecisions,
  outcomeString,
  parse,
  phaseKey,
  replay,
  result,
  type RPosition,
} from './reference-chakart/chakart-reference.ts';
import { fromHome, nextDraws, outcomeFromText } from './reference-chakart/fixtures.ts';

const outcome = outcomeFromText;
/** `e2-e4`, `e7-e8=queen`, `@d4` (drop), `=knight` (promotion), `d1~d4` (invisible), `e1^e8` (shell), `a1<>b2` (swap), `pass`. */
const mv = (t: string): Decision => {
  if (t === 'pass') return { kind: 'pass' };
  if (t.startsWith('@')) return { kind: 'drop', to: parse(t.slice(1)) };
  if (t.startsWith('=')) return { kind: 'promote', piece: t.slice(1) as PromotionPiece };
  if (t.includes('~')) return { kind: 'invisible', from: parse(t.slice(0, 2)), to: parse(t.slice(3)) };
  if (t.includes('^')) return { kind: 'shell', from: parse(t.slice(0, 2)), to: parse(t.slice(3)) };
  if (t.includes('<>')) return { kind: 'swap', a: parse(t.slice(0, 2)), b: parse(t.slice(4)) };
  const [from, rest] = t.split('-');
  const [to, promotion] = rest.split('=');
  return { kind: 'move', from: parse(from), to: parse(to), ...(promotion ? { promotion: promotion as PromotionPiece } : {}) };
};
const run = (p: RPosition, d: string, os: string[] = []) => replay(p, mv(d), os.map(outcome));
const cell = (p: RPosition, s: string) => cellKey(p.cells[parse(s)]);
const cells = (p: RPosition, ss: string) => ss.split(' ').map((s) => cell(p, s));
const decisions = (p: RPosition) => legalDecisions(p).map(decisionString);
const from = (p: RPosition, s: string) => decisions(p).filter((k) => k.startsWith(s));
/** The outcomes that may be drawn next after `prefix` (none: the decision is resolved). */
const draws = (p: RPosition, d: string, prefix: string[] = []): string[] => nextDraws(p, mv(d), prefix);

describe('K9 the marker blocks nothing; only the shell stops at it', () => {
  // Black's marker c3 (its invisible queen h8), White to move.
  const p = fromHome('4k2i/8/8/8/8/R1?5/1PP5/4K3 w 7 {"flags":"1010"}');
  test('pawns step onto it and through it, never take it; the rook passes it and may stop on it', () => {
    expect(from(p, 'c2').sort()).toEqual(['c2-c3', 'c2-c4']);
    expect(from(p, 'b2').sort()).toEqual(['b2-b3', 'b2-b4']);
    expect(from(p, 'a3').filter((k) => k[4] === '3').sort()).toEqual(['a3-b3', 'a3-c3', 'a3-d3', 'a3-e3', 'a3-f3', 'a3-g3', 'a3-h3']);
  });
  test('the shell stops at it and removes it', () => {
    expect(from(p, 'e1^').sort()).toEqual(['e1^c3', 'e1^e8']);
    expect(cell(run(p, 'e1^c3'), 'c3')).toBe('.');
  });
  test('a double step through it leaves the mushroom there', () => {
    expect(cells(run(p, 'c2-c4'), 'c3 c4')).toEqual(['o:mushroom', 'white:pawn']);
  });
});

describe('K10 the invisible queen is seen again as part of the opponent first decision', () => {
  // Black's invisible queen d5, marker d8; White to move.
  const p = fromHome('3?k3/8/8/3i4/2PPP3/8/4e3/3QK3 w 7 {"flags":"0010"}');
  test('the first decision still sees her invisible: a pawn steps onto her, none takes her', () => {
    expect(from(p, 'c4')).toEqual(['c4-c5']);
    expect(from(p, 'd4')).toEqual(['d4-d5']);
    expect(from(p, 'e4')).toEqual(['e4-e5']);
  });
  test('once it is resolved she is a queen and the marker is gone, also when the turn ends', () => {
    const a = run(p, 'c4-c5');
    expect([a.turn, ...cells(a, 'd5 d8')]).toEqual(['black', 'black:queen', '.']);
  });
  test("Daisy's bonus move sees a queen: the pawns take her, the d-pawn is blocked", () => {
    const a = run(p, 'e1-e2', ['egg:daisy']);
    expect([phaseKey(a.phase), ...cells(a, 'd5 d8')]).toEqual(['bonus', 'black:queen', '.']);
    expect(from(a, 'c4').sort()).toEqual(['c4-c5', 'c4-d5']);
    expect(from(a, 'd4')).toEqual([]);
    expect(from(a, 'e4').sort()).toEqual(['e4-d5', 'e4-e5']);
  });
  test("King Boo's swap sees a queen: she may be swapped", () => {
    const a = run(p, 'e1-e2', ['egg:kingboo']);
    expect(decisions(a)).toContain('d1<>d5');
  });
  test('Luigi during the first decision passes over her; after a promotion choice he may turn her', () => {
    // The first decision: the king lands on the egg e2, Luigi: only the pawn h6 qualifies.
    const q = fromHome('?6k/8/7p/i7/8/8/4e3/4K3 w 7 {"flags":"0010"}');
    expect(draws(q, 'e1-e2', ['egg:luigi'])).toEqual(['colour:h6']);
    // The pawn e6 takes the banana e7, is pushed onto the egg e8: the promotion choice is a later
    // decision, she is seen by then; after it the egg acts and Luigi may pick her.
    const r = fromHome('?3e2k/4d3/4P3/i7/8/8/8/4K3 w 7 {"flags":"0010"}');
    const a = run(r, 'e6-e7', ['push:n']);
    expect([phaseKey(a.phase), ...cells(a, 'a5 a8')]).toEqual(['promote:e8:egg:e7:moved:lays', 'black:queen', '.']);
    expect(draws(a, '=queen', ['egg:luigi'])).toEqual(['colour:a5']);
  });
  test('a pass is a first decision too', () => {
    const q = fromHome('4k2?/8/8/8/i7/p7/P7/L7 w 4 {"flags":"0000"}');
    expect(decisions(q)).toEqual(['pass']);
    expect(cells(run(q, 'pass'), 'a4 h8')).toEqual(['black:queen', '.']);
  });
  test("her own side's next turn starts with her seen (nothing left to reveal)", () => {
    const a = run(p, 'c4-c5');
    expect(a.cells.some((x) => x?.t === 'marker' || (x?.t === 'piece' && x.inv))).toBe(false);
  });
});

describe('K11 when a rook or bishop lays its banana or bomb', () => {
  // The rook d1 goes to the egg d4 (its diagonal neighbours c3, c5, e3, e5 are free).
  const p = fromHome('4k3/8/8/8/3e4/8/8/3RK3 w 14 {"flags":"0000"}');
  const around = ['lay:c3', 'lay:c5', 'lay:e3', 'lay:e5'];
  test('a plain move lays', () => {
    expect(draws(p, 'd1-d3')).toEqual(['lay:c2', 'lay:c4', 'lay:e2', 'lay:e4']);
  });
  test('King Boo, Toadette and Daisy: it lays at once, before the decision the egg opened', () => {
    expect(draws(p, 'd1-d4', ['egg:kingboo'])).toEqual(around);
    expect(draws(p, 'd1-d4', ['egg:daisy'])).toEqual(around);
    expect(draws(p, 'd1-d4', ['egg:toadette', 'toadette:bishop'])).toEqual(around);
    const a = run(p, 'd1-d4', ['egg:daisy', 'lay:c5']);
    expect([phaseKey(a.phase), cell(a, 'c5')]).toEqual(['bonus', 'o:banana']);
  });
  test('Koopa, Bowser, Chomp, Luigi (even with nothing to turn) and Waluigi: nothing', () => {
    for (const e of ['koopa', 'bowser', 'chomp', 'luigi']) expect(draws(p, 'd1-d4', [`egg:${e}`])).toEqual([]);
    expect(draws(p, 'd1-d4', ['egg:waluigi'])).toEqual(['colour:d4']);
    expect(draws(p, 'd1-d4', ['egg:waluigi', 'colour:d4'])).toEqual([]);
    const a = run(p, 'd1-d4', ['egg:koopa']);
    expect([a.turn, cell(a, 'd1'), a.cells.filter((x) => x?.t === 'object').length]).toEqual(['black', 'white:rook', 0]);
    expect(cell(run(p, 'd1-d4', ['egg:bowser']), 'd4')).toBe('white:rook!');
  });
  test('Waluigi turning another piece: still nothing', () => {
    const q = fromHome('4k3/8/8/8/3e4/8/P7/3RK3 w 14 {"flags":"0000"}');
    expect(draws(q, 'd1-d4', ['egg:waluigi'])).toEqual(['colour:a2', 'colour:d4']);
    expect(draws(q, 'd1-d4', ['egg:waluigi', 'colour:a2'])).toEqual([]);
  });
  test('a push: it lays where the push left it', () => {
    const q = fromHome('4k3/8/8/8/3d4/8/8/3RK3 w 14 {"flags":"0000"}');
    expect(draws(q, 'd1-d4', ['push:e'])).toEqual(['lay:d3', 'lay:d5', 'lay:f3', 'lay:f5']);
  });
  test("a rook or bishop Toadette dropped lays too; after an egg's Koopa it lays nothing", () => {
    const q = fromHome('4k3/8/8/8/8/8/6e1/4K3 w 14 {"flags":"0000"}', { kind: 'drop', piece: 'bishop' });
    expect(draws(q, '@d4')).toEqual(['lay:c4', 'lay:d3', 'lay:d5', 'lay:e4']);
    const a = run(q, '@d4', ['lay:d5']);
    expect([a.turn, cell(a, 'd4'), cell(a, 'd5')]).toEqual(['black', 'white:bishop', 'o:bomb']);
    expect(draws(q, '@g2', ['egg:koopa'])).toEqual([]);
    expect(draws(q, '@g2', ['egg:daisy'])).toEqual(['lay:f2', 'lay:g1', 'lay:g3', 'lay:h2']);
  });
});

describe('K12 an immobilized piece sits out its owner next turn, whoever owns it by then', () => {
  test("Luigi turns Black's immobilized knight: it sits out White's next turn, then is free", () => {
    const p = fromHome('7k/8/8/8/8/8/4e3/o3K3 w 10 {"flags":"0000"}');
    const a = run(p, 'e1-e2', ['egg:luigi', 'colour:a1']);
    expect([a.turn, cell(a, 'a1')]).toEqual(['black', 'white:knight!']);
    const b = run(a, 'h8-h7');
    expect(from(b, 'a1')).toEqual([]);
    const c = run(b, 'e2-d2');
    expect([c.turn, cell(c, 'a1')]).toEqual(['black', 'white:knight']);
  });
  test("Waluigi turns White's immobilized knight: it sits out Black's next turn, then is free", () => {
    const p = fromHome('7k/8/8/8/8/8/4e3/O3K3 w 10 {"flags":"0000"}');
    const a = run(p, 'e1-e2', ['egg:waluigi', 'colour:a1']);
    expect([a.turn, cell(a, 'a1')]).toEqual(['black', 'black:knight!']);
    expect(from(a, 'a1')).toEqual([]);
    const b = run(a, 'h8-h7');
    expect([b.turn, cell(b, 'a1')]).toEqual(['white', 'black:knight']);
  });
  test('unturned, it is freed when its owner turn ends; Bowser strikes for the next turn', () => {
    const p = fromHome('7k/8/8/8/8/8/4e3/O3K3 w 10 {"flags":"0000"}');
    expect(cell(run(p, 'e1-d1'), 'a1')).toBe('white:knight');
    const q = fromHome('7k/8/8/8/8/8/4e3/4K3 w 10 {"flags":"0000"}');
    const a = run(q, 'e1-e2', ['egg:bowser']);
    expect([a.turn, cell(a, 'e2')]).toEqual(['black', 'white:king!']);
    const b = run(a, 'h8-h7');
    expect(decisions(b)).toEqual(['pass']);
    expect(cell(run(b, 'pass'), 'e2')).toBe('white:king');
  });
});

describe('K13 the end is judged when the turn ends', () => {
  test('the pawn pushed onto the last king on its last rank still chooses; then White wins', () => {
    const p = fromHome('3k4/2w5/1w6/P7/8/8/8/4K3 w 5 {"flags":"0000"}');
    const a = run(p, 'a5-b6', ['push:ne', 'push:ne']);
    expect([phaseKey(a.phase), result(a)]).toEqual(['promote:d8:-:c7:moved:lays', undefined]);
    expect(decisions(a)).toEqual(['=queen', '=rook', '=knight', '=bishop', '=king']);
    const b = run(a, '=knight');
    expect([b.turn, result(b), decisions(b)]).toEqual(['black', 'white', []]);
  });
  test('a pawn pushed onto its own last king: promoting to a king saves White, anything else loses', () => {
    const p = fromHome('4K3/4d3/4P3/8/8/8/8/7k w 5 {"flags":"0000"}');
    const a = run(p, 'e6-e7', ['push:n']);
    expect([phaseKey(a.phase), result(a), decisions(a).length]).toEqual(['promote:e8:-:e7:moved:lays', undefined, 5]);
    const k = run(a, '=king');
    expect([k.turn, result(k), cell(k, 'e8')]).toEqual(['black', undefined, 'white:king']);
    expect(result(run(a, '=queen'))).toBe('black');
  });
  test('(hand-built) mid-turn without a king, the bonus move and the drop are still played', () => {
    // Black has no king during White's bonus move: it is played, then White wins.
    const p = fromHome('8/8/8/8/8/8/8/R3K3 w 9 {"flags":"0000"}', { kind: 'bonus' });
    expect(result(p)).toBeUndefined();
    expect(decisions(p)).toContain('a1-a8');
    expect([result(run(p, 'a1-a2', ['lay:b3'])), run(p, 'a1-a2', ['lay:b3']).turn]).toEqual(['white', 'black']);
    // White has no king when Toadette's king is to be dropped: the drop saves White.
    const q = fromHome('4k3/8/8/8/8/8/8/8 w 9 {"flags":"0000"}', { kind: 'drop', piece: 'king' });
    expect([result(q), decisions(q).length]).toEqual([undefined, 63]);
    expect(result(run(q, '@a1'))).toBeUndefined();
    // Neither side with a king once the turn ends: a draw.
    const r = fromHome('8/8/8/8/8/8/8/R7 w 9 {"flags":"0000"}', { kind: 'drop', piece: 'rook' });
    expect(result(run(r, '@h8', ['lay:g7']))).toBe('draw');
  });
});
