// Chakart (source 004; rulings K1-K13, G2, G4) as the one game contract. A game of chance:
// `play` takes where its outcomes come from (a list recorded in a log, or a source that draws).
import { gameValue, requireOptions, type Game, type GameDefinition, type OptionSpecs } from '../core/game.ts';
import type { ChakartFacts, ChakartPosition, Decision, Outcome, Randomness } from './types.ts';
import { chakartTurn, type GameContext, type GameEvent } from './machine.ts';
import { initialPosition } from './setup.ts';
import { isLegal, legalDecisions, outcome, play, positionKey } from './play.ts';
import { sameDecision } from './movegen.ts';
import type { OutcomeSource } from './random.ts';
import { validatePosition } from './validate.ts';
import { divide, perft } from './perft.ts';

export interface ChakartOptions {
  /** K1: 0 the standard array, 1 one shuffled back rank for both sides, 2 each side its own. */
  readonly randomness: Randomness;
  /** G4: the seed of the set-up draws (randomness 1 and 2) and of the game's outcomes. */
  readonly seed: number;
}

/** Chakart's types for the contract. */
export interface ChakartTypes {
  readonly name: 'chakart';
  readonly options: ChakartOptions;
  readonly position: ChakartPosition;
  readonly move: Decision;
  readonly facts: ChakartFacts;
  readonly reason: 'kings-captured';
  readonly event: GameEvent & { readonly type: 'move' };
  readonly context: GameContext;
  /** The outcomes recorded for the decision, or a source that draws them. */
  readonly chance: readonly Outcome[] | OutcomeSource;
}

export type ChakartGame = Game<ChakartTypes>;

/** The largest seed: the generator takes 32 bits (G4). */
export const MAX_SEED = 4294967295;

const OPTIONS: OptionSpecs<ChakartOptions> = {
  randomness: { kind: 'choice', values: [0, 1, 2], default: 2, source: 'K1', description: '0 the standard array, 1 one shuffled back rank for both, 2 each side its own' },
  seed: { kind: 'integer', min: 0, max: MAX_SEED, default: 0, source: 'G4', description: 'the seed of the set-up draws and of the random outcomes' },
};

function create(given?: Partial<ChakartOptions>): ChakartGame {
  const options = requireOptions('chakart', OPTIONS, given);
  const start = (): ChakartPosition => initialPosition(options);
  const turn = chakartTurn(start);
  return gameValue<ChakartTypes>(turn, {
    name: 'chakart',
    title: 'Chakart',
    options,
    start,
    validate: validatePosition,
    legalMoves: legalDecisions,
    isLegal,
    sameMove: sameDecision,
    play: (position, move, chance) => {
      if (chance === undefined) throw new TypeError('chakart: a decision is played with its outcomes or a source that draws them (G4)');
      return play(position, move, chance);
    },
    outcome,
    // K2: no check in Chakart; kings are captured.
    isCheck: () => false,
    positionKey,
    perft,
    divide: (position, depth) => divide(position, depth).map(({ decision, nodes }) => ({ move: decision, nodes })),
  });
}

export const chakartGame = {
  name: 'chakart',
  title: 'Chakart',
  sources: 'source 004; rulings K1-K13, G2, G4',
  options: OPTIONS,
  create,
} as const satisfies GameDefinition<ChakartTypes>;
