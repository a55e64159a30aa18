// Tic-tac-toe: the fifth game that proves the contract (ADDING-A-GAME.md). It lives in the test
// tree and is registered only in tests; it uses nothing but the package's public API, as a game
// written outside this repository would. Rules: T1 a 3x3 board, White (X) moves first; T2 a move
// places a mark on an empty cell; T3 three in a row wins (or loses, with the `misere` option);
// T4 a full board without a line is a draw.
import { gameValue, requireOptions, refuse, type Game, type GameContextBase, type GameDefinition, type OptionSpecs, type Turn } from '../../src/index.ts';

export type Mark = 'white' | 'black';

export interface TicTacToePosition {
  /** 9 cells, a1 = 0, b1 = 1, …, c3 = 8. */
  readonly cells: readonly (Mark | null)[];
  readonly turn: Mark;
}

export interface TicTacToeMove {
  readonly kind: 'place';
  readonly square: number;
}

export interface TicTacToeFacts {
  readonly player: Mark;
  readonly square: number;
}

export interface TicTacToeOptions {
  /** T3: three in a row loses instead of winning. */
  readonly misere: boolean;
}

type Reason = 'three-in-a-row' | 'full-board';
type Context = GameContextBase<TicTacToePosition, TicTacToeFacts, Reason>;

export interface TicTacToeTypes {
  readonly name: 'tictactoe';
  readonly options: TicTacToeOptions;
  readonly position: TicTacToePosition;
  readonly move: TicTacToeMove;
  readonly facts: TicTacToeFacts;
  readonly reason: Reason;
  readonly event: never;
  readonly context: Context;
  readonly chance: never;
}

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]] as const;

const OPTIONS: OptionSpecs<TicTacToeOptions> = {
  misere: { kind: 'boolean', default: false, source: 'T3', description: 'three in a row loses instead of winning' },
};

// T1: an empty board, White first.
const start = (): TicTacToePosition => ({ cells: Array(9).fill(null), turn: 'white' });

const lineOf = (p: TicTacToePosition): Mark | undefined => {
  for (const [a, b, c] of LINES) if (p.cells[a] && p.cells[a] === p.cells[b] && p.cells[a] === p.cells[c]) return p.cells[a]!;
  return undefined;
};

// T2: a mark on any empty cell, while the game goes on.
function legalMoves(p: TicTacToePosition): TicTacToeMove[] {
  if (lineOf(p)) return [];
  return p.cells.flatMap((cell, square) => (cell === null ? [{ kind: 'place' as const, square }] : []));
}

function create(given?: Partial<TicTacToeOptions>): Game<TicTacToeTypes> {
  const options = requireOptions('tictactoe', OPTIONS, given);
  // T3, T4: the line decides (the other side wins in misère), a full board draws.
  const outcome = (p: TicTacToePosition) => {
    const line = lineOf(p);
    if (line) return { result: options.misere ? (line === 'white' ? 'black' : 'white') : line, reason: 'three-in-a-row' } as const;
    if (p.cells.every((c) => c !== null)) return { result: 'draw', reason: 'full-board' } as const;
    return undefined;
  };
  const isLegal = (p: TicTacToePosition, m: TicTacToeMove) => m.kind === 'place' && legalMoves(p).some((l) => l.square === m.square);
  const play = (p: TicTacToePosition, m: TicTacToeMove) => {
    if (!isLegal(p, m)) throw new RangeError('not a legal move');
    const cells = p.cells.slice();
    cells[m.square] = p.turn;
    return { position: { cells, turn: p.turn === 'white' ? 'black' : 'white' } as const, facts: { player: p.turn, square: m.square } };
  };
  const perft = (p: TicTacToePosition, depth: number): number =>
    depth === 0 ? 1 : legalMoves(p).reduce((n, m) => n + perft(play(p, m).position, depth - 1), 0);
  const turn: Turn<Context, TicTacToeMove, never, { position?: TicTacToePosition } | undefined> = {
    id: 'tictactoe',
    phases: ['playing'],
    events: { move: ['playing'] },
    start: (input) => {
      const position = input?.position ?? start();
      const ended = outcome(position);
      return { position, ply: 0, ...(ended ? { result: ended } : {}) };
    },
    step: (context, event) => {
      if (!isLegal(context.position, event.move)) return refuse('not a legal move');
      const next = play(context.position, event.move);
      const ended = outcome(next.position);
      return { position: next.position, ply: context.ply + 1, lastFacts: next.facts, ...(ended ? { result: ended } : {}) };
    },
    phaseOf: () => 'playing',
  };
  return gameValue<TicTacToeTypes>(turn, {
    name: 'tictactoe',
    title: 'Tic-tac-toe',
    options,
    start,
    validate: (p) => (p.cells.length === 9 ? undefined : 'a tic-tac-toe board has 9 cells'),
    legalMoves,
    isLegal,
    sameMove: (a, b) => a.square === b.square,
    play,
    outcome,
    isCheck: () => false,
    positionKey: (p) => `${p.cells.map((c) => (c === 'white' ? 'X' : c === 'black' ? 'O' : '.')).join('')} ${p.turn}`,
    perft,
    divide: (p, depth) => legalMoves(p).map((move) => ({ move, nodes: perft(play(p, move).position, depth - 1) })),
  });
}

export const ticTacToe = {
  name: 'tictactoe',
  title: 'Tic-tac-toe',
  sources: 'the test tree (T1-T4)',
  options: OPTIONS,
  create,
} as const satisfies GameDefinition<TicTacToeTypes>;
