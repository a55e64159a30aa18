// Chakart for the commands (source 004; rulings K1-K8, G2, G4): chess with Mario Kart's
// objects and random effects. The seed and randomness flags, positions in the home site's
// format, decisions of every phase of a turn (move, Daisy's bonus move, King Boo's swap,
// Toadette's drop, the promotion choice) as text and JSON, perft with chance outcomes as
// branches, the boards, and logs and records. Everything textual comes from
// @rulebook/notation.
//
// Randomness (G4): `play` draws every outcome from the seed's play stream after the outcomes
// the log already holds (`chakart.SeededRandom.forPlay`), so the same seed and the same
// choices write the same log, byte for byte, and a resumed game draws on as it would have. A
// new game without `--seed` gets a fresh seed, written into its start line.

import { randomInt } from 'node:crypto';
import { chakart } from '@rulebook/rules';
import { chakart as chakartText, type ReplayStepOf } from '@rulebook/notation';
import { badPosition, capitalised, located } from '../common.ts';
import { dataError, usageError } from '../errors.ts';
import type { Input } from '../io.ts';
import { renderChakartSvg } from '../render/chakart-svg.ts';
import { renderChakartText } from '../render/chakart-text.ts';
import { lineReplay, loadLog as loadGameLog } from './log.ts';
import type { Acted, Action, FlagValues, Game, GameEnd, LoadedLog, LogEntry } from './game.ts';

type ChakartPosition = chakart.ChakartPosition;
type Decision = chakart.Decision;
type Randomness = chakart.Randomness;
type Snapshot = chakart.GameSnapshot;

/** The largest seed: the generator takes 32 bits (G4). */
const MAX_SEED = 2 ** 32 - 1;

/**
 * K1's randomness and the seed of the draws (G4). Either may be absent on the command line:
 * a new game fixes both (`newGameVariant`); elsewhere the start is the standard array unless a
 * seed or a randomness asks for a drawn one.
 */
export interface ChakartVariant {
  readonly randomness?: Randomness;
  readonly seed?: number;
}

/**
 * The game as the commands carry it: the machine's snapshot, and how many outcomes the game
 * has drawn so far (where the seed's play stream goes on, G4).
 */
export interface ChakartState {
  readonly machine: Snapshot;
  readonly drawn: number;
}

function requireRandomness(text: string | undefined): Randomness | undefined {
  if (text === undefined) return undefined;
  if (!/^[012]$/.test(text)) throw usageError(`unknown randomness '${text}'; known: 0 (standard), 1 (shuffled alike), 2 (shuffled each)`);
  return Number(text) as Randomness;
}

function requireSeed(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) > MAX_SEED) throw usageError(`--seed must be a whole number 0 to ${MAX_SEED}, got '${text}'`);
  return Number(text);
}

/** A fresh seed for a game that was given none. */
const freshSeed = (): number => randomInt(0, MAX_SEED + 1);

/** The start a variant draws (K1); the standard array when it asks for no draw. */
function initialPosition(variant: ChakartVariant): ChakartPosition {
  const randomness = variant.randomness ?? (variant.seed === undefined ? 0 : 2);
  return chakart.initialPosition({ randomness, seed: variant.seed ?? 0 });
}

/**
 * The home site's position strings, copied from its pages, break lines inside the rows and the
 * JSON (004:49): such a string is joined into one line first (a break after `/` joins the rows,
 * any other is a space). A string on one line is read exactly as given.
 */
export function joinPositionLines(text: string): string {
  if (!/[\r\n]/.test(text)) return text;
  return text.trim().replace(/\s*[\r\n]+\s*/g, (_match, offset: number, whole: string) => {
    const before = whole.slice(0, offset).trimEnd();
    return before.endsWith('/') ? '' : ' ';
  });
}

function parsePosition(text: string): ChakartPosition {
  const joined = joinPositionLines(text);
  const parsed = chakartText.parsePosition(joined);
  if (!parsed.ok) {
    if (joined !== text) throw usageError(`bad position (joined into one line: ${joined})${parsed.error.column === undefined ? '' : `, column ${parsed.error.column}`}: ${parsed.error.message}`);
    badPosition(parsed.error);
  }
  const problem = chakart.validatePosition(parsed.value);
  if (problem !== undefined) throw usageError(`bad position: ${problem}`);
  return parsed.value;
}

const name = (square: number): string => chakart.squareName(square);

