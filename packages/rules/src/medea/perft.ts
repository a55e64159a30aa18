// Medea perft: every move made and unmade, the leaves too (no bulk counting); D5 merges capture
// paths with the same result, the convention of published draughts perft figures.
import type { MedeaMove, MedeaPosition } from './types.ts';
import { Board } from './board.ts';
import { generateMoves } from './movegen.ts';

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
    const move: MedeaMove =
      m.kind === 'capture'
        ? { kind: 'capture', from: m.from, to: m.to, path: m.path, captured: m.captured }
        : m.kind === 'chakra'
          ? { kind: 'chakra', from: m.from, to: m.to }
          : m.kind === 'pass'
            ? { kind: 'pass', square: m.from, via: m.via }
            : m.via >= 0
              ? { kind: 'step', from: m.from, to: m.to, via: m.via }
              : { kind: 'step', from: m.from, to: m.to };
    return { move, nodes };
  });
}
