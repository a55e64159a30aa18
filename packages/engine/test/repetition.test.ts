// G3 in the search: the draw on a third occurrence counts the game's history as well as the
// searched line. A side far behind (Medea: a lone Black king against a king and four men) that
// can bring back a position seen twice takes the draw, and only because of the history.
import { describe, expect, it } from 'vitest';
import { games, type medea } from '@rulebook/rules';
import { search } from '../src/index.ts';

const game = games.medea.create();
type Position = medea.MedeaPosition;
const at = (name: string): number => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);

function setUp(): Position {
  const board: (medea.MedeaPiece | null)[] = Array(64).fill(null);
  board[at('a1')] = { colour: 'white', type: 'king' };
  for (const s of ['c3', 'd3', 'e3', 'f3']) board[at(s)] = { colour: 'white', type: 'man' };
  board[at('h8')] = { colour: 'black', type: 'king' };
  const chakras: (medea.Colour | null)[] = Array(64).fill(null);
  for (const s of ['a2', 'h2']) chakras[at(s)] = 'white';
  for (const s of ['a7', 'h7']) chakras[at(s)] = 'black';
  return { board, chakras, turn: 'black', fullmove: 10 };
}

/** The kings walk to and fro: the position after b1 h8 (White to move) occurs twice, then the Black king stands on g7. */
const WALK = ['h8-g8', 'a1-b1', 'g8-h8', 'b1-a1', 'h8-g8', 'a1-b1', 'g8-h8', 'b1-c1', 'h8-g7', 'c1-b1'];

describe('G3 in the search', () => {
  const history: Position[] = [];
  let p = setUp();
  for (const step of WALK) {
    history.push(p);
    const [from, to] = step.split('-');
    p = game.play(p, { kind: 'step', from: at(from!), to: at(to!) }).position;
  }
  const back = { kind: 'step', from: at('g7'), to: at('h8') } as const;

  it('the walk is legal and g7-h8 would be the third occurrence (the rules draw it)', () => {
    let s = game.startGame(setUp());
    for (const step of WALK) {
      const [from, to] = step.split('-');
      s = game.applyEvent(s, { type: 'move', move: { kind: 'step', from: at(from!), to: at(to!) } });
    }
    expect(s.context.result).toBeUndefined();
    expect(game.applyEvent(s, { type: 'move', move: back }).context.result).toEqual({ result: 'draw', reason: 'repetition' });
  });

  it('the lone king takes the draw when the history is given', () => {
    const r = search(game, p, { level: 8, limits: { depth: 4 }, history });
    expect(r.move).toEqual(back);
    expect(r.score).toEqual({ kind: 'value', value: 0 });
  });

  it('without the history the same move is no draw', () => {
    const r = search(game, p, { level: 8, limits: { depth: 4 } });
    expect(r.score.kind === 'value' && r.score.value < -100).toBe(true);
  });
});
