// @rulebook/rules: each game's rules, pure and deterministic.
export * as chakra from './chakra/index.ts';
export * as shakti from './shakti/index.ts';
export * as medea from './medea/index.ts';
export { IllegalMoveError } from './core/errors.ts';
export { squareName, parseSquare, fileOf, rankOf } from './core/squares.ts';
export * as chakart from './chakart/index.ts';
