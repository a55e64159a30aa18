import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { chakra as chakraText } from '../../src/index.ts';
import type { ChakraMove } from '../../src/rules.ts';
import { GAME, MATE } from './games.ts';
import { randomGame } from './helpers.ts';

const read = (text: string) => {
  const log = chakraText.readLog(text);
  if (!log.ok) throw new Error(log.error.message);
  return log.value;
};

const log = (...args: Parameters<typeof chakraText.logFromMoves>): string => {
  const written = chakraText.logFromMoves(...args);
  if (!written.ok) throw new Error(written.error.message);
  return written.value;
};

const GAME_RECORD = `[Game "Chakra"]
[Ruleset "current"]
[White "Ann"]
[Black "Bob"]
[Result "*"]

1. e2e3 e7e6 2. d1g4 d8g5 3. g4xg5 Ta7b5 4. b1~h2 Th7* *
`;

const MATE_RECORD = `[Game "Chakra"]
[Ruleset "current"]
[SetUp "k7/2K5/8/8/8/8/8/1Q6 w - - 1"]
[Result "1-0"]
[Termination "checkmate"]

1. b1b7 {White wins by checkmate} 1-0
`;

describe('game record: writing', () => {
  test('a game in progress', () => {
    expect(chakraText.writeRecord(read(GAME))).toBe(GAME_RECORD);
  });

  test('a checkmate from a set-up position', () => {
    expect(chakraText.writeRecord(read(MATE))).toBe(MATE_RECORD);
  });

  test('a replay gives the same record as the log it replayed', () => {
    expect(chakraText.writeRecord(chakraText.replayLog(GAME))).toBe(GAME_RECORD);
    expect(chakraText.writeRecord(chakraText.replayLog(MATE))).toBe(MATE_RECORD);
  });

  test('a resignation shows as the result and the Termination (G2)', () => {
    const record = chakraText.writeRecord(read(log({}, ['e2e3', { type: 'resign', player: 'black' }])));
    expect(record).toContain('[Result "1-0"]\n[Termination "resignation"]\n\n1. e2e3 {White wins by resignation} 1-0\n');
  });

  test('an agreed draw, Black to move first, move numbers from the set-up position, repetition off', () => {
    const record = chakraText.writeRecord(
      read(log({ position: 'k7/2K5/8/8/8/8/8/1Q6 b - - 40', repetition: false, tags: { Event: 'Say "hi" \\o/' } }, ['a8a7', 'b1b2', 'a7a8', { type: 'draw' }])),
    );
    expect(record).toBe(`[Game "Chakra"]
[Ruleset "current"]
[SetUp "k7/2K5/8/8/8/8/8/1Q6 b - - 40"]
[Event "Say \\"hi\\" \\\\o/"]
[Repetition "off"]
[Result "1/2-1/2"]
[Termination "agreement"]

40... a8a7 41. b1b2 a7a8 {Draw by agreement} 1/2-1/2
`);
  });

  test('long games wrap the move text at 80 characters', () => {
    const text = log({}, randomGame(3, 200).map((p) => p.move));
    const record = chakraText.writeRecord(read(text));
    const lines = record.split('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((l) => l.length <= 80)).toBe(true);
  });
});

describe('game record: log -> record -> log is the same log', () => {
  test.each([
    ['a game in progress', GAME],
    ['a checkmate', MATE],
  ])('%s', (_, text) => {
    expect(chakraText.recordToLog(chakraText.writeRecord(read(text)))).toEqual({ ok: true, value: text });
  });

  test('random games in both rulesets, ending in every way', () => {
    let count = 0;
    for (const ruleset of ['current', '1995'] as const) {
      for (let seed = 300; seed < 310; seed++) {
        const moves: (ChakraMove | { type: 'resign'; player: 'white' | 'black' } | { type: 'draw' })[] = randomGame(seed, 160, ruleset).map((p) => p.move);
        if (seed % 3 === 1) moves.push({ type: 'resign', player: moves.length % 2 === 0 ? 'white' : 'black' });
        if (seed % 3 === 2) moves.push({ type: 'draw' });
        const written = chakraText.logFromMoves({ ruleset, repetition: seed % 2 === 0, tags: { White: `w${seed}`, Site: 'here' } }, moves);
        if (!written.ok) continue; // a random game may have ended before the resignation
        const back = chakraText.recordToLog(chakraText.writeRecord(read(written.value)));
        expect(back).toEqual({ ok: true, value: written.value });
        count++;
      }
    }
    expect(count).toBeGreaterThan(12);
  });

  test('a record without Termination: a decisive result is a resignation, a draw an agreement', () => {
    const back = chakraText.recordToLog('[Game "Chakra"]\n\n1. e2e3 0-1\n');
    expect(back.ok && back.value.split('\n')[2]).toBe('{"event":"resign","ply":2,"player":"white"}');
  });

  test('move numbers may be glued to the moves, or left out', () => {
    const glued = chakraText.recordToLog('[Game "Chakra"]\n[White "Ann"]\n[Black "Bob"]\n\n1.e2e3 e7e6 d1g4 2...d8g5 g4g5 Ta7b5 4. b1~h2 Th7* *');
    expect(glued).toEqual({ ok: true, value: GAME });
  });
});

describe('game record: errors name the line and column', () => {
  test.each([
    ['no Game tag', '[White "Ann"]\n\n1. e2e3 *\n', 1, 1, 'the record has no [Game "Chakra"] tag'],
    ['a record of chess', '[Game "Chess"]\n\n1. e2e4 *\n', 1, 8, 'this is a record of "Chess"; only "Chakra" is read here'],
    ['a tag without quotes', '[Game "Chakra"]\n[White Ann]\n\n*\n', 2, 8, 'expected \'"\' before the tag value, found \'A\''],
    ['a tag without a closing quote', '[Game "Chakra"]\n[White "Ann]\n\n*\n', 2, 13, 'the tag value has no closing \'"\''],
    ['a tag without a closing bracket', '[Game "Chakra"]\n[White "Ann"\n\n*\n', 2, 13, "expected ']' after the tag value, found end of text"],
    ['a tag name with a space', '[Game "Chakra"]\n[ White "Ann"]\n\n*\n', 2, 2, "expected a tag name (letters, digits, _), found a space"],
    ['a tag twice', '[Game "Chakra"]\n[White "Ann"]\n[White "Bob"]\n\n*\n', 3, 2, 'a second White tag'],
    ['an unknown ruleset', '[Game "Chakra"]\n[Ruleset "2001"]\n\n*\n', 2, 11, 'expected the ruleset "current" or "1995", found "2001"'],
    ['a bad SetUp, at the column inside the tag', '[Game "Chakra"]\n[SetUp "k7/2K5/8/8/8/8/8/1Q6 x - - 1"]\n\n*\n', 2, 30, "SetUp: expected 'w' or 'b' for the side to move, found 'x'"],
    ['an impossible SetUp', '[Game "Chakra"]\n[SetUp "k7/8/8/8/8/8/8/8 w - - 1"]\n\n*\n', 2, 9, 'SetUp: White has 0 Kings; each side has exactly one'],
    ['an unknown Result', '[Game "Chakra"]\n[Result "2-0"]\n\n*\n', 2, 10, 'expected the result 1-0, 0-1, 1/2-1/2 or *, found "2-0"'],
    ['an unknown Termination', '[Game "Chakra"]\n[Termination "flag"]\n\n*\n', 2, 15, 'expected checkmate, stalemate, repetition, resignation, agreement, time, found "flag"'],
    ['an illegal move', '[Game "Chakra"]\n\n1. e2e3 e7e6\n2. e3e5 *\n', 4, 4, 'e3e5 is not legal: the pawn on e3 cannot reach e5'],
    ['garbled move text', '[Game "Chakra"]\n\n1. e2-e3 *\n', 3, 6, "expected '~', 'x' or a square, found '-'"],
    ['garbled glued move text', '[Game "Chakra"]\n\n1.e2e3 e7e6 2.d1g44 *\n', 3, 19, 'expected the end of the move, found \'4\''],
    ['a wrong move number', '[Game "Chakra"]\n\n1. e2e3 e7e6 3. d1g4 *\n', 3, 14, "expected the move number 2. (White to move), found '3.'"],
    ['a number for Black written as for White', '[Game "Chakra"]\n\n1. e2e3 1. e7e6 *\n', 3, 9, "expected the move number 1... (Black to move), found '1.'"],
    ['a stray number', '[Game "Chakra"]\n\n1. e2e3 17 *\n', 3, 9, "expected a move, a move number or the result, found '17'"],
    ['no result: a truncated record', '[Game "Chakra"]\n\n1. e2e3 e7e6 2. d1g4\n', 3, 21, 'the move text ends without a result (1-0, 0-1, 1/2-1/2 or *); is the record truncated?'],
    ['a move after the result', '[Game "Chakra"]\n\n1. e2e3 * e7e6\n', 3, 11, "the result * ends the move text; found 'e7e6' after it"],
    ['a result unlike the Result tag', '[Game "Chakra"]\n[Result "1-0"]\n\n1. e2e3 0-1\n', 4, 9, 'the result 0-1 differs from the Result tag "1-0"'],
    ['a move after checkmate', '[Game "Chakra"]\n[SetUp "k7/2K5/8/8/8/8/8/1Q6 w - - 1"]\n\n1. b1b7 a8a7 1-0\n', 4, 9, "the game is over (White wins by checkmate); 'a8a7' may not follow"],
    ['checkmate with the wrong result', '[Game "Chakra"]\n[SetUp "k7/2K5/8/8/8/8/8/1Q6 w - - 1"]\n\n1. b1b7 0-1\n', 4, 9, 'the moves end the game by checkmate, so the result is 1-0, not 0-1'],
    ['checkmate with the result *', '[Game "Chakra"]\n[SetUp "k7/2K5/8/8/8/8/8/1Q6 w - - 1"]\n\n1. b1b7 *\n', 4, 9, 'the moves end the game by checkmate, so the result is 1-0, not *'],
    ['stalemate called checkmate', '[Game "Chakra"]\n[SetUp "k7/2K5/8/8/8/8/8/1Q6 w - - 1"]\n[Termination "checkmate"]\n\n1. b1b6 1/2-1/2\n', 3, 15, 'the moves end the game by stalemate, not by checkmate'],
    ['a checkmate that is not there', '[Game "Chakra"]\n[Termination "checkmate"]\n\n1. e2e3 1-0\n', 2, 15, 'the moves do not end the game by checkmate; with the result 1-0 the Termination is resignation or time'],
    ['a Termination for a game in progress', '[Game "Chakra"]\n[Termination "resignation"]\n\n1. e2e3 *\n', 2, 15, 'the result * says the game goes on, but the Termination says resignation'],
  ])('%s', (_, text, line, column, message) => {
    expect(chakraText.recordToLog(text)).toEqual({ ok: false, error: { line, column, message } });
  });
});

test('fuzz: a record with one character changed converts or fails at a line and column of the record, never throws', () => {
  const lines = GAME_RECORD.split('\n');
  fc.assert(
    fc.property(fc.nat(GAME_RECORD.length - 1), fc.constantFrom('', ' ', '"', ']', '[', '1', '.', 'x', '*', '\n', '~'), (index, c) => {
      const text = GAME_RECORD.slice(0, index) + c + GAME_RECORD.slice(index + 1);
      const back = chakraText.recordToLog(text);
      if (!back.ok) {
        expect(back.error.line).toBeGreaterThanOrEqual(1);
        expect(back.error.line).toBeLessThanOrEqual(lines.length + 1);
        expect(back.error.column).toBeGreaterThanOrEqual(1);
      } else {
        expect(chakraText.replayLog(back.value).ok).toBe(true);
      }
    }),
    { numRuns: 1500, seed: 9 },
  );
});

describe('game record: notes (an analysis) are skipped', () => {
  test('after a move, before the closing comment, over several lines', () => {
    const noted = MATE_RECORD.replace('1. b1b7 {White', '1. b1b7 {(+9.00 -> win in 1 ply)\nbest b1b7} {White');
    expect(chakraText.recordToLog(noted)).toEqual(chakraText.recordToLog(MATE_RECORD));
    const game = GAME_RECORD.replace('e2e3 e7e6', 'e2e3 {+0.10} e7e6 {!?}');
    expect(chakraText.recordToLog(game)).toEqual(chakraText.recordToLog(GAME_RECORD));
  });
});
