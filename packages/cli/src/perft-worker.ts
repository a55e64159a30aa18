// perft in a worker thread (commands/perft.ts): the count runs here, so that the main thread
// stays free to hear an interrupt (Ctrl-C) and end the count at once. The game is found again
// by its name among the command's own games, the position read again from its canonical
// string; the progress and the counts go back as messages.

import { parentPort, workerData } from 'node:worker_threads';
import { cliGames, registryOf } from './games/registry.ts';
import type { Options } from './games/game.ts';

/** What the main thread sends. */
export interface PerftJob {
  readonly game: string;
  readonly position: string;
  readonly variant: Options;
  readonly depth: number;
}

/** What the worker sends back. */
export type PerftMessage =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly roots: { text: string; nodes: number }[] };

const job = workerData as PerftJob;
const port = parentPort!;
const game = registryOf(cliGames).require(job.game);
const position = game.parsePosition(job.position, job.variant);
// The root moves to count, said first: an interrupt before the first is done says how far it got.
port.postMessage({ type: 'progress', done: 0, total: game.legalMoves(position, job.variant).length } satisfies PerftMessage);
const roots = game.divide(position, job.depth, job.variant, (done, total) => port.postMessage({ type: 'progress', done, total } satisfies PerftMessage));
port.postMessage({ type: 'done', roots } satisfies PerftMessage);
