// Medea move text (canonical: one form per move, D5):
//   a man's step or a king's slide `c3d4`,
//   through the Transmitter `b2~h2` (`to` is the far chakra, D7), with a replacement capture
//   `b2~xh2` (D8),
//   a jump sequence with every landing square `d4xd6xf6` (D2-D4); for a move that several
//   paths make, the path the rules' `legalMoves` gives,
//   a chakra move `Ta2b3` (D6), the pass `pass` (D8).
// The reader also takes a capture written with only some of its landing squares, down to the
// start and end (`d4xf6`), when that names one move; else it lists the candidates. It takes
// any legal path's full text, and a replacement written without `x`. It never decides
// legality itself: it matches against `medea.capturePaths` and the rules' `legalMoves`, and when
// nothing matches it reads the position to say why.

import { medea, squareName } from '../rules.ts';
import { medeaRules } from './game-value.ts';
import type { MedeaMove, MedeaPiece, MedeaPosition, Square } from '../rules.ts';
import { colourWord } from '../letters.ts';
import { listOr } from '../jsonl.ts';
import { Cursor, readCellName } from '../position-text.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import { withOtherStyle } from '../other-style.ts';

/** Chakart's move text, with the piece letter (`Pe2-e4`): answered in Medea's form. */
const PIECE_STYLE = { style: 'piece', games: 'Chakart', form: 'Medea writes a move by its squares' } as const;
import { chakrasOf, medeaPieceWords } from './letters.ts';
import { forward, jumpTakes, kingStep, lineStep, rankDelta, squaresBetween } from './lines.ts';

/** What the text says, before any position is consulted. */
export type MoveSyntax =
  | { readonly kind: 'step'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'transmission'; readonly from: Square; readonly to: Square; readonly capture: boolean }
  | { readonly kind: 'capture'; readonly from: Square; readonly landings: readonly Square[] }
  | { readonly kind: 'chakra'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'pass' };

type Capture = MedeaMove & { readonly kind: 'capture' };

const MOVE_FORMS = 'a move (c3d4, d4xd6xf6, b2~h2, b2~xh2, Ta2b3 or pass)';
const SQUARE = 'a square (a1-h8)';

/** Reads move text without a position: only its form. Errors are on line 1. */
export function parseMoveSyntax(text: string): Result<MoveSyntax, TextError> {
  const cursor = new Cursor(text);
  const end = <T>(value: T): Result<T, TextError> => (cursor.atEnd ? ok(value) : cursor.expected('the end of the move'));
  if (text === 'pass') return ok({ kind: 'pass' });
  if (text.length === 0) return cursor.expected(MOVE_FORMS);
  if (text[0] === 'T') {
    cursor.index = 1;
    const from = readCellName(cursor, 8);
    if (from === undefined) return cursor.expected('the square of a chakra (a1-h8) after T');
    const to = readCellName(cursor, 8);
    if (to === undefined) return cursor.expected('the square the chakra moves to (a1-h8)');
    return end({ kind: 'chakra', from, to });
  }
  const from = readCellName(cursor, 8);
  if (from === undefined) return cursor.expected(/^[a-z]/.test(text) && text.length > 1 ? SQUARE : MOVE_FORMS);
  if (cursor.char === '~') {
    cursor.index++;
    const capture = text[cursor.index] === 'x';
    if (capture) cursor.index++;
    const to = readCellName(cursor, 8);
    if (to === undefined) return cursor.expected(capture ? 'the far chakra (a1-h8)' : "'x' or the far chakra (a1-h8)");
    return end({ kind: 'transmission', from, to, capture });
  }
  if (cursor.char !== 'x') {
    const to = readCellName(cursor, 8);
    if (to === undefined) return cursor.expected(`'x', '~' or ${SQUARE}`);
    return end({ kind: 'step', from, to });
  }
  const landings: Square[] = [];
  while (cursor.char === 'x') {
    cursor.index++;
    const landing = readCellName(cursor, 8);
    if (landing === undefined) return cursor.expected(`a landing square (a1-h8)`);
    landings.push(landing);
  }
  return cursor.atEnd ? ok({ kind: 'capture', from, landings }) : cursor.expected("'x' and a landing square, or the end of the move");
}

