// Medea's move generator: jump sequences by the international draughts conventions (D2-D4),
// the Transmitter (D6-D8), and the choice between them that the majority rule leaves.
import { DIR_FILE, DIR_RANK, buildRays } from '../core/rays.ts';
import { Board, EMPTY, KING, MAN, colourOf, farRank, typeOf, type Move } from './board.ts';

/** RAYS[sq * 8 + dir]: squares from sq to the edge; dirs 0-3 orthogonal (N E S W), 4-7 diagonal. */
const RAYS = buildRays(8, 8, DIR_FILE, DIR_RANK);
/** A man's forward steps: N, NE, NW for White; S, SE, SW for Black (D2). */
const FORWARD = [
  [0, 4, 7],
  [2, 5, 6],
];

/** One shared empty list for the moves that capture nothing (most of them): fewer allocations. */
const NONE: readonly number[] = Object.freeze([]);

const move = (kind: Move['kind'], from: number, to: number, via = -1, captured: readonly number[] = NONE, path: readonly number[] = NONE, promotes = false): Move => ({
  kind, from, to, via, captured, path, promotes,
});

/**
 * The search's scratch state, shared by every call (the generator is never re-entered while it
 * runs): the enemy pieces taken so far, and the landings and captures of the path being built.
 * Each search leaves them as it found them. No allocation per call (replay speed).
 */
const TAKEN = new Uint8Array(64);
const PATH: number[] = [];
const CAPTURED: number[] = [];

/** Extends the jump sequence of the piece from `from`, now on `cur`; each complete one goes to `out`. */
function search(b: Board, us: number, from: number, king: boolean, cur: number, out: Move[]): void {
  let extended = false;
  for (let d = 0; d < 4; d++) {
    const ray = RAYS[cur * 8 + d];
    let i = 0;
    if (king) while (i < ray.length && b.sq[ray[i]] === EMPTY) i++; // D3: the long leap
    if (i + 1 >= ray.length) continue;
    const over = ray[i];
    const victim = b.sq[over];
    // D4: only an enemy piece not yet taken; taken pieces stay and block.
    if (victim === EMPTY || colourOf(victim) === us || TAKEN[over]) continue;
    for (let j = i + 1; j < ray.length && b.sq[ray[j]] === EMPTY; j++) {
      extended = true;
      TAKEN[over] = 1;
      PATH.push(ray[j]);
      CAPTURED.push(over);
      search(b, us, from, king, ray[j], out);
      CAPTURED.pop();
      PATH.pop();
      TAKEN[over] = 0;
      if (!king) break; // D2: a man lands just beyond
    }
  }
  if (!extended && CAPTURED.length > 0) {
    // D4: a man promotes only if the whole move ends on its far rank.
    out.push(move('capture', from, cur, -1, CAPTURED.slice(), PATH.slice(), !king && cur >> 3 === farRank(us)));
  }
}

/** All jump sequences of the side to move, each complete (no further jump possible). */
function jumpSequences(b: Board): Move[] {
  const us = b.turn;
  const out: Move[] = [];
  for (let from = 0; from < 64; from++) {
    const piece = b.sq[from];
    if (piece === EMPTY || colourOf(piece) !== us) continue;
    b.sq[from] = EMPTY; // D4: the start square counts as empty during the capture
    search(b, us, from, typeOf(piece) === KING, from, out);
    b.sq[from] = piece;
  }
  return out;
}

/**
 * Non-capturing arrivals of the piece on `from` at `to` (a man's step or a king's slide).
 * Entering the own vacant chakra A transmits the piece to the far chakra B (D7): onto a vacant
 * B, or taking an enemy piece there by replacement (D8); with a friendly piece on B it stays.
 */
function arrive(b: Board, from: number, to: number, quiet: Move[], replacements: Move[], passes: Move[]): void {
  const us = b.turn;
  // D4: a man that ends on its far rank promotes (far8: that rank for a man, -1 for a king).
  const far8 = typeOf(b.sq[from]) === MAN ? farRank(us) : -1;
  if (b.chakra[to] === us) {
    const far = b.farChakra(us, to);
    if (far === from) {
      passes.push(move('pass', from, from, to)); // D8: the pass, as Chakra's C9
      return;
    }
    const there = b.sq[far];
    if (there === EMPTY) {
      quiet.push(move('step', from, far, to, NONE, NONE, far >> 3 === far8));
      return;
    }
    if (colourOf(there) !== us) {
      replacements.push(move('step', from, far, to, [far], NONE, far >> 3 === far8)); // D7: capture by replacement
      return;
    }
  }
  quiet.push(move('step', from, to, -1, NONE, NONE, to >> 3 === far8));
}

function nonCapturing(b: Board): { quiet: Move[]; replacements: Move[]; passes: Move[] } {
  const us = b.turn;
  const quiet: Move[] = [];
  const replacements: Move[] = [];
  const passes: Move[] = [];
  for (let from = 0; from < 64; from++) {
    const piece = b.sq[from];
    if (piece === EMPTY || colourOf(piece) !== us) continue;
    if (typeOf(piece) === MAN) {
      for (const d of FORWARD[us]) {
        const ray = RAYS[from * 8 + d];
        if (ray.length > 0 && b.sq[ray[0]] === EMPTY) arrive(b, from, ray[0], quiet, replacements, passes);
      }
    } else {
      // D3: the king slides like a chess queen; chakras do not stop him.
      for (let d = 0; d < 8; d++) {
        const ray = RAYS[from * 8 + d];
        for (let i = 0; i < ray.length && b.sq[ray[i]] === EMPTY; i++) arrive(b, from, ray[i], quiet, replacements, passes);
      }
    }
  }
  // D6: a vacant own chakra moves one king step onto a square with no piece and no chakra
  // (generateMoves offers these only when no capture exists).
  for (let i = 0; i < 2; i++) {
    const c = b.chakraSq[us * 2 + i];
    if (c < 0 || b.sq[c] !== EMPTY) continue;
    for (let d = 0; d < 8; d++) {
      const ray = RAYS[c * 8 + d];
      if (ray.length > 0 && b.sq[ray[0]] === EMPTY && b.chakra[ray[0]] < 0) quiet.push(move('chakra', c, ray[0]));
    }
  }
  return { quiet, replacements, passes };
}

/** D5: one move per start, end and set of captured pieces (the first path found stands for it). */
function distinct(moves: Move[]): Move[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = `${m.from}:${m.to}:${m.kind}:${m.via}:${[...m.captured].sort((x, y) => x - y).join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The legal moves (D4, D6, D8): capture is compulsory and the majority rule holds; a replacement
 * counts as one piece, so it stands beside single jumps and yields to any multiple jump.
 * With `allPaths`, jump sequences are not merged by D5 (every path is listed).
 */
export function generateMoves(b: Board, allPaths = false): Move[] {
  // D9: a side with no pieces has lost; its chakras alone do not move on.
  if (b.count[b.turn] === 0) return [];
  const jumps = jumpSequences(b);
  const most = jumps.reduce((n, m) => Math.max(n, m.captured.length), 0);
  const best = jumps.filter((m) => m.captured.length === most);
  const merged = allPaths || best.length < 2 ? best : distinct(best);
  if (most >= 2) return merged;
  // Non-capturing arrivals are distinct already: a piece reaches a given square, or its own
  // chakra, along one line only.
  const { quiet, replacements, passes } = nonCapturing(b);
  if (most === 1 || replacements.length > 0) return [...merged, ...replacements];
  return passes.length === 0 ? quiet : [...quiet, ...passes];
}
