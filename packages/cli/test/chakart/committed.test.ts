// G4 for online play through `rulebook replay`: a committed Chakart log replays; with its reveal
// the outcomes are checked against the seed and the command says so; a wrong reveal is an error
// naming its line; `play` will not go on with a committed log (only its server holds the seed).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakart as chakartText } from '@rulebook/notation';
import { SEED, committedGame, text } from '../../../notation/test/chakart/committed.ts';
import { run } from '../run.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-committed-'));
const game = committedGame(SEED, 30, true);

function file(name: string, lines: readonly string[]): string {
  const path = join(temp, name);
  writeFileSync(path, text(lines));
  return path;
}

describe('a committed Chakart log (G4 online)', () => {
  it('with its reveal: the outcomes are checked against the revealed seed', () => {
    const path = file('revealed.jsonl', [...game.lines, chakartText.writeRevealLine(SEED)]);
    const replayed = run(['replay', path]);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain(`seed revealed: the ${game.drawn} outcome(s) checked against the revealed seed (G4)`);
    expect(replayed.stdout).toContain('Black ran out of time'); // the timeout that ended the game before it
    const summary = run(['replay', path, '--summary']);
    expect(summary.stdout).toContain(`White wins on time; the ${game.drawn} outcome(s) checked against the revealed seed (G4)`);
  });

  it('without it: replays, and says the seed is not yet revealed', () => {
    const summary = run(['replay', file('committed.jsonl', game.lines), '--summary']);
    expect(summary.code).toBe(0);
    expect(summary.stdout).toContain('outcomes committed; the seed is not yet revealed (G4)');
  });

  it('a wrong seed is an error naming the reveal line', () => {
    const path = file('wrong.jsonl', [...game.lines, chakartText.writeRevealLine('0'.repeat(64))]);
    const replayed = run(['replay', path]);
    expect(replayed.code).toBe(1);
    expect(replayed.stderr).toContain(`wrong.jsonl:${game.lines.length + 1}: seed: it hashes to `);
  });

  it('play refuses to go on with a committed log', () => {
    const going = committedGame(SEED, 6, false);
    const played = run(['play', file('going.jsonl', going.lines)], 'quit\n');
    expect(played.code).toBe(1);
    expect(played.stderr).toContain('only the server that holds the seed can go on with it');
  });
});
