// What is derived from an immutable position is worked out once and kept beside it: its fast
// board, its legal moves, its key. One record per position; each game says what its record holds.
//
// The record is kept on the position itself, in a private field that only this class can read
// (no property of the position: equality, JSON, spreading and structured cloning never see it,
// and a copy of a position is a fresh position with no record). A WeakMap did the same, but an
// entry costs about half a microsecond to add, once per position replayed (issue #17); a private
// field, some tens of nanoseconds. A position that cannot take one (should an engine refuse to
// add private fields to a frozen object) has its record in a WeakMap.

/** A base whose constructor returns the object it is given: a subclass then adds its private fields to that object. */
class Stamp {
  constructor(target: object) {
    return target;
  }
}

/** The private field of one Derived: get and set on any object. */
interface Field<Position extends object, Record extends object> {
  get(position: Position): Record | undefined;
  /** False when the position could not take the field. */
  set(position: Position, record: Record): boolean;
}

function privateField<Position extends object, Record extends object>(): Field<Position, Record> {
  // A class per Derived, so that each has its own field.
  class Holder extends Stamp {
    #record: Record;
    constructor(position: Position, record: Record) {
      super(position);
      this.#record = record;
    }
    static get(position: Position): Record | undefined {
      return #record in position ? (position as unknown as Holder).#record : undefined;
    }
    static set(position: Position, record: Record): boolean {
      if (#record in position) {
        (position as unknown as Holder).#record = record;
        return true;
      }
      try {
        new Holder(position, record);
        return true;
      } catch {
        return false;
      }
    }
  }
  return { get: (position) => Holder.get(position), set: (position, record) => Holder.set(position, record) };
}

export class Derived<Position extends object, Record extends object> {
  private readonly field = privateField<Position, Record>();
  /** The records of positions that could not take the field. */
  private others: WeakMap<Position, Record> | undefined;

  /** The position's record, an empty one made on first use. */
  of(position: Position): Record {
    let record = this.peek(position);
    if (!record) this.set(position, (record = {} as Record));
    return record;
  }

  /** The position's record if one was made. */
  peek(position: Position): Record | undefined {
    return this.field.get(position) ?? this.others?.get(position);
  }

  /** A new position's record, handed on by the move that made it. */
  set(position: Position, record: Record): void {
    if (!this.field.set(position, record)) (this.others ??= new WeakMap()).set(position, record);
  }
}
