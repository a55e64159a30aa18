// @rulebook/rules/search: each game's fast search board, for the engine's evaluations, which
// read the boards' arrays. Programs that only play games never need this entry.
export type { SearchBoard, ChanceBoard } from './core/search.ts';
export { NO_ENDING, WHITE_WINS, BLACK_WINS, DRAWN } from './core/search.ts';
// One line per game below: `export * as <game>Search from './<game>/search.ts';`
export * as medeaSearch from './medea/search.ts';
export * as shaktiSearch from './shakti/search.ts';
export * as chakraSearch from './chakra/search.ts';
export * as chakartSearch from './chakart/search.ts';
