// Shakti's turn (core/fold.ts): a move the warrior-jump setting allows, the repetition count
// (G3), and the game's own endings (S7). The fold and the state chart are built from it.
import type { CommonEvent } from '../core/game.ts';
import { refuse, type GameState, type Turn } from '../core/fold.ts';
import { advance, startCounting, type RepetitionContext } from '../core/repetition.ts';
import type { ShaktiFacts, ShaktiMove, ShaktiPosition, WarriorJump } from './types.ts';
import { initialPosition } from './setup.ts';
import { isLegal, outcome, play, positionKey } from './play.ts';

export type GameEvent = CommonEvent<ShaktiMove>;

export interface ShaktiGameOptions {
  /** S4: what a warrior jumps over. */
  readonly warriorJump: WarriorJump;
  /** G3: automatic draw on the third occurrence of a position. */
  readonly repetition: boolean;
}

/** The start of a game: a set-up position, or the start position (S2). */
export interface GameInput {
  readonly position?: ShaktiPosition;
}

export interface GameContext extends RepetitionContext<ShaktiPosition, ShaktiFacts, 'checkmate' | 'no-moves'> {
  readonly options: { readonly warriorJump: WarriorJump };
}

export type GameSnapshot = GameState<GameContext>;

/** G3 for Shakti: a capture or a removed tile can never be undone. */
const SHAKTI_REPETITION = { positionKey, irreversible: (facts: ShaktiFacts) => Boolean(facts.captured || facts.removedTile !== undefined) };

export function shaktiTurn(options: ShaktiGameOptions): Turn<GameContext, ShaktiMove, never, GameInput | undefined> {
  const rules = { warriorJump: options.warriorJump } as const;
  return {
    id: 'shakti',
    phases: ['playing'],
    events: { move: ['playing'] },
    start: (input) => {
      const position = input?.position ?? initialPosition();
      const ended = outcome(position, rules);
      return { options: rules, ...startCounting(position, options.repetition, SHAKTI_REPETITION, ended) };
    },
    step: (context, event) => {
      if (!isLegal(context.position, event.move, rules)) return refuse('not a legal move');
      const next = play(context.position, event.move, rules);
      // S7: checkmate wins; neither side able to move is a draw.
      return advance(context, next, SHAKTI_REPETITION, outcome(next.position, rules));
    },
    phaseOf: () => 'playing',
  };
}
