// rulebook perft GAME DEPTH: the number of move paths of a given length (leaf nodes).
//
// Bounded: DEPTH is at most the game's MAX_PERFT_DEPTH (the notation's limits), past which the
// count from the start position would pass 2^53 − 1, where a JavaScript number stops being
// exact; a deeper DEPTH is a usage error that says so. Interruptible: the count runs in a
// worker thread (perft-worker.ts) while this thread listens for SIGINT (Ctrl-C), which ends it
// at once with a message on stderr and exit code 130 (128 + SIGINT, the shell's convention).
// A game added to the command (not one of its own) is counted in this thread.

import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Command } from 'commander';
import { GAME_NAMES, MAX_PERFT_DEPTH, MAX_PERFT_DEPTH_OTHER, type GameName } from '@rulebook/notation';
import { requireCount } from '../common.ts';
import { CliError, usageError } from '../errors.ts';
import type { Options, SomeGame } from '../games/game.ts';
import { cliGames, type Registry } from '../games/registry.ts';
import { outLines } from '../io.ts';
import type { PerftJob, PerftMessage } from '../perft-worker.ts';
import { progress, type Progress } from '../progress.ts';

interface PerftOptions {
  position?: string;
  divide?: boolean;
}

/** The exit code of a count ended by SIGINT. */
export const INTERRUPTED = 130;

/** The deepest perft of a game. */
export const maxDepth = (game: SomeGame): number =>
  (GAME_NAMES as readonly string[]).includes(game.name) ? MAX_PERFT_DEPTH[game.name as GameName] : MAX_PERFT_DEPTH_OTHER;

export function registerPerft(program: Command, registry: Registry): void {
  const command = program
    .command('perft')
    .description('count the leaf nodes of the move tree to DEPTH; the last line is the count alone')
    .argument('<game>', `the game (${registry.choices})`)
    .argument('<depth>', `the depth in plies (0 or more; at most ${GAME_NAMES.map((name) => `${MAX_PERFT_DEPTH[name]} for ${name}`).join(', ')})`)
    .option('--position <string>', 'the position string (default: the start position)');
  registry
    .addOptionFlags(command)
    .option('--divide', "print 'move: nodes' for every root move first")
    .addHelpText('after', '\nCtrl-C (SIGINT) ends a count at once: exit code 130, no count printed.')
    .action(async (gameName: string, depthText: string, options: PerftOptions) => {
      const game = registry.require(gameName);
      const depth = requireCount(depthText, 'DEPTH');
      const deepest = maxDepth(game);
      if (depth > deepest) {
        throw usageError(
          `DEPTH ${depth} is more than ${game.name}'s perft goes (${deepest}): past it the count from the start position passes 2^53 - 1, where a count is no longer exact (and it would take years)`,
        );
      }
      const variant = registry.variantOf(game, options);
      const position = registry.positionFrom(game, options.position, variant);
      if (depth === 0) {
        outLines(['1']);
        return;
      }
      // The rules count the root moves one by one, so that a progress bar can follow on a terminal.
      let bar: Progress | undefined;
      const onMove = (done: number, total: number): void => {
        bar ??= progress(`perft ${depth}`, total, depth >= 4);
        bar.update(done);
      };
      const own = cliGames.some((cli) => cli.rules.name === game.name);
      let roots: { text: string; nodes: number }[];
      try {
        roots = own ? await inWorker({ game: game.name, position: game.formatPosition(position), variant, depth }, onMove) : game.divide(position, depth, variant, onMove);
      } finally {
        bar?.stop();
      }
      const lines = options.divide ? roots.map(({ text, nodes }) => `${text}: ${nodes}`) : [];
      const total = roots.reduce((sum, { nodes }) => sum + nodes, 0);
      lines.push(String(total));
      outLines(lines);
    });
}

/** The worker's file beside this one's directory: .js when built, .ts when run from the sources. */
const WORKER = new URL(`../perft-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** perft counted in a worker thread; SIGINT terminates it and rejects with exit code 130. */
function inWorker(job: PerftJob, onMove: (done: number, total: number) => void): Promise<{ text: string; nodes: number }[]> {
  return new Promise((resolve, reject) => {
    let progressed = { done: 0, total: 0 };
    let settled = false;
    const settle = (): boolean => {
      if (settled) return false;
      settled = true;
      process.off('SIGINT', interrupt);
      return true;
    };
    const interrupt = (): void => {
      if (!settle()) return;
      void worker.terminate();
      const where = progressed.total > 0 ? ` after ${progressed.done} of ${progressed.total} root moves` : '';
      reject(new CliError(`perft interrupted (SIGINT)${where}; no count was printed`, INTERRUPTED));
    };
    // Listening before the worker starts: a signal from then on ends the count with its message.
    process.on('SIGINT', interrupt);
    const worker = new Worker(WORKER, { workerData: job });
    worker.on('message', (message: PerftMessage) => {
      if (message.type === 'progress') {
        progressed = { done: message.done, total: message.total };
        onMove(message.done, message.total);
      } else if (settle()) {
        resolve(message.roots);
      }
    });
    worker.on('error', (error) => {
      if (settle()) reject(error);
    });
    worker.on('exit', (code) => {
      if (settle()) reject(new Error(`the perft worker stopped (exit code ${code})`));
    });
  });
}
