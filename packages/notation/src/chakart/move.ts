// Chakart move text: a decision of the side to move, and the random outcomes it drew (G4).
//
// Decisions (canonical form; the piece letter is upper case for both sides, 004:131):
//   a piece move `Pe2-e4`, `Ng1-f3`, with `x` for `-` when the target holds a piece or an
//   object (`Pf3xe4`, `Rf8xf6`); a pawn reaching its last rank names its piece, `Pe7-e8=Q` (K7);
//   the queen's invisible move `Qd1~d5` (K4); the king's shell `Ke1^e7`, `to` the square hit
//   (K4); `pass` (K2: only with no move); King Boo's swap `c1<>e8`, lower square first; a drop
//   `Q@e5`, the letter of the piece Toadette brought; a promotion choice `=Q` (K6, K7).
// The reader takes `-` and `x` either way, and a swap's squares in either order.
//
// Outcomes: `push:n` (n s e w ne nw se sw, K5), `egg:kingboo` (koopa toadette chomp daisy
// bowser luigi waluigi, K6), `colour:g8` (the piece Luigi or Waluigi turns), `toadette:q`
// (q r n b k: the piece Toadette brings), `lay:g7` (where a rook's banana or a bishop's bomb
// lands, K4).
//
// The reader never decides legality itself: it matches the rules' `isLegal`, and when the
// decision is not legal it reads the position to say why.

import { chakart, parseSquare, squareName } from '../rules.ts';
import { CHAKART } from './game-value.ts';
import type { ChakartCell, ChakartDecision, ChakartOutcome, ChakartPosition, Direction, EggOutcome, PromotionPiece, Square } from '../rules.ts';
import { colourWord } from '../letters.ts';
import { listOr } from '../jsonl.ts';
import { Cursor } from '../position-text.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import { withOtherStyle } from '../other-style.ts';

/** Move text of Chakra, Shakti and Medea, by its squares alone (`e2e4`): answered in Chakart's form. */
const SQUARES_STYLE = { style: 'squares', games: 'Chakra, Shakti and Medea', form: "Chakart names the piece and joins the squares with '-' or 'x'" } as const;
import { aWord, PIECE_LETTERS, chakartPieceFromLetter, DIRECTIONS, EGG_OUTCOME_NAMES, isPromotionPiece, PROMOTION_PIECES, whose } from './letters.ts';

/** What decision text says, before any position is consulted. */
export type MoveSyntax =
  | { readonly kind: 'move'; readonly piece: string; readonly from: Square; readonly to: Square; readonly promotion?: PromotionPiece }
  | { readonly kind: 'invisible'; readonly piece: string; readonly from: Square; readonly to: Square }
  | { readonly kind: 'shell'; readonly piece: string; readonly from: Square; readonly to: Square }
  | { readonly kind: 'pass' }
  | { readonly kind: 'swap'; readonly a: Square; readonly b: Square }
  | { readonly kind: 'drop'; readonly piece: PromotionPiece; readonly to: Square }
  | { readonly kind: 'promote'; readonly piece: PromotionPiece };

const FORMS = 'a decision (Pe2-e4, Pf3xe4, Pe7-e8=Q, Qd1~d5, Ke1^e7, pass, c1<>e8, Q@e5 or =Q)';
const PROMOTION_LETTERS = 'Q, R, N, B or K';

function readSquare(cursor: Cursor): Square | undefined {
  const square = parseSquare(cursor.text.slice(cursor.index, cursor.index + 2));
  if (square !== undefined) cursor.index += 2;
  return square;
}

function readPromotionLetter(cursor: Cursor): PromotionPiece | undefined {
  const kind = chakartPieceFromLetter(cursor.char ?? '');
  if (!isPromotionPiece(kind)) return undefined;
  cursor.index++;
  return kind;
}

