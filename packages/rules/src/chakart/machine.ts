// Chakart's turn as an xstate machine over events, a pure fold. Each event is one decision of
// the side to move with the random outcomes it drew (G4); the machine's state is the phase of
// the turn: the main move, then a bonus move (Daisy), a swap (King Boo), a drop (Toadette) or a
// promotion choice (K7), until the turn passes. Resignation and agreed draws as G2.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { gameFold, other, type BaseContext, type Colour } from '../core/game-machine.ts';
import type { ChakartFacts, ChakartPosition, Decision, Outcome } from './types.ts';
import { initialPosition } from './setup.ts';
import { endOf, legalCode, outcome, resolveOn, withWork } from './play.ts';
import { OutcomeError } from './random.ts';

export type GameEvent =
  | { type: 'move'; move: Decision; outcomes: readonly Outcome[] }
  | { type: 'resign'; player: Colour }
  | { type: 'draw' };

export interface GameOptions {
  position?: ChakartPosition;
}

/** G3: Chakart has no repetition draw; `seen` stays absent. */
export type GameContext = BaseContext<ChakartPosition, ChakartFacts, 'kings-captured'>;

type Played =
  | { position: ChakartPosition; facts: ChakartFacts; ended: GameContext['result'] }
  | { error: string };
let memo: { position: ChakartPosition; event: GameEvent; played: Played } | undefined;

/** The decision resolved with its recorded outcomes, or why it cannot be. */
function tryPlay(position: ChakartPosition, event: GameEvent & { type: 'move' }): Played {
  if (memo && memo.position === position && memo.event === event) return memo.played;
  const played = withWork(position, (w): Played => {
    const c = legalCode(w, event.move);
    if (c < 0) return { error: 'not a legal move' };
    try {
      const next = resolveOn(w, event.move, c, event.outcomes);
      return { position: next.position, facts: next.facts, ended: endOf(w) };
    } catch (e) {
      if (!(e instanceof OutcomeError)) throw e;
      return { error: e.message };
    }
  });
  memo = { position, event, played };
  return played;
}

const phaseIs = (kind: ChakartPosition['phase']['kind']) => ({ context }: { context: GameContext }) => context.position.phase.kind === kind;

const decisionStates = ['move', 'bonus', 'swap', 'drop', 'promote'] as const;

/** A decision of the side to move, in each of the states that await one. */
const decisionTransitions = [
  { guard: 'staysInPhase', actions: 'decide' },
  { guard: 'canPlay', actions: 'decide', target: '#chakart.turn.route' },
] as const;

export const chakartMachine = setup({
  types: { context: {} as GameContext, events: {} as GameEvent, input: {} as GameOptions | undefined },
  guards: {
    canPlay: ({ context, event }) => event.type === 'move' && !('error' in tryPlay(context.position, event)),
    // The decision leaves the game on, and the next decision is of the same kind.
    staysInPhase: ({ context, event }) => {
      if (event.type !== 'move') return false;
      const played = tryPlay(context.position, event);
      return !('error' in played) && !played.ended && played.position.phase.kind === context.position.phase.kind;
    },
    hasEnded: ({ context }) => context.result !== undefined,
    isMove: phaseIs('move'),
    isBonus: phaseIs('bonus'),
    isSwap: phaseIs('swap'),
    isDrop: phaseIs('drop'),
    isPromote: phaseIs('promote'),
  },
  actions: {
    decide: assign(({ context, event }) => {
      if (event.type !== 'move') return {};
      const next = tryPlay(context.position, event) as Exclude<Played, { error: string }>;
      const ended = next.ended;
      return { position: next.position, ply: context.ply + 1, lastFacts: next.facts, ...(ended ? { result: ended } : {}) };
    }),
    resign: assign(({ event }) => (event.type === 'resign' ? { result: { result: other(event.player), reason: 'resignation' as const } } : {})),
    agreeDraw: assign({ result: { result: 'draw', reason: 'agreement' } }),
  },
}).createMachine({
  id: 'chakart',
  context: ({ input }) => {
    const position = input?.position ?? initialPosition({ randomness: 0 });
    const ended = outcome(position);
    return { repetition: false, position, ply: 0, ...(ended ? { result: ended } : {}) };
  },
  initial: 'turn',
  states: {
    turn: {
      initial: 'route',
      on: {
        resign: { actions: 'resign', target: 'over' },
        draw: { actions: 'agreeDraw', target: 'over' },
      },
      states: {
        // The phase of the position names the state: which kind of decision is awaited. A
        // decision that keeps the phase (most often: the turn passed, a main move is due again)
        // leaves the machine where it is; any other comes back here.
        route: {
          always: [
            { guard: 'hasEnded', target: '#chakart.over' },
            { guard: 'isMove', target: 'move' },
            { guard: 'isBonus', target: 'bonus' },
            { guard: 'isSwap', target: 'swap' },
            { guard: 'isDrop', target: 'drop' },
            { guard: 'isPromote', target: 'promote' },
          ],
        },
        ...Object.fromEntries(decisionStates.map((s) => [s, { on: { move: decisionTransitions } }])),
      } as Record<'route' | (typeof decisionStates)[number], object>,
    },
    // G2: a game that has ended accepts no further decisions.
    over: { type: 'final' },
  },
});

export type GameSnapshot = SnapshotFrom<typeof chakartMachine>;

const fold = gameFold<GameSnapshot, GameOptions, Decision>(chakartMachine, () => true);

export const startGame = fold.startGame;
export const applyEvent = fold.applyEvent as (snapshot: GameSnapshot, event: GameEvent) => GameSnapshot;

/** Why the machine would reject `event`, or undefined when it would take it. */
export function rejectionReason(snapshot: GameSnapshot, event: GameEvent): string | undefined {
  const over = fold.rejectionReason(snapshot, { type: 'draw' });
  if (over || event.type !== 'move') return over;
  const played = tryPlay(snapshot.context.position, event);
  return 'error' in played ? played.error : undefined;
}

/** The phase the machine waits in ('move', 'bonus', 'swap', 'drop', 'promote') or 'over'. */
export function phaseOf(snapshot: GameSnapshot): string {
  const v = snapshot.value as string | { turn: string };
  return typeof v === 'string' ? v : v.turn;
}
