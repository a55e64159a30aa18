// Chakart on the command line (source 004; rulings K1-K13, G2, G4): what the command adds to
// the rules (`games.chakart`) and the text (`textGames.chakart`): the boards, move-text
// examples, what the phase of a turn asks at the prompt (Daisy's bonus move, King Boo's swap,
// Toadette's drop, the promotion choice), each decision's effects in words, and the seed.
//
// Randomness and the seed (K1, G4): on the command line a start is the standard array unless
// a seed or a randomness asks for a drawn one; a new game without `--seed` gets a fresh seed,
// written into its start line. `play` draws every outcome from the seed's play stream after
// the outcomes the log already holds (`chakart.SeededRandom.forPlay`), so the same seed and the
// same choices write the same log, byte for byte, and a resumed game draws on as it would have.

import { randomInt } from 'node:crypto';
import { chakart, games } from '@rulebook/rules';
import { textGames, type chakart as chakartText } from '@rulebook/notation';
import { capitalised } from '../../common.ts';
import { dataError } from '../../errors.ts';
import type { CliGame, OptionsOf, RulesOf } from '../contract.ts';
import type { Acted, Action, LoadedLog, LogEntry, State } from '../game.ts';
import { renderChakartSvg } from './svg.ts';
import { renderChakartText } from './text-board.ts';

type ChakartPosition = chakart.ChakartPosition;
type Options = OptionsOf<typeof games.chakart>;
type Rules = RulesOf<typeof games.chakart>;
const text = textGames.chakart;

/** A fresh seed for a game that was given none. */
const freshSeed = (): number => randomInt(0, chakart.MAX_SEED + 1);

/**
 * The home site's position strings, copied from its pages, break lines inside the rows and the
 * JSON (004:49): such a string is joined into one line first (a break after `/` joins the rows,
 * any other is a space). A string on one line is read exactly as given.
 */
export function joinPositionLines(input: string): string {
  if (!/[\r\n]/.test(input)) return input;
  return input.trim().replace(/\s*[\r\n]+\s*/g, (_match, offset: number, whole: string) => {
    const before = whole.slice(0, offset).trimEnd();
    return before.endsWith('/') ? '' : ' ';
  });
}

const name = (square: number): string => chakart.squareName(square);

const sortedMoves = (rules: Rules, position: ChakartPosition): string[] => rules.legalMoves(position).map((decision) => text.formatMove(position, decision)).sort();

/** What the side to move must do now, said at `play`'s board. */
function forcedNote(rules: Rules, position: ChakartPosition): string | undefined {
  const side = capitalised(position.turn);
  const phase = position.phase;
  switch (phase.kind) {
    case 'move': {
      const decisions = rules.legalMoves(position);
      if (decisions.length === 1 && decisions[0]!.kind === 'pass') return `${side} has no move and must pass (K2): type 'pass'.`;
      return undefined;
    }
    case 'bonus':
      return `Daisy: ${side} moves again, any piece (K6).`;
    case 'swap':
      return `King Boo: ${side} swaps two pieces, e.g. ${sortedMoves(rules, position)[0] ?? 'c1<>e8'} (K6).`;
    case 'drop':
      return `Toadette brought ${side} a ${phase.piece}: drop it on a square with nothing, an object or a marker, e.g. ${sortedMoves(rules, position)[0] ?? 'Q@e5'} (K6).`;
    case 'promote':
      return `The pawn on ${name(phase.resume.square)} reached its last rank: choose its piece, =Q, =R, =N, =B or =K (K7).`;
  }
}

/** The outcomes of a decision as text, `(outcomes push:n, egg:daisy)`; empty when none. */
const outcomesText = (outcomes: readonly string[] | undefined): string =>
  outcomes === undefined || outcomes.length === 0 ? '' : ` (outcomes ${outcomes.join(', ')})`;

/**
 * A decision's steps in words without the decision's own text, which the caller prints:
 * `leaves a mushroom on f3; banana, pushed n to e5; …`, `takes the black pawn; …`.
 */
function effectWords(decisionText: string, steps: readonly chakart.Step[]): string | undefined {
  const full = text.describeSteps(steps);
  const split = full.indexOf(': ');
  const head = split < 0 ? full : full.slice(0, split);
  const rest = split < 0 ? '' : full.slice(split + 2);
  // The first step says the decision again (without its promotion letter, which a later step says).
  const base = decisionText.replace(/=[QRNBK]$/, '');
  const extra = head.startsWith(base) ? head.slice(base.length).replace(/^, /, '') : head;
  const words = [extra, rest].filter((part) => part !== '').join('; ');
  return words === '' ? undefined : words;
}