/** Reads decision text without a position: only its form. Errors are on line 1. */
export function parseMoveSyntax(text: string): Result<MoveSyntax, TextError> {
  const cursor = new Cursor(text);
  const end = <T>(value: T): Result<T, TextError> => (cursor.atEnd ? ok(value) : cursor.expected('the end of the decision'));
  if (text === 'pass') return ok({ kind: 'pass' });
  if (text.length === 0) return cursor.expected(FORMS);

  // =Q: the promotion choice (K7).
  if (cursor.char === '=') {
    cursor.index++;
    const piece = readPromotionLetter(cursor);
    if (piece === undefined) return cursor.expected(`the piece the pawn becomes (${PROMOTION_LETTERS})`);
    return end({ kind: 'promote', piece });
  }

  // c1<>e8: King Boo's swap (K6).
  const first = readSquare(cursor);
  if (first !== undefined) {
    if (text.slice(cursor.index, cursor.index + 2) !== '<>') return cursor.expected("'<>' and the other square of a swap (c1<>e8)");
    cursor.index += 2;
    const second = readSquare(cursor);
    if (second === undefined) return cursor.expected('the other square of the swap (a1-h8)');
    if (second === first) return cursor.error(`a swap names two different squares; both are ${squareName(first)}`, cursor.index - 2);
    return end({ kind: 'swap', a: Math.min(first, second), b: Math.max(first, second) });
  }

  const letter = cursor.char as string;
  const kind = chakartPieceFromLetter(letter);
  if (kind === undefined) {
    if (chakartPieceFromLetter(letter.toUpperCase()) !== undefined && (parseSquare(text.slice(1, 3)) !== undefined || text[1] === '@')) {
      return cursor.error(`piece letters in move text are upper case for both sides; write '${letter.toUpperCase()}'`);
    }
    return cursor.expected(FORMS);
  }
  cursor.index++;

  // Q@e5: Toadette's drop (K6).
  if (cursor.char === '@') {
    if (!isPromotionPiece(kind)) return cursor.error(`Toadette brings a queen, rook, knight, bishop or king (${PROMOTION_LETTERS}), not a pawn`, 0);
    cursor.index++;
    const to = readSquare(cursor);
    if (to === undefined) return cursor.expected('the square of the drop (a1-h8)');
    return end({ kind: 'drop', piece: kind, to });
  }

  const from = readSquare(cursor);
  if (from === undefined) return cursor.expected("a square (a1-h8) after the piece letter, or '@' for a drop");
  const mark = cursor.char;
  if (mark !== '-' && mark !== 'x' && mark !== '~' && mark !== '^') return cursor.expected("'-' or 'x' (a move), '~' (an invisible move) or '^' (a shell)");
  cursor.index++;
  const to = readSquare(cursor);
  if (to === undefined) return cursor.expected('the square the decision goes to (a1-h8)');
  if (mark === '~') return end({ kind: 'invisible', piece: letter, from, to });
  if (mark === '^') return end({ kind: 'shell', piece: letter, from, to });
  if (cursor.char === '=') {
    cursor.index++;
    const promotion = readPromotionLetter(cursor);
    if (promotion === undefined) return cursor.expected(`the piece the pawn becomes (${PROMOTION_LETTERS})`);
    return end({ kind: 'move', piece: letter, from, to, promotion });
  }
  return end({ kind: 'move', piece: letter, from, to });
}

const letterOf = (kind: keyof typeof PIECE_LETTERS): string => PIECE_LETTERS[kind];

/** Whether a move onto `to` takes something there: a piece (also an invisible queen) or an object. */
const takesThere = (position: ChakartPosition, to: Square): boolean => {
  const cell = chakart.cellAt(position, to);
  return cell !== null && cell.type !== 'marker';
};

/** The canonical text of a decision in the position it is decided in. */
export function formatMove(position: ChakartPosition, decision: ChakartDecision): string {
  const pieceLetter = (square: Square): string => {
    const cell = chakart.cellAt(position, square);
    return cell !== null && cell.type === 'piece' ? letterOf(cell.kind) : 'P';
  };
  switch (decision.kind) {
    case 'move': {
      const mark = takesThere(position, decision.to) ? 'x' : '-';
      const promotion = decision.promotion !== undefined ? `=${letterOf(decision.promotion)}` : '';
      return `${pieceLetter(decision.from)}${squareName(decision.from)}${mark}${squareName(decision.to)}${promotion}`;
    }
    case 'invisible':
      return `${pieceLetter(decision.from)}${squareName(decision.from)}~${squareName(decision.to)}`;
    case 'shell':
      return `${pieceLetter(decision.from)}${squareName(decision.from)}^${squareName(decision.to)}`;
    case 'pass':
      return 'pass';
    case 'swap':
      return `${squareName(Math.min(decision.a, decision.b))}<>${squareName(Math.max(decision.a, decision.b))}`;
    case 'drop': {
      // The piece is the one Toadette brought (the position's phase).
      const phase = position.phase;
      return `${phase.kind === 'drop' ? letterOf(phase.piece) : 'Q'}@${squareName(decision.to)}`;
    }
    case 'promote':
      return `=${letterOf(decision.piece)}`;
  }
}

