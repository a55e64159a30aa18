// The clocks' arithmetic (clock.ts): they start with the first move, charge each interval to the
// side that made the event ending it, and add the increment when the turn passes (once per
// Chakart turn, however many decisions it takes).
import { describe, expect, it } from 'vitest';
import { Clock } from '../src/clock.ts';

describe('the clock', () => {
  it('does not run before the first move', () => {
    const clock = new Clock({ initialMs: 60_000, incrementMs: 2_000 });
    expect(clock.started()).toBe(false);
    expect(clock.state('white', 1_000_000)).toEqual({ white: 60_000, black: 60_000, running: null, at: 1_000_000 });
  });

  it('charges each interval to the side that moved, and adds its increment when the turn passes', () => {
    const clock = new Clock({ initialMs: 60_000, incrementMs: 2_000 });
    clock.event('white', 'black', 1_000); // White's first move: not timed, earns the increment
    expect(clock.state('black', 1_000)).toEqual({ white: 62_000, black: 60_000, running: 'black', at: 1_000 });
    expect(clock.remaining('black', 'black', 6_000)).toBe(55_000);
    clock.event('black', 'white', 11_000); // Black thought 10 s
    expect(clock.state('white', 11_000)).toMatchObject({ white: 62_000, black: 52_000, running: 'white' });
    expect(clock.remaining('white', 'white', 73_000)).toBe(0);
    expect(clock.remaining('white', 'white', 74_000)).toBe(-1_000);
  });

  it('adds no increment for a decision after which the same side is still to move (a Chakart turn)', () => {
    const clock = new Clock({ initialMs: 60_000, incrementMs: 5_000 });
    clock.event('white', 'black', 0);
    clock.event('black', 'black', 3_000); // a bonus move follows
    clock.event('black', 'white', 4_000);
    expect(clock.state('white', 4_000)).toMatchObject({ white: 65_000, black: 61_000 });
  });
});
