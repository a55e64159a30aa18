// Writing a Chakart log by playing: start options plus decisions become a log whose facts come
// from the rules. A decision carries its random outcomes, or they are drawn from the game's
// seed (G4): the seed's play stream after the outcomes the log holds so far
// (`chakart.SeededRandom.forPlay(seed, drawnSoFar)`), so the same seed and the same choices
// give the same log, byte for byte, and a game resumed from its log draws on as it would have.

import { chakart } from '../rules.ts';
import { CHAKART, chakartRules } from './game-value.ts';
import type { ChakartDecision, ChakartOutcome, ChakartPosition, Randomness } from '../rules.ts';
import { endWords, gameEndOf, type EndingActionOf } from '../game.ts';
import { fail, mapOk, ok, type Result, type TextError } from '../result.ts';
import { firstProblem, oneOf, startEventWith, type StartOptionsOf } from '../start-options.ts';
import type { GameEnd } from './facts.ts';
import { MAX_SEED, RESERVED_TAGS, writeLog, type Log, type LogEvent, type StartEvent } from './log.ts';
import { formatMove, parseMove, parseOutcome } from './move.ts';
import { playAction, startFromEvent } from './play.ts';
import { formatPosition } from './position.ts';

/** The randomness, the seed, the position (else the start K1 draws, or the standard array), tags. */
export interface StartOptions extends StartOptionsOf<ChakartPosition> {
  /** K1: 0 standard array, 1 one shuffled back rank for both, 2 each side its own (default). */
  readonly randomness?: Randomness;
  /** Draws the start (randomness 1, 2 without a position) and the game's outcomes (G4). */
  readonly seed?: number;
  /**
   * G4 online: the commitment (`commitmentOf(seedHex)` of @rulebook/rules/committed) to the secret
   * seed the outcomes are drawn from, instead of `seed`. The position must then be given (the
   * server draws the set-up itself), unless the randomness is 0.
   */
  readonly commitment?: string;
}

/**
 * A decision in a sequence: decision text or a decision (its outcomes drawn from the seed),
 * either with its outcomes given (as text or values; drawn when `outcomes` is absent), a
 * resignation, an agreed draw or a timeout (G5).
 */
export type Decision =
  | string
  | ChakartDecision
  | { readonly decision: string | ChakartDecision; readonly outcomes?: readonly (ChakartOutcome | string)[] }
  | EndingActionOf;

/** The start line for these options. */
export function startEvent(options: StartOptions = {}): Result<StartEvent, TextError> {
  // The options as a start line read from a log checks them, in the same words.
  const invalid = firstProblem(oneOf('options.randomness', options.randomness, [0, 1, 2]));
  if (invalid) return invalid;
  const randomness = options.randomness ?? 2;
  const seed = options.seed;
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED)) {
    return fail(1, undefined, `options.seed: expected a whole number 0 to ${MAX_SEED}, found ${seed}`);
  }
  const commitment = options.commitment;
  if (commitment !== undefined) {
    const problem = chakart.hex64Problem(commitment);
    if (problem !== undefined) return fail(1, undefined, `options.commitment: ${problem}`);
    if (seed !== undefined) return fail(1, undefined, 'options: a start has a seed or a commitment, never both');
    if (options.position === undefined && randomness !== 0) {
      return fail(1, undefined, `a committed game (randomness ${randomness}, K1) is set up by the server: give its position`);
    }
  }
  let setup: string;
  if (typeof options.position === 'string') setup = options.position;
  else if (options.position !== undefined) setup = formatPosition(options.position);
  else if (randomness === 0) setup = formatPosition(chakartRules({ randomness: 0 }).start());
  else if (seed === undefined) return fail(1, undefined, `a shuffled start (randomness ${randomness}, K1) is drawn from a seed; give a seed or a position`);
  else setup = formatPosition(chakartRules({ randomness, seed }).start());
  const drawn = { ...(seed !== undefined ? { seed } : {}), ...(commitment !== undefined ? { commitment } : {}) };
  return startEventWith('chakart', undefined, options, RESERVED_TAGS, { options: { randomness, ...drawn }, setup });
}

