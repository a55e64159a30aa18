// G5 (proposed for online play) through the command: a log a server ended with a timeout is
// replayed and shown as a resignation is, summarised, analysed, and converted to a record and back.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textGames } from '@rulebook/notation';
import { run } from './run.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-timeout-'));

/** A Chakra log: two moves, then Black's time runs out (as a server writes it). */
function timedOutLog(): string {
  const game = textGames.chakra;
  const built = game.buildLog({}, ['e2e3', 'e7e6', { type: 'timeout', player: 'white' }]);
  if (!built.ok) throw new Error(built.error.message);
  const file = join(temp, 'timeout.jsonl');
  writeFileSync(file, game.writeLog(built.value));
  return file;
}

describe('a timeout (G5)', () => {
  it('replay shows it like a resignation, and the end on time', () => {
    const file = timedOutLog();
    const replayed = run(['replay', file]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain('ply 3: White ran out of time');
    expect(replayed.stdout).toContain('Game over: Black wins on time');
    const summary = run(['replay', file, '--summary']);
    expect(summary.stdout).toContain('valid chakra log, ruleset current, 3 event(s); Black wins on time');
    const json = run(['replay', file, '--json']);
    const last = JSON.parse(json.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(last).toMatchObject({ ply: 3, event: 'timeout', player: 'white', move: null, result: { result: 'black', reason: 'time' } });
  });

  it('analyse shows it as an event row, in the notation\'s words', () => {
    const file = timedOutLog();
    const analysed = run(['analyse', file, '--nodes', '200']);
    expect(analysed.code).toBe(0);
    expect(analysed.stdout).toMatch(/^ {2}3 {2}White ran out of time$/m);
    const json = run(['analyse', file, '--nodes', '200', '--json']);
    expect(JSON.parse(json.stdout.trim().split('\n').at(-1)!)).toEqual({ event: 'timeout', ply: 3, player: 'white' });
  });

  it('a move after it is refused, naming the line', () => {
    const file = timedOutLog();
    const withMove = join(temp, 'after.jsonl');
    const text = textGames.chakra.buildLog({}, ['e2e3', 'e7e6', 'd2d3']);
    if (!text.ok) throw new Error(text.error.message);
    const moveLine = textGames.chakra.writeEventLine({ ...text.value.events[2]!, ply: 4 });
    writeFileSync(withMove, `${readFileSync(file, 'utf8')}${moveLine}\n`);
    const replayed = run(['replay', withMove]);
    expect(replayed.code).not.toBe(0);
    expect(replayed.stderr).toContain('after.jsonl:5: the game is already over (Black wins on time); no event may follow');
  });

  it('convert writes the record with Termination "time" and reads it back', () => {
    const file = timedOutLog();
    const record = run(['convert', file, '--to', 'record']);
    expect(record.code).toBe(0);
    expect(record.stdout).toContain('[Termination "time"]');
    expect(record.stdout).toContain('{Black wins on time} 0-1');
    const back = run(['convert', '-', '--to', 'log'], record.stdout);
    expect(back.code).toBe(0);
    expect(back.stdout.trim().split('\n').at(-1)).toBe('{"event":"timeout","ply":3,"player":"white"}');
  });
});
