// `new` and `play` never leave a half-written log: a whole file goes through a temporary file
// and a rename, `play` appends whole lines and flushes them; a session killed mid-game
// resumes from its log; a log whose last line was cut short is refused, or cut back with
// --repair. And they write where the path points without replacing it: through symbolic
// links, directly to a device or a FIFO, to the process's own streams; what cannot be written
// safely is refused with the reason.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STALE_MS } from '../src/lock.ts';
import { CUT_SHORT, Refused, replaceHead, truncateFile, writeTarget, writeWholeFile } from '../src/write.ts';
import { CLI, EXAMPLES, PACKAGE, lines, run } from './run.ts';
import { start } from './session.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-write-'));
const WRITE = fileURLToPath(new URL('../dist/write.js', import.meta.url));
const SLOW = { timeout: 120_000 };

/** Every line of the file ends with its line break and is a JSON object. */
function expectWhole(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  const all = text.slice(0, -1).split('\n');
  for (const line of all) expect(() => JSON.parse(line) as unknown).not.toThrow();
  return all;
}

/** The files of a directory other than `keep`: what a write left behind. */
const leftovers = (dir: string, keep: readonly string[]): string[] => readdirSync(dir).filter((name) => !keep.includes(name));

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (polling), or fails after `ms`. */
async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('a whole file is written through a temporary file and a rename', () => {
  it('new -o writes the start line and leaves nothing else behind', () => {
    const dir = mkdtempSync(join(temp, 'new-'));
    const file = join(dir, 'game.jsonl');
    expect(run(['new', 'shakti', '-o', file]).code).toBe(0);
    expect(expectWhole(file)).toHaveLength(1);
    // Over an existing file: replaced whole, its permissions kept.
    expect(run(['new', 'medea', '-o', file]).code).toBe(0);
    expect(JSON.parse(expectWhole(file)[0]!)).toMatchObject({ game: 'medea' });
    expect(leftovers(dir, ['game.jsonl'])).toEqual([]);
    // A directory that does not exist: a usage error, nothing written.
    const missing = run(['new', 'chakra', '-o', join(dir, 'no', 'such', 'dir.jsonl')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot write');
    expect(leftovers(dir, ['game.jsonl'])).toEqual([]);
  });

  it('a crash between the temporary write and the rename leaves the old file intact', () => {
    const dir = mkdtempSync(join(temp, 'crash-'));
    const file = join(dir, 'game.jsonl');
    const old = readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8');
    writeFileSync(file, old);
    // A process that writes the new log and is killed (SIGKILL) just before the rename.
    const script = `
      import { writeWholeFile } from ${JSON.stringify(WRITE)};
      writeWholeFile(${JSON.stringify(file)}, 'the new log\\n'.repeat(100000), {
        beforeRename: () => process.kill(process.pid, 'SIGKILL'),
      });
      console.log('not reached');`;
    const crashed = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(old);
    // What the crash left: the whole temporary file, hidden beside the log, never read as one.
    const temporary = leftovers(dir, ['game.jsonl']);
    expect(temporary).toHaveLength(1);
    expect(temporary[0]).toMatch(/^\.game\.jsonl\.tmp-\d+-\d+$/);
    expect(run(['replay', dir, '--quiet']).code).toBe(0);
    expect(run(['replay', file, '--quiet']).stdout).toContain('valid chakra log, ruleset current, 6 event(s)');
  });

  it('a failed write removes its temporary file and leaves the old file intact', () => {
    const dir = mkdtempSync(join(temp, 'fail-'));
    const file = join(dir, 'game.jsonl');
    writeFileSync(file, 'old\n');
    expect(() =>
      writeWholeFile(file, 'new\n', {
        beforeRename: () => {
          throw new Error('disk gone');
        },
      }),
    ).toThrow('disk gone');
    expect(readFileSync(file, 'utf8')).toBe('old\n');
    expect(leftovers(dir, ['game.jsonl'])).toEqual([]);
    writeWholeFile(file, 'new\n');
    expect(readFileSync(file, 'utf8')).toBe('new\n');
  });
});

describe('a last line cut short', () => {
  it('is a line with no break after it that is not JSON: a log of that line only is refused at it; --repair makes it a new game', () => {
    const file = join(temp, 'cut-first.jsonl');
    writeFileSync(file, '{"eve');
    const refused = run(['play', file, '--game', 'chakra'], 'e2e3\nquit\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`rulebook: ${file}:1: ${CUT_SHORT}; \`rulebook play ${file} --repair\` cuts the log back to its last whole line\n`);
    expect(readFileSync(file, 'utf8')).toBe('{"eve');
    const repaired = run(['play', file, '--repair', '--game', 'chakra'], 'e2e3\nquit\n');
    expect(repaired.code).toBe(0);
    expect(repaired.stdout).toContain(`Repaired ${file}: its last line 1 was cut short ("{\\"eve"); the log is cut back to its last whole line.`);
    expect(expectWhole(file).slice(1).map((line) => (JSON.parse(line) as { move: string }).move)).toEqual(['e2e3']);
  });

  it('blank lines before it end the log once it is cut off: --repair removes them too', () => {
    const file = join(temp, 'cut-after-blank.jsonl');
    const wholeLines = lines(readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8'));
    writeFileSync(file, `${wholeLines.slice(0, 6).join('\n')}\n\n \n${wholeLines[6]!.slice(0, 30)}`);
    const refused = run(['play', file], 'quit\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${file}:9: the last line is cut short`);
    const repaired = run(['play', file, '--repair'], 'e7xf6\nquit\n');
    expect(repaired.code).toBe(0);
    expect(repaired.stdout).toContain(`Repaired ${file}: its last line 9 was cut short`);
    expect(repaired.stdout).toContain(`${file} ended in 2 blank line(s): removed`);
    expect(expectWhole(file)).toEqual(wholeLines.slice(0, 7));
  });

  it('truncateFile cuts a file back at a byte, and replaceHead replaces its head, copying the rest', () => {
    const dir = mkdtempSync(join(temp, 'cut-'));
    const file = join(dir, 'game.jsonl');
    writeFileSync(file, 'one\ntwo\nthree\n');
    expect(truncateFile(file, 8).size).toBe(8);
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\n');
    // A head longer than a chunk, and a rest longer than one.
    const rest = `${'x'.repeat(200_000)}\n`;
    writeFileSync(file, `one\n${rest}`);
    const head = `${'h'.repeat(70_000)}\n`;
    expect(replaceHead(file, head, 4).size).toBe(head.length + rest.length);
    expect(readFileSync(file, 'utf8') === head + rest).toBe(true);
    expect(leftovers(dir, ['game.jsonl'])).toEqual([]);
  });
});

describe('play writes whole lines', () => {
  it('a play killed (SIGKILL) mid-game leaves a whole log that resumes', SLOW, async () => {
    const file = join(temp, 'killed.jsonl');
    const moves = ['e2e3', 'e7e6', 'd1h5', 'g7g6', 'h5h4', 'f7f6'];
    const child = spawn(process.execPath, [CLI, 'play', file, '--game', 'chakra', '--white', 'Ann'], {
      cwd: PACKAGE,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    // Four decisions, each waited for in the log; then two more sent, and the process killed
    // while it may be writing them.
    await until(() => existsSync(file), 'the new log');
    for (const [i, move] of moves.slice(0, 4).entries()) {
      child.stdin.write(`${move}\n`);
      await until(() => lines(readFileSync(file, 'utf8')).length === i + 2, `decision ${i + 1} in the log`);
    }
    child.stdin.write(`${moves[4]}\n${moves[5]}\n`);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(stdout).toContain('Black to move');

    const log = expectWhole(file);
    const events = log.length - 1;
    expect(events).toBeGreaterThanOrEqual(4);
    expect(events).toBeLessThanOrEqual(6);
    log.slice(1).forEach((line, i) => expect(JSON.parse(line)).toMatchObject({ event: 'move', ply: i + 1, move: moves[i] }));
    expect(run(['replay', file, '--quiet']).code).toBe(0);
    expect(readdirSync(temp).filter((name) => name.startsWith('.killed.jsonl.tmp-'))).toEqual([]);

    // The killed session could not remove its lock: once stale (its time STALE_MS old, set
    // back here rather than waited for; test/lock.test.ts shows the refusal before), the
    // game goes on from the log.
    expect(existsSync(`${file}.lock`)).toBe(true);
    const stale = new Date(Date.now() - STALE_MS - 1_000);
    utimesSync(`${file}.lock`, stale, stale);
    const next = moves.slice(events);
    const resumed = run(['play', file], [...next, 'h4h5', 'quit'].join('\n') + '\n');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${file} after ${events} event(s).`);
    const after = expectWhole(file);
    expect(after.slice(1).map((line) => (JSON.parse(line) as { move: string }).move)).toEqual([...moves, 'h4h5']);
    expect(run(['replay', file, '--quiet']).stdout).toContain('valid chakra log, ruleset current, 7 event(s); Move 4, Black to move');
  });

  it('undo cuts the log back to where the undone line starts, with no temporary file left', () => {
    const dir = mkdtempSync(join(temp, 'undo-'));
    const file = join(dir, 'game.jsonl');
    expect(run(['play', file, '--game', 'chakra'], 'e2e3\ne7e6\nundo\nundo\nd2d3\nquit\n').code).toBe(0);
    expect(expectWhole(file).slice(1).map((line) => (JSON.parse(line) as { move: string }).move)).toEqual(['d2d3']);
    expect(leftovers(dir, ['game.jsonl'])).toEqual([]);
  });

  it('undo past the events the session played: the log is cut back and replayed; the lines kept stay as they were (CRLF too)', () => {
    const dir = mkdtempSync(join(temp, 'undo-resumed-'));
    const file = join(dir, 'game.jsonl');
    const wholeLines = lines(readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8'));
    const moves = wholeLines.slice(1).map((line) => (JSON.parse(line) as { move: string }).move);
    writeFileSync(file, `${wholeLines.slice(0, 7).join('\r\n')}\r\n`);
    const resumed = run(['play', file], `undo\nundo\nundo\nboard\n${moves[3]}\nquit\n`);
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${file} after 6 event(s).`);
    expect(resumed.stdout).toContain(`Log: ${file} (4 event(s))`);
    expect(readFileSync(file, 'utf8')).toBe(`${wholeLines.slice(0, 4).join('\r\n')}\r\n${wholeLines[4]}\n`);
    expect(run(['replay', file, '--quiet']).stdout).toContain('valid chakra log, ruleset current, 4 event(s)');
    // Back to the start line, and a first move again.
    expect(run(['play', file], `${'undo\n'.repeat(6)}${moves[0]}\nquit\n`).stdout).toContain('Nothing to undo.');
    expect(readFileSync(file, 'utf8')).toBe(`${wholeLines[0]}\r\n${wholeLines[1]}\n`);
    expect(leftovers(dir, ['game.jsonl'])).toEqual([]);
  });

  it('Chakart: undone past the session, the decisions played again draw the same outcomes; after a seed is written into the start line too', () => {
    const dir = mkdtempSync(join(temp, 'undo-chakart-'));
    const example = lines(readFileSync(join(EXAMPLES, 'chakart-short.jsonl'), 'utf8')).slice(0, 7);
    const moves = example.slice(1).map((line) => (JSON.parse(line) as { move: string }).move);
    // Rh1xg1 draws Toadette, whose rook is dropped next (R@h5): two decisions of one turn.
    const again = `undo\nundo\nundo\n${moves.slice(3).join('\n')}\nquit\n`;
    const file = join(dir, 'seeded.jsonl');
    writeFileSync(file, `${example.join('\n')}\n`);
    const seeded = run(['play', file], again);
    expect(seeded.stderr).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(`${example.join('\n')}\n`);
    // Without a seed: --seed writes it into the start line (the events' lines move), then the same.
    const start = JSON.parse(example[0]!) as { options: Record<string, unknown> };
    delete start.options['seed'];
    const seedless = join(dir, 'seedless.jsonl');
    writeFileSync(seedless, `${[JSON.stringify(start), ...example.slice(1)].join('\n')}\n`);
    const given = run(['play', seedless, '--seed', '52'], again);
    expect(given.stderr).toBe('');
    expect(given.stdout).toContain('Note: the log had no seed; its outcomes are now drawn from seed 52');
    expect(readFileSync(seedless, 'utf8')).toBe(`${example.join('\n')}\n`);
    expect(leftovers(dir, ['seeded.jsonl', 'seedless.jsonl'])).toEqual([]);
  });

  it('a log cut short is refused with the line; --repair cuts it back to its last whole line and resumes', () => {
    const file = join(temp, 'cut.jsonl');
    const whole = readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8');
    const wholeLines = lines(whole);
    // A crash of another writer: the seventh line (ply 6) only half written.
    writeFileSync(file, wholeLines.slice(0, 6).join('\n') + '\n' + wholeLines[6]!.slice(0, 50));
    const refused = run(['play', file], 'quit\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${file}:7: the last line is cut short`);
    expect(refused.stderr).toContain(`rulebook play ${file} --repair`);
    expect(readFileSync(file, 'utf8')).toBe(wholeLines.slice(0, 6).join('\n') + '\n' + wholeLines[6]!.slice(0, 50));

    const repaired = run(['play', file, '--repair'], 'e7xf6\nquit\n');
    expect(repaired.code).toBe(0);
    expect(repaired.stdout).toContain(`Repaired ${file}: its last line 7 was cut short`);
    expect(repaired.stdout).toContain(`Resuming ${file} after 5 event(s).`);
    expect(expectWhole(file)).toEqual(wholeLines);
    expect(run(['replay', file, '--quiet']).code).toBe(0);
  });

  it('a whole last line without its line break gets one before the next line is appended', () => {
    const file = join(temp, 'no-break.jsonl');
    const whole = readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8');
    const wholeLines = lines(whole);
    writeFileSync(file, wholeLines.slice(0, 6).join('\n'));
    const resumed = run(['play', file], 'e7xf6\nquit\n');
    expect(resumed.code).toBe(0);
    expect(expectWhole(file)).toEqual(wholeLines);
  });
});

/** The kind of what a path names, its links not followed. */
function kind(path: string): string {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return 'link';
  if (stats.isFile()) return 'file';
  if (stats.isCharacterDevice()) return 'character device';
  if (stats.isFIFO()) return 'fifo';
  if (stats.isDirectory()) return 'directory';
  if (stats.isSocket()) return 'socket';
  return 'other';
}

/** What /dev/null is: it must stay this device. */
const devNull = (): string => {
  const stats = lstatSync('/dev/null');
  return `${kind('/dev/null')} ${stats.rdev} ${stats.ino}`;
};

/** The start line `new chakra` writes, without its line break. */
const START = lines(run(['new', 'chakra']).stdout)[0]!;

describe('a write follows the path the user named and never replaces it', () => {
  it('through a symbolic link (relative, into another directory): the target is written, the link stays a link', () => {
    const dir = mkdtempSync(join(temp, 'link-'));
    mkdirSync(join(dir, 'a'));
    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'b', 'game.jsonl'), 'old\n');
    const link = join(dir, 'a', 'game.jsonl');
    symlinkSync('../b/game.jsonl', link);
    const written = run(['new', 'chakra', '-o', link]);
    expect(written.code).toBe(0);
    expect(kind(link)).toBe('link');
    expect(readlinkSync(link)).toBe('../b/game.jsonl');
    expect(readFileSync(join(dir, 'b', 'game.jsonl'), 'utf8')).toBe(`${START}\n`);
    // The temporary file and the lock were beside the target, and are gone.
    expect(readdirSync(join(dir, 'a'))).toEqual(['game.jsonl']);
    expect(readdirSync(join(dir, 'b'))).toEqual(['game.jsonl']);
  });

  it('a chain of links, and a dangling link whose directory exists: the target is created, the links stay', () => {
    const dir = mkdtempSync(join(temp, 'dangling-'));
    const link = join(dir, 'first.jsonl');
    symlinkSync('second.jsonl', link);
    symlinkSync(join(dir, 'games', 'real.jsonl'), join(dir, 'second.jsonl'));
    mkdirSync(join(dir, 'games'));
    expect(run(['new', 'chakra', '-o', link]).code).toBe(0);
    expect([kind(link), kind(join(dir, 'second.jsonl')), kind(join(dir, 'games', 'real.jsonl'))]).toEqual(['link', 'link', 'file']);
    expect(readFileSync(join(dir, 'games', 'real.jsonl'), 'utf8')).toBe(`${START}\n`);

    // play on a dangling link starts the game in the link's target.
    const played = join(dir, 'played.jsonl');
    symlinkSync('games/played-real.jsonl', played);
    expect(run(['play', played, '--game', 'chakra'], 'e2e3\nquit\n').code).toBe(0);
    expect(kind(played)).toBe('link');
    expect(lines(readFileSync(join(dir, 'games', 'played-real.jsonl'), 'utf8'))).toHaveLength(2);
  });

  it('refuses what it cannot write safely, with the reason, and leaves it as it was', async () => {
    const dir = mkdtempSync(join(temp, 'refused-'));
    // A dangling link into a directory that does not exist.
    const nowhere = join(dir, 'nowhere.jsonl');
    symlinkSync('no/such/dir/game.jsonl', nowhere);
    for (const args of [['new', 'chakra', '-o', nowhere], ['play', nowhere, '--game', 'chakra']]) {
      const result = run(args, 'e2e3\nquit\n');
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`rulebook: cannot write ${nowhere}: a symbolic link to ${join(dir, 'no/such/dir/game.jsonl')}, whose directory does not exist\n`);
      expect(readlinkSync(nowhere)).toBe('no/such/dir/game.jsonl');
    }
    // A loop of links.
    symlinkSync('loop-b', join(dir, 'loop-a'));
    symlinkSync('loop-a', join(dir, 'loop-b'));
    const loop = run(['new', 'chakra', '-o', join(dir, 'loop-a')]);
    expect(loop.code).toBe(2);
    expect(loop.stderr).toContain('too many symbolic links');
    // A directory, and a link to one.
    mkdirSync(join(dir, 'sub'));
    symlinkSync('sub', join(dir, 'to-sub'));
    expect(run(['new', 'chakra', '-o', join(dir, 'sub')]).stderr).toBe(`rulebook: cannot write ${join(dir, 'sub')}: it is a directory\n`);
    expect(run(['new', 'chakra', '-o', join(dir, 'to-sub')]).stderr).toContain(`a symbolic link to ${join(dir, 'sub')}, which is a directory`);
    // A socket.
    const socket = join(dir, 'socket');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    try {
      const result = run(['new', 'chakra', '-o', socket]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`rulebook: cannot write ${socket}: it is a socket\n`);
      expect(kind(socket)).toBe('socket');
    } finally {
      server.close();
    }
    // No temporary file, no lock left anywhere.
    expect(readdirSync(dir).filter((name) => name.startsWith('.') || name.endsWith('.lock'))).toEqual([]);
    expect(readdirSync(join(dir, 'sub'))).toEqual([]);
  });

  it('a device (/dev/null, and a link to it) is written directly, never replaced', () => {
    const before = devNull();
    expect(run(['new', 'chakra', '-o', '/dev/null'])).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const dir = mkdtempSync(join(temp, 'null-'));
    const link = join(dir, 'null.jsonl');
    symlinkSync('/dev/null', link);
    expect(run(['new', 'chakra', '-o', link]).code).toBe(0);
    expect(kind(link)).toBe('link');
    expect(devNull()).toBe(before);
    expect(readdirSync('/dev').filter((name) => name.startsWith('.null') || name === 'null.lock')).toEqual([]);
    expect(readdirSync(dir)).toEqual(['null.jsonl']);
  });

  it('a FIFO is written directly, to its reader; it stays a FIFO', SLOW, async () => {
    const dir = mkdtempSync(join(temp, 'fifo-'));
    const fifo = join(dir, 'pipe.jsonl');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // The reader opens the FIFO (on a worker thread) while the writer runs.
    const read = readFile(fifo, 'utf8');
    const writer = start(['new', 'chakra', '-o', fifo]);
    expect((await writer.exited).code).toBe(0);
    expect(await read).toBe(`${START}\n`);
    expect(kind(fifo)).toBe('fifo');
    expect(readdirSync(dir)).toEqual(['pipe.jsonl']);
  });

  it('-, /dev/stdout and /dev/stderr are the process\'s own streams', () => {
    expect(run(['new', 'chakra', '-o', '-']).stdout).toBe(`${START}\n`);
    expect(run(['new', 'chakra', '-o', '/dev/stdout'])).toMatchObject({ code: 0, stdout: `${START}\n`, stderr: '' });
    expect(run(['new', 'chakra', '-o', '/dev/stderr'])).toMatchObject({ code: 0, stdout: '', stderr: `${START}\n` });
    const dir = mkdtempSync(join(temp, 'stdout-'));
    symlinkSync('/dev/stdout', join(dir, 'out.jsonl'));
    expect(run(['new', 'chakra', '-o', join(dir, 'out.jsonl')]).stdout).toBe(`${START}\n`);
    expect(kind(join(dir, 'out.jsonl'))).toBe('link');
  });

  it('play refuses a device or a FIFO as its log, at once, leaving it as it was', () => {
    const before = devNull();
    const dir = mkdtempSync(join(temp, 'play-device-'));
    const fifo = join(dir, 'pipe.jsonl');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    for (const [file, what] of [['/dev/null', 'a character device'], [fifo, 'a FIFO'], ['/dev/stdout', 'an open stream, not a file']] as const) {
      const result = run(['play', file, '--game', 'chakra'], 'e2e3\nquit\n');
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`rulebook: ${file} is ${what}: play needs a log file it can read back and rewrite (give a regular file, or no FILE to play without saving)\n`);
    }
    expect(devNull()).toBe(before);
    expect(kind(fifo)).toBe('fifo');
    expect(readdirSync(dir)).toEqual(['pipe.jsonl']);
  });

  it('play through a symbolic link: moves, undo and more moves all reach the target; the link stays', () => {
    const dir = mkdtempSync(join(temp, 'play-link-'));
    mkdirSync(join(dir, 'logs'));
    const link = join(dir, 'game.jsonl');
    symlinkSync('logs/real.jsonl', link);
    expect(run(['play', link, '--game', 'chakra'], 'e2e3\ne7e6\nundo\nd7d6\nquit\n').code).toBe(0);
    expect(run(['play', link], 'd2d3\nundo\nc2c3\nquit\n').code).toBe(0);
    expect(kind(link)).toBe('link');
    const real = join(dir, 'logs', 'real.jsonl');
    expect(expectWhole(real).slice(1).map((line) => (JSON.parse(line) as { move: string }).move)).toEqual(['e2e3', 'd7d6', 'c2c3']);
    expect(run(['replay', link, '--quiet']).stdout).toContain('3 event(s)');
    expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'logs']);
    expect(readdirSync(join(dir, 'logs'))).toEqual(['real.jsonl']);
  });

  it('writeTarget: where each path goes', () => {
    const dir = mkdtempSync(join(temp, 'target-'));
    writeFileSync(join(dir, 'file'), '');
    symlinkSync('file', join(dir, 'link'));
    expect(writeTarget(join(dir, 'file'))).toEqual({ kind: 'file', path: join(dir, 'file'), exists: true });
    expect(writeTarget(join(dir, 'link'))).toEqual({ kind: 'file', path: join(dir, 'file'), exists: true });
    expect(writeTarget(join(dir, 'new'))).toEqual({ kind: 'file', path: join(dir, 'new'), exists: false });
    expect(writeTarget('-')).toEqual({ kind: 'fd', fd: 1 });
    expect(writeTarget('/dev/stdout')).toEqual({ kind: 'fd', fd: 1 });
    expect(writeTarget('/dev/fd/2')).toEqual({ kind: 'fd', fd: 2 });
    expect(writeTarget('/proc/self/fd/1')).toEqual({ kind: 'fd', fd: 1 });
    expect(writeTarget('/dev/null')).toEqual({ kind: 'stream', path: '/dev/null', what: 'a character device' });
    expect(() => writeTarget(join(dir, 'no', 'file'))).toThrow(`no such directory: ${join(dir, 'no')}`);
    expect(() => writeTarget(join(dir, 'file', 'x'))).toThrow(Refused);
  });
});