/** A draw that is due while the game has no seed to draw it from. */
class NoSeed extends Error {}

const NO_SEED = {
  choose: (options: readonly ChakartOutcome[]): ChakartOutcome => {
    throw new NoSeed(options[0]?.draw ?? 'random');
  },
};

/** The outcomes given as text or values, read; an error names the outcome. */
function givenOutcomes(outcomes: readonly (ChakartOutcome | string)[]): Result<ChakartOutcome[], string> {
  const read: ChakartOutcome[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    if (typeof outcome !== 'string') {
      read.push(outcome);
      continue;
    }
    const parsed = parseOutcome(outcome);
    if (!parsed.ok) return { ok: false, error: `outcome ${i + 1} '${outcome}', column ${parsed.error.column ?? 1}: ${parsed.error.message}` };
    read.push(parsed.value);
  }
  return ok(read);
}

/**
 * Plays the decisions from the start options and returns the log. Decision n (from 1) is on
 * log line n + 1; an error names that line and the decision's number.
 */
export function buildLog(options: StartOptions, decisions: readonly Decision[]): Result<Log, TextError> {
  const start = startEvent(options);
  if (!start.ok) return start;
  const started = startFromEvent(start.value);
  if (!started.ok) return started;
  const seed = start.value.options.seed;
  let snapshot = started.value.snapshot;
  let drawn = 0;
  const events: LogEvent[] = [];
  for (const [i, input] of decisions.entries()) {
    const failAt = (message: string) => fail(i + 2, undefined, `decision ${i + 1}: ${message}`);
    if (typeof input === 'object' && 'type' in input) {
      const played = playAction(snapshot, input);
      if (!played.ok) return failAt(played.error);
      events.push(played.value.logEvent(i + 1) as LogEvent);
      snapshot = played.value.snapshot;
      continue;
    }
    const over = gameEndOf<GameEnd>(snapshot);
    if (over !== undefined) return failAt(`the game is over (${endWords(over)}); nothing may follow`);
    const position = snapshot.context.position;
    const given = typeof input === 'object' && 'decision' in input ? input : { decision: input };

    let decision: ChakartDecision;
    if (typeof given.decision === 'string') {
      const parsed = parseMove(position, given.decision);
      if (!parsed.ok) {
        const where = parsed.error.column === undefined ? '' : `"${given.decision}", column ${parsed.error.column}: `;
        return failAt(`${where}${parsed.error.message}`);
      }
      decision = parsed.value;
    } else {
      decision = given.decision;
      if (!CHAKART.isLegal(position, decision)) {
        const reading = parseMove(position, formatMove(position, decision));
        return failAt(reading.ok ? 'not a legal decision' : reading.error.message);
      }
    }

    let outcomes: ChakartOutcome[];
    if (given.outcomes !== undefined) {
      const read = givenOutcomes(given.outcomes);
      if (!read.ok) return failAt(read.error);
      outcomes = read.value;
    } else {
      // G4: drawn from the seed's play stream, after the outcomes drawn so far.
      const source = seed === undefined ? NO_SEED : chakart.SeededRandom.forPlay(seed, drawn).source();
      try {
        outcomes = [...CHAKART.play(position, decision, source).facts.outcomes];
      } catch (e) {
        if (!(e instanceof NoSeed)) return failAt(`the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
        return failAt(`${formatMove(position, decision)} needs a ${e.message} outcome and the game has no seed to draw it from; give its outcomes`);
      }
    }

    let played: ReturnType<typeof playAction>;
    try {
      played = playAction(snapshot, { type: 'move', move: { decision, outcomes } });
    } catch (e) {
      return failAt(`the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!played.ok) return failAt(played.error);
    events.push(played.value.logEvent(i + 1) as LogEvent);
    drawn += outcomes.length;
    snapshot = played.value.snapshot;
  }
  return ok({ start: start.value, events });
}

/** `buildLog`, written as JSON Lines. */
export const logFromMoves = (options: StartOptions, decisions: readonly Decision[]): Result<string, TextError> =>
  mapOk(buildLog(options, decisions), writeLog);
