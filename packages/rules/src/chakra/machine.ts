// Chakra's game: the shared machine (core/game-machine.ts) with Chakra's rules plugged in.
// Replay is a pure fold: initialTransition, then transition per event.
import type { SnapshotFrom } from 'xstate';
import { createGameMachine, gameFold, type BaseContext, type GameEvent as CoreGameEvent } from '../core/game-machine.ts';
import type { ChakraMove, ChakraPosition, MoveFacts, Ruleset } from './types.ts';
import { initialPosition } from './setup.ts';
import { isLegal, outcome, play, positionKey } from './play.ts';

export type GameEvent = CoreGameEvent<ChakraMove>;

export interface GameOptions {
  ruleset?: Ruleset;
  position?: ChakraPosition;
  /** G3: automatic draw on the third occurrence of a position (default on). */
  repetition?: boolean;
}

export interface GameContext extends BaseContext<ChakraPosition, MoveFacts, 'checkmate' | 'stalemate'> {
  readonly ruleset: Ruleset;
}

export const chakraMachine = createGameMachine({
  id: 'chakra',
  createContext: (input: GameOptions | undefined): GameContext => {
    // The start position is one shared value with cached moves and key: this stays cheap.
    const position = input?.position ?? initialPosition();
    const ruleset = input?.ruleset ?? 'current';
    const ended = outcome(position, ruleset);
    return {
      ruleset,
      repetition: input?.repetition ?? true,
      position,
      seen: { key: positionKey(position) },
      ply: 0,
      ...(ended ? { result: ended } : {}),
    };
  },
  isLegal: (context, move: ChakraMove) => isLegal(context.position, move, context.ruleset),
  play: (context, move) => play(context.position, move, context.ruleset),
  // C15: checkmate wins, stalemate draws.
  outcome: (context, position) => outcome(position, context.ruleset),
  positionKey,
  // A capture (promotion and Transmitter capture included) can never be undone.
  irreversible: (facts: MoveFacts) => Boolean(facts.captured || facts.promotion || facts.transmitterCaptured),
});

export type GameSnapshot = SnapshotFrom<typeof chakraMachine>;

export const { startGame, applyEvent, rejectionReason } = gameFold<GameSnapshot, GameOptions, ChakraMove>(chakraMachine, (snapshot, move) =>
  isLegal(snapshot.context.position, move, snapshot.context.ruleset),
);
