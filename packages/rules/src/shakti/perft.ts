// Shakti perft: every move made and unmade (the pass counts as a move).
import type { ShaktiMove, ShaktiOptions, ShaktiPosition } from './types.ts';
import { Board } from './board.ts';
import { generateLegal, MAX_MOVES } from './movegen.ts';
import { decodeMove } from './moves.ts';

const buffers: Int32Array[] = [];
const bufferAt = (depth: number): Int32Array => (buffers[depth] ??= new Int32Array(MAX_MOVES));

function count(b: Board, depth: number): number {
  const moves = bufferAt(depth);
  const n = generateLegal(b, moves);
  if (depth === 1) return n; // each was made and unmade by the legality test (a pass changes only the turn)
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    b.make(moves[i]);
    nodes += count(b, depth - 1);
    b.unmake(moves[i]);
  }
  return nodes;
}

export function perft(pos: ShaktiPosition, depth: number, options: ShaktiOptions = {}): number {
  if (depth <= 0) return 1;
  return count(Board.fromPosition(pos, options, depth + 2), depth);
}

export function divide(
  pos: ShaktiPosition,
  depth: number,
  options: ShaktiOptions = {},
  onMove?: (done: number, total: number) => void,
): { move: ShaktiMove; nodes: number }[] {
  const b = Board.fromPosition(pos, options, depth + 2);
  const root = new Int32Array(MAX_MOVES);
  const n = generateLegal(b, root);
  const out: { move: ShaktiMove; nodes: number }[] = [];
  for (let i = 0; i < n; i++) {
    b.make(root[i]);
    out.push({ move: decodeMove(root[i]), nodes: depth <= 1 ? 1 : count(b, depth - 1) });
    b.unmake(root[i]);
    onMove?.(i + 1, n);
  }
  return out;
}
