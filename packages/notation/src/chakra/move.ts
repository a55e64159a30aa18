// Move text (canonical: one form per move, ruling C16):
//   piece move `e2e3`, capture `d1xd7`, promotion `e7e8=Q` (Q S M N C),
//   through the Transmitter `b1~h2`, `c3~xf7`, `c3~f8=Q` (`to` is the far chakra, C8),
//   chakra move `Ta2b4`, with a flip after it `Ta2b4*`, flip in place `Ta2*` (C5, C6),
//   pass `pass` (C9).
// The reader also takes a capture written without `x`, and `~` where the direct form is
// canonical. It never decides legality itself: it matches against the game value's `legalMoves`.

import { squareName } from '../rules.ts';
import { chakraRules } from './game-value.ts';
import type { ChakraMove, ChakraPiece, ChakraPosition, PromotionType, Ruleset, Square } from '../rules.ts';
import { capturesPiece, colourWord } from '../letters.ts';
import { PIECE_LETTERS, PROMOTION_TYPES, lastRank } from './letters.ts';
import { fail, found, ok, type Result, type TextError } from '../result.ts';
import { withOtherStyle } from '../other-style.ts';

/** Chakart's move text, with the piece letter (`Pe2-e4`): answered in Chakra's form. */
const PIECE_STYLE = { style: 'piece', games: 'Chakart', form: 'Chakra writes a move by its squares' } as const;

/** What the text says, before any position is consulted. */
export type MoveSyntax =
  | {
      readonly kind: 'piece';
      readonly from: Square;
      readonly to: Square;
      readonly through: boolean;
      readonly capture: boolean;
      readonly promotion?: PromotionType;
    }
  | { readonly kind: 'chakra'; readonly from: Square; readonly to: Square; readonly flip: boolean }
  | { readonly kind: 'flip'; readonly square: Square }
  | { readonly kind: 'pass' };

const PROMOTION_BY_LETTER: ReadonlyMap<string, PromotionType> = new Map(
  PROMOTION_TYPES.map((type) => [PIECE_LETTERS[type], type] as const),
);

const MOVE_FORMS = 'a move (e2e3, d1xd7, e7e8=Q, b1~h2, Ta2b4, Ta2b4*, Ta2* or pass)';

/** Reads move text without a position: only its form. Errors are on line 1. */
export function parseMoveSyntax(text: string): Result<MoveSyntax, TextError> {
  let i = 0;
  const err = (what: string, at: number = i) => fail(1, at + 1, `expected ${what}, found ${found(text, at)}`);
  const square = (): Square | undefined => {
    const f = text.charCodeAt(i) - 97;
    const r = text.charCodeAt(i + 1) - 49;
    if (!(f >= 0 && f < 8 && r >= 0 && r < 8)) return undefined;
    i += 2;
    return r * 8 + f;
  };
  const end = <T>(value: T): Result<T, TextError> => (i < text.length ? err('the end of the move') : ok(value));

  if (text === 'pass') return ok({ kind: 'pass' });
  if (text.length === 0) return err(MOVE_FORMS);

  if (text[0] === 'T') {
    i = 1;
    const from = square();
    if (from === undefined) return err('the square of a chakra (a1-h8) after T');
    if (text[i] === '*') {
      i++;
      return end({ kind: 'flip', square: from });
    }
    const to = square();
    if (to === undefined) return err("the square the chakra moves to, or '*' to flip it in place");
    let flip = false;
    if (text[i] === '*') {
      flip = true;
      i++;
    }
    return end({ kind: 'chakra', from, to, flip });
  }

  const from = square();
  if (from === undefined) return err(i === 0 && /^[a-z]/.test(text) && text.length > 1 ? 'a square (a1-h8)' : MOVE_FORMS);
  let through = false;
  let capture = false;
  if (text[i] === '~') {
    through = true;
    i++;
  }
  if (text[i] === 'x') {
    capture = true;
    i++;
  }
  const toAt = i;
  const to = square();
  if (to === undefined) {
    const options = through ? (capture ? 'a square' : "'x' or a square") : capture ? 'a square' : "'~', 'x' or a square";
    return err(options, toAt);
  }
  if (text[i] !== '=') return end({ kind: 'piece', from, to, through, capture });
  i++;
  const promotion = PROMOTION_BY_LETTER.get(text[i] ?? '');
  if (promotion === undefined) return err('a promotion letter (Q, S, M, N or C)');
  i++;
  return end({ kind: 'piece', from, to, through, capture, promotion });
}

