// The fifth game through the text contract: tic-tac-toe's module (index.ts), built from the
// notation's game-neutral functions, reads and writes its positions, moves, logs and records.
import { describe, expect, it } from 'vitest';
import { ticTacToeText as text } from './index.ts';

const WIN = ['a1', 'a2', 'b1', 'b2', 'c1'];

describe('tic-tac-toe as text', () => {
  it('reads and writes its position string (T1: the empty board, White first)', () => {
    const position = text.parsePosition('XO./.X./..O w');
    expect(position.ok && text.formatPosition(position.value)).toBe('XO./.X./..O w');
    const start = text.startEvent();
    expect(start.ok && start.value.setup).toBe('.../.../... w');
    expect(text.parsePosition('XO./.X. w').ok).toBe(false);
  });

  it('plays a log, replays it, and converts it to a record and back', () => {
    const log = text.logFromMoves({ tags: { White: 'Ann' } }, WIN);
    expect(log.ok).toBe(true);
    if (!log.ok) return;
    const replayed = text.replayLog(log.value);
    expect(replayed.ok).toBe(true);
    expect(replayed.steps.at(-1)?.result).toEqual({ result: 'white', reason: 'three-in-a-row' });
    const record = text.writeRecord(replayed);
    expect(record).toContain('[Game "Tic-tac-toe"]');
    expect(record).toContain('1. a1 a2 2. b1 b2 3. c1 {White wins by three-in-a-row} 1-0');
    const back = text.recordToLog(record);
    expect(back.ok && back.value).toBe(log.value);
  });

  it('refuses a taken square (T2) and a tampered fact, naming the line', () => {
    expect(text.logFromMoves({}, ['b2', 'b2'])).toMatchObject({ ok: false, error: { line: 3 } });
    const log = text.logFromMoves({}, ['b2', 'a1']);
    if (!log.ok) throw new Error(log.error.message);
    const tampered = log.value.replace('"square":"a1"', '"square":"a2"');
    expect(text.replayLog(tampered)).toMatchObject({ ok: false, error: { line: 3 } });
  });

  it('ends a misère game with the other side winning (T3)', () => {
    const log = text.logFromMoves({ misere: true }, WIN);
    if (!log.ok) throw new Error(log.error.message);
    expect(text.replayLog(log.value).steps.at(-1)?.result).toEqual({ result: 'black', reason: 'three-in-a-row' });
    expect(text.writeRecord(text.replayLog(log.value))).toContain('[Misere "on"]');
  });
});
