// PLACEHOLDER until the medea evaluation lands (replaced in its own branch; never on main).
import type { Evaluation } from '../evaluation.ts';

export const medeaEvaluation: Evaluation = {
  evaluate: () => 0,
  captureValue: () => 0,
};
