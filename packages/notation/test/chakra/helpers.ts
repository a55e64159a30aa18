// Shared by Chakra's tests: random games played by the rules, and the start position string.

import { seeded } from '../support/seeded.ts';

import { chakra } from '@rulebook/rules';
import type { ChakraMove, ChakraPosition, Ruleset } from '../../src/rules.ts';
import { CHAKRA } from '../support/rules.ts';

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
