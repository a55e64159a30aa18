// Sight (S2): from a cell, in each of eight directions, a piece sees the first tile on the
// line; holes are transparent. Check (S5) and the mutual-check rule (S6) are both sight.
import type { Board } from './board.ts';
import { RAYS } from './geometry.ts';
import { KING, WARRIOR, code } from './pieces.ts';

/** The first tile seen from `cell` in direction `dir`, or -1. */
export function firstTile(b: Board, cell: number, dir: number): number {
  const ray = RAYS[cell * 8 + dir];
  for (let i = 0; i < ray.length; i++) if (b.tile[ray[i]]) return ray[i];
  return -1;
}

/**
 * Is the King of `colour` seen by an enemy warrior (check, S5: a pinned warrior still checks)
 * or by the enemy King (forbidden by S6)?
 */
export function kingExposed(b: Board, colour: number): boolean {
  const k = b.king[colour];
  const enemyWarrior = code(1 - colour, WARRIOR);
  const enemyKing = code(1 - colour, KING);
  for (let dir = 0; dir < 8; dir++) {
    const ray = RAYS[k * 8 + dir];
    for (let i = 0; i < ray.length; i++) {
      const t = ray[i];
      if (!b.tile[t]) continue;
      const c = b.sq[t];
      if (c === enemyWarrior || c === enemyKing) return true;
      break;
    }
  }
  return false;
}

/** S5: is the King of `colour` in check (seen by an enemy warrior)? */
export function inCheck(b: Board, colour: number): boolean {
  const k = b.king[colour];
  const enemyWarrior = code(1 - colour, WARRIOR);
  for (let dir = 0; dir < 8; dir++) {
    const t = firstTile(b, k, dir);
    if (t >= 0 && b.sq[t] === enemyWarrior) return true;
  }
  return false;
}
