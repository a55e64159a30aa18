// The evaluation of each game of the registry, by the game's name.
import type { Evaluation } from '../evaluation.ts';
import { chakraEvaluation } from './chakra.ts';
import { shaktiEvaluation } from './shakti.ts';
import { medeaEvaluation } from './medea.ts';
import { chakartEvaluation } from './chakart.ts';

export const evaluations: Readonly<Record<string, Evaluation<any>>> = {
  chakra: chakraEvaluation,
  shakti: shaktiEvaluation,
  medea: medeaEvaluation,
  chakart: chakartEvaluation,
};
