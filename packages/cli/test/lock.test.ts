// One writer of a log at a time: a `play` session holds its log's lock (LOG.lock beside it)
// from before it reads the log to its end; a second session, `play --repair` and `new -o` are
// refused with the file's name while it does. A session killed outright leaves its lock
// behind, stale once its time is STALE_MS old, and the next session takes it over. A session
// that lost its lock, or whose log another writer changed, writes nothing more. Every session
// here is a real child process; nothing is timed: a stale lock is made by setting its time
// back, as the passing of STALE_MS would.
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STALE_MS } from '../src/lock.ts';
import { lines, run } from './run.ts';
import { start, until, type Session } from './session.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-lock-'));
const SLOW = { timeout: 180_000 };

/** The moves of a log file, in order. */
const movesOf = (file: string): string[] => lines(readFileSync(file, 'utf8')).slice(1).map((line) => (JSON.parse(line) as { move: string }).move);

/** A new chakra session on `file`, once it holds the lock and waits for the first move. */
async function started(file: string, args: readonly string[] = ['--game', 'chakra']): Promise<Session> {
  const session = start(['play', file, ...args]);
  await until(() => session.stdout().includes("Type 'help' for the commands."), 'the session to start');
  return session;
}

/** Sends a move and waits until the log holds `count` events. */
async function play(session: Session, file: string, move: string, count: number): Promise<void> {
  session.send(`${move}\n`);
  await until(() => lines(readFileSync(file, 'utf8')).length === count + 1, `${move} in the log`);
}

/** Sets the lock's time: `ago` ms in the past (0: a session refreshed it just now). */
const lockTime = (file: string, ago: number): void => {
  const time = new Date(Date.now() - ago);
  utimesSync(`${file}.lock`, time, time);
};

const lockedMessage = (file: string): string => `rulebook: ${file} is locked: another rulebook session is playing or writing it`;

describe('a log is played by one session at a time', () => {
  it('a second session, --repair and new -o are refused while a session holds the log; then it resumes', SLOW, async () => {
    const dir = mkdtempSync(join(temp, 'second-'));
    const file = join(dir, 'game.jsonl');
    const first = await started(file);
    await play(first, file, 'e2e3', 1);
    const before = readFileSync(file, 'utf8');
    expect(existsSync(`${file}.lock`)).toBe(true);

    const second = run(['play', file], 'e7e6\nquit\n');
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(lockedMessage(file));
    expect(second.stderr).toContain(`(lock: ${file}.lock)`);
    expect(second.stderr).toContain(`expires ${STALE_MS / 1000} s after it stopped`);
    expect(second.stdout).toBe('');
    // Through a link to the same log: the same lock.
    const link = join(dir, 'link.jsonl');
    symlinkSync('game.jsonl', link);
    const linked = run(['play', link], 'e7e6\nquit\n');
    expect(linked.code).toBe(2);
    expect(linked.stderr).toContain(`rulebook: ${link} is locked`);
    const repair = run(['play', file, '--repair'], 'quit\n');
    expect(repair.code).toBe(2);
    expect(repair.stderr).toContain(lockedMessage(file));
    const replaced = run(['new', 'medea', '-o', file]);
    expect(replaced.code).toBe(2);
    expect(replaced.stderr).toContain(lockedMessage(file));
    expect(readFileSync(file, 'utf8')).toBe(before);

    // The first session goes on, undoes, and ends: the lock goes with it.
    await play(first, file, 'e7e6', 2);
    first.send('undo\n');
    await until(() => lines(readFileSync(file, 'utf8')).length === 2, 'the undo');
    first.send('quit\n');
    expect((await first.exited).code).toBe(0);
    expect(existsSync(`${file}.lock`)).toBe(false);

    const resumed = run(['play', link], 'd7d6\nquit\n');
    expect(resumed.code).toBe(0);
    expect(movesOf(file)).toEqual(['e2e3', 'd7d6']);
    expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'link.jsonl']);
  });

  it('sessions started together take turns: every move is for the next ply and the log replays', SLOW, async () => {
    const file = join(temp, 'together.jsonl');
    // Each would play both first moves: only the first session to hold the log can.
    const sessions = Array.from({ length: 4 }, () => start(['play', file, '--game', 'chakra']));
    for (const session of sessions) session.send('e2e3\ne7e6\nundo\ne7e6\nquit\n');
    const ends = await Promise.all(sessions.map((session) => session.exited));
    ends.forEach(({ code }, i) => {
      if (code === 0) return;
      expect(code).toBe(2);
      expect(sessions[i]!.stderr()).toContain(lockedMessage(file));
    });
    expect(ends.some(({ code }) => code === 0)).toBe(true);
    expect(movesOf(file)).toEqual(['e2e3', 'e7e6']);
    expect(run(['replay', file, '--quiet']).stdout).toContain('valid chakra log, ruleset current, 2 event(s)');
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});

