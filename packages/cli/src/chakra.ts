// What the commands share about Chakra: the game name, the ruleset and position options, and
// moves as text and JSON. Everything textual comes from @rulebook/notation.

import { chakra, squareName } from '@rulebook/rules';
import {
  chakraLogToRecord,
  chakraRecordToLog,
  formatChakraMove,
  formatChakraPosition,
  parseChakraPosition,
  replayChakraLog,
  startEvent,
  writeEventLine,
  writeStartLine,
} from '@rulebook/notation';
import { dataError, usageError } from './errors.ts';
import type { Input } from './io.ts';
import type { ChakraMove, ChakraPosition, Colour, GameEvent, GameSnapshot, Ruleset } from './types.ts';

export type { GameEvent, GameSnapshot };
export type GameEnd = NonNullable<GameSnapshot['context']['result']>;

export const KNOWN_GAMES = ['chakra'] as const;
export type Game = (typeof KNOWN_GAMES)[number];
export const RULESETS: readonly Ruleset[] = ['current', '1995'];

export function requireGame(name: string | undefined): Game {
  const game = name ?? 'chakra';
  if (!(KNOWN_GAMES as readonly string[]).includes(game)) {
    throw usageError(`unknown game '${game}'; known games: ${KNOWN_GAMES.join(', ')}`);
  }
  return game as Game;
}

export function requireRuleset(text: string | undefined): Ruleset {
  const ruleset = text ?? 'current';
  if (!(RULESETS as readonly string[]).includes(ruleset)) {
    throw usageError(`unknown ruleset '${ruleset}'; known rulesets: ${RULESETS.join(', ')}`);
  }
  return ruleset as Ruleset;
}

/** The --position option: a position string (default the start position), checked. */
export function requirePosition(text: string | undefined): ChakraPosition {
  if (text === undefined) return chakra.initialPosition();
  const parsed = parseChakraPosition(text);
  if (!parsed.ok) {
    const column = parsed.error.column === undefined ? '' : ` (column ${parsed.error.column})`;
    throw usageError(`bad position${column}: ${parsed.error.message}`);
  }
  const problem = chakra.validatePosition(parsed.value);
  if (problem !== undefined) throw usageError(`bad position: ${problem}`);
  return parsed.value;
}

export function positionText(position: ChakraPosition): string {
  return formatChakraPosition(position);
}

export function moveText(position: ChakraPosition, move: ChakraMove): string {
  return formatChakraMove(position, move);
}

export interface MoveJson {
  kind: ChakraMove['kind'];
  from: string;
  to: string;
  via?: string;
  promotion?: string;
  flip?: boolean;
  notation: string;
}

/** A move as JSON: square names, with `from` = `to` = the square for a flip or a pass. */
export function moveJson(position: ChakraPosition, move: ChakraMove): MoveJson {
  const notation = moveText(position, move);
  switch (move.kind) {
    case 'piece': {
      const json: MoveJson = { kind: 'piece', from: squareName(move.from), to: squareName(move.to), notation };
      if (move.via !== undefined) json.via = squareName(move.via);
      if (move.promotion !== undefined) json.promotion = move.promotion;
      return reorder(json);
    }
    case 'chakra':
      return reorder({ kind: 'chakra', from: squareName(move.from), to: squareName(move.to), flip: move.flip, notation });
    case 'flip':
      return reorder({ kind: 'flip', from: squareName(move.square), to: squareName(move.square), flip: true, notation });
    case 'pass':
      return reorder({
        kind: 'pass',
        from: squareName(move.square),
        to: squareName(move.square),
        via: squareName(move.via),
        notation,
      });
  }
}

/** Keeps `notation` last in the printed object. */
function reorder(json: MoveJson): MoveJson {
  const { notation, ...rest } = json;
  return { ...rest, notation };
}

