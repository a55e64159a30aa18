// Shakti for the commands (source 001; rulings S1-S7): the warrior-jump flag, positions and
// moves as text and JSON, the boards with their holes, the forced pass, and logs and records.
// Everything textual comes from @rulebook/notation.

import { shakti } from '@rulebook/rules';
import { shakti as shaktiText } from '@rulebook/notation';
import { badPosition, capitalised, located } from '../common.ts';
import { dataError, usageError } from '../errors.ts';
import type { Input } from '../io.ts';
import { renderShaktiSvg } from '../render/shakti-svg.ts';
import { renderShaktiText } from '../render/shakti-text.ts';
import { lineReplay, loadLog as loadGameLog } from './log.ts';
import type { Acted, Action, FlagValues, Game, GameEnd, LoadedLog, LogEntry } from './game.ts';

type ShaktiPosition = shakti.ShaktiPosition;
type ShaktiMove = shakti.ShaktiMove;
type WarriorJump = shakti.WarriorJump;
type GameSnapshot = shakti.GameSnapshot;

export const WARRIOR_JUMPS: readonly WarriorJump[] = ['seen', 'adjacent'];

export interface ShaktiVariant {
  readonly warriorJump: WarriorJump;
}

function requireWarriorJump(text: string | undefined): WarriorJump {
  const jump = text ?? 'seen';
  if (!(WARRIOR_JUMPS as readonly string[]).includes(jump)) {
    throw usageError(`unknown warrior jump '${jump}'; known: ${WARRIOR_JUMPS.join(', ')}`);
  }
  return jump as WarriorJump;
}

const name = (cell: number): string => shakti.cellName(cell);

/** A move as JSON: from, to, kind, removed (a jump's removed tile), notation; a pass has no cells. */
function moveJson(position: ShaktiPosition, move: ShaktiMove): Record<string, unknown> {
  const notation = shaktiText.formatMove(position, move);
  switch (move.kind) {
    case 'step':
      return { from: name(move.from), to: name(move.to), kind: 'step', notation };
    case 'jump':
      return { from: name(move.from), to: name(move.to), kind: 'jump', removed: name(move.removed), notation };
    case 'pass':
      return { from: null, to: null, kind: 'pass', notation };
  }
}

/** The cells strictly between two cells on one line (rank, file or diagonal). */
function between(from: string, to: string): string[] {
  const a = shakti.parseCell(from);
  const b = shakti.parseCell(to);
  if (a === undefined || b === undefined) return [];
  const df = (b % 7) - (a % 7);
  const dr = Math.floor(b / 7) - Math.floor(a / 7);
  const steps = Math.max(Math.abs(df), Math.abs(dr));
  if (steps < 2 || (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr))) return [];
  const cells: string[] = [];
  for (let i = 1; i < steps; i++) cells.push(name(a + (Math.sign(dr) * 7 + Math.sign(df)) * i));
  return cells;
}

interface FactsWords {
  piece?: string;
  from?: string;
  to?: string;
  captured?: { cell: string; piece: string };
  removedTile?: string;
  pass?: boolean;
  check?: boolean;
}

/** `warrior b2-d4, the tile c3 is removed`, `King d2-d5 over the holes d3, d4`, … */
function describe(entry: LogEntry<ShaktiPosition>): string | undefined {
  if (entry.kind !== 'move' || typeof entry.facts !== 'object' || entry.facts === null) return undefined;
  const facts = entry.facts as FactsWords;
  const words: string[] = [];
  if (facts.pass) {
    words.push(`${capitalised(entry.player ?? 'white')} cannot move and passes`);
  } else if (facts.from !== undefined && facts.to !== undefined) {
    const piece = facts.piece === 'king' ? 'King' : 'warrior';
    let move = `${piece} ${facts.from}-${facts.to}`;
    if (facts.captured !== undefined) move += ` captures the ${facts.captured.piece} on ${facts.captured.cell}`;
    words.push(move);
    // A move goes to the first tile seen (or a jump to the second): whatever else lies
    // between was a hole (S2-S4).
    const holes = between(facts.from, facts.to).filter((cell) => cell !== facts.removedTile);
    if (holes.length > 0) words.push(`over the hole${holes.length > 1 ? 's' : ''} ${holes.join(' ')}`);
    if (facts.removedTile !== undefined) words.push(`the tile ${facts.removedTile} is removed`);
  }
  if (facts.check) words.push('check');
  return words.length === 0 ? undefined : words.join(', ');
}

