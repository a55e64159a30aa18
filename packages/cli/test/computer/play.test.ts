// `rulebook play --vs computer`: a person plays the computer through stdin, as a real session
// (the moves typed are taken from the session's own `moves` list, whatever the computer
// answered); the log it writes replays; undo takes back the computer's reply with the
// person's move; the computer begins when it plays White or when a resumed log stops at its
// turn; Ctrl-C while it thinks; what a user gets wrong.
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, lines, run } from '../run.ts';
import { start, until, type Session } from '../session.ts';
import { GAMES, type GameName } from './games.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-play-computer-'));
const SLOW = { timeout: 300_000 };

interface Event {
  readonly event: string;
  readonly player?: string;
  readonly move?: string;
}
const eventsOf = (file: string): Event[] =>
  lines(readFileSync(file, 'utf8'))
    .slice(1)
    .map((line) => JSON.parse(line) as Event);

/** A session driven a prompt at a time: each step waits for the next prompt (or the end of the game). */
function driver(session: Session) {
  let seen = 0;
  const over = (): boolean => session.stdout().includes('Game over');
  return {
    over,
    /** What the session printed since the last step, once it waits at a prompt again (or the game is over). */
    async next(): Promise<string> {
      await until(() => over() || (session.stdout().length > seen && session.stdout().endsWith('> ')), 'the next prompt');
      const said = session.stdout().slice(seen);
      seen = session.stdout().length;
      return said;
    },
    /** Types a line. */
    type(line: string): void {
      session.send(`${line}\n`);
    },
  };
}

/** The first of the legal moves the session lists at its prompt. */
async function firstMove(drive: ReturnType<typeof driver>): Promise<string> {
  drive.type('moves');
  const said = await drive.next();
  const listed = said.split('\n')[1]!.trim().split(' ');
  expect(listed[0]).toMatch(/\S/);
  return listed[0]!;
}

describe.each(GAMES)('play %s against the computer', (game: GameName) => {
  it('answers each move, logs its own, undoes its reply with the move, and the log replays', SLOW, async () => {
    const file = join(temp, `${game}-white.jsonl`);
    const session = start(['play', file, '--game', game, '--vs', 'computer', '--level', '1']);
    const drive = driver(session);
    const opening = await drive.next();
    expect(opening).toContain('You play White; the computer plays Black at level 1.');
    let replies = 0;
    for (let i = 0; i < 3 && !drive.over(); i++) {
      drive.type(await firstMove(drive));
      const said = await drive.next();
      if (said.includes('Black (the computer, level 1) is thinking…')) replies += 1;
    }
    expect(replies).toBeGreaterThan(0);
    const played = eventsOf(file);
    // The computer's decisions are logged as Black's, after White's.
    expect(played.some((event) => event.player === 'black')).toBe(true);
    expect(played[0]!.player).toBe('white');
    if (!drive.over()) {
      drive.type('undo');
      await drive.next();
      const undone = eventsOf(file);
      expect(undone.length).toBeLessThan(played.length);
      // Back to White's turn: the computer's reply and White's move are gone, the log ends with Black's earlier reply.
      expect(undone).toEqual(played.slice(0, undone.length));
      expect(played[undone.length]!.player).toBe('white');
      if (undone.length > 0) expect(undone[undone.length - 1]!.player).toBe('black');
      drive.type('quit');
    }
    const { code } = await session.exited;
    expect(code).toBe(0);
    expect(session.stderr()).toBe('');
    const replayed = run(['replay', file, '--summary']);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain(`valid ${game} log`);
  });

  it('begins when it plays White (--colour black)', SLOW, async () => {
    const file = join(temp, `${game}-black.jsonl`);
    const session = start(['play', file, '--game', game, '--vs', 'computer', '--level', '2', '--colour', 'black']);
    const drive = driver(session);
    const opening = await drive.next();
    expect(opening).toContain('You play Black; the computer plays White at level 2.');
    expect(opening).toContain('White (the computer, level 2) is thinking…');
    // Nothing of Black's to take back yet.
    drive.type('undo');
    expect(await drive.next()).toContain('Nothing to undo: you have not moved yet.');
    drive.type('quit');
    expect((await session.exited).code).toBe(0);
    const events = eventsOf(file);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.player === 'white')).toBe(true);
    expect(run(['replay', file, '--summary']).code).toBe(0);
  });
});

describe('play chakra against the computer, resumed or interrupted', () => {
  it('resumes a log at its turn: it moves at once, and the log goes on from the game as it was', SLOW, async () => {
    const file = join(temp, 'resumed.jsonl');
    // chakra-short.jsonl stops after Black's e7xf6: White to move, the computer plays White.
    copyFileSync(join(EXAMPLES, 'chakra-short.jsonl'), file);
    const before = eventsOf(file);
    const result = run(['play', file, '--vs', 'computer', '--colour', 'black', '--level', '1'], 'quit\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Resuming ${file} after 6 event(s).`);
    expect(result.stdout).toContain('White (the computer, level 1) is thinking…');
    const after = eventsOf(file);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after[before.length]!.player).toBe('white');
    expect(run(['replay', file, '--summary']).code).toBe(0);
  });

  it('Ctrl-C (SIGINT) while it thinks ends the session: a message, exit 130, the log as it was and unlocked', SLOW, async () => {
    const file = join(temp, 'interrupted.jsonl');
    const session = start(['play', file, '--game', 'chakra', '--vs', 'computer', '--colour', 'black', '--level', '8']);
    await until(() => session.stdout().includes('is thinking…'), 'the computer to think');
    process.kill(session.pid, 'SIGINT');
    const { code } = await session.exited;
    expect(code).toBe(130);
    expect(session.stderr()).toBe(`rulebook: interrupted (SIGINT) while the computer was thinking; the log keeps the game so far (${file})\n`);
    expect(eventsOf(file)).toEqual([]);
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(run(['play', file], 'quit\n').code).toBe(0);
  });
});

describe('what play refuses against the computer', () => {
  it.each([
    [['--vs', 'robot'], "--vs takes 'computer', got 'robot'"],
    [['--vs', 'computer', '--level', '9'], "--level must be a whole number from 1 to 8, got '9'"],
    [['--vs', 'computer', '--colour', 'red'], "--colour must be white or black, got 'red'"],
    [['--level', '3'], '--level is for a game against the computer: add --vs computer'],
    [['--colour', 'black', '--level', '3'], '--level and --colour are for a game against the computer: add --vs computer'],
  ] as const)('%j: exit 2, one line, nothing written', (flags, message) => {
    const file = join(temp, `refused-${flags.join('')}.jsonl`);
    const result = run(['play', file, '--game', 'chakra', ...flags], 'quit\n');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`rulebook: ${message}\n`);
    expect(existsSync(file)).toBe(false);
  });
});
