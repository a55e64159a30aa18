// Shakti's game: the shared machine (core/game-machine.ts) with Shakti's rules plugged in.
import type { SnapshotFrom } from 'xstate';
import { createGameMachine, gameFold, type BaseContext, type GameEvent as CoreGameEvent } from '../core/game-machine.ts';
import type { ShaktiFacts, ShaktiMove, ShaktiOptions, ShaktiPosition, WarriorJump } from './types.ts';
import { initialPosition } from './setup.ts';
import { isLegal, outcome, play, positionKey } from './play.ts';

export type GameEvent = CoreGameEvent<ShaktiMove>;

export interface GameOptions {
  options?: ShaktiOptions;
  position?: ShaktiPosition;
  /** G3: automatic draw on the third occurrence of a position (default on). */
  repetition?: boolean;
}

export interface GameContext extends BaseContext<ShaktiPosition, ShaktiFacts, 'checkmate' | 'no-moves'> {
  readonly options: { readonly warriorJump: WarriorJump };
}

export const shaktiMachine = createGameMachine({
  id: 'shakti',
  createContext: (input: GameOptions | undefined): GameContext => {
    const position = input?.position ?? initialPosition();
    const options = { warriorJump: input?.options?.warriorJump ?? 'seen' } as const;
    const ended = outcome(position, options);
    return {
      options,
      repetition: input?.repetition ?? true,
      position,
      seen: { key: positionKey(position) },
      ply: 0,
      ...(ended ? { result: ended } : {}),
    };
  },
  isLegal: (context, move: ShaktiMove) => isLegal(context.position, move, context.options),
  play: (context, move) => play(context.position, move, context.options),
  // S7: checkmate wins; neither side able to move is a draw.
  outcome: (context, position) => outcome(position, context.options),
  positionKey,
  // A capture or a removed tile can never be undone.
  irreversible: (facts: ShaktiFacts) => Boolean(facts.captured || facts.removedTile !== undefined),
});

export type GameSnapshot = SnapshotFrom<typeof shaktiMachine>;

export const { startGame, applyEvent, rejectionReason } = gameFold<GameSnapshot, GameOptions, ShaktiMove>(shaktiMachine, (snapshot, move) =>
  isLegal(snapshot.context.position, move, snapshot.context.options),
);