/** Whether a step ends on an enemy piece (a replacement capture, D8). */
function takesOnArrival(position: MedeaPosition, from: Square, to: Square): boolean {
  const mover = position.board[from];
  const target = position.board[to];
  return mover != null && target != null && target.colour !== mover.colour;
}

/** The text of a move as it is given (its own path), in the position it is played from. */
function moveText(position: MedeaPosition, move: MedeaMove): string {
  switch (move.kind) {
    case 'step':
      return move.via === undefined
        ? squareName(move.from) + squareName(move.to)
        : `${squareName(move.from)}~${takesOnArrival(position, move.from, move.to) ? 'x' : ''}${squareName(move.to)}`;
    case 'capture':
      return [move.from, ...(move.path.length > 0 ? move.path : [move.to])].map((s) => squareName(s)).join('x');
    case 'chakra':
      return `T${squareName(move.from)}${squareName(move.to)}`;
    case 'pass':
      return 'pass';
  }
}

/**
 * The legal move as the rules' `legalMoves` gives it (for a capture: its path, D5), or the move
 * itself when it is not legal.
 */
export function canonicalMove(position: MedeaPosition, move: MedeaMove): MedeaMove {
  const rules = medeaRules();
  return rules.legalMoves(position).find((m) => rules.sameMove(m, move)) ?? move;
}

/** The canonical text of a move in the position it is played from. */
export function formatMove(position: MedeaPosition, move: MedeaMove): string {
  return moveText(position, move.kind === 'capture' ? canonicalMove(position, move) : move);
}

/** Whether `part` appears in `whole` in the same order (not necessarily side by side). */
function inOrder(part: readonly Square[], whole: readonly Square[]): boolean {
  let i = 0;
  for (const s of whole) if (i < part.length && s === part[i]) i++;
  return i === part.length;
}

/** The legal moves whose paths a capture text names: its start, its end, landings in order. */
function captureMatches(position: MedeaPosition, legal: readonly MedeaMove[], from: Square, landings: readonly Square[]): MedeaMove[] {
  const to = landings[landings.length - 1];
  const between = landings.slice(0, -1);
  const paths = (medea.capturePaths(position) as Capture[]).filter(
    (p) => p.from === from && p.to === to && inOrder(between, p.path.slice(0, -1)),
  );
  const moves: MedeaMove[] = [];
  for (const path of paths) {
    const move = legal.find((m) => medeaRules().sameMove(m, path));
    if (move !== undefined && !moves.includes(move)) moves.push(move);
  }
  return moves;
}

function matches(position: MedeaPosition, legal: readonly MedeaMove[], s: MoveSyntax): MedeaMove[] {
  switch (s.kind) {
    case 'pass':
      return legal.filter((m) => m.kind === 'pass');
    case 'chakra':
      return legal.filter((m) => m.kind === 'chakra' && m.from === s.from && m.to === s.to);
    case 'step':
      return legal.filter((m) => m.kind === 'step' && m.via === undefined && m.from === s.from && m.to === s.to);
    case 'transmission':
      return legal.filter(
        (m) => m.kind === 'step' && m.via !== undefined && m.from === s.from && m.to === s.to && (!s.capture || takesOnArrival(position, m.from, m.to)),
      );
    case 'capture':
      return captureMatches(position, legal, s.from, s.landings);
  }
}

/**
 * Reads move text in a position: the form first, then the one legal move it names (as
 * the rules' `legalMoves` gives it). A text that names several gets the candidates
 * (`d4xf6 is ambiguous: …`), one that names none the reason (`c3d4 is not legal: …`).
 */
export function parseMove(position: MedeaPosition, text: string): Result<MedeaMove, TextError> {
  const syntax = parseMoveSyntax(text);
  if (!syntax.ok) return withOtherStyle(syntax, text, PIECE_STYLE, () => medeaRules().legalMoves(position).map((m) => formatMove(position, m)));
  const legal = medeaRules().legalMoves(position);
  const found = matches(position, legal, syntax.value);
  if (found.length === 1) return ok(found[0] as MedeaMove);
  if (found.length > 1) {
    const texts = found.map((m) => formatMove(position, m));
    return fail(1, undefined, `${text} is ambiguous: ${listOr(texts)} capture different pieces`);
  }
  return fail(1, undefined, `${text} is not legal: ${whyNotLegal(position, legal, syntax.value)}`);
}

