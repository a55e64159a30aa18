// The immutable API over the fast board: legal moves, playing a move with the facts it causes,
// check, and the game's own endings (C15).
import { Derived } from '../core/derived.ts';
import { movesOf } from '../core/buffer.ts';
import { IllegalMoveError } from '../core/errors.ts';
import type { ChakraMove, ChakraPosition, Face, MoveFacts, Ruleset } from './types.ts';
import { Board } from './board.ts';
import { generateLegal, generatePseudoLegal, inCheck, MAX_MOVES } from './movegen.ts';
import { decodeMove, matchesEncoded } from './moves.ts';
import { isAttacked } from './attacks.ts';
import { EMPTY, KING, TYPE_NAMES, colourName, typeIndex, typeOf } from './pieces.ts';

const buffer = new Int32Array(MAX_MOVES);

interface Generated {
  readonly encoded: readonly number[];
  readonly moves: readonly ChakraMove[];
}

/**
 * What is derived from each immutable position, once: its fast board (built, or handed on by
 * the move that made the position; users leave it as they found it), its pseudo-legal and
 * legal moves per ruleset, its key, and the move last looked up in it. One record, so each
 * lookup costs one access (core/derived.ts).
 */
interface DerivedRecord {
  board?: Board;
  legal?: Partial<Record<Ruleset, Generated>>;
  pseudo?: Partial<Record<Ruleset, readonly number[]>>;
  key?: string;
  /** The move last looked up (the same value: moves are immutable) and its encoded legal move or -1: replay reads, checks and plays one move. */
  found?: { readonly move: ChakraMove; readonly ruleset: Ruleset; readonly encoded: number };
}

const derived = new Derived<ChakraPosition, DerivedRecord>();
const derivedOf = (pos: ChakraPosition): DerivedRecord => derived.of(pos);

function boardOf(pos: ChakraPosition, ruleset: Ruleset, d: DerivedRecord = derivedOf(pos)): Board {
  const board = (d.board ??= Board.fromPosition(pos, ruleset));
  board.setRuleset(ruleset);
  return board;
}

function generated(pos: ChakraPosition, ruleset: Ruleset): Generated {
  const d = derivedOf(pos);
  const entry = (d.legal ??= {});
  let result = entry[ruleset];
  if (!result) {
    const n = generateLegal(boardOf(pos, ruleset, d), buffer);
    const encoded = movesOf(buffer, n);
    result = entry[ruleset] = { encoded, moves: encoded.map(decodeMove) };
  }
  return result;
}

/** Every legal move of the side to move, one per distinct move (C16). */
export function legalMoves(pos: ChakraPosition, ruleset: Ruleset = 'current'): ChakraMove[] {
  return generated(pos, ruleset).moves.slice();
}

/**
 * The pseudo-legal moves of each position, kept so that checking one move (replay, the
 * machine's guard) needs one make and one attack test instead of the whole legal list.
 */
function pseudoLegal(pos: ChakraPosition, ruleset: Ruleset, d: DerivedRecord): readonly number[] {
  const entry = (d.pseudo ??= {});
  let moves = entry[ruleset];
  if (!moves) moves = entry[ruleset] = movesOf(buffer, generatePseudoLegal(boardOf(pos, ruleset, d), buffer));
  return moves;
}

/** A pseudo-legal move is legal when the own King is not attacked after it (C12). */
function legalOnBoard(board: Board, move: number): boolean {
  const us = board.turn;
  board.make(move);
  const ok = !isAttacked(board, board.king[us], 1 - us);
  board.unmake(move);
  return ok;
}

/** The encoded legal move that is `move` (C16: the first in generation order), or -1. */
function findLegal(pos: ChakraPosition, move: ChakraMove, ruleset: Ruleset, d: DerivedRecord = derivedOf(pos)): number {
  const found = d.found;
  if (found !== undefined && found.move === move && found.ruleset === ruleset) return found.encoded;
  const encoded = searchLegal(pos, move, ruleset, d);
  d.found = { move, ruleset, encoded };
  return encoded;
}

