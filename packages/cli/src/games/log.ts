// Loading a replayed log into what the commands print: the same for every game, given the
// game's replay and its line writers.
import { dataError } from '../errors.ts';
import { located } from '../common.ts';
import type { Input } from '../io.ts';
import { progress } from '../progress.ts';
import type { GameEnd, LoadedLog, LogEntry } from './game.ts';

type Event =
  | { readonly event: 'move'; readonly player: 'white' | 'black'; readonly facts: unknown; readonly outcomes?: readonly string[] }
  | { readonly event: 'resign'; readonly player: 'white' | 'black' }
  | { readonly event: 'draw' };

interface Snapshot<P> {
  readonly context: { readonly position: P; readonly result?: GameEnd };
}

interface Replayed<P, S extends Snapshot<P>, Start, E extends Event> {
  readonly ok: boolean;
  readonly error?: { line: number; column?: number; message: string };
  readonly start?: { readonly event: Start; readonly snapshot: S; readonly position: P };
  readonly steps: readonly { readonly line: number; readonly ply: number; readonly event: E; readonly text: string; readonly snapshot: S }[];
}

export interface LogFormat<P, V, S extends Snapshot<P>, Start, E extends Event> {
  readonly replay: (text: string, options: { upToPly?: number; onProgress?: (done: number, total: number) => void }) => Replayed<P, S, Start, E>;
  readonly writeStart: (start: Start) => string;
  readonly writeEvent: (event: E) => string;
  readonly variant: (start: Start) => V;
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
    const event = step.event;
    entries.push({
      line: step.line,
      ply: step.ply,
      kind: event.event,
      ...(event.event === 'draw' ? {} : { player: event.player }),
      text: step.text,
      ...(event.event === 'move' ? { facts: event.facts } : {}),
      ...(event.event === 'move' && event.outcomes !== undefined ? { outcomes: event.outcomes } : {}),
      position: step.snapshot.context.position,
      result: step.snapshot.context.result,
    });
    snapshots.push(step.snapshot);
    lines.push(format.writeEvent(event));
  }
  return { variant: format.variant(start.event), lines, snapshots, start: start.position, entries };
}