// ---------------------------------------------------------------------------------------------
// Why a well-formed text names no legal move. Reads the position; decides nothing.

/** How many pieces a legal move takes: jumps, or one by replacement (D8). */
function takes(position: MedeaPosition, move: MedeaMove): number {
  if (move.kind === 'capture') return move.captured.length;
  if (move.kind === 'step' && move.via !== undefined && takesOnArrival(position, move.from, move.to)) return 1;
  return 0;
}

const few = (texts: readonly string[]): string => (texts.length > 4 ? `${texts.slice(0, 4).join(', ')}, …` : listOr(texts));

function whyNotLegal(position: MedeaPosition, legal: readonly MedeaMove[], s: MoveSyntax): string {
  const side = colourWord(position.turn);
  if (legal.length === 0) return `${side} has no legal move (D9)`;
  const captures = legal.filter((m) => takes(position, m) > 0);
  const most = captures.reduce((n, m) => Math.max(n, takes(position, m)), 0);
  const compulsory = `capture is compulsory: ${side} must take, with ${few(captures.map((m) => formatMove(position, m)))} (D4)`;

  if (s.kind === 'pass') {
    if (captures.length > 0) return compulsory;
    return `${side} has no piece on a chakra that could enter the other, vacant one; there is nothing to pass with (D8)`;
  }
  if (s.kind === 'chakra') return whyNotChakra(position, s.from, s.to, captures.length > 0 ? compulsory : undefined);

  const from = squareName(s.from);
  const piece = position.board[s.from];
  if (piece == null) return `there is no piece on ${from}`;
  if (piece.colour !== position.turn) return `the piece on ${from} is ${colourWord(piece.colour)}'s`;

  if (s.kind === 'capture') return whyNotCapture(position, legal, piece, s.from, s.landings, most, captures.length > 0 ? compulsory : undefined);

  // A step, or a step through the Transmitter.
  const own = chakrasOf(position.chakras, position.turn);
  if (s.kind === 'transmission') {
    const replacement = takesOnArrival(position, s.from, s.to);
    if (!own.includes(s.to)) return `${squareName(s.to)} is not one of ${side}'s chakras; write the far chakra after '~' (D7)`;
    if (replacement && most >= 2) return `the majority rule requires taking ${most} pieces; a replacement takes one (D4, D8)`;
    if (!replacement && captures.length > 0) return compulsory;
    const near = own.find((c) => c !== s.to) as Square;
    const nearName = squareName(near);
    const target = position.board[s.to];
    if (position.board[near] != null) return `${side}'s chakra ${nearName} is not vacant, so nothing is transmitted from it (D7)`;
    const reach = whyNotArrive(position, piece, s.from, near);
    if (reach !== undefined) return `to be transmitted to ${squareName(s.to)} the ${piece.type} must enter ${nearName}, and ${reach}`;
    if (target != null && target.colour === piece.colour) return `${squareName(s.to)} holds ${medeaPieceWords(target)}, so the ${piece.type} stays on ${nearName} (D7); write ${from}${nearName}`;
    if (s.capture && target == null) return `there is no piece to take on ${squareName(s.to)}`;
    return `the ${piece.type} on ${from} cannot be transmitted to ${squareName(s.to)}`;
  }

  if (captures.length > 0) return compulsory;
  const target = position.board[s.to];
  if (target != null) {
    if (target.colour === piece.colour) return `${squareName(s.to)} holds ${medeaPieceWords(target)}`;
    return `${squareName(s.to)} holds ${medeaPieceWords(target)}; a piece takes only by leaping over it (D2, D3)`;
  }
  const reach = whyNotArrive(position, piece, s.from, s.to);
  if (reach !== undefined) return reach;
  if (own.includes(s.from) && own.includes(s.to) && legal.some((m) => m.kind === 'pass')) {
    return `a piece on its own chakra that enters the other one comes straight back: that is the pass (D8); write pass`;
  }
  const sent = legal.find((m) => m.kind === 'step' && m.from === s.from && m.via === s.to);
  if (sent !== undefined) return `a piece entering its own vacant chakra ${squareName(s.to)} is sent on to the far one (D7); write ${formatMove(position, sent)}`;
  return `the ${piece.type} on ${from} cannot move to ${squareName(s.to)}`;
}

