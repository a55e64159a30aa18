// The games' one voice (words.ts): the ending and the status line in one form for every game;
// the move readers naming their own form when a move is written in another game's style
// (other-style.ts); the record's closing comment, written and checked.
import { describe, expect, test } from 'vitest';
import { games } from '@rulebook/rules';
import { chakart, chakra, endingWords, medea, shakti, textGames } from '../src/index.ts';

const start = <P>(game: { parsePosition(text: string): { ok: boolean; value?: P } }, text: string): P => {
  const read = game.parsePosition(text);
  if (!read.ok) throw new Error(`bad position ${text}`);
  return read.value as P;
};

describe('the ending, one form for every game', () => {
  test.each([
    [{ result: 'white', reason: 'checkmate' }, 'White wins by checkmate'],
    [{ result: 'draw', reason: 'stalemate' }, 'Draw by stalemate'],
    [{ result: 'draw', reason: 'repetition' }, 'Draw by repetition'],
    [{ result: 'black', reason: 'resignation' }, 'Black wins by resignation'],
    [{ result: 'draw', reason: 'agreement' }, 'Draw by agreement'],
    [{ result: 'white', reason: 'no-pieces' }, 'White wins: Black has no pieces left'],
    [{ result: 'black', reason: 'no-moves' }, 'Black wins: White has no legal move'],
    [{ result: 'draw', reason: 'no-moves' }, 'Draw: neither side can move'],
    [{ result: 'white', reason: 'kings-captured' }, 'White wins: Black has no king left'],
    [{ result: 'draw', reason: 'kings-captured' }, 'Draw: neither side has a king left'],
    [{ result: 'white', reason: 'time' }, 'White wins on time'],
    [{ result: 'black', reason: 'time' }, 'Black wins on time'],
  ] as const)('%o', (end, words) => {
    expect(endingWords(end)).toBe(words);
    // Each game's module says it the same way.
    for (const game of Object.values(textGames)) expect(game.endingWords(end as never)).toBe(words);
  });
});

describe('the status line, one form for every game', () => {
  test('Chakra, Shakti, Medea: the move number and the side to move, check added', () => {
    expect(chakra.statusLine(start(chakra, 'k7/2K5/8/8/8/8/8/1Q6 b - - 12'))).toBe('Move 12, Black to move');
    expect(chakra.statusLine(start(chakra, 'k7/2K5/8/8/8/8/8/1Q6 b - - 12'), true)).toBe('Move 12, Black to move (check)');
    expect(shakti.statusLine(start(shakti, 'x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 1'))).toBe('Move 1, White to move');
    expect(medea.statusLine(games.medea.create({}).start())).toBe('Move 1, White to move');
  });

  test('Chakart: the move counted from the turns played, and the phase of the turn (K6, K7)', () => {
    const standard = games.chakart.create({}).start();
    expect(chakart.statusLine(standard)).toBe('Move 1, White to move');
    expect(chakart.statusLine(start(chakart, 'k7/8/8/8/8/8/8/4K3 b 5 {"flags":"1111"}'))).toBe('Move 3, Black to move');
    expect(chakart.statusLine(start(chakart, 'k7/8/8/8/8/8/8/4K3 w 6 {"flags":"1111","phase":"bonus"}'))).toBe('Move 4, White to move: a bonus move (Daisy)');
    expect(chakart.statusLine(start(chakart, 'k6r/8/8/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"swap"}'))).toBe('Move 1, White to move: a swap of two pieces (King Boo)');
  });
});

describe('a move in another game\'s style is answered in the game\'s own form', () => {
  test('Chakart given squares alone names the piece: write it Pe2-e4', () => {
    const position = games.chakart.create({}).start();
    expect(chakart.parseMove(position, 'e2e4')).toEqual({
      ok: false,
      error: { line: 1, column: 1, message: "e2e4 is written as in Chakra, Shakti and Medea; Chakart names the piece and joins the squares with '-' or 'x': write it Pe2-e4" },
    });
    // No such move: the message is the reader's own, unchanged.
    expect(chakart.parseMove(position, 'e2e5')).toEqual({ ok: false, error: { line: 1, column: 3, message: "expected '<>' and the other square of a swap (c1<>e8), found 'e'" } });
  });

  test.each([
    ['Chakra', chakra, 'Pe2-e3', 'e2e3'],
    ['Shakti', shakti, 'Wb2-b3', 'b2b3'],
    ['Medea', medea, 'Mc3-d4', 'c3d4'],
  ] as const)('%s given Chakart\'s form answers with its own', (name, game, given, own) => {
    const position = games[name.toLowerCase() as 'chakra' | 'shakti' | 'medea'].create({}).start();
    expect(game.parseMove(position as never, given)).toEqual({
      ok: false,
      error: { line: 1, column: 1, message: `${given} is written as in Chakart; ${name} writes a move by its squares: write it ${own}` },
    });
  });
});

describe("the record's closing comment", () => {
  const MATE = '[Game "Chakra"]\n[SetUp "k7/2K5/8/8/8/8/8/1Q6 w - - 1"]\n\n1. b1b7 {White wins by checkmate} 1-0\n';
  test('is read with the result, and a record without it reads as well', () => {
    expect(chakra.readRecord(MATE).ok).toBe(true);
    expect(chakra.readRecord(MATE.replace(' {White wins by checkmate}', ''))).toEqual(chakra.readRecord(MATE));
  });
  test.each([
    ['words unlike the end', MATE.replace('White wins by checkmate', 'Draw by agreement'), 4, 9, 'the comment says {Draw by agreement}, but the game ends so: {White wins by checkmate}'],
    ['a move after it', MATE.replace('1-0', 'a8a7 1-0'), 4, 9, "the comment {White wins by checkmate} says how the game ended; only the result may follow it, found 'a8a7'"],
    ['not closed', MATE.replace('checkmate}', 'checkmate'), 4, 9, "the comment has no closing '}'"],
    ['with a game going on', '[Game "Chakra"]\n\n1. e2e3 {Draw by agreement} *\n', 3, 9, 'the result * says the game goes on, but the comment says {Draw by agreement}'],
  ])('%s is refused', (_name, record, line, column, message) => {
    expect(chakra.readRecord(record)).toEqual({ ok: false, error: { line, column, message } });
  });
  test('a resignation in Chakart, after the outcomes of the last decision', () => {
    const record = '[Game "Chakart"]\n[Randomness "0"]\n[Seed "5"]\n\n1. Pe2-e4 {Black wins by resignation} 0-1\n';
    expect(chakart.readRecord(record).ok).toBe(true);
  });
});
