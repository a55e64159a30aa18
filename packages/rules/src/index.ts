// @rulebook/rules: each game's rules, pure and deterministic, behind one game contract.
//   import { games } from '@rulebook/rules';
//   const chakra = games.chakra.create({ ruleset: '1995' });
//   chakra.legalMoves(chakra.start());  // every rule a member of the game value
export { games, GAME_NAMES, gameNamed, type GameName } from './games.ts';
export type {
  AnyGame, AnyGameDefinition, CommonEvent, CommonReason, Ending, Game, GameDefinition, GameResult, GameTypes, GameContextBase, OptionSpec, OptionSpecs,
} from './core/game.ts';
export { checkOptions, requireOptions, gameValue } from './core/game.ts';
export type { GameState, Turn, Refusal } from './core/fold.ts';
export { foldOf, refuse } from './core/fold.ts';
export { machineOf } from './core/machine.ts';
export * as chakra from './chakra/index.ts';
export * as shakti from './shakti/index.ts';
export * as medea from './medea/index.ts';
export * as chakart from './chakart/index.ts';
export type { SearchBoard, ChanceBoard } from './core/search.ts';
export { NO_ENDING, WHITE_WINS, BLACK_WINS, DRAWN } from './core/search.ts';
export { IllegalMoveError } from './core/errors.ts';
export { squareName, parseSquare, fileOf, rankOf } from './core/squares.ts';
