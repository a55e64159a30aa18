// `rulebook best`: the engine's move in a position, as a stranger reads it and as --json gives
// it. On each game: the position before the winning move of the game's example (a win in one,
// which the engine must find and which must win when played), a position where a piece hangs,
// a game that is over; then what a user gets wrong (each with its exit code and its message),
// and Ctrl-C during a search.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, lines, run } from '../run.ts';
import { start, until } from '../session.ts';
import { GAMES, WINNING_EXAMPLE, type GameName } from './games.ts';

const temp = mkdtempSync(join(tmpdir(), 'rulebook-cli-best-'));
const SLOW = { timeout: 180_000 };

/** The example that ends in a win, without its last line: the winner is to move and wins at once. */
function beforeTheWin(game: GameName): { file: string; winner: string; winning: string } {
  const all = lines(readFileSync(join(EXAMPLES, WINNING_EXAMPLE[game]), 'utf8'));
  const last = JSON.parse(all[all.length - 1]!) as { player: string; move: string };
  const file = join(temp, `${game}-before-the-win.jsonl`);
  writeFileSync(file, all.slice(0, -1).join('\n') + '\n');
  return { file, winner: last.player, winning: last.move };
}

/** The keys of `best --json` with a move, in their order. */
const BEST_KEYS = ['game', 'position', 'side', 'level', 'move', 'moveObject', 'score', 'scoreText', 'whiteScore', 'depth', 'nodes', 'timeMs', 'nps', 'line'];

/**
 * A Queen left undefended, which the side to move takes (the capture is checked legal with
 * `moves` first). Only the chess-like games: Shakti's warriors never capture (S4) and Medea's
 * captures are compulsory (its win in one is its obvious best move).
 */
const HANGING: readonly { readonly game: GameName; readonly position: string; readonly capture: string }[] = [
  { game: 'chakra', position: '4k3/8/8/3q4/8/8/8/3QK3 w a2N,h2N,a7n,h7n - 1', capture: 'd1xd5' },
  { game: 'chakart', position: '4k3/8/8/3q4/8/8/8/3QK3 w 0 {"flags":"0000"}', capture: 'Qd1xd5' },
];

