// The command as a whole: help, version, usage errors, unknown games.
import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

describe('general', () => {
  it('prints the version and the help', () => {
    const version = run(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = run(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['replay', 'moves', 'perft', 'new', 'play', 'render', 'convert']) {
      expect(help.stdout).toContain(command);
    }
  });

  it.each(['replay', 'moves', 'perft', 'new', 'play', 'render', 'convert'])('%s --help exits 0', (command) => {
    const result = run([command, '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: rulebook ' + command);
  });

  it.each([
    [['frobnicate']],
    [[]],
    [['moves']],
    [['moves', 'chakra', '--ruleset', '2000']],
    [['moves', 'chakra', '--position', 'not a position']],
    [['moves', 'chakra', '--bogus']],
    [['perft', 'chakra', 'two']],
    [['perft', 'chakra', '-1']],
    [['replay', 'no-such-file.jsonl']],
    [['replay', 'src']], // a directory with no log in it
    [['convert', 'x.jsonl']],
    [['convert', '-', '--to', 'pdf']],
    [['render', '--format', 'png']],
    [['moves', 'chakra', 'extra']],
  ])('bad arguments %j exit 2 without a stack trace', (args) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stderr.length).toBeGreaterThan(0);
  });

  it.each([['moves'], ['perft'], ['new'], ['render']])('%s with an unknown game exits 2', (command) => {
    const args = command === 'perft' ? [command, 'chess', '1'] : [command, 'chess'];
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown game 'chess'; known games: chakra");
  });
});

