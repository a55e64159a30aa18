import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { medea } from '@rulebook/rules';
import { medea as medeaText } from '../../src/index.ts';
import { LOOP_SETUP, PASS_SETUP, REPLACEMENT_SETUP, START, randomMedeaGame } from './games.ts';
import { MEDEA } from '../support/rules.ts';

describe('Medea position string', () => {
  test('the provisional start position (D1) is mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1', () => {
    expect(medeaText.formatPosition(MEDEA.start())).toBe(START);
    const parsed = medeaText.parsePosition(START);
    expect(parsed.ok && parsed.value).toEqual({ ...MEDEA.start() });
  });

  test.each([LOOP_SETUP, PASS_SETUP, REPLACEMENT_SETUP, '4k3/8/8/8/8/8/8/4K3 b -/a7,h7 12', 'K7/8/8/8/8/8/8/7k w a1,b2/- 3'])('%s reads and writes back the same', (text) => {
    const parsed = medeaText.parsePosition(text);
    expect(parsed.ok && medeaText.formatPosition(parsed.value)).toBe(text);
  });

  test('chakras may be listed in any order; the writer lists them by square', () => {
    const parsed = medeaText.parsePosition('mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w h2,a2/h7,a7 1');
    expect(parsed.ok && medeaText.formatPosition(parsed.value)).toBe(START);
    expect(parsed.ok && [parsed.value.chakras[8], parsed.value.chakras[15], parsed.value.chakras[48]]).toEqual(['white', 'white', 'black']);
  });

  test('a piece may stand on a chakra; kings are K and k', () => {
    const parsed = medeaText.parsePosition(PASS_SETUP);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.board[15]).toEqual({ colour: 'white', type: 'king' });
    expect(parsed.value.chakras[15]).toBe('white');
    expect(parsed.value.chakras.filter((c) => c === 'black')).toHaveLength(0);
  });

  test('every position of random games writes and reads back to itself', () => {
    for (let seed = 1; seed <= 25; seed++) {
      for (const { after } of randomMedeaGame(seed, 80)) {
        const parsed = medeaText.parsePosition(medeaText.formatPosition(after));
        expect(parsed.ok && parsed.value).toEqual({ ...after, board: [...after.board], chakras: [...after.chakras] });
      }
    }
  });

  test.each([
    ["an empty string", "", 1, "expected a piece letter (M, K, m, k) or a digit 1-8, found end of text"],
    ["a Chakra letter", "nmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1", 1, "expected a piece letter (M, K, m, k) or a digit 1-8, found 'n'"],
    ["a digit 9", "mmmmmmmm/1mmmmmm1/2mmmm2/9/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1", 26, "expected a piece letter (M, K, m, k) or a digit 1-8, found '9'"],
    ["a rank of nine squares", "mmmmmmmm/1mmmmmm1/2mmmm2/8M/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1", 27, "rank 5 has 9 squares; a rank has 8"],
    ["a rank of seven squares", "mmmmmmmm/1mmmmmm1/2mmmm2/7/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1", 27, "rank 5 has 7 squares; a rank has 8"],
    ["seven ranks", "mmmmmmmm/1mmmmmm1/2mmmm2/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1", 52, "the board has 7 ranks; expected 8 separated by '/'"],
    ["nine ranks", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1", 47, "the board has more than 8 ranks; expected a space after rank 1, found '/'"],
    ["no side to move", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM", 54, "expected a space and the side to move, found end of text"],
    ["a bad side to move", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM W a2,h2/a7,h7 1", 55, "expected 'w' or 'b' for the side to move, found 'W'"],
    ["no chakras", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w", 56, "expected a space and the chakras (White's/Black's), found end of text"],
    ["a chakra off the board", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w i2,h2/a7,h7 1", 57, "expected a square of White's chakra (a1-h8) or '-', found 'i'"],
    ["a Chakra face", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2N,h2N,a7n,h7n - 1", 59, "expected '/' and Black's chakras (or '-'), found 'N'"],
    ["White with one chakra", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2/a7,h7 1", 57, "White has one chakra; a side has two or none"],
    ["Black with three chakras", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7,d5 1", 63, "Black has three chakras; a side has two or none"],
    ["two chakras on one square", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a2,h7 1", 63, "two chakras on a2"],
    ["a list ending in a comma", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2,/a7,h7 1", 63, "expected a square of White's chakra (a1-h8), found '/'"],
    ["Black's chakras missing", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2 1", 62, "expected '/' and Black's chakras (or '-'), found a space"],
    ["no move number", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7", 68, "expected a space and the move number, found end of text"],
    ["move number 0", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 0", 69, "the move number must be 1 or more, without leading zeros; found '0'"],
    ["something after the move number", "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1 x", 70, "expected the end of the position, found a space"],
  ])('%s', (_, text, column, message) => {
    expect(medeaText.parsePosition(text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });

  test.each([
    ['a White man on its far rank', 'M7/8/8/8/8/8/8/7k w -/- 1', /far rank at a8/],
    ['an empty board', '8/8/8/8/8/8/8/8 w -/- 1', /no piece/],
  ])('%s: checked by the game value validate, no column', (_, text, message) => {
    const parsed = medeaText.parsePosition(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.line).toBe(1);
    expect(parsed.error.column).toBeUndefined();
    expect(parsed.error.message).toMatch(message);
  });

  test('fuzz: any text gives a position or an error inside the text, never an exception', () => {
    const alphabet = fc.constantFrom(...'MKmk12345678/ wb-,a2h7'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 90 })), (text) => {
        const parsed = medeaText.parsePosition(text);
        if (parsed.ok) expect(MEDEA.validate(parsed.value)).toBeUndefined();
        else if (parsed.error.column !== undefined) expect(parsed.error.column).toBeLessThanOrEqual(text.length + 1);
      }),
      { numRuns: 1500, seed: 3 },
    );
  });
});