/** The canonical text of a move in the position it is played from. */
export function formatMove(position: ChakraPosition, move: ChakraMove): string {
  switch (move.kind) {
    case 'piece':
      return (
        squareName(move.from) +
        (move.via !== undefined ? '~' : '') +
        (capturesPiece(position, move.from, move.to) ? 'x' : '') +
        squareName(move.to) +
        (move.promotion !== undefined ? `=${PIECE_LETTERS[move.promotion]}` : '')
      );
    case 'chakra':
      return `T${squareName(move.from)}${squareName(move.to)}${move.flip ? '*' : ''}`;
    case 'flip':
      return `T${squareName(move.square)}*`;
    case 'pass':
      return 'pass';
  }
}

/**
 * Reads move text in a position: the form first, then the one legal move it names. A text
 * that names no legal move gets the reason (`e2e4 is not legal: there is no piece on e2`).
 */
export function parseMove(position: ChakraPosition, text: string, ruleset: Ruleset = 'current'): Result<ChakraMove, TextError> {
  const syntax = parseMoveSyntax(text);
  if (!syntax.ok) return withOtherStyle(syntax, text, PIECE_STYLE, () => chakraRules(ruleset).legalMoves(position).map((m) => formatMove(position, m)));
  const rules = chakraRules(ruleset);
  const s = syntax.value;
  // The one legal move with the text's squares (C16: a move is its kind, squares, promotion and
  // face), checked alone: no other legal move can match the text. Only a text that names no
  // legal move reads the whole list, for the reason.
  const named = rules.legalMove(position, namedMove(s));
  if (named !== undefined && matchesSyntax(position, named, s)) return ok(named);
  const legal = rules.legalMoves(position);
  const matches = legal.filter((m) => matchesSyntax(position, m, s));
  if (matches.length === 1) return ok(matches[0] as ChakraMove);
  if (matches.length > 1) {
    const texts = matches.map((m) => formatMove(position, m));
    return fail(1, undefined, `${text} is ambiguous: it could be ${listOr(texts)}`);
  }
  return fail(1, undefined, whyNotLegal(position, legal, s, text, ruleset));
}

/** The move the text names, as far as C16 tells moves apart (a pass is one move, wherever it is). */
function namedMove(s: MoveSyntax): ChakraMove {
  switch (s.kind) {
    case 'piece':
      return s.promotion === undefined ? { kind: 'piece', from: s.from, to: s.to } : { kind: 'piece', from: s.from, to: s.to, promotion: s.promotion };
    case 'chakra':
      return { kind: 'chakra', from: s.from, to: s.to, flip: s.flip };
    case 'flip':
      return { kind: 'flip', square: s.square };
    case 'pass':
      return { kind: 'pass', square: 0, via: 0 };
  }
}

function matchesSyntax(position: ChakraPosition, move: ChakraMove, s: MoveSyntax): boolean {
  switch (s.kind) {
    case 'piece':
      return (
        move.kind === 'piece' &&
        move.from === s.from &&
        move.to === s.to &&
        move.promotion === s.promotion &&
        (!s.capture || capturesPiece(position, move.from, move.to)) &&
        (s.through || move.via === undefined)
      );
    case 'chakra':
      return move.kind === 'chakra' && move.from === s.from && move.to === s.to && move.flip === s.flip;
    case 'flip':
      return move.kind === 'flip' && move.square === s.square;
    case 'pass':
      return move.kind === 'pass';
  }
}

const listOr = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const listAnd = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const pieceWords = (piece: ChakraPiece): string => `${colourWord(piece.colour)}'s ${piece.type}`;

function poolDescription(position: ChakraPosition): string {
  const side = colourWord(position.turn);
  const pool = position.pools[position.turn];
  const held = PROMOTION_TYPES.filter((type) => pool[type] > 0);
  if (held.length === 0) return `${side}'s pool is empty`;
  return `${side}'s pool holds only ${listAnd(held.map((t) => (pool[t] > 1 ? `${pool[t]} ${t}s` : `a ${t}`)))}`;
}

