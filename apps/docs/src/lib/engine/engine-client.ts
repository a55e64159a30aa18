// The page's side of the engine: one Web Worker (engine-worker.ts, made by the game's factory
// when first needed, so nothing of the engine loads with the page), requests answered as
// promises, progress passed to a callback. `cancel` ends whatever the worker is doing by
// terminating it (a search cannot read messages while it runs); the next request makes a new one.
import type { AnalyseProgressMessage, AnalyseRequest, AnalyseResultMessage, EngineMessage, SearchInfoMessage, SearchReply, SearchRequest, SearchResultMessage } from './protocol.ts';

/** A request ended by `cancel` rejects with this. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

interface Pending {
  resolve(message: EngineMessage): void;
  reject(error: Error): void;
  progress?(message: EngineMessage): void;
}

type Without<T> = T extends unknown ? Omit<T, 'id' | 'type'> : never;

export class EngineClient {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  constructor(private readonly make: () => Worker) {}

  /** Starts the worker now (while the player thinks), so the first answer does not wait for it to load. */
  warm(): void {
    if (this.worker) return;
    const worker = this.make();
    worker.onmessage = (e: MessageEvent<EngineMessage>) => {
      const message = e.data;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      if (message.type === 'info' || message.type === 'progress') pending.progress?.(message);
      else {
        this.pending.delete(message.id);
        if (message.type === 'error') pending.reject(new Error(message.message));
        else pending.resolve(message);
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      this.stop(new Error(`the engine could not run: ${e.message || 'its script failed to load'}`));
    };
    this.worker = worker;
  }

  /** Whether a request is being answered. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  private ask<R extends EngineMessage>(request: SearchRequest | AnalyseRequest, progress?: (m: EngineMessage) => void): Promise<R> {
    this.warm();
    return new Promise<R>((resolve, reject) => {
      this.pending.set(request.id, { resolve: resolve as (m: EngineMessage) => void, reject, ...(progress ? { progress } : {}) });
      this.worker!.postMessage(request);
    });
  }

  /** The engine's move in a position (SearchRequest); `onInfo` after each depth. */
  search(request: Without<SearchRequest>, onInfo?: (info: SearchInfoMessage) => void): Promise<SearchReply> {
    return this.ask<SearchResultMessage>({ ...request, type: 'search', id: this.next++ }, onInfo as (m: EngineMessage) => void);
  }

  /** A game analysed (AnalyseRequest); `onProgress` after each decision. */
  analyse(request: Without<AnalyseRequest>, onProgress?: (progress: AnalyseProgressMessage) => void): Promise<AnalyseResultMessage> {
    return this.ask<AnalyseResultMessage>({ ...request, type: 'analyse', id: this.next++ }, onProgress as (m: EngineMessage) => void);
  }

  private stop(error: Error): void {
    this.worker?.terminate();
    this.worker = undefined;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(error);
  }

  /** Ends every request (each rejects with Cancelled); the worker is terminated only if it was busy. */
  cancel(): void {
    if (this.pending.size > 0) this.stop(new Cancelled());
  }

  /** Ends the worker (the page is leaving the room). */
  dispose(): void {
    this.stop(new Cancelled());
  }
}
