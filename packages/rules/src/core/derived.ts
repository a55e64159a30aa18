// What is derived from an immutable position is worked out once and kept beside it: its fast
// board, its legal moves, its key. One record per position in a WeakMap (one lookup per
// question, nothing kept once the position is gone); each game says what its record holds.
export class Derived<Position extends object, Record extends object> {
  private readonly records = new WeakMap<Position, Record>();

  /** The position's record, an empty one made on first use. */
  of(position: Position): Record {
    let record = this.records.get(position);
    if (!record) this.records.set(position, (record = {} as Record));
    return record;
  }

  /** The position's record if one was made. */
  peek(position: Position): Record | undefined {
    return this.records.get(position);
  }

  /** A new position's record, handed on by the move that made it. */
  set(position: Position, record: Record): void {
    this.records.set(position, record);
  }
}
