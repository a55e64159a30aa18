// The Chakra position string: `<board> <turn> <chakras> <pools> <fullmove>`.
//
//   ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 1
//
// board: ranks 8..1 separated by '/', piece letters (C2) and digits for runs of empty
// squares; turn `w` | `b`; chakras `<square><face>` comma separated, face `N` knight
// (circle) or `K` king (square), upper case White's, lower case Black's, `-` for none;
// pools: the promotion pools (C14) as letters Q S M N C, upper White, lower Black, repeated
// per count, `-` when both are empty; fullmove: 1 or more.
// The reader accepts chakras and pool letters in any order; the writer's order is canonical
// (White first, then by square index / Q S M N C).

import { squareName } from '../rules.ts';
import { chakraRules } from './game-value.ts';
import type { Chakra, ChakraPiece, ChakraPosition, Colour, Face, Pool, PromotionType } from '../rules.ts';
import { asciiUpper, colourWord, isAsciiLower } from '../letters.ts';
import { PIECE_LETTERS, PROMOTION_TYPES, pieceFromLetter } from './letters.ts';
import type { Result, TextError } from '../result.ts';
import { Cursor, checkedPosition, expectSpace, formatBoardRanks, readBoardInto, readCellName, readFullmove, readTurn, spaceThen, turnLetter, type BoardSpec, type Failure } from '../position-text.ts';

const emptyPool = (): Record<PromotionType, number> => ({ queen: 0, samurai: 0, monk: 0, monkey: 0, courtesan: 0 });

/** Reads a position string and checks it with the rules' `validate`. */
export function parsePosition(text: string): Result<ChakraPosition, TextError> {
  const cursor = new Cursor(text);
  const board: (ChakraPiece | null)[] = new Array(64).fill(null);
  const chakras: (Chakra | null)[] = new Array(64).fill(null);

  const boardError = readBoardInto(cursor, BOARD, board);
  if (boardError) return boardError;

  const turn = spaceThen(cursor, 'the side to move', readTurn);
  if (typeof turn !== 'string') return turn;

  const chakraError = expectSpace(cursor, "the chakras (or '-')") ?? readChakras(cursor, chakras);
  if (chakraError) return chakraError;

  const pools = { white: emptyPool(), black: emptyPool() };
  const poolError = expectSpace(cursor, "the promotion pools (or '-')") ?? readPools(cursor, pools);
  if (poolError) return poolError;

  const fullmove = spaceThen(cursor, 'the move number', readFullmove);
  if (typeof fullmove !== 'number') return fullmove;

  const position: ChakraPosition = { board, chakras, turn, pools, fullmove };
  return checkedPosition(cursor, position, (p) => chakraRules('current').validate(p));
}

const BOARD: BoardSpec<ChakraPiece> = {
  size: 8,
  letter: (c) => {
    const type = pieceFromLetter(asciiUpper(c));
    return type === undefined ? undefined : { colour: isAsciiLower(c) ? 'black' : 'white', type };
  },
  hint: (c) => (c === '0' || c === '9' ? 'a piece letter or a digit 1-8' : 'a piece letter or a digit'),
  rankLength: (rank, count) => `rank ${rank} has ${count} squares`,
};

const FACES: Readonly<Record<string, { owner: Colour; face: Face }>> = {
  N: { owner: 'white', face: 'knight' },
  K: { owner: 'white', face: 'king' },
  n: { owner: 'black', face: 'knight' },
  k: { owner: 'black', face: 'king' },
};

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four'];

function readChakras(cursor: Cursor, chakras: (Chakra | null)[]): Failure | undefined {
  const start = cursor.index;
  if (cursor.char === '-') {
    cursor.index++;
    return undefined;
  }
  for (;;) {
    const squareAt = cursor.index;
    const square = readCellName(cursor, 8);
    if (square === undefined) return cursor.expected("a chakra square (a1-h8) or '-'", squareAt);
    const face = FACES[cursor.char ?? ''];
    if (face === undefined) return cursor.expected("a chakra face: 'N' or 'K' for White's, 'n' or 'k' for Black's");
    if (chakras[square] !== null) return cursor.error(`two chakras on ${squareName(square)}`, squareAt);
    chakras[square] = { owner: face.owner, face: face.face };
    cursor.index++;
    if (cursor.char !== ',') break;
    cursor.index++;
  }
  for (const colour of ['white', 'black'] as const) {
    const count = chakras.filter((c) => c?.owner === colour).length;
    if (count !== 0 && count !== 2) {
      const word = COUNT_WORDS[count] ?? String(count);
      return cursor.error(`${colourWord(colour)} has ${word} chakra${count === 1 ? '' : 's'}; a side has two or none`, start);
    }
  }
  return undefined;
}

const POOL_LETTERS: ReadonlyMap<string, PromotionType> = new Map(
  PROMOTION_TYPES.map((type) => [PIECE_LETTERS[type], type] as const),
);

function readPools(cursor: Cursor, pools: Record<Colour, Record<PromotionType, number>>): Failure | undefined {
  if (cursor.char === '-') {
    cursor.index++;
    return undefined;
  }
  const start = cursor.index;
  while (cursor.index < cursor.text.length && cursor.char !== ' ') {
    const c = cursor.char as string;
    const type = POOL_LETTERS.get(asciiUpper(c));
    if (type === undefined) {
      if (c === 'K' || c === 'k' || c === 'P' || c === 'p') {
        return cursor.error(`found '${c}': a pool holds only Q, S, M, N or C (lower case for Black)`);
      }
      return cursor.expected(`a pool letter (Q, S, M, N or C, lower case for Black)${cursor.index === start ? " or '-'" : ''}`);
    }
    pools[isAsciiLower(c) ? 'black' : 'white'][type]++;
    cursor.index++;
  }
  if (cursor.index === start) return cursor.expected("a pool letter or '-'");
  return undefined;
}

/** Writes the canonical position string. */
export function formatPosition(position: ChakraPosition): string {
  const board = formatBoardRanks(8, (square) => {
    const piece = position.board[square];
    const letter = piece == null ? undefined : PIECE_LETTERS[piece.type];
    return piece == null || letter === undefined ? undefined : piece.colour === 'white' ? letter : letter.toLowerCase();
  });
  const chakraTexts: string[] = [];
  for (const colour of ['white', 'black'] as const) {
    for (let square = 0; square < 64; square++) {
      const marker = position.chakras[square];
      if (marker == null || marker.owner !== colour) continue;
      const letter = marker.face === 'knight' ? 'N' : 'K';
      chakraTexts.push(squareName(square) + (colour === 'white' ? letter : letter.toLowerCase()));
    }
  }
  const pools = poolText(position.pools.white, 'white') + poolText(position.pools.black, 'black');
  return [
    board,
    turnLetter(position.turn),
    chakraTexts.length === 0 ? '-' : chakraTexts.join(','),
    pools === '' ? '-' : pools,
    String(position.fullmove),
  ].join(' ');
}

function poolText(pool: Pool, colour: Colour): string {
  let text = '';
  for (const type of PROMOTION_TYPES) {
    const letter = PIECE_LETTERS[type];
    text += (colour === 'white' ? letter : letter.toLowerCase()).repeat(pool[type]);
  }
  return text;
}
