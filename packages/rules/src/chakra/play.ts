// The immutable API over the fast board: legal moves, playing a move with the facts it causes,
// check, and the game's own endings (C15).
import { match } from 'ts-pattern';
import { IllegalMoveError } from '../core/errors.ts';
import type { ChakraMove, ChakraPosition, Face, MoveFacts, Ruleset } from './types.ts';
import { Board } from './board.ts';
import { generateLegal, inCheck, MAX_MOVES } from './movegen.ts';
import { decodeMove, sameMove } from './moves.ts';
import { EMPTY, KING, TYPE_NAMES, colourName, typeIndex, typeOf } from './pieces.ts';

const buffer = new Int32Array(MAX_MOVES);

interface Generated {
  readonly encoded: readonly number[];
  readonly moves: readonly ChakraMove[];
}

/** Positions are immutable values, so their legal moves are computed once per ruleset. */
const cache = new WeakMap<ChakraPosition, Partial<Record<Ruleset, Generated>>>();

/**
 * The fast board of each immutable position, built once (or kept from the move that made the
 * position). Users of it leave it as they found it: the generator unmakes what it makes.
 */
const boards = new WeakMap<ChakraPosition, Board>();

function boardOf(pos: ChakraPosition, ruleset: Ruleset): Board {
  let board = boards.get(pos);
  if (!board) boards.set(pos, (board = Board.fromPosition(pos, ruleset)));
  board.setRuleset(ruleset);
  return board;
}

function generated(pos: ChakraPosition, ruleset: Ruleset): Generated {
  let entry = cache.get(pos);
  if (!entry) cache.set(pos, (entry = {}));
  let result = entry[ruleset];
  if (!result) {
    const n = generateLegal(boardOf(pos, ruleset), buffer);
    const encoded = Array.from(buffer.subarray(0, n));
    result = entry[ruleset] = { encoded, moves: encoded.map(decodeMove) };
  }
  return result;
}

/** Every legal move of the side to move, one per distinct move (C16). */
export function legalMoves(pos: ChakraPosition, ruleset: Ruleset = 'current'): ChakraMove[] {
  return generated(pos, ruleset).moves.slice();
}

/** Is `move` one of the legal moves? */
export function isLegal(pos: ChakraPosition, move: ChakraMove, ruleset: Ruleset = 'current'): boolean {
  return generated(pos, ruleset).moves.some((m) => sameMove(m, move));
}

export { IllegalMoveError };

/** Plays a legal move; returns the next position and the facts the move caused. */
export function play(
  pos: ChakraPosition,
  move: ChakraMove,
  ruleset: Ruleset = 'current',
): { position: ChakraPosition; facts: MoveFacts } {
  const { encoded: legal, moves } = generated(pos, ruleset);
  const index = moves.findIndex((m) => sameMove(m, move));
  if (index < 0) throw new IllegalMoveError('not a legal move');
  const encoded = legal[index];
  const decoded = moves[index];
  const board = boardOf(pos, ruleset).copy();
  const player = pos.turn;
  const faceAfter = (square: number, flip: boolean): Face => ((board.face[square] ^ (flip ? 1 : 0)) === 1 ? 'king' : 'knight');
  // One case per kind of move, checked exhaustively.
  const facts: MoveFacts = match(decoded)
    .with({ kind: 'piece' }, (m): MoveFacts => {
      const mover = board.sq[m.from];
      const victim = board.sq[m.to];
      const enemy = player === 'white' ? 1 : 0;
      // C10: a King stepping onto a vacant enemy chakra takes the whole Transmitter.
      const takesTransmitter = victim === EMPTY && typeOf(mover) === KING && board.chakra[m.to] === enemy;
      return {
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
    })
    .with({ kind: 'chakra' }, (m): MoveFacts => ({ player, from: m.from, to: m.to, face: faceAfter(m.from, m.flip), check: false }))
    .with({ kind: 'flip' }, (m): MoveFacts => ({ player, from: m.square, to: m.square, face: faceAfter(m.square, true), check: false }))
    .with({ kind: 'pass' }, (m): MoveFacts => ({
      player,
      piece: TYPE_NAMES[typeOf(board.sq[m.square])]!,
      from: m.square,
      to: m.square,
      via: m.via,
      check: false,
    }))
    .exhaustive();
  board.make(encoded);
  board.ply = 0;
  const position = board.toPosition();
  boards.set(position, board);
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
  if (generated(pos, ruleset).encoded.length > 0) return undefined;
  if (inCheck(boardOf(pos, ruleset))) return { result: pos.turn === 'white' ? 'black' : 'white', reason: 'checkmate' };
  return { result: 'draw', reason: 'stalemate' };
}

/**
 * G3: what must be equal for two positions to be the same: placement, chakras, faces, turn.
 * The pools are left out: they change only with a capture or a promotion, after which no
 * earlier position can recur (the machine restarts its count).
 */
const keys = new WeakMap<ChakraPosition, string>();

export function positionKey(pos: ChakraPosition): string {
  let key = keys.get(pos);
  if (key === undefined) keys.set(pos, (key = computeKey(pos)));
  return key;
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

