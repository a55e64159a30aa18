// Medea's search board (src/medea/search.ts) against the public API on seeded random games, every
// option value, from the start and from every special position of perft/medea.json: at each
// ply its moves are the legal moves (D4-D8), each made is the position game.play gives with the
// facts' captures (G3's irreversible moves), unmade restores position and hash, the hash is the
// one computed from scratch and agrees with positionKey (G3), ending() with game.outcome (D9).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MedeaFacts, MedeaMove, MedeaPosition } from '../../src/medea/types.ts';
import { Board, type Move as BoardMove } from '../../src/medea/board.ts';
import { generateMoves } from '../../src/medea/movegen.ts';
import { BLACK_WINS, NO_ENDING, WHITE_WINS } from '../../src/core/search.ts';
import type { MedeaSearchBoard } from '../../src/medea/search.ts';
import { searchBoardOf } from '../../src/search.ts';
import { rulesOf, type RulesOf } from '../rules-of.ts';
import { perftPositions } from '../../perft/data.ts';
import { buildMedea, fromText, type MedeaBuild } from './build-medea.ts';

const OPTION_VALUES = [{ repetition: true }, { repetition: false }] as const;
const MAX_PLY = 400;
/** The games' lengths: a random game of Medea rarely lasts 300 plies. */
const PLIES = 300;

const STARTS: readonly { name: string; position: MedeaPosition }[] = perftPositions('medea').map((p) => ({
  name: p.name,
  position: p.start ? rulesOf('medea').start() : fromText(p.position),
}));

type Game = RulesOf<'medea'>;

const boardOf = (game: Game, position: MedeaPosition): MedeaSearchBoard => searchBoardOf(game)!(position, MAX_PLY) as MedeaSearchBoard;

/** The same position: pieces, chakras, side to move and move number. */
function expectSamePosition(actual: MedeaPosition, expected: MedeaPosition, where: string): void {
  expect(actual.turn, where).toBe(expected.turn);
  expect(actual.fullmove, where).toBe(expected.fullmove);
  for (let s = 0; s < 64; s++) {
    const a = actual.board[s];
    const e = expected.board[s];
    if (a?.colour !== e?.colour || a?.type !== e?.type) expect(a, `${where}: square ${s}`).toEqual(e);
    if (actual.chakras[s] !== expected.chakras[s]) expect(actual.chakras[s], `${where}: chakra ${s}`).toBe(expected.chakras[s]);
  }
}

/** The hash of a position computed from scratch (board.ts), as two halves. */
function scratchHash(position: MedeaPosition): string {
  const b = Board.fromPosition(position);
  return `${b.hashLo}:${b.hashHi}`;
}
const hashOf = (board: MedeaSearchBoard): string => `${board.hashLo()}:${board.hashHi()}`;

/** G3's key of every hash met and the hash of every key met: a hash names one key, a key has one hash. */
class HashBook {
  private readonly keyOfHash = new Map<string, string>();
  private readonly hashOfKey = new Map<string, string>();
  /** Keys met more than once (so that "equal keys share a hash" was put to the test). */
  repeats = 0;
  /** The kinds of moves checked, so that the games are known to have met every rule. */
  readonly kinds = new Map<string, number>();

