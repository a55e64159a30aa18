// Shakti (source 001; rulings S1-S7, G1-G3) as the one game contract.
import { gameValue, requireOptions, type Game, type GameDefinition, type OptionSpecs } from '../core/game.ts';
import { REPETITION_OPTION } from '../core/repetition.ts';
import type { ShaktiFacts, ShaktiMove, ShaktiPosition } from './types.ts';
import { shaktiTurn, type GameContext, type ShaktiGameOptions } from './machine.ts';
import { initialPosition } from './setup.ts';
import { isCheck, isLegal, legalMoves, outcome, play, positionKey } from './play.ts';
import { sameMove } from './moves.ts';
import { validatePosition } from './validate.ts';
import { divide, perft } from './perft.ts';

/** Shakti's types for the contract. */
export interface ShaktiTypes {
  readonly name: 'shakti';
  readonly options: ShaktiGameOptions;
  readonly position: ShaktiPosition;
  readonly move: ShaktiMove;
  readonly facts: ShaktiFacts;
  readonly reason: 'checkmate' | 'no-moves';
  readonly event: never;
  readonly context: GameContext;
  readonly chance: never;
}

export type ShaktiGame = Game<ShaktiTypes>;

const OPTIONS: OptionSpecs<ShaktiGameOptions> = {
  warriorJump: {
    kind: 'choice',
    values: ['seen', 'adjacent'],
    default: 'seen',
    source: 'S4',
    description: 'seen (the second tile is the next one along the line, holes skipped) or adjacent (the very next cell)',
  },
  repetition: REPETITION_OPTION,
};

function create(given?: Partial<ShaktiGameOptions>): ShaktiGame {
  const options = requireOptions('shakti', OPTIONS, given);
  const rules = { warriorJump: options.warriorJump } as const;
  const turn = shaktiTurn(options);
  return gameValue<ShaktiTypes>(turn, {
    name: 'shakti',
    title: 'Shakti',
    options,
    start: initialPosition,
    validate: validatePosition,
    legalMoves: (position) => legalMoves(position, rules),
    isLegal: (position, move) => isLegal(position, move, rules),
    sameMove,
    play: (position, move) => play(position, move, rules),
    outcome: (position) => outcome(position, rules),
    isCheck,
    positionKey,
    perft: (position, depth) => perft(position, depth, rules),
    divide: (position, depth, onMove) => divide(position, depth, rules, onMove),
  });
}

export const shaktiGame = {
  name: 'shakti',
  title: 'Shakti',
  sources: 'source 001; rulings S1-S7, G1-G3',
  options: OPTIONS,
  create,
} as const satisfies GameDefinition<ShaktiTypes>;