/** A decision as JSON: its kind, squares and pieces, `notation` last. */
function moveJson(position: ChakartPosition, decision: Decision): Record<string, unknown> {
  const notation = chakartText.formatMove(position, decision);
  const pieceOn = (square: number): string | undefined => {
    const cell = chakart.cellAt(position, square);
    return cell !== null && cell.type === 'piece' ? cell.kind : undefined;
  };
  switch (decision.kind) {
    case 'move':
      return {
        kind: 'move',
        piece: pieceOn(decision.from),
        from: name(decision.from),
        to: name(decision.to),
        ...(decision.promotion === undefined ? {} : { promotion: decision.promotion }),
        notation,
      };
    case 'invisible':
      return { kind: 'invisible', piece: 'queen', from: name(decision.from), to: name(decision.to), notation };
    case 'shell':
      return { kind: 'shell', piece: pieceOn(decision.from), from: name(decision.from), to: name(decision.to), notation };
    case 'pass':
      return { kind: 'pass', notation };
    case 'swap':
      return { kind: 'swap', a: name(Math.min(decision.a, decision.b)), b: name(Math.max(decision.a, decision.b)), notation };
    case 'drop':
      return { kind: 'drop', piece: position.phase.kind === 'drop' ? position.phase.piece : undefined, to: name(decision.to), notation };
    case 'promote':
      return { kind: 'promote', piece: decision.piece, notation };
  }
}

