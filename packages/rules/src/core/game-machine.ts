// The machine every game shares: a game in play takes moves its rules allow, and ends by the
// game's own endings, by repetition (G3), resignation or an agreed draw (G2). The machine is
// used as a pure fold (initialTransition, then transition per event); each game supplies its
// rules as plain functions of the context, and legality stays in its move generator.
import { assign, createActor, initialTransition, setup, type AnyActorScope, type AnyStateMachine } from 'xstate';

import { other, type Colour } from './colour.ts';

export type { Colour };
export type GameResult = 'white' | 'black' | 'draw';

export type GameEvent<Move> =
  | { type: 'move'; move: Move }
  | { type: 'resign'; player: Colour }
  | { type: 'draw' };

/**
 * The positions (by key) since the last irreversible move, newest first: a persistent list, so
 * each move adds one node instead of copying a map (replay speed).
 */
export interface Seen {
  readonly key: string;
  readonly previous?: Seen;
}

/** How often `key` occurs in `seen`. */
export function occurrences(seen: Seen | undefined, key: string): number {
  let times = 0;
  for (let node = seen; node; node = node.previous) if (node.key === key) times++;
  return times;
}

export interface BaseContext<Position, Facts, Reason extends string> {
  /** G3: automatic draw on the third occurrence of a position. */
  readonly repetition: boolean;
  readonly position: Position;
  /** The positions since the last irreversible move (absent for a game without repetition). */
  readonly seen?: Seen;
  readonly ply: number;
  readonly lastFacts?: Facts;
  readonly result?: { readonly result: GameResult; readonly reason: Reason | 'repetition' | 'resignation' | 'agreement' };
}

export interface GameRules<Context extends BaseContext<Position, Facts, Reason>, Position, Move, Facts, Reason extends string, Input> {
  readonly id: string;
  /** The context at the start (settings, position); `result` set if the position has ended. */
  readonly createContext: (input: Input) => Context;
  readonly isLegal: (context: Context, move: Move) => boolean;
  readonly play: (context: Context, move: Move) => { position: Position; facts: Facts };
  readonly outcome: (context: Context, position: Position) => { result: GameResult; reason: Reason } | undefined;
  readonly positionKey: (position: Position) => string;
  /** A move after which no earlier position can occur again (a capture, a removed tile). */
  readonly irreversible: (facts: Facts) => boolean;
}

export { other };

/**
 * The context after a move: the new position and facts, the repetition count (G3: restarted
 * after an irreversible move, since no earlier position can occur again), and the result if
 * the game's own endings or the third repetition end it.
 */
export function advance<Position, Facts, Reason extends string>(
  context: BaseContext<Position, Facts, Reason>,
  next: { position: Position; facts: Facts },
  game: {
    positionKey: (position: Position) => string;
    irreversible: (facts: Facts) => boolean;
  },
  ended: (position: Position) => { result: GameResult; reason: Reason } | undefined,
): Pick<BaseContext<Position, Facts, Reason>, 'position' | 'seen' | 'ply' | 'lastFacts' | 'result'> {
  const key = game.positionKey(next.position);
  const seen: Seen = game.irreversible(next.facts) ? { key } : { key, previous: context.seen };
  const times = occurrences(seen, key);
  const result = ended(next.position) ?? (context.repetition && times >= 3 ? { result: 'draw' as const, reason: 'repetition' as const } : undefined);
  return { position: next.position, seen, ply: context.ply + 1, lastFacts: next.facts, result };
}

/**
 * A move's next context computed once per event: the guard that picks the target (does the
 * move end the game?) and the action that assigns it share it. A one-event memo, keyed by the
 * context and event objects; the fold is synchronous, so nothing else runs in between.
 */
export function oncePerEvent<Context, Event, Next>(compute: (context: Context, event: Event) => Next): (context: Context, event: Event) => Next {
  let lastContext: Context | undefined;
  let lastEvent: Event | undefined;
  let last: Next;
  return (context, event) => {
    if (context !== lastContext || event !== lastEvent) {
      last = compute(context, event);
      lastContext = context;
      lastEvent = event;
    }
    return last;
  };
}