/** The reason a well-formed move text names no legal move. Reads the position; decides nothing. */
function whyNotLegal(position: ChakraPosition, legal: readonly ChakraMove[], s: MoveSyntax, text: string, ruleset: Ruleset): string {
  const notLegal = (reason: string) => `${text} is not legal: ${reason}`;
  const side = colourWord(position.turn);
  if (legal.length === 0) return notLegal(`${side} has no legal move`);
  const checkNote = chakraRules(ruleset).isCheck(position) ? ` (${side} is in check)` : '';

  if (s.kind === 'pass') {
    return notLegal(
      `a pass needs a piece of ${side}'s on one of its chakras that could move onto the other, vacant one${checkNote}`,
    );
  }

  if (s.kind === 'chakra' || s.kind === 'flip') {
    const from = s.kind === 'flip' ? s.square : s.from;
    const name = squareName(from);
    const marker = position.chakras[from];
    if (marker == null) {
      const piece = position.board[from];
      const hint = piece == null ? '' : ` (${pieceWords(piece)} stands there; a piece move has no T)`;
      return notLegal(`there is no chakra on ${name}${hint}`);
    }
    if (marker.owner !== position.turn) return notLegal(`the chakra on ${name} is ${colourWord(marker.owner)}'s`);
    if (position.board[from] != null) {
      const act = s.kind === 'flip' ? 'may be flipped' : 'moves';
      return notLegal(`the chakra on ${name} is not vacant (${pieceWords(position.board[from] as ChakraPiece)} stands on it); only a vacant chakra ${act}`);
    }
    if (s.kind === 'flip') return notLegal(`the chakra on ${name} cannot be flipped now${checkNote}`);
    const target = squareName(s.to);
    if (position.board[s.to] != null || position.chakras[s.to] != null) {
      return notLegal(`${target} is not free; a chakra moves only onto a square with no piece and no chakra`);
    }
    const geometry = marker.face === 'knight' ? 'knight face up, it moves as a knight' : 'king face up, it moves as a king';
    return notLegal(`the chakra on ${name} cannot reach ${target} (${geometry})${checkNote}`);
  }

  const fromName = squareName(s.from);
  const toName = squareName(s.to);
  const piece = position.board[s.from];
  if (piece == null) {
    const marker = position.chakras[s.from];
    const hint = marker != null && marker.owner === position.turn ? `; a chakra move is written T${fromName}…` : '';
    return notLegal(`there is no piece on ${fromName}${hint}`);
  }
  if (piece.colour !== position.turn) return notLegal(`the piece on ${fromName} is ${colourWord(piece.colour)}'s`);
  const target = position.board[s.to];
  if (target != null && target.colour === piece.colour) {
    return notLegal(`${toName} holds ${pieceWords(target)}; a piece never takes its own side's pieces`);
  }
  if (s.capture && target == null) return notLegal(`there is no piece to capture on ${toName}`);

  if (s.promotion !== undefined) {
    if (piece.type !== 'pawn') return notLegal(`only a pawn promotes, and the piece on ${fromName} is a ${piece.type}`);
    if (Math.floor(s.to / 8) !== lastRank(piece.colour)) return notLegal(`a pawn promotes only on its last rank`);
    if (position.pools[position.turn][s.promotion] === 0) {
      return notLegal(`a pawn may only promote to a piece its side has lost; ${poolDescription(position)}`);
    }
  }

  // The same squares, written another way: a missing promotion or a missing `~`.
  const sameSquares = legal.filter((m) => m.kind === 'piece' && m.from === s.from && m.to === s.to);
  if (s.promotion === undefined) {
    const promotions = sameSquares.filter((m) => m.kind === 'piece' && m.promotion !== undefined);
    if (promotions.length > 0) {
      const texts = promotions.map((m) => formatMove(position, m));
      return promotions.length === 1
        ? `${text} is not complete: a pawn reaching its last rank promotes; write ${texts[0]}`
        : `${text} is ambiguous: a pawn reaching its last rank promotes; write ${listOr(texts)}`;
    }
  }
  const transmitted = sameSquares.filter((m) => m.kind === 'piece' && m.via !== undefined && m.promotion === s.promotion);
  if (!s.through && transmitted.length > 0) {
    const texts = transmitted.map((m) => formatMove(position, m));
    return notLegal(`the ${piece.type} reaches ${toName} only through the Transmitter; write ${listOr(texts)}`);
  }
  const sentOn = legal.filter((m) => m.kind === 'piece' && m.from === s.from && m.via === s.to && m.promotion === s.promotion);
  if (sentOn.length > 0) {
    const texts = sentOn.map((m) => formatMove(position, m));
    const far = sentOn[0]?.kind === 'piece' ? squareName(sentOn[0].to) : '';
    return notLegal(`the ${piece.type} entering ${side}'s chakra on ${toName} is sent on to ${far}; write ${listOr(texts)}`);
  }
  if (piece.type === 'pawn' && Math.floor(s.to / 8) === lastRank(piece.colour)) {
    const pool = position.pools[position.turn];
    if (PROMOTION_TYPES.every((t) => pool[t] === 0)) {
      return notLegal(`a pawn may only promote to a piece its side has lost; ${poolDescription(position)}`);
    }
  }
  return notLegal(`the ${piece.type} on ${fromName} cannot reach ${toName}${checkNote}`);
}
