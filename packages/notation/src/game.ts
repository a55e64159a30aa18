// Playing a game from text, game-neutral: a decision (move text, a move, a resignation, an
// agreed draw, a timeout (G5)) checked by the game's machine with its facts derived; a log replayed as a
// pure fold of its lines through the machine; a log written by playing decisions. Each
// game supplies a `PlayText` (its position and move text, its machine, its facts as JSON) and,
// to replay a log, a `GameText` (that and its log's line readers): each game's play.ts,
// replay.ts and build.ts (chakra/, shakti/, medea/, chakart/), whose text modules
// (contract.ts) are made of these functions. A game with chance (Chakart, G4) also supplies the text of the random outcomes a
// move drew: they travel with the move text, on its log line and after it in the record.

import type { Colour } from './rules.ts';
import { colourWord } from './letters.ts';
import { logLines } from './jsonl.ts';
import { MAX_COUNTER } from './limits.ts';
import { endingWords } from './words.ts';
import type { LogEventOf } from './log-common.ts';
import { fail, mapOk, ok, type Result, type TextError } from './result.ts';

export interface GameEndLike {
  readonly result: 'white' | 'black' | 'draw';
  readonly reason: string;
}

/** The machine's snapshot as seen from here (both games' xstate snapshots have this shape). */
export interface SnapshotLike {
  readonly status: string;
  readonly value: unknown;
  readonly context: { readonly position: unknown; readonly lastFacts?: unknown; readonly result?: GameEndLike };
}

/** The types one game brings. */
export interface GameTypes {
  /** `fullmove` for the games whose position string numbers the moves; Chakart's counts the turns played (`plies`). */
  readonly position: { readonly turn: Colour; readonly fullmove?: number; readonly plies?: number };
  readonly move: unknown;
  readonly facts: unknown;
  readonly factsJson: unknown;
  readonly end: GameEndLike;
  readonly snapshot: SnapshotLike;
  /** What the rules functions take besides the position (Chakra's ruleset, Shakti's options). */
  readonly options: unknown;
  /** The log's start event. */
  readonly start: {
    readonly setup: string;
    /** The game's options: `repetition` (G3) for the games that have the draw; Chakart's K1 randomness and seed. */
    readonly options: object;
    readonly tags: Readonly<Record<string, string>>;
  };
}

/** A game's log read into values: the start event, and the event on line n + 2 as `events[n]`. */
export interface LogOf<T extends GameTypes> {
  readonly start: T['start'];
  readonly events: readonly LogEventOf<T['factsJson']>[];
}

export type MachineEvent<T extends GameTypes> =
  | { type: 'move'; move: T['move'] }
  | { type: 'resign'; player: Colour }
  | { type: 'draw' }
  | { type: 'timeout'; player: Colour };

/** What one game's text layer and rules supply to the game-neutral code to play it. */
export interface PlayText<T extends GameTypes> {
  parsePosition(text: string): Result<T['position'], TextError>;
  /**
   * Reads move text. `outcomes` (games with chance, G4): the random outcomes the move drew, as
   * text, which the move then carries.
   */
  parseMove(position: T['position'], text: string, options: T['options'], outcomes?: readonly string[]): Result<T['move'], TextError>;
  formatMove(position: T['position'], move: T['move']): string;
  /**
   * Games with chance (G4: random outcomes are facts of the log): the outcomes a move carries
   * as text, written on its log line and after it in the record, and one outcome's text read
   * alone (its form, with the column of a problem).
   */
  readonly outcomes?: {
    format(move: T['move']): readonly string[];
    read(text: string): Result<unknown, TextError>;
  };
  /**
   * The form of a legal move the game records, when one move may be given in several forms
   * (Medea: a capture by any of its paths, D5). Without it, a move is recorded as given.
   */
  canonicalMove?(position: T['position'], move: T['move'], options: T['options']): T['move'];
  isLegal(position: T['position'], move: T['move'], options: T['options']): boolean;
  /** The options the rules take, from the start event. */
  rulesOptions(start: T['start']): T['options'];
  startGame(start: T['start'], position: T['position']): T['snapshot'];
  applyEvent(snapshot: T['snapshot'], event: MachineEvent<T>): T['snapshot'];
  rejectionReason(snapshot: T['snapshot'], event: MachineEvent<T>): string | undefined;
  factsToJson(facts: T['facts'], end?: T['end']): T['factsJson'];
  /** The first difference between recorded and derived facts, said for the log's reader. */
  diffFacts(recorded: T['factsJson'], derived: T['factsJson']): string | undefined;
}

