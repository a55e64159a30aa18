// The game as an xstate machine over immutable events. Replay is a pure fold:
// initialTransition, then transition per event. Legality lives in the move generator.
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import type { ChakraMove, ChakraPosition, Colour, EndReason, GameResult, MoveFacts, Ruleset } from './types.ts';
import { initialPosition } from './setup.ts';
import { isLegal, outcome, play, positionKey } from './play.ts';

export type GameEvent =
  | { type: 'move'; move: ChakraMove }
  | { type: 'resign'; player: Colour }
  | { type: 'draw' };

export interface GameOptions {
  ruleset?: Ruleset;
  position?: ChakraPosition;
  /** G3: automatic draw on the third occurrence of a position (default on). */
  repetition?: boolean;
}

export interface GameContext {
  readonly ruleset: Ruleset;
  readonly repetition: boolean;
  readonly position: ChakraPosition;
  /** How often each position (positionKey) has occurred, for G3. */
  readonly seen: ReadonlyMap<string, number>;
  readonly ply: number;
  readonly lastFacts?: MoveFacts;
  readonly result?: { readonly result: GameResult; readonly reason: EndReason };
}

const other = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');

export const chakraMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameOptions,
  },
  guards: {
    isLegalMove: ({ context, event }) => event.type === 'move' && isLegal(context.position, event.move, context.ruleset),
    hasEnded: ({ context }) => context.result !== undefined,
  },
  actions: {
    playMove: assign(({ context, event }) => {
      if (event.type !== 'move') return {};
      const { position, facts } = play(context.position, event.move, context.ruleset);
      const key = positionKey(position);
      // A capture (promotion and Transmitter capture included) is irreversible: no earlier
      // position can occur again, so the count starts afresh.
      const irreversible = facts.captured || facts.promotion || facts.transmitterCaptured;
      const seen = irreversible ? new Map<string, number>() : new Map(context.seen);
      const times = (seen.get(key) ?? 0) + 1;
      seen.set(key, times);
      const ended = outcome(position, context.ruleset);
      const result = ended ?? (context.repetition && times >= 3 ? { result: 'draw' as const, reason: 'repetition' as const } : undefined);
      return { position, seen, ply: context.ply + 1, lastFacts: facts, result };
    }),
    // G2: either player may resign at any moment of a game in progress.
    resign: assign(({ event }) => (event.type === 'resign' ? { result: { result: other(event.player), reason: 'resignation' as const } } : {})),
    // G2: a draw both players agreed on.
    agreeDraw: assign({ result: { result: 'draw', reason: 'agreement' } }),
  },
}).createMachine({
  id: 'chakra',
  // xstate evaluates this for every pure `transition` too (its inert actor scope), so it
  // must stay cheap: the start position is one shared value with cached moves and key.
  context: ({ input }) => {
    const position = input.position ?? initialPosition();
    const ruleset = input.ruleset ?? 'current';
    const ended = outcome(position, ruleset);
    return {
      ruleset,
      repetition: input.repetition ?? true,
      position,
      seen: new Map([[positionKey(position), 1]]),
      ply: 0,
      ...(ended ? { result: ended } : {}),
    };
  },
  initial: 'playing',
  states: {
    playing: {
      always: { guard: 'hasEnded', target: 'over' },
      on: {
        move: { guard: 'isLegalMove', actions: 'playMove', target: 'playing', reenter: true },
        resign: { actions: 'resign', target: 'over' },
        draw: { actions: 'agreeDraw', target: 'over' },
      },
    },
    // G2: a game that has ended accepts no further moves.
    over: { type: 'final' },
  },
});

export type GameSnapshot = SnapshotFrom<typeof chakraMachine>;

export function startGame(options: GameOptions = {}): GameSnapshot {
  return initialTransition(chakraMachine, options)[0];
}

/** The next snapshot, or the same object when the machine rejects the event. */
export function applyEvent(snapshot: GameSnapshot, event: GameEvent): GameSnapshot {
  if (snapshot.status !== 'active') return snapshot;
  return transition(chakraMachine, snapshot, event)[0];
}

/** Why the machine would reject `event`, or undefined when it would take it. */
export function rejectionReason(snapshot: GameSnapshot, event: GameEvent): string | undefined {
  const { result } = snapshot.context;
  if (snapshot.status !== 'active' || result) {
    return `the game is over (${result ? `${result.result === 'draw' ? 'drawn' : `${result.result} won`} by ${result.reason}` : 'ended'})`;
  }
  if (event.type === 'move' && !isLegal(snapshot.context.position, event.move, snapshot.context.ruleset)) {
    return 'not a legal move';
  }
  return undefined;
}
