// PLACEHOLDER until the chakart evaluation lands (replaced in its own branch; never on main).
import type { Evaluation } from '../evaluation.ts';

export const chakartEvaluation: Evaluation = {
  evaluate: () => 0,
  captureValue: () => 0,
};