/** Why a man's step or a king's slide cannot reach an empty square; undefined if it can. */
function whyNotArrive(position: MedeaPosition, piece: MedeaPiece, from: Square, to: Square): string | undefined {
  const target = squareName(to);
  const line = lineStep(from, to);
  if (piece.type === 'man') {
    if (!kingStep(from, to)) return 'a man steps one square (D2)';
    if (rankDelta(from, to) !== forward(piece.colour)) return 'a man steps only forward, straight or diagonally (D2)';
    if (position.board[to] != null) return `${target} holds ${medeaPieceWords(position.board[to]!)}`;
    return undefined;
  }
  if (line === undefined) return `${target} is not on a rank, file or diagonal of ${squareName(from)}`;
  const blocker = squaresBetween(from, to).find((s) => position.board[s] != null);
  if (blocker !== undefined) return `the king's way to ${target} is blocked by ${medeaPieceWords(position.board[blocker]!)} on ${squareName(blocker)} (D3)`;
  if (position.board[to] != null) return `${target} holds ${medeaPieceWords(position.board[to]!)}`;
  return undefined;
}

function whyNotCapture(
  position: MedeaPosition,
  legal: readonly MedeaMove[],
  piece: MedeaPiece,
  from: Square,
  landings: readonly Square[],
  most: number,
  compulsory: string | undefined,
): string {
  // The text read as consecutive jumps: the first that takes nothing is the reason.
  const taken: Square[] = [];
  let at = from;
  let problem: string | undefined;
  for (const landing of landings) {
    const jump = jumpTakes(position, piece.type, piece.colour, from, taken, at, landing);
    if ('problem' in jump) {
      problem = jump.problem;
      break;
    }
    taken.push(jump.taken);
    at = landing;
  }
  if (problem === undefined && taken.length < most) {
    return `the majority rule requires taking ${most} pieces; this capture takes ${taken.length} (D4)`;
  }
  const to = landings[landings.length - 1] as Square;
  const replacement = landings.length === 1 ? legal.find((m) => m.kind === 'step' && m.via !== undefined && m.from === from && m.to === to) : undefined;
  if (replacement !== undefined) return `a capture by replacement is written through the Transmitter: ${formatMove(position, replacement)} (D8)`;
  const own = legal.filter((m) => m.kind === 'capture' && m.from === from).map((m) => formatMove(position, m));
  if (own.length > 0) {
    const by = landings.length > 1 ? ` goes by ${listAnd(landings.slice(0, -1).map((s) => squareName(s)))} and` : '';
    return `no capture by the ${piece.type} on ${squareName(from)}${by} ends on ${squareName(to)}; it can take with ${few(own)}`;
  }
  if (problem !== undefined) return compulsory === undefined ? problem : `${problem}; ${compulsory}`;
  if (compulsory === undefined) return `${colourWord(position.turn)} has no capture`;
  return `the ${piece.type} on ${squareName(from)} has no legal capture; ${compulsory}`;
}

const listAnd = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

function whyNotChakra(position: MedeaPosition, from: Square, to: Square, compulsory: string | undefined): string {
  const side = colourWord(position.turn);
  const owner = position.chakras[from];
  if (owner == null) return `there is no chakra on ${squareName(from)}`;
  if (owner !== position.turn) return `the chakra on ${squareName(from)} is ${colourWord(owner)}'s; a player moves only his own (D6)`;
  if (compulsory !== undefined) return `${compulsory}; a chakra never moves while a capture is available (D6)`;
  const onIt = position.board[from];
  if (onIt != null) return `${side}'s chakra on ${squareName(from)} holds ${medeaPieceWords(onIt)}; a chakra moves only when vacant (D6)`;
  if (!kingStep(from, to)) return 'a chakra moves one king step (D6)';
  const target = position.board[to];
  if (target != null) return `${squareName(to)} holds ${medeaPieceWords(target)}; a chakra moves only onto a square with no piece and no chakra (D6)`;
  if (position.chakras[to] != null) return `${squareName(to)} holds a chakra; a chakra moves only onto a square with no piece and no chakra (D6)`;
  return `the chakra on ${squareName(from)} cannot move to ${squareName(to)}`;
}
