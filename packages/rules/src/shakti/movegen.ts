// Shakti's move generator: pseudo-legal moves by sight, legality by S6, and the forced pass of S7.
import type { Board } from './board.ts';
import { CELLS, RAYS } from './geometry.ts';
import { EMPTY, KING, WARRIOR, code, colourOf, typeOf } from './pieces.ts';
import { PASS, encodeJump, encodeStep } from './moves.ts';
import { firstTile, inCheck, kingExposed } from './sight.ts';

export const MAX_MOVES = 128;

function generatePseudoLegal(b: Board, out: Int32Array): number {
  const us = b.turn;
  const checked = inCheck(b, us);
  const enemyWarrior = code(1 - us, WARRIOR);
  let n = 0;
  for (let c = 0; c < CELLS; c++) {
    const piece = b.sq[c];
    if (piece === EMPTY || colourOf(piece) !== us) continue;
    if (typeOf(piece) === KING) {
      for (let dir = 0; dir < 8; dir++) {
        if (checked) {
          // S3: in check, only to an adjacent tile, vacant or holding an enemy warrior.
          const ray = RAYS[c * 8 + dir];
          if (ray.length === 0 || !b.tile[ray[0]]) continue;
          const t = ray[0];
          if (b.sq[t] === EMPTY || b.sq[t] === enemyWarrior) out[n++] = encodeStep(c, t);
        } else {
          // S3: not in check, to the first tile he sees, if it is vacant.
          const t = firstTile(b, c, dir);
          if (t >= 0 && b.sq[t] === EMPTY) out[n++] = encodeStep(c, t);
        }
      }
    } else {
      n = warriorMoves(b, c, out, n);
    }
  }
  return n;
}

/** S4: to the first tile seen if vacant; or to the second, removing the first, if both are vacant. */
function warriorMoves(b: Board, c: number, out: Int32Array, n: number): number {
  for (let dir = 0; dir < 8; dir++) {
    const ray = RAYS[c * 8 + dir];
    let i = 0;
    while (i < ray.length && !b.tile[ray[i]]) i++;
    if (i === ray.length) continue;
    const first = ray[i];
    if (b.sq[first] !== EMPTY) continue; // warriors never capture
    out[n++] = encodeStep(c, first);
    i++;
    if (b.adjacentJump) {
      if (i < ray.length && b.tile[ray[i]] && b.sq[ray[i]] === EMPTY) out[n++] = encodeJump(c, ray[i], first);
    } else {
      while (i < ray.length && !b.tile[ray[i]]) i++;
      if (i < ray.length && b.sq[ray[i]] === EMPTY) out[n++] = encodeJump(c, ray[i], first);
    }
  }
  return n;
}

/** The legal moves without the pass: S6, the own King neither in check nor seen by the other. */
function generateMoves(b: Board, out: Int32Array): number {
  const n = generatePseudoLegal(b, out);
  const us = b.turn;
  let legal = 0;
  for (let i = 0; i < n; i++) {
    b.makeWithoutHash(out[i]);
    if (!kingExposed(b, us)) out[legal++] = out[i];
    b.unmakeWithoutHash(out[i]);
  }
  return legal;
}

const probe = new Int32Array(MAX_MOVES);

/** S7's question, stopping at the first answer: has the side to move a legal move (the pass aside)? */
export function hasLegalMove(b: Board): boolean {
  const n = generatePseudoLegal(b, probe);
  const us = b.turn;
  for (let i = 0; i < n; i++) {
    b.makeWithoutHash(probe[i]);
    const exposed = kingExposed(b, us);
    b.unmakeWithoutHash(probe[i]);
    if (!exposed) return true;
  }
  return false;
}

/** The legal moves, with S7's pass when the side to move (not in check) cannot move but the other can. */
export function generateLegal(b: Board, out: Int32Array): number {
  const n = generateMoves(b, out);
  if (n > 0 || inCheck(b, b.turn)) return n;
  b.turn ^= 1;
  const other = hasLegalMove(b);
  b.turn ^= 1;
  if (!other) return 0;
  out[0] = PASS;
  return 1;
}
