// Medea (source 003; rulings D1-D9, G1-G3) as the one game contract.
import { gameValue, requireOptions, type Game, type GameDefinition, type OptionSpecs } from '../core/game.ts';
import { REPETITION_OPTION } from '../core/repetition.ts';
import type { MedeaFacts, MedeaMove, MedeaPosition } from './types.ts';
import { medeaTurn, type GameContext, type HopEvent, type MedeaOptions } from './machine.ts';
import { initialPosition } from './setup.ts';
import { isLegal, legalMoves, outcome, play, positionKey, sameMove } from './play.ts';
import { validatePosition } from './validate.ts';
import { divide, perft } from './perft.ts';

/** Medea's types for the contract. */
export interface MedeaTypes {
  readonly name: 'medea';
  readonly options: MedeaOptions;
  readonly position: MedeaPosition;
  readonly move: MedeaMove;
  readonly facts: MedeaFacts;
  readonly reason: 'no-pieces' | 'no-moves';
  readonly event: HopEvent;
  readonly context: GameContext;
  readonly chance: never;
}

export type MedeaGame = Game<MedeaTypes>;

const OPTIONS: OptionSpecs<MedeaOptions> = {
  repetition: REPETITION_OPTION,
};

function create(given?: Partial<MedeaOptions>): MedeaGame {
  const options = requireOptions('medea', OPTIONS, given);
  const turn = medeaTurn(options);
  return gameValue<MedeaTypes>(turn, {
    name: 'medea',
    title: 'Medea',
    options,
    start: initialPosition,
    validate: validatePosition,
    legalMoves,
    isLegal,
    sameMove,
    play: (position, move) => play(position, move),
    outcome,
    // Draughts has no check.
    isCheck: () => false,
    positionKey,
    perft,
    divide,
  });
}

export const medeaGame = {
  name: 'medea',
  title: 'Medea',
  sources: 'source 003; rulings D1-D9, G1-G3',
  options: OPTIONS,
  create,
} as const satisfies GameDefinition<MedeaTypes>;
