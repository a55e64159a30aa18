// The computer's seat: one worker thread (worker.ts) that thinks for every game with a computer,
// a job at a time, started on the first job and unref'd so that it never keeps the server alive.
import { Worker } from 'node:worker_threads';
import type { LiveGame } from '../live-game.ts';
import type { Job, Reply } from './worker.ts';

export class Computer {
  private worker: Worker | undefined;
  private next = 0;
  private readonly pending = new Map<number, { resolve(move: string | undefined): void; reject(e: Error): void }>();

  /** The computer's decision in `game` at `level`, in the game's move text. */
  move(game: LiveGame, level: number): Promise<string | undefined> {
    const id = this.next++;
    const job: Job = { id, game: game.name, log: game.lines.map((l) => `${l}\n`).join(''), level };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.start().postMessage(job);
    });
  }

  private start(): Worker {
    if (this.worker !== undefined) return this.worker;
    const worker = new Worker(new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url));
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.move);
    });
    worker.on('error', (e) => {
      for (const w of this.pending.values()) w.reject(e);
      this.pending.clear();
      this.worker = undefined;
    });
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
  }
}
