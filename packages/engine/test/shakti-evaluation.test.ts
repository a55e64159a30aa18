// Shakti's evaluation (src/games/shakti.ts): the symmetric start scores 0, a position mirrored
// (colours swapped) scores the negation, each term moves the way its rule says on positions built
// by hand, and the capture value is a warrior exactly when the facts say a King took one.
import { describe, expect, it } from 'vitest';
import { games, shakti } from '@rulebook/rules';
import type { shaktiSearch } from '@rulebook/rules/search';
import { searchBoardOf } from '@rulebook/rules/search';
import { shaktiEvaluation, shaktiTerms, SHAKTI_TERMS } from '../src/games/shakti.ts';

type Position = shakti.ShaktiPosition;
type Board = shaktiSearch.ShaktiSearchBoard;

const SEEN = games.shakti.create({ warriorJump: 'seen' });
const ADJACENT = games.shakti.create({ warriorJump: 'adjacent' });
const boardOf = (pos: Position, game = SEEN): Board => searchBoardOf(game)!(pos, 2) as Board;
const evaluate = (pos: Position, game = SEEN): number => shaktiEvaluation.evaluate(boardOf(pos, game));
const termsOf = (pos: Position) => shaktiTerms(boardOf(pos));

const CORNERS = ['a1', 'g1', 'a7', 'g7'];
/** A position: pieces by cell (K king, W warrior; upper case White), the holes besides the corners. */
function build(pieces: Record<string, string>, holes: string[] = [], turn: 'white' | 'black' = 'white'): Position {
  const board: (shakti.ShaktiPiece | null)[] = new Array(49).fill(null);
  for (const [name, letter] of Object.entries(pieces)) {
    board[shakti.parseCell(name)!] = { colour: letter === letter.toUpperCase() ? 'white' : 'black', type: letter.toLowerCase() === 'k' ? 'king' : 'warrior' };
  }
  const tiles = Array.from({ length: 49 }, (_, c) => !CORNERS.includes(shakti.cellName(c)) && !holes.includes(shakti.cellName(c)));
  return { board, tiles, turn, fullmove: 1 };
}

const flipRank = (c: number): number => (6 - Math.floor(c / 7)) * 7 + (c % 7);
const flipFile = (c: number): number => Math.floor(c / 7) * 7 + (6 - (c % 7));
/** Across the middle rank with the colours swapped (S1: how Black's setup mirrors White's); the side to move kept or swapped. */
function mirrorColours(pos: Position, swapTurn: boolean): Position {
  const board = pos.board.map((_, c) => {
    const p = pos.board[flipRank(c)];
    return p && { colour: p.colour === 'white' ? ('black' as const) : ('white' as const), type: p.type };
  });
  const tiles = pos.tiles.map((_, c) => pos.tiles[flipRank(c)]);
  const turn = swapTurn ? (pos.turn === 'white' ? 'black' : 'white') : pos.turn;
  return { board, tiles, turn, fullmove: pos.fullmove };
}
/** Left and right swapped (the board and its corners are symmetric). */
const mirrorFiles = (pos: Position): Position => ({ ...pos, board: pos.board.map((_, c) => pos.board[flipFile(c)]), tiles: pos.tiles.map((_, c) => pos.tiles[flipFile(c)]) });

/** Positions of seeded random games under both warriorJump settings, with the game that made them. */
function randomPositions(): { game: typeof SEEN; pos: Position }[] {
  const out: { game: typeof SEEN; pos: Position }[] = [];
  let state = 12345;
  const next = (): number => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8;
  for (const game of [SEEN, ADJACENT]) {
    for (let g = 0; g < 12; g++) {
      let pos = game.start();
      for (let ply = 0; ply < 120 && !game.outcome(pos); ply++) {
        const moves = game.legalMoves(pos);
        pos = game.play(pos, moves[next() % moves.length]).position;
        out.push({ game, pos });
      }
    }
  }
  return out;
}

describe('Shakti evaluation: symmetry', () => {
  it('the start scores 0 for either side to move (S1: Black\'s setup is White\'s mirrored)', () => {
    expect(evaluate(SEEN.start())).toBe(0);
    expect(evaluate({ ...SEEN.start(), turn: 'black' })).toBe(0);
    expect(evaluate(ADJACENT.start())).toBe(0);
  });

  const positions = randomPositions();
  it('random positions do not all score alike', () => {
    expect(new Set(positions.map(({ game, pos }) => evaluate(pos, game))).size).toBeGreaterThan(20);
  });

  it('colours swapped and mirrored: the negation with the same side to move, the same score with the other', () => {
    for (const { game, pos } of positions) {
      const score = evaluate(pos, game);
      expect(evaluate(mirrorColours(pos, false), game)).toBe(0 - score);
      expect(evaluate(mirrorColours(pos, true), game)).toBe(score);
      expect(evaluate(mirrorFiles(pos), game)).toBe(score);
    }
  });

  it('the score is the sum of the terms, from the side to move\'s view, well inside ±20,000', () => {
    for (const { game, pos } of positions) {
      const b = boardOf(pos, game);
      const terms = shaktiTerms(b);
      const white = SHAKTI_TERMS.reduce((sum, t) => sum + terms[t][0] - terms[t][1], 0);
      const score = shaktiEvaluation.evaluate(b);
      expect(score).toBe(pos.turn === 'white' ? white : 0 - white);
      expect(Math.abs(score)).toBeLessThan(2_000);
    }
  });

  it('captureValue is a warrior exactly when a King takes one (S3)', () => {
    let captures = 0;
    for (const { game, pos } of positions) {
      const b = boardOf(pos, game);
      const out = new Int32Array(b.maxMoves);
      const n = b.generate(out);
      for (let i = 0; i < n; i++) {
        const { facts } = game.play(pos, b.decode(out[i]));
        expect(shaktiEvaluation.captureValue(b, out[i])).toBe(facts.captured ? 100 : 0);
        if (facts.captured) captures++;
      }
    }
    expect(captures).toBeGreaterThan(0);
  });
});

