// The world of one scenario. A scenario plays one game, named by its first Given (`the
// Chakra position …`, `the Shakti start position`, `the Medea position …`, `the Chakart
// position …`); each game keeps its own slot: the position given by the scenario, the game's
// settings and — once a player has acted — the game machine's snapshot. The steps that read
// the same for every game ask `world.table`, the chosen game's side of the shared vocabulary
// (see table.ts).

import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { games, type chakart, type chakra, type GameName, type medea, type shakti } from '@rulebook/rules';
import type { GameTable } from './table.ts';
import { chakraTable } from './chakra-text.ts';
import { shaktiTable } from './shakti-text.ts';
import { medeaTable } from './medea-text.ts';
import { chakartTable } from './chakart-text.ts';

type ChakraPosition = chakra.ChakraPosition;
type Ruleset = chakra.Ruleset;
type ShaktiPosition = shakti.ShaktiPosition;
type MedeaPosition = medea.MedeaPosition;
type ChakartPosition = chakart.ChakartPosition;

export type GameSnapshot = chakra.GameSnapshot;
export type ShaktiSnapshot = shakti.GameSnapshot;
export type MedeaSnapshot = medea.GameSnapshot;
export type ChakartSnapshot = chakart.GameSnapshot;
export type { GameName };

type Definitions = typeof games;
/** The options a game's `create` takes. */
export type OptionsOf<G extends GameName> = NonNullable<Parameters<Definitions[G]['create']>[0]>;
/** A game value of that game. */
export type RulesOf<G extends GameName> = ReturnType<Definitions[G]['create']>;

const made = new Map<string, unknown>();

/** The game with these options (absent ones at their defaults), made once per option set. */
export function rulesOf<G extends GameName>(name: G, options: OptionsOf<G> = {} as OptionsOf<G>): RulesOf<G> {
  const key = `${name} ${JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)))}`;
  let game = made.get(key);
  if (game === undefined) made.set(key, (game = (games[name].create as (o: OptionsOf<G>) => RulesOf<G>)(options)));
  return game as RulesOf<G>;
}

/** Chakra's slot: ruleset, repetition, the given position and the game. */
export class ChakraSlot {
  ruleset: Ruleset = games.chakra.options.ruleset.default;
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

  /** Chakra's rules with the scenario's settings. */
  get rules(): RulesOf<'chakra'> {
    return rulesOf('chakra', { ruleset: this.ruleset, repetition: this.repetition });
  }

  /** The game, started from the given position on first use. */
  ensureGame(): GameSnapshot {
    if (!this.game) this.game = this.rules.startGame(this.position);
    return this.game;
  }
}

/** Shakti's slot: the warriors' jump (S4), repetition (G3), the given position and the game. */
export class ShaktiSlot {
  warriorJump: shakti.WarriorJump = games.shakti.options.warriorJump.default;
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

  /** Shakti's rules with the scenario's settings. */
  get rules(): RulesOf<'shakti'> {
    return rulesOf('shakti', { ...this.options, repetition: this.repetition });
  }

  ensureGame(): ShaktiSnapshot {
    if (!this.game) this.game = this.rules.startGame(this.position);
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

  /** Medea's rules with the scenario's settings. */
  get rules(): RulesOf<'medea'> {
    return rulesOf('medea', { repetition: this.repetition });
  }

  ensureGame(): MedeaSnapshot {
    if (!this.game) this.game = this.rules.startGame(this.position);
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

  /** Chakart's rules: the randomness and seed make only the start (K1), so one game value plays every position. */
  get rules(): RulesOf<'chakart'> {
    return rulesOf('chakart');
  }

  ensureGame(): ChakartSnapshot {
    if (!this.game) this.game = this.rules.startGame(this.position);
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
