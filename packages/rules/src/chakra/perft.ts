// Chakra perft: every leaf move made and unmade (the legality test makes each one).
import type { ChakraMove, ChakraPosition, Ruleset } from './types.ts';
import { perftWith } from '../core/perft.ts';
import { Board } from './board.ts';
import { generateLegal, MAX_MOVES } from './movegen.ts';
import { decodeMove } from './moves.ts';

const counter = perftWith<Board>(generateLegal, MAX_MOVES);

export function perft(pos: ChakraPosition, depth: number, ruleset: Ruleset = 'current'): number {
  return counter.count(Board.fromPosition(pos, ruleset, depth + 1), depth);
}

/** Perft split by root move, for finding where two generators disagree. */
export function divide(
  pos: ChakraPosition,
  depth: number,
  ruleset: Ruleset = 'current',
  onMove?: (done: number, total: number) => void,
): { move: ChakraMove; nodes: number }[] {
  return counter.divide(Board.fromPosition(pos, ruleset, depth + 1), depth, decodeMove, onMove);
}
