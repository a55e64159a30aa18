// A game whose search board offers only one decision at the root: the engine searched for the
// value of the decision a player made, at the same depth as its own choice, so the two compare
// (the analysis, analyse.ts). In Chakart this is the decision's expected value over its
// outcomes (K4-K6), not the luck of the draw that followed it.
//
// The board is the game's own, seen through an object whose `generate` gives the one decision
// while no decision is made on it, and whose other members are the board's (its methods bound
// to it, its fields read from it): the evaluation reads the same arrays the search moves.
import type { AnyGame, SearchBoard } from '@rulebook/rules';
import { searchBoardOf } from '@rulebook/rules/search';

function onlyAtRoot(board: SearchBoard, move: unknown): SearchBoard {
  const code = board.encode(move);
  if (code < 0) throw new Error('the decision played is not legal in its position');
  let made = 0;
  // Reads fall through to the board (its fields change as it plays); its methods are bound to it.
  const view = Object.create(board) as Record<string, unknown>;
  for (let proto: object | null = board; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name === 'constructor' || Object.hasOwn(view, name)) continue;
      const described = Object.getOwnPropertyDescriptor(proto, name);
      // An accessor is read on the board itself (it may read private fields).
      if (described?.get) Object.defineProperty(view, name, { get: () => (board as unknown as Record<string, unknown>)[name] });
      else if (typeof described?.value === 'function') view[name] = (described.value as (...args: unknown[]) => unknown).bind(board);
    }
  }
  view['generate'] = (out: Int32Array): number => {
    if (made > 0) return board.generate(out);
    out[0] = code;
    return 1;
  };
  view['make'] = (m: number): void => {
    made++;
    board.make(m);
  };
  view['unmake'] = (m: number): void => {
    made--;
    board.unmake(m);
  };
  const chance = board.chance;
  if (chance) {
    view['chance'] = {
      makeBranch(m: number, path: Int32Array, counts: Int32Array, fixed: number): number {
        made++;
        return chance.makeBranch(m, path, counts, fixed);
      },
    };
  }
  return view as unknown as SearchBoard;
}

/**
 * `game` with the search board of `position` limited to `move` at the root (the engine's
 * evaluation is the game's, by its name); the boards of other positions (the game's history,
 * for G3's count) are the game's own.
 */
export function withRootMove<G extends AnyGame>(game: G, position: unknown, move: unknown): G {
  const searchBoard = searchBoardOf(game);
  if (!searchBoard) throw new Error(`the engine cannot play ${game.title}: it has no search board`);
  return {
    ...game,
    searchBoard: (at: unknown, maxPly: number) => {
      const board = searchBoard(at as ReturnType<G['start']>, maxPly);
      return at === position ? onlyAtRoot(board, move) : board;
    },
  };
}
