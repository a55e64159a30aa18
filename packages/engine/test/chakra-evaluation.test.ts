// Chakra's evaluation (src/games/chakra.ts): the symmetric start scores 0; a side a piece up
// scores positive for it, from the side to move's view; a position and its mirror (ranks turned,
// colours swapped) score the negation of each other, on seeded random games too; and each term
// moves the score the way the rule it serves says, on hand-built positions.
import { describe, expect, it } from 'vitest';
import { games, parseSquare, type chakra } from '@rulebook/rules';
import type { chakraSearch } from '@rulebook/rules/search';
import { searchBoardOf } from '@rulebook/rules/search';
import { chakraEvaluation, chakraTerms } from '../src/games/chakra.ts';

type Board = chakraSearch.ChakraSearchBoard;
type Position = chakra.ChakraPosition;
type Ruleset = chakra.Ruleset;

const LETTERS: Record<string, chakra.PieceType> = { k: 'king', q: 'queen', s: 'samurai', m: 'monk', n: 'monkey', c: 'courtesan', p: 'pawn' };
const PROMOTIONS = ['queen', 'samurai', 'monk', 'monkey', 'courtesan'] as const;
const emptyPool = (): chakra.Pool => ({ queen: 0, samurai: 0, monk: 0, monkey: 0, courtesan: 0 });

interface Spec {
  /** { e1: 'K', e8: 'k' }: upper case White, lower case Black. */
  pieces: Record<string, string>;
  /** { a2: 'N', h7: 'k' }: N knight face, K king face; upper case White's chakra. */
  chakras?: Record<string, string>;
  turn?: 'white' | 'black';
  pools?: Partial<Record<'white' | 'black', Partial<chakra.Pool>>>;
}

function position(spec: Spec): Position {
  const board: (chakra.Piece | null)[] = new Array(64).fill(null);
  const chakras: (chakra.Chakra | null)[] = new Array(64).fill(null);
  for (const [name, letter] of Object.entries(spec.pieces)) {
    board[parseSquare(name)!] = { colour: letter === letter.toUpperCase() ? 'white' : 'black', type: LETTERS[letter.toLowerCase()]! };
  }
  for (const [name, letter] of Object.entries(spec.chakras ?? {})) {
    chakras[parseSquare(name)!] = { owner: letter === letter.toUpperCase() ? 'white' : 'black', face: letter.toLowerCase() === 'k' ? 'king' : 'knight' };
  }
  const pools = { white: { ...emptyPool(), ...spec.pools?.white }, black: { ...emptyPool(), ...spec.pools?.black } };
  return { board, chakras, turn: spec.turn ?? 'white', pools, fullmove: 1 };
}

const game = (ruleset: Ruleset = 'current') => games.chakra.create({ ruleset });
const boardOf = (pos: Position, ruleset: Ruleset = 'current'): Board => searchBoardOf(game(ruleset))!(pos, 8) as Board;
const evaluate = (pos: Position, ruleset: Ruleset = 'current'): number => chakraEvaluation.evaluate(boardOf(pos, ruleset));
const other = (c: 'white' | 'black'): 'white' | 'black' => (c === 'white' ? 'black' : 'white');

/** Ranks turned and colours swapped; the side to move kept unless `swapTurn`. */
function mirror(pos: Position, swapTurn = false): Position {
  const board = pos.board.map((_, s) => pos.board[s ^ 56]).map((p) => (p ? { ...p, colour: other(p.colour) } : null));
  const chakras = pos.chakras.map((_, s) => pos.chakras[s ^ 56]).map((c) => (c ? { ...c, owner: other(c.owner) } : null));
  return { board, chakras, turn: swapTurn ? other(pos.turn) : pos.turn, pools: { white: pos.pools.black, black: pos.pools.white }, fullmove: pos.fullmove };
}

/** mulberry32: the same games on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Positions of seeded random games, with captures preferred half the time (so material and pools vary). */
function randomPositions(ruleset: Ruleset, seed: number, plies: number): Position[] {
  const g = game(ruleset);
  const next = random(seed);
  const out: Position[] = [];
  let pos = g.start();
  for (let i = 0; i < plies && g.outcome(pos) === undefined; i++) {
    const moves = g.legalMoves(pos);
    const captures = moves.filter((m) => m.kind === 'piece' && pos.board[m.to] !== null);
    const from = captures.length > 0 && next() < 0.5 ? captures : moves;
    pos = g.play(pos, from[Math.floor(next() * from.length)]!).position;
    out.push(pos);
  }
  return out;
}