/** The decision the syntax names (before legality). */
function decisionOf(syntax: MoveSyntax): ChakartDecision {
  switch (syntax.kind) {
    case 'move':
      return syntax.promotion !== undefined
        ? { kind: 'move', from: syntax.from, to: syntax.to, promotion: syntax.promotion }
        : { kind: 'move', from: syntax.from, to: syntax.to };
    case 'invisible':
    case 'shell':
      return { kind: syntax.kind, from: syntax.from, to: syntax.to };
    case 'pass':
      return { kind: 'pass' };
    case 'swap':
      return { kind: 'swap', a: syntax.a, b: syntax.b };
    case 'drop':
      return { kind: 'drop', to: syntax.to };
    case 'promote':
      return { kind: 'promote', piece: syntax.piece };
  }
}

/**
 * Reads decision text in a position: the form first, then the legal decision it names. One
 * that is not legal gets the reason (`Pe2-e5 is not legal: …`).
 */
export function parseMove(position: ChakartPosition, text: string): Result<ChakartDecision, TextError> {
  const syntax = parseMoveSyntax(text);
  if (!syntax.ok) return withOtherStyle(syntax, text, SQUARES_STYLE, () => CHAKART.legalMoves(position).map((d) => formatMove(position, d)));
  const decision = decisionOf(syntax.value);
  const reason = whyNotLegal(position, syntax.value, decision);
  if (reason !== undefined) return fail(1, undefined, `${text} is not legal: ${reason}`);
  return ok(decision);
}

// ---------------------------------------------------------------------------------------------
// Why a well-formed decision is not legal. Reads the position; decides nothing.

const cellWords = (cell: ChakartCell): string => {
  if (cell === null) return 'nothing';
  if (cell.type === 'object') return aWord(cell.object);
  if (cell.type === 'marker') return `${whose(cell.colour)} marker`;
  return `${whose(cell.colour)} ${cell.invisible ? 'invisible queen' : cell.kind}`;
};

/** What the side to move has to decide now, in words. */
function dueWords(position: ChakartPosition): string {
  const side = colourWord(position.turn);
  const phase = position.phase;
  switch (phase.kind) {
    case 'move':
      return `${side} is to make a move`;
    case 'bonus':
      return `${side} is to play Daisy's bonus move, with any piece (K6)`;
    case 'swap':
      return `${side} is to swap two pieces for King Boo (K6), like c1<>e8`;
    case 'drop':
      return `${side} is to drop the ${phase.piece} Toadette brought (K6), like ${letterOf(phase.piece)}@e5`;
    case 'promote':
      return `${side} is to choose what the pawn on ${squareName(phase.resume.square)} becomes (K7): =Q, =R, =N, =B or =K`;
  }
}

const PHASE_OF: Readonly<Record<ChakartDecision['kind'], readonly ChakartPosition['phase']['kind'][]>> = {
  move: ['move', 'bonus'],
  invisible: ['move', 'bonus'],
  shell: ['move', 'bonus'],
  pass: ['move'],
  swap: ['swap'],
  drop: ['drop'],
  promote: ['promote'],
};

