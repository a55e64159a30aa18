// The one machine factory: a game's turn (core/fold.ts) as an xstate state chart. Its states are
// the phases the game waits in and `over`; an event is taken in the phases the turn lists for
// it, and the transition goes to the phase the next context waits in. Guards and actions call
// the same pure step as the fold, so the chart and the fold take the same events to the same
// states (tested over random games of every game). Replay folds without the chart (no actor
// per event); the chart is for actors: a live game, a server's room, a visualiser.
import { assign, setup, type AnyStateMachine } from 'xstate';
import type { CommonEvent, GameContextBase } from './game.ts';
import { ENDING_EVENTS, isRefusal, nextContext, type Turn } from './fold.ts';

/** The state chart of a game value (`machineOf(games.medea.create())`) or of a turn. */
export function machineOf<Context extends GameContextBase<unknown, unknown, string>, Move, Extra extends { readonly type: string }, Input>(
  game: Turn<Context, Move, Extra, Input> | { readonly turn: Turn<Context, Move, Extra, Input> },
): AnyStateMachine {
  const turn = 'turn' in game ? game.turn : game;
  type Event = CommonEvent<Move> | Extra;
  const stateAfter = (context: Context, event: Event): string | undefined => {
    const next = nextContext(turn, context, event);
    if (isRefusal(next)) return undefined;
    return next.result ? 'over' : turn.phaseOf(next);
  };
  const targets = [...turn.phases, 'over'].map((phase) => ({ guard: { type: 'leadsTo', params: { phase } }, actions: 'apply', target: phase }));
  const states: Record<string, object> = {
    // A set-up position that has already ended goes straight to `over`.
    start: {
      always: [{ guard: 'hasEnded', target: 'over' }, ...turn.phases.map((phase) => ({ guard: { type: 'waitsIn', params: { phase } }, target: phase }))],
    },
    // G2: a game that has ended takes no further event.
    over: { type: 'final' },
  };
  for (const phase of turn.phases) {
    // G2, G5: a resignation, an agreed draw or a timeout in any phase (the same list as the fold's).
    const on: Record<string, unknown> = Object.fromEntries(ENDING_EVENTS.map((type) => [type, targets]));
    for (const [type, phases] of Object.entries(turn.events) as [string, readonly string[]][]) if (phases.includes(phase)) on[type] = targets;
    states[phase] = { on };
  }
  return setup({
    types: { context: {} as Context, events: {} as Event, input: {} as Input },
    guards: {
      hasEnded: ({ context }) => context.result !== undefined,
      waitsIn: ({ context }, params: { phase: string }) => turn.phaseOf(context) === params.phase,
      leadsTo: ({ context, event }, params: { phase: string }) => stateAfter(context, event) === params.phase,
    },
    actions: {
      apply: assign(({ context, event }) => nextContext(turn, context, event) as Context),
    },
  }).createMachine({
    id: turn.id,
    context: ({ input }) => turn.start(input),
    initial: 'start',
    states: states as never,
  }) as unknown as AnyStateMachine;
}
