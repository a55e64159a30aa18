// Medea's game as an xstate machine over events, a pure fold. Besides whole moves it takes a
// capture hop by hop (as a board UI enters it) and commits it only when the path is complete.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { advance, gameFold, oncePerEvent, other, type BaseContext, type GameEvent as CoreGameEvent } from '../core/game-machine.ts';
import type { MedeaFacts, MedeaMove, MedeaPosition } from './types.ts';
import { initialPosition } from './setup.ts';
import { capturePaths, isLegal, outcome, play, positionKey } from './play.ts';

export type GameEvent = CoreGameEvent<MedeaMove> | { type: 'hop'; from: number; to: number };

export interface GameOptions {
  position?: MedeaPosition;
  /** G3: automatic draw on the third occurrence of a position (default on). */
  repetition?: boolean;
}

/** A capture entered hop by hop, not yet complete. */
export interface PendingCapture {
  readonly from: number;
  readonly path: readonly number[];
  readonly captured: readonly number[];
}

export interface GameContext extends BaseContext<MedeaPosition, MedeaFacts, 'no-pieces' | 'no-moves'> {
  readonly pending?: PendingCapture;
}

type Capture = MedeaMove & { kind: 'capture' };

/** The capture paths that begin with the pending hops followed by the hop `from`-`to`. */
function continuing(context: GameContext, from: number, to: number): Capture[] {
  const pending = context.pending;
  const start = pending?.from ?? from;
  const at = pending ? pending.path[pending.path.length - 1] : start;
  if (at !== from) return [];
  const done = pending?.path.length ?? 0;
  return (capturePaths(context.position) as Capture[]).filter(
    (p) => p.from === start && p.path.length > done && p.path[done] === to && (pending?.path ?? []).every((s, i) => p.path[i] === s),
  );
}

/** G3's bookkeeping for Medea: the position key, and a capture as the move no earlier position survives. */
const MEDEA_REPETITION = { positionKey, irreversible: (facts: MedeaFacts) => Boolean(facts.captured) };

function commit(context: GameContext, move: MedeaMove): Partial<GameContext> {
  // A capture can never be undone: no earlier position can occur again. D9 ends the game.
  const next = advance(context, play(context.position, move), MEDEA_REPETITION, outcome);
  return { ...next, pending: undefined };
}

/** A whole move's next context, once per event (guard and action share it); undefined if illegal. */
const nextOf = oncePerEvent((context: GameContext, event: GameEvent): Partial<GameContext> | undefined =>
  event.type === 'move' && isLegal(context.position, event.move) ? commit(context, event.move) : undefined,
);

/** The capture entered hop by hop, once it is complete: its next context (once per event). */
const completedOf = oncePerEvent((context: GameContext, _event: GameEvent): Partial<GameContext> | undefined => {
  const p = context.pending;
  if (p === undefined) return undefined;
  const path = (capturePaths(context.position) as Capture[]).find((c) => c.from === p.from && c.path.length === p.path.length && c.path.every((s, i) => s === p.path[i]));
  return path === undefined ? undefined : commit(context, path);
});

export const medeaMachine = setup({
  types: { context: {} as GameContext, events: {} as GameEvent, input: {} as GameOptions | undefined },
  guards: {
    isLegalMove: ({ context, event }) => nextOf(context, event) !== undefined,
    endsGame: ({ context, event }) => nextOf(context, event)?.result !== undefined,
    isLegalHop: ({ context, event }) => event.type === 'hop' && continuing(context, event.from, event.to).length > 0,
    captureComplete: ({ context, event }) => completedOf(context, event) !== undefined,
    captureEndsGame: ({ context, event }) => completedOf(context, event)?.result !== undefined,
    hasEnded: ({ context }) => context.result !== undefined,
  },
  actions: {
    playMove: assign(({ context, event }) => nextOf(context, event) ?? {}),
    hop: assign(({ context, event }) => {
      if (event.type !== 'hop') return {};
      const path = continuing(context, event.from, event.to)[0];
      const done = context.pending?.path.length ?? 0;
      return { pending: { from: path.from, path: path.path.slice(0, done + 1), captured: path.captured.slice(0, done + 1) } };
    }),
    commitPending: assign(({ context, event }) => completedOf(context, event) ?? {}),
    // G2: either player may resign at any moment, even in the middle of a capture.
    resign: assign(({ event }) => (event.type === 'resign' ? { result: { result: other(event.player), reason: 'resignation' as const }, pending: undefined } : {})),
    agreeDraw: assign({ result: { result: 'draw', reason: 'agreement' }, pending: undefined }),
  },
}).createMachine({
  id: 'medea',
  // Evaluated by xstate for every pure transition too: cheap for the default input.
  context: ({ input }) => {
    const position = input?.position ?? initialPosition();
    const ended = outcome(position);
    return { repetition: input?.repetition ?? true, position, seen: { key: positionKey(position) }, ply: 0, ...(ended ? { result: ended } : {}) };
  },
  // A start position that has already ended goes straight to `over`.
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasEnded', target: 'over' }, { target: 'playing' }] },
    playing: {
      on: {
        // A move that ends the game goes to `over`; no eventless check runs after each move.
        move: [
          { guard: 'endsGame', actions: 'playMove', target: 'over' },
          { guard: 'isLegalMove', actions: 'playMove' },
        ],
        hop: { guard: 'isLegalHop', actions: 'hop', target: 'capturing' },
        resign: { actions: 'resign', target: 'over' },
        draw: { actions: 'agreeDraw', target: 'over' },
      },
    },
    // D4: the pieces taken so far stay on the board until the capture is complete.
    capturing: {
      always: [
        { guard: 'captureEndsGame', actions: 'commitPending', target: 'over' },
        { guard: 'captureComplete', actions: 'commitPending', target: 'playing' },
      ],
      on: {
        hop: { guard: 'isLegalHop', actions: 'hop', target: 'capturing', reenter: true },
        resign: { actions: 'resign', target: 'over' },
        draw: { actions: 'agreeDraw', target: 'over' },
      },
    },
    over: { type: 'final' },
  },
});

export type GameSnapshot = SnapshotFrom<typeof medeaMachine>;

const fold = gameFold<GameSnapshot, GameOptions, MedeaMove>(medeaMachine, (snapshot, move) => isLegal(snapshot.context.position, move));

export const startGame = fold.startGame;
export const applyEvent = fold.applyEvent as (snapshot: GameSnapshot, event: GameEvent) => GameSnapshot;

/** Why the machine would reject `event`, or undefined when it would take it. */
export function rejectionReason(snapshot: GameSnapshot, event: GameEvent): string | undefined {
  if (event.type === 'hop') {
    if (snapshot.status !== 'active' || snapshot.context.result) return fold.rejectionReason(snapshot, { type: 'draw' });
    return continuing(snapshot.context, event.from, event.to).length > 0 ? undefined : 'not a hop of a legal capture';
  }
  if (event.type === 'move' && snapshot.value === 'capturing') return 'a capture is being entered hop by hop; finish it first';
  return fold.rejectionReason(snapshot, event);
}
