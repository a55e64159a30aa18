import { describe, expect, test } from 'vitest';
import { shakti } from '@rulebook/rules';
import type { ShaktiPosition, WarriorJump } from '../../src/rules.ts';
import { shakti as shaktiText } from '../../src/index.ts';
import { CAPTURE_SETUP, PASS_SETUP, START, randomShaktiGame } from './games.ts';
import { SHAKTI } from '../support/rules.ts';

const at = (text: string): ShaktiPosition => {
  const parsed = shaktiText.parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return parsed.value;
};
const cell = (name: string): number => shakti.parseCell(name)!;

describe('Shakti move text', () => {
  test('the canonical forms: step, King capture, warrior jump, pass', () => {
    const start = at(START);
    expect(shaktiText.formatMove(start, { kind: 'step', from: cell('d2'), to: cell('d3') })).toBe('d2d3');
    expect(shaktiText.formatMove(start, { kind: 'jump', from: cell('b2'), to: cell('d4'), removed: cell('c3') })).toBe('b2d4/c3');
    expect(shaktiText.formatMove(at(CAPTURE_SETUP), { kind: 'step', from: cell('f7'), to: cell('e7') })).toBe('f7xe7');
    expect(shaktiText.formatMove(at(PASS_SETUP), { kind: 'pass' })).toBe('pass');
  });

  test('a jump may be written without the removed tile, a capture without x', () => {
    const start = at(START);
    expect(shaktiText.parseMove(start, 'b2d4')).toEqual({ ok: true, value: { kind: 'jump', from: cell('b2'), to: cell('d4'), removed: cell('c3') } });
    expect(shaktiText.parseMove(start, 'b2d4/c3')).toEqual(shaktiText.parseMove(start, 'b2d4'));
    expect(shaktiText.parseMove(at(CAPTURE_SETUP), 'f7e7')).toEqual({ ok: true, value: { kind: 'step', from: cell('f7'), to: cell('e7') } });
    expect(shaktiText.parseMove(at(PASS_SETUP), 'pass')).toEqual({ ok: true, value: { kind: 'pass' } });
  });

  test.each(['seen', 'adjacent'] as const)('in random games (%s) every legal move has its own text, and reading it gives the move back', (warriorJump) => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const { before } of randomShaktiGame(seed, 80, warriorJump)) {
        const legal = SHAKTI[warriorJump].legalMoves(before);
        const texts = legal.map((m) => shaktiText.formatMove(before, m));
        expect(new Set(texts).size).toBe(texts.length);
        for (const [i, text] of texts.entries()) {
          const read = shaktiText.parseMove(before, text, { warriorJump });
          expect(read.ok && SHAKTI.seen.sameMove(read.value, legal[i]!), text).toBe(true);
        }
      }
    }
  });

  test.each([
    ['an empty text', '', 1, 'expected a move (d2d4, d2xc3, b2d4/c3 or pass), found end of text'],
    ['a Chakra chakra move', 'Ta2b4', 1, "expected a move (d2d4, d2xc3, b2d4/c3 or pass), found 'T'"],
    ['a cell off the board', 'h2h3', 1, "expected a cell (a1-g7), found 'h'"],
    ['rank 8', 'd7d8', 3, "expected 'x' or a cell (a1-g7), found 'd'"],
    ['a dash', 'd2-d3', 3, "expected 'x' or a cell (a1-g7), found '-'"],
    ['x without a cell', 'd2x', 4, "expected a cell (a1-g7), found end of text"],
    ['a slash without the tile', 'b2d4/', 6, 'expected the removed tile after / (a cell a1-g7), found end of text'],
    ['something after the move', 'd2d3+', 5, "expected '/' and the removed tile, or the end of the move, found '+'"],
    ['something after a jump', 'b2d4/c3!', 8, "expected the end of the move, found '!'"],
  ])('garbled: %s', (_, text, column, message) => {
    expect(shaktiText.parseMoveSyntax(text)).toEqual({ ok: false, error: { line: 1, column, message } });
    expect(shaktiText.parseMove(at(START), text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });

  // Positions for the reasons (W/K White, w/k Black, x a hole).
  const BLOCKED = 'x5x/3k3/7/1w5/7/1W1K3/x5x w 1'; // Black's warrior on b4, two tiles up from b2
  const NEIGHBOUR = 'x5x/3k3/7/7/1w5/1W1K3/x5x w 1'; // Black's warrior on b3, right next to b2
  const HOLE_BEYOND = 'x5x/3k3/7/1x5/7/1W1K3/x5x w 1'; // b4 is a hole: b2 sees b3, then b5
  const IN_CHECK = 'x5x/1k5/3w3/3x3/3x3/3K1W1/x5x w 1'; // d5 sees d2 across the holes d4, d3
  const KINGS = 'x5x/3k3/3x3/3x3/7/2WK3/x5x w 1'; // only d3 stands between the Kings
  const NEAR_WARRIOR = 'x5x/3k3/7/5w1/7/3K3/x5x w 1'; // Black's warrior on f4 sees e3
  test.each<[string, string, string, string, WarriorJump?]>([
    ['no piece there', START, 'd4d5', 'd4d5 is not legal: there is no piece on d4'],
    ['no piece on a hole', START, 'a1b2', 'a1b2 is not legal: there is no piece on a1 (it is a hole)'],
    ['not your piece', START, 'd6d5', "d6d5 is not legal: the piece on d6 is Black's"],
    ['onto a hole', START, 'b2a1', 'b2a1 is not legal: a1 is a hole; all play is on the tiles (S2)'],
    ['onto an own piece', START, 'b2d2', "b2d2 is not legal: d2 holds White's King; a piece never takes its own side's pieces"],
    ['off the lines', START, 'b2c4', 'b2c4 is not legal: c4 is not on a rank, file or diagonal of b2'],
    ['a King beyond the first tile it sees', START, 'd2d4', 'd2d4 is not legal: the King moves only to the first tile it sees; toward d4 that is d3 (S3)'],
    ['a warrior beyond the second tile', START, 'b2b5', 'b2b5 is not legal: a warrior reaches at most the second tile it sees; toward b5 that is b4 (S4)'],
    ['a capture of nothing', START, 'd2xd3', 'd2xd3 is not legal: there is no piece to capture on d3'],
    ['a pass with moves to make', START, 'pass', 'pass is not legal: White has a move; a player passes only when without one (S7)'],
    ['the wrong removed tile', START, 'b2d4/c4', 'b2d4/c4 is not legal: the jump to d4 removes c3, not c4; write b2d4/c3'],
    ['a removed tile on a step', START, 'b2b3/b4', 'b2b3/b4 is not legal: a warrior moving to the first tile it sees removes none; write b2b3'],
    ['the second tile occupied', BLOCKED, 'b2b4', "b2b4 is not legal: the warrior cannot jump to b4: the second tile is occupied (by Black's warrior) (S4)"],
    ['the first tile occupied', NEIGHBOUR, 'b2b4', "b2b4 is not legal: the warrior cannot jump to b4: the first tile it sees, b3, is occupied (by Black's warrior) (S4)"],
    ['a warrior never captures', NEIGHBOUR, 'b2xb3', "b2xb3 is not legal: b3 holds Black's warrior; a warrior never captures (S4)"],
    ['a hole beyond under warriorJump: adjacent', HOLE_BEYOND, 'b2b5', 'b2b5 is not legal: the warrior cannot jump to b5: the cell beyond b3, b4, is a hole, and under warriorJump: adjacent the second tile must be the very next cell (S4)', 'adjacent'],
    ['in check, the King only steps', IN_CHECK, 'd2f4', 'd2f4 is not legal: the King is in check and may only step to an adjacent tile (S3)'],
    ['in check, a move that does not end it', IN_CHECK, 'f2f3', "f2f3 is not legal: White's King is in check and the move does not end it (the warrior on d5 sees it) (S6)"],
    ['in check, no pass', IN_CHECK, 'pass', 'pass is not legal: White is in check; a player passes only when not in check and without a move (S7)'],
    ['the Kings seeing each other', KINGS, 'd2d3', 'd2d3 is not legal: the move would leave the Kings seeing each other (S6)'],
    ['a removed tile that lets the Kings see each other', KINGS, 'c2e4/d3', 'c2e4/d3 is not legal: the move would leave the Kings seeing each other (S6)'],
    ['walking into a warrior’s sight', NEAR_WARRIOR, 'd2e3', "d2e3 is not legal: the move would leave White's King in check (the warrior on f4 sees it) (S6)"],
    ['a player who must pass', PASS_SETUP, 'a5a6', 'a5a6 is not legal: Black has no move and must pass (S7)'],
  ])('%s: %s %s', (_, position, text, message, warriorJump = 'seen') => {
    expect(shaktiText.parseMove(at(position), text, { warriorJump })).toEqual({ ok: false, error: { line: 1, message } });
  });

  test('the same jump is legal under warriorJump: seen', () => {
    expect(shaktiText.parseMove(at(HOLE_BEYOND), 'b2b5')).toEqual({ ok: true, value: { kind: 'jump', from: cell('b2'), to: cell('b5'), removed: cell('b3') } });
  });
});
