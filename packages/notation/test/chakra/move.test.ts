import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { chakra } from '@rulebook/rules';
import { chakra as chakraText } from '../../src/index.ts';
import type { ChakraPosition, Ruleset } from '../../src/rules.ts';
import { randomGame } from './helpers.ts';
import { CHAKRA } from '../support/rules.ts';

const position = (text: string): ChakraPosition => {
  const parsed = chakraText.parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return parsed.value;
};

const texts = (pos: ChakraPosition, ruleset: Ruleset = 'current') => CHAKRA[ruleset].legalMoves(pos).map((m) => chakraText.formatMove(pos, m));

// Positions with one feature each (checked move lists below).
const START = CHAKRA.current.start();
const PROMOTION = position('k7/4P3/8/8/8/8/8/4K3 w - QN 1');
const EMPTY_POOL = position('k7/4P3/8/8/8/8/8/4K3 w - - 1');
const CAPTURE = position('4k3/8/8/3p4/4P3/8/8/4K3 w - - 1');
const TRANSMISSION = position('4k3/8/4p3/8/8/8/4P3/4K3 w e3N,e6N - 1');
const DIRECT = position('4k3/8/8/8/3p4/8/8/3QK3 w d2N,d4N - 1');
const TAKE_TRANSMITTER = position('4k3/8/8/8/8/8/8/4K3 w d2n,h7n - 1');
const PASS = position('k7/8/8/8/4S3/8/8/K7 w e2N,e4N - 1');

