// The fifth game through the command: tic-tac-toe, added to the registry by the test alone
// (`runProgram(argv, { games: [...cliGames, ticTacToeCli] })`), goes through new, moves, perft,
// play, replay, convert and render like the four games, in the same words and exit codes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cliGames, runProgram } from '../../src/program.ts';
import { ticTacToeText } from '../../../notation/test/tictactoe/index.ts';
import { ticTacToeCli } from './index.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-tictactoe-'));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The command, run in this process with tic-tac-toe registered; `input` is what stdin gives. */
async function run(args: readonly string[], input = ''): Promise<Run> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  const stdin = Object.getOwnPropertyDescriptor(process, 'stdin')!;
  Object.defineProperty(process, 'stdin', { value: Readable.from([input]), configurable: true });
  try {
    const code = await runProgram(['node', 'rulebook', ...args], { games: [...cliGames, ticTacToeCli] });
    return { code, stdout, stderr };
  } finally {
    Object.defineProperty(process, 'stdin', stdin);
    vi.restoreAllMocks();
  }
}

const lines = (text: string): string[] => text.split('\n').filter((line) => line !== '');

afterEach(() => vi.restoreAllMocks());

describe('tic-tac-toe through the command', () => {
  it('is listed with the four games, its option a flag of its own', async () => {
    const help = await run(['new', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/chakra, shakti, medea, chakart or\s+tictactoe/);
    expect(help.stdout).toContain('--misere <on|off>');
    expect(help.stdout.replace(/\s+/g, ' ')).toContain('tictactoe: three in a row loses instead of winning (T3), default off');
    expect((await run(['moves', 'chess'])).stderr).toContain("unknown game 'chess'; known games: chakra, shakti, medea, chakart, tictactoe");
    expect((await run(['moves', '--help'])).stdout).toMatch(/tictactoe +place \{square\}/);
  });

  it('writes a new log (T1: the empty board, White first)', async () => {
    const result = await run(['new', 'tictactoe', '--misere', 'on', '--white', 'Ann']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      event: 'start',
      format: 'rulebook-log/1',
      game: 'tictactoe',
      setup: '.../.../... w',
      options: { misere: true },
      tags: { White: 'Ann' },
    });
  });

  it('lists the moves (T2) as text and as the rules’ move objects', async () => {
    const start = await run(['moves', 'tictactoe']);
    expect(start.code).toBe(0);
    expect(lines(start.stdout)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3']);
    const json = await run(['moves', 'tictactoe', '--json', '--position', 'XO./.X./..O w']);
    expect(JSON.parse(json.stdout)).toEqual(['a1', 'a2', 'b1', 'c2', 'c3'].map((square) => ({ kind: 'place', square, notation: square })));
    expect(lines((await run(['moves', 'tictactoe', '--position', 'XXX/OO./... b'])).stdout)).toEqual([]);
  });

  it('counts perft 9, 72, 504, 3024 and divides by move', async () => {
    for (const [depth, nodes] of [['1', '9'], ['2', '72'], ['3', '504'], ['4', '3024']]) {
      expect(lines((await run(['perft', 'tictactoe', depth!])).stdout)).toEqual([nodes]);
    }
    const divided = lines((await run(['perft', 'tictactoe', '2', '--divide'])).stdout);
    expect(divided[0]).toBe('a1: 8');
    expect(divided.at(-1)).toBe('72');
  });

  it('plays from a pipe, writing a log that replays (T3: three in a row)', async () => {
    const file = join(temp, 'win.jsonl');
    const played = await run(['play', file, '--game', 'tictactoe'], 'a1\na2\nb1\nb1\nb2\nc1\n');
    expect(played.stderr).toBe('');
    expect(played.code).toBe(0);
    expect(played.stdout).toContain('b1 is taken (T2)');
    expect(played.stdout).toContain('Game over: White wins by three-in-a-row');
    expect(lines(readFileSync(file, 'utf8'))).toHaveLength(6);
    const replay = await run(['replay', file, '--quiet']);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('valid tictactoe log, 5 event(s); White wins by three-in-a-row');
    const json = lines((await run(['replay', file, '--json'])).stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json[5]).toMatchObject({ ply: 5, player: 'white', move: { kind: 'place', square: 'c1', notation: 'c1' }, facts: { square: 'c1' } });
  });

  it('replays a misère log built by the text module, and refuses a tampered one (exit 1)', async () => {
    const log = ticTacToeText.logFromMoves({ misere: true }, ['a1', 'a2', 'b1', 'b2', 'c1']);
    if (!log.ok) throw new Error(log.error.message);
    const file = join(temp, 'misere.jsonl');
    writeFileSync(file, log.value);
    expect((await run(['replay', file, '--quiet'])).stdout).toContain('valid tictactoe log, misere on, 5 event(s); Black wins by three-in-a-row');
    writeFileSync(file, log.value.replace('"square":"b2"', '"square":"b3"'));
    const bad = await run(['replay', file]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`${file}:5: facts.square: the log says b3, the move marks b2`);
  });

  it('converts a log to a record and back', async () => {
    const log = ticTacToeText.logFromMoves({ tags: { White: 'Ann', Black: 'Bob' } }, ['b2', 'a1', 'c3']);
    if (!log.ok) throw new Error(log.error.message);
    const file = join(temp, 'convert.jsonl');
    writeFileSync(file, log.value);
    const record = await run(['convert', file, '--to', 'record']);
    expect(record.code).toBe(0);
    expect(record.stdout).toContain('[Game "Tic-tac-toe"]');
    expect(record.stdout).toContain('1. b2 a1 2. c3 *');
    const back = await run(['convert', '-', '--to', 'log'], record.stdout);
    expect(back.code).toBe(0);
    expect(back.stdout).toBe(log.value);
  });

  it('renders a position as text and as SVG; a bad position is a usage error (exit 2)', async () => {
    const text = await run(['render', 'tictactoe', '--position', 'XO./.X./..O w']);
    expect(text.code).toBe(0);
    expect(lines(text.stdout).slice(0, 4)).toEqual([' 3  X O .', ' 2  . X .', ' 1  . . O', '    a b c']);
    const svg = await run(['render', 'tictactoe', '--format', 'svg']);
    expect(svg.stdout.startsWith('<svg')).toBe(true);
    const bad = await run(['render', 'tictactoe', '--position', 'XO. w']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('rulebook: bad position');
    expect((await run(['moves', 'tictactoe', '--ruleset', '1995'])).stderr).toContain('--ruleset (a chakra option) does not apply to tictactoe');
  });
});
