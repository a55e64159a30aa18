// A real store behind a slow disk: every append and read waits a few milliseconds (seeded) before
// the real store does its work. The wait puts a gap between a room's version check and its
// append, as PostgreSQL's network round trip does, so that a second action for the same turn
// arrives while the first is still being stored. Fault injection around the real store, not a
// stand-in for it.
import type { AppendListener, AppendResult, EventStore, GameMeta, StoredEvent } from '../src/store/store.ts';

export class SlowStore implements EventStore {
  readonly kind: EventStore['kind'];
  private readonly inner: EventStore;
  private readonly delay: () => number;

  constructor(inner: EventStore, delay: () => number) {
    this.inner = inner;
    this.kind = inner.kind;
    this.delay = delay;
  }

  private wait(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.delay()));
  }

  createGame(meta: GameMeta, startLine: string, at: number): Promise<void> {
    return this.inner.createGame(meta, startLine, at);
  }
  getGame(id: string): Promise<GameMeta | undefined> {
    return this.inner.getGame(id);
  }
  async append(id: string, expected: number, lines: readonly string[], at: number): Promise<AppendResult> {
    await this.wait();
    return this.inner.append(id, expected, lines, at);
  }
  async read(id: string, after?: number): Promise<StoredEvent[]> {
    await this.wait();
    return this.inner.read(id, after);
  }
  setRematch(id: string, next: string): Promise<string> {
    return this.inner.setRematch(id, next);
  }
  rematchOf(id: string): Promise<string | undefined> {
    return this.inner.rematchOf(id);
  }
  onAppend(listener: AppendListener): () => void {
    return this.inner.onAppend(listener);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
