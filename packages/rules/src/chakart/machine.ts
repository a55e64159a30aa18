// Chakart's turn (core/fold.ts). Each event is one decision of the side to move with the
// random outcomes it drew (G4); the phase the game waits in is the position's: the main move,
// then a bonus move (Daisy), a swap (King Boo), a drop (Toadette) or a promotion choice (K7),
// until the turn passes. The game ends when a turn ends with a side that has no king left (K2,
// K13). The fold and the state chart (one state per phase) are built from it.
import type { CommonEvent } from '../core/game.ts';
import { refuse, type GameState, type Turn } from '../core/fold.ts';
import type { ChakartFacts, ChakartPosition, Decision, Outcome } from './types.ts';
import { endOf, legalCode, outcome, resolveOn, withWork } from './play.ts';
import { OutcomeError } from './random.ts';
import type { GameContextBase } from '../core/game.ts';

/** A decision with the random outcomes it drew, or an event every game takes (G2, G5). */
export type GameEvent =
  | { readonly type: 'move'; readonly move: Decision; readonly outcomes: readonly Outcome[] }
  | Exclude<CommonEvent<Decision>, { readonly type: 'move' }>;

/** The start of a game: a set-up position, or the standard start. */
export interface GameInput {
  readonly position?: ChakartPosition;
}

/** G3: Chakart has no repetition draw. */
export type GameContext = GameContextBase<ChakartPosition, ChakartFacts, 'kings-captured'>;

export type GameSnapshot = GameState<GameContext>;

/** The phases a turn may wait in, the main move first. */
export const PHASES = ['move', 'bonus', 'swap', 'drop', 'promote'] as const;

export function chakartTurn(start: () => ChakartPosition): Turn<GameContext, Decision, GameEvent & { type: 'move' }, GameInput | undefined> {
  return {
    id: 'chakart',
    phases: PHASES,
    events: { move: PHASES },
    start: (input) => {
      const position = input?.position ?? start();
      const ended = outcome(position);
      return { position, ply: 0, ...(ended ? { result: ended } : {}) };
    },
    step: (context, event) => {
      const e = event as GameEvent & { type: 'move' };
      return withWork(context.position, (w) => {
        const c = legalCode(w, e.move);
        if (c < 0) return refuse('not a legal move');
        try {
          const next = resolveOn(w, e.move, c, e.outcomes ?? []);
          const ended = endOf(w);
          return { position: next.position, ply: context.ply + 1, lastFacts: next.facts, ...(ended ? { result: ended } : {}) };
        } catch (error) {
          if (!(error instanceof OutcomeError)) throw error;
          return refuse(error.message);
        }
      });
    },
    phaseOf: (context) => context.position.phase.kind,
  };
}
