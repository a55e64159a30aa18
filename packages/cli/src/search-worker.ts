// The engine in a worker thread (computer.ts), as perft has its own (perft-worker.ts): the
// search runs here, so that the main thread stays free to hear an interrupt (Ctrl-C) and to
// print the progress the search reports. One worker serves a whole command (`analyse` asks it
// for every position of a game, `play` for each of the computer's moves): each request names
// its game by name and options and its positions by their canonical strings, and is answered
// in the game's move text.

import { parentPort } from 'node:worker_threads';
import { search, type Limits, type Score, type SearchInfo } from '@rulebook/engine';
import { searchBoardOf } from '@rulebook/rules/search';
import { engineGame, type EngineGame } from './engine-game.ts';
import type { Colour, GameEnd, Options } from './games/game.ts';

/** A search of one position. */
export interface SearchJob {
  readonly game: string;
  readonly variant: Options;
  /** The position, as its canonical string. */
  readonly position: string;
  /** The game's positions before it, oldest first: G3 counts repetitions over them. */
  readonly history: readonly string[];
  /** 1-8: the level's limits, where `limits` sets none, and its blur (levels 1-5). */
  readonly level: number;
  readonly limits: Limits;
  /** Seeds the weaker levels' choice among near-equal moves. */
  readonly seed: number;
}

/** Every position a move can lead to, one per sequence of random outcomes (one in a game without chance). */
export interface BranchJob {
  readonly game: string;
  readonly variant: Options;
  readonly position: string;
  /** The move, in its canonical move text. */
  readonly move: string;
}

export type WorkerRequest = { readonly id: number } & ({ readonly kind: 'search'; readonly job: SearchJob } | { readonly kind: 'branches'; readonly job: BranchJob });

/** What the search has found after a depth, its moves in move text. */
export interface Thought {
  readonly depth: number;
  /** From the view of the side to move in the position searched. */
  readonly score: Score;
  readonly nodes: number;
  readonly timeMs: number;
  /** The principal variation, the best move first (in a game of chance: up to the first draw). */
  readonly line: readonly string[];
}

/** The search's answer. */
export interface Answer extends Thought {
  /** The rules' move chosen; undefined when the game is over (or, impossibly, no move is legal). */
  readonly move: unknown;
  readonly text: string | undefined;
  /** The game's own end in the position searched (the score is then the end itself, depth 0). */
  readonly end: GameEnd | undefined;
}

export interface Branch {
  /** The position after the move and one sequence of outcomes. */
  readonly position: string;
  /** The chance of that sequence (1 without chance): the product of 1/options over its draws. */
  readonly probability: number;
  /** Who decides there. */
  readonly turn: Colour;
}

export type WorkerReply = { readonly id: number } & (
  | { readonly kind: 'info'; readonly thought: Thought }
  | { readonly kind: 'answer'; readonly answer: Answer }
  | { readonly kind: 'branches'; readonly branches: readonly Branch[] }
  | { readonly kind: 'error'; readonly message: string }
);

const port = parentPort!;

/** The games by name and options, made once. */
const made = new Map<string, EngineGame>();
function gameOf(name: string, variant: Options): EngineGame {
  const key = `${name} ${JSON.stringify(variant, Object.keys(variant).sort())}`;
  let game = made.get(key);
  if (game === undefined) {
    game = engineGame(name, variant);
    if (game === undefined) throw new Error(`the engine cannot play ${name}`);
    made.set(key, game);
  }
  return game;
}

/** Positions read from their strings: a game's history is asked again with every move (`analyse`, `play`). */
const read = new Map<string, unknown>();
function positionOf(game: EngineGame, text: string): unknown {
  let position = read.get(text);
  if (position === undefined) {
    const parsed = game.text.parsePosition(text);
    if (!parsed.ok) throw new Error(`the worker was sent a position it cannot read (${parsed.error.message}): ${text}`);
    position = parsed.value;
    if (read.size >= 20_000) read.clear();
    read.set(text, position);
  }
  return position;
}