const legalMoves = (position: ChakartPosition): { move: Decision; text: string }[] =>
  chakart
    .legalDecisions(position)
    .map((move) => ({ move, text: chakartText.formatMove(position, move) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));

/** The leaf nodes under one decision: each sequence of its outcomes is a branch of its own. */
function movePerft(position: ChakartPosition, decision: Decision, depth: number): number {
  const outcomes = chakart.everyOutcome(position, decision);
  if (depth <= 1) return outcomes.length;
  return outcomes.reduce((nodes, next) => nodes + chakart.perft(next.position, depth - 1), 0);
}

/** What the side to move must do now, said at `play`'s board. */
function forcedNote(position: ChakartPosition): string | undefined {
  const side = capitalised(position.turn);
  const phase = position.phase;
  switch (phase.kind) {
    case 'move': {
      const decisions = chakart.legalDecisions(position);
      if (decisions.length === 1 && decisions[0]!.kind === 'pass') return `${side} has no move and must pass (K2): type 'pass'.`;
      return undefined;
    }
    case 'bonus':
      return `Daisy: ${side} moves again, any piece (K6).`;
    case 'swap':
      return `King Boo: ${side} swaps two pieces, e.g. ${legalMoves(position)[0]?.text ?? 'c1<>e8'} (K6).`;
    case 'drop':
      return `Toadette brought ${side} a ${phase.piece}: drop it on a square with nothing, an object or a marker, e.g. ${legalMoves(position)[0]?.text ?? 'Q@e5'} (K6).`;
    case 'promote':
      return `The pawn on ${name(phase.resume.square)} reached its last rank: choose its piece, =Q, =R, =N, =B or =K (K7).`;
  }
}

/** `White to move`, `White, bonus move (Daisy)`, `Black, drop the knight (Toadette)`: what is awaited. */
function prompt(position: ChakartPosition): string {
  const side = capitalised(position.turn);
  const phase = position.phase;
  switch (phase.kind) {
    case 'move':
      return `${side} to move`;
    case 'bonus':
      return `${side}, bonus move (Daisy)`;
    case 'swap':
      return `${side}, swap two pieces (King Boo)`;
    case 'drop':
      return `${side}, drop the ${phase.piece} (Toadette)`;
    case 'promote':
      return `${side}, promote the pawn on ${name(phase.resume.square)}`;
  }
}

/** The outcomes of a decision as text, `(outcomes push:n, egg:daisy)`; empty when none. */
const outcomesText = (outcomes: readonly string[] | undefined): string =>
  outcomes === undefined || outcomes.length === 0 ? '' : ` (outcomes ${outcomes.join(', ')})`;

/**
 * A decision's steps in words without the decision's own text, which the caller prints:
 * `leaves a mushroom on f3; banana, pushed n to e5; …`, `takes the black pawn; …`.
 */
function effectWords(text: string, steps: readonly chakart.Step[]): string | undefined {
  const full = chakartText.describeSteps(steps);
  const split = full.indexOf(': ');
  const head = split < 0 ? full : full.slice(0, split);
  const rest = split < 0 ? '' : full.slice(split + 2);
  // The first step says the decision again (without its promotion letter, which a later step says).
  const base = text.replace(/=[QRNBK]$/, '');
  const extra = head.startsWith(base) ? head.slice(base.length).replace(/^, /, '') : head;
  const words = [extra, rest].filter((part) => part !== '').join('; ');
  return words === '' ? undefined : words;
}

/** The effects of a replayed decision, in words, from the log's facts. */
function describe(entry: LogEntry<ChakartPosition>): string | undefined {
  if (entry.kind !== 'move' || typeof entry.facts !== 'object' || entry.facts === null) return undefined;
  try {
    return effectWords(entry.text, chakartText.factsFromJson(entry.facts as chakartText.FactsJson).steps);
  } catch {
    return undefined;
  }
}

const endOf = (state: ChakartState): GameEnd | undefined => state.machine.context.result;

/** The variant a log's start line records. */
const variantOfStart = (options: { readonly randomness: Randomness; readonly seed?: number }): ChakartVariant => ({
  randomness: options.randomness,
  ...(options.seed === undefined ? {} : { seed: options.seed }),
});

/** The log's replay (whole, or a line at a time for `replay`'s stream) and its line writers. */
const LOG_FORMAT = {
  replay: chakartText.replayLog,
  startReplay: chakartText.startReplay,
  writeStart: chakartText.writeStartLine,
  // The replay's events are Chakart's: every move line has its outcomes.
  writeEvent: (event: ReplayStepOf<chakartText.Types>['event']) => chakartText.writeEventLine(event as chakartText.LogEvent),
  variant: (start: chakartText.StartEvent): ChakartVariant => variantOfStart(start.options),
};

/** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
function loadLog(input: Input, upToPly?: number): LoadedLog<ChakartPosition, ChakartVariant, ChakartState> {
  const log = loadGameLog(LOG_FORMAT, input, upToPly);
  // Each snapshot with the outcomes drawn up to it: where the seed's stream goes on.
  let drawn = 0;
  const snapshots = log.snapshots.map((machine, index) => {
    if (index > 0) drawn += log.entries[index - 1]!.outcomes?.length ?? 0;
    return { machine, drawn };
  });
  return { ...log, snapshots };
}

/**
 * A log without a seed (written by hand, or from a record) cannot draw on: `play` gives it the
 * seed of `--seed`, or a fresh one, and writes it into the start line, so that the game stays
 * reproducible.
 */
function resumeLog(
  log: LoadedLog<ChakartPosition, ChakartVariant, ChakartState>,
  flags: ChakartVariant,
): { log: LoadedLog<ChakartPosition, ChakartVariant, ChakartState>; note?: string } {
  if (log.variant.seed !== undefined) return { log };
  const start = chakartText.readStartLine(log.lines[0]!, 1);
  if (!start.ok) return { log };
  const seed = flags.seed ?? freshSeed();
  const line = chakartText.writeStartLine({ ...start.value, options: { ...start.value.options, seed } });
  return {
    log: { ...log, variant: { ...log.variant, seed }, lines: [line, ...log.lines.slice(1)] },
    note: `the log had no seed; its outcomes are now drawn from seed ${seed}, written into its start line (G4)`,
  };
}

function act(state: ChakartState, action: Action, variant: ChakartVariant): Acted<ChakartState> {
  if (action.type !== 'move') {
    const played = chakartText.playAction(state.machine, action);
    if (!played.ok) return played;
    const { snapshot, logEvent } = played.value;
    return { ok: true, value: { snapshot: { machine: snapshot, drawn: state.drawn }, line: (ply) => chakartText.writeEventLine(logEvent(ply) as chakartText.LogEvent) } };
  }
  const position = state.machine.context.position;
  if (state.machine.context.result !== undefined) return { ok: false, error: 'the game is over; nothing may follow' };
  const parsed = chakartText.parseMove(position, action.text);
  if (!parsed.ok) {
    const where = parsed.error.column === undefined ? '' : `"${action.text}", column ${parsed.error.column}: `;
    return { ok: false, error: `${where}${parsed.error.message}` };
  }
  const seed = variant.seed;
  if (seed === undefined) return { ok: false, error: 'this game has no seed to draw its outcomes from (G4)' };
  // G4: the outcomes come from the seed's play stream, after those the game drew so far.
  const outcomes = chakart.play(position, parsed.value, chakart.SeededRandom.forPlay(seed, state.drawn).source()).facts.outcomes;
  const played = chakartText.playAction(state.machine, { type: 'move', move: { decision: parsed.value, outcomes } });
  if (!played.ok) return played;
  const { snapshot, logEvent, text, facts } = played.value;
  const drawnTexts = outcomes.map(chakartText.formatOutcome);
  const effects = facts === undefined ? undefined : effectWords(text, facts.steps);
  return {
    ok: true,
    value: {
      snapshot: { machine: snapshot, drawn: state.drawn + outcomes.length },
      line: (ply) => chakartText.writeEventLine(logEvent(ply) as chakartText.LogEvent),
      words: `${capitalised(position.turn)} ${text}${outcomesText(drawnTexts)}${effects === undefined ? '' : `: ${effects}`}`,
    },
  };
}

export const chakartGame: Game<ChakartPosition, Decision, ChakartVariant, ChakartState> = {
  name: 'chakart',

  flags: [
    {
      flags: '--seed <n>',
      key: 'seed',
      description: `chakart: the seed (0 to ${MAX_SEED}) of the start position (K1) and of every random outcome (G4); a new game without one gets a fresh seed`,
    },
    {
      flags: '--randomness <n>',
      key: 'randomness',
      description: 'chakart: the start (K1), 0 standard, 1 one shuffled back rank for both, 2 each side shuffled; default 2 for a new game, else 0 (2 with --seed)',
    },
  ],
  variant: (values: FlagValues) => {
    const randomness = requireRandomness(values['randomness']);
    const seed = requireSeed(values['seed']);
    return { ...(randomness === undefined ? {} : { randomness }), ...(seed === undefined ? {} : { seed }) };
  },
  variantWords: (variant) =>
    [...(variant.randomness === undefined ? [] : [`randomness ${variant.randomness}`]), ...(variant.seed === undefined ? [] : [`seed ${variant.seed}`])].join(', '),
  variantJson: (variant) => ({
    ...(variant.randomness === undefined ? {} : { randomness: variant.randomness }),
    ...(variant.seed === undefined ? {} : { seed: variant.seed }),
  }),
  newGameVariant: (variant) => ({ randomness: variant.randomness ?? 2, seed: variant.seed ?? freshSeed() }),

  initialPosition,
  parsePosition,
  formatPosition: (position) => chakartText.formatPosition(position),
  turn: (position) => position.turn,
  // K2: no check in Chakart; a king may be left attacked.
  isCheck: () => false,

  legalMoves: (position) => legalMoves(position),
  moveJson,
  // Only one of the decision's outcomes; `perft` counts them all through `movePerft`.
  play: (position, decision) => chakart.everyOutcome(position, decision)[0]!.position,
  perft: (position, depth) => chakart.perft(position, depth),
  movePerft: (position, decision, depth) => movePerft(position, decision, depth),
  forcedNote: (position) => forcedNote(position),
  moveExamples:
    'Pe2-e4, Ng1-f3, Pf3xe4 (x when the square holds a piece or an object), Pe7-e8=Q, Qd1~d5 (the invisible move), Ke1^e7 (the shell), c1<>e8 (a swap), Q@e5 (a drop), =Q (a promotion), pass',
  prompt,

  renderText: (position, options) => renderChakartText(position, options),
  renderSvg: (position, options) => renderChakartSvg(position, options),

  startLine(variant, position, tags) {
    const start = chakartText.startEvent({
      ...(variant.randomness === undefined ? {} : { randomness: variant.randomness }),
      ...(variant.seed === undefined ? {} : { seed: variant.seed }),
      position,
      tags,
    });
    if (!start.ok) throw usageError(start.error.message);
    return chakartText.writeStartLine(start.value);
  },
  startGame: (_variant, position) => ({ machine: chakart.startGame({ position }), drawn: 0 }),
  positionOf: (state) => state.machine.context.position,
  endOf,
  loadLog,
  replayLines: lineReplay(LOG_FORMAT),
  resumeLog,
  act,
  describe,
  logToRecord(input) {
    // The log is replayed first: a record is written only for a valid game.
    const replayed = chakartText.replayLog(input.text);
    if (!replayed.ok) throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
    return chakartText.writeRecord(replayed);
  },
  recordToLog(input) {
    const converted = chakartText.recordToLog(input.text);
    if (!converted.ok) throw dataError(located(input.name, converted.error));
    return converted.value;
  },
};
