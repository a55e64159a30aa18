// Medea's evaluation (src/games/medea.ts): the symmetric start scores 0, a mirrored position
// (colours swapped, ranks reversed) scores the negation, each term's sign on hand-built positions
// (men D2, kings D3, advancement D4, the Transmitter D6-D8), and captureValue on real moves.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { games, parseSquare, type medea } from '@rulebook/rules';
import type { medeaSearch } from '@rulebook/rules/search';
import { searchBoardOf } from '@rulebook/rules/search';
import { medeaEvaluation } from '../src/games/medea.ts';

type Position = medea.MedeaPosition;
type Board = medeaSearch.MedeaSearchBoard;
const game = games.medea.create();

const boardOf = (position: Position): Board => searchBoardOf(game)!(position, 8) as Board;
const evaluate = (position: Position): number => medeaEvaluation.evaluate(boardOf(position));

/** A position: pieces as { d4: 'M' } (M man, K king, upper case White), chakras as { a2: 'W' }. */
function build(pieces: Record<string, string>, chakras: Record<string, 'W' | 'B'> = {}, turn: 'white' | 'black' = 'white'): Position {
  const board: (medea.MedeaPiece | null)[] = new Array(64).fill(null);
  const owners: ('white' | 'black' | null)[] = new Array(64).fill(null);
  for (const [name, letter] of Object.entries(pieces)) {
    board[parseSquare(name)!] = { colour: letter === letter.toUpperCase() ? 'white' : 'black', type: letter.toLowerCase() === 'k' ? 'king' : 'man' };
  }
  for (const [name, owner] of Object.entries(chakras)) owners[parseSquare(name)!] = owner === 'W' ? 'white' : 'black';
  return { board, chakras: owners, turn, fullmove: 1 };
}

const other = (colour: 'white' | 'black'): 'white' | 'black' => (colour === 'white' ? 'black' : 'white');

/** Colours swapped and ranks reversed; the side to move kept, or swapped with the rest. */
function mirror(p: Position, swapTurn: boolean): Position {
  const board = p.board.map((_, s) => {
    const piece = p.board[s ^ 56];
    return piece ? { colour: other(piece.colour), type: piece.type } : null;
  });
  const chakras = p.chakras.map((_, s) => {
    const owner = p.chakras[s ^ 56];
    return owner ? other(owner) : null;
  });
  return { board, chakras, turn: swapTurn ? other(p.turn) : p.turn, fullmove: p.fullmove };
}

/** Every position of seeded random games from the start (ended ones left out: the evaluation never sees them). */
function randomPositions(seed: number, count: number): Position[] {
  const positions: Position[] = [];
  fc.assert(
    fc.property(fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (picks) => {
      let p = game.start();
      for (const pick of picks) {
        if (game.outcome(p) !== undefined) break;
        positions.push(p);
        const moves = game.legalMoves(p);
        p = game.play(p, moves[pick % moves.length]!).position;
      }
    }),
    { seed, numRuns: count },
  );
  return positions;
}

