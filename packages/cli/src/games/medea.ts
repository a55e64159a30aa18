// Medea for the commands (source 003; rulings D1-D9): draughts on all 64 squares with
// Chakra's Transmitter. No variant flags. Positions and moves as text and JSON, the boards,
// the compulsory capture said at the prompt, moves in words for `replay`, and logs and
// records. Everything textual comes from @rulebook/notation.
//
// The start position is a provisional reconstruction (D1): the published diagram is lost.
// `startNote` says so wherever the CLI shows that start (`new`, `play`, `render`).

import { medea, squareName } from '@rulebook/rules';
import { medea as medeaText } from '@rulebook/notation';
import { badPosition, capitalised, located } from '../common.ts';
import { dataError, usageError } from '../errors.ts';
import type { Input } from '../io.ts';
import { renderMedeaSvg } from '../render/medea-svg.ts';
import { renderMedeaText } from '../render/medea-text.ts';
import { lineReplay, loadLog as loadGameLog } from './log.ts';
import type { Acted, Action, Game, GameEnd, LoadedLog, LogEntry } from './game.ts';

type MedeaPosition = medea.MedeaPosition;
type MedeaMove = medea.MedeaMove;
type GameSnapshot = medea.GameSnapshot;

/** Medea has no variant options (D1-D9 decide everything; repetition is always on, G3). */
export type MedeaVariant = Readonly<Record<string, never>>;

const name = (square: number): string => squareName(square);

/** Whether a move takes something: a jump sequence, or a transmission onto an enemy piece (D8). */
function isCapture(position: MedeaPosition, move: MedeaMove): boolean {
  if (move.kind === 'capture') return true;
  if (move.kind !== 'step' || move.via === undefined) return false;
  const target = position.board[move.to];
  return target != null && target.colour !== position.turn;
}

/** A move as JSON: kind, from, to, via (the own chakra entered), path and captured for jumps. */
function moveJson(position: MedeaPosition, move: MedeaMove): Record<string, unknown> {
  const notation = medeaText.formatMove(position, move);
  switch (move.kind) {
    case 'step': {
      if (move.via === undefined) return { kind: 'step', from: name(move.from), to: name(move.to), notation };
      const json: Record<string, unknown> = { kind: 'step', from: name(move.from), to: name(move.to), via: name(move.via) };
      if (isCapture(position, move)) json['captured'] = [name(move.to)];
      return { ...json, notation };
    }
    case 'capture':
      return {
        kind: 'capture',
        from: name(move.from),
        to: name(move.to),
        path: move.path.map(name),
        captured: move.captured.map(name),
        notation,
      };
    case 'chakra':
      return { kind: 'chakra', from: name(move.from), to: name(move.to), notation };
    case 'pass':
      return { kind: 'pass', from: name(move.square), to: name(move.square), via: name(move.via), notation };
  }
}

/** The facts of a move as the log writes them (square names). */
interface FactsWords {
  piece?: 'man' | 'king';
  from?: string;
  to?: string;
  via?: string;
  path?: string[];
  captured?: { square: string; piece: 'man' | 'king' }[];
  promoted?: boolean;
}

const takenWords = (captured: readonly { square: string; piece: string }[]): string =>
  captured.map((taken) => (taken.piece === 'king' ? `${taken.square} (a king)` : taken.square)).join(', ');

/**
 * `man d4-f6 capturing d5, e6`, `man b3 enters its chakra a4 and is transmitted to h4,
 * capturing the man there`, `White's chakra a2-b3`, `…, promotes`.
 */
function describe(entry: LogEntry<MedeaPosition>): string | undefined {
  if (entry.kind !== 'move' || typeof entry.facts !== 'object' || entry.facts === null) return undefined;
  const facts = entry.facts as FactsWords;
  const { from, to } = facts;
  if (from === undefined || to === undefined) return undefined;
  if (facts.piece === undefined) return `${capitalised(entry.player ?? 'white')}'s chakra ${from}-${to}`;
  const piece = facts.piece;
  let words: string;
  if (facts.via !== undefined && from === to) {
    // D8, as Chakra's C9: in through the own vacant chakra and back to where it stood.
    words = `${piece} ${from} enters its chakra ${facts.via} and is transmitted back to ${from} (a pass)`;
  } else if (facts.via !== undefined) {
    words = `${piece} ${from} enters its chakra ${facts.via} and is transmitted to ${to}`;
    const taken = facts.captured?.[0];
    if (taken !== undefined) words += `, capturing the ${taken.piece} there`;
  } else {
    words = `${piece} ${from}-${to}`;
    if (facts.captured !== undefined && facts.captured.length > 0) words += ` capturing ${takenWords(facts.captured)}`;
  }
  if (facts.promoted) words += ', promotes';
  return words;
}