export function createGameMachine<Context extends BaseContext<Position, Facts, Reason>, Position, Move, Facts, Reason extends string, Input>(
  rules: GameRules<Context, Position, Move, Facts, Reason, Input>,
) {
  const nextOf = oncePerEvent((context: Context, event: GameEvent<Move>): Partial<Context> | undefined => {
    if (event.type !== 'move' || !rules.isLegal(context, event.move)) return undefined;
    const next = rules.play(context, event.move);
    return advance(context, next, rules, (position) => rules.outcome(context, position)) as unknown as Partial<Context>;
  });
  return setup({
    types: {
      context: {} as Context,
      events: {} as GameEvent<Move>,
      input: {} as Input,
    },
    guards: {
      isLegalMove: ({ context, event }) => nextOf(context, event) !== undefined,
      endsGame: ({ context, event }) => nextOf(context, event)?.result !== undefined,
      hasEnded: ({ context }) => context.result !== undefined,
    },
    actions: {
      playMove: assign(({ context, event }) => nextOf(context, event) ?? {}),
      // G2: either player may resign at any moment of a game in progress.
      resign: assign(({ event }) =>
        (event.type === 'resign' ? { result: { result: other(event.player), reason: 'resignation' as const } } : {}) as Partial<Context>,
      ),
      // G2: a draw both players agreed on.
      agreeDraw: assign(() => ({ result: { result: 'draw' as const, reason: 'agreement' as const } }) as Partial<Context>),
    },
  }).createMachine({
    id: rules.id,
    // xstate evaluates this for every pure `transition` too (its inert actor scope), so a
    // game's createContext must stay cheap for its default input.
    context: ({ input }) => rules.createContext(input),
    // A start position that has already ended (a stalemate set up) goes straight to `over`.
    initial: 'start',
    states: {
      start: { always: [{ guard: 'hasEnded', target: 'over' }, { target: 'playing' }] },
      playing: {
        on: {
          // A move that ends the game (its own endings, G3's repetition) goes to `over`; any
          // other legal move stays in `playing`. No eventless check runs after each move.
          move: [
            { guard: 'endsGame', actions: 'playMove', target: 'over' },
            { guard: 'isLegalMove', actions: 'playMove' },
          ],
          resign: { actions: 'resign', target: 'over' },
          draw: { actions: 'agreeDraw', target: 'over' },
        },
      },
      // G2: a game that has ended accepts no further moves.
      over: { type: 'final' },
    },
  });
}

/** The fold over a game machine: start, apply an event, say why an event is refused. */
export function gameFold<Snapshot extends { status: string; context: BaseContext<unknown, unknown, string> }, Input, Move>(
  machine: AnyStateMachine,
  isLegal: (snapshot: Snapshot, move: Move) => boolean,
) {
  // xstate's pure `transition` builds a new inert actor scope (an actor, and with it the
  // machine's initial context) for every event. These machines spawn nothing and their only
  // actions are `assign`, which the transition applies itself, so one inert scope serves every
  // event: the same pure step, without that cost on each replayed event.
  let scope: AnyActorScope | undefined;
  const inertScope = (): AnyActorScope => {
    if (!scope) {
      const self = createActor(machine);
      scope = {
        self,
        defer: () => {},
        id: '',
        logger: () => {},
        sessionId: '',
        stopChild: () => {},
        system: self.system,
        emit: () => {},
        actionExecutor: () => {},
      } as unknown as AnyActorScope;
    }
    return scope;
  };
  return {
    startGame: (input?: Input): Snapshot => initialTransition(machine, input ?? {})[0] as unknown as Snapshot,
    /** The next snapshot, or the same object when the machine rejects the event. */
    applyEvent: (snapshot: Snapshot, event: GameEvent<Move>): Snapshot =>
      snapshot.status !== 'active' ? snapshot : (machine.transition(snapshot as never, event as never, inertScope()) as unknown as Snapshot),
    /** Why the machine would reject `event`, or undefined when it would take it. */
    rejectionReason: (snapshot: Snapshot, event: GameEvent<Move>): string | undefined => {
      const result = snapshot.context.result;
      if (snapshot.status !== 'active' || result) {
        const how = result ? `${result.result === 'draw' ? 'drawn' : `${result.result} won`} by ${result.reason}` : 'ended';
        return `the game is over (${how})`;
      }
      if (event.type === 'move' && !isLegal(snapshot, event.move)) return 'not a legal move';
      return undefined;
    },
  };
}
