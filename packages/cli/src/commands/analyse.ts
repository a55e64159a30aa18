// rulebook analyse GAME.jsonl: every move of a game judged by the engine. Each position of the
// log is searched with the same limits; for each move it prints the score before it (the
// engine's best in that position) and after it, both from the view of the player who moved,
// the engine's preferred move, and a mark when the move lost enough expected score against the
// engine's move (analysis.ts: lichess's curve and thresholds).
//
// The loss compares like with like: the position after the move played and the position after
// the engine's move, each searched with the same limits (a move that is the engine's own loses
// nothing). In a game of chance (Chakart, K4-K6) a decision is judged by its expected value
// over every sequence of outcomes the rules allow, each position searched and weighed by its
// chance: the outcomes the log records are facts of the game, which the score after shows, but
// a decision is not blamed for its luck.
//
// Output: a line per move as each is judged (aligned columns), then each player's marks; or
// JSON Lines, one object per event; or the game record with the analysis as a comment after
// each move. The searches run in a worker thread: Ctrl-C ends the analysis (exit 130).

import type { Command } from 'commander';
import { MAX_LEVEL, scoreText, type Limits, type Score } from '@rulebook/engine';
import { expectedScore, flipped, markOf, marksWords, type Mark } from '@rulebook/engine/marks';
import { annotateRecord } from '../annotated-record.ts';
import { capitalised, endText } from '../common.ts';
import { Computer, INTERRUPTED, type Answer } from '../computer.ts';
import { engineGame } from '../engine-game.ts';
import { addLimitFlags, limitsFrom, limitsWords, type LimitFlags } from '../engine-flags.ts';
import { CliError, usageError } from '../errors.ts';
import type { Colour, GameEnd, LogEntry, Options, SomeGame } from '../games/game.ts';
import type { Registry } from '../games/registry.ts';
import { out, readInput } from '../io.ts';
import { progress } from '../progress.ts';

interface AnalyseOptions extends LimitFlags {
  json?: boolean;
  record?: boolean;
}

/** What each search looks at when no limit is given: the same answer on every machine. */
export const DEFAULT_NODES = 30_000;

export function registerAnalyse(program: Command, registry: Registry): void {
  const command = program
    .command('analyse')
    .description("judge every move of a game: the score before and after it, the engine's preferred move, and a mark for mistakes")
    .argument('<log>', `a log of a game (${registry.choices}), '-' for stdin`);
  addLimitFlags(command, `the default, ${DEFAULT_NODES} positions a search (level 8, the strongest)`, false)
    .option('--json', 'JSON Lines: one object per event (see below)')
    .option('--record', 'the game record (as `convert --to record` writes it) with the analysis as a comment {…} after each move')
    .addHelpText(
      'after',
      [
        '',
        "Scores are in pawns from the view of the player who moved (+ is good for them), each the engine's",
        'search with the same limits. A move is marked by the expected score it lost against the engine\'s move',
        `(1 a win, 1/2 a draw, 0 a loss; lichess's curve and thresholds): ${marksWords()}.`,
        "Chakart: each decision is judged by its expected value over every random outcome the rules allow; the",
        "outcomes the log records are not drawn again (the score after is the position they made).",
        '',
        'Text: one line per move (ply, player, move, before, after, loss, mark, the engine\'s move), then each',
        "player's marks. --json: one object per line, for each event of the log in order:",
        '  {"event":"move","ply","player","move","outcomes" (chakart),"before","beforeText","after","afterText",',
        '   "best","line","expected":{"best","played"},"loss","mark","depth","nodes"}',
        '  (scores as {"kind":"value","value":centipawns} or {"kind":"win"|"loss","plies"}; mark null or a word),',
        '  {"event":"resign","ply","player"}, {"event":"draw","ply"}.',
        '--record: a comment after each move, {(BEFORE -> AFTER) MARK; best MOVE} (MARK and best only when there are).',
        'Ctrl-C (SIGINT) ends the analysis at once: exit code 130 (the lines printed so far stay printed).',
      ].join('\n'),
    )
    .action(async (file: string, options: AnalyseOptions) => {
      await analyse(registry, file, options);
    });
}

/** One move judged. */
interface Judged {
  readonly entry: LogEntry<unknown>;
  readonly before: Answer;
  /** From the mover's view; for a move that ended the game, the end itself. */
  readonly after: Score;
  readonly afterEnd: GameEnd | undefined;
  readonly expected: { readonly best: number; readonly played: number };
  readonly loss: number;
  readonly mark: Mark | undefined;
}

/** A score in few characters, for the table: `+0.25`; a forced win or loss in 3 plies `win 3`, `loss 3`. */
const shortScore = (score: Score): string => (score.kind === 'value' ? scoreText(score) : `${score.kind} ${score.plies}`);

/** A score after a move: the end of the game as `won`, `lost` or `draw`, else the score (`short`: as the table writes it). */
function scoreAfter(score: Score, end: GameEnd | undefined, mover: Colour, short: boolean): string {
  if (end !== undefined) return end.result === 'draw' ? 'draw' : end.result === mover ? 'won' : 'lost';
  return short ? shortScore(score) : scoreText(score);
}