describe('the Medea evaluation', () => {
  it('scores the symmetric start 0, either side to move (D1)', () => {
    expect(evaluate(game.start())).toBe(0);
    expect(evaluate({ ...game.start(), turn: 'black' })).toBe(0);
  });

  it('scores a mirrored position as the negation, and the mirror with the turn passed on the same, on random games', () => {
    const positions = randomPositions(14, 6);
    expect(positions.length).toBeGreaterThan(300);
    let nonZero = 0;
    for (const p of positions) {
      const v = evaluate(p);
      if (v !== 0) nonZero++;
      expect(Math.abs(v)).toBeLessThan(20_000);
      expect(evaluate(mirror(p, false))).toBe(0 - v);
      expect(evaluate(mirror(p, true))).toBe(v);
    }
    expect(nonZero).toBeGreaterThan(positions.length / 2);
  });

  it('men (D2): a man more is better, seen from either side', () => {
    const even = build({ a1: 'M', h8: 'm' });
    const more = build({ a1: 'M', b1: 'M', h8: 'm' });
    expect(evaluate(more)).toBeGreaterThan(evaluate(even));
    expect(evaluate({ ...more, turn: 'black' })).toBeLessThan(evaluate({ ...even, turn: 'black' }));
    expect(evaluate(more) - evaluate(even)).toBe(100);
  });

  it("kings (D3): a king is worth more than two men and less than four", () => {
    expect(evaluate(build({ d4: 'K', a8: 'm', b8: 'm' }))).toBeGreaterThan(0);
    expect(evaluate(build({ d4: 'K', a8: 'm', b8: 'm', c8: 'm', d8: 'm' }))).toBeLessThan(0);
    expect(evaluate(build({ d4: 'K', h8: 'm' }))).toBeGreaterThan(evaluate(build({ d4: 'M', h8: 'm' })));
  });

  it('advancement (D4): a man is worth more the nearer he stands to his far rank', () => {
    const ranks = [1, 2, 3, 4, 5, 6, 7].map((r) => evaluate(build({ [`d${r}`]: 'M', h8: 'k', a8: 'k', h1: 'K', a1: 'K' })));
    for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]!);
    expect(ranks[6]).toBeGreaterThan(ranks[1]!);
    // Black's men advance downwards: the same, seen from Black.
    const black = [7, 2].map((r) => evaluate(build({ [`d${r}`]: 'm', h8: 'k', a8: 'k', h1: 'K', a1: 'K' }, {}, 'black')));
    expect(black[1]).toBeGreaterThan(black[0]!);
  });

  it('the Transmitter (D6, D7): an own piece able to enter a vacant own chakra, its twin vacant, is worth more', () => {
    // The man e4 steps onto the chakra e5 and is sent to b5; with the chakras out of his reach, nothing.
    const open = build({ e4: 'M', h8: 'k' }, { e5: 'W', b5: 'W' });
    const shut = build({ e4: 'M', h8: 'k' }, { a3: 'W', b5: 'W' });
    expect(evaluate(open)).toBeGreaterThan(evaluate(shut));
    // A king reaches a chakra from afar; two pieces that can be transmitted beat one.
    const king = build({ a1: 'K', h8: 'k' }, { e5: 'W', b6: 'W' });
    const kingAway = build({ a2: 'K', h8: 'k' }, { e5: 'W', b6: 'W' });
    expect(evaluate(king)).toBeGreaterThan(evaluate(kingAway));
    const two = build({ e4: 'M', d4: 'M', h8: 'k' }, { e5: 'W', b6: 'W' });
    const one = build({ e4: 'M', a4: 'M', h8: 'k' }, { e5: 'W', b6: 'W' });
    expect(evaluate(two)).toBeGreaterThan(evaluate(one));
    // D2: a man steps forward only: one beside or in front of a chakra cannot enter it.
    expect(evaluate(build({ e6: 'M', h8: 'k' }, { e5: 'W', b3: 'W' }))).toBe(evaluate(build({ a6: 'M', h8: 'k' }, { e5: 'W', b3: 'W' })));
    expect(evaluate(build({ d5: 'M', h8: 'k' }, { e5: 'W', b3: 'W' }))).toBe(evaluate(build({ a5: 'M', h8: 'k' }, { e5: 'W', b3: 'W' })));
    // D7: a friendly piece on the twin: the piece entering stays, no transmission, no term.
    const blocked = build({ e4: 'M', b6: 'M', h8: 'k' }, { e5: 'W', b6: 'W' });
    const blockedShut = build({ e4: 'M', b6: 'M', h8: 'k' }, { a3: 'W', b6: 'W' });
    expect(evaluate(blocked)).toBe(evaluate(blockedShut));
    // The same for Black, seen from Black.
    const blackOpen = build({ e5: 'm', a1: 'K' }, { e4: 'B', b4: 'B' }, 'black');
    const blackShut = build({ e5: 'm', a1: 'K' }, { a6: 'B', b4: 'B' }, 'black');
    expect(evaluate(blackOpen)).toBeGreaterThan(evaluate(blackShut));
  });

  it('the Transmitter (D7): a man that can be sent onto a chakra on his far rank is worth more (he promotes there)', () => {
    const far = build({ e4: 'M', a1: 'k' }, { e5: 'W', b8: 'W' });
    const near = build({ e4: 'M', a1: 'k' }, { e5: 'W', b7: 'W' });
    expect(evaluate(far)).toBeGreaterThan(evaluate(near));
  });

  it('the Transmitter (D7, D8): an enemy piece on the twin chakra, a piece able to enter the other, is a replacement threat', () => {
    const threat = build({ e4: 'M', b6: 'k' }, { e5: 'W', b6: 'W' });
    const none = build({ e4: 'M', b6: 'k' }, { a3: 'W', h6: 'W' });
    expect(evaluate(threat)).toBeGreaterThan(evaluate(none));
    // The threat is Black's against White: worse for White.
    const against = build({ e5: 'm', b3: 'K' }, { e4: 'B', b3: 'B' });
    const safe = build({ e5: 'm', b3: 'K' }, { a6: 'B', h3: 'B' });
    expect(evaluate(against)).toBeLessThan(evaluate(safe));
  });
});

describe('captureValue', () => {
  const movesOf = (board: Board): number[] => {
    const out = new Int32Array(board.maxMoves);
    return Array.from(out.subarray(0, board.generate(out)));
  };

  it('is what a jump takes, a king counting as a king (D4)', () => {
    // c3xc5xc7 takes the man c4 and the king c6 (the majority rule's position of perft/medea.json).
    const board = boardOf(build({ h8: 'k', c6: 'k', c4: 'm', c3: 'M', d3: 'm' }));
    const [move] = movesOf(board);
    expect(board.decode(move!)).toMatchObject({ kind: 'capture', from: parseSquare('c3'), to: parseSquare('c7') });
    expect(medeaEvaluation.captureValue(board, move!)).toBe(400);
  });

  it('is the piece a replacement takes (D8), and 0 for a quiet move', () => {
    const board = boardOf(build({ h8: 'k', g6: 'k', e1: 'M' }, { e2: 'W', g6: 'W' }));
    const [move] = movesOf(board);
    expect(board.decode(move!)).toEqual({ kind: 'step', from: parseSquare('e1'), to: parseSquare('g6'), via: parseSquare('e2') });
    expect(medeaEvaluation.captureValue(board, move!)).toBe(300);
    const start = boardOf(game.start());
    for (const m of movesOf(start)) expect(medeaEvaluation.captureValue(start, m)).toBe(0);
  });

  it('agrees with the facts of every capture met in random games', () => {
    let captures = 0;
    for (const p of randomPositions(41, 4)) {
      const board = boardOf(p);
      for (const m of movesOf(board)) {
        const facts = game.play(p, board.decode(m)).facts;
        const expected = (facts.captured ?? []).reduce((sum, c) => sum + (c.piece === 'man' ? 100 : 300), 0);
        expect(medeaEvaluation.captureValue(board, m)).toBe(expected);
        if (expected > 0) captures++;
      }
    }
    expect(captures).toBeGreaterThan(50);
  });
});
