// Shakti's evaluation (source 001; rulings S1-S7): warriors, what they can do, and how much room
// each King keeps, read from the search board's arrays in one pass over the 49 cells. The only
// win is checkmate (S7), and a King in check keeps only his adjacent tiles (S3): the terms
// measure the warriors that give check and the tiles (and holes) around the Kings they attack.
// Every term is counted for both sides alike, so a position and its mirror with the colours
// swapped score the same for the side to move (the start, S1, scores 0).
import { shaktiSearch } from '@rulebook/rules/search';
import type { Evaluation } from '../evaluation.ts';

type Board = shaktiSearch.ShaktiSearchBoard;
const { CELLS, RAYS, EMPTY, WARRIOR, KIND_STEP, moveKind, moveTo } = shaktiSearch;

/** S3, S4: a warrior (the only piece that can be taken, and the only one that gives check). */
const WARRIOR_VALUE = 100;
/** S4: each move a warrior has (a step to the first tile it sees, a jump to the second). */
const WARRIOR_MOVE = 3;
/** S3: each direction in which the King, out of check, can fly to the first tile he sees. */
const KING_FLIGHT = 3;
/**
 * S3, S6, S7: by the number of adjacent tiles the King could step to if checked (a tile, not
 * his own warrior's, seen by no enemy warrior nor the enemy King): none left, and one check mates.
 */
const ESCAPES = [-70, -40, -20, -8, 0, 6, 11, 15, 18];
/** S2, S3, S5: each hole next to the King: a line along which a warrior checks him from beyond his reach. */
const HOLE_BY_KING = -6;
/** S3, S5: the King in check keeps only his adjacent tiles. */
const IN_CHECK = -20;

/** The names of the terms, as `shaktiTerms` gives them. */
export const SHAKTI_TERMS = ['material', 'warriorMoves', 'kingFlights', 'escapes', 'holesByKing', 'check'] as const;
export type ShaktiTerm = (typeof SHAKTI_TERMS)[number];

// What one pass found, per side (index: term * 2 + side), and what each cell is seen by:
// bit 1 << side a warrior of that side, bit 4 << side that side's King (S2: the first tile on
// each line). Reused by every call: the evaluation allocates nothing.
const terms = new Int32Array(SHAKTI_TERMS.length * 2);
const seen = new Uint8Array(CELLS);
const MATERIAL = 0;
const WARRIOR_MOVES = 2;
const KING_FLIGHTS = 4;
const KING_ESCAPES = 6;
const KING_HOLES = 8;
const CHECK = 10;

/** Fills `terms` with each side's terms, in hundredths of a pawn (White's at even, Black's at odd indices). */
function measure(board: Board): void {
  const sq = board.sq;
  const tile = board.tile;
  const adjacentJump = board.adjacentJump;
  terms.fill(0);
  seen.fill(0);
  // The pieces: warriors (material, moves) and Kings (flights), marking what each sees.
  for (let c = 0; c < CELLS; c++) {
    const p = sq[c];
    if (p === EMPTY) continue;
    const side = p >> 2;
    const isWarrior = (p & 3) === WARRIOR;
    if (isWarrior) terms[MATERIAL + side] += WARRIOR_VALUE;
    const mark = isWarrior ? 1 << side : 4 << side;
    for (let dir = 0; dir < 8; dir++) {
      const ray = RAYS[c * 8 + dir];
      const n = ray.length;
      let i = 0;
      while (i < n && tile[ray[i]] === 0) i++;
      if (i === n) continue;
      const first = ray[i];
      seen[first] |= mark;
      if (sq[first] !== EMPTY) continue;
      if (!isWarrior) {
        terms[KING_FLIGHTS + side] += KING_FLIGHT;
        continue;
      }
      // S4: the step, and the jump when the second tile (the next cell under adjacentJump) is vacant too.
      terms[WARRIOR_MOVES + side] += WARRIOR_MOVE;
      i++;
      if (adjacentJump) {
        if (i < n && tile[ray[i]] === 1 && sq[ray[i]] === EMPTY) terms[WARRIOR_MOVES + side] += WARRIOR_MOVE;
      } else {
        while (i < n && tile[ray[i]] === 0) i++;
        if (i < n && sq[ray[i]] === EMPTY) terms[WARRIOR_MOVES + side] += WARRIOR_MOVE;
      }
    }
  }
  // The Kings' surroundings, which matter only while the enemy has a warrior to check with (S5).
  for (let side = 0; side < 2; side++) {
    if (terms[MATERIAL + 1 - side] === 0) continue;
    const k = board.king[side];
    const guard = (1 << (1 - side)) | (4 << (1 - side));
    let escapes = 0;
    let holes = 0;
    for (let dir = 0; dir < 8; dir++) {
      const ray = RAYS[k * 8 + dir];
      if (ray.length === 0) continue;
      const a = ray[0];
      if (tile[a] === 0) holes++;
      else if ((sq[a] === EMPTY || sq[a] >> 2 !== side) && (seen[a] & guard) === 0) escapes++;
    }
    terms[KING_ESCAPES + side] = ESCAPES[escapes];
    terms[KING_HOLES + side] = HOLE_BY_KING * holes;
    if ((seen[k] & (1 << (1 - side))) !== 0) terms[CHECK + side] = IN_CHECK;
  }
}

export const shaktiEvaluation: Evaluation<Board> = {
  evaluate(board) {
    measure(board);
    let score = 0;
    for (let i = 0; i < terms.length; i += 2) score += terms[i] - terms[i + 1];
    return board.side() === 0 ? score : 0 - score; // never -0
  },
  /** S3: a King's step onto an enemy warrior takes it (the only capture); nothing else takes anything. */
  captureValue(board, move) {
    return moveKind(move) === KIND_STEP && board.sq[moveTo(move)] !== EMPTY ? WARRIOR_VALUE : 0;
  },
};

/** Each term for each side ([White, Black], hundredths of a pawn): for tests, and for showing why a position scores what it does. */
export function shaktiTerms(board: Board): Record<ShaktiTerm, [number, number]> {
  measure(board);
  return Object.fromEntries(SHAKTI_TERMS.map((name, t) => [name, [terms[t * 2], terms[t * 2 + 1]]])) as Record<ShaktiTerm, [number, number]>;
}
