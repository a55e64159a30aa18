// Replay: the fold of a log's events through the game machine (`chakra.startGame`, then
// `chakra.applyEvent` per line). Each move text is read against the position it is played
// in, the facts are re-derived by the rules and compared with the recorded ones; ply
// numbers and players are checked. The first problem stops the fold and is named by its
// line; everything valid before it is kept.

import { chakra } from './rules.ts';
import type { ChakraMove, ChakraPosition, Colour, MoveFacts, Ruleset } from './rules.ts';
import type { GameEvent, GameSnapshot } from './rules.ts';
import { diffFacts, factsToJson, type GameEnd } from './facts.ts';
import { colourWord } from './letters.ts';
import { logLines, readEventLine, readStartLine, type ChakraLogEvent, type ChakraStartEvent } from './log.ts';
import { formatChakraMove, parseChakraMove } from './move.ts';
import { parseChakraPosition } from './position.ts';
import { fail, ok, type Result, type TextError } from './result.ts';

export interface ReplayStart {
  readonly line: 1;
  readonly event: ChakraStartEvent;
  readonly position: ChakraPosition;
  readonly snapshot: GameSnapshot;
}

export interface ReplayStep {
  readonly line: number;
  readonly ply: number;
  readonly event: ChakraLogEvent;
  /** The canonical move text, or `Black resigns` / `draw agreed`. */
  readonly text: string;
  readonly move?: ChakraMove;
  /** The position after the event. */
  readonly position: ChakraPosition;
  /** The facts the rules derived for a move. */
  readonly facts?: MoveFacts;
  /** Set on the event that ended the game. */
  readonly result?: GameEnd;
  readonly snapshot: GameSnapshot;
}

export interface ReplayResult {
  readonly ok: boolean;
  readonly error?: TextError;
  /** Absent when line 1 is not a valid start line. */
  readonly start?: ReplayStart;
  /** Every event that was valid, in order (all of them when `ok`). */
  readonly steps: readonly ReplayStep[];
  /** The machine after the last valid event (absent with `start`). */
  readonly final?: GameSnapshot;
}

export interface ReplayOptions {
  /** Stop after the event with this ply (0: after the start line); later lines are not read. */
  readonly upToPly?: number;
}

const endWords = (end: GameEnd): string =>
  end.result === 'draw' ? `drawn by ${end.reason}` : `${colourWord(end.result)} won by ${end.reason}`;

/** The machine's result, when the game is over. */
export function gameEnd(snapshot: GameSnapshot): GameEnd | undefined {
  const result = snapshot.context.result;
  if (snapshot.value !== 'over' || result === undefined) return undefined;
  return { result: result.result, reason: result.reason };
}