describe('Shakti evaluation: each term on positions built by hand', () => {
  const kings = { d2: 'K', d6: 'k' };

  it('material: a warrior is worth 100 (S3, S4)', () => {
    const both = build({ ...kings, b2: 'W', b6: 'w', f6: 'w' });
    const one = build({ ...kings, b2: 'W', b6: 'w' });
    expect(termsOf(both).material).toEqual([100, 200]);
    expect(termsOf(one).material).toEqual([100, 100]);
    expect(evaluate(one)).toBeGreaterThan(evaluate(both) + 50);
  });

  it('warrior moves: a warrior shut in by holes has fewer moves than one in the open (S4)', () => {
    // In the open the warrior a4 steps to a5 b5 b4 b3 a3 and jumps to a6 c6 c4 c2 a2: 10 moves.
    const open = build({ ...kings, a4: 'W', f6: 'w' });
    expect(termsOf(open).warriorMoves[0]).toBe(30);
    // With the holes, it sees only d7 (a step), d4 (a step, and a jump to e4) and d1 (a step): 4.
    const shut = build({ ...kings, a4: 'W', f6: 'w' }, ['a2', 'a3', 'a5', 'a6', 'b3', 'b4', 'b5', 'c2', 'c4', 'c6']);
    expect(termsOf(shut).warriorMoves[0]).toBe(12);
    expect(evaluate(open)).toBeGreaterThan(evaluate(shut));
    // The hole c4: under `seen` the jump over b4 lands on d4; under `adjacent` there is no jump that way.
    const overHole = build({ ...kings, a4: 'W', f6: 'w' }, ['c4']);
    expect(termsOf(overHole).warriorMoves[0]).toBe(30);
    expect(shaktiTerms(boardOf(overHole, ADJACENT)).warriorMoves[0]).toBe(27);
  });

  it('King flights: his own warriors on the first tiles he sees take his long moves (S3)', () => {
    const free = build({ ...kings, a4: 'W', f6: 'w' });
    const boxed = build({ ...kings, c1: 'W', c2: 'W', c3: 'W', e1: 'W', e2: 'W', e3: 'W', d1: 'W', d3: 'W', f6: 'w' });
    expect(termsOf(free).kingFlights[0]).toBe(24);
    expect(termsOf(boxed).kingFlights[0]).toBe(0);
  });

  it('escapes and holes by the King: holes around him, or tiles an enemy warrior sees, leave him fewer steps when checked (S2, S3, S6)', () => {
    const open = build({ ...kings, f6: 'w' });
    const holed = build({ ...kings, f6: 'w' }, ['c1', 'c2', 'c3', 'e3']);
    expect(termsOf(open).escapes[0]).toBeGreaterThan(termsOf(holed).escapes[0]);
    expect(termsOf(open).holesByKing[0]).toBe(0);
    expect(termsOf(holed).holesByKing[0]).toBeLessThan(0);
    expect(evaluate(open)).toBeGreaterThan(evaluate(holed));
    // The warrior f4 sees e3 (and nothing else next to the King): one escape fewer than with the warrior far away.
    const watched = build({ ...kings, f4: 'w' });
    const far = build({ ...kings, a6: 'w' });
    expect(termsOf(watched).escapes[0]).toBeLessThan(termsOf(far).escapes[0]);
    // The enemy King's sight counts too (S6: the Kings never see each other).
    const kingSees = build({ d2: 'K', f4: 'k', a6: 'w' });
    expect(termsOf(kingSees).escapes[0]).toBeLessThan(termsOf(far).escapes[0]);
  });

  it('the King\'s surroundings do not count when the enemy has no warrior left to check with (S5)', () => {
    const holed = build({ ...kings, b6: 'W' }, ['c1', 'c2', 'c3', 'e3']);
    expect(termsOf(holed).escapes[0]).toBe(0);
    expect(termsOf(holed).holesByKing[0]).toBe(0);
    expect(termsOf(holed).escapes[1]).not.toBe(0);
  });

  it('check: the King seen by an enemy warrior (S5), over holes too', () => {
    const near = build({ ...kings, d3: 'w' });
    const distant = build({ ...kings, d5: 'w' }, ['d3', 'd4']);
    const none = build({ ...kings, a5: 'w' });
    expect(termsOf(near).check).toEqual([-20, 0]);
    expect(termsOf(distant).check).toEqual([-20, 0]);
    expect(termsOf(none).check).toEqual([0, 0]);
  });
});
