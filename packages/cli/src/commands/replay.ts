// rulebook replay INPUT: checks every event of every game in a log, a file of several logs, or
// a directory of logs, reading the input a line at a time (src/logs.ts): each event is
// checked (facts re-derived and compared) as its line arrives, so memory stays the same
// whatever the input's size. The game comes from each log's start line.
//
// What it prints: the position after each event (boards, or JSON Lines with --json), or one
// summary line per game with the totals. A single log gets the positions, a directory or a
// file of several logs the summary; --events and --summary choose either for any input.

import type { Command } from 'commander';
import { capitalised, endText, located, printable, printableJson, requireCount } from '../common.ts';
import { colours } from '../colour.ts';
import { dataError, usageError } from '../errors.ts';
import type { LineReplay, LogEntry, SomeGame } from '../games/game.ts';
import type { Registry } from '../games/registry.ts';
import { holdsSeveralGames, replaySources, sourcesOf, type GameSummary } from '../logs.ts';
import { byteProgress } from '../progress.ts';

interface ReplayOptions {
  json?: boolean;
  ply?: string;
  quiet?: boolean;
  summary?: boolean;
  events?: boolean;
}

/** Output is written in pieces of about this many characters. */
const FLUSH_AT = 1 << 16;

export function registerReplay(program: Command, registry: Registry): void {
  program
    .command('replay')
    .description('check every event of a log (or of every log in a file or a directory) and print the positions or a summary')
    .argument('<input>', "a log (JSON Lines), a file of several logs one after another, a directory (every *.jsonl below it), or '-' for stdin")
    .option('--json', 'JSON Lines: one object per event (ply, move, outcomes (chakart), facts, position, result), or per game with --summary')
    .option('--ply <n>', 'check each game up to ply N only (0: the start position)')
    .option('-q, --quiet', 'print only the summary (the same as --summary)')
    .option('--summary', 'one line per game (file, game number, game, events, result or the error with file:line) and the totals; the default for a directory or a file of several logs')
    .option('--events', 'the position after every event, game after game; the default for a single log and for stdin')
    .addHelpText(
      'after',
      [
        '',
        'A file may hold several logs one after another: each start line {"event":"start",…} begins a game.',
        'A directory is read with its subdirectories, every *.jsonl file in the order of its path.',
        'A game with an invalid line is reported with that line and the next game is checked;',
        "a file's last line cut short (no line break, not JSON) is reported, the games before it kept.",
        'The input is read a line at a time: memory stays flat whatever its size. A progress bar',
        'goes to stderr when stderr is a terminal. Exit 1 when any game is invalid or cut short.',
      ].join('\n'),
    )
    .action(async (argument: string, options: ReplayOptions) => {
      await replay(registry, argument, options);
    });
}

