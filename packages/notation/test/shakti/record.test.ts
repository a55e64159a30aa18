import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shakti } from '@rulebook/rules';
import { chakra as chakraText, shakti as shaktiText, recordGame } from '../../src/index.ts';
import { seeded } from '../support/seeded.ts';
import { CAPTURE_SETUP, MATE_GAME, MATE_RECORD, PASS_SETUP } from './games.ts';
import { SHAKTI } from '../support/rules.ts';

describe('Shakti game record', () => {
  test('a log becomes a record and the record the same log', () => {
    const read = shaktiText.readLog(MATE_GAME);
    expect(read.ok && shaktiText.writeRecord(read.value)).toBe(MATE_RECORD);
    expect(shaktiText.writeRecord(shaktiText.replayLog(MATE_GAME))).toBe(MATE_RECORD);
    expect(shaktiText.recordToLog(MATE_RECORD)).toEqual({ ok: true, value: MATE_GAME });
  });

  test('a set-up position, the adjacent rule, no repetition draw and a pass are all kept', () => {
    const log = shaktiText.logFromMoves({ position: PASS_SETUP, warriorJump: 'adjacent', repetition: false, tags: { Event: 'Test' } }, ['pass']);
    expect(log.ok).toBe(true);
    if (!log.ok) return;
    const record = shaktiText.writeRecord(shaktiText.replayLog(log.value));
    expect(record).toBe(
      `[Game "Shakti"]\n[WarriorJump "adjacent"]\n[SetUp "${PASS_SETUP}"]\n[Event "Test"]\n[Repetition "off"]\n[Result "*"]\n\n54... pass *\n`,
    );
    expect(shaktiText.recordToLog(record)).toEqual({ ok: true, value: log.value });
  });

  test('recordGame names the game of a record', () => {
    expect(recordGame(MATE_RECORD)).toEqual({ ok: true, value: 'shakti' });
    expect(recordGame('[Game "Chakra"]\n\n*\n')).toEqual({ ok: true, value: 'chakra' });
    expect(recordGame('[Game "Medea"]\n\n*\n')).toEqual({ ok: true, value: 'medea' });
    expect(recordGame('[Game "Chakart"]\n\n*\n')).toEqual({ ok: true, value: 'chakart' });
    expect(recordGame('[Game "Chess"]\n\n*\n')).toEqual({ ok: false, error: { line: 1, column: 8, message: 'expected the game "Chakra", "Shakti", "Medea" or "Chakart", found "Chess"' } });
    expect(recordGame('[White "Ann"]\n\n*\n')).toEqual({ ok: false, error: { line: 1, column: 1, message: 'the record has no Game tag' } });
  });

  test('each game reads only its own records', () => {
    expect(chakraText.recordToLog(MATE_RECORD)).toEqual({ ok: false, error: { line: 1, column: 8, message: 'this is a record of "Shakti"; only "Chakra" is read here' } });
    expect(shaktiText.recordToLog('[Game "Chakra"]\n\n*\n')).toEqual({ ok: false, error: { line: 1, column: 8, message: 'this is a record of "Chakra"; only "Shakti" is read here' } });
  });

  test.each([
    ['an unknown warrior jump', '[Game "Shakti"]\n[WarriorJump "far"]\n\n*\n', 2, 15, 'expected the warrior jump "seen" or "adjacent", found "far"'],
    ['a bad SetUp, at the column inside the tag', '[Game "Shakti"]\n[SetUp "x5x/1w1k1w1/7/7/7/1W1K1W1/x5x x 1"]\n\n*\n', 2, 39, "SetUp: expected 'w' or 'b' for the side to move, found 'x'"],
    ['a Chakra termination', '[Game "Shakti"]\n[Termination "stalemate"]\n\n*\n', 2, 15, 'expected checkmate, no-moves, repetition, resignation, agreement, time, found "stalemate"'],
    ['an illegal move', '[Game "Shakti"]\n\n1. d2d3 d6d5 2. d3d5 *\n', 3, 17, "d3d5 is not legal: d5 holds Black's King; a King not in check moves only to a vacant tile, and captures only in check (S3)"],
    ['garbled move text', '[Game "Shakti"]\n\n1. b2d4/ *\n', 3, 9, 'expected the removed tile after / (a cell a1-g7), found end of text'],
    ['a wrong move number', '[Game "Shakti"]\n\n1. d2d3 d6d5 3. d3e3 *\n', 3, 14, "expected the move number 2. (White to move), found '3.'"],
    ['checkmate with the wrong result', MATE_RECORD.replace('[Result "1-0"]\n', '').replace('} 1-0\n', '} 0-1\n'), 8, 27, 'the moves end the game by checkmate, so the result is 1-0, not 0-1'],
    ['no result', '[Game "Shakti"]\n\n1. d2d3 d6d5\n', 3, 13, 'the move text ends without a result (1-0, 0-1, 1/2-1/2 or *); is the record truncated?'],
  ])('%s', (_, text, line, column, message) => {
    expect(shaktiText.recordToLog(text)).toEqual({ ok: false, error: { line, column, message } });
  });

  test('random games in both settings, ending in every way: log -> record -> log is the same log', () => {
    let count = 0;
    for (const warriorJump of ['seen', 'adjacent'] as const) {
      for (let seed = 1; seed <= 30; seed++) {
        const random = seeded(seed * 31 + (warriorJump === 'seen' ? 0 : 7));
        let snapshot = SHAKTI[warriorJump].startGame();
        const decisions: shaktiText.Decision[] = [];
        const plies = Math.floor(random() * 120);
        while (snapshot.value === 'playing' && decisions.length < plies) {
          const legal = SHAKTI[warriorJump].legalMoves(snapshot.context.position);
          const move = legal[Math.floor(random() * legal.length)]!;
          decisions.push(move);
          snapshot = SHAKTI[warriorJump].applyEvent(snapshot, { type: 'move', move });
        }
        const ending = random();
        if (snapshot.value === 'playing' && ending < 0.3) decisions.push({ type: 'resign', player: ending < 0.15 ? 'white' : 'black' });
        else if (snapshot.value === 'playing' && ending < 0.45) decisions.push({ type: 'draw' });
        const log = shaktiText.buildLog({ warriorJump, tags: { Round: String(seed) } }, decisions);
        expect(log.ok).toBe(true);
        if (!log.ok) continue;
        const text = shaktiText.writeLog(log.value);
        const record = shaktiText.writeRecord(log.value);
        expect(shaktiText.recordToLog(record)).toEqual({ ok: true, value: text });
        count++;
      }
    }
    expect(count).toBe(60);
  });
});