/** Undefined when the decision is legal, else why not. */
function whyNotLegal(position: ChakartPosition, syntax: MoveSyntax, decision: ChakartDecision): string | undefined {
  const ended = CHAKART.outcome(position);
  if (ended !== undefined) {
    return ended.result === 'draw' ? 'the game is over: no king is left (K2)' : `the game is over: ${colourWord(ended.result)} has won (K2)`;
  }
  if (!PHASE_OF[decision.kind].includes(position.phase.kind)) {
    if (decision.kind === 'pass' && position.phase.kind === 'bonus') return "Daisy's bonus is a move of any piece; there is no pass (K6)";
    const notDue =
      decision.kind === 'swap'
        ? "no swap is due (only King Boo's egg brings one, K6); "
        : decision.kind === 'drop'
          ? "no drop is due (only Toadette's egg brings one, K6); "
          : decision.kind === 'promote'
            ? 'no promotion choice is due (K7); '
            : '';
    return `${notDue}${dueWords(position)}`;
  }
  if (syntax.kind === 'drop' && position.phase.kind === 'drop' && syntax.piece !== position.phase.piece) {
    return `Toadette brought ${aWord(position.phase.piece)}, not ${aWord(syntax.piece)}; write ${letterOf(position.phase.piece)}@${squareName(syntax.to)}`;
  }
  if (CHAKART.isLegal(position, decision)) {
    if ((syntax.kind === 'move' || syntax.kind === 'invisible' || syntax.kind === 'shell') && syntax.piece !== pieceLetterAt(position, syntax.from)) {
      const cell = chakart.cellAt(position, syntax.from) as ChakartCell & { kind: keyof typeof PIECE_LETTERS };
      return `the piece on ${squareName(syntax.from)} is ${aWord(cell.kind)} (${letterOf(cell.kind)}), not ${aWord(kindWord(syntax.piece))} (${syntax.piece})`;
    }
    return undefined;
  }
  const side = colourWord(position.turn);
  switch (syntax.kind) {
    case 'pass':
      return `${side} has a move to make; a side passes only when it has none (K2)`;
    case 'swap': {
      for (const square of [syntax.a, syntax.b]) {
        const cell = chakart.cellAt(position, square);
        if (cell === null || cell.type !== 'piece') return `there is no piece on ${squareName(square)}${cell === null ? '' : ` (it holds ${cellWords(cell)})`}`;
        if (cell.invisible) return `${squareName(square)} holds nothing that can be seen; an invisible queen is never swapped (K4)`;
        if (cell.immobilized) return `the ${cell.kind} on ${squareName(square)} is immobilized (Bowser) and cannot be swapped (K6)`;
      }
      return 'a swap may not put a pawn on its last rank (K6)';
    }
    case 'drop': {
      const cell = chakart.cellAt(position, syntax.to);
      return `${squareName(syntax.to)} holds ${cellWords(cell)}; a piece is dropped on a square with nothing, an object or a marker (K6)`;
    }
    case 'promote':
      return `the promotion choice is ${PROMOTION_LETTERS} (K7)`;
    default:
      return whyNotPieceDecision(position, syntax);
  }
}

const kindWord = (letter: string): string => chakartPieceFromLetter(letter) ?? letter;

function pieceLetterAt(position: ChakartPosition, square: Square): string | undefined {
  const cell = chakart.cellAt(position, square);
  return cell !== null && cell.type === 'piece' ? letterOf(cell.kind) : undefined;
}

function whyNotPieceDecision(position: ChakartPosition, syntax: MoveSyntax & { kind: 'move' | 'invisible' | 'shell' }): string {
  const from = squareName(syntax.from);
  const to = squareName(syntax.to);
  const cell = chakart.cellAt(position, syntax.from);
  if (cell === null || cell.type !== 'piece') return `there is no piece on ${from}${cell === null ? '' : ` (it holds ${cellWords(cell)})`}`;
  if (cell.colour !== position.turn) return `the piece on ${from} is ${whose(cell.colour)}`;
  if (letterOf(cell.kind) !== syntax.piece) {
    return `the piece on ${from} is ${aWord(cell.kind)} (${letterOf(cell.kind)}), not ${aWord(kindWord(syntax.piece))} (${syntax.piece})`;
  }
  if (cell.immobilized) return `the ${cell.kind} on ${from} is immobilized by Bowser and cannot move this turn (K6)`;
  const side = colourWord(position.turn);
  const powers = position.powers[position.turn];
  const target = chakart.cellAt(position, syntax.to);
  if (syntax.kind === 'invisible') {
    if (cell.kind !== 'queen') return 'only a queen moves invisibly (K4)';
    if (!powers.invisible) return `${side} has already made its one invisible queen move (K4)`;
    if (target !== null) return `${to} holds ${cellWords(target)}; an invisible move goes to an empty square (K4)`;
    return `the queen on ${from} cannot move to ${to}`;
  }
  if (syntax.kind === 'shell') {
    if (cell.kind !== 'king') return 'only a king throws the shell (K4)';
    if (!powers.shell) return `${side} has already thrown its one shell (K4)`;
    return `no shell from ${from} hits ${to}: it flies along a line over empty squares, mushrooms, eggs and invisible queens and hits the first enemy piece, enemy marker, banana or bomb (K4)`;
  }
  const lastRank = position.turn === 'white' ? 7 : 0;
  const promotes = cell.kind === 'pawn' && Math.floor(syntax.to / 8) === lastRank;
  if (syntax.promotion !== undefined && !promotes) return 'only a pawn moving to its last rank promotes (K7)';
  if (promotes && syntax.promotion === undefined && CHAKART.isLegal(position, { kind: 'move', from: syntax.from, to: syntax.to, promotion: 'queen' })) {
    return `a pawn reaching its last rank promotes: add =Q, =R, =N, =B or =K (K7)`;
  }
  if (target !== null && target.type === 'piece' && target.colour === position.turn) return `${to} holds ${whose(target.colour)} own ${target.invisible ? 'invisible queen' : target.kind}`;
  if (cell.kind === 'pawn') return `the pawn on ${from} cannot go to ${to}: it steps forward onto a square with no piece in sight, double-steps from its first two ranks, and takes a piece or an object diagonally (K3)`;
  return `the ${cell.kind} on ${from} cannot move to ${to}`;
}

