// The Chakart position string: the home site's format (004:49, 84, 87, 125, 128), read exactly
// and written canonically.
//
//   qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 {"flags":"1111"}
//
// board: ranks 8..1 separated by '/', a digit 1-8 for a run of empty squares; `P R N B Q K`
// White's pieces, `p r n b q k` Black's; `S U O C T L` / `s u o c t l` an immobilized pawn,
// rook, knight, bishop, queen, king (Bowser, K6); `I` / `i` an invisible queen (K4); objects
// `m` mushroom, `e` egg, `d` banana, `w` bomb (lower case only); `?` a marker, which belongs to
// the side not to move (an invisible queen and its marker always do, K4).
// turn: `w` | `b`. plies: the turns completed (0 or more, no leading zeros).
// json: `{"flags":"abcd"}`, a White's shell, b White's invisible move, c Black's shell, d
// Black's invisible move, `1` when still available (K4). Only when needed, after "flags":
// `"phase":"bonus"|"swap"|"drop:q"|"promote"` (the sub-phase of a turn: Daisy, King Boo,
// Toadette with the piece she brought, the promotion choice of K7), for "promote"
// `"resume":{"square":"e8","from":"e7","object":"banana","dropped":false,"lays":true}`
// (where the chain goes on after the choice; `object` only when there is one), and
// `"bowsered":["e4"]` (immobilized pieces the end of this turn keeps, K6, K12: struck by
// Bowser or turned to the mover by Luigi; only when there are some).
//
// The reader takes the JSON with any spacing and key order; the writer's is canonical. The
// site's copies break lines inside the string: callers join them into one clean line first.

import { chakart, parseSquare, squareName } from '../rules.ts';
import { CHAKART } from './game-value.ts';
import type { ChakartCell, ChakartObject, ChakartPhase, ChakartPosition, ChakartResume, Colour, PromotionPiece, Square } from '../rules.ts';
import { asciiUpper, isAsciiLower, otherColour } from '../letters.ts';
import { Cursor, formatBoardRanks, readBoardInto, readTurn, spaceThen, turnLetter, type BoardSpec, type Failure } from '../position-text.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import {
  PIECE_LETTERS,
  IMMOBILIZED_LETTERS,
  MARKER_LETTER,
  OBJECT_LETTERS,
  PROMOTION_PIECES,
  chakartPieceFromLetter,
  immobilizedFromLetter,
  objectFromLetter,
} from './letters.ts';
import { MAX_COUNTER } from '../limits.ts';

/** A board letter; a marker's colour is known only once the side to move is read. */
type BoardCell = Exclude<ChakartCell, null> | 'marker';

function cellFromLetter(c: string): BoardCell | undefined {
  if (c === MARKER_LETTER) return 'marker';
  const object = objectFromLetter(c);
  if (object !== undefined) return { type: 'object', object };
  // ASCII letters only: a case mapping of the whole of Unicode would read 'ı' as 'I'.
  const upper = asciiUpper(c);
  const colour: Colour = isAsciiLower(c) ? 'black' : 'white';
  if (!/^[A-Z]$/.test(upper)) return undefined;
  const kind = chakartPieceFromLetter(upper);
  if (kind !== undefined) return { type: 'piece', colour, kind };
  const immobilized = immobilizedFromLetter(upper);
  if (immobilized !== undefined) return { type: 'piece', colour, kind: immobilized, immobilized: true };
  if (upper === 'I') return { type: 'piece', colour, kind: 'queen', invisible: true };
  return undefined;
}

const BOARD: BoardSpec<BoardCell> = {
  size: 8,
  letter: cellFromLetter,
  hint: (c) =>
    c !== undefined && objectFromLetter(c.toLowerCase()) !== undefined
      ? `an object in lower case (m mushroom, e egg, d banana, w bomb)`
      : 'a piece (PRNBQK prnbqk, SUOCTL suoctl immobilized, Ii invisible queen), an object (m e d w), ? or a digit 1-8',
  rankLength: (rank, count) => `rank ${rank} has ${count} square${count === 1 ? '' : 's'}; a rank has 8`,
};

/** Reads a position string and checks it with the rules' `validate`. */
export function parsePosition(text: string): Result<ChakartPosition, TextError> {
  const cursor = new Cursor(text);
  const board: (BoardCell | null)[] = new Array(64).fill(null);
  const boardError = readBoardInto(cursor, BOARD, board);
  if (boardError) return boardError;

  const turn = spaceThen(cursor, 'the side to move', readTurn);
  if (typeof turn !== 'string') return turn;

  const plies = spaceThen(cursor, 'the number of turns played', readPlies);
  if (typeof plies !== 'number') return plies;

  const state = spaceThen(cursor, 'the JSON of powers, {"flags":"1111"}', readState);
  if ('ok' in state) return state;

  // K4: a marker belongs to the side that is not to move.
  const marker: ChakartCell = { type: 'marker', colour: otherColour(turn) };
  const cells = board.map((c) => (c === 'marker' ? marker : c));
  const position = chakart.makePosition(cells, { turn, plies, ...state });
  const problem = CHAKART.validate(position);
  if (problem !== undefined) return fail(1, undefined, problem);
  return ok(position);
}