test('fuzz: a record with one character changed converts or fails at a line and column, never throws', () => {
  const lines = MATE_RECORD.split('\n');
  fc.assert(
    fc.property(fc.nat(MATE_RECORD.length - 1), fc.constantFrom('', ' ', '"', ']', '[', '1', '.', 'x', '*', '\n', '/'), (index, c) => {
      const text = MATE_RECORD.slice(0, index) + c + MATE_RECORD.slice(index + 1);
      const back = shaktiText.recordToLog(text);
      if (!back.ok) {
        expect(back.error.line).toBeGreaterThanOrEqual(1);
        expect(back.error.line).toBeLessThanOrEqual(lines.length + 1);
        expect(back.error.column).toBeGreaterThanOrEqual(1);
      } else {
        expect(shaktiText.replayLog(back.value).ok).toBe(true);
      }
    }),
    { numRuns: 1000, seed: 11 },
  );
});

test('a King capture reads from a record too', () => {
  const record = `[Game "Shakti"]\n[SetUp "${CAPTURE_SETUP}"]\n\n13... f7xe7 *\n`;
  const back = shaktiText.recordToLog(record);
  expect(back.ok && back.value.split('\n')[1]).toBe('{"event":"move","ply":1,"player":"black","move":"f7xe7","facts":{"piece":"king","from":"f7","to":"e7","captured":{"cell":"e7","piece":"warrior"},"check":false}}');
});
