// Loading a replayed log into what the commands print: the same for every game, given the
// game's replay and its line writers. A whole log (`loadLog`) is the notation's whole-text
// replay; `replay`'s stream (`lineReplay`) is the notation's replayer of the same game, fed a
// line at a time: one fold, in the notation, with its checks and messages.
import type { Result, TextError } from '@rulebook/notation';
import { dataError } from '../errors.ts';
import { located } from '../common.ts';
import type { Input } from '../io.ts';
import { progress } from '../progress.ts';
import type { GameEnd, LineReplay, LoadedLog, LogEntry } from './game.ts';

type Event =
  | { readonly event: 'move'; readonly player: 'white' | 'black'; readonly facts: unknown; readonly outcomes?: readonly string[] }
  | { readonly event: 'resign'; readonly player: 'white' | 'black' }
  | { readonly event: 'draw' };

interface Snapshot<P> {
  readonly context: { readonly position: P; readonly result?: GameEnd };
}

/** One event replayed by the notation. */
interface Step<P, S extends Snapshot<P>, E extends Event> {
  readonly line: number;
  readonly ply: number;
  readonly event: E;
  readonly text: string;
  readonly snapshot: S;
}

interface Replayed<P, S extends Snapshot<P>, Start, E extends Event> {
  readonly ok: boolean;
  readonly error?: { line: number; column?: number; message: string };
  readonly start?: { readonly event: Start; readonly snapshot: S; readonly position: P };
  readonly steps: readonly Step<P, S, E>[];
}

/** The notation's replayer of a game (`chakraText.startReplay`, …): a log a line at a time. */
interface Replayer<P, S extends Snapshot<P>, Start, E extends Event> {
  readonly start: { readonly event: Start; readonly position: P };
  snapshot(): S;
  events(): number;
  end(): GameEnd | undefined;
  step(text: string, line: number): Result<Step<P, S, E>, TextError>;
}

export interface LogFormat<P, V, S extends Snapshot<P>, Start, E extends Event> {
  readonly replay: (text: string, options: { upToPly?: number; onProgress?: (done: number, total: number) => void }) => Replayed<P, S, Start, E>;
  /** The same replay a line at a time: line 1 read and the game started. */
  readonly startReplay: (text: string, line: number) => Result<Replayer<P, S, Start, E>, TextError>;
  readonly writeStart: (start: Start) => string;
  readonly writeEvent: (event: E) => string;
  readonly variant: (start: Start) => V;
}

/** A replayed event as the commands print it. */
function entryOf<P, S extends Snapshot<P>, E extends Event>(step: Step<P, S, E>): LogEntry<P> {
  const event = step.event;
  return {
    line: step.line,
    ply: step.ply,
    kind: event.event,
    ...(event.event === 'draw' ? {} : { player: event.player }),
    text: step.text,
    ...(event.event === 'move' ? { facts: event.facts } : {}),
    ...(event.event === 'move' && event.outcomes !== undefined ? { outcomes: event.outcomes } : {}),
    position: step.snapshot.context.position,
    result: step.snapshot.context.result,
  };
}

/** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
export function loadLog<P, V, S extends Snapshot<P>, Start, E extends Event>(
  format: LogFormat<P, V, S, Start, E>,
  input: Input,
  upToPly?: number,
): LoadedLog<P, V, S> {
  // Checking a long log takes a while: a progress bar on a terminal (a no-op elsewhere).
  const lineCount = input.text.length > 200_000 ? input.text.split('\n').length : 0;
  const bar = progress('checking', lineCount, lineCount >= 2000);
  const replayed = format.replay(input.text, {
    ...(upToPly === undefined ? {} : { upToPly }),
    onProgress: (done) => bar.update(done),
  });
  bar.stop();
  if (!replayed.ok || replayed.start === undefined) {
    throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
  }
  const start = replayed.start;
  const snapshots: S[] = [start.snapshot];
  const entries: LogEntry<P>[] = [];
  const lines: string[] = [format.writeStart(start.event)];
  for (const step of replayed.steps) {
    entries.push(entryOf(step));
    snapshots.push(step.snapshot);
    lines.push(format.writeEvent(step.event));
  }
  return { variant: format.variant(start.event), lines, snapshots, start: start.position, entries };
}

/**
 * A game's line-by-line replay (`replay`'s stream): its start line read and the game started,
 * or the error on it. Each event line is then checked by the notation's replayer.
 */
export function lineReplay<P, V, S extends Snapshot<P>, Start, E extends Event>(
  format: Pick<LogFormat<P, V, S, Start, E>, 'startReplay' | 'variant'>,
): (text: string, line: number) => Result<LineReplay<P, V>, TextError> {
  return (text, line) => {
    const started = format.startReplay(text, line);
    if (!started.ok) return started;
    const replayer = started.value;
    return {
      ok: true,
      value: {
        variant: format.variant(replayer.start.event),
        start: replayer.start.position,
        position: () => replayer.snapshot().context.position,
        result: () => replayer.end(),
        events: () => replayer.events(),
        next(eventText, eventLine) {
          const step = replayer.step(eventText, eventLine);
          return step.ok ? { ok: true, value: entryOf(step.value) } : step;
        },
      },
    };
  };
}