/**
 * `applyEvent` and `rejectionReason` for a game whose rules are made from the options its
 * snapshot holds (Chakra, Shakti, Medea): the rules of the game a snapshot is of, `rulesOf` its
 * context.
 */
export const machineByRules = <T extends GameTypes>(
  rulesOf: (context: T['snapshot']['context']) => {
    applyEvent(snapshot: T['snapshot'], event: MachineEvent<T>): T['snapshot'];
    rejectionReason(snapshot: T['snapshot'], event: MachineEvent<T>): string | undefined;
  },
): Pick<PlayText<T>, 'applyEvent' | 'rejectionReason'> => ({
  applyEvent: (snapshot, event) => rulesOf(snapshot.context).applyEvent(snapshot, event),
  rejectionReason: (snapshot, event) => rulesOf(snapshot.context).rejectionReason(snapshot, event),
});

/** What the game-neutral code needs to replay one game's log: its play, and its log's line readers. */
export interface GameText<T extends GameTypes> extends PlayText<T> {
  readStartLine(text: string, line: number): Result<T['start'], TextError>;
  readEventLine(text: string, line: number): Result<LogEventOf<T['factsJson']>, TextError>;
}

export interface ReplayStartOf<T extends GameTypes> {
  readonly line: 1;
  readonly event: T['start'];
  readonly position: T['position'];
  readonly snapshot: T['snapshot'];
}

/** A decision the game took, as a replay step and a played action both give it. */
export interface DecisionTakenOf<T extends GameTypes> {
  /** The canonical move text, or `Black resigns` / `draw agreed` / `Black ran out of time`. */
  readonly text: string;
  readonly move?: T['move'];
  /** The position after the decision. */
  readonly position: T['position'];
  /** The facts the rules derived for a move. */
  readonly facts?: T['facts'];
  /** Set on the decision that ended the game. */
  readonly result?: T['end'];
  /** The machine after the decision. */
  readonly snapshot: T['snapshot'];
}

export interface ReplayStepOf<T extends GameTypes> extends DecisionTakenOf<T> {
  readonly line: number;
  readonly ply: number;
  readonly event: LogEventOf<T['factsJson']>;
}

export interface ReplayResultOf<T extends GameTypes> {
  readonly ok: boolean;
  readonly error?: TextError;
  /** Absent when line 1 is not a valid start line. */
  readonly start?: ReplayStartOf<T>;
  /** Every event that was valid, in order (all of them when `ok`). */
  readonly steps: readonly ReplayStepOf<T>[];
  /** The machine after the last valid event (absent with `start`). */
  readonly final?: T['snapshot'];
}

export interface ReplayOptions {
  /** Stop after the event with this ply (0: after the start line); later lines are not read. */
  readonly upToPly?: number;
  /** Called now and then with the events checked so far and the events in the log (a progress bar). */
  readonly onProgress?: (done: number, total: number) => void;
}

/** A decision that ends the game without a move: a resignation, an agreed draw, a clock run out (G2, G5). */
export type EndingActionOf = { readonly type: 'resign'; readonly player: Colour } | { readonly type: 'draw' } | { readonly type: 'timeout'; readonly player: Colour };

/**
 * What a player does, before it is checked: move text or a move, a resignation, a draw; or what
 * a server's clock records (G5: `timeout`, the player whose time ran out).
 */
export type PlayerActionOf<M> =
  | { readonly type: 'move'; readonly text: string; readonly outcomes?: readonly string[] }
  | { readonly type: 'move'; readonly move: M }
  | EndingActionOf;

