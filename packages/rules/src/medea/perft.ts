// Medea perft: every move made and unmade, the leaves too (no bulk counting); D5 merges capture
// paths with the same result, the convention of published draughts perft figures.
import type { MedeaMove, MedeaPosition } from './types.ts';
import { Board } from './board.ts';
import { generateMoves } from './movegen.ts';
import { toPublic } from './play.ts';

function count(b: Board, depth: number): number {
  const moves = generateMoves(b);
  let nodes = 0;
  for (const m of moves) {
    b.make(m);
    nodes += depth === 1 ? 1 : count(b, depth - 1);
    b.unmake(m);
  }
  return nodes;
}

export function perft(pos: MedeaPosition, depth: number): number {
  return depth <= 0 ? 1 : count(Board.fromPosition(pos), depth);
}

export function divide(pos: MedeaPosition, depth: number, onMove?: (done: number, total: number) => void): { move: MedeaMove; nodes: number }[] {
  const b = Board.fromPosition(pos);
  const moves = generateMoves(b);
  return moves.map((m, i) => {
    b.make(m);
    const nodes = depth <= 1 ? 1 : count(b, depth - 1);
    b.unmake(m);
    onMove?.(i + 1, moves.length);
    return { move: toPublic(m), nodes };
  });
}