describe('move text: canonical form', () => {
  test('the start position: piece moves, the Courtesans through the Transmitter, chakra moves and flips', () => {
    expect(texts(START).sort()).toEqual(
      [
        'a1b3', 'h1g3', 'b1~h2', 'g1~a2', 'b2b3', 'c2c3', 'd2d3', 'e2e3', 'f2f3', 'g2g3',
        'Ta2b4', 'Ta2b4*', 'Ta2c3', 'Ta2c3*', 'Ta2*', 'Th2f3', 'Th2f3*', 'Th2g4', 'Th2g4*', 'Th2*',
      ].sort(),
    );
  });

  test.each([
    ['a promotion', PROMOTION, ['e7e8=Q', 'e7e8=N']],
    ['a capture', CAPTURE, ['e4xd5', 'e4e5']],
    ['a capture through the Transmitter', TRANSMISSION, ['e2~xe6']],
    ['a capture written directly although the Transmitter also reaches it (C16)', DIRECT, ['d1xd4', 'e1~xd4']],
    ['a King taking a vacant enemy chakra: no piece is captured, so no x (C10)', TAKE_TRANSMITTER, ['e1d2']],
    ['a pass (C9)', PASS, ['pass', 'Te2*']],
  ])('%s', (_, pos, expected) => {
    for (const text of expected) expect(texts(pos)).toContain(text);
  });

  test('in random games every legal move has its own text, and reading the text gives the move back', () => {
    let checked = 0;
    for (const ruleset of ['current', '1995'] as const) {
      for (let seed = 100; seed < 108; seed++) {
        for (const { before } of randomGame(seed, 100, ruleset)) {
          const moves = CHAKRA[ruleset].legalMoves(before);
          const written = moves.map((m) => chakraText.formatMove(before, m));
          expect(new Set(written).size).toBe(written.length);
          for (const [i, text] of written.entries()) {
            const read = chakraText.parseMove(before, text, ruleset);
            if (!read.ok) throw new Error(`${text}: ${read.error.message}`);
            expect(CHAKRA.current.sameMove(read.value, moves[i]!)).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10000);
  });
});

describe('move text: other accepted spellings', () => {
  test.each([
    ['a capture without x', CAPTURE, 'e4d5', 'e4xd5'],
    ['a transmitted capture without x', TRANSMISSION, 'e2~e6', 'e2~xe6'],
    ['~ where the direct form is canonical', DIRECT, 'd1~xd4', 'd1xd4'],
    ['~ and no x where the direct form is canonical', DIRECT, 'd1~d4', 'd1xd4'],
    ['~ on a move that has no transmission at all (lenient)', START, 'b2~b3', 'b2b3'],
  ])('%s: %s', (_, pos, text, canonical) => {
    const read = chakraText.parseMove(pos, text);
    expect(read.ok && chakraText.formatMove(pos, read.value)).toBe(canonical);
  });
});

describe('move text: illegal moves get a reason', () => {
  test.each([
    ['no piece', START, 'e4e5', 'e4e5 is not legal: there is no piece on e4'],
    ['a chakra moved like a piece', START, 'a2a3', 'a2a3 is not legal: there is no piece on a2; a chakra move is written Ta2…'],
    ["the opponent's piece", START, 'e7e6', "e7e6 is not legal: the piece on e7 is Black's"],
    ['a pawn double step under current rules (C3)', START, 'e2e4', 'e2e4 is not legal: the pawn on e2 cannot reach e4'],
    ['a move onto an own piece', START, 'd1d2', "d1d2 is not legal: d2 holds White's pawn; a piece never takes its own side's pieces"],
    ['x with nothing to take', CAPTURE, 'e4xe5', 'e4xe5 is not legal: there is no piece to capture on e5'],
    ['a promotion to a type not lost (C14)', PROMOTION, 'e7e8=S', "e7e8=S is not legal: a pawn may only promote to a piece its side has lost; White's pool holds only a queen and a monkey"],
    ['onto the last rank with an empty pool (C14)', EMPTY_POOL, 'e7e8', "e7e8 is not legal: a pawn may only promote to a piece its side has lost; White's pool is empty"],
    ['a promotion with an empty pool (C14)', EMPTY_POOL, 'e7e8=Q', "e7e8=Q is not legal: a pawn may only promote to a piece its side has lost; White's pool is empty"],
    ['a promotion of a piece that is not a pawn', PROMOTION, 'e1e2=Q', 'e1e2=Q is not legal: only a pawn promotes, and the piece on e1 is a king'],
    ['a promotion short of the last rank', CAPTURE, 'e4e5=Q', 'e4e5=Q is not legal: a pawn promotes only on its last rank'],
    ['a promotion without the piece', PROMOTION, 'e7e8', 'e7e8 is ambiguous: a pawn reaching its last rank promotes; write e7e8=Q or e7e8=N'],
    ['stopping on the own chakra where transmission is compulsory (C4)', TRANSMISSION, 'e2e3', "e2e3 is not legal: the pawn entering White's chakra on e3 is sent on to e6; write e2~xe6"],
    ['a transmitted move written without ~', TRANSMISSION, 'e2xe6', 'e2xe6 is not legal: the pawn reaches e6 only through the Transmitter; write e2~xe6'],
    ['~ on a move no piece can make', START, 'b2~b4', 'b2~b4 is not legal: the pawn on b2 cannot reach b4'],
    ['a chakra that is not there', START, 'Tc3d5', 'Tc3d5 is not legal: there is no chakra on c3'],
    ["the opponent's chakra", START, 'Ta7b5', "Ta7b5 is not legal: the chakra on a7 is Black's"],
    ['an occupied chakra (C6)', TRANSMISSION, 'Te6d4', "Te6d4 is not legal: the chakra on e6 is not vacant (Black's pawn stands on it); only a vacant chakra moves"],
    ['a flip of an occupied chakra (C16)', PASS, 'Te4*', "Te4* is not legal: the chakra on e4 is not vacant (White's samurai stands on it); only a vacant chakra may be flipped"],
    ['a chakra onto a piece (C6)', START, 'Ta2b2', 'Ta2b2 is not legal: b2 is not free; a chakra moves only onto a square with no piece and no chakra'],
    ['a chakra off its geometry (C6)', START, 'Ta2a4', 'Ta2a4 is not legal: the chakra on a2 cannot reach a4 (knight face up, it moves as a knight)'],
    ['a pass where none exists (C9)', START, 'pass', "pass is not legal: a pass needs a piece of White's on one of its chakras that could move onto the other, vacant one"],
    ['a piece move written with T', START, 'Te2e3', "Te2e3 is not legal: there is no chakra on e2 (White's pawn stands there; a piece move has no T)"],
  ] as const)('%s: %s', (_, pos, text, message) => {
    expect(chakraText.parseMove(pos, text)).toEqual({ ok: false, error: { line: 1, message } });
  });

  test('a position with no legal move says so', () => {
    const mated = position('k7/1Q6/2K5/8/8/8/8/8 b - - 1');
    expect(CHAKRA.current.legalMoves(mated)).toEqual([]);
    expect(chakraText.parseMove(mated, 'a8b8')).toEqual({ ok: false, error: { line: 1, message: 'a8b8 is not legal: Black has no legal move' } });
  });

  test('the 1995 ruleset allows what current forbids (C3, C4), through the ruleset argument', () => {
    expect(chakraText.parseMove(START, 'e2e4', '1995').ok).toBe(true);
    expect(chakraText.parseMove(TRANSMISSION, 'e2e3', '1995').ok).toBe(true);
    expect(chakraText.parseMove(TRANSMISSION, 'e2e3').ok).toBe(false);
  });
});

describe('move text: garbled text names the column', () => {
  test.each([
    ['', 1, 'expected a move (e2e3, d1xd7, e7e8=Q, b1~h2, Ta2b4, Ta2b4*, Ta2* or pass), found end of text'],
    ['E2e3', 1, "expected a move (e2e3, d1xd7, e7e8=Q, b1~h2, Ta2b4, Ta2b4*, Ta2* or pass), found 'E'"],
    ['i2e3', 1, "expected a square (a1-h8), found 'i'"],
    ['e9e3', 1, "expected a square (a1-h8), found 'e'"],
    ['e2', 3, "expected '~', 'x' or a square, found end of text"],
    ['e2-e3', 3, "expected '~', 'x' or a square, found '-'"],
    ['e2xx3', 4, "expected a square, found 'x'"],
    ['e2~z3', 4, "expected 'x' or a square, found 'z'"],
    ['e2e3 ', 5, 'expected the end of the move, found a space'],
    ['e2e3+', 5, "expected the end of the move, found '+'"],
    ['e7e8=', 6, 'expected a promotion letter (Q, S, M, N or C), found end of text'],
    ['e7e8=P', 6, "expected a promotion letter (Q, S, M, N or C), found 'P'"],
    ['e7e8=q', 6, "expected a promotion letter (Q, S, M, N or C), found 'q'"],
    ['T', 2, 'expected the square of a chakra (a1-h8) after T, found end of text'],
    ['Ta2', 4, "expected the square the chakra moves to, or '*' to flip it in place, found end of text"],
    ['Ta2b4**', 7, "expected the end of the move, found '*'"],
    ['Ta2*b4', 5, "expected the end of the move, found 'b'"],
    ['Pass', 1, "expected a move (e2e3, d1xd7, e7e8=Q, b1~h2, Ta2b4, Ta2b4*, Ta2* or pass), found 'P'"],
  ])('%j', (text, column, message) => {
    expect(chakraText.parseMove(START, text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });

  test('fuzz: any text is a move, or an error with a column inside it or a reason', () => {
    const alphabet = fc.constantFrom(...'abcdeh1238T~x=*QNPpas '.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 9 })), (text) => {
        const syntax = chakraText.parseMoveSyntax(text);
        const read = chakraText.parseMove(START, text);
        if (read.ok) {
          expect(syntax.ok).toBe(true);
          expect(CHAKRA.current.legalMoves(START).some((m) => CHAKRA.current.sameMove(m, read.value))).toBe(true);
        } else if (!syntax.ok) {
          expect(read.error).toEqual(syntax.error);
          expect(read.error.column).toBeGreaterThanOrEqual(1);
          expect(read.error.column).toBeLessThanOrEqual(text.length + 1);
        } else {
          expect(read.error.message).toMatch(new RegExp(`^${text.replace(/[*~=]/g, '\\$&')} is (not legal|not complete|ambiguous): `));
        }
      }),
      { numRuns: 3000, seed: 5 },
    );
  });
});
