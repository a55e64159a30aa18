// Shakti's turn (core/fold.ts): a move the warrior-jump setting allows, the repetition count
// (G3), and the game's own endings (S7). The fold and the state chart are built from it.
import type { CommonEvent } from '../core/game.ts';
import { foldOf, refuse, type GameState, type Turn } from '../core/fold.ts';
import { advance, type RepetitionContext } from '../core/repetition.ts';
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
      return { options: rules, repetition: options.repetition, position, seen: { key: positionKey(position) }, ply: 0, ...(ended ? { result: ended } : {}) };
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

// The folds of the four option sets, for callers that have not moved to the game value yet.
const FOLDS = {
  seen: { on: foldOf(shaktiTurn({ warriorJump: 'seen', repetition: true })), off: foldOf(shaktiTurn({ warriorJump: 'seen', repetition: false })) },
  adjacent: { on: foldOf(shaktiTurn({ warriorJump: 'adjacent', repetition: true })), off: foldOf(shaktiTurn({ warriorJump: 'adjacent', repetition: false })) },
} as const;
const foldFor = (jump: WarriorJump | undefined, repetition: boolean | undefined) => FOLDS[jump ?? 'seen'][repetition === false ? 'off' : 'on'];

/** @deprecated use `games.shakti.create(options).startGame(position)`. */
export const startGame = (input?: { options?: { warriorJump?: WarriorJump }; position?: ShaktiPosition; repetition?: boolean }): GameSnapshot =>
  foldFor(input?.options?.warriorJump, input?.repetition).startGame(input);
/** @deprecated use the game value's `applyEvent`. */
export const applyEvent = (snapshot: GameSnapshot, event: GameEvent): GameSnapshot =>
  foldFor(snapshot.context.options.warriorJump, snapshot.context.repetition).applyEvent(snapshot, event);
/** @deprecated use the game value's `rejectionReason`. */
export const rejectionReason = (snapshot: GameSnapshot, event: GameEvent): string | undefined =>
  foldFor(snapshot.context.options.warriorJump, snapshot.context.repetition).rejectionReason(snapshot, event);
