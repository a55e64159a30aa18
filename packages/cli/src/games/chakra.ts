// Chakra for the commands: the ruleset flag, positions and moves as text and JSON, the boards,
// and logs and records. Everything textual comes from @rulebook/notation.

import { chakra, squareName } from '@rulebook/rules';
import { chakra as chakraText } from '@rulebook/notation';
import { badPosition, located, notationLast } from '../common.ts';
import { dataError, usageError } from '../errors.ts';
import type { Input } from '../io.ts';
import { renderChakraSvg } from '../render/chakra-svg.ts';
import { renderChakraText } from '../render/chakra-text.ts';
import type { ChakraMove, ChakraPosition, GameSnapshot, Ruleset } from '../types.ts';
import { lineReplay, loadLog as loadGameLog } from './log.ts';
import type { Acted, Action, FlagValues, Game, GameEnd, LoadedLog, LogEntry } from './game.ts';

export const RULESETS: readonly Ruleset[] = ['current', '1995'];

export interface ChakraVariant {
  readonly ruleset: Ruleset;
}

function requireRuleset(text: string | undefined): Ruleset {
  const ruleset = text ?? 'current';
  if (!(RULESETS as readonly string[]).includes(ruleset)) {
    throw usageError(`unknown ruleset '${ruleset}'; known rulesets: ${RULESETS.join(', ')}`);
  }
  return ruleset as Ruleset;
}

/** A move as JSON: square names, with `from` = `to` = the square for a flip or a pass. */
function moveJson(position: ChakraPosition, move: ChakraMove): Record<string, unknown> {
  const notation = chakraText.formatMove(position, move);
  switch (move.kind) {
    case 'piece': {
      const json: Record<string, unknown> & { notation: string } = {
        kind: 'piece',
        from: squareName(move.from),
        to: squareName(move.to),
        notation,
      };
      if (move.via !== undefined) json['via'] = squareName(move.via);
      if (move.promotion !== undefined) json['promotion'] = move.promotion;
      return notationLast(json);
    }
    case 'chakra':
      return { kind: 'chakra', from: squareName(move.from), to: squareName(move.to), flip: move.flip, notation };
    case 'flip':
      return { kind: 'flip', from: squareName(move.square), to: squareName(move.square), flip: true, notation };
    case 'pass':
      return { kind: 'pass', from: squareName(move.square), to: squareName(move.square), via: squareName(move.via), notation };
  }
}

const endOf = (snapshot: GameSnapshot): GameEnd | undefined => snapshot.context.result;

/** The log's replay (whole, or a line at a time for `replay`'s stream) and its line writers. */
const LOG_FORMAT = {
  replay: chakraText.replayLog,
  startReplay: chakraText.startReplay,
  writeStart: chakraText.writeStartLine,
  writeEvent: chakraText.writeEventLine,
  variant: (start: chakraText.StartEvent): ChakraVariant => ({ ruleset: start.ruleset }),
};

/** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
const loadLog = (input: Input, upToPly?: number): LoadedLog<ChakraPosition, ChakraVariant, GameSnapshot> => loadGameLog(LOG_FORMAT, input, upToPly);

function act(snapshot: GameSnapshot, action: Action, variant: ChakraVariant): Acted<GameSnapshot> {
  const played = chakraText.playAction(snapshot, action, variant.ruleset);
  if (!played.ok) return played;
  const { snapshot: next, logEvent } = played.value;
  return { ok: true, value: { snapshot: next, line: (ply) => chakraText.writeEventLine(logEvent(ply)) } };
}

export const chakraGame: Game<ChakraPosition, ChakraMove, ChakraVariant, GameSnapshot> = {
  name: 'chakra',

  flags: [{ flags: '--ruleset <name>', key: 'ruleset', description: 'chakra: current or 1995, default current' }],
  variant: (values: FlagValues) => ({ ruleset: requireRuleset(values['ruleset']) }),
  variantWords: (variant) => `${variant.ruleset} ruleset`,
  variantJson: (variant) => ({ ruleset: variant.ruleset }),

  initialPosition: () => chakra.initialPosition(),
  parsePosition(text) {
    const parsed = chakraText.parsePosition(text);
    if (!parsed.ok) badPosition(parsed.error);
    const problem = chakra.validatePosition(parsed.value);
    if (problem !== undefined) throw usageError(`bad position: ${problem}`);
    return parsed.value;
  },
  formatPosition: (position) => chakraText.formatPosition(position),
  turn: (position) => position.turn,
  isCheck: (position, variant) => chakra.isCheck(position, variant.ruleset),

  legalMoves: (position, variant) =>
    chakra
      .legalMoves(position, variant.ruleset)
      .map((move) => ({ move, text: chakraText.formatMove(position, move) }))
      .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)),
  moveJson,
  play: (position, move, variant) => chakra.play(position, move, variant.ruleset).position,
  perft: (position, depth, variant) => chakra.perft(position, depth, variant.ruleset),
  // A Chakra pass (C9) is a move among others, never forced.
  forcedNote: () => undefined,
  moveExamples: 'e2e3, d1xd7, b1~h2, c3~f8=Q, Ta2b4, Ta2b4*, Ta2*, pass',

  renderText: (position, options) => renderChakraText(position, options),
  renderSvg: (position, options) => renderChakraSvg(position, options.check === undefined ? {} : { check: options.check }),

  startLine(variant, position, tags) {
    const start = chakraText.startEvent({ ruleset: variant.ruleset, position, tags });
    if (!start.ok) throw usageError(start.error.message);
    return chakraText.writeStartLine(start.value);
  },
  startGame: (variant, position) => chakra.startGame({ ruleset: variant.ruleset, position }),
  positionOf: (snapshot) => snapshot.context.position,
  endOf,
  loadLog,
  replayLines: lineReplay(LOG_FORMAT),
  act,
  // The Chakra move text already says it all (the Transmitter's `~`, flips, captures).
  describe: () => undefined,
  logToRecord(input) {
    // The log is replayed first: a record is written only for a valid game.
    const replayed = chakraText.replayLog(input.text);
    if (!replayed.ok) throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
    return chakraText.writeRecord(replayed);
  },
  recordToLog(input) {
    const converted = chakraText.recordToLog(input.text);
    if (!converted.ok) throw dataError(located(input.name, converted.error));
    return converted.value;
  },
};
