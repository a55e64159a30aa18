// `new` and `play` never leave a half-written log: a whole file goes through a temporary file
// and a rename, `play` appends whole lines and flushes them; a session killed mid-game
// resumes from its log; a log whose last line was cut short is refused, or cut back with
// --repair.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cutShortTail, writeWholeFile } from '../src/write.ts';
import { CLI, EXAMPLES, PACKAGE, lines, run } from './run.ts';

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
  it('is a line with no break after it that is not JSON', () => {
    expect(cutShortTail('')).toBeUndefined();
    expect(cutShortTail('{"a":1}\n')).toBeUndefined();
    expect(cutShortTail('{"a":1}\n{"b":2}')).toBeUndefined();
    expect(cutShortTail('{"a":1}\n  ')).toBeUndefined();
    expect(cutShortTail('{"a":1}\n{"b":2}\n{"c":')).toEqual({ line: 3, kept: '{"a":1}\n{"b":2}\n', cut: '{"c":' });
    expect(cutShortTail('{"eve')).toEqual({ line: 1, kept: '', cut: '{"eve' });
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

    // Resumed: the game goes on from the log.
    const next = moves.slice(events);
    const resumed = run(['play', file], [...next, 'h4h5', 'quit'].join('\n') + '\n');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`Resuming ${file} after ${events} event(s).`);
    const after = expectWhole(file);
    expect(after.slice(1).map((line) => (JSON.parse(line) as { move: string }).move)).toEqual([...moves, 'h4h5']);
    expect(run(['replay', file, '--quiet']).stdout).toContain('valid chakra log, ruleset current, 7 event(s); Move 4, Black to move');
  });

  it('undo rewrites the log whole, with no temporary file left', () => {
    const dir = mkdtempSync(join(temp, 'undo-'));
    const file = join(dir, 'game.jsonl');
    expect(run(['play', file, '--game', 'chakra'], 'e2e3\ne7e6\nundo\nundo\nd2d3\nquit\n').code).toBe(0);
    expect(expectWhole(file).slice(1).map((line) => (JSON.parse(line) as { move: string }).move)).toEqual(['d2d3']);
    expect(leftovers(dir, ['game.jsonl'])).toEqual([]);
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
