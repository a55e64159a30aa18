// The record kept beside each position (core/derived.ts) is the position's alone and out of
// sight: no property of it, so equality, JSON, spreading and cloning never see it, and a copy
// is a fresh position; each Derived keeps its own records; a frozen position has one too.
import { describe, expect, it } from 'vitest';
import { Derived } from '../src/core/derived.ts';

describe('Derived', () => {
  it('keeps one record per position, out of sight of the position', () => {
    const derived = new Derived<{ cells: number[] }, { key?: string }>();
    const position = { cells: [1, 2, 3] };
    expect(derived.peek(position)).toBeUndefined();
    const record = derived.of(position);
    record.key = 'k';
    expect(derived.of(position)).toBe(record);
    expect(derived.peek(position)).toBe(record);
    expect(Object.keys(position)).toEqual(['cells']);
    expect(Reflect.ownKeys(position)).toEqual(['cells']);
    expect(JSON.stringify(position)).toBe('{"cells":[1,2,3]}');
    expect(position).toEqual({ cells: [1, 2, 3] });
    expect(position).toStrictEqual({ cells: [1, 2, 3] });
    // A copy is a fresh position, with nothing derived yet.
    expect(derived.peek({ ...position })).toBeUndefined();
    expect(derived.peek(structuredClone(position))).toBeUndefined();
  });

  it('hands a new record to a position, replacing one it had', () => {
    const derived = new Derived<object, { n: number }>();
    const position = {};
    derived.set(position, { n: 1 });
    expect(derived.peek(position)).toEqual({ n: 1 });
    derived.set(position, { n: 2 });
    expect(derived.of(position)).toEqual({ n: 2 });
  });

  it('keeps the records of each Derived apart', () => {
    const a = new Derived<object, { from: string }>();
    const b = new Derived<object, { from: string }>();
    const position = {};
    a.set(position, { from: 'a' });
    expect(b.peek(position)).toBeUndefined();
    b.set(position, { from: 'b' });
    expect(a.peek(position)).toEqual({ from: 'a' });
    expect(b.peek(position)).toEqual({ from: 'b' });
  });

  it('keeps a record for a frozen position', () => {
    const derived = new Derived<object, { n: number }>();
    const position = Object.freeze({ turn: 'white' });
    derived.of(position).n = 3;
    expect(derived.peek(position)).toEqual({ n: 3 });
    expect(Object.isFrozen(position)).toBe(true);
  });
});