/** Rules functions do not throw on valid input; should one throw, it is an error, not a crash. */
function guarded<T>(line: number, run: () => Result<T, TextError>): Result<T, TextError> {
  try {
    return run();
  } catch (e) {
    return fail(line, undefined, `the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Line 1 to a running game. */
export function startFromEvent(event: ChakraStartEvent, line: number = 1): Result<ReplayStart, TextError> {
  const position = parseChakraPosition(event.setup);
  if (!position.ok) {
    const where = position.error.column === undefined ? '' : `column ${position.error.column}: `;
    return fail(line, undefined, `setup: ${where}${position.error.message}`);
  }
  return guarded(line, () => {
    const snapshot = chakra.startGame({ ruleset: event.ruleset, position: position.value, repetition: event.options.repetition });
    return ok({ line: 1 as const, event, position: position.value, snapshot });
  });
}

/** What a player does, before it is checked: move text or a move, a resignation, a draw. */
export type PlayerAction =
  | { readonly type: 'move'; readonly text: string }
  | { readonly type: 'move'; readonly move: ChakraMove }
  | { readonly type: 'resign'; readonly player: Colour }
  | { readonly type: 'draw' };

/** A decision the game took: what a replay step holds, and the log line that records it. */
export interface PlayedAction {
  readonly text: string;
  readonly move?: ChakraMove;
  readonly position: ChakraPosition;
  readonly facts?: MoveFacts;
  readonly result?: GameEnd;
  readonly snapshot: GameSnapshot;
  /** The log event for this decision at the given ply, with the facts the rules derived. */
  readonly logEvent: (ply: number) => ChakraLogEvent;
}

/**
 * One decision applied to the game: read, checked by the machine, its facts derived. The
 * error message does not name the line (the caller knows where the decision came from).
 */
export function playAction(snapshot: GameSnapshot, action: PlayerAction, ruleset: Ruleset): Result<PlayedAction, string> {
  const over = gameEnd(snapshot);
  if (over !== undefined) return { ok: false, error: `the game is over (${endWords(over)}); nothing may follow` };
  const before = snapshot.context.position;
  let move: ChakraMove | undefined;
  let gameEvent: GameEvent;
  if (action.type === 'move') {
    if ('text' in action) {
      const parsed = parseChakraMove(before, action.text, ruleset);
      if (!parsed.ok) {
        const where = parsed.error.column === undefined ? '' : `"${action.text}", column ${parsed.error.column}: `;
        return { ok: false, error: `${where}${parsed.error.message}` };
      }
      move = parsed.value;
    } else {
      move = action.move;
      if (!chakra.legalMoves(before, ruleset).some((m) => chakra.sameMove(m, action.move))) {
        // The reason comes from reading the move's text, which explains what is wrong.
        const reading = parseChakraMove(before, formatChakraMove(before, action.move), ruleset);
        return { ok: false, error: reading.ok ? 'not a legal move' : reading.error.message };
      }
    }
    gameEvent = { type: 'move', move };
  } else if (action.type === 'resign') {
    gameEvent = { type: 'resign', player: action.player };
  } else {
    gameEvent = { type: 'draw' };
  }
  const next = chakra.applyEvent(snapshot, gameEvent);
  if (next === snapshot) {
    const reason = chakra.rejectionReason(snapshot, gameEvent) ?? 'the game does not accept it';
    const what = move !== undefined ? formatChakraMove(before, move) : action.type === 'resign' ? 'the resignation' : 'the draw';
    return { ok: false, error: `${what} is refused: ${reason}` };
  }
  const result = gameEnd(next);
  const position = next.context.position;
  if (move !== undefined) {
    const facts = next.context.lastFacts;
    if (facts === undefined) return { ok: false, error: 'the rules engine gave no facts for the move' };
    const text = formatChakraMove(before, move);
    const player = before.turn;
    const json = factsToJson(facts, result);
    return ok({
      text,
      move,
      position,
      facts,
      ...(result ? { result } : {}),
      snapshot: next,
      logEvent: (ply: number) => ({ event: 'move', ply, player, move: text, facts: json }),
    });
  }
  if (action.type === 'resign') {
    const player = action.player;
    return ok({
      text: `${colourWord(player)} resigns`,
      position,
      ...(result ? { result } : {}),
      snapshot: next,
      logEvent: (ply: number) => ({ event: 'resign', ply, player }),
    });
  }
  return ok({
    text: 'draw agreed',
    position,
    ...(result ? { result } : {}),
    snapshot: next,
    logEvent: (ply: number) => ({ event: 'draw', ply }),
  });
}

/** Checks one log event against the game and applies it. */
function replayEvent(snapshot: GameSnapshot, event: ChakraLogEvent, ply: number, line: number, ruleset: Ruleset): Result<ReplayStep, TextError> {
  const over = gameEnd(snapshot);
  if (over !== undefined) return fail(line, undefined, `the game is already over (${endWords(over)}); no event may follow`);
  if (event.ply !== ply) return fail(line, undefined, `ply: the log says ${event.ply}, expected ${ply}`);
  const turn = snapshot.context.position.turn;
  if (event.event === 'move' && event.player !== turn) {
    return fail(line, undefined, `player: the log says ${event.player}, but it is ${colourWord(turn)}'s turn`);
  }
  const action: PlayerAction =
    event.event === 'move'
      ? { type: 'move', text: event.move }
      : event.event === 'resign'
        ? { type: 'resign', player: event.player }
        : { type: 'draw' };
  return guarded(line, () => {
    const played = playAction(snapshot, action, ruleset);
    if (!played.ok) return fail(line, undefined, event.event === 'move' ? `move: ${played.error}` : played.error);
    const { logEvent, ...step } = played.value;
    if (event.event === 'move') {
      const derived = logEvent(ply);
      if (derived.event === 'move') {
        const difference = diffFacts(event.facts, derived.facts);
        if (difference !== undefined) return fail(line, undefined, difference);
      }
    }
    return ok({ line, ply, event, ...step });
  });
}

/** Replays a log's text. Never throws; `ok: false` carries the first error. */
export function replayChakraLog(text: string, options: ReplayOptions = {}): ReplayResult {
  const lines = logLines(text);
  if (lines.length === 0) {
    return { ok: false, error: { line: 1, message: 'the log is empty; expected the start line {"event":"start",…}' }, steps: [] };
  }
  const startEvent = readStartLine(lines[0] as string, 1);
  if (!startEvent.ok) return { ok: false, error: startEvent.error, steps: [] };
  const started = startFromEvent(startEvent.value, 1);
  if (!started.ok) return { ok: false, error: started.error, steps: [] };
  const start = started.value;
  const ruleset = start.event.ruleset;
  const steps: ReplayStep[] = [];
  let snapshot = start.snapshot;
  const upTo = options.upToPly ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < lines.length && steps.length < upTo; i++) {
    const line = i + 1;
    const event = readEventLine(lines[i] as string, line);
    if (!event.ok) return { ok: false, error: event.error, start, steps, final: snapshot };
    const step = replayEvent(snapshot, event.value, steps.length + 1, line, ruleset);
    if (!step.ok) return { ok: false, error: step.error, start, steps, final: snapshot };
    steps.push(step.value);
    snapshot = step.value.snapshot;
  }
  return { ok: true, start, steps, final: snapshot };
}
