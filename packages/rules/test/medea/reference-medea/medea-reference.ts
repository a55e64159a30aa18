// An independent, deliberately plain reference move generator for Medea, written straight from
// shared/RULINGS.md (D1-D9, G1-G3, C9 for the pass) and source 003, using only the public types
// in src/medea/types.ts. It exists to cross-check the fast engine: two readings must agree.
//
// Readings (each one a decision of this file):
//  R1  Squares 0..63, index = rank * 8 + file (a1 = 0). White's far rank is rank 8 (index 7),
//      Black's is rank 1 (index 0); White's forward is +1 rank.
//  R2  "Empty" always means "no piece": a chakra of either colour under a square never makes it
//      occupied and never blocks a man's step, a king's slide or a jump (D2, D3, source: "in all
//      other respects the chakra is a square").
//  R3  Man (D2): one step N, NE or NW (for Black S, SE, SW) onto an empty square. Capture: short
//      leap over an orthogonally adjacent enemy piece (4 directions) onto the empty square beyond.
//  R4  King (D3): slides like a chess queen over empty squares, stopping on any of them. Capture:
//      along a rank or file, over empty squares up to the first piece; if it is an enemy piece
//      not yet taken in this move, the king lands on any empty square beyond it, up to (not
//      including) the next piece or the edge.
//  R5  Jump sequences (D4): during the move the start square is empty (the moving piece has
//      left it); every piece already taken stays on its square, so it blocks (no landing on it,
//      no sliding or leaping past it) and cannot be jumped again. Squares, the start square
//      included, may be visited again. A man stays a man for the whole sequence (it may pass
//      over its far rank); it becomes a king only if the last landing is on its far rank.
//  R6  Majority (D4, D8): let J be the largest number of pieces any jump sequence of the side
//      takes (kings count one) and let the replacements (R9) each count one.
//        J >= 2: exactly the jump sequences taking J pieces.
//        J == 1: every single jump and every replacement.
//        J == 0 and some replacement exists: exactly the replacements.
//        otherwise: the non-capturing moves (R8, R9 without replacement, R10, R11).
//      A sequence taking J pieces cannot be continued, so "the sequence must be completed" needs
//      no separate rule.
//  R7  Move identity (D5): jump sequences with the same start, end and set of taken pieces are
//      one move. referenceLegalMoves lists each once (with one of its paths);
//      referenceCapturePaths lists every path.
//  R8  A plain (non-capturing) move is a man's step or a king's slide (R3, R4) to an empty
//      square T. If T holds no own chakra, the move is {step, from, to: T}; a man ending on its
//      far rank promotes.
//  R9  Transmission (D7): if T holds the mover's own chakra A (it is vacant of pieces, being
//      empty) and B is the mover's other chakra:
//        B holds no piece: {step, from, to: B, via: A}; the piece ends on B.
//        B holds an enemy piece: the same shape, a capture by replacement of that one piece.
//        B holds a friendly piece other than the mover: {step, from, to: A}; it stays on A.
//        B holds the mover itself (from == B): the pass (R11), not a step.
//      A man promotes when its final square (B, or A when it stays) is on its far rank; a man
//      that entered A on its far rank and is sent to B elsewhere stays a man.
//  R10 Chakra move (D6): a vacant own chakra (no piece on it) moves one king step onto a square
//      with no piece and no chakra of either colour. Only when no capture (jump or replacement)
//      exists. Enemy chakras are never moved.
//  R11 Pass (D8 via C9): an own piece standing on own chakra B that could, by R8 geometry, move
//      onto the other own chakra A (A holding no piece) is transmitted back to B: the move
//      {pass, square: B, via: A}, changing nothing but the turn. Only when no capture exists.
//  R12 A side with no pieces has lost (D9): no legal moves are listed for it (its chakras
//      do not move). A side with pieces and no move has no move (lost, D9).
//  R13 Play: the taken pieces are removed, the mover placed on its final square (promoted
//      per R5/R8/R9), a chakra move moves the chakra, a pass changes nothing; then the turn
//      passes and fullmove grows by one after Black's move (types.ts). Repetition (G3) is not
//      part of move generation.

