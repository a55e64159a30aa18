// @rulebook/engine: a computer opponent for every game of the registry.
//   import { games } from '@rulebook/rules';
//   import { search } from '@rulebook/engine';
//   const chakra = games.chakra.create();
//   search(chakra, chakra.start(), { level: 8, limits: { movetime: 500 } }).move;
import { NO_ENDING, type AnyGame, type SearchBoard } from '@rulebook/rules';
import { searchBoardOf } from '@rulebook/rules/search';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { evaluations } from './games/index.ts';
import type { Evaluation } from './evaluation.ts';
import { DEFAULT_LEVEL, levelOf } from './levels.ts';
import { MAX_PLY, WIN, isLoss, isWin } from './score.ts';
import { Searcher, repetitionKey, type Iteration } from './search.ts';
import { TranspositionTable } from './tt.ts';
import type { Score, SearchInfo, SearchOptions, SearchResult } from './types.ts';

export type { Limits, Score, SearchInfo, SearchOptions, SearchResult } from './types.ts';
export type { Evaluation } from './evaluation.ts';
export { LEVELS, MIN_LEVEL, MAX_LEVEL, DEFAULT_LEVEL, levelOf, type Level } from './levels.ts';
export { scoreText, whiteScore } from './score-text.ts';
export { MARKS, expectedScore, expectedLoss, markOf, marksWords, flipped, type Mark } from './marks.ts';

/** Whether the engine can play this game (it has a search board and an evaluation). */
export function canSearch(game: AnyGame): boolean {
  return searchBoardOf(game) !== undefined && Object.hasOwn(evaluations, game.name);
}

let table: TranspositionTable | undefined;

/** The score of a value seen from the root's side. */
function scoreOf(value: number): Score {
  if (isWin(value)) return { kind: 'win', plies: WIN - value };
  if (isLoss(value)) return { kind: 'loss', plies: WIN + value };
  return { kind: 'value', value: value === 0 ? 0 : value };
}

/** The moves of a line as the game writes them (each read in the position it is played from). */
function decodeLine(board: SearchBoard, line: readonly number[]): unknown[] {
  const out: unknown[] = [];
  const made: number[] = [];
  for (const m of line) {
    out.push(board.decode(m));
    board.make(m);
    made.push(m);
  }
  for (let i = made.length - 1; i >= 0; i--) board.unmake(made[i]);
  return out;
}

/**
 * The engine's move in `position`: at a level (1-8, DEFAULT_LEVEL when absent), within its
 * limits or the ones given. Deterministic for the same input, seed and depth or node limits
 * (a time limit depends on the machine). Never returns an illegal move: the answer is checked
 * against the game's own `isLegal`.
 */
export function search<G extends AnyGame>(game: G, position: ReturnType<G['start']>, options: SearchOptions<G> = {}): SearchResult<Parameters<G['sameMove']>[0]> {
  const evaluation = evaluations[game.name];
  if (!canSearch(game) || evaluation === undefined) throw new Error(`the engine cannot play ${game.title}`);
  return searchWith(game, evaluation, position, options);
}

/** `search` for a game outside the registry (ADDING-A-GAME.md), with its own evaluation. */
export function searchWith<G extends AnyGame>(
  game: G,
  evaluation: Evaluation,
  position: ReturnType<G['start']>,
  options: SearchOptions<G> = {},
): SearchResult<Parameters<G['sameMove']>[0]> {
  const boardOf = searchBoardOf(game);
  if (boardOf === undefined) throw new Error(`the engine cannot play ${game.title}: it has no search board`);
  const level = levelOf(options.level ?? DEFAULT_LEVEL);
  const limits = options.limits ?? {};
  const started = Date.now();
  const board = boardOf(position, MAX_PLY + 2);
  table ??= new TranspositionTable();
  table.clear();
  // G3: how often each earlier position of the game occurred (positions on either side of an
  // irreversible move are never equal, so counting the whole history is exact).
  const repetition = (game.options as { repetition?: unknown }).repetition === true;
  const before = new Map<number, number>();
  if (repetition) {
    for (const p of options.history ?? []) {
      const h = boardOf(p, 1);
      const key = repetitionKey(h.hashLo(), h.hashHi());
      before.set(key, (before.get(key) ?? 0) + 1);
    }
  }
  const searcher = new Searcher(board, evaluation, table, repetition, before);
  const blur = level.blur;
  const report = (it: Iteration): SearchInfo => ({
    depth: it.depth,
    score: scoreOf(it.value),
    nodes: searcher.nodes,
    timeMs: Date.now() - started,
    pv: decodeLine(board, it.pv),
  });
  const last = searcher.run(
    {
      maxDepth: Math.min(limits.depth ?? level.depth, MAX_PLY - 1),
      nodes: limits.nodes ?? level.nodes,
      deadline: started + (limits.movetime ?? level.movetime),
      stop: options.stop,
    },
    blur > 0,
    (it) => options.onInfo?.(report(it)),
  );
  if (last === undefined) {
    // The game has ended, there is no move, or the search was stopped before depth 1 ended.
    const moves = new Int32Array(board.maxMoves);
    const n = board.ending() === NO_ENDING ? board.generate(moves) : 0;
    const move = n > 0 ? board.decode(moves[0]) : undefined;
    return { move, depth: 0, score: { kind: 'value', value: 0 }, nodes: searcher.nodes, timeMs: Date.now() - started, pv: move === undefined ? [] : [move] };
  }
  let chosen = last.best;
  let pv = last.pv;
  if (blur > 0 && last.lines) {
    // The weaker levels: each root move's value blurred by a seeded error of at most `blur`.
    const rng = xoroshiro128plus((options.seed ?? 0) | 0);
    let bestBlurred = -Infinity;
    for (const line of last.lines) {
      const r = rng.next();
      const blurred = line.value + (((r >>> 0) / 4294967296) * 2 - 1) * blur;
      if (blurred > bestBlurred) {
        bestBlurred = blurred;
        chosen = line.move;
      }
    }
    if (chosen !== last.best) pv = [chosen];
  }
  const move = board.decode(chosen);
  if (!game.isLegal(position, move)) throw new Error(`engine error: it chose a move the rules refuse (${JSON.stringify(move)})`);
  const value = last.lines?.find((l) => l.move === chosen)?.value ?? last.value;
  return { move, depth: last.depth, score: scoreOf(value), nodes: searcher.nodes, timeMs: Date.now() - started, pv: decodeLine(board, pv) };
}
