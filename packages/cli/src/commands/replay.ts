// rulebook replay FILE: checks every event of a log (facts re-derived and compared) and prints
// the position after each event, as a text board or as JSON Lines.

import type { Command } from 'commander';
import { chakra } from '@rulebook/rules';
import type { chakra as rules } from '@rulebook/rules';
import { endText, loadLog, positionText, requireCount } from '../chakra.ts';
import type { LogEntry } from '../chakra.ts';
import { colours } from '../colour.ts';
import { readInput } from '../io.ts';
import { progress } from '../progress.ts';
import { capitalised, renderText } from '../render/text.ts';

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
    .option('--json', 'one JSON object per event: ply, move, facts, position, result')
    .option('--ply <n>', 'stop after ply N (0: the start position)')
    .option('-q, --quiet', 'print only the summary')
    .action(async (file: string, options: ReplayOptions) => {
      const stopAt = options.ply === undefined ? undefined : requireCount(options.ply, '--ply');
      const input = await readInput(file);
      const log = loadLog(input, stopAt);
      const c = colours();
      const out: string[] = [];
      const flush = (): void => {
        if (out.length > 0) process.stdout.write(out.join('\n') + '\n');
        out.length = 0;
      };
      const start = log.snapshots[0]!;
      if (!options.quiet) {
        if (options.json) {
          out.push(
            JSON.stringify({ ply: 0, event: 'start', move: null, facts: null, position: positionText(start.context.position), result: null }),
          );
        } else {
          out.push(`start (${log.ruleset} ruleset)`, board(start.context.position, undefined, log.ruleset, c, true), '');
        }
        // Printing the boards of a long log takes a while: a progress bar on a terminal.
        const bar = progress('replay', log.entries.length, log.entries.length >= BIG_LOG);
        log.entries.forEach((entry, index) => {
          if (options.json) out.push(JSON.stringify(entryJson(entry)));
          else out.push(heading(entry), board(entry.snapshot.context.position, entry.snapshot.context.result, log.ruleset, c), '');
          if (out.length >= 256) {
            flush();
            bar.update(index + 1);
          }
        });
        bar.stop();
      }
      const last = log.snapshots[log.snapshots.length - 1]!;
      const result = last.context.result;
      const stopped = stopAt !== undefined && log.entries.length === stopAt && result === undefined;
      const state =
        result !== undefined
          ? endText(result)
          : `${capitalised(last.context.position.turn)} to move${stopped ? ` (stopped at ply ${stopAt})` : ''}`;
      const summary = `${input.name}: valid ${log.game} log, ${log.ruleset} ruleset, ${log.entries.length} event(s); ${state}`;
      if (options.json) {
        // JSON Lines only: the summary is an object of its own, and only with --quiet.
        if (options.quiet) {
          out.push(
            JSON.stringify({
              valid: true,
              game: log.game,
              ruleset: log.ruleset,
              events: log.entries.length,
              position: positionText(last.context.position),
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

function heading(entry: LogEntry): string {
  return entry.kind === 'move' ? `ply ${entry.ply}: ${entry.player} ${entry.text}` : `ply ${entry.ply}: ${entry.text}`;
}

function board(
  position: Parameters<typeof renderText>[0],
  result: LogEntry['snapshot']['context']['result'],
  ruleset: rules.Ruleset,
  c: ReturnType<typeof colours>,
  legend = false,
): string {
  return renderText(position, {
    colours: c,
    check: result === undefined && chakra.isCheck(position, ruleset),
    status: result === undefined ? undefined : `Game over: ${endText(result)}`,
    legend,
  });
}

function entryJson(entry: LogEntry): Record<string, unknown> {
  const context = entry.snapshot.context;
  return {
    ply: entry.ply,
    event: entry.kind,
    ...(entry.player === undefined ? {} : { player: entry.player }),
    move: entry.kind === 'move' ? entry.text : null,
    facts: entry.facts ?? null,
    position: positionText(context.position),
    result: context.result ?? null,
  };
}