const endOf = (snapshot: GameSnapshot): GameEnd | undefined => snapshot.context.result;

/** The log's replay (whole, or a line at a time for `replay`'s stream) and its line writers. */
const LOG_FORMAT = {
  replay: shaktiText.replayLog,
  startReplay: shaktiText.startReplay,
  writeStart: shaktiText.writeStartLine,
  writeEvent: shaktiText.writeEventLine,
  variant: (start: shaktiText.StartEvent): ShaktiVariant => ({ warriorJump: start.options.warriorJump }),
};

/** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
const loadLog = (input: Input, upToPly?: number): LoadedLog<ShaktiPosition, ShaktiVariant, GameSnapshot> => loadGameLog(LOG_FORMAT, input, upToPly);

function act(snapshot: GameSnapshot, action: Action, variant: ShaktiVariant): Acted<GameSnapshot> {
  const played = shaktiText.playAction(snapshot, action, { warriorJump: variant.warriorJump });
  if (!played.ok) return played;
  const { snapshot: next, logEvent } = played.value;
  return { ok: true, value: { snapshot: next, line: (ply) => shaktiText.writeEventLine(logEvent(ply)) } };
}

export const shaktiGame: Game<ShaktiPosition, ShaktiMove, ShaktiVariant, GameSnapshot> = {
  name: 'shakti',

  flags: [
    {
      flags: '--warrior-jump <rule>',
      key: 'warriorJump',
      description: "shakti: seen or adjacent, where a warrior's jump may land (S4), default seen",
    },
  ],
  variant: (values: FlagValues) => ({ warriorJump: requireWarriorJump(values['warriorJump']) }),
  variantWords: (variant) => `warrior jump ${variant.warriorJump}`,
  variantJson: (variant) => ({ warriorJump: variant.warriorJump }),

  initialPosition: () => shakti.initialPosition(),
  parsePosition(text) {
    const parsed = shaktiText.parsePosition(text);
    if (!parsed.ok) badPosition(parsed.error);
    const problem = shakti.validatePosition(parsed.value);
    if (problem !== undefined) throw usageError(`bad position: ${problem}`);
    return parsed.value;
  },
  formatPosition: (position) => shaktiText.formatPosition(position),
  turn: (position) => position.turn,
  isCheck: (position) => shakti.isCheck(position),

  legalMoves: (position, variant) =>
    shakti
      .legalMoves(position, variant)
      .map((move) => ({ move, text: shaktiText.formatMove(position, move) }))
      .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)),
  moveJson,
  play: (position, move, variant) => shakti.play(position, move, variant).position,
  perft: (position, depth, variant) => shakti.perft(position, depth, variant),
  forcedNote(position, variant) {
    const moves = shakti.legalMoves(position, variant);
    if (moves.length !== 1 || moves[0]!.kind !== 'pass') return undefined;
    return `${capitalised(position.turn)} is not in check but has no legal move and must pass (S7): type 'pass'.`;
  },
  moveExamples: 'd2d5 (a step: King or warrior), d2xc3 (the King captures), b2d4/c3 (a warrior jumps, the tile c3 is removed), pass',

  renderText: (position, options) => renderShaktiText(position, options),
  renderSvg: (position, options) => renderShaktiSvg(position, options),

  startLine(variant, position, tags) {
    const start = shaktiText.startEvent({ warriorJump: variant.warriorJump, position, tags });
    if (!start.ok) throw usageError(start.error.message);
    return shaktiText.writeStartLine(start.value);
  },
  startGame: (variant, position) => shakti.startGame({ options: { warriorJump: variant.warriorJump }, position }),
  positionOf: (snapshot) => snapshot.context.position,
  endOf,
  loadLog,
  replayLines: lineReplay(LOG_FORMAT),
  act,
  describe,
  logToRecord(input) {
    // The log is replayed first: a record is written only for a valid game.
    const replayed = shaktiText.replayLog(input.text);
    if (!replayed.ok) throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
    return shaktiText.writeRecord(replayed);
  },
  recordToLog(input) {
    const converted = shaktiText.recordToLog(input.text);
    if (!converted.ok) throw dataError(located(input.name, converted.error));
    return converted.value;
  },
};
