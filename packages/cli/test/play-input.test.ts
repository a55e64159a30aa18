// What `play` reads: a log that ends in blank lines (an editor's, spaces, a CRLF one) is
// resumed and stays a log that replays; input whose last line has no line break is taken
// whole; endless input (/dev/zero, a huge line) ends the session with a located error, in
// bounded memory and without a stack trace.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST_LINE } from '../src/lines.ts';
import { CLI, EXAMPLES, PACKAGE, lines, run, type Run } from './run.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-play-input-'));
const SLOW = { timeout: 120_000 };
const GAMES = ['chakra', 'shakti', 'medea', 'chakart'] as const;

/** The example's first seven lines: a start line and six moves; `e7xf6` is the sixth. */
const example = lines(readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8')).slice(0, 7);

/** `rulebook ARGS` with stdin from a file (a device too), its output however long. */
function runFrom(args: readonly string[], stdinPath: string): Run {
  const fd = openSync(stdinPath, 'r');
  try {
    const result = spawnSync(process.execPath, [CLI, ...args], {
      cwd: PACKAGE,
      stdio: [fd, 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      maxBuffer: 64 << 20,
      timeout: 120_000,
    });
    return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
  } finally {
    closeSync(fd);
  }
}

/** `rulebook ARGS` fed `input`, its output however long. */
function runBig(args: readonly string[], input: string): Run {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: PACKAGE,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 64 << 20,
    timeout: 120_000,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** The moves of a log file, in order. */
const movesOf = (file: string): string[] => lines(readFileSync(file, 'utf8')).slice(1).map((line) => (JSON.parse(line) as { move: string }).move);

/** No stack trace, no internal error: what a user must never see. */
function expectNoTrace(result: Run): void {
  expect(result.stderr).not.toMatch(/internal error|RangeError|^\s+at /m);
}

describe('a log that ends in blank lines', () => {
  it.each([
    ['a blank line', '\n', 1],
    ['three blank lines', '\n\n\n', 3],
    ['a line of spaces without a line break', '   ', 1],
    ['a line of spaces and a tab, with its line break', ' \t \n', 1],
    ['a CRLF blank line', '\r\n', 1],
    ['two CRLF blank lines', '\r\n\r\n', 2],
    ['blank lines of every kind', '\n \n\t\r\n', 3],
    ['lines of no-break spaces (U+00A0), the last without its line break', '\u00a0\n\u00a0', 2],
  ])('is resumed after %s: they are removed and the next move follows the last event', (_name, tail, blank) => {
    const file = join(temp, `blank-${blank}-${JSON.stringify(tail).replace(/\W/g, '')}.jsonl`);
    writeFileSync(file, example.slice(0, 6).join('\n') + '\n' + tail);
    // replay takes the log as it is; play keeps it a log replay takes.
    expect(run(['replay', file, '--quiet']).code).toBe(0);
    const resumed = run(['play', file], 'e7xf6\nquit\n');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`${file} ended in ${blank} blank line(s): removed`);
    expect(resumed.stdout).toContain(`Resuming ${file} after 5 event(s).`);
    expect(readFileSync(file, 'utf8')).toBe(example.join('\n') + '\n');
    expect(run(['replay', file, '--quiet']).stdout).toContain('valid chakra log, ruleset current, 6 event(s)');
  });

  it('a CRLF log keeps its lines; the move follows its last event', () => {
    const file = join(temp, 'crlf.jsonl');
    writeFileSync(file, example.slice(0, 6).join('\r\n') + '\r\n\r\n');
    const resumed = run(['play', file], 'e7xf6\nquit\n');
    expect(resumed.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(example.slice(0, 6).join('\r\n') + '\r\n' + example[6] + '\n');
    expect(run(['replay', file, '--quiet']).stdout).toContain('valid chakra log, ruleset current, 6 event(s)');
  });

  it('a log whose blank line is not at its end is refused at that line, before any move, untouched', () => {
    const file = join(temp, 'blank-inside.jsonl');
    const text = example.slice(0, 3).join('\n') + '\n\n' + example.slice(3, 6).join('\n') + '\n\n';
    writeFileSync(file, text);
    const refused = run(['play', file], 'e7xf6\nquit\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${file}:4: a blank line`);
    expect(refused.stdout).not.toContain('Resuming');
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('only whole blank lines are removed: the last event keeps its own trailing spaces', () => {
    const file = join(temp, 'trailing-spaces.jsonl');
    writeFileSync(file, `${example.slice(0, 6).join('\n')}  \n  `);
    const resumed = run(['play', file], 'e7xf6\nquit\n');
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`${file} ended in 1 blank line(s): removed`);
    expect(readFileSync(file, 'utf8')).toBe(`${example.slice(0, 6).join('\n')}  \n${example[6]}\n`);
  });

  it.each([
    ['nothing', ''],
    ['nothing but blank lines', ' \n\r\n\n'],
  ])('a log of %s is a new game (--game, --white apply), written over it', (name, text) => {
    const file = join(temp, `only-${name.replace(/\W/g, '-')}.jsonl`);
    writeFileSync(file, text);
    const played = run(['play', file, '--game', 'chakra', '--white', 'Ann'], 'e2e3\nquit\n');
    expect(played.stderr).toBe('');
    expect(played.code).toBe(0);
    expect(played.stdout).not.toContain('Resuming');
    expect(played.stdout).not.toContain('blank line(s)');
    expect(JSON.parse(lines(readFileSync(file, 'utf8'))[0]!)).toMatchObject({ game: 'chakra', tags: { White: 'Ann' } });
    expect(movesOf(file)).toEqual(['e2e3']);
  });
});

describe('input whose last line has no line break', () => {
  it.each(GAMES)('%s: the last line is taken as a move and the session ends cleanly', (game) => {
    // Chakart's set-up is drawn: a seed fixes it for `moves` and `play` alike.
    const seed = game === 'chakart' ? ['--seed', '7'] : [];
    const first = lines(run(['moves', game, ...seed]).stdout)[0]!;
    const file = join(temp, `no-break-${game}.jsonl`);
    const result = run(['play', file, '--game', game, ...seed], first);
    expectNoTrace(result);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Log: ${file} (1 event(s))`);
    expect(movesOf(file)).toHaveLength(1);
    expect(run(['replay', file, '--quiet']).code).toBe(0);
  });

  it('a command, CRLF line breaks and a last `quit` without its break', () => {
    const file = join(temp, 'no-break-commands.jsonl');
    const result = run(['play', file, '--game', 'chakra'], 'e2e3\r\ne7e6\r\nundo\r\nd7d6\r\nquit');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(movesOf(file)).toEqual(['e2e3', 'd7d6']);
  });
});

describe('endless input is bounded', () => {
  it('/dev/zero (no line break ever): a located error, exit 2, no stack trace, the log whole and unlocked', SLOW, () => {
    const dir = mkdtempSync(join(temp, 'zero-'));
    const file = join(dir, 'game.jsonl');
    const result = runFrom(['play', file, '--game', 'chakra'], '/dev/zero');
    expectNoTrace(result);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`rulebook: stdin:1: the line is longer than ${LONGEST_LINE} characters, more than any move or command; the session ends (the log keeps the game so far)\n`);
    expect(readdirSync(dir)).toEqual(['game.jsonl']);
    expect(run(['replay', file, '--quiet']).stdout).toContain('0 event(s)');
  });

  it('a line past the limit ends the session at it; the moves before it are kept; one at the limit is only an illegal move', SLOW, () => {
    const file = join(temp, 'huge-line.jsonl');
    const over = runBig(['play', file, '--game', 'chakra'], `e2e3\n${'x'.repeat(LONGEST_LINE + 1)}\ne7e6\n`);
    expectNoTrace(over);
    expect(over.code).toBe(2);
    expect(over.stderr).toContain(`stdin:2: the line is longer than ${LONGEST_LINE} characters`);
    expect(movesOf(file)).toEqual(['e2e3']);

    const at = runBig(['play', file], `${'x'.repeat(LONGEST_LINE)}\ne7e6\nquit\n`);
    expectNoTrace(at);
    expect(at.code).toBe(0);
    expect(movesOf(file)).toEqual(['e2e3', 'e7e6']);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
