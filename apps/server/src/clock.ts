// The game's clocks, kept by the server from the times its events were stored (so a restart goes
// on where it stopped). The clocks start with the game's first move (the time before it is not
// counted); the time between two events is charged to the side that made the second; a side's
// increment is added when its turn passes to the opponent (a Chakart turn of several decisions
// earns one). G5: when the side to move has no time left, it loses.
import type { ClockSpec, ClockState, Side } from './protocol.ts';
import type { TimeControl } from './store/store.ts';

/** A time control as the API takes it (minutes, seconds of increment) from the milliseconds stored. */
export const clockSpecOf = (control: TimeControl): ClockSpec => ({ minutes: control.initialMs / 60_000, increment: control.incrementMs / 1000 });

/** The milliseconds stored from a time control as the API takes it. */
export const timeControlOf = (spec: ClockSpec): TimeControl => ({ initialMs: Math.round(spec.minutes * 60_000), incrementMs: Math.round(spec.increment * 1000) });

export class Clock {
  private readonly left: Record<Side, number>;
  private last: number | undefined;

  constructor(readonly control: TimeControl) {
    this.left = { white: control.initialMs, black: control.initialMs };
  }

  /** An event by `mover`, stored at `at`, after which `next` is to move. */
  event(mover: Side, next: Side, at: number): void {
    if (this.last !== undefined) this.left[mover] -= Math.max(0, at - this.last);
    if (next !== mover) this.left[mover] += this.control.incrementMs;
    this.last = at;
  }

  /** Whether the clocks run (after the first move). */
  started(): boolean {
    return this.last !== undefined;
  }

  /** Milliseconds `side` has at `now` when `toMove` is to move. */
  remaining(side: Side, toMove: Side, now: number): number {
    const running = this.last !== undefined && side === toMove ? now - this.last : 0;
    return this.left[side] - running;
  }

  state(toMove: Side | null, now: number): ClockState {
    const running = this.last === undefined ? null : toMove;
    return {
      white: running === null ? this.left.white : this.remaining('white', running, now),
      black: running === null ? this.left.black : this.remaining('black', running, now),
      running,
      at: now,
    };
  }
}
