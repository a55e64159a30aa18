import { describe, expect, test } from 'vitest';
import { chakart as chakartText, recordGame } from '../../src/index.ts';
import { EFFECTS, OPENING } from './games.ts';

const recordOf = (log: string): string => {
  const read = chakartText.readLog(log);
  if (!read.ok) throw new Error(read.error.message);
  return chakartText.writeRecord(read.value);
};
const built = (...args: Parameters<typeof chakartText.logFromMoves>): string => {
  const log = chakartText.logFromMoves(...args);
  if (!log.ok) throw new Error(log.error.message);
  return log.value;
};

const OPENING_RECORD = `[Game "Chakart"]
[Randomness "2"]
[Seed "7"]
[White "Ann"]
[Black "Bob"]
[Result "*"]

1. Pe2-e4 Nf8-g6 2. Re1-e2 {lay:f3} Ng6-e5 3. Re2xe3 {lay:d4} Ne5-d3 4. Re3xd3
{lay:c4} Pe7xe5 {egg:toadette toadette:k} K@h6 5. Rd3xd4 {push:w push:e lay:c3}
*
`;
describe('Chakart game record', () => {
  test("tags, then the decisions with their outcomes in braces; the seed's start needs no SetUp (K1, G4)", () => {
    expect(recordOf(OPENING)).toBe(OPENING_RECORD);
    expect(chakartText.writeRecord(chakartText.replayLog(OPENING))).toBe(OPENING_RECORD);
    expect(chakartText.recordToLog(OPENING_RECORD)).toEqual({ ok: true, value: OPENING });
  });

  test('a set-up position is a SetUp tag; Luigi and a banana push in braces', () => {
    const record = recordOf(EFFECTS);
    expect(record).toBe(`[Game "Chakart"]
[Randomness "2"]
[SetUp "k6r/8/8/8/7d/5e2/8/R3K1NR w 0 {\\"flags\\":\\"1111\\"}"]
[Result "*"]

1. Ng1xf3 {egg:luigi colour:h8} Ka8-b8 2. Rh1xh4 {push:n lay:g6} *
`);
    expect(chakartText.recordToLog(record)).toEqual({ ok: true, value: EFFECTS });
  });

  test("a number opens each of White's turns; a turn's further decisions follow it (Daisy's bonus, K6)", () => {
    const log = built({ position: 'k6r/8/8/8/8/5e2/8/4K1N1 b 5 {"flags":"1111"}', seed: 3 }, [
      'Ka8-b8',
      { decision: 'Ng1-f3', outcomes: ['egg:daisy'] },
      'Ke1-d1',
      'Kb8-c8',
      'Kd1-c1',
    ]);
    const record = recordOf(log);
    expect(record.split('\n').at(-2)).toBe('3... Ka8-b8 4. Ng1xf3 {egg:daisy} Ke1-d1 Kb8-c8 5. Kd1-c1 *');
    expect(chakartText.recordToLog(record)).toEqual({ ok: true, value: log });
  });

  test('the end: kings captured, a resignation (K2, G2); the standard array needs no SetUp', () => {
    const won = built({ position: 'k7/8/8/8/8/8/8/r3K3 b 0 {"flags":"1111"}', seed: 1 }, ['Ra1xe1']);
    const record = recordOf(won);
    expect(record).toBe(`[Game "Chakart"]
[Randomness "2"]
[Seed "1"]
[SetUp "k7/8/8/8/8/8/8/r3K3 b 0 {\\"flags\\":\\"1111\\"}"]
[Result "0-1"]
[Termination "kings-captured"]

1... Ra1xe1 {lay:d2} {Black wins: White has no king left} 0-1
`);
    expect(chakartText.recordToLog(record)).toEqual({ ok: true, value: won });
    const resigned = built({ randomness: 0, seed: 5 }, ['Pe2-e4', { type: 'resign', player: 'white' }]);
    expect(recordOf(resigned)).toBe('[Game "Chakart"]\n[Randomness "0"]\n[Seed "5"]\n[Result "0-1"]\n[Termination "resignation"]\n\n1. Pe2-e4 {Black wins by resignation} 0-1\n');
    expect(chakartText.recordToLog(recordOf(resigned))).toEqual({ ok: true, value: resigned });
  });

  test('a hand-written record: a Seed draws the start, outcomes are checked, the facts come from the rules', () => {
    const log = chakartText.readRecord('[Game "Chakart"]\n[Seed "7"]\n\n1. Pe2-e4 Nf8-g6 2. Re1-e2 {lay:f3} *\n');
    expect(log.ok && log.value.start.options).toEqual({ randomness: 2, seed: 7 });
    expect(log.ok && log.value.events.length).toBe(3);
    expect(recordGame(OPENING_RECORD)).toEqual({ ok: true, value: 'chakart' });
  });

  test.each([
    ['a randomness of 3', OPENING_RECORD.replace('[Randomness "2"]', '[Randomness "3"]'), 2, 14, 'expected the randomness "0", "1" or "2" (K1), found "3"'],
    ['a seed with a leading zero', OPENING_RECORD.replace('[Seed "7"]', '[Seed "07"]'), 3, 8, 'expected a seed, a whole number 0 to 4294967295, found "07"'],
    ['a shuffled start with neither Seed nor SetUp', OPENING_RECORD.replace('[Seed "7"]\n', ''), 2, 14, 'a shuffled start (Randomness 2, K1) needs a Seed tag to draw it from, or a SetUp tag'],
    ['a bad SetUp', OPENING_RECORD.replace('[Seed "7"]', '[SetUp "8/8 w 0 {}"]'), 3, 12, "SetUp: the board has 2 ranks; expected 8 separated by '/'"],
    ['braces never closed', OPENING_RECORD.replace('{lay:f3}', '{lay:f3'), 8, 36, "expected an outcome (push:n, egg:daisy, colour:g8, toadette:q or lay:g7), found 'Ng6-e5' (the '{' at line 8, column 28 is not closed)"],
    ['braces in braces', OPENING_RECORD.replace('{lay:f3}', '{lay:f3 {push:s}'), 8, 36, "expected an outcome or '}', found '{'; the braces after '{lay:f3' are not closed"],
    ['an outcome that is no outcome', OPENING_RECORD.replace('{lay:f3}', '{lay:d9}'), 8, 33, "expected a square (a1-h8) after lay:, found 'd9'"],
    ['an impossible outcome', OPENING_RECORD.replace('{lay:f3}', '{lay:d4}'), 8, 21, 'Re1-e2 is refused: outcome 1 (lay:d4) is not possible here: it could be lay:f3, lay:d3'],
    ['a missing outcome', OPENING_RECORD.replace(' {lay:f3}', ''), 8, 21, 'Re1-e2 is refused: outcome 1 is missing: a lay draw was due'],
    ['an extra outcome', OPENING_RECORD.replace('Nf8-g6', 'Nf8-g6 {push:n}'), 8, 11, 'Nf8-g6 is refused: outcome 1 (push:n) was never drawn: the decision needed 0'],
    ['an illegal decision', OPENING_RECORD.replace('Nf8-g6', 'Nf8-f6'), 8, 11, 'Nf8-f6 is not legal: the knight on f8 cannot move to f6'],
    ['a wrong move number', OPENING_RECORD.replace('2. Re1', '3. Re1'), 8, 18, "expected the move number 2. (White to move), found '3.'"],
    ['a result that differs from the tag', OPENING_RECORD.replace(/\*\n$/, '1-0\n'), 10, 1, 'the result 1-0 differs from the Result tag "*"'],
  ])('%s is refused where it is', (_, text, line, column, message) => {
    expect(chakartText.recordToLog(text)).toEqual({ ok: false, error: { line, column, message } });
  });
});

