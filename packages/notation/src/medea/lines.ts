// Medea's board geometry as the text layer reads it to explain why a move is not legal (D2,
// D3, D6): directions, the squares between two squares, and whether one jump of a written
// capture takes a piece. Legality itself is decided by the rules' `legalMoves` only.

import { squareName } from '../rules.ts';
import type { Colour, MedeaPieceType, MedeaPosition, Square } from '../rules.ts';
import { medeaPieceWords } from './letters.ts';

const fileOf = (square: Square): number => square % 8;
const rankOf = (square: Square): number => Math.floor(square / 8);

/** The unit step from `from` to `to` along a rank, file or diagonal, if they share one. */
export function lineStep(from: Square, to: Square): { df: number; dr: number; distance: number } | undefined {
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  if (df === 0 && dr === 0) return undefined;
  if (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) return undefined;
  return { df: Math.sign(df), dr: Math.sign(dr), distance: Math.max(Math.abs(df), Math.abs(dr)) };
}

/** The squares strictly between two squares on one line (empty when they share none). */
export function squaresBetween(from: Square, to: Square): Square[] {
  const step = lineStep(from, to);
  if (step === undefined) return [];
  const squares: Square[] = [];
  for (let i = 1; i < step.distance; i++) squares.push((rankOf(from) + step.dr * i) * 8 + fileOf(from) + step.df * i);
  return squares;
}

/** Whether two squares touch (one king step apart). */
export const kingStep = (a: Square, b: Square): boolean => lineStep(a, b)?.distance === 1;

/** The rank direction a man of `colour` steps in (D2). */
export const forward = (colour: Colour): number => (colour === 'white' ? 1 : -1);
export const rankDelta = (from: Square, to: Square): number => rankOf(to) - rankOf(from);

/**
 * One jump of a written capture, `from` to `to`, by a piece of `type` and `colour` that left
 * `start` (which counts as empty, D4), with `taken` already jumped (they stay and block): the
 * square taken, or why the jump takes nothing.
 */
export function jumpTakes(
  position: MedeaPosition,
  type: MedeaPieceType,
  colour: Colour,
  start: Square,
  taken: readonly Square[],
  from: Square,
  to: Square,
): { readonly taken: Square } | { readonly problem: string } {
  const jump = `the jump ${squareName(from)}x${squareName(to)}`;
  const occupied = (s: Square): boolean => s !== start && position.board[s] != null;
  const step = lineStep(from, to);
  if (step === undefined || (step.df !== 0 && step.dr !== 0)) return { problem: `${jump} is not along a rank or file; a capture leaps orthogonally (D2, D3)` };
  if (type === 'man' && step.distance !== 2) return { problem: `${jump} is not a short leap; a man leaps over an adjacent piece onto the square just beyond (D2)` };
  if (occupied(to)) return { problem: `${jump} lands on ${squareName(to)}, which holds ${medeaPieceWords(position.board[to]!)}` };
  const pieces = squaresBetween(from, to).filter(occupied);
  if (pieces.length === 0) return { problem: `${jump} leaps over no piece` };
  if (pieces.length > 1) return { problem: `${jump} leaps over more than one piece (${pieces.map((s) => squareName(s)).join(', ')}) (D3)` };
  const over = pieces[0] as Square;
  const piece = position.board[over]!;
  if (piece.colour === colour) return { problem: `${jump} leaps over ${medeaPieceWords(piece)} on ${squareName(over)}; a piece never takes its own side's pieces` };
  if (taken.includes(over)) return { problem: `${jump} leaps over ${squareName(over)} again; a piece taken in this move cannot be taken twice (D4)` };
  return { taken: over };
}