function searchLegal(pos: ChakraPosition, move: ChakraMove, ruleset: Ruleset, d: DerivedRecord): number {
  const full = d.legal?.[ruleset];
  if (full) {
    for (const m of full.encoded) if (matchesEncoded(m, move)) return m;
    return -1;
  }
  const candidates = pseudoLegal(pos, ruleset, d);
  const board = boardOf(pos, ruleset, d);
  for (let i = 0; i < candidates.length; i++) {
    const m = candidates[i];
    if (matchesEncoded(m, move) && legalOnBoard(board, m)) return m;
  }
  return -1;
}

/** Does the side to move have a legal move? Stops at the first one found. */
function hasLegalMove(pos: ChakraPosition, ruleset: Ruleset): boolean {
  const d = derivedOf(pos);
  const full = d.legal?.[ruleset];
  if (full) return full.encoded.length > 0;
  const candidates = pseudoLegal(pos, ruleset, d);
  const board = boardOf(pos, ruleset, d);
  for (let i = 0; i < candidates.length; i++) if (legalOnBoard(board, candidates[i])) return true;
  return false;
}

/** The legal move that is `move` (C16), as `legalMoves` gives it (with its Transmitter square), or undefined. */
export function legalMove(pos: ChakraPosition, move: ChakraMove, ruleset: Ruleset = 'current'): ChakraMove | undefined {
  const d = derivedOf(pos);
  const encoded = findLegal(pos, move, ruleset, d);
  if (encoded < 0) return undefined;
  const legal = decodeMove(encoded);
  // The move given back is the one the caller checks and plays next.
  d.found = { move: legal, ruleset, encoded };
  return legal;
}

/** Is `move` one of the legal moves? */
export function isLegal(pos: ChakraPosition, move: ChakraMove, ruleset: Ruleset = 'current'): boolean {
  return findLegal(pos, move, ruleset) >= 0;
}

export { IllegalMoveError };

/** Plays a legal move; returns the next position and the facts the move caused. */
export function play(
  pos: ChakraPosition,
  move: ChakraMove,
  ruleset: Ruleset = 'current',
): { position: ChakraPosition; facts: MoveFacts } {
  const encoded = findLegal(pos, move, ruleset);
  if (encoded < 0) throw new IllegalMoveError('not a legal move');
  const decoded = decodeMove(encoded);
  // The move is made on the position's own fast board, which then belongs to the new position
  // (no copy per move); `pos` builds a fresh one from its cells if it is asked again.
  const from = derivedOf(pos);
  const board = boardOf(pos, ruleset, from);
  from.board = undefined;
  const player = pos.turn;
  const faceAfter = (square: number, flip: boolean): Face => ((board.face[square] ^ (flip ? 1 : 0)) === 1 ? 'king' : 'knight');
  // One case per kind of move, checked exhaustively (a switch: this runs for every replayed move).
  let facts: MoveFacts;
  switch (decoded.kind) {
    case 'piece': {
      const m = decoded;
      const mover = board.sq[m.from];
      const victim = board.sq[m.to];
      const enemy = player === 'white' ? 1 : 0;
      // C10: a King stepping onto a vacant enemy chakra takes the whole Transmitter.
      const takesTransmitter = victim === EMPTY && typeOf(mover) === KING && board.chakra[m.to] === enemy;
      facts = {
        player,
        piece: TYPE_NAMES[typeOf(mover)]!,
        from: m.from,
        to: m.to,
        ...(m.via !== undefined ? { via: m.via } : {}),
        ...(victim !== EMPTY ? { captured: { square: m.to, piece: TYPE_NAMES[typeOf(victim)]! } } : {}),
        ...(m.promotion ? { promotion: m.promotion } : {}),
        ...(takesTransmitter
          ? { transmitterCaptured: { owner: colourName(enemy), squares: [board.chakraSq[enemy * 2], board.chakraSq[enemy * 2 + 1]] as const } }
          : {}),
        check: false,
      };
      break;
    }
    case 'chakra':
      facts = { player, from: decoded.from, to: decoded.to, face: faceAfter(decoded.from, decoded.flip), check: false };
      break;
    case 'flip':
      facts = { player, from: decoded.square, to: decoded.square, face: faceAfter(decoded.square, true), check: false };
      break;
    case 'pass':
      facts = { player, piece: TYPE_NAMES[typeOf(board.sq[decoded.square])]!, from: decoded.square, to: decoded.square, via: decoded.via, check: false };
      break;
    default:
      facts = decoded satisfies never;
  }
  board.make(encoded);
  board.ply = 0;
  // What the move left as it was is shared with the new position: the chakras move only with a
  // chakra move, a flip or a King taking the Transmitter (C10); the pools change only with a
  // capture or a promotion (C14).
  const position = board.toPosition({
    chakras: decoded.kind === 'pass' || (decoded.kind === 'piece' && !facts.transmitterCaptured) ? pos.chakras : undefined,
    pools: facts.captured || facts.promotion || facts.transmitterCaptured ? undefined : pos.pools,
  });
  // The key is read from the board when G3 asks for it (never, with the draw off).
  derived.set(position, { board });
  return { position, facts: { ...facts, check: inCheck(board) } };
}