// ---------------------------------------------------------------------------------------------
// Outcome text.

const OUTCOME_FORMS = 'an outcome (push:n, egg:daisy, colour:g8, toadette:q or lay:g7)';
const TOADETTE_LETTERS = ['q', 'r', 'n', 'b', 'k'];

/** Reads one outcome's text. Errors are on line 1, with the column in the text. */
export function parseOutcome(text: string): Result<ChakartOutcome, TextError> {
  const colon = text.indexOf(':');
  const draw = colon < 0 ? text : text.slice(0, colon);
  if (!['push', 'egg', 'colour', 'toadette', 'lay'].includes(draw)) return fail(1, 1, `expected ${OUTCOME_FORMS}, found '${text}'`);
  if (colon < 0) return fail(1, text.length + 1, `expected ':' after ${draw}, found end of text`);
  const value = text.slice(colon + 1);
  const column = colon + 2;
  const bad = (expected: string) => fail(1, column, `expected ${expected} after ${draw}:, found ${value === '' ? 'end of text' : `'${value}'`}`);
  switch (draw) {
    case 'push':
      return (DIRECTIONS as readonly string[]).includes(value) ? ok({ draw: 'push', direction: value as Direction }) : bad(`a direction (${DIRECTIONS.join(' ')})`);
    case 'egg':
      return (EGG_OUTCOME_NAMES as readonly string[]).includes(value) ? ok({ draw: 'egg', outcome: value as EggOutcome }) : bad(listOr(EGG_OUTCOME_NAMES));
    case 'toadette': {
      const i = TOADETTE_LETTERS.indexOf(value);
      return i >= 0 ? ok({ draw: 'toadette', piece: PROMOTION_PIECES[i] as PromotionPiece }) : bad('the piece Toadette brings (q, r, n, b or k)');
    }
    default: {
      const square = parseSquare(value);
      if (square === undefined) return bad('a square (a1-h8)');
      return ok(draw === 'colour' ? { draw: 'colour', square } : { draw: 'lay', square });
    }
  }
}

/** The canonical text of an outcome. */
export function formatOutcome(outcome: ChakartOutcome): string {
  switch (outcome.draw) {
    case 'push':
      return `push:${outcome.direction}`;
    case 'egg':
      return `egg:${outcome.outcome}`;
    case 'colour':
      return `colour:${squareName(outcome.square)}`;
    case 'toadette':
      return `toadette:${TOADETTE_LETTERS[PROMOTION_PIECES.indexOf(outcome.piece)]}`;
    case 'lay':
      return `lay:${squareName(outcome.square)}`;
  }
}

/** Outcome texts read in order; an error names the outcome (`outcome 2: …`). */
export function parseOutcomes(texts: readonly string[]): Result<ChakartOutcome[], TextError> {
  const outcomes: ChakartOutcome[] = [];
  for (const [i, text] of texts.entries()) {
    const outcome = parseOutcome(text);
    if (!outcome.ok) return fail(1, undefined, `outcome ${i + 1} '${text}': ${outcome.error.message}`);
    outcomes.push(outcome.value);
  }
  return ok(outcomes);
}
