// Shared by the tests: a seeded random source and random games played by the rules package.

import { chakra } from '@rulebook/rules';
import type { ChakraMove, ChakraPosition, Ruleset } from '../src/rules.ts';
import { CHAKRA } from './support/rules.ts';

/** mulberry32: a small seeded generator, so every run plays the same games. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Ply {
  readonly before: ChakraPosition;
  readonly move: ChakraMove;
  readonly after: ChakraPosition;
}

/** A random game of up to `plies` moves from `start`, stopping when the game ends. */
export function randomGame(seed: number, plies: number, ruleset: Ruleset = 'current', start: ChakraPosition = CHAKRA.current.start()): Ply[] {
  const random = seeded(seed);
  const game: Ply[] = [];
  let position = start;
  for (let i = 0; i < plies; i++) {
    if (CHAKRA[ruleset].outcome(position) !== undefined) break;
    const moves = CHAKRA[ruleset].legalMoves(position);
    const move = moves[Math.floor(random() * moves.length)] as ChakraMove;
    const after = CHAKRA[ruleset].play(position, move).position;
    game.push({ before: position, move, after });
    position = after;
  }
  return game;
}

/** The start position string (C1). */
export const START = 'ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 1';
