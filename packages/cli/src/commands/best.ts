// rulebook best GAME: the engine's best move in a position (a position string, or the end of a
// log with its history, for G3's repetitions), its score from the view of the side to move,
// the depth reached, the positions searched and the line of play it expects, in the game's
// move text. The search runs in a worker thread (computer.ts): a line of progress per depth
// completed goes to stderr on a terminal (or with --verbose), and Ctrl-C ends it at once with
// exit code 130, as it ends perft.

import type { Command } from 'commander';
import { LEVELS, MAX_LEVEL, scoreText, whiteScore } from '@rulebook/engine';
import { capitalised, endText } from '../common.ts';
import { Computer, INTERRUPTED } from '../computer.ts';
import { engineGame } from '../engine-game.ts';
import { addLimitFlags, levelFrom, limitsFrom, nodesPerSecond, progressLine, type LimitFlags } from '../engine-flags.ts';
import { CliError, usageError } from '../errors.ts';
import type { GameEnd, Options, SomeGame } from '../games/game.ts';
import type { Registry } from '../games/registry.ts';
import { out, outLines, readInput } from '../io.ts';

/** `levels 1-4`: the levels that blur their judgement (engine's levels.ts). */
function blurred(): string {
  const last = LEVELS.findLastIndex((level) => level.blur > 0) + 1;
  return last <= 1 ? 'level 1' : `levels 1-${last}`;
}

interface BestOptions extends LimitFlags {
  position?: string;
  log?: string;
  level?: string;
  json?: boolean;
  verbose?: boolean;
}

export function registerBest(program: Command, registry: Registry): void {
  const command = program
    .command('best')
    .description("the engine's best move in a position: the move, its score, the depth, the positions searched and the line it expects")
    .argument('<game>', `the game (${registry.choices})`)
    .option('--position <string>', 'the position string (default: the start position)')
    .option('--log <file>', "the position at the end of a log (its earlier positions count for repetition, G3), '-' for stdin; the log gives the options");
  registry.addOptionFlags(command);
  addLimitFlags(command, "the level's own limits", true)
    .option('--level <n>', `the engine's level, 1 to ${MAX_LEVEL} (default ${MAX_LEVEL}, the strongest; ${blurred()} sometimes choose a worse move on purpose)`)
    .option('--json', 'print one JSON object: game, position, side, level, move, moveObject, score, scoreText, whiteScore, depth, nodes, timeMs, nps, line')
    .option('--verbose', 'print the progress lines on stderr even when stderr is not a terminal')
    .addHelpText(
      'after',
      [
        '',
        'The output: the best move in move text; its score in pawns (+1.00 is a pawn ahead; "win in 3 plies"',
        'is a forced win by the rules, whatever the opponent does), from the view of the side to move;',
        'the depth searched; the positions looked at and how many a second; the line of play expected.',
        "In Chakart the score is the expected value over the rules' random outcomes (K4-K6), and the line",
        'stops at the first move that draws one. While it thinks, a line per depth completed goes to stderr',
        'on a terminal (or with --verbose). Ctrl-C (SIGINT) ends the search at once: exit code 130.',
        'A game that is over has no best move: it says how the game ended (JSON: "move": null, "end").',
        'Default limits: the level\'s own (level 8: about one second).',
      ].join('\n'),
    )
    .action(async (gameName: string, options: BestOptions) => {
      await best(registry, gameName, options);
    });
}

/** The position to search: the game, its options, the position, the positions before it, and the end when it is over. */
interface Where {
  readonly game: SomeGame;
  readonly variant: Options;
  readonly position: unknown;
  readonly history: string[];
  readonly end: GameEnd | undefined;
}

async function whereFrom(registry: Registry, game: SomeGame, options: BestOptions): Promise<Where> {
  if (options.log === undefined) {
    const variant = registry.variantOf(game, options);
    return { game, variant, position: registry.positionFrom(game, options.position, variant), history: [], end: undefined };
  }
  if (options.position !== undefined) throw usageError('--position and --log both give the position: choose one');
  const flags = registry.givenFlags(options);
  if (flags.length > 0) throw usageError(`the log's start line gives its options: ${flags.map(({ flag }) => flag.word).join(', ')} cannot be given with --log`);
  const input = await readInput(options.log);
  const logged = registry.gameOfLog(input);
  if (logged !== game) throw usageError(`${input.name} is a ${logged.name} game, not ${game.name}`);
  const loaded = game.loadLog(input);
  const positions = [loaded.start, ...loaded.entries.map((entry) => entry.position)];
  return {
    game,
    variant: loaded.variant,
    position: positions[positions.length - 1],
    history: positions.slice(0, -1).map((position) => game.formatPosition(position)),
    end: loaded.entries[loaded.entries.length - 1]?.result,
  };
}

async function best(registry: Registry, gameName: string, options: BestOptions): Promise<void> {
  const game = registry.require(gameName);
  const level = levelFrom(options.level, MAX_LEVEL);
  const limits = limitsFrom(options);
  const where = await whereFrom(registry, game, options);
  if (engineGame(game.name, where.variant) === undefined) throw usageError(`the computer cannot play ${game.title}: the engine has no search for it`);
  const positionText = game.formatPosition(where.position);
  const side = game.turn(where.position);
  const json = options.json === true;
  const ended = (end: GameEnd): void => {
    if (json) out(JSON.stringify({ game: game.name, position: positionText, side, move: null, end: { ...end, words: endText(end) } }) + '\n');
    else outLines([`No move: the game is over (${endText(end)}).`]);
  };
  if (where.end !== undefined) {
    ended(where.end);
    return;
  }

  const progress = options.verbose === true || process.stderr.isTTY === true;
  let depth = 0;
  const computer = new Computer(
    () => new CliError(`search interrupted (SIGINT)${depth > 0 ? ` after depth ${depth}` : ''}; no move was printed`, INTERRUPTED),
  );
  let answer;
  try {
    answer = await computer.search(
      { game: game.name, variant: where.variant, position: positionText, history: where.history, level, limits: limits ?? {}, seed: 0 },
      (thought) => {
        depth = thought.depth;
        if (progress) process.stderr.write(`${progressLine(thought)}\n`);
      },
    );
  } finally {
    computer.close();
  }
  if (answer.end !== undefined) {
    ended(answer.end);
    return;
  }
  if (answer.move === undefined || answer.text === undefined) throw new Error(`the engine found no move in ${positionText}, a position the rules have not ended`);
  if (json) {
    out(
      JSON.stringify({
        game: game.name,
        position: positionText,
        side,
        level,
        move: answer.text,
        moveObject: game.moveJson(where.position, answer.move),
        score: answer.score,
        scoreText: scoreText(answer.score),
        whiteScore: whiteScore(answer.score, side),
        depth: answer.depth,
        nodes: answer.nodes,
        timeMs: answer.timeMs,
        nps: nodesPerSecond(answer),
        line: answer.line,
      }) + '\n',
    );
    return;
  }
  outLines([
    `best move  ${answer.text}`,
    `score      ${scoreText(answer.score)} for ${capitalised(side)}, the side to move`,
    `depth      ${answer.depth}`,
    `nodes      ${answer.nodes} (${nodesPerSecond(answer)} per second)`,
    `line       ${answer.line.join(' ')}`,
  ]);
}
