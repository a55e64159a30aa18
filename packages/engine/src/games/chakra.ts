// PLACEHOLDER until the chakra evaluation lands (replaced in its own branch; never on main).
import type { Evaluation } from '../evaluation.ts';

export const chakraEvaluation: Evaluation = {
  evaluate: () => 0,
  captureValue: () => 0,
};
