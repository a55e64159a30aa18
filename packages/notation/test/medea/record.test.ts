import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { medea } from '@rulebook/rules';
import { shakti as shaktiText, medea as medeaText, recordGame } from '../../src/index.ts';
import { seeded } from '../support/seeded.ts';
import { MATE_RECORD } from '../shakti/games.ts';
import { LOOP, LOOP_SETUP, OPENING, OPENING_RECORD, REPLACEMENT_SETUP } from './games.ts';
import { MEDEA } from '../support/rules.ts';

describe('Medea game record', () => {
  test('a log becomes a record and the record the same log', () => {
    const read = medeaText.readLog(OPENING);
    expect(read.ok && medeaText.writeRecord(read.value)).toBe(OPENING_RECORD);
    expect(medeaText.writeRecord(medeaText.replayLog(OPENING))).toBe(OPENING_RECORD);
    expect(medeaText.recordToLog(OPENING_RECORD)).toEqual({ ok: true, value: OPENING });
  });

  test('a set-up position, the end of the game and no repetition draw are kept', () => {
    const record = medeaText.writeRecord(medeaText.replayLog(LOOP));
    expect(record).toBe(`[Game "Medea"]\n[SetUp "${LOOP_SETUP}"]\n[Result "1-0"]\n[Termination "no-pieces"]\n\n1. d4xd6xf6xf4xd4 {White wins: Black has no pieces left} 1-0\n`);
    expect(medeaText.recordToLog(record)).toEqual({ ok: true, value: LOOP });
    const log = medeaText.logFromMoves({ position: REPLACEMENT_SETUP, repetition: false, tags: { Event: 'Test' } }, [{ type: 'draw' }]);
    expect(log.ok).toBe(true);
    if (!log.ok) return;
    const drawn = medeaText.writeRecord(medeaText.replayLog(log.value));
    expect(drawn).toBe(`[Game "Medea"]\n[SetUp "${REPLACEMENT_SETUP}"]\n[Event "Test"]\n[Repetition "off"]\n[Result "1/2-1/2"]\n[Termination "agreement"]\n\n{Draw by agreement} 1/2-1/2\n`);
    expect(medeaText.recordToLog(drawn)).toEqual({ ok: true, value: log.value });
  });

  test('a record may use short forms; the log has the canonical text', () => {
    const back = medeaText.recordToLog(`[Game "Medea"]\n[SetUp "${LOOP_SETUP}"]\n\n1. d4xd4 1-0\n`);
    expect(back).toEqual({ ok: true, value: LOOP });
  });

  test('recordGame names a Medea record; each game reads only its own records', () => {
    expect(recordGame(OPENING_RECORD)).toEqual({ ok: true, value: 'medea' });
    expect(medeaText.recordToLog(MATE_RECORD)).toEqual({ ok: false, error: { line: 1, column: 8, message: 'this is a record of "Shakti"; only "Medea" is read here' } });
    expect(shaktiText.recordToLog(OPENING_RECORD)).toEqual({ ok: false, error: { line: 1, column: 8, message: 'this is a record of "Medea"; only "Shakti" is read here' } });
  });

  test.each([
    ['a bad SetUp, at the column inside the tag', '[Game "Medea"]\n[SetUp "8/8/8/8/8/8/8/K6k w a2/- 1"]\n\n*\n', 2, 29, 'SetUp: White has one chakra; a side has two or none'],
    ['a Shakti termination', '[Game "Medea"]\n[Termination "checkmate"]\n\n*\n', 2, 15, 'expected no-pieces, no-moves, repetition, resignation, agreement, time, found "checkmate"'],
    ['an illegal move', '[Game "Medea"]\n\n1. c3d4 c6c5 2. c2c4 *\n', 3, 17, 'c2c4 is not legal: a man steps one square (D2)'],
    ['an ambiguous move', '[Game "Medea"]\n[SetUp "8/2K5/5k1k/2k1m3/4m3/8/3m4/8 w -/- 1"]\n\n1. c7xf7 *\n', 4, 4, 'c7xf7 is ambiguous: c7xc4xf4xf7 or c7xc2xf2xf7 capture different pieces'],
    ['garbled move text', '[Game "Medea"]\n\n1. c3d4 c6c5 2. d4xc5x *\n', 3, 23, 'expected a landing square (a1-h8), found end of text'],
    ['a wrong move number', '[Game "Medea"]\n\n1. c3d4 c6c5 3. d4d5 *\n', 3, 14, "expected the move number 2. (White to move), found '3.'"],
    ['the end with the wrong result', `[Game "Medea"]\n[SetUp "${LOOP_SETUP}"]\n\n1. d4xd4 0-1\n`, 4, 10, 'the moves end the game by no-pieces, so the result is 1-0, not 0-1'],
    ['no result', '[Game "Medea"]\n\n1. c3d4 c6c5\n', 3, 13, 'the move text ends without a result (1-0, 0-1, 1/2-1/2 or *); is the record truncated?'],
  ])('%s', (_, text, line, column, message) => {
    expect(medeaText.recordToLog(text)).toEqual({ ok: false, error: { line, column, message } });
  });

  test('random games ending in every way: log -> record -> log is the same log', () => {
    let count = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const random = seeded(seed * 17 + 3);
      let snapshot = MEDEA.startGame();
      const decisions: medeaText.Decision[] = [];
      const plies = Math.floor(random() * 140);
      while (snapshot.value === 'playing' && decisions.length < plies) {
        const legal = MEDEA.legalMoves(snapshot.context.position);
        const move = legal[Math.floor(random() * legal.length)]!;
        decisions.push(move);
        snapshot = MEDEA.applyEvent(snapshot, { type: 'move', move });
      }
      const ending = random();
      if (snapshot.value === 'playing' && ending < 0.3) decisions.push({ type: 'resign', player: ending < 0.15 ? 'white' : 'black' });
      else if (snapshot.value === 'playing' && ending < 0.45) decisions.push({ type: 'draw' });
      const log = medeaText.buildLog({ tags: { Round: String(seed) } }, decisions);
      expect(log.ok).toBe(true);
      if (!log.ok) continue;
      const text = medeaText.writeLog(log.value);
      expect(medeaText.recordToLog(medeaText.writeRecord(log.value))).toEqual({ ok: true, value: text });
      count++;
    }
    expect(count).toBe(40);
  });
});

test('fuzz: a record with one character changed converts or fails at a line and column, never throws', () => {
  const lines = OPENING_RECORD.split('\n');
  fc.assert(
    fc.property(fc.nat(OPENING_RECORD.length - 1), fc.constantFrom('', ' ', '"', ']', '[', '1', '.', 'x', '~', '*', '\n', 'T'), (index, c) => {
      const text = OPENING_RECORD.slice(0, index) + c + OPENING_RECORD.slice(index + 1);
      const back = medeaText.recordToLog(text);
      if (!back.ok) {
        expect(back.error.line).toBeGreaterThanOrEqual(1);
        expect(back.error.line).toBeLessThanOrEqual(lines.length + 1);
        expect(back.error.column).toBeGreaterThanOrEqual(1);
      } else {
        expect(medeaText.replayLog(back.value).ok).toBe(true);
      }
    }),
    { numRuns: 800, seed: 11 },
  );
});