/** A decision the game took: what a replay step holds, and the log line that records it. */
export interface PlayedActionOf<T extends GameTypes> extends DecisionTakenOf<T> {
  /** The log event for this decision at the given ply, with the facts the rules derived. */
  readonly logEvent: (ply: number) => LogEventOf<T['factsJson']>;
}

/** A decision in a sequence: move text, a move, a resignation, an agreed draw or a timeout. */
export type DecisionOf<M> = string | M | EndingActionOf;

/** An end as the messages of the log's and the record's readers say it: the games' one voice (words.ts). */
export const endWords = (end: GameEndLike): string => endingWords(end);

/** The machine's result, when the game is over. */
export function gameEndOf<E extends GameEndLike>(snapshot: SnapshotLike): E | undefined {
  const result = snapshot.context.result;
  if (snapshot.value !== 'over' || result === undefined) return undefined;
  return { result: result.result, reason: result.reason } as E;
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
export function startFromEventWith<T extends GameTypes>(game: PlayText<T>, event: T['start'], line: number = 1): Result<ReplayStartOf<T>, TextError> {
  const position = game.parsePosition(event.setup);
  if (!position.ok) {
    const where = position.error.column === undefined ? '' : `column ${position.error.column}: `;
    return fail(line, undefined, `setup: ${where}${position.error.message}`);
  }
  return guarded(line, () => {
    const snapshot = game.startGame(event, position.value);
    return ok({ line: 1 as const, event, position: position.value, snapshot });
  });
}

/** A decision taken: what play and replay both make of it, before play adds its log line. */
interface Taken<T extends GameTypes> {
  readonly text: string;
  readonly move: T['move'] | undefined;
  readonly player: Colour;
  readonly position: T['position'];
  readonly facts: T['facts'] | undefined;
  readonly result: T['end'] | undefined;
  readonly snapshot: T['snapshot'];
}

/** The decisions without a move as a refusal names them. */
const ENDING_NAMES: Readonly<Record<EndingActionOf['type'], string>> = { resign: 'the resignation', draw: 'the draw', timeout: 'the timeout' };

/** One decision read, checked by the machine and applied; or why not (the error does not name the line). */
function takeAction<T extends GameTypes>(game: PlayText<T>, snapshot: T['snapshot'], action: PlayerActionOf<T['move']>, options: T['options']): Result<Taken<T>, string> {
  const over = gameEndOf(snapshot);
  if (over !== undefined) return { ok: false, error: `the game is over (${endWords(over)}); nothing may follow` };
  const before = snapshot.context.position as T['position'];
  let move: T['move'] | undefined;
  let gameEvent: MachineEvent<T>;
  if (action.type === 'move') {
    if ('text' in action) {
      const parsed = game.parseMove(before, action.text, options, action.outcomes);
      if (!parsed.ok) {
        const where = parsed.error.column === undefined ? '' : `"${action.text}", column ${parsed.error.column}: `;
        return { ok: false, error: `${where}${parsed.error.message}` };
      }
      move = parsed.value;
    } else {
      if (!game.isLegal(before, action.move, options)) {
        // The reason comes from reading the move's text, which explains what is wrong.
        const reading = game.parseMove(before, game.formatMove(before, action.move), options);
        return { ok: false, error: reading.ok ? 'not a legal move' : reading.error.message };
      }
      move = game.canonicalMove ? game.canonicalMove(before, action.move, options) : action.move;
    }
    gameEvent = { type: 'move', move };
  } else {
    gameEvent = action;
  }
  const next = game.applyEvent(snapshot, gameEvent);
  if (next === snapshot) {
    const reason = game.rejectionReason(snapshot, gameEvent) ?? 'the game does not accept it';
    const what = move !== undefined ? game.formatMove(before, move) : ENDING_NAMES[action.type as EndingActionOf['type']];
    return { ok: false, error: `${what} is refused: ${reason}` };
  }
  const result = gameEndOf<T['end']>(next);
  const position = next.context.position as T['position'];
  if (move !== undefined && ((position.fullmove ?? 0) > MAX_COUNTER || (position.plies ?? 0) > MAX_COUNTER)) {
    // The position string could not hold the counter: no position past it is written.
    return { ok: false, error: `${game.formatMove(before, move)} is refused: the move counter would pass ${MAX_COUNTER}, the largest a position string holds` };
  }
  if (move !== undefined) {
    const facts = next.context.lastFacts as T['facts'] | undefined;
    if (facts === undefined) return { ok: false, error: 'the rules engine gave no facts for the move' };
    return ok({ text: game.formatMove(before, move), move, player: before.turn, position, facts, result, snapshot: next });
  }
  const ending = action as EndingActionOf;
  const text = ending.type === 'resign' ? `${colourWord(ending.player)} resigns` : ending.type === 'timeout' ? `${colourWord(ending.player)} ran out of time` : 'draw agreed';
  const player = ending.type === 'draw' ? before.turn : ending.player;
  return ok({ text, move: undefined, player, position, facts: undefined, result, snapshot: next });
}

/** A decision taken, as play and replay give it (the optional members only when set). */
function decisionTaken<T extends GameTypes>(taken: Taken<T>): DecisionTakenOf<T> {
  const { text, move, position, facts, result, snapshot } = taken;
  if (move === undefined) return result === undefined ? { text, position, snapshot } : { text, position, result, snapshot };
  return result === undefined ? { text, move, position, facts, snapshot } : { text, move, position, facts, result, snapshot };
}

/**
 * One decision applied to the game: read, checked by the machine, its facts derived. The
 * error message does not name the line (the caller knows where the decision came from).
 */
export function playActionWith<T extends GameTypes>(
  game: PlayText<T>,
  snapshot: T['snapshot'],
  action: PlayerActionOf<T['move']>,
  options: T['options'],
): Result<PlayedActionOf<T>, string> {
  const taken = takeAction(game, snapshot, action, options);
  if (!taken.ok) return taken;
  const { move, player, facts, result } = taken.value;
  let logEvent: (ply: number) => LogEventOf<T['factsJson']>;
  if (move !== undefined) {
    const text = taken.value.text;
    const json = game.factsToJson(facts as T['facts'], result);
    const outcomes = game.outcomes ? { outcomes: [...game.outcomes.format(move)] } : {};
    logEvent = (ply) => ({ event: 'move', ply, player, move: text, ...outcomes, facts: json });
  } else if (action.type === 'resign') {
    logEvent = (ply) => ({ event: 'resign', ply, player });
  } else if (action.type === 'timeout') {
    logEvent = (ply) => ({ event: 'timeout', ply, player });
  } else {
    logEvent = (ply) => ({ event: 'draw', ply });
  }
  return ok({ ...decisionTaken(taken.value), logEvent });
}

/** Checks one log event against the game and applies it. */
function replayEvent<T extends GameTypes>(
  game: PlayText<T>,
  snapshot: T['snapshot'],
  event: LogEventOf<T['factsJson']>,
  ply: number,
  line: number,
  options: T['options'],
): Result<ReplayStepOf<T>, TextError> {
  const over = gameEndOf(snapshot);
  if (over !== undefined) return fail(line, undefined, `the game is already over (${endWords(over)}); no event may follow`);
  if (event.ply !== ply) return fail(line, undefined, `ply: the log says ${event.ply}, expected ${ply}`);
  const turn = (snapshot.context.position as T['position']).turn;
  if (event.event === 'move' && event.player !== turn) {
    return fail(line, undefined, `player: the log says ${event.player}, but it is ${colourWord(turn)}'s turn`);
  }
  const action: PlayerActionOf<T['move']> =
    event.event === 'move'
      ? event.outcomes !== undefined
        ? { type: 'move', text: event.move, outcomes: event.outcomes }
        : { type: 'move', text: event.move }
      : event.event === 'resign' || event.event === 'timeout'
        ? { type: event.event, player: event.player }
        : { type: 'draw' };
  return guarded(line, () => {
    const taken = takeAction(game, snapshot, action, options);
    if (!taken.ok) return fail(line, undefined, event.event === 'move' ? `move: ${taken.error}` : taken.error);
    const { move, facts, result } = taken.value;
    if (event.event === 'move' && move !== undefined) {
      // The facts the log records against the facts the rules derived, in log form.
      const difference = game.diffFacts(event.facts, game.factsToJson(facts as T['facts'], result));
      if (difference !== undefined) return fail(line, undefined, difference);
    }
    const { text, position, snapshot: next } = taken.value;
    const step: ReplayStepOf<T> =
      move === undefined
        ? result === undefined
          ? { line, ply, event, text, position, snapshot: next }
          : { line, ply, event, text, position, result, snapshot: next }
        : result === undefined
          ? { line, ply, event, text, move, position, facts, snapshot: next }
          : { line, ply, event, text, move, position, facts, result, snapshot: next };
    return ok(step);
  });
}

/**
 * A log replayed a line at a time: its start line read and the game started, then each event
 * line read, checked and applied as it comes, only the machine's current snapshot kept. The
 * whole-text replay (`replayLogWith`) is this fold over the text's lines; a reader of a stream
 * (the CLI's `replay`) calls `step` as each line arrives.
 */
export interface ReplayerOf<T extends GameTypes> {
  readonly start: ReplayStartOf<T>;
  /** The machine after the last valid event. */
  snapshot(): T['snapshot'];
  /** The events applied so far (the ply of the last one). */
  events(): number;
  /** The end of the game, once an event (or the start position) ended it. */
  end(): T['end'] | undefined;
  /**
   * The next event line (the log's line `line`, 2 on), read, checked and applied. On an
   * error, which names `line`, the game stays as it was.
   */
  step(text: string, line: number): Result<ReplayStepOf<T>, TextError>;
  /**
   * A game whose chance is committed (Chakart online, G4): the line that reveals the seed, read
   * and checked, or its problem; undefined when `text` is no such line (`step` reads it).
   */
  reveal?(text: string, line: number): Result<unknown, TextError> | undefined;
  /** A game whose chance is committed: what was checked of its outcomes, in words (undefined for the others). */
  chanceWords?(): string | undefined;
}

/** Line 1 of a log (at `line` in a longer input) read, and its game started; or the error on that line. */
export function startReplayWith<T extends GameTypes>(game: GameText<T>, text: string, line: number = 1): Result<ReplayerOf<T>, TextError> {
  const startEvent = game.readStartLine(text, line);
  if (!startEvent.ok) return startEvent;
  const started = startFromEventWith(game, startEvent.value, line);
  if (!started.ok) return started;
  const start = started.value;
  const options = game.rulesOptions(start.event);
  let snapshot = start.snapshot;
  let events = 0;
  return ok({
    start,
    snapshot: () => snapshot,
    events: () => events,
    end: () => gameEndOf<T['end']>(snapshot),
    step(eventText, eventLine) {
      const event = game.readEventLine(eventText, eventLine);
      if (!event.ok) return event;
      const step = replayEvent(game, snapshot, event.value, events + 1, eventLine, options);
      if (step.ok) {
        snapshot = step.value.snapshot;
        events = step.value.ply;
      }
      return step;
    },
  });
}

/** Replays a log's text. Never throws; `ok: false` carries the first error. */
export function replayLogWith<T extends GameTypes>(
  game: GameText<T>,
  text: string,
  replayOptions: ReplayOptions = {},
  startReplay: (text: string, line: number) => Result<ReplayerOf<T>, TextError> = (first, line) => startReplayWith(game, first, line),
): ReplayResultOf<T> {
  const lines = logLines(text);
  if (lines.length === 0) {
    return { ok: false, error: { line: 1, message: 'the log is empty; expected the start line {"event":"start",…}' }, steps: [] };
  }
  const started = startReplay(lines[0] as string, 1);
  if (!started.ok) return { ok: false, error: started.error, steps: [] };
  const replayer = started.value;
  const start = replayer.start;
  const steps: ReplayStepOf<T>[] = [];
  const upTo = replayOptions.upToPly ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < lines.length && steps.length < upTo; i++) {
    // A line that reveals a committed seed (G4 online) is checked, and is no step of the game.
    const revealed = replayer.reveal?.(lines[i] as string, i + 1);
    if (revealed !== undefined) {
      if (!revealed.ok) return { ok: false, error: revealed.error, start, steps, final: replayer.snapshot() };
      continue;
    }
    const step = replayer.step(lines[i] as string, i + 1);
    if (!step.ok) return { ok: false, error: step.error, start, steps, final: replayer.snapshot() };
    steps.push(step.value);
    if (replayOptions.onProgress && i % 256 === 0) replayOptions.onProgress(i, lines.length - 1);
  }
  return { ok: true, start, steps, final: replayer.snapshot() };
}