/** A line of moves in move text, each written in the position it is played from. */
function lineText(game: EngineGame, position: unknown, moves: readonly unknown[]): string[] {
  const out: string[] = [];
  let at = position;
  for (let i = 0; i < moves.length; i++) {
    out.push(game.text.formatMove(at, moves[i]));
    if (i === moves.length - 1) break;
    try {
      at = game.rules.play(at, moves[i]).position;
    } catch {
      // A move that draws random outcomes ends what the line can say (the engine's line stops there too).
      break;
    }
  }
  return out;
}

const thoughtOf = (game: EngineGame, position: unknown, info: SearchInfo): Thought => ({
  depth: info.depth,
  score: info.score,
  nodes: info.nodes,
  timeMs: info.timeMs,
  line: lineText(game, position, info.pv),
});

/** The score of a position the game's own rules have ended, from the view of the side to move there. */
const endScore = (end: GameEnd, turn: string): Score =>
  end.result === 'draw' ? { kind: 'value', value: 0 } : { kind: end.result === turn ? 'win' : 'loss', plies: 0 };

function searchPosition(id: number, job: SearchJob): Answer {
  const game = gameOf(job.game, job.variant);
  const position = positionOf(game, job.position) as { readonly turn: string };
  const end = game.rules.outcome(position) as GameEnd | undefined;
  if (end !== undefined) return { depth: 0, score: endScore(end, position.turn), nodes: 0, timeMs: 0, line: [], move: undefined, text: undefined, end };
  const result = search(game.rules, position, {
    level: job.level,
    limits: job.limits,
    history: job.history.map((text) => positionOf(game, text)),
    seed: job.seed,
    onInfo: (info) => port.postMessage({ id, kind: 'info', thought: thoughtOf(game, position, info) } satisfies WorkerReply),
  });
  const move = result.move;
  return {
    ...thoughtOf(game, position, result),
    move,
    text: move === undefined ? undefined : game.text.formatMove(position, move),
    end: undefined,
  };
}

/** The most random draws one move can make (Chakart's perft allows 128). */
const MAX_DRAWS = 256;

/**
 * Every position `move` can lead to, with its chance, through the search board's chance
 * (`ChanceBoard.makeBranch`, which perft walks the same way): each sequence of outcomes in
 * turn, the last draw that still has options moved on to its next one.
 */
function branchesOf(job: BranchJob): Branch[] {
  const game = gameOf(job.game, job.variant);
  const position = positionOf(game, job.position);
  const move = game.rules.legalMoves(position).find((legal: unknown) => game.text.formatMove(position, legal) === job.move);
  if (move === undefined) throw new Error(`${job.move} is not a legal move in ${job.position}`);
  const boardOf = searchBoardOf(game.rules);
  if (boardOf === undefined) throw new Error(`the engine cannot play ${game.rules.title}: it has no search board`);
  const board = boardOf(position, 2);
  const code = board.encode(move);
  if (code < 0) throw new Error(`the search board does not know the move ${job.move}`);
  const out: Branch[] = [];
  const branchAt = (reached: { readonly turn: Colour }, probability: number): Branch => ({ position: game.text.formatPosition(reached), probability, turn: reached.turn });
  const chance = board.chance;
  if (chance === undefined) {
    board.make(code);
    out.push(branchAt(board.position(), 1));
    board.unmake(code);
    return out;
  }
  const path = new Int32Array(MAX_DRAWS);
  const counts = new Int32Array(MAX_DRAWS);
  let fixed = 0;
  do {
    const draws = chance.makeBranch(code, path, counts, fixed);
    let probability = 1;
    for (let i = 0; i < draws; i++) probability /= counts[i];
    out.push(branchAt(board.position(), probability));
    board.unmake(code);
    // The next sequence: the last draw with an option left moves on, the ones after it start again.
    fixed = draws;
    while (fixed > 0 && path[fixed - 1] + 1 >= counts[fixed - 1]) fixed--;
    if (fixed > 0) path[fixed - 1] += 1;
  } while (fixed > 0);
  return out;
}

port.on('message', (request: WorkerRequest) => {
  try {
    if (request.kind === 'search') {
      port.postMessage({ id: request.id, kind: 'answer', answer: searchPosition(request.id, request.job) } satisfies WorkerReply);
    } else {
      port.postMessage({ id: request.id, kind: 'branches', branches: branchesOf(request.job) } satisfies WorkerReply);
    }
  } catch (error) {
    port.postMessage({ id: request.id, kind: 'error', message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
  }
});
