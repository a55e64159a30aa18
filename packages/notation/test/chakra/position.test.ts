import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { chakra } from '@rulebook/rules';
import { chakra as chakraText } from '../../src/index.ts';
import { START, randomGame } from './helpers.ts';
import { CHAKRA } from '../support/rules.ts';

describe('position string: round trip', () => {
  test('the start position (C1) is the documented string', () => {
    expect(chakraText.formatPosition(CHAKRA.current.start())).toBe(START);
    const parsed = chakraText.parsePosition(START);
    expect(parsed.ok && parsed.value).toEqual(CHAKRA.current.start());
  });

  test.each([
    ['king faces, Black to move, pools on both sides', '4k3/8/8/8/8/8/8/4K3 b c3K,f6N,a7k,h7n QSSMNCqcc 37'],
    ['no chakras, empty pools', 'k7/4P3/8/8/8/8/8/4K3 w - - 1'],
    ['only Black has chakras', 'k7/8/8/8/8/8/8/4K3 w - - 1'.replace(' - - ', ' a7n,h7n - ')],
    ['pieces on chakras', '4k3/8/4p3/8/8/8/4P3/4K3 w e3N,e6N n 120'],
  ])('%s', (_, text) => {
    const parsed = chakraText.parsePosition(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(chakraText.formatPosition(parsed.value)).toBe(text);
  });

  test('pools and chakras in any order are read, and written in canonical order', () => {
    const parsed = chakraText.parsePosition('4k3/8/8/8/8/8/8/4K3 w h7n,c3K,a7k,f6N cqQNcS 2');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(chakraText.formatPosition(parsed.value)).toBe('4k3/8/8/8/8/8/8/4K3 w c3K,f6N,a7k,h7n QSNqcc 2');
  });

  test('every position of random games, both rulesets, survives format then parse', () => {
    let count = 0;
    for (const ruleset of ['current', '1995'] as const) {
      for (let seed = 1; seed <= 12; seed++) {
        for (const { after } of randomGame(seed, 120, ruleset)) {
          const text = chakraText.formatPosition(after);
          const parsed = chakraText.parsePosition(text);
          if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
          expect(parsed.value).toEqual(after);
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
  });
});

describe('position string: malformed input names the column and what was expected', () => {
  // START columns: board 1-43, space 44, turn 45, space 46, chakras 47-61, space 62, pools 63, space 64, fullmove 65.
  const replaceAt = (text: string, column: number, length: number, by: string) =>
    text.slice(0, column - 1) + by + text.slice(column - 1 + length);

  test.each([
    ['a letter that is no piece', replaceAt(START, 13, 1, 'x'), 13, "expected a piece letter or a digit, found 'x'"],
    ['the digit 0', replaceAt(START, 19, 1, '0'), 19, "expected a piece letter or a digit 1-8, found '0'"],
    ['the digit 9', replaceAt(START, 19, 1, '9'), 19, "expected a piece letter or a digit 1-8, found '9'"],
    ['rank 7 with 9 squares', replaceAt(START, 17, 1, '2'), 17, 'rank 7 has 9 squares'],
    ['rank 3 with 9 squares', replaceAt(START, 25, 1, 'p8'), 26, 'rank 3 has 9 squares'],
    ['rank 3 with 10 squares, a piece past the edge', replaceAt(START, 25, 1, '8pp'), 26, 'rank 3 has 10 squares'],
    ['rank 6 with 7 squares', replaceAt(START, 19, 1, '7'), 20, 'rank 6 has 7 squares'],
    ['rank 1 with 7 squares', replaceAt(START, 43, 1, ''), 43, 'rank 1 has 7 squares'],
    ['an empty rank 7', replaceAt(START, 10, 8, ''), 10, 'rank 7 has 0 squares'],
    ['an empty board', ' w - - 1', 1, 'expected a piece letter or a digit, found a space'],
    ['the empty string', '', 1, 'expected a piece letter or a digit, found end of text'],
    ['7 ranks', replaceAt(START, 25, 2, ''), 42, "the board has 7 ranks; expected 8 separated by '/'"],
    ['9 ranks', replaceAt(START, 44, 0, '/8'), 44, "the board has more than 8 ranks; expected a space after rank 1, found '/'"],
    ['no side to move', START.slice(0, 43), 44, 'expected a space and the side to move, found end of text'],
    ['a wrong side to move', replaceAt(START, 45, 1, 'W'), 45, "expected 'w' or 'b' for the side to move, found 'W'"],
    ['two spaces', replaceAt(START, 44, 0, ' '), 45, "expected 'w' or 'b' for the side to move, found a space"],
    ['a chakra off the board', replaceAt(START, 47, 1, 'i'), 47, "expected a chakra square (a1-h8) or '-', found 'i'"],
    ['a chakra on rank 9', replaceAt(START, 48, 1, '9'), 47, "expected a chakra square (a1-h8) or '-', found 'a'"],
    ['a chakra face that is none', replaceAt(START, 49, 1, 'Q'), 49, "expected a chakra face: 'N' or 'K' for White's, 'n' or 'k' for Black's, found 'Q'"],
    ['a chakra without a face', replaceAt(START, 49, 1, ''), 49, "expected a chakra face: 'N' or 'K' for White's, 'n' or 'k' for Black's, found ','"],
    ['White with one chakra', replaceAt(START, 51, 4, ''), 47, "White has one chakra; a side has two or none"],
    ['Black with three chakras', replaceAt(START, 62, 0, ',c6k'), 47, 'Black has three chakras; a side has two or none'],
    ['two chakras on one square', replaceAt(START, 51, 3, 'a2n'), 51, 'two chakras on a2'],
    ['a chakra list ending in a comma', replaceAt(START, 62, 0, ','), 63, "expected a chakra square (a1-h8) or '-', found a space"],
    ['a pawn in a pool', replaceAt(START, 63, 1, 'QP'), 64, "found 'P': a pool holds only Q, S, M, N or C (lower case for Black)"],
    ['a king in a pool', replaceAt(START, 63, 1, 'k'), 63, "found 'k': a pool holds only Q, S, M, N or C (lower case for Black)"],
    ['a stray pool letter', replaceAt(START, 63, 1, 'Qz'), 64, 'expected a pool letter (Q, S, M, N or C, lower case for Black), found \'z\''],
    ['no move number', START.slice(0, 63), 64, 'expected a space and the move number, found end of text'],
    ['move number 0', replaceAt(START, 65, 1, '0'), 65, "the move number must be 1 or more, without leading zeros; found '0'"],
    ['a leading zero', replaceAt(START, 65, 1, '07'), 65, "the move number must be 1 or more, without leading zeros; found '07'"],
    ['a word for a move number', replaceAt(START, 65, 1, 'one'), 65, "expected a move number (1 or more), found 'o'"],
    ['text after the position', `${START} x`, 66, 'expected the end of the position, found a space'],
    ['a trailing newline', `${START}\n`, 66, "expected the end of the position, found '\n'"],
  ])('%s', (_, text, column, message) => {
    expect(chakraText.parsePosition(text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });
});

describe('position string: semantic problems come from the game value validate, without a column', () => {
  test.each([
    ['no White King', '4k3/8/8/8/8/8/8/8 w - - 1', 'White has 0 Kings; each side has exactly one'],
    ['a pawn on its last rank', '3Pk3/8/8/8/8/8/8/4K3 w - - 1', 'a white pawn stands on its last rank at d8'],
    ['the side not to move in check', 'k7/8/1K6/8/8/8/8/7Q w - - 1', "Black is in check but it is not Black's turn"],
  ])('%s', (_, text, message) => {
    expect(chakraText.parsePosition(text)).toEqual({ ok: false, error: { line: 1, message } });
  });
});

test('fuzz: any text gives a position or an error inside the text, never an exception', () => {
  const alphabet = fc.constantFrom(...'KQSMNCPkqsmncp12345678/ wb-,aehNnKk09x'.split(''));
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 80 })), (text) => {
      const parsed = chakraText.parsePosition(text);
      if (parsed.ok) {
        expect(CHAKRA.current.validate(parsed.value)).toBeUndefined();
      } else {
        expect(parsed.error.line).toBe(1);
        if (parsed.error.column !== undefined) {
          expect(parsed.error.column).toBeGreaterThanOrEqual(1);
          expect(parsed.error.column).toBeLessThanOrEqual(text.length + 1);
        }
      }
    }),
    { numRuns: 2000, seed: 7 },
  );
});

test('fuzz: a changed character of the start position is rejected, or read into a position that round-trips', () => {
  fc.assert(
    fc.property(fc.nat(START.length - 1), fc.constantFrom(...'KqP1/ x-,N'.split('')), (index, c) => {
      const text = START.slice(0, index) + c + START.slice(index + 1);
      const parsed = chakraText.parsePosition(text);
      if (parsed.ok) {
        const again = chakraText.parsePosition(chakraText.formatPosition(parsed.value));
        expect(again.ok && again.value).toEqual(parsed.value);
      }
    }),
    { numRuns: 500, seed: 11 },
  );
});