describe('notes in a record (an analysis)', () => {
  test('braces that begin with neither a letter nor a space are skipped, after a move with or without outcomes', () => {
    const noted = OPENING_RECORD.replace('1. Pe2-e4 Nf8-g6', '1. Pe2-e4 {(+0.10 -> +0.05)} Nf8-g6 {[%eval 0.2] a note in words}')
      .replace('2. Re1-e2 {lay:f3}', '2. Re1-e2 {lay:f3} {(-0.30 -> -1.40) blunder; best Pd2-d4}');
    expect(noted).not.toBe(OPENING_RECORD);
    expect(chakartText.recordToLog(noted)).toEqual({ ok: true, value: OPENING });
  });

  test('a note left open is an error at its brace; braces with a capital are still the closing comment', () => {
    const open = OPENING_RECORD.replace('lay:c3}\n*', 'lay:c3} {(+1.20\n*');
    expect(open).not.toBe(OPENING_RECORD);
    const read = chakartText.recordToLog(open);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatchObject({ line: 9, column: 81, message: "the comment has no closing '}'" });
    const capital = OPENING_RECORD.replace('1. Pe2-e4 Nf8-g6', '1. Pe2-e4 {Mistake} Nf8-g6');
    expect(chakartText.recordToLog(capital).ok).toBe(false);
  });
});