async function replay(registry: Registry, argument: string, options: ReplayOptions): Promise<void> {
  const upToPly = options.ply === undefined ? undefined : requireCount(options.ply, '--ply');
  if (options.events && (options.summary || options.quiet)) throw usageError('--events prints every event; --summary and --quiet print none: choose one');
  const { sources, directory } = sourcesOf(argument);
  const single = sources.length === 1 && !directory ? sources[0] : undefined;
  // Every event's position for a single log; a summary for a directory or several logs.
  const summaryOnly =
    options.summary === true ||
    options.quiet === true ||
    (options.events !== true && (single === undefined || (single.size !== undefined && (await holdsSeveralGames(single)))));
  const json = options.json === true;
  const c = colours();

  const bar = byteProgress('replay', sources.every((source) => source.size !== undefined) ? sources.reduce((sum, s) => sum + (s.size ?? 0), 0) : undefined);
  let pending: string[] = [];
  let pendingSize = 0;
  const flush = (): void => {
    if (pending.length === 0) return;
    if (process.stdout.isTTY) bar.clear();
    process.stdout.write(pending.join('\n') + '\n');
    pending = [];
    pendingSize = 0;
  };
  const say = (...texts: string[]): void => {
    for (const text of texts) {
      pending.push(text);
      pendingSize += text.length + 1;
    }
    if (pendingSize >= FLUSH_AT) flush();
  };

  // The game whose events are being printed.
  let shown: { game: SomeGame; replay: LineReplay<unknown> } | undefined;
  const board = (position: unknown, result: LogEntry<unknown>['result'], legend = false): string => {
    const { game, replay } = shown!;
    return game.renderText(position, {
      colours: c,
      check: result === undefined && game.isCheck(position, replay.variant),
      status: result === undefined ? undefined : `Game over: ${endText(result)}`,
      legend,
    });
  };
  const heading = (game: SomeGame, entry: LogEntry<unknown>): string => {
    if (entry.kind !== 'move') return `ply ${entry.ply}: ${entry.text}`;
    const words = game.describe(entry);
    // A game of chance (Chakart, G4) lists the outcomes the move drew after its text.
    const drawn = entry.outcomes === undefined || entry.outcomes.length === 0 ? '' : ` (outcomes ${entry.outcomes.join(', ')})`;
    return `ply ${entry.ply}: ${entry.player} ${entry.text}${drawn}${words === undefined ? '' : `: ${words}`}`;
  };

  const totals = { files: sources.length, games: 0, valid: 0, invalid: 0, cutShort: 0, events: 0 };
  let firstProblem: GameSummary | undefined;

  await replaySources(
    registry,
    sources,
    {
      start(game, started, at) {
        if (summaryOnly) return;
        shown = { game, replay: started };
        if (json) {
          say(printableJson(JSON.stringify({ ply: 0, event: 'start', move: null, facts: null, position: game.formatPosition(started.start), result: null })));
          return;
        }
        // A game after the first of its input is announced.
        if (at.index > 1 || directory) say(`== ${printable(at.source)} game ${at.index} (line ${at.line}): ${game.name} ==`);
        const variantWords = game.variantWords(started.variant);
        say(variantWords === '' ? 'start' : `start (${variantWords})`);
        // Medea's start is provisional (D1): said where the start is shown.
        const note = game.startNote(started.start, started.variant);
        if (note !== undefined) say(`note: ${note}`);
        say(board(started.start, undefined, true), '');
      },
      event(game, entry) {
        if (summaryOnly) return;
        if (json) say(printableJson(JSON.stringify(entryJson(entry, game.formatPosition(entry.position)))));
        else say(printable(heading(game, entry)), board(entry.position, entry.result), '');
      },
      end(summary) {
        totals.games += 1;
        totals.events += summary.events;
        if (summary.outcome === 'valid') totals.valid += 1;
        else if (summary.outcome === 'invalid') totals.invalid += 1;
        else totals.cutShort += 1;
        if (summary.outcome !== 'valid' && firstProblem === undefined) firstProblem = summary;
        const several = summary.oneOfSeveral || directory;
        if (json) {
          // JSON Lines only: per-game objects when nothing else is printed.
          if (summaryOnly) say(printableJson(JSON.stringify(summaryJson(summary, several))));
        } else {
          // A file name or an error quotes the input: escaped, so that it cannot fake a line.
          say(printable(summaryLine(summary, several)));
        }
      },
      bytes(read) {
        bar.update(read, totals.games);
        flush();
      },
      bom(source) {
        process.stderr.write(`note: ${printable(source)} starts with a UTF-8 byte order mark (U+FEFF); it was skipped\n`);
      },
    },
    { upToPly },
  );
  bar.stop();
  if (directory || totals.games > 1) {
    if (json) {
      if (summaryOnly) say(JSON.stringify({ totals }));
    } else {
      say(
        `total: ${totals.games} game(s) in ${totals.files} file(s): ${totals.valid} valid, ${totals.invalid} invalid, ${totals.cutShort} cut short; ${totals.events} event(s)`,
      );
    }
  }
  flush();
  if (totals.games === 0) {
    throw dataError(located(sources[0]!.name, { line: 1, message: 'the log is empty; expected the start line {"event":"start",…}' }));
  }
  const problem = firstProblem;
  if (problem !== undefined && problem.error !== undefined) {
    const where = located(problem.source, problem.error);
    throw dataError(totals.games === 1 ? where : `${totals.games - totals.valid} of ${totals.games} game(s) invalid or cut short; the first: ${where}`);
  }
}

