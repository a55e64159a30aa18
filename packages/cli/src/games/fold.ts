// A log replayed line by line, for `replay`'s stream: a start line begins a game, then each
// event line is read, checked and folded through the game's machine as it arrives, and only
// the machine's current snapshot is kept. The checks are those of the notation's replay fold
// (packages/notation/src/game.ts: replayLogWith and its replayEvent), in the same order and
// with the same messages, built from what the notation exports for each game: its line
// readers and facts comparison (CHAKRA_TEXT, …), its start and its play function. The
// notation's own fold takes a whole text; this one takes a line at a time.

import { colourWord, type Result, type TextError } from '@rulebook/notation';
import type { Colour, GameEnd, LogEntry } from './game.ts';

/** A log event as every game's notation reads it. */
export type LineEvent<F> =
  | { readonly event: 'move'; readonly ply: number; readonly player: Colour; readonly move: string; readonly outcomes?: readonly string[]; readonly facts: F }
  | { readonly event: 'resign'; readonly ply: number; readonly player: Colour }
  | { readonly event: 'draw'; readonly ply: number };

/** A machine snapshot as seen from here (every game's xstate snapshot has this shape). */
interface SnapshotLike<P> {
  readonly value: unknown;
  readonly context: { readonly position: P; readonly result?: GameEnd };
}

/** What a decision does, as the notation's play functions return it. */
interface PlayedLike<P, S, F> {
  readonly text: string;
  readonly position: P;
  readonly snapshot: S;
  readonly logEvent: (ply: number) => LineEvent<F>;
}

/** A player's decision as the notation's play functions take it. */
export type LineAction =
  | { readonly type: 'move'; readonly text: string; readonly outcomes?: readonly string[] }
  | { readonly type: 'resign'; readonly player: Colour }
  | { readonly type: 'draw' };

/** One game's pieces, from its notation. */
export interface FoldParts<P, V, S extends SnapshotLike<P>, Start, F> {
  readonly readStartLine: (text: string, line: number) => Result<Start, TextError>;
  readonly start: (event: Start, line: number) => Result<{ readonly position: P; readonly snapshot: S }, TextError>;
  readonly readEventLine: (text: string, line: number) => Result<LineEvent<F>, TextError>;
  readonly play: (snapshot: S, action: LineAction, start: Start) => Result<PlayedLike<P, S, F>, string>;
  readonly diffFacts: (recorded: F, derived: F) => string | undefined;
  readonly variant: (start: Start) => V;
}

/** A game being replayed: what is known so far, and the next line to fold. */
export interface LineReplay<P, V> {
  readonly variant: V;
  readonly start: P;
  /** The position after the last event folded. */
  position(): P;
  /** The end of the game, once an event ended it. */
  result(): GameEnd | undefined;
  /** The events folded so far. */
  events(): number;
  /** The next event line, checked and applied; an error names its line, and the game stays as it was. */
  next(text: string, line: number): Result<LogEntry<P>, TextError>;
}

const fail = (line: number, message: string): { readonly ok: false; readonly error: TextError } => ({ ok: false, error: { line, message } });

/** `White won by checkmate`, `drawn by repetition`: the notation's words for an end. */
const endWords = (end: GameEnd): string =>
  end.result === 'draw' ? `drawn by ${end.reason}` : `${colourWord(end.result)} won by ${end.reason}`;

/** The machine's result, when the game is over. */
function gameEnd<P>(snapshot: SnapshotLike<P>): GameEnd | undefined {
  const result = snapshot.context.result;
  return snapshot.value === 'over' && result !== undefined ? result : undefined;
}

/** Rules functions do not throw on valid input; should one throw, it is an error, not a crash. */
function guarded<T>(line: number, run: () => Result<T, TextError>): Result<T, TextError> {
  try {
    return run();
  } catch (e) {
    return fail(line, `the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A game's line-by-line replay: its start line read and started, or the error on it. */
export function lineReplay<P, V, S extends SnapshotLike<P>, Start, F>(
  parts: FoldParts<P, V, S, Start, F>,
): (text: string, line: number) => Result<LineReplay<P, V>, TextError> {
  return (text, line) => {
    const startEvent = parts.readStartLine(text, line);
    if (!startEvent.ok) return startEvent;
    const started = guarded(line, () => parts.start(startEvent.value, line));
    if (!started.ok) return started;
    const start = startEvent.value;
    let snapshot = started.value.snapshot;
    let events = 0;
    const next = (eventText: string, eventLine: number): Result<LogEntry<P>, TextError> => {
      const read = parts.readEventLine(eventText, eventLine);
      if (!read.ok) return read;
      const event = read.value;
      const ply = events + 1;
      const over = gameEnd(snapshot);
      if (over !== undefined) return fail(eventLine, `the game is already over (${endWords(over)}); no event may follow`);
      if (event.ply !== ply) return fail(eventLine, `ply: the log says ${event.ply}, expected ${ply}`);
      const turn = (snapshot.context.position as { readonly turn: Colour }).turn;
      if (event.event === 'move' && event.player !== turn) {
        return fail(eventLine, `player: the log says ${event.player}, but it is ${colourWord(turn)}'s turn`);
      }
      const action: LineAction =
        event.event === 'move'
          ? { type: 'move', text: event.move, ...(event.outcomes !== undefined ? { outcomes: event.outcomes } : {}) }
          : event.event === 'resign'
            ? { type: 'resign', player: event.player }
            : { type: 'draw' };
      return guarded(eventLine, () => {
        const played = parts.play(snapshot, action, start);
        if (!played.ok) return fail(eventLine, event.event === 'move' ? `move: ${played.error}` : played.error);
        if (event.event === 'move') {
          const derived = played.value.logEvent(ply);
          if (derived.event === 'move') {
            const difference = parts.diffFacts(event.facts, derived.facts);
            if (difference !== undefined) return fail(eventLine, difference);
          }
        }
        snapshot = played.value.snapshot;
        events = ply;
        const result = gameEnd(snapshot);
        return {
          ok: true,
          value: {
            line: eventLine,
            ply,
            kind: event.event,
            ...(event.event === 'draw' ? {} : { player: event.player }),
            text: played.value.text,
            ...(event.event === 'move' ? { facts: event.facts } : {}),
            ...(event.event === 'move' && event.outcomes !== undefined ? { outcomes: event.outcomes } : {}),
            position: played.value.position,
            result,
          },
        };
      });
    };
    return {
      ok: true,
      value: {
        variant: parts.variant(start),
        start: started.value.position,
        position: () => snapshot.context.position,
        result: () => gameEnd(snapshot),
        events: () => events,
        next,
      },
    };
  };
}
