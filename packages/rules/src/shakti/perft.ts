// Shakti perft: every leaf move made and unmade (the pass counts as a move, changing the turn).
import type { ShaktiMove, ShaktiOptions, ShaktiPosition } from './types.ts';
import { perftWith } from '../core/perft.ts';
import { Board } from './board.ts';
import { generateLegal, MAX_MOVES } from './movegen.ts';
import { decodeMove } from './moves.ts';

const counter = perftWith<Board>(generateLegal, MAX_MOVES);

export function perft(pos: ShaktiPosition, depth: number, options: ShaktiOptions = {}): number {
  return counter.count(Board.fromPosition(pos, options, depth + 2), depth);
}

export function divide(
  pos: ShaktiPosition,
  depth: number,
  options: ShaktiOptions = {},
  onMove?: (done: number, total: number) => void,
): { move: ShaktiMove; nodes: number }[] {
  return counter.divide(Board.fromPosition(pos, options, depth + 2), depth, decodeMove, onMove);
}