/** `Move 2, White to move`, `White wins by checkmate`, `Move 2, White to move (stopped at ply 3)`. */
function stateText(summary: GameSummary): string {
  if (summary.result !== undefined) return endText(summary.result);
  if (summary.game === undefined || summary.position === undefined) return '';
  const stopped = summary.stoppedAt !== undefined && summary.events === summary.stoppedAt;
  return `${summary.game.statusLine(summary.position, summary.variant ?? {})}${stopped ? ` (stopped at ply ${summary.stoppedAt})` : ''}`;
}

/**
 * One game in a line: `game.jsonl: valid chakra log, current ruleset, 3 event(s); Black to
 * move`; a game of several is named with its number and start line, `games.jsonl game 2 (line
 * 44): …`; an invalid one says where, `invalid shakti log, …: games.jsonl:57: move: …`.
 */
function summaryLine(summary: GameSummary, several: boolean): string {
  const name = several ? `${summary.source} game ${summary.index} (line ${summary.line})` : summary.source;
  const game = summary.game;
  const words = game === undefined || summary.variant === undefined ? '' : game.variantWords(summary.variant);
  const log = game === undefined ? 'log' : `${game.name} log`;
  const variant = words === '' ? '' : `, ${words}`;
  const events = `${summary.events} event(s)`;
  const chance = summary.chance === undefined ? '' : `; ${summary.chance}`;
  if (summary.outcome === 'valid') return `${name}: valid ${log}${variant}, ${events}; ${stateText(summary)}${chance}`;
  const where = located(summary.source, summary.error!);
  if (summary.outcome === 'cut short') {
    const state = stateText(summary);
    const kept = summary.position === undefined ? '' : `${variant}, ${events} valid${state === '' ? '' : `; ${state}`}`;
    return `${name}: ${log} cut short${kept}; ${where}`;
  }
  const skipped = summary.skipped === 0 ? '' : `, ${summary.skipped} line(s) after it not checked`;
  const valid = summary.position === undefined ? '' : ` (${events} valid before it${skipped})`;
  return `${name}: invalid ${log}${variant}: ${where}${valid}`;
}

function summaryJson(summary: GameSummary, several: boolean): Record<string, unknown> {
  const game = summary.game;
  return {
    ...(several ? { file: summary.source, index: summary.index, line: summary.line } : {}),
    valid: summary.outcome === 'valid',
    game: game?.name ?? null,
    ...(game === undefined || summary.variant === undefined ? {} : game.variantJson(summary.variant)),
    events: summary.events,
    position: game === undefined || summary.position === undefined ? null : game.formatPosition(summary.position),
    result: summary.result ?? null,
    ...(summary.chance === undefined ? {} : { chance: summary.chance }),
    ...(summary.error === undefined ? {} : { error: { ...summary.error, cutShort: summary.outcome === 'cut short' } }),
  };
}

function entryJson(entry: LogEntry<unknown>, position: string): Record<string, unknown> {
  return {
    ply: entry.ply,
    event: entry.kind,
    ...(entry.player === undefined ? {} : { player: entry.player }),
    move: entry.moveObject?.() ?? null,
    ...(entry.outcomes === undefined ? {} : { outcomes: entry.outcomes }),
    facts: entry.facts ?? null,
    position,
    result: entry.result ?? null,
  };
}
