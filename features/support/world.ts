// The world of one Chakra scenario: the position on the board, the ruleset, and — once a
// player has acted — the game machine's snapshot. Steps read the current position from here.

import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { chakra } from '@rulebook/rules';

type ChakraPosition = chakra.ChakraPosition;
type Ruleset = chakra.Ruleset;

export type GameSnapshot = ReturnType<typeof chakra.startGame>;

export class ChakraWorld extends World {
  ruleset: Ruleset = 'current';
  repetition = true;
  /** The position given by the scenario (before any event). */
  start: ChakraPosition | undefined;
  /** The game, started on the first player action. */
  game: GameSnapshot | undefined;

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** The position now: after the events played so far, or the given one. */
  get position(): ChakraPosition {
    if (this.game) return this.game.context.position;
    if (!this.start) throw new Error('No position: start the scenario with "Given the Chakra start position" or "Given the Chakra position …"');
    return this.start;
  }

  /** The game machine, started from the given position on first use. */
  ensureGame(): GameSnapshot {
    if (!this.game) {
      this.game = chakra.startGame({ ruleset: this.ruleset, position: this.position, repetition: this.repetition });
    }
    return this.game;
  }
}

setWorldConstructor(ChakraWorld);
