// A game as a pure fold over its events (the decider pattern): a state, and per event either
// the next state or the reason the event is refused. Every game gives its turn as a `Turn`
// (its state at the start, its step for a move and its own events, the phase it waits in);
// this file adds what all games share (G2: resignation and agreed draws, a game over takes
// nothing; G5: a clock that runs out loses) and core/machine.ts builds the same rules as an xstate state chart. Replay, play
// and the notation fold through here; the state chart serves actors (a live game).
import { other, type Colour } from './colour.ts';
import type { CommonEvent, CommonReason, Ending, GameContextBase } from './game.ts';

/** The state of a game after some events: which phase it waits in (or `over`) and its context. */
export interface GameState<Context> {
  /** `active` while the game goes on, `done` once it is over. */
  readonly status: 'active' | 'done';
  /** The phase the game waits in (`playing`, Medea's `capturing`, Chakart's `bonus` …) or `over`. */
  readonly value: string;
  readonly context: Context;
}

/** What one game brings to the fold: its turn structure as pure functions. */
export interface Turn<Context extends GameContextBase<unknown, unknown, string>, Move, Extra extends { readonly type: string }, Input> {
  readonly id: string;
  /** The phases the game may wait in, the first the usual one (`over` is added). */
  readonly phases: readonly string[];
  /** The events besides the common ones (resign, draw, timeout), and the phases that take them. */
  readonly events: Readonly<Record<'move' | Extra['type'], readonly string[]>>;
  /** The context at the start; `result` set if the position has already ended. */
  start(input: Input): Context;
  /** A move or one of the game's own events: the next context, or why it is refused. */
  step(context: Context, event: { readonly type: 'move'; readonly move: Move } | Extra): Context | Refusal;
  /** The phase a context that has not ended waits in. */
  phaseOf(context: Context): string;
  /** The context after a resignation, an agreed draw or a timeout (what else the game clears, e.g. a capture half entered). */
  end?(context: Context, result: Ending<CommonReason>): Context;
}

/** Why an event is refused. */
export interface Refusal {
  readonly refused: string;
}

export const refuse = (reason: string): Refusal => ({ refused: reason });
export const isRefusal = (x: object): x is Refusal => 'refused' in x;

const endWords = (result: Ending): string => `${result.result === 'draw' ? 'drawn' : `${result.result} won`} by ${result.reason}`;

/** The events every game takes in every phase besides its move (G2, G5): each ends the game. */
export const ENDING_EVENTS = ['resign', 'draw', 'timeout'] as const;

/** G2, G5: how a resignation, an agreed draw or a timeout ends the game; undefined for any other event. */
export function commonEnding(event: { readonly type: string; readonly player?: Colour }): Ending<CommonReason> | undefined {
  switch (event.type) {
    case 'resign':
      return { result: other(event.player as Colour), reason: 'resignation' };
    case 'draw':
      return { result: 'draw', reason: 'agreement' };
    case 'timeout':
      // G5: the side whose clock ran out loses; nothing follows (the game is over).
      return { result: other(event.player as Colour), reason: 'time' };
    default:
      return undefined;
  }
}

/**
 * The context after an event of a game in progress (G2: a resignation or an agreed draw ends
 * it; G5: so does a clock running out; any other event is the game's own step), or why the
 * event is refused. Shared by the fold and the state chart, so both take exactly the same events.
 */
export function nextContext<Context extends GameContextBase<unknown, unknown, string>, Move, Extra extends { readonly type: string }, Input>(
  turn: Turn<Context, Move, Extra, Input>,
  context: Context,
  event: CommonEvent<Move> | Extra,
): Context | Refusal {
  const result = commonEnding(event as { readonly type: string; readonly player?: Colour });
  if (result !== undefined) return turn.end ? turn.end(context, result) : ({ ...context, result } as Context);
  return turn.step(context, event as { readonly type: 'move'; readonly move: Move } | Extra);
}

/** The fold of a turn: start, apply an event (the same state when refused), say why an event is refused. */
export function foldOf<Context extends GameContextBase<unknown, unknown, string>, Move, Extra extends { readonly type: string }, Input>(
  turn: Turn<Context, Move, Extra, Input>,
) {
  type Event = CommonEvent<Move> | Extra;
  const stateOf = (context: Context): GameState<Context> =>
    context.result ? { status: 'done', value: 'over', context } : { status: 'active', value: turn.phaseOf(context), context };

  /** The next context for `event`, or why it is refused. */
  function decide(state: GameState<Context>, event: Event): Context | Refusal {
    const result = state.context.result;
    if (state.status !== 'active' || result) return refuse(`the game is over (${result ? endWords(result) : 'ended'})`);
    return nextContext(turn, state.context, event);
  }

  return {
    startGame: (input: Input): GameState<Context> => stateOf(turn.start(input)),
    /** The next state, or the same object when the event is refused. */
    applyEvent(state: GameState<Context>, event: Event): GameState<Context> {
      const next = decide(state, event);
      return isRefusal(next) ? state : stateOf(next);
    },
    /** Why `event` would be refused, or undefined when it would be taken. */
    rejectionReason(state: GameState<Context>, event: Event): string | undefined {
      const next = decide(state, event);
      return isRefusal(next) ? next.refused : undefined;
    },
  };
}
