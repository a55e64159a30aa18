// The Medea position string: `<board> <turn> <chakras> <fullmove>`.
//
//   mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1
//
// board: ranks 8..1 separated by '/', `M`/`K` White's man and king, `m`/`k` Black's, a digit
// 1-8 for a run of empty squares; turn `w` | `b`; chakras: White's squares, '/', Black's
// squares, each comma separated or `-` for a side with none (chakras have no faces, D6);
// fullmove: 1 or more. The reader accepts a side's chakras in any order; the writer's order
// (by square index) is canonical. The start position (D1) is a provisional reconstruction:
// the game value's `start()` holds it.

import { squareName } from '../rules.ts';
import { medeaRules } from './game-value.ts';
import type { Colour, MedeaPiece, MedeaPosition } from '../rules.ts';
import { colourWord } from '../letters.ts';
import { Cursor, checkedPosition, expectSpace, formatBoardRanks, readBoardInto, readCellName, readFullmove, readTurn, spaceThen, turnLetter, type BoardSpec, type Failure } from '../position-text.ts';
import type { Result, TextError } from '../result.ts';
import { chakrasOf, medeaPieceFromLetter, medeaPieceLetter, names } from './letters.ts';

const BOARD: BoardSpec<MedeaPiece> = {
  size: 8,
  letter: medeaPieceFromLetter,
  hint: () => 'a piece letter (M, K, m, k) or a digit 1-8',
  rankLength: (rank, count) => `rank ${rank} has ${count} square${count === 1 ? '' : 's'}; a rank has 8`,
};

/** Reads a position string and checks it with the rules' `validate`. */
export function parsePosition(text: string): Result<MedeaPosition, TextError> {
  const cursor = new Cursor(text);
  const board: (MedeaPiece | null)[] = new Array(64).fill(null);
  const chakras: (Colour | null)[] = new Array(64).fill(null);

  const boardError = readBoardInto(cursor, BOARD, board);
  if (boardError) return boardError;

  const turn = spaceThen(cursor, 'the side to move', readTurn);
  if (typeof turn !== 'string') return turn;

  const white = expectSpace(cursor, "the chakras (White's/Black's)") ?? readChakraList(cursor, chakras, 'white');
  if (white) return white;
  if (cursor.char !== '/') return cursor.expected("'/' and Black's chakras (or '-')");
  cursor.index++;
  const black = readChakraList(cursor, chakras, 'black');
  if (black) return black;

  const fullmove = spaceThen(cursor, 'the move number', readFullmove);
  if (typeof fullmove !== 'number') return fullmove;

  const position: MedeaPosition = { board, chakras, turn, fullmove };
  return checkedPosition(cursor, position, (p) => medeaRules().validate(p));
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four'];

/** One side's chakras: `-` or squares separated by commas; a side has two or none. */
function readChakraList(cursor: Cursor, chakras: (Colour | null)[], colour: Colour): Failure | undefined {
  const start = cursor.index;
  const whose = `${colourWord(colour)}'s`;
  if (cursor.char === '-') {
    cursor.index++;
    return undefined;
  }
  let count = 0;
  for (;;) {
    const at = cursor.index;
    const square = readCellName(cursor, 8);
    if (square === undefined) return cursor.expected(`a square of ${whose} chakra (a1-h8)${count === 0 ? " or '-'" : ''}`, at);
    if (chakras[square] !== null) return cursor.error(`two chakras on ${squareName(square)}`, at);
    chakras[square] = colour;
    count++;
    if (cursor.char !== ',') break;
    cursor.index++;
  }
  // What follows the list comes first: `a2N` is a Chakra chakra, not a short list.
  if (colour === 'white' && cursor.char !== '/') return cursor.expected("'/' and Black's chakras (or '-')");
  if (colour === 'black' && !cursor.atEnd && cursor.char !== ' ') return cursor.expected('a space and the move number');
  if (count !== 2) {
    const word = COUNT_WORDS[count] ?? String(count);
    return cursor.error(`${colourWord(colour)} has ${word} chakra${count === 1 ? '' : 's'}; a side has two or none`, start);
  }
  return undefined;
}

/** Writes the canonical position string. */
export function formatPosition(position: MedeaPosition): string {
  const board = formatBoardRanks(8, (square) => {
    const piece = position.board[square];
    return piece == null ? undefined : medeaPieceLetter(piece);
  });
  const side = (colour: Colour): string => {
    const squares = names(chakrasOf(position.chakras, colour));
    return squares.length === 0 ? '-' : squares.join(',');
  };
  return [board, turnLetter(position.turn), `${side('white')}/${side('black')}`, String(position.fullmove)].join(' ');
}