  tally(kind: string): void {
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  note(game: Game, board: MedeaSearchBoard, position: MedeaPosition, where: string): void {
    const hash = hashOf(board);
    const key = game.positionKey(position);
    expect(hash, `${where}: the incremental hash is the one from scratch`).toBe(scratchHash(position));
    const known = this.keyOfHash.get(hash);
    if (known !== undefined) expect(known, `${where}: two different positions share the hash ${hash}`).toBe(key);
    else this.keyOfHash.set(hash, key);
    const hashBefore = this.hashOfKey.get(key);
    if (hashBefore !== undefined) {
      this.repeats++;
      expect(hash, `${where}: one position, two hashes`).toBe(hashBefore);
    } else this.hashOfKey.set(key, hash);
  }

  get size(): number {
    return this.keyOfHash.size;
  }
}

const ENDINGS = { white: WHITE_WINS, black: BLACK_WINS } as const;
const endingOf = (game: Game, position: MedeaPosition): number => {
  const outcome = game.outcome(position);
  return outcome === undefined ? NO_ENDING : ENDINGS[outcome.result as 'white' | 'black'];
};

/** The squares the search board says `move` captures. */
function capturedSquares(board: MedeaSearchBoard, move: number): number[] {
  const squares: number[] = [];
  const lo = board.capturedLo(move);
  const hi = board.capturedHi(move);
  for (let s = 0; s < 64; s++) if ((s < 32 ? lo & (1 << s) : hi & (1 << (s - 32))) !== 0) squares.push(s);
  return squares;
}

/** A move's kind in the rules' words. */
function kindName(move: MedeaMove, facts: MedeaFacts): string {
  if (move.kind === 'step' && move.via !== undefined) return facts.captured ? 'replacement' : 'transmission';
  if (move.kind === 'capture') return facts.piece === 'king' ? 'king capture' : 'man capture';
  return facts.piece === 'king' ? `king ${move.kind}` : move.kind;
}

/** Checks the board at one ply against the public API, every move made and unmade; returns its moves. */
function checkPly(game: Game, board: MedeaSearchBoard, position: MedeaPosition, book: HashBook, where: string): number[] {
  expectSamePosition(board.position(), position, `${where}: position()`);
  expect(board.side(), where).toBe(position.turn === 'white' ? 0 : 1);
  expect(board.ending(), `${where}: ending() is game.outcome`).toBe(endingOf(game, position));
  expect(board.inCheck(), where).toBe(false);
  book.note(game, board, position, where);
  const out = new Int32Array(board.maxMoves);
  const n = board.generate(out);
  const moves = Array.from(out.subarray(0, n));
  expect(new Set(moves).size, `${where}: distinct moves`).toBe(n);
  const legal = game.legalMoves(position);
  const decoded = moves.map((m) => board.decode(m));
  expect(n, `${where}: as many moves as legalMoves`).toBe(legal.length);
  for (const d of decoded) expect(legal.some((l) => game.sameMove(l, d)), `${where}: ${JSON.stringify(d)} is legal`).toBe(true);
  for (const l of legal) expect(decoded.some((d) => game.sameMove(l, d)), `${where}: ${JSON.stringify(l)} is generated`).toBe(true);
  const hash = hashOf(board);
  moves.forEach((m, i) => {
    const at = `${where}, move ${JSON.stringify(decoded[i])}`;
    expect(board.encode(decoded[i]!), `${at}: encode(decode(m))`).toBe(m);
    const played = game.play(position, decoded[i]!);
    const captured = (played.facts.captured ?? []).map((c) => c.square).sort((a, b) => a - b);
    book.tally(kindName(decoded[i]!, played.facts));
    if (played.facts.promoted) book.tally('promotion');
    expect(capturedSquares(board, m), `${at}: captured squares`).toEqual(captured);
    // G3 as the machine has it: a move with captures in its facts is irreversible.
    expect(board.irreversible(m), `${at}: irreversible`).toBe(played.facts.captured !== undefined);
    expect(board.noisy(m), `${at}: noisy (every capture)`).toBe(played.facts.captured !== undefined);
    board.make(m);
    expectSamePosition(board.position(), played.position, `${at}: make`);
    expect(board.ending(), `${at}: ending() after make`).toBe(endingOf(game, played.position));
    book.note(game, board, played.position, `${at}: after make`);
    board.unmake(m);
    expect(hashOf(board), `${at}: unmake restores the hash`).toBe(hash);
    expectSamePosition(board.position(), position, `${at}: unmake`);
  });
  return moves;
}

/** Every leaf `depth` plies down (transpositions reach one position by several paths): each noted in the book. */
function noteTree(game: Game, board: MedeaSearchBoard, depth: number, book: HashBook, where: string): void {
  const out = new Int32Array(board.maxMoves);
  const n = board.generate(out);
  for (let i = 0; i < n; i++) {
    board.make(out[i]!);
    if (depth === 1) book.note(game, board, board.position(), where);
    else noteTree(game, board, depth - 1, book, where);
    board.unmake(out[i]!);
  }
}

/** One random game through the public API and the search board side by side, then taken back move by move. */
function randomGame(game: Game, start: { name: string; position: MedeaPosition }, picks: readonly number[], book: HashBook): void {
  const board = boardOf(game, start.position);
  expect(board.options, 'bound to the game options').toEqual(game.options);
  let position = start.position;
  const line: { move: number; hash: string; position: MedeaPosition }[] = [];
  for (let ply = 0; ply < PLIES; ply++) {
    const where = `${start.name}, ply ${ply}`;
    const moves = checkPly(game, board, position, book, where);
    if (ply % 40 === 7) noteTree(game, board, 3, book, where);
    if (moves.length === 0) break;
    const move = moves[picks[ply % picks.length]! % moves.length]!;
    line.push({ move, hash: hashOf(board), position });
    position = game.play(position, board.decode(move)).position;
    board.make(move);
  }
  for (let i = line.length - 1; i >= 0; i--) {
    board.unmake(line[i]!.move);
    expect(hashOf(board), `${start.name}: taken back to ply ${i}`).toBe(line[i]!.hash);
    expectSamePosition(board.position(), line[i]!.position, `${start.name}: taken back to ply ${i}`);
  }
}

describe('the Medea search board agrees with the public API', () => {
  for (const options of OPTION_VALUES) {
    const game = rulesOf('medea', options);
    const book = new HashBook();
    it(`on seeded random games from the start (repetition ${options.repetition})`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: PLIES }), (picks) => randomGame(game, STARTS[0]!, picks, book)),
        { seed: options.repetition ? 14 : 41, numRuns: 4 },
      );
    }, 300_000);
    it(`on seeded random games from every special position (repetition ${options.repetition})`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: PLIES }), (picks) => {
          for (const start of STARTS.slice(1)) randomGame(game, start, picks, book);
        }),
        { seed: options.repetition ? 7 : 70, numRuns: 2 },
      );
    }, 300_000);
    it(`met positions by several paths, so that equal keys sharing a hash was tested (repetition ${options.repetition})`, () => {
      expect(book.size).toBeGreaterThan(1000);
      expect(book.repeats).toBeGreaterThan(1000);
      for (const kind of ['step', 'king step', 'transmission', 'replacement', 'man capture', 'king capture', 'chakra', 'pass', 'promotion']) {
        expect(book.kinds.get(kind) ?? 0, `${kind}s checked`).toBeGreaterThan(0);
      }
    });
  }
});

