// rulebook replay FILE: checks every event of a log (facts re-derived and compared) and prints
// the position after each event, as a text board or as JSON Lines. The game comes from the
// log's start line.

import type { Command } from 'commander';
import { capitalised, endText, requireCount } from '../common.ts';
import { colours } from '../colour.ts';
import type { LogEntry } from '../games/game.ts';
import { gameOfLog } from '../games/registry.ts';
import { readInput } from '../io.ts';
import { progress } from '../progress.ts';

interface ReplayOptions {
  json?: boolean;
  ply?: string;
  quiet?: boolean;
}

/** Logs with at least this many events get a progress bar (on a terminal). */
const BIG_LOG = 2000;

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('check every event of a log and print the position after each')
    .argument('<file>', "the log (JSON Lines), or '-' for stdin")
    .option('--json', 'one JSON object per event: ply, move, outcomes (chakart), facts, position, result')
    .option('--ply <n>', 'stop after ply N (0: the start position)')
    .option('-q, --quiet', 'print only the summary')
    .action(async (file: string, options: ReplayOptions) => {
      const stopAt = options.ply === undefined ? undefined : requireCount(options.ply, '--ply');
      const input = await readInput(file);
      const game = gameOfLog(input);
      const log = game.loadLog(input, stopAt);
      const variantWords = game.variantWords(log.variant);
      const c = colours();
      const out: string[] = [];
      const flush = (): void => {
        if (out.length > 0) process.stdout.write(out.join('\n') + '\n');
        out.length = 0;
      };
      const board = (position: unknown, result: LogEntry<unknown>['result'], legend = false): string =>
        game.renderText(position, {
          colours: c,
          check: result === undefined && game.isCheck(position, log.variant),
          status: result === undefined ? undefined : `Game over: ${endText(result)}`,
          legend,
        });
      const heading = (entry: LogEntry<unknown>): string => {
        if (entry.kind !== 'move') return `ply ${entry.ply}: ${entry.text}`;
        const words = game.describe(entry);
        // A game of chance (Chakart, G4) lists the outcomes the move drew after its text.
        const drawn = entry.outcomes === undefined || entry.outcomes.length === 0 ? '' : ` (outcomes ${entry.outcomes.join(', ')})`;
        return `ply ${entry.ply}: ${entry.player} ${entry.text}${drawn}${words === undefined ? '' : `: ${words}`}`;
      };
      if (!options.quiet) {
        if (options.json) {
          out.push(
            JSON.stringify({ ply: 0, event: 'start', move: null, facts: null, position: game.formatPosition(log.start), result: null }),
          );
        } else {
          out.push(variantWords === '' ? 'start' : `start (${variantWords})`);
          // Medea's start is provisional (D1): said where the start is shown.
          const note = game.startNote?.(log.start);
          if (note !== undefined) out.push(`note: ${note}`);
          out.push(board(log.start, undefined, true), '');
        }
        // Printing the boards of a long log takes a while: a progress bar on a terminal.
        const bar = progress('replay', log.entries.length, log.entries.length >= BIG_LOG);
        log.entries.forEach((entry, index) => {
          if (options.json) out.push(JSON.stringify(entryJson(entry, game.formatPosition(entry.position))));
          else out.push(heading(entry), board(entry.position, entry.result), '');
          if (out.length >= 256) {
            flush();
            bar.update(index + 1);
          }
        });
        bar.stop();
      }
      const last = log.entries[log.entries.length - 1];
      const position = last === undefined ? log.start : last.position;
      const result = last?.result;
      const stopped = stopAt !== undefined && log.entries.length === stopAt && result === undefined;
      const state =
        result !== undefined
          ? endText(result)
          : `${capitalised(game.turn(position))} to move${stopped ? ` (stopped at ply ${stopAt})` : ''}`;
      const variantPart = variantWords === '' ? '' : `${variantWords}, `;
      const summary = `${input.name}: valid ${game.name} log, ${variantPart}${log.entries.length} event(s); ${state}`;
      if (options.json) {
        // JSON Lines only: the summary is an object of its own, and only with --quiet.
        if (options.quiet) {
          out.push(
            JSON.stringify({
              valid: true,
              game: game.name,
              ...game.variantJson(log.variant),
              events: log.entries.length,
              position: game.formatPosition(position),
              result: result ?? null,
            }),
          );
        }
        flush();
      } else {
        out.push(summary);
        flush();
      }
    });
}

function entryJson(entry: LogEntry<unknown>, position: string): Record<string, unknown> {
  return {
    ply: entry.ply,
    event: entry.kind,
    ...(entry.player === undefined ? {} : { player: entry.player }),
    move: entry.kind === 'move' ? entry.text : null,
    ...(entry.outcomes === undefined ? {} : { outcomes: entry.outcomes }),
    facts: entry.facts ?? null,
    position,
    result: entry.result ?? null,
  };
}
