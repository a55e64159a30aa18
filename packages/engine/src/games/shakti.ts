// PLACEHOLDER until the shakti evaluation lands (replaced in its own branch; never on main).
import type { Evaluation } from '../evaluation.ts';

export const shaktiEvaluation: Evaluation = {
  evaluate: () => 0,
  captureValue: () => 0,
};
