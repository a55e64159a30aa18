// What a game says in words on the play and replay pages, the one thing the pages cannot take
// from the notation's text contract (TextGame): the end as the banner says it, a move's facts as
// the move list and the replay show them, the squares it tints, and the page's options of a
// start event. Each game gives one `GameWords` (lib/<game>-session.ts); the play session
// (lib/notation-session.ts) and the replay (lib/notation-replay.ts) are written once over it.
import type { DrawEvent, LogEventOf, MoveEventOf, ResignEvent, TextTypes, TimeoutEvent } from '@rulebook/notation';
import type { LastSquares, Taken } from './session.ts';

/** Label/value pairs, shown as text. */
export type Pairs = readonly (readonly [string, string])[];

/**
 * A decision the notation took, as the words read it, whether just played (the session) or
 * replayed from a log: its log event, its text, the move and facts the rules derived, the
 * positions before and after it, and the end it made.
 */
export interface Decided<T extends TextTypes> {
  readonly event: LogEventOf<T['factsJson']>;
  readonly text: string;
  readonly move?: T['move'] | undefined;
  readonly facts?: T['facts'] | undefined;
  readonly before: T['position'];
  readonly position: T['position'];
  readonly result?: T['end'] | undefined;
}

/** A move (not a resignation nor a draw), with the move and facts the rules derived. */
export interface MoveDecided<T extends TextTypes> extends Decided<T> {
  readonly event: MoveEventOf<T['factsJson']>;
  readonly move: T['move'];
  readonly facts: T['facts'];
}

/** One game's words. */
export interface GameWords<T extends TextTypes> {
  /** The end with its reason, as the banner says it. */
  endWords(end: T['end']): string;
  /** The page's options of a start event, as the session keeps them and the replay shows them. */
  choicesOf(start: T['start']): Readonly<Record<string, string>>;
  /** A move as the move list and the replay write it; its move text when absent (Chakart adds its outcomes). */
  moveText?(move: MoveDecided<T>): string;
  /** The decision as the session's `play` takes it again (a reload); its move text when absent (Chakart adds its outcomes). */
  decisionText?(move: MoveDecided<T>): string;
  /** What the move text does not say, for the move list's tooltip. */
  moveWords(move: MoveDecided<T>): string | undefined;
  /** What followed the move, in players' words, shown under it in the move list (Chakart's effects). */
  effects?(move: MoveDecided<T>): string | undefined;
  /** The pieces the move took off the board (the captured material). */
  taken?(move: MoveDecided<T>): readonly Taken[];
  /** The squares a move touched, for the last-move tint (none: no tint). */
  lastOf(move: MoveDecided<T>): LastSquares | undefined;
  /** A move's facts as label/value pairs, for the replay. */
  factPairs(move: MoveDecided<T>): Pairs;
  /** A resignation's or an agreed draw's facts, for the replay; `Event: resignation (G2)` when absent. */
  eventPairs?(event: ResignEvent | DrawEvent | TimeoutEvent, end: T['end'] | undefined): Pairs;
}

/** The decision as a move, when it is one the rules derived facts for. */
export function asMove<T extends TextTypes>(decided: Decided<T>): MoveDecided<T> | undefined {
  return decided.event.event === 'move' && decided.move !== undefined && decided.facts !== undefined ? (decided as MoveDecided<T>) : undefined;
}

/** The decision's text as the pages write it. */
export const shownText = <T extends TextTypes>(words: GameWords<T>, decided: Decided<T>): string => {
  const move = asMove(decided);
  return move && words.moveText ? words.moveText(move) : decided.text;
};

/** The decision's facts as label/value pairs. */
export function factPairsOf<T extends TextTypes>(words: GameWords<T>, decided: Decided<T>): Pairs {
  const move = asMove(decided);
  if (move) return words.factPairs(move);
  const event = decided.event as ResignEvent | DrawEvent | TimeoutEvent;
  if (words.eventPairs) return words.eventPairs(event, decided.result);
  return [['Event', event.event === 'draw' ? 'draw agreed' : event.event === 'resign' ? 'resignation' : 'time ran out']];
}