describe('Chakra evaluation: symmetry', () => {
  it('the start scores 0 in both rulesets (C1: Black mirrors White)', () => {
    expect(evaluate(game().start())).toBe(0);
    expect(evaluate(game('1995').start(), '1995')).toBe(0);
  });

  it('a side a piece up scores positive for it, from the side to move, and its mirror the negation', () => {
    const start = game().start();
    for (const square of ['d8', 'f8', 'c8', 'b8', 'a8', 'd7']) {
      const board = start.board.slice();
      board[parseSquare(square)!] = null;
      const up: Position = { ...start, board };
      const score = evaluate(up);
      expect(score, `Black without ${square}, White to move`).toBeGreaterThan(50);
      expect(evaluate({ ...up, turn: 'black' }) + score, `Black without ${square}, Black to move`).toBe(0);
      expect(evaluate(mirror(up)) + score, `the mirror, White to move`).toBe(0);
      expect(evaluate(mirror(up, true)), `the mirror, Black to move`).toBe(score);
    }
  });

  it('every position of seeded random games scores the negation of its mirror, well inside the win scores', () => {
    for (const ruleset of ['current', '1995'] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        for (const pos of randomPositions(ruleset, seed * 7 + (ruleset === '1995' ? 1 : 0), 120)) {
          const score = evaluate(pos, ruleset);
          expect(Math.abs(score)).toBeLessThan(10_000);
          expect(evaluate(mirror(pos), ruleset) + score).toBe(0);
          expect(evaluate(mirror(pos, true), ruleset)).toBe(score);
        }
      }
    }
  });
});

describe('Chakra evaluation: each term', () => {
  const kings = { e1: 'K', e8: 'k' };
  const white = (spec: Spec, term: 'pieces' | 'transmitter' | 'kingSafety'): number => chakraTerms[term](boardOf(position(spec)), 0);

  it('material: Queen > Samurai > Monk > Courtesan > Monkey > Pawn > nothing (sources 000:2-8)', () => {
    const scores = ['Q', 'S', 'M', 'C', 'N', 'P'].map((letter) => evaluate(position({ pieces: { ...kings, d4: letter } })));
    scores.push(evaluate(position({ pieces: kings })));
    for (let i = 1; i < scores.length; i++) expect(scores[i - 1], `${i}`).toBeGreaterThan(scores[i]!);
    expect(scores.at(-1)).toBe(0);
  });

  it('C14: a pawn near the last rank is worth more with a fuller pool, nothing more with an empty one', () => {
    const pawn = { ...kings, c7: 'P' };
    const empty = white({ pieces: pawn }, 'pieces');
    const monkey = white({ pieces: pawn, pools: { white: { monkey: 1 } } }, 'pieces');
    const queen = white({ pieces: pawn, pools: { white: { queen: 1 } } }, 'pieces');
    expect(monkey).toBeGreaterThan(empty);
    expect(queen).toBeGreaterThan(monkey);
    expect(white({ pieces: { ...kings, c3: 'P' }, pools: { white: { queen: 1 } } }, 'pieces')).toBe(white({ pieces: { ...kings, c3: 'P' } }, 'pieces'));
  });

  it('C8-C10: an intact Transmitter is worth something; the King that takes it wins that much', () => {
    const without = white({ pieces: kings }, 'transmitter');
    const withIt = white({ pieces: kings, chakras: { a4: 'N', h4: 'N' } }, 'transmitter');
    expect(without).toBe(0);
    expect(withIt).toBeGreaterThan(100);
    expect(evaluate(position({ pieces: kings, chakras: { a4: 'N', h4: 'N' } }))).toBeGreaterThan(100);
  });

  it('C8: a Transmitter a piece can use now is worth more, and more again when the far chakra holds an enemy piece', () => {
    const chakras = { c4: 'N', g6: 'N' };
    const idle = white({ pieces: { ...kings, a1: 'N' }, chakras }, 'transmitter');
    const live = white({ pieces: { ...kings, b2: 'N' }, chakras }, 'transmitter'); // Monkey b2 enters c4
    const threat = white({ pieces: { ...kings, b2: 'N', g6: 'q' }, chakras }, 'transmitter');
    expect(live).toBeGreaterThan(idle);
    expect(threat).toBeGreaterThan(live);
  });

  it('C10, C11: the enemy King next to a vacant chakra threatens the Transmitter, unless the own King holds the other chakra', () => {
    const chakras = { d4: 'N', h4: 'N' };
    const safe = white({ pieces: { e1: 'K', a8: 'k' }, chakras }, 'transmitter');
    const exposed = white({ pieces: { e1: 'K', e5: 'k' }, chakras }, 'transmitter');
    const guarded = white({ pieces: { h4: 'K', e5: 'k' }, chakras }, 'transmitter');
    expect(exposed).toBeLessThan(safe);
    expect(guarded).toBe(safe);
  });

  it('002:149-150, C14: a chakra ahead of a pawn and the other on the last rank is an instant promotion, with something in the pool', () => {
    const spec = { pieces: { ...kings, c2: 'P' }, chakras: { c3: 'N', f8: 'N' } };
    const set = white({ ...spec, pools: { white: { queen: 1 } } }, 'transmitter');
    const noPool = white(spec, 'transmitter');
    const apart = white({ pieces: { ...kings, c2: 'P' }, chakras: { c4: 'N', f6: 'N' }, pools: { white: { queen: 1 } } }, 'transmitter');
    expect(set).toBeGreaterThan(noPool);
    expect(set - apart).toBeGreaterThan(150);
  });

  it('king safety: own pieces next to the King shelter him', () => {
    expect(white({ pieces: { ...kings, d2: 'P', e2: 'P', f2: 'P' } }, 'kingSafety')).toBeGreaterThan(white({ pieces: kings }, 'kingSafety'));
  });

  it('C12: an enemy chakra next to the King whose other chakra an enemy piece can enter is a check waiting to happen', () => {
    const far = white({ pieces: { ...kings, c6: 'n' }, chakras: { a7: 'n', h7: 'n' } }, 'kingSafety');
    const near = white({ pieces: { ...kings, a6: 'n' }, chakras: { f2: 'n', b4: 'n' } }, 'kingSafety'); // a6 enters b4
    const nearIdle = white({ pieces: { ...kings, h6: 'n' }, chakras: { f2: 'n', b4: 'n' } }, 'kingSafety');
    expect(nearIdle).toBeLessThan(far);
    expect(near).toBeLessThan(nearIdle);
  });

  it('king safety: enemy pieces close to the King count against him', () => {
    const close = evaluate(position({ pieces: { ...kings, e3: 'q' } }));
    const away = evaluate(position({ pieces: { ...kings, a8: 'q' } }));
    expect(close).toBeLessThan(away);
  });

  it('C13: a Courtesan who sees her King is worth more than one cut off from him', () => {
    const sees = white({ pieces: { a1: 'K', e8: 'k', d4: 'C' } }, 'pieces');
    const blocked = white({ pieces: { a1: 'K', e8: 'k', d4: 'C', b2: 'p' } }, 'pieces');
    expect(sees).toBeGreaterThan(blocked);
  });

  it('a little centre and mobility: a central Monkey beats a cornered one, a central Samurai one in the corner', () => {
    expect(white({ pieces: { ...kings, d4: 'N' } }, 'pieces')).toBeGreaterThan(white({ pieces: { ...kings, a1: 'N' } }, 'pieces'));
    expect(white({ pieces: { ...kings, d4: 'S' } }, 'pieces')).toBeGreaterThan(white({ pieces: { ...kings, a1: 'S' } }, 'pieces'));
    // A rider reaches an enemy piece it can take, not an own one (the pawn's own worth taken off).
    const own = white({ pieces: { ...kings, a1: 'S', a2: 'P' } }, 'pieces') - chakraTerms.VALUE[1]!;
    expect(white({ pieces: { ...kings, a1: 'S', a2: 'p' } }, 'pieces')).toBeGreaterThan(own);
  });
});

