// Shakti move text (canonical: one form per move):
//   a step to the first tile seen `d2d4` (a King's long move, a warrior's move, S3, S4),
//   a King's capture `d2xc3` (in check, on an adjacent tile, S3),
//   a warrior's jump `b2d4/c3` (to d4; the tile c3 is removed, S4),
//   the forced pass `pass` (S7).
// The reader also takes a jump without `/c3` (the line implies the tile) and a capture
// without `x`. It never decides legality itself: it matches against the game value's `legalMoves`,
// and when nothing matches it reads the position to say why.

import { shaktiRules } from './game-value.ts';
import type { Cell, ShaktiMove, ShaktiOptions, ShaktiPiece, ShaktiPosition } from '../rules.ts';
import { capturesPiece, colourWord } from '../letters.ts';
import { Cursor, readCellName } from '../position-text.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import { withOtherStyle } from '../other-style.ts';

/** Chakart's move text, with the piece letter (`Pe2-e4`): answered in Shakti's form. */
const PIECE_STYLE = { style: 'piece', games: 'Chakart', form: 'Shakti writes a move by its squares' } as const;
import { SHAKTI_SIZE, cellName, pieceWord } from './letters.ts';
import { adjacent, cellsAlong, directionTo, placeAfter, seenByKing, tilesAlong } from './lines.ts';

/** What the text says, before any position is consulted. */
export type MoveSyntax =
  | { readonly kind: 'move'; readonly from: Cell; readonly to: Cell; readonly capture: boolean; readonly removed?: Cell }
  | { readonly kind: 'pass' };

const MOVE_FORMS = 'a move (d2d4, d2xc3, b2d4/c3 or pass)';

/** Reads move text without a position: only its form. Errors are on line 1. */
export function parseMoveSyntax(text: string): Result<MoveSyntax, TextError> {
  const cursor = new Cursor(text);
  if (text === 'pass') return ok({ kind: 'pass' });
  if (text.length === 0) return cursor.expected(MOVE_FORMS);
  const from = readCellName(cursor, SHAKTI_SIZE);
  if (from === undefined) return cursor.expected(/^[a-z]/.test(text) && text.length > 1 ? 'a cell (a1-g7)' : MOVE_FORMS);
  let capture = false;
  if (cursor.char === 'x') {
    capture = true;
    cursor.index++;
  }
  const to = readCellName(cursor, SHAKTI_SIZE);
  if (to === undefined) return cursor.expected(capture ? 'a cell (a1-g7)' : "'x' or a cell (a1-g7)");
  let removed: Cell | undefined;
  if (cursor.char === '/') {
    cursor.index++;
    removed = readCellName(cursor, SHAKTI_SIZE);
    if (removed === undefined) return cursor.expected('the removed tile after / (a cell a1-g7)');
  }
  if (!cursor.atEnd) return cursor.expected(removed === undefined && !capture ? "'/' and the removed tile, or the end of the move" : 'the end of the move');
  return ok(removed === undefined ? { kind: 'move', from, to, capture } : { kind: 'move', from, to, capture, removed });
}

/** The canonical text of a move in the position it is played from. */
export function formatMove(position: ShaktiPosition, move: ShaktiMove): string {
  switch (move.kind) {
    case 'step':
      return cellName(move.from) + (capturesPiece(position, move.from, move.to) ? 'x' : '') + cellName(move.to);
    case 'jump':
      return `${cellName(move.from)}${cellName(move.to)}/${cellName(move.removed)}`;
    case 'pass':
      return 'pass';
  }
}

function matchesSyntax(position: ShaktiPosition, move: ShaktiMove, s: MoveSyntax): boolean {
  if (s.kind === 'pass') return move.kind === 'pass';
  if (move.kind === 'pass' || move.from !== s.from || move.to !== s.to) return false;
  if (s.capture && !capturesPiece(position, move.from, move.to)) return false;
  if (s.removed !== undefined) return move.kind === 'jump' && move.removed === s.removed;
  return true;
}

/**
 * Reads move text in a position: the form first, then the one legal move it names. A text
 * that names no legal move gets the reason (`b2b4 is not legal: …`).
 */
export function parseMove(position: ShaktiPosition, text: string, options: ShaktiOptions = {}): Result<ShaktiMove, TextError> {
  const syntax = parseMoveSyntax(text);
  if (!syntax.ok) return withOtherStyle(syntax, text, PIECE_STYLE, () => shaktiRules(options.warriorJump).legalMoves(position).map((m) => formatMove(position, m)));
  const legal = shaktiRules(options.warriorJump).legalMoves(position);
  const matches = legal.filter((m) => matchesSyntax(position, m, syntax.value));
  if (matches.length === 1) return ok(matches[0] as ShaktiMove);
  if (matches.length > 1) {
    // Cannot happen (one move per from, to), but a reader should say so rather than guess.
    return fail(1, undefined, `${text} is ambiguous: it could be ${matches.map((m) => formatMove(position, m)).join(' or ')}`);
  }
  return fail(1, undefined, whyNotLegal(position, legal, syntax.value, text, options));
}

const pieceWords = (piece: ShaktiPiece): string => `${colourWord(piece.colour)}'s ${pieceWord(piece.type)}`;