/** A decision as an action: text is move text, an object with `kind` is a move. */
export function decisionAction<M>(decision: DecisionOf<M>): PlayerActionOf<M> {
  if (typeof decision === 'string') return { type: 'move', text: decision };
  if (typeof decision === 'object' && decision !== null && 'kind' in decision) return { type: 'move', move: decision as M };
  return decision as EndingActionOf;
}

/**
 * Plays the decisions from a start event and returns the log's events. Decision n (from 1)
 * is on log line n + 1; an error names that line and the decision's number.
 */
export function buildEventsWith<T extends GameTypes>(
  game: PlayText<T>,
  start: T['start'],
  decisions: readonly DecisionOf<T['move']>[],
): Result<LogEventOf<T['factsJson']>[], TextError> {
  const started = startFromEventWith(game, start);
  if (!started.ok) return started;
  const options = game.rulesOptions(start);
  let snapshot = started.value.snapshot;
  const events: LogEventOf<T['factsJson']>[] = [];
  for (const [i, decision] of decisions.entries()) {
    let played: Result<PlayedActionOf<T>, string>;
    try {
      played = playActionWith(game, snapshot, decisionAction(decision), options);
    } catch (e) {
      return fail(i + 2, undefined, `decision ${i + 1}: the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!played.ok) return fail(i + 2, undefined, `decision ${i + 1}: ${played.error}`);
    events.push(played.value.logEvent(i + 1));
    snapshot = played.value.snapshot;
  }
  return ok(events);
}

/**
 * A log written by playing: the start event (or the problem with the start options), then the
 * decisions played from it (`buildEventsWith`). Each game's `buildLog` is this with its start.
 */
export function buildLogWith<T extends GameTypes>(
  game: PlayText<T>,
  start: Result<T['start'], TextError>,
  decisions: readonly DecisionOf<T['move']>[],
): Result<LogOf<T>, TextError> {
  if (!start.ok) return start;
  return mapOk(buildEventsWith(game, start.value, decisions), (events) => ({ start: start.value, events }));
}

/**
 * The first field where two facts objects differ, each field said by `describe`: for a game that
 * writes its diff by hand. The four games derive theirs from their facts declaration
 * (facts-spec.ts, `diffFactsOf`).
 */
export type DescribeField<J> = (value: J) => { readonly key: string; readonly log: string; readonly move: string };

export function diffFields<J>(fields: ReadonlyArray<readonly [string, DescribeField<J>]>, recorded: J, derived: J): string | undefined {
  for (const [field, describe] of fields) {
    const a = describe(recorded);
    const b = describe(derived);
    if (a.key !== b.key) return `facts.${field}: the log says ${a.log}, ${b.move}`;
  }
  return undefined;
}

/** `White wins by checkmate`, `a draw by repetition`: an end as the facts say it. */
export const factsEndWords = (end: GameEndLike): string =>
  end.result === 'draw' ? `a draw by ${end.reason}` : `${colourWord(end.result)} wins by ${end.reason}`;
