// The one list of games. Every layer (notation, CLI, site, specs, benchmarks, tests) reads the
// games from here; adding a game is its folder and one line below.
import type { AnyGameDefinition } from './core/game.ts';
import { chakraGame } from './chakra/game.ts';
import { shaktiGame } from './shakti/game.ts';
import { medeaGame } from './medea/game.ts';
import { chakartGame } from './chakart/game.ts';

/** Every game, by name, in the order help texts and menus list them. */
export const games = {
  chakra: chakraGame,
  shakti: shaktiGame,
  medea: medeaGame,
  chakart: chakartGame,
} as const satisfies Record<string, AnyGameDefinition>;

export type GameName = keyof typeof games;

/** The games' names, in the registry's order. */
export const GAME_NAMES = Object.keys(games) as readonly GameName[];

/** The game of that name, if there is one (own names only: `constructor` names no game). */
export function gameNamed(name: string): (typeof games)[GameName] | undefined {
  return Object.hasOwn(games, name) ? games[name as GameName] : undefined;
}