describe('a session that ends', () => {
  it('killed (SIGKILL) leaves its lock, which refuses others until it is stale; then the next session takes it over', SLOW, async () => {
    const file = join(temp, 'killed.jsonl');
    const session = await started(file);
    await play(session, file, 'e2e3', 1);
    process.kill(session.pid, 'SIGKILL');
    expect((await session.exited).signal).toBe('SIGKILL');
    // A killed process removes nothing: its lock is there, as it last refreshed it.
    expect(existsSync(`${file}.lock`)).toBe(true);
    lockTime(file, 0);
    const refused = run(['play', file], 'e7e6\nquit\n');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(lockedMessage(file));
    lockTime(file, STALE_MS - 2_000);
    expect(run(['play', file], 'e7e6\nquit\n').code).toBe(2);

    // Once its time is STALE_MS old, it is a dead session's: taken over, the log resumed.
    lockTime(file, STALE_MS + 1_000);
    const resumed = run(['play', file], 'e7e6\nquit\n');
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${file} after 1 event(s).`);
    expect(movesOf(file)).toEqual(['e2e3', 'e7e6']);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('by %s removes its lock', SLOW, async (signal) => {
    const file = join(temp, `signal-${signal}.jsonl`);
    const session = await started(file);
    process.kill(session.pid, signal);
    expect((await session.exited).signal).toBe(signal);
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(run(['play', file], 'e2e3\nquit\n').code).toBe(0);
  });

  it('at the end of its input, or with an error, removes its lock', SLOW, async () => {
    const file = join(temp, 'eof.jsonl');
    const session = await started(file);
    session.end();
    expect((await session.exited).code).toBe(0);
    expect(existsSync(`${file}.lock`)).toBe(false);
    const wrong = run(['play', file, '--game', 'medea'], 'quit\n');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('is a chakra game, not medea');
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});

describe('a session that is no longer the only writer writes nothing more', () => {
  it('stopped while another session took its stale lock over: its next move is refused', SLOW, async () => {
    const file = join(temp, 'stopped.jsonl');
    const first = await started(file);
    await play(first, file, 'e2e3', 1);
    process.kill(first.pid, 'SIGSTOP');
    // Stopped past STALE_MS (its lock not refreshed), another session takes the log over.
    lockTime(file, STALE_MS + 1_000);
    const second = run(['play', file], 'e7e6\nquit\n');
    expect(second.code).toBe(0);
    process.kill(first.pid, 'SIGCONT');
    // Black's move, legal where the first session stands (after e2e3): not written.
    first.send('d7d6\n');
    first.end();
    const end = await first.exited;
    expect(end.code).toBe(2);
    expect(first.stderr()).toContain(`rulebook: lost the lock on ${file}: its lock was removed or taken over by another session`);
    expect(first.stderr()).toContain(`\`rulebook play ${file}\` resumes the log as it is now`);
    expect(movesOf(file)).toEqual(['e2e3', 'e7e6']);
    expect(run(['replay', file, '--quiet']).code).toBe(0);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('the log changed by another writer behind its back: its next move is refused, the log as the other left it', SLOW, async () => {
    const file = join(temp, 'changed.jsonl');
    const session = await started(file);
    await play(session, file, 'e2e3', 1);
    const other = '{"event":"move","ply":2,"player":"black","move":"e7e6","facts":{"piece":"pawn","from":"e7","to":"e6","check":false}}\n';
    appendFileSync(file, other);
    const before = readFileSync(file, 'utf8');
    session.send('d7d6\n');
    session.end();
    expect((await session.exited).code).toBe(2);
    expect(session.stderr()).toContain(`rulebook: ${file} was changed by another writer during this session`);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(run(['replay', file, '--quiet']).code).toBe(0);
  });
});