describe('Chakra evaluation: captureValue', () => {
  const valueOf = (spec: Spec, move: chakra.ChakraMove, ruleset: Ruleset = 'current'): number => {
    const board = boardOf(position(spec), ruleset);
    const m = board.encode(move);
    expect(m, JSON.stringify(move)).toBeGreaterThanOrEqual(0);
    return chakraEvaluation.captureValue(board, m);
  };
  const sq = (name: string): number => parseSquare(name)!;

  it('a quiet move, a chakra move and a flip take nothing', () => {
    const spec = { pieces: { e1: 'K', e8: 'k', d4: 'N' }, chakras: { a3: 'N', h3: 'N' } };
    expect(valueOf(spec, { kind: 'piece', from: sq('d4'), to: sq('f5') })).toBe(0);
    expect(valueOf(spec, { kind: 'chakra', from: sq('a3'), to: sq('b5'), flip: false })).toBe(0);
    expect(valueOf(spec, { kind: 'flip', square: sq('a3') })).toBe(0);
  });

  it('a capture is worth the piece taken, through the Transmitter too (C8)', () => {
    expect(valueOf({ pieces: { e1: 'K', e8: 'k', d4: 'N', e6: 'q' } }, { kind: 'piece', from: sq('d4'), to: sq('e6') })).toBe(chakraTerms.VALUE[6]);
    // The Monkey b2 enters White's chakra c4 and is sent to g6, taking the Samurai there.
    expect(valueOf({ pieces: { e1: 'K', e8: 'k', b2: 'N', g6: 's' }, chakras: { c4: 'N', g6: 'N' } }, { kind: 'piece', from: sq('b2'), to: sq('g6') })).toBe(chakraTerms.VALUE[4]);
  });

  it('C10: a King taking the Transmitter wins it; C14: a promotion wins the new piece less the pawn', () => {
    expect(valueOf({ pieces: { d2: 'K', h8: 'k' }, chakras: { c3: 'n', a6: 'n' } }, { kind: 'piece', from: sq('d2'), to: sq('c3') })).toBe(chakraTerms.TRANSMITTER);
    for (const promotion of PROMOTIONS) {
      const spec = { pieces: { a1: 'K', h8: 'k', c7: 'P' }, pools: { white: { [promotion]: 1 } } };
      expect(valueOf(spec, { kind: 'piece', from: sq('c7'), to: sq('c8'), promotion }), promotion).toBeGreaterThan(0);
    }
    expect(valueOf({ pieces: { a1: 'K', h8: 'k', c7: 'P' }, pools: { white: { queen: 1 } } }, { kind: 'piece', from: sq('c7'), to: sq('c8'), promotion: 'queen' })).toBe(850);
  });
});