/** Legal moves with their text, sorted by text for stable output. */
export function legalMovesWithText(
  position: ChakraPosition,
  ruleset: Ruleset,
): { move: ChakraMove; text: string }[] {
  return chakra
    .legalMoves(position, ruleset)
    .map((move) => ({ move, text: moveText(position, move) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

/** A non-negative integer argument. */
export function requireCount(text: string, what: string): number {
  if (!/^\d+$/.test(text)) throw usageError(`${what} must be a non-negative integer, got '${text}'`);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw usageError(`${what} is too large: ${text}`);
  return value;
}

const REASON_TEXT: Record<string, string> = {
  checkmate: 'by checkmate',
  stalemate: 'by stalemate',
  repetition: 'by threefold repetition',
  resignation: 'by resignation',
  agreement: 'by agreement',
};

/** `White wins by checkmate`, `draw by stalemate`, … */
export function endText(end: GameEnd): string {
  const reason = REASON_TEXT[end.reason] ?? end.reason;
  return end.result === 'draw' ? `draw ${reason}` : `${end.result === 'white' ? 'White' : 'Black'} wins ${reason}`;
}

/** `NAME:LINE: message` (with `:COLUMN` when known), the form every data error takes. */
export function located(name: string, error: { line: number; column?: number; message: string }): string {
  const column = error.column === undefined ? '' : `:${error.column}`;
  return `${name}:${error.line}${column}: ${error.message}`;
}

export interface StartOptions {
  readonly ruleset: Ruleset;
  readonly position: ChakraPosition;
  readonly tags: Readonly<Record<string, string>>;
}

/** The log's first line. */
export function startLogLine(options: StartOptions): string {
  const start = startEvent({ ruleset: options.ruleset, position: options.position, tags: options.tags });
  if (!start.ok) throw usageError(start.error.message);
  return writeStartLine(start.value);
}

export interface LogEntry {
  /** 1-based line of the event in the log. */
  readonly line: number;
  readonly ply: number;
  readonly kind: 'move' | 'resign' | 'draw';
  readonly player?: Colour;
  /** Canonical move text, or `Black resigns` / `draw agreed`. */
  readonly text: string;
  /** The facts as written in the log (square names), for moves. */
  readonly facts?: unknown;
  readonly snapshot: GameSnapshot;
}

export interface LoadedLog {
  readonly game: Game;
  readonly ruleset: Ruleset;
  /** The log's lines, the start line first. */
  readonly lines: string[];
  /** The snapshot at the start and after each event. */
  readonly snapshots: GameSnapshot[];
  readonly entries: LogEntry[];
}

/** Replays a log (up to a ply); an invalid log is a data error `NAME:LINE: reason`. */
export function loadLog(input: Input, upToPly?: number): LoadedLog {
  const replayed = replayChakraLog(input.text, upToPly === undefined ? {} : { upToPly });
  if (!replayed.ok || replayed.start === undefined) {
    throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
  }
  const start = replayed.start;
  const snapshots: GameSnapshot[] = [start.snapshot];
  const entries: LogEntry[] = [];
  const lines: string[] = [writeStartLine(start.event)];
  for (const step of replayed.steps) {
    const event = step.event;
    entries.push({
      line: step.line,
      ply: step.ply,
      kind: event.event,
      ...(event.event === 'draw' ? {} : { player: event.player }),
      text: step.text,
      ...(event.event === 'move' ? { facts: event.facts } : {}),
      snapshot: step.snapshot,
    });
    snapshots.push(step.snapshot);
    lines.push(writeEventLine(event));
  }
  return { game: 'chakra', ruleset: start.event.ruleset, lines, snapshots, entries };
}

/** convert: a log to a record or back; a problem is a data error `NAME:LINE: reason`. */
export function convertText(input: Input, to: 'record' | 'log'): string {
  if (to === 'record') {
    // The log is replayed first: a record is written only for a valid game.
    const replayed = replayChakraLog(input.text);
    if (!replayed.ok) throw dataError(located(input.name, replayed.error ?? { line: 1, message: 'not a log' }));
    return chakraLogToRecord(replayed);
  }
  const converted = chakraRecordToLog(input.text);
  if (!converted.ok) throw dataError(located(input.name, converted.error));
  return converted.value;
}