const percent = (loss: number): string => `${(loss * 100).toFixed(1)}%`;

async function analyse(registry: Registry, file: string, options: AnalyseOptions): Promise<void> {
  if (options.json === true && options.record === true) throw usageError('--json and --record are two outputs: choose one');
  const limits: Limits = limitsFrom(options) ?? { nodes: DEFAULT_NODES, depth: 64, movetime: Infinity };
  const input = await readInput(file);
  const game = registry.gameOfLog(input);
  const loaded = game.loadLog(input);
  const variant = loaded.variant;
  if (engineGame(game.name, variant) === undefined) throw usageError(`the computer cannot play ${game.title}: the engine has no search for it`);

  const entries = loaded.entries;
  const positions = [loaded.start, ...entries.map((entry) => entry.position)];
  const texts = positions.map((position) => game.formatPosition(position));
  const moves = entries.filter((entry) => entry.kind === 'move');

  let judgedCount = 0;
  const computer = new Computer(
    () => new CliError(`analysis interrupted (SIGINT) after ${judgedCount} of ${moves.length} moves`, INTERRUPTED),
  );
  // A bar on stderr only while stdout goes elsewhere: on a terminal the lines themselves show the progress.
  const bar = progress('analyse', moves.length, process.stdout.isTTY !== true);
  try {
    const judge = judgeWith(computer, game, variant, limits, positions, texts, entries);
    const json = options.json === true;
    const record = options.record === true;
    const table = tableOf(game, entries);
    if (!json && !record) {
      out(
        [
          `Analysis of ${input.name}: ${game.title}, ${moves.length} moves, each position searched ${limitsWords(limits, MAX_LEVEL)}.`,
          'Scores in pawns from the view of the player who moved (+ is good for them; win 3: a forced win in 3',
          `plies); loss: the expected score lost against the engine's move (${marksWords()}).`,
          '',
          table.header,
          '',
        ].join('\n'),
      );
    }
    const judgedMoves: Judged[] = [];
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.kind !== 'move') {
        if (json) out(JSON.stringify(entry.kind === 'draw' ? { event: 'draw', ply: entry.ply } : { event: entry.kind, ply: entry.ply, player: entry.player }) + '\n');
        else if (!record) out(`${table.event(entry)}\n`);
        continue;
      }
      const judged = await judge(i);
      judgedMoves.push(judged);
      judgedCount += 1;
      bar.update(judgedCount);
      if (json) out(JSON.stringify(jsonOf(judged)) + '\n');
      else if (!record) out(`${table.move(judged)}\n`);
    }
    bar.stop();
    if (record) {
      const text = game.logToRecord(input);
      out(annotateRecord(text, moves, judgedMoves.map(commentOf)));
    } else if (!json) {
      out(`\n${summaryOf(game, judgedMoves, positions)}\n`);
    }
  } finally {
    bar.stop();
    computer.close();
  }
}

/** Judges the move of entry `i` (from position i to position i + 1), each position searched once. */
function judgeWith(
  computer: Computer,
  game: SomeGame,
  variant: Options,
  limits: Limits,
  positions: readonly unknown[],
  texts: readonly string[],
  entries: readonly LogEntry<unknown>[],
): (i: number) => Promise<Judged> {
  const searched = new Map<number, Answer>();
  const job = (position: string, history: readonly string[]) => ({ game: game.name, variant, position, history, level: MAX_LEVEL, limits, seed: 0 });
  /** Position k of the log: searched, or the end the log records there (a repetition, G3, is known only from the log). */
  const evaluate = async (k: number): Promise<Answer> => {
    let answer = searched.get(k);
    if (answer === undefined) {
      const end = k > 0 ? entries[k - 1]!.result : undefined;
      if (end !== undefined) {
        const turn = game.turn(positions[k]);
        const score: Score = end.result === 'draw' ? { kind: 'value', value: 0 } : { kind: end.result === turn ? 'win' : 'loss', plies: 0 };
        answer = { depth: 0, score, nodes: 0, timeMs: 0, line: [], move: undefined, text: undefined, end };
      } else {
        answer = await computer.search(job(texts[k]!, texts.slice(0, k)));
      }
      searched.set(k, answer);
      // Only the next move needs the one before: the table stays small whatever the game's length.
      searched.delete(k - 2);
    }
    return answer;
  };
  /** From the mover's view: the expected score of `move` played at position k, over its random outcomes. */
  const expectation = async (k: number, move: string, mover: Colour): Promise<number> => {
    const branches = await computer.branches({ game: game.name, variant, position: texts[k]!, move });
    let sum = 0;
    for (const branch of branches) {
      const answer = await computer.search(job(branch.position, texts.slice(0, k + 1)));
      sum += branch.probability * expectedScore(branch.turn === mover ? answer.score : flipped(answer.score));
    }
    return sum;
  };
  return async (i) => {
    const entry = entries[i]!;
    const mover = game.turn(positions[i]);
    const before = await evaluate(i);
    const afterAnswer = await evaluate(i + 1);
    const after = game.turn(positions[i + 1]) === mover ? afterAnswer.score : flipped(afterAnswer.score);
    const drew = entry.outcomes !== undefined && entry.outcomes.length > 0;
    // The move played: the position it reached, or every one its outcomes could have reached.
    const played = drew ? await expectation(i, entry.text, mover) : expectedScore(after);
    const best = before.text === undefined || before.text === entry.text ? played : await expectation(i, before.text, mover);
    const loss = Math.max(0, best - played);
    return { entry, before, after, afterEnd: afterAnswer.end, expected: { best, played }, loss, mark: markOf(loss) };
  };
}