/** Is the side to move in check? The ruleset matters: a 1995 double step can enter a chakra (C16). */
export function isCheck(pos: ChakraPosition, ruleset: Ruleset = 'current'): boolean {
  return inCheck(boardOf(pos, ruleset));
}

/** C15: checkmate wins, stalemate draws; undefined while the side to move has a move. */
export function outcome(
  pos: ChakraPosition,
  ruleset: Ruleset = 'current',
): { result: 'white' | 'black' | 'draw'; reason: 'checkmate' | 'stalemate' } | undefined {
  if (hasLegalMove(pos, ruleset)) return undefined;
  if (inCheck(boardOf(pos, ruleset))) return { result: pos.turn === 'white' ? 'black' : 'white', reason: 'checkmate' };
  return { result: 'draw', reason: 'stalemate' };
}

/**
 * G3: what must be equal for two positions to be the same: placement, chakras, faces, turn.
 * The pools are left out: they change only with a capture or a promotion, after which no
 * earlier position can recur (the machine restarts its count).
 */
export function positionKey(pos: ChakraPosition): string {
  const d = derivedOf(pos);
  return (d.key ??= d.board ? boardKey(d.board) : computeKey(pos));
}

const keyCodes: number[] = new Array<number>(65).fill(0);

/** computeKey's string, read from the fast board (piece codes are typeIndex + colour * 8). */
function boardKey(b: Board): string {
  keyCodes[0] = b.turn === 0 ? 119 : 98;
  for (let s = 0; s < 64; s++) {
    const owner = b.chakra[s];
    keyCodes[s + 1] = 65 + b.sq[s] + (owner < 0 ? 0 : (owner === 0 ? 16 : 32) + (b.face[s] === 1 ? 48 : 0));
  }
  return String.fromCharCode(...keyCodes);
}

function computeKey(pos: ChakraPosition): string {
  const codes: number[] = [pos.turn === 'white' ? 119 : 98];
  for (let s = 0; s < 64; s++) {
    const p = pos.board[s];
    const c = pos.chakras[s];
    const piece = p ? typeIndex(p.type) + (p.colour === 'white' ? 0 : 8) : 0;
    const chakra = c ? (c.owner === 'white' ? 16 : 32) + (c.face === 'king' ? 48 : 0) : 0;
    codes.push(65 + piece + chakra);
  }
  return String.fromCharCode(...codes);
}

