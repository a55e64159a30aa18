// The games' text modules by name: the record generic code (the CLI, the site, the tests) picks
// a game's text from, with the name a log's start line or a record's Game tag gives (games.ts).
// Here each module is checked against the text contract (contract.ts), member by member, at
// compile time: a game that lacks a member, or gives one another shape, does not build.
//
// It holds every game whole: a page that plays one game imports that game's members instead
// (`chakra.playAction`), so that it loads neither the other games nor the log reader.

import type { TextGame, TextTypes } from './contract.ts';
import type { GameName } from './log-common.ts';
import * as chakart from './chakart/index.ts';
import * as chakra from './chakra/index.ts';
import * as medea from './medea/index.ts';
import * as shakti from './shakti/index.ts';

/** Each game's types (its `Types`), by name. */
interface TypesOf {
  readonly chakra: chakra.Types;
  readonly shakti: shakti.Types;
  readonly medea: medea.Types;
  readonly chakart: chakart.Types;
}

/** Each game's text module, as the contract types it: one for every name in GAME_NAMES. */
export type TextGames = { readonly [G in GameName]: TextGame<TypesOf[G]> };

/** Any one game's text module: what `textGames[name]` gives for a name known only at run time. */
export type SomeTextGame = TextGames[GameName];

/**
 * The games' text modules by name, each checked against the contract; each keeps its own types
 * (`textGames.chakart.parseOutcome`), and `textGames[name]` is a `SomeTextGame`.
 */
export const textGames = { chakra, shakti, medea, chakart } satisfies TextGames;

/**
 * Runs `f`, written once against the contract, with the text module of the game `name`: inside
 * `f`, `T` is that game's types, so one member's values go to another (`game.writeLog(
 * game.readLog(text).value)`), which `textGames[name]`, a union of four modules, does not allow.
 */
export function withTextGame<R>(name: GameName, f: <T extends TextTypes>(game: TextGame<T>) => R): R {
  switch (name) {
    case 'chakra':
      return f(textGames.chakra);
    case 'shakti':
      return f(textGames.shakti);
    case 'medea':
      return f(textGames.medea);
    case 'chakart':
      return f(textGames.chakart);
  }
}