/** The reason a well-formed move text names no legal move. Reads the position; decides nothing. */
function whyNotLegal(position: ShaktiPosition, legal: readonly ShaktiMove[], s: MoveSyntax, text: string, options: ShaktiOptions): string {
  const notLegal = (reason: string) => `${text} is not legal: ${reason}`;
  const side = colourWord(position.turn);
  if (legal.length === 0) return notLegal(`${side} has no legal move`);
  const inCheck = shaktiRules().isCheck(position);
  if (s.kind === 'pass') {
    if (inCheck) return notLegal(`${side} is in check; a player passes only when not in check and without a move (S7)`);
    return notLegal(`${side} has a move; a player passes only when without one (S7)`);
  }
  if (legal.length === 1 && legal[0]?.kind === 'pass') return notLegal(`${side} has no move and must pass (S7)`);

  const from = cellName(s.from);
  const to = cellName(s.to);
  if (!position.tiles[s.from]) return notLegal(`there is no piece on ${from} (it is a hole)`);
  const piece = position.board[s.from];
  if (piece == null) return notLegal(`there is no piece on ${from}`);
  if (piece.colour !== position.turn) return notLegal(`the piece on ${from} is ${colourWord(piece.colour)}'s`);
  const word = pieceWord(piece.type);
  if (!position.tiles[s.to]) return notLegal(`${to} is a hole; all play is on the tiles (S2)`);
  const target = position.board[s.to];
  if (target != null && target.colour === piece.colour) return notLegal(`${to} holds ${pieceWords(target)}; a piece never takes its own side's pieces`);
  if (s.capture && target == null) return notLegal(`there is no piece to capture on ${to}`);
  const direction = directionTo(s.from, s.to);
  if (direction === undefined) return notLegal(`${to} is not on a rank, file or diagonal of ${from}`);
  const tiles = tilesAlong(position, s.from, direction);
  const first = tiles[0] as Cell;

  let move: ShaktiMove;
  if (piece.type === 'king') {
    if (s.removed !== undefined) return notLegal('only a warrior removes a tile');
    if (inCheck) {
      if (!adjacent(s.from, s.to)) return notLegal(`the King is in check and may only step to an adjacent tile (S3)`);
      if (target != null && target.type === 'king') return notLegal('a King never captures the other King');
    } else {
      if (target != null) return notLegal(`${to} holds ${pieceWords(target)}; a King not in check moves only to a vacant tile, and captures only in check (S3)`);
      if (first !== s.to) return notLegal(`the King moves only to the first tile it sees; toward ${to} that is ${cellName(first)} (S3)`);
    }
    move = { kind: 'step', from: s.from, to: s.to };
  } else if (s.to === first) {
    if (target != null) return notLegal(`${to} holds ${pieceWords(target)}; a warrior never captures (S4)`);
    if (s.removed !== undefined) return notLegal(`a warrior moving to the first tile it sees removes none; write ${from}${to}`);
    move = { kind: 'step', from: s.from, to: s.to };
  } else {
    const jumpTo = `the warrior cannot jump to ${to}`;
    const firstPiece = position.board[first];
    if (firstPiece != null) return notLegal(`${jumpTo}: the first tile it sees, ${cellName(first)}, is occupied (by ${pieceWords(firstPiece)}) (S4)`);
    let second: Cell | undefined;
    if ((options.warriorJump ?? 'seen') === 'adjacent') {
      const beyond = cellsAlong(first, direction)[0];
      if (beyond !== undefined && !position.tiles[beyond]) {
        return notLegal(`${jumpTo}: the cell beyond ${cellName(first)}, ${cellName(beyond)}, is a hole, and under warriorJump: adjacent the second tile must be the very next cell (S4)`);
      }
      second = beyond;
    } else {
      second = tiles[1];
    }
    if (second !== s.to) {
      const reach = second === undefined ? '' : `; toward ${to} that is ${cellName(second)}`;
      return notLegal(`a warrior reaches at most the second tile it sees${reach} (S4)`);
    }
    if (target != null) return notLegal(`${jumpTo}: the second tile is occupied (by ${pieceWords(target)}) (S4)`);
    if (s.removed !== undefined && s.removed !== first) {
      return notLegal(`the jump to ${to} removes ${cellName(first)}, not ${cellName(s.removed)}; write ${from}${to}/${cellName(first)}`);
    }
    move = { kind: 'jump', from: s.from, to: s.to, removed: first };
  }

  // The geometry allows it: the position after it is what the rules refuse (S6).
  const after = placeAfter(position, move);
  const seen = seenByKing(after, position.turn);
  const king = seen.find((p) => p.piece.type === 'king');
  if (king !== undefined) return notLegal('the move would leave the Kings seeing each other (S6)');
  const checker = seen.find((p) => p.piece.type === 'warrior');
  if (checker !== undefined) {
    const still = inCheck ? `${side}'s King is in check and the move does not end it` : `the move would leave ${side}'s King in check`;
    return notLegal(`${still} (the warrior on ${cellName(checker.cell)} sees it) (S6)`);
  }
  return notLegal(`the ${word} on ${from} cannot reach ${to}${inCheck ? ` (${side} is in check)` : ''}`);
}
