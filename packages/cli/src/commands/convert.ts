// rulebook convert FILE --to record|log: an event log to a PGN-like game record and back. The
// game comes from the input: a log's start line, a record's Game tag.

import type { Command } from 'commander';
import { usageError } from '../errors.ts';
import type { Registry } from '../games/registry.ts';
import { out, readInput } from '../io.ts';

interface ConvertOptions {
  to?: string;
}

export function registerConvert(program: Command, registry: Registry): void {
  program
    .command('convert')
    .description('convert a log (JSON Lines) to a PGN-like record, or a record to a log')
    .argument('<file>', "the input file, or '-' for stdin")
    .option('--to <format>', 'record or log')
    .action(async (file: string, options: ConvertOptions) => {
      const to = options.to;
      if (to !== 'record' && to !== 'log') {
        throw usageError(to === undefined ? 'missing --to record|log' : `unknown format '${to}'; use --to record or --to log`);
      }
      const input = await readInput(file);
      const text = to === 'record' ? registry.gameOfLog(input).logToRecord(input) : registry.gameOfRecord(input).recordToLog(input);
      out(text.endsWith('\n') ? text : text + '\n');
    });
}
