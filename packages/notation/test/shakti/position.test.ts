import { describe, expect, test } from 'vitest';
import { shakti } from '@rulebook/rules';
import { shakti as shaktiText } from '../../src/index.ts';
import { CAPTURE_SETUP, PASS_SETUP, START, randomShaktiGame } from './games.ts';
import { SHAKTI } from '../support/rules.ts';

describe('Shakti position string', () => {
  test('the start position (S1) is x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 1', () => {
    expect(shaktiText.formatPosition(SHAKTI.seen.start())).toBe(START);
    const parsed = shaktiText.parsePosition(START);
    expect(parsed.ok && parsed.value).toEqual({ ...SHAKTI.seen.start() });
  });

  test.each([CAPTURE_SETUP, PASS_SETUP, 'x5x/3k3/3x3/3x3/7/2WK3/x5x w 1'])('%s reads and writes back the same', (text) => {
    const parsed = shaktiText.parsePosition(text);
    expect(parsed.ok && shaktiText.formatPosition(parsed.value)).toBe(text);
  });

  test('holes break the runs of vacant tiles: x and digits', () => {
    const parsed = shaktiText.parsePosition('x5x/3k3/3x3/3x3/7/2WK3/x5x w 1');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.tiles.filter((t) => !t)).toHaveLength(6);
    expect(parsed.value.tiles[shakti.parseCell('d4')!]).toBe(false);
    expect(parsed.value.board[shakti.parseCell('c2')!]).toEqual({ colour: 'white', type: 'warrior' });
  });

  test('every position of random games in both settings writes and reads back to itself', () => {
    for (const warriorJump of ['seen', 'adjacent'] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        for (const { after } of randomShaktiGame(seed, 80, warriorJump)) {
          const text = shaktiText.formatPosition(after);
          const parsed = shaktiText.parsePosition(text);
          expect(parsed.ok && parsed.value).toEqual({ ...after, board: [...after.board], tiles: [...after.tiles] });
        }
      }
    }
  });

  test.each([
    ['an empty string', '', 1, "expected a piece letter (K, W, k, w), a digit 1-7 or 'x', found end of text"],
    ['a chess letter', 'x5x/1w1q1w1/7/7/7/1W1K1W1/x5x w 1', 8, "expected a piece letter (K, W, k, w), a digit 1-7 or 'x', found 'q'"],
    ['a digit 8', 'x5x/1w1k1w1/8/7/7/1W1K1W1/x5x w 1', 13, "expected a piece letter (K, W, k, w), a digit 1-7 or 'x', found '8'"],
    ['a rank of eight cells', 'x5x/1w1k1w1/7/7/7/1W1K1W2/x5x w 1', 25, 'rank 2 has 8 cells; a rank has 7'],
    ['a rank with a cell too many after a full run', 'x5x/1w1k1w1/7/7x/7/1W1K1W1/x5x w 1', 16, 'rank 4 has 8 cells; a rank has 7'],
    ['a rank of six cells', 'x5x/1w1k1w1/6/7/7/1W1K1W1/x5x w 1', 14, 'rank 5 has 6 cells; a rank has 7'],
    ['six ranks', 'x5x/1w1k1w1/7/7/1W1K1W1/x5x w 1', 28, "the board has 6 ranks; expected 7 separated by '/'"],
    ['eight ranks', 'x5x/1w1k1w1/7/7/7/7/1W1K1W1/x5x w 1', 28, "the board has more than 7 ranks; expected a space after rank 1, found '/'"],
    ['no side to move', 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x', 30, 'expected a space and the side to move, found end of text'],
    ['a bad side to move', 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x W 1', 31, "expected 'w' or 'b' for the side to move, found 'W'"],
    ['no move number', 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w', 32, 'expected a space and the move number, found end of text'],
    ['move number 0', 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 0', 33, "the move number must be 1 or more, without leading zeros; found '0'"],
    ['something after the move number', 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 1 -', 34, "expected the end of the position, found a space"],
    ['a Chakra position', 'ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 1', 1, "expected a piece letter (K, W, k, w), a digit 1-7 or 'x', found 'n'"],
  ])('%s', (_, text, column, message) => {
    expect(shaktiText.parsePosition(text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });

  test.each([
    ['a corner with a tile (S1)', '7/1w1k1w1/7/7/7/1W1K1W1/x5x w 1', /corner a7/],
    ['two White Kings', 'x5x/1w1k1w1/7/7/7/1WKK1W1/x5x w 1', /White has 2 Kings/],
    ['no Black King', 'x5x/1w3w1/7/7/7/1W1K1W1/x5x w 1', /Black has 0 Kings/],
    ['the side not to move in check', 'x5x/3k3/3W3/7/7/3K3/x5x w 1', /Black is in check/],
    ['the Kings seeing each other (S6)', 'x5x/3k3/3x3/3x3/3x3/3K3/x5x w 1', /Kings see each other/],
  ])('%s: checked by the game value validate, no column', (_, text, message) => {
    const parsed = shaktiText.parsePosition(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.line).toBe(1);
    expect(parsed.error.column).toBeUndefined();
    expect(parsed.error.message).toMatch(message);
  });
});
