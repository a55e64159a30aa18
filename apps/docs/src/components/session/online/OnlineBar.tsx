// What the online room adds to a player's bar: whether that player is here ("online", a green
// dot; "away", a hollow one) and their clock, counted down in this browser from the room's last
// clock (the server's), red under ten seconds.
//
// Test hooks: .rb-presence[data-present], .rb-clock[data-ms][data-running][data-low].
import type { ClockState, Side } from './wire.ts';

/** Milliseconds as the clock shows them: m:ss, and tenths under ten seconds. */
export function clockText(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) return `0:0${(left / 1000).toFixed(1)}`.replace(/^0:0(\d\d)/, '0:$1');
  const seconds = Math.ceil(left / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A side's time left now, from the clock as received at `received` (this browser's time). */
export function timeLeft(clock: ClockState, side: Side, received: number, now: number): number {
  return clock[side] - (clock.running === side ? now - received : 0);
}

export default function OnlineBar({ side, present, clock, received, now }: { side: Side; present: boolean; clock: ClockState | null; received: number; now: number }) {
  const ms = clock ? timeLeft(clock, side, received, now) : undefined;
  return (
    <span class="rb-online-extra">
      <span class="rb-presence" data-present={present ? 'true' : 'false'}>
        <span class="rb-presence-dot" aria-hidden="true" />
        {present ? 'online' : 'away'}
      </span>
      {ms !== undefined && (
        <span class="rb-clock" data-ms={String(Math.round(ms))} data-running={clock?.running === side ? 'true' : undefined} data-low={ms < 10_000 ? 'true' : undefined} role="timer">
          {clockText(ms)}
        </span>
      )}
    </span>
  );
}
