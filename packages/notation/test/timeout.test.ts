// G5 (proposed for online play) in the notation: a timeout's log line, read and written, played
// by `playAction` as a server does, replayed, said in words, and carried by the record; in every
// game, through the text contract.
import { describe, expect, test } from 'vitest';
import { GAME_NAMES, textGames, withTextGame, type TextGame, type TextTypes } from '../src/index.ts';

/** A first move of White's, in the games where the test plays one before the timeout. */
const FIRST: Record<string, readonly [string, string]> = {
  chakra: ['e2e3', 'e7e6'],
  shakti: ['', ''],
  medea: ['', ''],
  chakart: ['Pe2-e4', 'Pe7-e5'],
};

/** The log of one move then Black's time running out, through the text contract. */
function timedOut<T extends TextTypes>(game: TextGame<T>, name: string) {
  const startOptions = (name === 'chakart' ? { randomness: 0, seed: 1 } : {}) as T['startOptions'];
  const start = game.startEvent(startOptions);
  if (!start.ok) throw new Error(start.error.message);
  const started = game.startFromEvent(start.value);
  if (!started.ok) throw new Error(started.error.message);
  let snapshot = started.value.snapshot;
  const lines = [game.writeStartLine(start.value)];
  // One move of White's in the games that list one above; the others time out at once.
  const firstText = FIRST[name]![0] || undefined;
  const move = firstText !== undefined ? { type: 'move' as const, text: firstText } : undefined;
  const played = move ? game.playAction(snapshot, move) : undefined;
  if (played !== undefined) {
    if (!played.ok) throw new Error(played.error);
    lines.push(game.writeEventLine(played.value.logEvent(1) as T['logEvent']));
    snapshot = played.value.snapshot;
  }
  const ply = lines.length;
  const timeout = game.playAction(snapshot, { type: 'timeout', player: played ? 'black' : 'white' });
  return { start: start.value, lines, ply, timeout };
}

describe('a timeout (G5) in every game', () => {
  for (const name of GAME_NAMES) {
    test(`${name}: played, written, read, replayed, refused after, and in the record`, () => {
      withTextGame(name, (game) => {
        const { lines, ply, timeout } = timedOut(game, name);
        if (!timeout.ok) throw new Error(timeout.error);
        const loser = ply === 2 ? 'black' : 'white';
        const winner = loser === 'black' ? 'white' : 'black';
        expect(timeout.value.result).toEqual({ result: winner, reason: 'time' });
        expect(timeout.value.text).toBe(`${loser === 'black' ? 'Black' : 'White'} ran out of time`);
        const event = timeout.value.logEvent(ply);
        expect(event).toEqual({ event: 'timeout', ply, player: loser });
        const line = game.writeEventLine(event as never);
        // Field order as the resignation's.
        expect(line).toBe(`{"event":"timeout","ply":${ply},"player":"${loser}"}`);
        expect(game.readEventLine(line, ply + 1)).toEqual({ ok: true, value: event });
        const log = [...lines, line].join('\n') + '\n';
        const replayed = game.replayLog(log);
        expect(replayed.ok).toBe(true);
        expect(replayed.steps.at(-1)?.result).toEqual({ result: winner, reason: 'time' });
        expect(game.endingWords({ result: winner, reason: 'time' } as never)).toBe(`${winner === 'white' ? 'White' : 'Black'} wins on time`);
        // Nothing follows it: a second timeout, a resignation are refused, naming the line.
        const after = game.replayLog(`${log}{"event":"resign","ply":${ply + 1},"player":"${winner}"}\n`);
        expect(after.ok).toBe(false);
        expect(after.error).toEqual({ line: ply + 2, message: `the game is already over (${winner === 'white' ? 'White' : 'Black'} wins on time); no event may follow` });
        expect(game.playAction(timeout.value.snapshot, { type: 'timeout', player: winner })).toEqual({
          ok: false,
          error: `the game is over (${winner === 'white' ? 'White' : 'Black'} wins on time); nothing may follow`,
        });
        // The record: Termination "time", the closing comment, and back to the same log.
        const record = game.writeRecord(replayed);
        expect(record).toContain('[Termination "time"]');
        expect(record).toContain(`{${winner === 'white' ? 'White' : 'Black'} wins on time} ${winner === 'white' ? '1-0' : '0-1'}`);
        const back = game.recordToLog(record);
        expect(back).toEqual({ ok: true, value: log });
        // A record without the Termination tag is read by its closing comment.
        const bare = game.recordToLog(record.replace('[Termination "time"]\n', ''));
        expect(bare).toEqual({ ok: true, value: log });
      });
    });
  }

  test('a bad timeout line is refused in the reader, naming the field', () => {
    const read = textGames.chakra.readEventLine('{"event":"timeout","ply":2}', 3);
    expect(read.ok).toBe(false);
    expect(read.ok ? undefined : read.error.line).toBe(3);
    expect(read.ok ? '' : read.error.message).toContain('player');
    const unknown = textGames.chakra.readEventLine('{"event":"flag","ply":2}', 3);
    expect(unknown.ok ? '' : unknown.error.message).toBe('event: expected "move", "resign", "draw" or "timeout", found "flag"');
  });
});