import type { Colour, MedeaMove, MedeaPiece, MedeaPosition, Square } from '../../../src/medea/types.ts';

export const FILES = 'abcdefgh';

export const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');
export const fileOf = (s: Square): number => s % 8;
export const rankOf = (s: Square): number => Math.floor(s / 8);
export const sqName = (s: Square): string => `${FILES[fileOf(s)]}${rankOf(s) + 1}`;
export function at(name: string): Square {
  const f = FILES.indexOf(name[0]);
  const r = Number(name.slice(1)) - 1;
  if (f < 0 || !(r >= 0 && r < 8)) throw new Error(`bad square ${name}`);
  return r * 8 + f;
}
export const farRank = (c: Colour): number => (c === 'white' ? 7 : 0);

/** The square one (df, dr) step away, or -1 off the board. */
function shift(s: Square, df: number, dr: number): Square {
  const f = fileOf(s) + df;
  const r = rankOf(s) + dr;
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : -1;
}

const ORTHOGONAL: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const QUEEN: ReadonlyArray<readonly [number, number]> = [
  ...ORTHOGONAL,
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** R3/R4: the empty squares a piece on `from` may move to without capturing. */
function plainTargets(board: ReadonlyArray<MedeaPiece | null>, from: Square, piece: MedeaPiece): Square[] {
  const out: Square[] = [];
  if (piece.type === 'man') {
    const dr = piece.colour === 'white' ? 1 : -1;
    for (const df of [-1, 0, 1]) {
      const t = shift(from, df, dr);
      if (t >= 0 && board[t] === null) out.push(t);
    }
  } else {
    for (const [df, dr] of QUEEN) {
      for (let t = shift(from, df, dr); t >= 0 && board[t] === null; t = shift(t, df, dr)) out.push(t);
    }
  }
  return out;
}

export interface JumpPath {
  readonly from: Square;
  readonly path: Square[];
  readonly captured: Square[];
}

/** R4/R5: every jump sequence (every prefix too) of the piece on `from`. */
function jumpSequences(pos: MedeaPosition, from: Square): JumpPath[] {
  const piece = pos.board[from] as MedeaPiece;
  const board = pos.board.slice();
  board[from] = null; // the start square counts as empty
  const out: JumpPath[] = [];
  const isVictim = (s: Square, captured: readonly Square[]): boolean => {
    const p = board[s];
    return p !== null && p.colour !== piece.colour && !captured.includes(s);
  };
  const extend = (here: Square, path: Square[], captured: Square[]): void => {
    if (path.length > 0) out.push({ from, path, captured });
    for (const [df, dr] of ORTHOGONAL) {
      if (piece.type === 'man') {
        const over = shift(here, df, dr);
        if (over < 0 || !isVictim(over, captured)) continue;
        const land = shift(over, df, dr);
        if (land < 0 || board[land] !== null) continue; // taken pieces are still on the board
        extend(land, [...path, land], [...captured, over]);
      } else {
        let over = shift(here, df, dr);
        while (over >= 0 && board[over] === null) over = shift(over, df, dr);
        if (over < 0 || !isVictim(over, captured)) continue;
        for (let land = shift(over, df, dr); land >= 0 && board[land] === null; land = shift(land, df, dr)) {
          extend(land, [...path, land], [...captured, over]);
        }
      }
    }
  };
  extend(from, [], []);
  return out;
}

/** The own chakras of a colour, in square order. */
export function chakrasOf(pos: MedeaPosition, c: Colour): Square[] {
  const out: Square[] = [];
  for (let s = 0; s < 64; s++) if (pos.chakras[s] === c) out.push(s);
  return out;
}

interface Classified {
  readonly jumps: JumpPath[]; // every jump sequence with at least one capture
  readonly replacements: MedeaMove[];
  readonly quiet: MedeaMove[]; // non-capturing piece moves, chakra moves and the pass
}

function classify(pos: MedeaPosition): Classified {
  const me = pos.turn;
  const own = chakrasOf(pos, me);
  const jumps: JumpPath[] = [];
  const replacements: MedeaMove[] = [];
  const quiet: MedeaMove[] = [];
  for (let s = 0; s < 64; s++) {
    const piece = pos.board[s];
    if (!piece || piece.colour !== me) continue;
    jumps.push(...jumpSequences(pos, s));
    for (const t of plainTargets(pos.board, s, piece)) {
      if (pos.chakras[t] === me && own.length === 2) {
        const b = own[0] === t ? own[1] : own[0];
        const onB = pos.board[b];
        if (b === s) quiet.push({ kind: 'pass', square: s, via: t });
        else if (onB === null) quiet.push({ kind: 'step', from: s, to: b, via: t });
        else if (onB.colour !== me) replacements.push({ kind: 'step', from: s, to: b, via: t });
        else quiet.push({ kind: 'step', from: s, to: t });
      } else {
        quiet.push({ kind: 'step', from: s, to: t });
      }
    }
  }
  for (const c of own) {
    if (pos.board[c] !== null) continue;
    for (const [df, dr] of QUEEN) {
      const t = shift(c, df, dr);
      if (t >= 0 && pos.board[t] === null && pos.chakras[t] === null) quiet.push({ kind: 'chakra', from: c, to: t });
    }
  }
  return { jumps, replacements, quiet };
}

const hasPieces = (pos: MedeaPosition, c: Colour): boolean => pos.board.some((p) => p !== null && p.colour === c);

/** R6: the legal jump sequences (all paths) and replacements. */
function legalParts(pos: MedeaPosition): { jumps: JumpPath[]; others: MedeaMove[] } {
  if (!hasPieces(pos, pos.turn)) return { jumps: [], others: [] };
  const { jumps, replacements, quiet } = classify(pos);
  const best = jumps.reduce((m, j) => Math.max(m, j.captured.length), 0);
  if (best >= 2) return { jumps: jumps.filter((j) => j.captured.length === best), others: [] };
  if (best === 1) return { jumps, others: replacements };
  if (replacements.length > 0) return { jumps: [], others: replacements };
  return { jumps: [], others: quiet };
}

const toMove = (j: JumpPath): MedeaMove => ({
  kind: 'capture',
  from: j.from,
  to: j.path[j.path.length - 1],
  path: j.path,
  captured: j.captured,
});

/** D5 identity: captures by start, end and set of taken pieces; everything else exactly. */
export function moveKey(m: MedeaMove): string {
  switch (m.kind) {
    case 'capture':
      return `${sqName(m.from)}x${sqName(m.to)}{${[...m.captured].sort((a, b) => a - b).map(sqName).join(',')}}`;
    case 'step':
      return `${sqName(m.from)}-${sqName(m.to)}${m.via !== undefined ? `(via ${sqName(m.via)})` : ''}`;
    case 'chakra':
      return `chakra ${sqName(m.from)}-${sqName(m.to)}`;
    case 'pass':
      return `pass ${sqName(m.square)}(via ${sqName(m.via)})`;
  }
}

/** A full path's identity (for capturePaths). */
export function pathKey(m: MedeaMove): string {
  if (m.kind !== 'capture') return moveKey(m);
  return `${sqName(m.from)}:${m.path.map(sqName).join('-')}[${m.captured.map(sqName).join(',')}]`;
}

/** R6/R7: the legal moves, one per D5 identity. */
export function referenceLegalMoves(pos: MedeaPosition): MedeaMove[] {
  const { jumps, others } = legalParts(pos);
  const seen = new Map<string, MedeaMove>();
  for (const j of jumps) {
    const m = toMove(j);
    if (!seen.has(moveKey(m))) seen.set(moveKey(m), m);
  }
  return [...seen.values(), ...others];
}

/** Every legal jump sequence as a full path (R7): several per move where paths differ. */
export function referenceCapturePaths(pos: MedeaPosition): MedeaMove[] {
  return legalParts(pos).jumps.map(toMove);
}

/** R13. */
export function referencePlay(pos: MedeaPosition, move: MedeaMove): MedeaPosition {
  const board = pos.board.slice();
  const chakras = pos.chakras.slice();
  const place = (from: Square, to: Square): void => {
    const piece = board[from] as MedeaPiece;
    board[from] = null;
    board[to] =
      piece.type === 'man' && rankOf(to) === farRank(piece.colour) ? { colour: piece.colour, type: 'king' } : piece;
  };
  switch (move.kind) {
    case 'step':
      // With `via`, whatever stands on `to` is an enemy taken by replacement: overwritten.
      place(move.from, move.to);
      break;
    case 'capture':
      for (const c of move.captured) board[c] = null;
      place(move.from, move.to);
      break;
    case 'chakra':
      chakras[move.to] = chakras[move.from];
      chakras[move.from] = null;
      break;
    case 'pass':
      break;
  }
  return {
    board,
    chakras,
    turn: other(pos.turn),
    fullmove: pos.fullmove + (pos.turn === 'black' ? 1 : 0),
  };
}

// ---- helpers for tests ----

const LETTER: Record<string, MedeaPiece> = {
  M: { colour: 'white', type: 'man' },
  K: { colour: 'white', type: 'king' },
  m: { colour: 'black', type: 'man' },
  k: { colour: 'black', type: 'king' },
};

/** Pieces by letter (M/K White man/king, m/k Black), chakras by owner. */
export function buildPosition(spec: {
  pieces: Record<string, 'M' | 'K' | 'm' | 'k'>;
  chakras?: Record<string, Colour>;
  turn?: Colour;
  fullmove?: number;
}): MedeaPosition {
  const board: (MedeaPiece | null)[] = new Array(64).fill(null);
  const chakras: (Colour | null)[] = new Array(64).fill(null);
  for (const [n, l] of Object.entries(spec.pieces)) board[at(n)] = LETTER[l];
  for (const [n, c] of Object.entries(spec.chakras ?? {})) chakras[at(n)] = c;
  return { board, chakras, turn: spec.turn ?? 'white', fullmove: spec.fullmove ?? 1 };
}

export function describePosition(pos: MedeaPosition): string {
  const pieces: string[] = [];
  const ch: string[] = [];
  for (let s = 0; s < 64; s++) {
    const p = pos.board[s];
    if (p) pieces.push(`${sqName(s)}:'${p.colour === 'white' ? (p.type === 'man' ? 'M' : 'K') : p.type === 'man' ? 'm' : 'k'}'`);
    const c = pos.chakras[s];
    if (c) ch.push(`${sqName(s)}:'${c}'`);
  }
  const rows: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = `${r + 1} `;
    for (let f = 0; f < 8; f++) {
      const s = r * 8 + f;
      const p = pos.board[s];
      const c = pos.chakras[s];
      const l = p ? (p.colour === 'white' ? (p.type === 'man' ? 'M' : 'K') : p.type === 'man' ? 'm' : 'k') : '.';
      row += ` ${l}${c === 'white' ? '*' : c === 'black' ? '+' : ' '}`;
    }
    rows.push(row);
  }
  rows.push('   a  b  c  d  e  f  g  h   (* white chakra, + black chakra)');
  return [
    `{ pieces: { ${pieces.join(', ')} }, chakras: { ${ch.join(', ')} }, turn: '${pos.turn}', fullmove: ${pos.fullmove} }`,
    ...rows,
  ].join('\n');
}

export function positionKey(pos: MedeaPosition): string {
  const b = pos.board
    .map((p) => (p ? (p.colour === 'white' ? (p.type === 'man' ? 'M' : 'K') : p.type === 'man' ? 'm' : 'k') : '.'))
    .join('');
  const c = pos.chakras.map((x) => (x === 'white' ? 'w' : x === 'black' ? 'b' : '.')).join('');
  return `${b}|${c}|${pos.turn}|${pos.fullmove}`;
}
