// The computer opponent as the commands use it (`best`, `analyse`, `play --vs computer`): the
// engine runs in a worker thread (search-worker.ts), started at the first request and kept for
// the next ones, while this thread prints its progress and listens for SIGINT (Ctrl-C). A
// signal during a search ends the worker at once and fails the request with the command's own
// message and exit code 130, as perft does; `stop` does the same for a caller that hears the
// interrupt itself (`play` at a terminal, where Ctrl-C reaches the line editor, not the process).

import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CliError } from './errors.ts';
import type { Answer, Branch, BranchJob, SearchJob, Thought, WorkerReply, WorkerRequest } from './search-worker.ts';

export type { Answer, Branch, BranchJob, SearchJob, Thought } from './search-worker.ts';

/** The exit code of a command ended by SIGINT (128 + SIGINT, the shell's convention). */
export const INTERRUPTED = 130;

/** A request ended by `stop`. */
export class Stopped extends Error {
  constructor() {
    super('the search was stopped');
    this.name = 'Stopped';
  }
}

/** The worker's file beside this one: .js when built, .ts when run from the sources. */
const WORKER = new URL(`./search-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

interface Pending {
  readonly resolve: (reply: WorkerReply) => void;
  readonly reject: (error: Error) => void;
  readonly onThought: ((thought: Thought) => void) | undefined;
}

export class Computer {
  private worker: Worker | undefined;
  private next = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly onSigint = (): void => this.failAll(this.interrupted());

  /** `interrupted`: the error a request fails with on SIGINT (exit code 130), in the command's words. */
  constructor(private readonly interrupted: () => CliError) {}

  /** The engine's move in a position, with what it found after each depth it completed. */
  async search(job: SearchJob, onThought?: (thought: Thought) => void): Promise<Answer> {
    const reply = await this.ask({ kind: 'search', job }, onThought);
    if (reply.kind !== 'answer') throw new Error(`the search worker answered ${reply.kind} to a search`);
    return reply.answer;
  }

  /** Every position a move leads to, with its chance (one in a game without chance). */
  async branches(job: BranchJob): Promise<readonly Branch[]> {
    const reply = await this.ask({ kind: 'branches', job });
    if (reply.kind !== 'branches') throw new Error(`the search worker answered ${reply.kind} to a request for branches`);
    return reply.branches;
  }

  /** Ends the search under way, if any: its request fails with `Stopped`. */
  stop(): void {
    this.failAll(new Stopped());
  }

  /** Ends the worker; the next request starts another. */
  close(): void {
    this.failAll(new Stopped());
  }

  private ask(request: { kind: 'search'; job: SearchJob } | { kind: 'branches'; job: BranchJob }, onThought?: (thought: Thought) => void): Promise<WorkerReply> {
    const worker = this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      // Listening from before the request goes out: a signal from then on ends it with its message.
      if (this.pending.size === 0) {
        process.on('SIGINT', this.onSigint);
        worker.ref();
      }
      this.pending.set(id, { resolve, reject, onThought });
      worker.postMessage({ id, ...request } satisfies WorkerRequest);
    });
  }

  private start(): Worker {
    if (this.worker !== undefined) return this.worker;
    const worker = new Worker(WORKER);
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (waiting === undefined) return;
      if (reply.kind === 'info') {
        waiting.onThought?.(reply.thought);
        return;
      }
      this.settled(reply.id);
      if (reply.kind === 'error') waiting.reject(new Error(`engine: ${reply.message}`));
      else waiting.resolve(reply);
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.failAll(error);
    });
    worker.on('exit', (code) => {
      if (this.worker === worker) this.failAll(new Error(`the search worker stopped (exit code ${code})`));
    });
    // Idle, the worker keeps nobody waiting: the command ends when its own work does.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settled(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) {
      process.off('SIGINT', this.onSigint);
      this.worker?.unref();
    }
  }

  /** Ends the worker and fails every request waiting on it. */
  private failAll(error: Error): void {
    const worker = this.worker;
    this.worker = undefined;
    if (worker !== undefined) void worker.terminate();
    const waiting = [...this.pending.values()];
    this.pending.clear();
    process.off('SIGINT', this.onSigint);
    for (const request of waiting) request.reject(error);
  }
}