describe("the hash of board.ts's own make and unmake (the moves play.ts makes)", () => {
  it('is the one from scratch after every move made and every move unmade, on seeded random games', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: PLIES }), fc.constantFrom(...STARTS), (picks, start) => {
        const board = Board.fromPosition(start.position);
        const line: { move: BoardMove; lo: number; hi: number }[] = [];
        for (let ply = 0; ply < PLIES; ply++) {
          const moves = generateMoves(board);
          if (moves.length === 0) break;
          for (const m of moves) {
            const before = [board.hashLo, board.hashHi];
            board.make(m);
            const scratch = Board.fromPosition(board.toPosition());
            expect([board.hashLo, board.hashHi], `${start.name}, ply ${ply}: make`).toEqual([scratch.hashLo, scratch.hashHi]);
            board.unmake(m);
            expect([board.hashLo, board.hashHi], `${start.name}, ply ${ply}: unmake`).toEqual(before);
          }
          const move = moves[picks[ply % picks.length]! % moves.length]!;
          line.push({ move, lo: board.hashLo, hi: board.hashHi });
          board.make(move);
        }
        for (let i = line.length - 1; i >= 0; i--) {
          board.unmake(line[i]!.move);
          expect([board.hashLo, board.hashHi], `${start.name}: taken back to ply ${i}`).toEqual([line[i]!.lo, line[i]!.hi]);
        }
      }),
      { seed: 3, numRuns: 30 },
    );
  }, 300_000);
});

describe('perft through the search board (perft/medea.json)', () => {
  const count = (board: MedeaSearchBoard, depth: number): number => {
    const out = new Int32Array(board.maxMoves);
    const n = board.generate(out);
    if (depth === 1) return n;
    let nodes = 0;
    for (let i = 0; i < n; i++) {
      board.make(out[i]!);
      nodes += count(board, depth - 1);
      board.unmake(out[i]!);
    }
    return nodes;
  };
  for (const p of perftPositions('medea')) {
    const start = STARTS.find((s) => s.name === p.name)!;
    const depths = p.nodes.filter((nodes) => nodes <= 500_000);
    it(`${p.name} (${p.cite}): ${depths.join(', ')}`, () => {
      const board = boardOf(rulesOf('medea'), start.position);
      expect(depths.map((_, i) => count(board, i + 1))).toEqual(depths);
    });
  }
});

describe('ending (D9)', () => {
  const game = rulesOf('medea');
  const cases: [string, MedeaBuild][] = [
    ['no pieces', { pieces: { d4: 'M' }, turn: 'black' }],
    ['no legal move', { pieces: { a2: 'm', a1: 'M', b1: 'M' }, turn: 'black' }],
    ['a man whose only move is a capture', { pieces: { d4: 'M', c5: 'm', d5: 'm', e5: 'm', e4: 'm', d6: 'm' } }],
    ['a king whose only move is a capture', { pieces: { a1: 'K', a2: 'm', b1: 'm', b2: 'm' } }],
    ['a king hemmed in, no capture', { pieces: { a1: 'K', a2: 'm', b1: 'm', b2: 'm', a3: 'm', c1: 'm', h8: 'k' } }],
    ['only a chakra can move', { pieces: { a1: 'M', a2: 'm', a3: 'm', b2: 'm', h8: 'k' }, chakras: { c3: 'W', h3: 'W' } }],
    ['only the pass', { pieces: { b1: 'M', a1: 'm', a3: 'm', b2: 'm', b3: 'm', c2: 'm', h8: 'k' }, chakras: { a2: 'W', b1: 'W' } }],
  ];
  for (const [name, spec] of cases) {
    it(`${name}: ${JSON.stringify(game.outcome(buildMedea(spec)) ?? 'play goes on')}`, () => {
      const position = buildMedea(spec);
      expect(boardOf(game, position).ending()).toBe(endingOf(game, position));
    });
  }
});

describe('encode', () => {
  it('gives -1 for a move that is not legal here', () => {
    const game = rulesOf('medea');
    const board = boardOf(game, game.start());
    const notLegal: MedeaMove[] = [
      { kind: 'step', from: 10, to: 26 },
      { kind: 'capture', from: 18, to: 34, path: [34], captured: [26] },
      { kind: 'chakra', from: 8, to: 0 },
      { kind: 'pass', square: 8, via: 15 },
    ];
    for (const m of notLegal) {
      expect(game.isLegal(game.start(), m)).toBe(false);
      expect(board.encode(m)).toBe(-1);
    }
  });
});
