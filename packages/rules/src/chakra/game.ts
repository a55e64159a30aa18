// Chakra (sources 000 and 002; rulings C1-C16, G1-G3) as the one game contract.
import { gameValue, requireOptions, type Game, type GameDefinition, type OptionSpecs } from '../core/game.ts';
import { REPETITION_OPTION } from '../core/repetition.ts';
import type { ChakraMove, ChakraPosition, MoveFacts } from './types.ts';
import { chakraTurn, type ChakraOptions, type GameContext } from './machine.ts';
import { initialPosition } from './setup.ts';
import { isCheck, isLegal, legalMove, legalMoves, outcome, play, positionKey } from './play.ts';
import { sameMove } from './moves.ts';
import { validatePosition } from './validate.ts';
import { divide, perft } from './perft.ts';

/** Chakra's types for the contract. */
export interface ChakraTypes {
  readonly name: 'chakra';
  readonly options: ChakraOptions;
  readonly position: ChakraPosition;
  readonly move: ChakraMove;
  readonly facts: MoveFacts;
  readonly reason: 'checkmate' | 'stalemate';
  readonly event: never;
  readonly context: GameContext;
  readonly chance: never;
}

export type ChakraGame = Game<ChakraTypes>;

const OPTIONS: OptionSpecs<ChakraOptions> = {
  ruleset: { kind: 'choice', values: ['current', '1995'], default: 'current', source: 'C3', description: 'current (the designer’s page) or 1995 (the older text)' },
  repetition: REPETITION_OPTION,
};

function create(given?: Partial<ChakraOptions>): ChakraGame {
  const options = requireOptions('chakra', OPTIONS, given);
  const { ruleset } = options;
  const turn = chakraTurn(options);
  return gameValue<ChakraTypes>(turn, {
    name: 'chakra',
    title: 'Chakra',
    options,
    start: initialPosition,
    validate: (position) => validatePosition(position, ruleset),
    legalMoves: (position) => legalMoves(position, ruleset),
    isLegal: (position, move) => isLegal(position, move, ruleset),
    legalMove: (position, move) => legalMove(position, move, ruleset),
    sameMove,
    play: (position, move) => play(position, move, ruleset),
    outcome: (position) => outcome(position, ruleset),
    isCheck: (position) => isCheck(position, ruleset),
    positionKey,
    perft: (position, depth) => perft(position, depth, ruleset),
    divide: (position, depth, onMove) => divide(position, depth, ruleset, onMove),
  });
}

export const chakraGame = {
  name: 'chakra',
  title: 'Chakra',
  sources: 'sources 000 and 002; rulings C1-C16, G1-G3',
  options: OPTIONS,
  create,
} as const satisfies GameDefinition<ChakraTypes>;

