// The world of one scenario. A scenario plays one game, named by its first Given (`the
// Chakra position …`, `the Shakti start position`, `the Medea position …`, `the Chakart
// position …`); each game keeps its own slot: the position given by the scenario, the game's
// settings and — once a player has acted — the game machine's snapshot. The steps that read
// the same for every game ask `world.table`, the chosen game's side of the shared vocabulary
// (see table.ts).

import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { chakart, chakra, medea, shakti } from '@rulebook/rules';
import type { GameTable } from './table.ts';
import { chakraTable } from './text.ts';
import { shaktiTable } from './shakti-text.ts';
import { medeaTable } from './medea-text.ts';
import { chakartTable } from './chakart-text.ts';

type ChakraPosition = chakra.ChakraPosition;
type Ruleset = chakra.Ruleset;
type ShaktiPosition = shakti.ShaktiPosition;
type MedeaPosition = medea.MedeaPosition;
type ChakartPosition = chakart.ChakartPosition;

export type GameSnapshot = ReturnType<typeof chakra.startGame>;
export type ShaktiSnapshot = ReturnType<typeof shakti.startGame>;
export type MedeaSnapshot = ReturnType<typeof medea.startGame>;
export type ChakartSnapshot = chakart.GameSnapshot;
export type GameName = 'chakra' | 'shakti' | 'medea' | 'chakart';

/** Chakra's slot: ruleset, repetition, the given position and the game. */
export class ChakraSlot {
  ruleset: Ruleset = 'current';
  repetition = true;
  /** The position given by the scenario (before any event). */
  start: ChakraPosition | undefined;
  /** The game, started on the first player action. */
  game: GameSnapshot | undefined;

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

/** Shakti's slot: the warriors' jump (S4), repetition (G3), the given position and the game. */
export class ShaktiSlot {
  warriorJump: shakti.WarriorJump = 'seen';
  repetition = true;
  start: ShaktiPosition | undefined;
  game: ShaktiSnapshot | undefined;

  get options(): shakti.ShaktiOptions {
    return { warriorJump: this.warriorJump };
  }

  get position(): ShaktiPosition {
    if (this.game) return this.game.context.position;
    if (!this.start) throw new Error('No position: start the scenario with "Given the Shakti start position" or "Given the Shakti position …"');
    return this.start;
  }

  ensureGame(): ShaktiSnapshot {
    if (!this.game) {
      this.game = shakti.startGame({ options: this.options, position: this.position, repetition: this.repetition });
    }
    return this.game;
  }
}

/** Medea's slot: repetition (G3), the given position and the game. */
export class MedeaSlot {
  repetition = true;
  start: MedeaPosition | undefined;
  game: MedeaSnapshot | undefined;

  get position(): MedeaPosition {
    if (this.game) return this.game.context.position;
    if (!this.start) throw new Error('No position: start the scenario with "Given the Medea start position" or "Given the Medea position …"');
    return this.start;
  }

  ensureGame(): MedeaSnapshot {
    if (!this.game) {
      this.game = medea.startGame({ position: this.position, repetition: this.repetition });
    }
    return this.game;
  }
}

/**
 * Chakart's slot: how the start was drawn (K1), the given position, the game, and the random
 * outcomes the scenario has fixed for the next decision (G4: outcomes are facts, never drawn
 * here). Chakart has no repetition draw (G3).
 */
export class ChakartSlot {
  /** K1: the randomness of the start, when the scenario set up a start position. */
  randomness: chakart.Randomness | undefined;
  seed: number | undefined;
  start: ChakartPosition | undefined;
  game: ChakartSnapshot | undefined;
  /** The outcomes fixed by `Given the next outcomes are …`, used by the next decision. */
  next: chakart.Outcome[] | undefined;

  get position(): ChakartPosition {
    if (this.game) return this.game.context.position;
    if (!this.start) throw new Error('No position: start the scenario with "Given the Chakart start position with randomness …" or "Given the Chakart position …"');
    return this.start;
  }

  ensureGame(): ChakartSnapshot {
    if (!this.game) this.game = chakart.startGame({ position: this.position });
    return this.game;
  }
}

export class RulebookWorld extends World {
  /** The game this scenario plays, set by its first Given. */
  playing: GameName | undefined;
  readonly chakra = new ChakraSlot();
  readonly shakti = new ShaktiSlot();
  readonly medea = new MedeaSlot();
  readonly chakart = new ChakartSlot();

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** Names the scenario's game; a scenario plays one game only. */
  choose(game: GameName): void {
    if (this.playing !== undefined && this.playing !== game) throw new Error(`This scenario already plays ${this.playing}; it cannot also set up ${game}`);
    this.playing = game;
  }

  /** The shared vocabulary, answered by the scenario's game. */
  get table(): GameTable {
    switch (this.playing) {
      case 'chakra':
        return chakraTable(this.chakra);
      case 'shakti':
        return shaktiTable(this.shakti);
      case 'medea':
        return medeaTable(this.medea);
      case 'chakart':
        return chakartTable(this.chakart);
      default:
        throw new Error('No game: start the scenario with "Given the Chakra …", "Given the Shakti …", "Given the Medea …" or "Given the Chakart …"');
    }
  }
}

setWorldConstructor(RulebookWorld);
