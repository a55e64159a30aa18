// Perft: the number of leaf positions at a depth, every move made and unmade (no bulk counting).
import type { ChakraMove, ChakraPosition, Ruleset } from './types.ts';
import { Board } from './board.ts';
import { generateLegal, MAX_MOVES } from './movegen.ts';
import { decodeMove } from './moves.ts';

const buffers: Int32Array[] = [];
const bufferAt = (depth: number): Int32Array => (buffers[depth] ??= new Int32Array(MAX_MOVES));

function count(b: Board, depth: number): number {
  const moves = bufferAt(depth);
  const n = generateLegal(b, moves);
  if (depth === 1) return n; // each of these n moves was made and unmade by the legality test
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    b.make(moves[i]);
    nodes += count(b, depth - 1);
    b.unmake(moves[i]);
  }
  return nodes;
}

export function perft(pos: ChakraPosition, depth: number, ruleset: Ruleset = 'current'): number {
  if (depth <= 0) return 1;
  return count(Board.fromPosition(pos, ruleset, depth + 1), depth);
}

/** Perft split by root move, for finding where two generators disagree. */
export function divide(
  pos: ChakraPosition,
  depth: number,
  ruleset: Ruleset = 'current',
  onMove?: (done: number, total: number) => void,
): { move: ChakraMove; nodes: number }[] {
  const b = Board.fromPosition(pos, ruleset, depth + 1);
  const root = new Int32Array(MAX_MOVES);
  const n = generateLegal(b, root);
  const out: { move: ChakraMove; nodes: number }[] = [];
  for (let i = 0; i < n; i++) {
    b.make(root[i]);
    out.push({ move: decodeMove(root[i]), nodes: depth <= 1 ? 1 : count(b, depth - 1) });
    b.unmake(root[i]);
    onMove?.(i + 1, n);
  }
  return out;
}