/** The side to move must capture (D4, D8): the captures, said at the prompt. */
function captureNote(position: MedeaPosition): string | undefined {
  const moves = medea.legalMoves(position);
  if (moves.length === 0 || !moves.every((move) => isCapture(position, move))) return undefined;
  const texts = moves.map((move) => medeaText.formatMove(position, move)).sort();
  const most = Math.max(...moves.map((move) => (move.kind === 'capture' ? move.captured.length : 1)));
  const what = most > 1 ? `, taking the most pieces (${most})` : '';
  return `${capitalised(position.turn)} must capture (D4, D8)${what}: ${texts.join(' ')}`;
}

const endOf = (snapshot: GameSnapshot): GameEnd | undefined => snapshot.context.result;

/** The log's replay (whole, or a line at a time for `replay`'s stream) and its line writers. */
const LOG_FORMAT = {
  replay: medeaText.replayLog,
  startReplay: medeaText.startReplay,
  writeStart: medeaText.writeStartLine,
  writeEvent: medeaText.writeEventLine,
  variant: (): MedeaVariant => ({}),
};

/** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
const loadLog = (input: Input, upToPly?: number): LoadedLog<MedeaPosition, MedeaVariant, GameSnapshot> => loadGameLog(LOG_FORMAT, input, upToPly);

function act(snapshot: GameSnapshot, action: Action): Acted<GameSnapshot> {
  const played = medeaText.playAction(snapshot, action);
  if (!played.ok) return played;
  const { snapshot: next, logEvent } = played.value;
  return { ok: true, value: { snapshot: next, line: (ply) => medeaText.writeEventLine(logEvent(ply)) } };
}

/** Whether a position is the provisional start (D1). */
const isStart = (position: MedeaPosition): boolean =>
  medea.positionKey(position) === medea.positionKey(medea.initialPosition()) && position.fullmove === 1;

export const medeaGame: Game<MedeaPosition, MedeaMove, MedeaVariant, GameSnapshot> = {
  name: 'medea',

  flags: [],
  variant: () => ({}),
  variantWords: () => '',
  variantJson: () => ({}),

  initialPosition: () => medea.initialPosition(),
  parsePosition(text) {
    const parsed = medeaText.parsePosition(text);
    if (!parsed.ok) badPosition(parsed.error);
    const problem = medea.validatePosition(parsed.value);
    if (problem !== undefined) throw usageError(`bad position: ${problem}`);
    return parsed.value;
  },
  formatPosition: (position) => medeaText.formatPosition(position),
  turn: (position) => position.turn,
  // Draughts has no check.
  isCheck: () => false,
  startNote: (position) => (isStart(position) ? medea.PROVISIONAL_SETUP_NOTE : undefined),

  legalMoves: (position) =>
    medea
      .legalMoves(position)
      .map((move) => ({ move, text: medeaText.formatMove(position, move) }))
      .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)),
  moveJson,
  play: (position, move) => medea.play(position, move).position,
  perft: (position, depth) => medea.perft(position, depth),
  forcedNote: (position) => captureNote(position),
  moveExamples:
    'c3d4 (a step or a king slide), d4xd6xf6 or d4xf6 (a capture: every landing square, or the start and end when that is enough), b2~h2 and b2~xh2 (through the Transmitter), Ta2b3 (a chakra moves), pass',

  renderText: (position, options) => renderMedeaText(position, options),
  renderSvg: (position, options) => renderMedeaSvg(position, options),

  startLine(_variant, position, tags) {
    const start = medeaText.startEvent({ position, tags });
    if (!start.ok) throw usageError(start.error.message);
    return medeaText.writeStartLine(start.value);
  },
  startGame: (_variant, position) => medea.startGame({ position }),
  positionOf: (snapshot) => snapshot.context.position,
  endOf,
  loadLog,
  replayLines: lineReplay(LOG_FORMAT),
  act: (snapshot, action) => act(snapshot, action),
  describe,
  logToRecord(input) {
    // The log is replayed first: a record is written only for a valid game.
    const replayed = medeaText.replayLog(input.text);
    if (!replayed.ok) throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
    return medeaText.writeRecord(replayed);
  },
  recordToLog(input) {
    const converted = medeaText.recordToLog(input.text);
    if (!converted.ok) throw dataError(located(input.name, converted.error));
    return converted.value;
  },
};