/** The effects of a replayed decision, in words, from the log's facts. */
function describe(entry: LogEntry<ChakartPosition>): string | undefined {
  if (entry.kind !== 'move' || typeof entry.facts !== 'object' || entry.facts === null) return undefined;
  try {
    return effectWords(entry.text, text.factsFromJson(entry.facts as chakartText.FactsJson).steps);
  } catch {
    return undefined;
  }
}

/**
 * A log without a seed (written by hand, or from a record) cannot draw on: `play` gives it the
 * seed of `--seed`, or a fresh one, and writes it into the start line, so that the game stays
 * reproducible.
 */
function resumeLog(log: LoadedLog<ChakartPosition>, flags: Partial<Options>): { log: LoadedLog<ChakartPosition>; note?: string } {
  if (log.variant['seed'] !== undefined) return { log };
  const start = text.readStartLine(log.lines[0]!, 1);
  if (!start.ok) return { log };
  // G4 online: the outcomes are drawn from a secret seed only the game's server holds.
  if (start.value.options.commitment !== undefined) {
    throw dataError("this log's outcomes are committed to a secret seed (G4, an online game): only the server that holds the seed can go on with it");
  }
  const seed = flags.seed ?? freshSeed();
  const line = text.writeStartLine({ ...start.value, options: { ...start.value.options, seed } });
  return {
    log: { ...log, variant: { ...log.variant, seed }, lines: [line, ...log.lines.slice(1)] },
    note: `the log had no seed; its outcomes are now drawn from seed ${seed}, written into its start line (G4)`,
  };
}

type Machine = chakart.GameSnapshot;

/** A decision played: its outcomes drawn from the seed's play stream after those drawn so far (G4), its effects said. */
function act(rules: Rules, state: State, action: Action, known: Partial<Options>): Acted {
  const machine = state.machine as Machine;
  const line = (logEvent: (ply: number) => unknown) => (ply: number) => text.writeEventLine(logEvent(ply) as chakartText.LogEvent);
  if (action.type !== 'move') {
    const played = text.playAction(machine, action);
    if (!played.ok) return played;
    return { ok: true, value: { state: { machine: played.value.snapshot, drawn: state.drawn }, line: line(played.value.logEvent) } };
  }
  const position = machine.context.position;
  if (machine.context.result !== undefined) return { ok: false, error: 'the game is over; nothing may follow' };
  const parsed = text.parseMove(position, action.text);
  if (!parsed.ok) {
    const where = parsed.error.column === undefined ? '' : `"${action.text}", column ${parsed.error.column}: `;
    return { ok: false, error: `${where}${parsed.error.message}` };
  }
  const seed = known.seed;
  if (seed === undefined) return { ok: false, error: 'this game has no seed to draw its outcomes from (G4)' };
  const outcomes = rules.play(position, parsed.value, chakart.SeededRandom.forPlay(seed, state.drawn).source()).facts.outcomes;
  const played = text.playAction(machine, { type: 'move', move: { decision: parsed.value, outcomes } });
  if (!played.ok) return played;
  const { snapshot, logEvent, text: decisionText, facts } = played.value;
  const effects = facts === undefined ? undefined : effectWords(decisionText, facts.steps);
  return {
    ok: true,
    value: {
      state: { machine: snapshot, drawn: state.drawn + outcomes.length },
      line: line(logEvent),
      words: `${capitalised(position.turn)} ${decisionText}${outcomesText(outcomes.map(text.formatOutcome))}${effects === undefined ? '' : `: ${effects}`}`,
    },
  };
}

export const chakartCli: CliGame<typeof games.chakart, chakartText.Types> = {
  rules: games.chakart,
  text,
  squareName: name,
  moveObjects: 'move {from, to, promotion?}, invisible {from, to}, shell {from, to}, pass {}, swap {a, b}, drop {to}, promote {piece}',
  moveExamples:
    'Pe2-e4, Ng1-f3, Pf3xe4 (x when the square holds a piece or an object), Pe7-e8=Q, Qd1~d5 (the invisible move), Ke1^e7 (the shell), c1<>e8 (a swap), Q@e5 (a drop), =Q (a promotion), pass',
  renderText: renderChakartText,
  renderSvg: renderChakartSvg,
  forcedNote,
  describe,
  positionInput: joinPositionLines,
  optionHelp: {
    randomness: 'default 2 for a new game, else 0 (2 with --seed)',
    seed: 'a new game without one gets a fresh seed',
  },
  // Outside a new game, the standard start unless a seed asks for a drawn one.
  rulesOptions: (known) => ({ randomness: known.randomness ?? (known.seed === undefined ? 0 : 2), seed: known.seed ?? 0 }),
  newGameOptions: (given) => ({ randomness: given.randomness ?? games.chakart.options.randomness.default, seed: given.seed ?? freshSeed() }),
  act,
  resumeLog,
};
