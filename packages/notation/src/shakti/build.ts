// Writing a Shakti log by playing: start options plus decisions become a log whose facts
// come from the rules.

import { shaktiRules } from './game-value.ts';
import type { ShaktiMove, ShaktiPosition, WarriorJump } from '../rules.ts';
import { buildLogWith, type DecisionOf } from '../game.ts';
import { mapOk, type Result, type TextError } from '../result.ts';
import { firstProblem, isBoolean, oneOf, setupOf, startEventWith, type RepetitionOption, type StartOptionsOf } from '../start-options.ts';
import { RESERVED_TAGS, writeLog, type Log, type StartEvent } from './log.ts';
import { playText } from './play.ts';
import { formatPosition } from './position.ts';

/** The warrior jump, the position (the start position, S1, when absent), repetition, tags. */
export interface StartOptions extends StartOptionsOf<ShaktiPosition>, RepetitionOption {
  /** S4's variant: `seen` (default) or `adjacent`. */
  readonly warriorJump?: WarriorJump;
}

/** A decision in a sequence: move text, a move, a resignation or an agreed draw. */
export type Decision = DecisionOf<ShaktiMove>;

/** The start line for these options. */
export function startEvent(options: StartOptions): Result<StartEvent, TextError> {
  // The options checked as a start line read from a log checks them, in the same words.
  const invalid = firstProblem(oneOf('options.warriorJump', options.warriorJump, ['seen', 'adjacent']), isBoolean('options.repetition', options.repetition));
  const setup = setupOf(options.position, formatPosition, () => shaktiRules().start());
  return startEventWith('shakti', invalid, options, RESERVED_TAGS, { options: { warriorJump: options.warriorJump ?? 'seen', repetition: options.repetition ?? true }, setup });
}

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export const buildLog = (options: StartOptions, decisions: readonly Decision[]): Result<Log, TextError> =>
  buildLogWith(playText, startEvent(options), decisions);

/** `buildLog`, written as JSON Lines. */
export const logFromMoves = (options: StartOptions, decisions: readonly Decision[]): Result<string, TextError> =>
  mapOk(buildLog(options, decisions), writeLog);