/** The turns completed: 0 or more, without leading zeros. */
function readPlies(cursor: Cursor): number | Failure {
  const start = cursor.index;
  while (cursor.char !== undefined && cursor.char >= '0' && cursor.char <= '9') cursor.index++;
  if (cursor.index === start) return cursor.expected('the number of turns played (0 or more)');
  const digits = cursor.text.slice(start, cursor.index);
  if (digits.length > 1 && digits[0] === '0') return cursor.error(`the number of turns is written without leading zeros; found '${digits}'`, start);
  const value = Number(digits);
  if (value > MAX_COUNTER) return cursor.error(`the number of turns ${digits} is too large`, start);
  return value;
}

type State = Pick<ChakartPosition, 'powers' | 'phase' | 'bowsered'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a JSON value is small enough to quote whole in a message (a bounded walk: never deep). */
function quotable(value: unknown, depth: number = 0, seen: { nodes: number } = { nodes: 0 }): boolean {
  if (++seen.nodes > 12 || depth > 2) return false;
  if (typeof value === 'string') return value.length <= 40;
  if (Array.isArray(value)) return value.every((v) => quotable(v, depth + 1, seen));
  if (typeof value === 'object' && value !== null) return Object.values(value).every((v) => quotable(v, depth + 1, seen));
  return true;
}

/** A JSON value in a message: quoted when small, else said by its kind (`an array`, `a string of 900 characters`). */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number') return String(value);
  if (quotable(value)) return JSON.stringify(value);
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  return Array.isArray(value) ? 'an array' : 'an object';
}

const OBJECTS: readonly ChakartObject[] = ['mushroom', 'egg', 'banana', 'bomb'];

/** The JSON field: powers, and the extension's phase, resume and bowsered. */
function readState(cursor: Cursor): State | Failure {
  const start = cursor.index;
  const json = cursor.text.slice(start);
  if (cursor.char !== '{') return cursor.expected('the JSON of powers, {"flags":"1111"}');
  const end = cursor.text.trimEnd().length;
  if (end < cursor.text.length) return cursor.expected('the end of the position after the JSON of powers', end);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    const index = at ? start + Number(at[1]) : cursor.text.length;
    return cursor.error(`the JSON of powers is not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, '').replace(/^SyntaxError: /, '')}`, index);
  }
  // Where a key's value starts, for messages (the key itself when the value is not found).
  const at = (key: string): Failure['error']['column'] => {
    const found = new RegExp(`"${key}"\\s*:\\s*`).exec(json);
    return found ? start + found.index + found[0].length + 1 : start + 1;
  };
  const error = (key: string | undefined, message: string): Failure =>
    fail(1, key === undefined ? start + 1 : at(key), key === undefined ? message : `${key}: ${message}`);

  if (!isRecord(value)) return error(undefined, `expected a JSON object {"flags":"1111"}, found ${Array.isArray(value) ? 'an array' : shown(value)}`);
  for (const key of Object.keys(value)) {
    if (!['flags', 'phase', 'resume', 'bowsered'].includes(key)) {
      const found = json.indexOf(`"${key}"`);
      return fail(1, found < 0 ? start + 1 : start + found + 1, `unknown field "${key}"; expected flags, phase, resume or bowsered`);
    }
  }

  // K4: the once-per-game powers, 1 while still available.
  const flags = value['flags'];
  if (typeof flags !== 'string' || !/^[01]{4}$/.test(flags)) {
    return error(
      flags === undefined ? undefined : 'flags',
      `${flags === undefined ? 'flags: missing; expected' : 'expected'} four digits 0 or 1 (White's shell, White's invisible move, Black's shell, Black's invisible move), found ${shown(flags)}`,
    );
  }
  const powers = {
    white: { shell: flags[0] === '1', invisible: flags[1] === '1' },
    black: { shell: flags[2] === '1', invisible: flags[3] === '1' },
  };

  let phase: ChakartPhase = { kind: 'move' };
  const phaseText = value['phase'];
  if (phaseText !== undefined) {
    const drop = typeof phaseText === 'string' ? /^drop:([qrnbk])$/.exec(phaseText) : null;
    if (phaseText === 'bonus' || phaseText === 'swap') phase = { kind: phaseText };
    else if (drop !== null) phase = { kind: 'drop', piece: PROMOTION_PIECES[['q', 'r', 'n', 'b', 'k'].indexOf(drop[1] as string)] as PromotionPiece };
    else if (phaseText === 'promote') {
      const resume = readResume(value['resume']);
      if (typeof resume === 'string') return error('resume', resume);
      phase = { kind: 'promote', resume };
    } else {
      const hint = phaseText === 'move' ? ' (the main move is the default: leave the phase out)' : '';
      return error('phase', `expected "bonus", "swap", "drop:q" (r, n, b, k) or "promote", found ${shown(phaseText)}${hint}`);
    }
  }
  if (phase.kind !== 'promote' && value['resume'] !== undefined) return error('resume', 'only a pending promotion ("phase":"promote") has a resume');

  let bowsered: Square[] = [];
  const list = value['bowsered'];
  if (list !== undefined) {
    if (!Array.isArray(list) || list.length === 0) return error('bowsered', `expected a non-empty list of squares, found ${shown(list)} (leave it out when there are none)`);
    for (const name of list) {
      const square = typeof name === 'string' ? parseSquare(name) : undefined;
      if (square === undefined) return error('bowsered', `expected a square a1-h8, found ${shown(name)}`);
      if (bowsered.includes(square)) return error('bowsered', `${name} is listed twice`);
      bowsered = [...bowsered, square];
    }
  }
  return { powers, phase, bowsered };
}

