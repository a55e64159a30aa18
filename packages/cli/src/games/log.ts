// A game's log through its text module, as the commands print it: the same for every game. A
// whole log (`loadLog`) is the notation's whole-text replay; `replay`'s stream (`lineReplay`)
// is the notation's replayer of the same game, fed a line at a time: one fold, in the
// notation, with its checks and messages.
import type { Result, TextError, TextGame, TextTypes } from '@rulebook/notation';
import { dataError } from '../errors.ts';
import { located } from '../common.ts';
import type { Input } from '../io.ts';
import { progress } from '../progress.ts';
import type { LineReplay, LoadedLog, LogEntry, Options, State } from './game.ts';

/** One event as the notation replayed it. */
interface Step {
  readonly line: number;
  readonly ply: number;
  readonly event:
    | { readonly event: 'move'; readonly player: 'white' | 'black'; readonly facts: unknown; readonly outcomes?: readonly string[] }
    | { readonly event: 'resign'; readonly player: 'white' | 'black' }
    | { readonly event: 'draw' }
    | { readonly event: 'timeout'; readonly player: 'white' | 'black' };
  readonly text: string;
  readonly snapshot: State['machine'];
}

/** A move's JSON from the position it is played in and its text (adapter.ts). */
export type MoveObject = (before: unknown, text: string) => Record<string, unknown>;

/**
 * A replayed event as the commands print it. Made for every event a replay reads: written out
 * for each kind, the same fields in the same order, rather than spread together.
 */
function entryOf(step: Step, before: unknown, moveObject: MoveObject): LogEntry<unknown> {
  const event = step.event;
  const { line, ply, text } = step;
  const { position, result } = step.snapshot.context;
  switch (event.event) {
    case 'move': {
      const made = (): Record<string, unknown> => moveObject(before, text);
      const { player, facts, outcomes } = event;
      return outcomes !== undefined
        ? { line, ply, kind: 'move', player, text, moveObject: made, facts, outcomes, position, result }
        : { line, ply, kind: 'move', player, text, moveObject: made, facts, position, result };
    }
    case 'resign':
      return { line, ply, kind: 'resign', player: event.player, text, position, result };
    case 'timeout':
      // G5: shown as a resignation is, `ply 7: Black ran out of time`.
      return { line, ply, kind: 'timeout', player: event.player, text, position, result };
    case 'draw':
      return { line, ply, kind: 'draw', text, position, result };
  }
}

/** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
export function loadLog<T extends TextTypes>(
  text: TextGame<T>,
  variantOf: (start: T['start']) => Options,
  moveObject: (start: T['start']) => MoveObject,
  input: Input,
  upToPly?: number,
): LoadedLog<unknown> {
  // Checking a long log takes a while: a progress bar on a terminal (a no-op elsewhere).
  const lineCount = input.text.length > 200_000 ? input.text.split('\n').length : 0;
  const bar = progress('checking', lineCount, lineCount >= 2000);
  const replayed = text.replayLog(input.text, {
    ...(upToPly === undefined ? {} : { upToPly }),
    onProgress: (done) => bar.update(done),
  });
  bar.stop();
  if (!replayed.ok || replayed.start === undefined) {
    throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
  }
  const start = replayed.start;
  const states: State[] = [{ machine: start.snapshot, drawn: 0 }];
  const entries: LogEntry<unknown>[] = [];
  const lines: string[] = [text.writeStartLine(start.event)];
  // Each state with the outcomes drawn up to it: where a seed's stream goes on (G4).
  let drawn = 0;
  let before: unknown = start.position;
  const moveJson = moveObject(start.event);
  for (const step of replayed.steps) {
    const entry = entryOf(step as Step, before, moveJson);
    before = step.position;
    drawn += entry.outcomes?.length ?? 0;
    entries.push(entry);
    states.push({ machine: step.snapshot, drawn });
    lines.push(text.writeEventLine(step.event as T['logEvent']));
  }
  return { variant: variantOf(start.event), lines, states, start: start.position, entries };
}

/**
 * A game's line-by-line replay (`replay`'s stream): its start line read and the game started,
 * or the error on it. Each event line is then checked by the notation's replayer.
 */
export function lineReplay<T extends TextTypes>(
  text: TextGame<T>,
  variantOf: (start: T['start']) => Options,
  moveObject: (start: T['start']) => MoveObject,
  source: string,
  line: number,
): Result<LineReplay<unknown>, TextError> {
  const started = text.startReplay(source, line);
  if (!started.ok) return started;
  const replayer = started.value;
  const moveJson = moveObject(replayer.start.event);
  // The outcomes drawn so far: where a seed's stream goes on (G4).
  let drawn = 0;
  return {
    ok: true,
    value: {
      variant: variantOf(replayer.start.event),
      start: replayer.start.position,
      startEvent: replayer.start.event,
      position: () => replayer.snapshot().context.position,
      result: () => replayer.end(),
      events: () => replayer.events(),
      state: () => ({ machine: replayer.snapshot(), drawn }),
      chance: () => replayer.chanceWords?.(),
      next(eventText, eventLine) {
        // The line that reveals a committed seed (G4 online): checked, no decision of the game.
        const revealed = replayer.reveal?.(eventText, eventLine);
        if (revealed !== undefined) {
          if (!revealed.ok) return revealed;
          const { position, result } = replayer.snapshot().context;
          const text = `seed revealed: ${replayer.chanceWords?.() ?? 'checked'}`;
          return { ok: true, value: { line: eventLine, ply: replayer.events(), kind: 'reveal', text, position, result } };
        }
        const before = replayer.snapshot().context.position;
        const step = replayer.step(eventText, eventLine);
        if (!step.ok) return step;
        const entry = entryOf(step.value as Step, before, moveJson);
        drawn += entry.outcomes?.length ?? 0;
        return { ok: true, value: entry };
      },
    },
  };
}
