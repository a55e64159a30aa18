// What the site shows differently per game, in one record over the rules' registry: a game
// missing here does not compile. Everything else the pages say about a game (its name, its
// options, its start) comes from the registry itself (@rulebook/rules `games`).
//
// Build-time only (the .astro pages and lib/features.ts): it imports every game's board, so an
// island never imports it (the page budget); an island imports its own game's lib/<game>.ts.
import { games, type AnyGame, type AnyGameDefinition, type GameName } from '@rulebook/rules';
import { describeTextError, textGames, type TextGame } from '@rulebook/notation';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { JSX } from 'preact';
import ChakraBoard from './components/ChakraBoard.tsx';
import ShaktiBoard from './components/ShaktiBoard.tsx';
import MedeaBoard from './components/MedeaBoard.tsx';
import ChakartBoard from './components/ChakartBoard.tsx';
import ChakraDiagram from './components/diagram/ChakraDiagram.astro';
import ShaktiDiagram from './components/diagram/ShaktiDiagram.astro';
import MedeaDiagram from './components/diagram/MedeaDiagram.astro';
import ChakartDiagram from './components/diagram/ChakartDiagram.astro';

export interface SiteGame {
  /** The game's board as a static picture of a position (the home page's cards). */
  readonly Picture: (props: { position: string; interactive: false; label: string }) => JSX.Element;
  /** A diagram's board (components/diagram/): hydrated there, as Astro needs it, per game. */
  readonly Diagram: AstroComponentFactory;
  /** The options of the start the scenarios' `Given the <Game> start position` names. */
  readonly scenarioStart: object;
  /** The start position is a reconstruction (Medea, ruling D1): its diagrams and card say so. */
  readonly provisionalStart: boolean;
  /** A scenario's position string may hold double quotes (Chakart's home format, JSON). */
  readonly quotedPosition: boolean;
}

export const SITE_GAMES: Readonly<Record<GameName, SiteGame>> = {
  chakra: { Picture: ChakraBoard, Diagram: ChakraDiagram, scenarioStart: {}, provisionalStart: false, quotedPosition: false },
  shakti: { Picture: ShaktiBoard, Diagram: ShaktiDiagram, scenarioStart: {}, provisionalStart: false, quotedPosition: false },
  medea: { Picture: MedeaBoard, Diagram: MedeaDiagram, scenarioStart: {}, provisionalStart: true, quotedPosition: false },
  // K1: the scenarios' start is the standard array (randomness 0).
  chakart: { Picture: ChakartBoard, Diagram: ChakartDiagram, scenarioStart: { randomness: 0 }, provisionalStart: false, quotedPosition: true },
};

/**
 * A game, written once for any game (build time): its rules with those of the options it has
 * (a diagram's ruleset and warriors' jump go to the game that has them), its position text.
 */
export function siteRules(game: GameName, options: object = {}): { rules: AnyGame; text: TextGame<any> } {
  // One game known only by name: the registry's entries as the contracts type any game.
  const definition: AnyGameDefinition = games[game];
  const own = Object.fromEntries(Object.entries(options).filter(([name]) => Object.hasOwn(definition.options, name)));
  const rules = definition.create(own);
  return { rules, text: textGames[game] as TextGame<any> };
}

/** A game's start position string for options (the scenarios' start: `scenarioStart`). */
export const startText = (game: GameName, options: object = SITE_GAMES[game].scenarioStart): string => {
  const { rules, text } = siteRules(game, options);
  return text.formatPosition(rules.start());
};

/** A position string read, or the reader's problem in words (a diagram is build input). */
export function readPosition(game: GameName, position: string): { rules: AnyGame; position: unknown } {
  const { rules, text } = siteRules(game);
  const parsed = text.parsePosition(position);
  if (!parsed.ok) throw new Error(`Bad ${rules.title} position "${position}": ${describeTextError(parsed.error)}`);
  return { rules, position: parsed.value };
}