/** `{"square":"e8","from":"e7","object":"banana","dropped":false,"lays":true}`, or what is wrong. */
function readResume(value: unknown): ChakartResume | string {
  if (value === undefined) return 'missing; a pending promotion says where its chain goes on';
  if (!isRecord(value)) return `expected an object {"square":…,"from":…,"dropped":…,"lays":…}, found ${shown(value)}`;
  for (const key of Object.keys(value)) {
    if (!['square', 'from', 'object', 'dropped', 'lays'].includes(key)) return `unknown field "${key}"`;
  }
  const square = typeof value['square'] === 'string' ? parseSquare(value['square']) : undefined;
  if (square === undefined) return `square: expected a square a1-h8, found ${shown(value['square'])}`;
  const from = typeof value['from'] === 'string' ? parseSquare(value['from']) : undefined;
  if (from === undefined) return `from: expected a square a1-h8, found ${shown(value['from'])}`;
  const object = value['object'];
  if (object !== undefined && !(OBJECTS as readonly unknown[]).includes(object)) return `object: expected "mushroom", "egg", "banana" or "bomb", found ${shown(object)}`;
  if (typeof value['dropped'] !== 'boolean') return `dropped: expected true or false, found ${shown(value['dropped'])}`;
  if (typeof value['lays'] !== 'boolean') return `lays: expected true or false, found ${shown(value['lays'])}`;
  return {
    square,
    ...(object !== undefined ? { object: object as ChakartObject } : {}),
    hopFrom: from,
    dropped: value['dropped'],
    lays: value['lays'],
  };
}

/** The letter of a cell on the board (undefined: empty). */
export function cellLetter(cell: ChakartCell): string | undefined {
  if (cell === null) return undefined;
  if (cell.type === 'object') return OBJECT_LETTERS[cell.object];
  if (cell.type === 'marker') return MARKER_LETTER;
  const letter = cell.invisible ? 'I' : cell.immobilized ? IMMOBILIZED_LETTERS[cell.kind] : PIECE_LETTERS[cell.kind];
  return cell.colour === 'white' ? letter : letter.toLowerCase();
}

const PHASE_LETTERS: Readonly<Record<PromotionPiece, string>> = { queen: 'q', rook: 'r', knight: 'n', bishop: 'b', king: 'k' };

/** The JSON field, keys in canonical order. */
function stateJson(position: ChakartPosition): string {
  const { white, black } = position.powers;
  const flags = [white.shell, white.invisible, black.shell, black.invisible].map((b) => (b ? '1' : '0')).join('');
  const json: Record<string, unknown> = { flags };
  const phase = position.phase;
  if (phase.kind === 'bonus' || phase.kind === 'swap' || phase.kind === 'promote') json['phase'] = phase.kind;
  if (phase.kind === 'drop') json['phase'] = `drop:${PHASE_LETTERS[phase.piece]}`;
  if (phase.kind === 'promote') {
    const r = phase.resume;
    json['resume'] = {
      square: squareName(r.square),
      from: squareName(r.hopFrom),
      ...(r.object !== undefined ? { object: r.object } : {}),
      dropped: r.dropped,
      lays: r.lays,
    };
  }
  if (position.bowsered.length > 0) json['bowsered'] = position.bowsered.map((s) => squareName(s));
  return JSON.stringify(json);
}

/** Writes the canonical position string. */
export function formatPosition(position: ChakartPosition): string {
  const board = formatBoardRanks(8, (square) => cellLetter(chakart.cellAt(position, square)));
  return [board, turnLetter(position.turn), String(position.plies), stateJson(position)].join(' ');
}