describe.each(GAMES)('best on %s', (game) => {
  it('finds the win in one at the end of the example game: the move, "win in 1 ply", and the move wins when played', SLOW, () => {
    const { file, winner } = beforeTheWin(game);
    const result = run(['best', game, '--log', file, '--depth', '3', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const best = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(best)).toEqual(BEST_KEYS);
    expect(best['side']).toBe(winner);
    expect(best['score']).toEqual({ kind: 'win', plies: 1 });
    expect(best['scoreText']).toBe('win in 1 ply');
    expect(best['whiteScore']).toEqual({ kind: winner === 'white' ? 'win' : 'loss', plies: 1 });
    expect((best['line'] as string[])[0]).toBe(best['move']);
    expect((best['moveObject'] as { notation: string }).notation).toBe(best['move']);
    // Played into a copy of the log, the move ends the game with the winner's win.
    const copy = join(temp, `${game}-won.jsonl`);
    copyFileSync(file, copy);
    const played = run(['play', copy], `${best['move'] as string}\n`);
    expect(played.code).toBe(0);
    expect(played.stdout).toMatch(new RegExp(`Game over: ${winner === 'white' ? 'White' : 'Black'} wins`));
    expect(run(['replay', copy, '--summary']).stdout).toContain(`${winner === 'white' ? 'White' : 'Black'} wins`);
  });

  it('says the move, the score for the side to move, the depth, the positions searched and the line, one labelled line each', SLOW, () => {
    const { file, winner } = beforeTheWin(game);
    const result = run(['best', game, '--log', file, '--depth', '2']);
    expect(result.code).toBe(0);
    const said = lines(result.stdout);
    expect(said).toHaveLength(5);
    expect(said[0]).toMatch(/^best move  \S+$/);
    expect(said[1]).toBe(`score      win in 1 ply for ${winner === 'white' ? 'White' : 'Black'}, the side to move`);
    expect(said[2]).toMatch(/^depth      [12]$/);
    expect(said[3]).toMatch(/^nodes      \d+ \(\d+ per second\)$/);
    expect(said[4]).toBe(`line       ${said[0]!.slice('best move  '.length)}`);
    // Progress goes to stderr only on a terminal or when asked for.
    expect(result.stderr).toBe('');
    const verbose = run(['best', game, '--log', file, '--depth', '2', '--verbose']);
    expect(lines(verbose.stderr)[0]).toMatch(/^depth 1  score \S.*  nodes \d+  nps \d+  time \d+\.\d\d s  line \S/);
    expect(lines(verbose.stdout)[0]).toBe(said[0]);
  });

  it('takes the start position with the game\'s options, and is the same at the same depth every time', SLOW, () => {
    const first = run(['best', game, '--depth', '2', '--json']);
    const again = run(['best', game, '--depth', '2', '--json']);
    expect(first.code).toBe(0);
    const drop = (text: string) => {
      const { timeMs: _t, nps: _n, ...rest } = JSON.parse(text) as Record<string, unknown>;
      return rest;
    };
    expect(drop(again.stdout)).toEqual(drop(first.stdout));
    const best = drop(first.stdout);
    expect(best['side']).toBe('white');
    expect(best['depth']).toBe(2);
    // The move is one of the start position's legal moves.
    expect(lines(run(['moves', game]).stdout)).toContain(best['move']);
  });

  it('has no move in a game that is over: it says how the game ended', SLOW, () => {
    const file = join(EXAMPLES, WINNING_EXAMPLE[game]);
    const text = run(['best', game, '--log', file]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^No move: the game is over \((White|Black) wins.*\)\.\n$/);
    const json = JSON.parse(run(['best', game, '--log', file, '--json']).stdout) as { move: unknown; end: { result: string; reason: string; words: string } };
    expect(json.move).toBeNull();
    expect(json.end.words).toMatch(/wins/);
  });
});

describe.each(HANGING)('a hanging Queen in $game', ({ game, position, capture }) => {
  it(`is taken (${capture}), with a score of more than a pawn`, SLOW, () => {
    expect(lines(run(['moves', game, '--position', position]).stdout)).toContain(capture);
    const result = run(['best', game, '--position', position, '--depth', '3', '--json']);
    expect(result.code).toBe(0);
    const best = JSON.parse(result.stdout) as { move: string; score: { kind: string; value?: number } };
    expect(best.move).toBe(capture);
    expect(best.score.kind === 'win' || (best.score.value ?? 0) > 100).toBe(true);
  });
});

describe('a Courtesan to take back in chakra-short.jsonl', () => {
  it("takes back a Courtesan that took a pawn (the example's last move, e7xf6, or another capture on f6)", SLOW, () => {
    const all = lines(readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8'));
    const file = join(temp, 'chakra-recapture.jsonl');
    writeFileSync(file, all.slice(0, -1).join('\n') + '\n');
    const best = JSON.parse(run(['best', 'chakra', '--log', file, '--depth', '3', '--json']).stdout) as { move: string };
    expect(best.move).toMatch(/xf6$/);
  });
});

describe('what best refuses', () => {
  it.each([
    [['best', 'chakra', '--level', '0'], "--level must be a whole number from 1 to 8, got '0'"],
    [['best', 'chakra', '--level', 'nine'], "--level must be a whole number from 1 to 8, got 'nine'"],
    [['best', 'chakra', '--depth', '3', '--movetime', '100'], '--depth and --movetime are alternatives: give one'],
    [['best', 'chakra', '--nodes', '0'], "--nodes must be at least 1, got '0'"],
    [['best', 'chakra', '--depth', '65'], "--depth must be at most 64, got '65'"],
    [['best', 'chakra', '--movetime', 'soon'], "--movetime must be a non-negative integer, got 'soon'"],
    [['best', 'chakra', '--position', 'xyz'], /^bad position/],
    [['best', 'chess'], "unknown game 'chess'; known games: chakra, shakti, medea, chakart"],
    [['best', 'chakra', '--log', 'no-such-log.jsonl'], 'cannot read no-such-log.jsonl: no such file'],
    [['best', 'shakti', '--log', join(EXAMPLES, 'chakra-short.jsonl')], `${join(EXAMPLES, 'chakra-short.jsonl')} is a chakra game, not shakti`],
    [['best', 'chakra', '--log', join(EXAMPLES, 'chakra-short.jsonl'), '--position', 'x'], '--position and --log both give the position: choose one'],
    [['best', 'chakra', '--log', join(EXAMPLES, 'chakra-short.jsonl'), '--ruleset', '1995'], "the log's start line gives its options: --ruleset cannot be given with --log"],
  ] as const)('%j: exit 2, one line', (args, message) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const said = lines(result.stderr);
    expect(said).toHaveLength(1);
    if (typeof message === 'string') expect(said[0]).toBe(`rulebook: ${message}`);
    else expect(said[0]!.slice('rulebook: '.length)).toMatch(message);
  });

  it('an invalid log is invalid game data: exit 1, the line named', () => {
    const file = join(temp, 'illegal.jsonl');
    const log = lines(readFileSync(join(EXAMPLES, 'chakra-short.jsonl'), 'utf8'));
    writeFileSync(file, [log[0], log[1]!.replace('"Th2g4"', '"Th2g5"')].join('\n') + '\n');
    const result = run(['best', 'chakra', '--log', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^rulebook: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2(:\\d+)?: .+\\n$`));
  });

  it('Ctrl-C (SIGINT) ends a long search at once: a message, no move, exit 130', SLOW, async () => {
    const session = start(['best', 'chakra', '--depth', '64', '--verbose']);
    await until(() => session.stderr().includes('depth 1 '), 'the first depth');
    process.kill(session.pid, 'SIGINT');
    const { code } = await session.exited;
    expect(code).toBe(130);
    expect(session.stdout()).toBe('');
    expect(session.stderr()).toMatch(/rulebook: search interrupted \(SIGINT\) after depth \d+; no move was printed\n$/);
  });
});
