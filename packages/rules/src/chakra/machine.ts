// Chakra's turn (core/fold.ts): a move the ruleset allows, the repetition count (G3), and the
// game's own endings (C15). The fold and the state chart (core/machine.ts) are built from it.
import type { CommonEvent } from '../core/game.ts';
import { refuse, type GameState, type Turn } from '../core/fold.ts';
import { advance, startCounting, type RepetitionContext } from '../core/repetition.ts';
import type { ChakraMove, ChakraPosition, MoveFacts, Ruleset } from './types.ts';
import { initialPosition } from './setup.ts';
import { isLegal, outcome, play, positionKey } from './play.ts';

export type GameEvent = CommonEvent<ChakraMove>;

export interface ChakraOptions {
  /** C3-C5: `current` (the designer's page) or `1995` (the older text). */
  readonly ruleset: Ruleset;
  /** G3: automatic draw on the third occurrence of a position. */
  readonly repetition: boolean;
}

/** The start of a game: a set-up position, or the start position (C1). */
export interface GameInput {
  readonly position?: ChakraPosition;
}

export interface GameContext extends RepetitionContext<ChakraPosition, MoveFacts, 'checkmate' | 'stalemate'> {
  readonly ruleset: Ruleset;
}

export type GameSnapshot = GameState<GameContext>;

/** G3 for Chakra: a capture (promotion and Transmitter capture included) can never be undone. */
const CHAKRA_REPETITION = {
  positionKey,
  irreversible: (facts: MoveFacts) => Boolean(facts.captured || facts.promotion || facts.transmitterCaptured),
};

export function chakraTurn(options: ChakraOptions): Turn<GameContext, ChakraMove, never, GameInput | undefined> {
  const { ruleset, repetition } = options;
  return {
    id: 'chakra',
    phases: ['playing'],
    events: { move: ['playing'] },
    start: (input) => {
      const position = input?.position ?? initialPosition();
      const ended = outcome(position, ruleset);
      return { ruleset, ...startCounting(position, repetition, CHAKRA_REPETITION, ended) };
    },
    step: (context, event) => {
      if (!isLegal(context.position, event.move, ruleset)) return refuse('not a legal move');
      const next = play(context.position, event.move, ruleset);
      // C15: checkmate wins, stalemate draws.
      return advance(context, next, CHAKRA_REPETITION, outcome(next.position, ruleset));
    },
    phaseOf: () => 'playing',
  };
}
