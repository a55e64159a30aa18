// @rulebook/rules/search: each game's fast search board, for the engine's evaluations, which
// read the boards' arrays. Programs that only play games never need this entry.
export type { SearchBoard, ChanceBoard } from './core/search.ts';
export { NO_ENDING, WHITE_WINS, BLACK_WINS, DRAWN } from './core/search.ts';
// Two lines per game: `export * as <game>Search from './<game>/search.ts';` below, and its maker
// in `searchBoardOf`'s table.
export * as medeaSearch from './medea/search.ts';
export * as shaktiSearch from './shakti/search.ts';
export * as chakraSearch from './chakra/search.ts';
export * as chakartSearch from './chakart/search.ts';

import type { AnyGame } from './core/game.ts';
import type { SearchBoard } from './core/search.ts';
import { chakraSearchBoard } from './chakra/search.ts';
import { searchBoard as shaktiSearchBoard } from './shakti/search.ts';
import { medeaSearchBoard } from './medea/search.ts';
import { searchBoard as chakartSearchBoard } from './chakart/search.ts';

/** Makes a game's search board: `position` loaded, room for `maxPly` moves made at once. */
export type SearchBoardMaker<G extends AnyGame = AnyGame> = (
  position: ReturnType<G['start']>,
  maxPly: number,
) => SearchBoard<Parameters<G['sameMove']>[0], ReturnType<G['start']>>;

// One line per game: the registry game's board, with the options its value was made with.
const makers: Readonly<Record<string, (options: any) => (position: any, maxPly: number) => SearchBoard>> = {
  chakra: (options) => (position, maxPly) => chakraSearchBoard(position, options.ruleset, maxPly),
  shakti: (options) => (position, maxPly) => shaktiSearchBoard(position, { warriorJump: options.warriorJump }, maxPly),
  medea: (options) => (position, maxPly) => medeaSearchBoard(position, maxPly, options),
  chakart: () => (position, maxPly) => chakartSearchBoard(position, maxPly),
};

/**
 * The search board of a game value: its own `searchBoard` when it has one (a game outside the
 * registry), else the registry game's by `game.name`, bound to the value's options; undefined
 * for a game no engine can search. The game values leave the boards out so that a page that
 * only plays never loads them; the engine, which does, asks here.
 */
export function searchBoardOf<G extends AnyGame>(game: G): SearchBoardMaker<G> | undefined {
  if (typeof game.searchBoard === 'function') return (position, maxPly) => game.searchBoard!(position, maxPly);
  const maker = Object.hasOwn(makers, game.name) ? makers[game.name] : undefined;
  return maker?.(game.options) as SearchBoardMaker<G> | undefined;
}