/** The table's columns, their widths from the log's moves. */
function tableOf(game: SomeGame, entries: readonly LogEntry<unknown>[]) {
  const moveText = (entry: LogEntry<unknown>): string =>
    entry.outcomes !== undefined && entry.outcomes.length > 0 ? `${entry.text} {${entry.outcomes.join(' ')}}` : entry.text;
  const width = Math.max(4, ...entries.filter((entry) => entry.kind === 'move').map((entry) => moveText(entry).length));
  const plyWidth = Math.max(3, String(entries.length).length);
  const row = (ply: string, player: string, move: string, before: string, after: string, loss: string, mark: string, engine: string): string =>
    `${ply.padStart(plyWidth)}  ${player.padEnd(6)}  ${move.padEnd(width)}  ${before.padStart(8)}  ${after.padStart(8)}  ${loss.padStart(6)}  ${mark.padEnd(10)}  ${engine}`.trimEnd();
  return {
    header: row('ply', 'player', 'move', 'before', 'after', 'loss', 'mark', 'engine'),
    move: (judged: Judged): string => {
      const { entry, before } = judged;
      const mover = entry.player ?? game.turn(entry.position);
      return row(
        String(entry.ply),
        capitalised(mover),
        moveText(entry),
        shortScore(before.score),
        scoreAfter(judged.after, judged.afterEnd, mover, true),
        percent(judged.loss),
        judged.mark ?? '',
        before.text ?? '',
      );
    },
    // The notation's own words for the event (`Black resigns`, `White ran out of time`, `draw agreed`), as replay prints them.
    event: (entry: LogEntry<unknown>): string => `${String(entry.ply).padStart(plyWidth)}  ${entry.text.charAt(0).toUpperCase()}${entry.text.slice(1)}`,
  };
}

function jsonOf(judged: Judged): Record<string, unknown> {
  const { entry, before } = judged;
  const mover = entry.player!;
  return {
    event: 'move',
    ply: entry.ply,
    player: mover,
    move: entry.text,
    ...(entry.outcomes === undefined ? {} : { outcomes: entry.outcomes }),
    before: before.score,
    beforeText: scoreText(before.score),
    after: judged.after,
    afterText: judged.afterEnd === undefined ? scoreText(judged.after) : endText(judged.afterEnd),
    best: before.text ?? null,
    line: before.line,
    expected: { best: round(judged.expected.best), played: round(judged.expected.played) },
    loss: round(judged.loss),
    mark: judged.mark ?? null,
    depth: before.depth,
    nodes: before.nodes,
  };
}

const round = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * `(+0.20 -> -1.10) blunder; best Nf3`: a move's comment in the record, as lichess writes its
 * own. It opens with '(', never a letter: a letter opens a move's outcomes (Chakart) or the
 * closing comment (`{White wins by checkmate}`).
 */
function commentOf(judged: Judged): string {
  const { entry, before } = judged;
  const mover = entry.player!;
  const mark = judged.mark === undefined ? '' : ` ${judged.mark}`;
  const best = before.text !== undefined && before.text !== entry.text ? `; best ${before.text}` : '';
  return `(${scoreText(before.score)} -> ${scoreAfter(judged.after, judged.afterEnd, mover, false)})${mark}${best}`;
}

/** `White: 1 inaccuracy, 0 mistakes, 2 blunders; average loss 3.1%`, for each player who moved. */
function summaryOf(game: SomeGame, judged: readonly Judged[], positions: readonly unknown[]): string {
  const players: Colour[] = [game.turn(positions[0]), game.turn(positions[0]) === 'white' ? 'black' : 'white'];
  return players
    .map((player) => {
      const own = judged.filter((j) => j.entry.player === player);
      const count = (mark: Mark): string => {
        const n = own.filter((j) => j.mark === mark).length;
        return `${n} ${n === 1 ? mark : mark === 'inaccuracy' ? 'inaccuracies' : `${mark}s`}`;
      };
      const average = own.length === 0 ? 0 : own.reduce((sum, j) => sum + j.loss, 0) / own.length;
      return `${capitalised(player)}: ${count('inaccuracy')}, ${count('mistake')}, ${count('blunder')}; average loss ${percent(average)} over ${own.length} moves`;
    })
    .join('\n');
}
