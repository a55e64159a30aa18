// The immutable API over the fast board: legal moves, playing a move with the facts it causes,
// check, and the game's own endings (C15).
import type { ChakraMove, ChakraPosition, MoveFacts, Ruleset } from './types.ts';
import { Board } from './board.ts';
import { generateLegal, inCheck, MAX_MOVES } from './movegen.ts';
import { decodeMove, sameMove } from './moves.ts';
import { EMPTY, KING, TYPE_NAMES, colourName, typeOf } from './pieces.ts';

const buffer = new Int32Array(MAX_MOVES);

function legalEncoded(board: Board): number[] {
  const n = generateLegal(board, buffer);
  return Array.from(buffer.subarray(0, n));
}

/** Every legal move of the side to move, one per distinct move (C16). */
export function legalMoves(pos: ChakraPosition, ruleset: Ruleset = 'current'): ChakraMove[] {
  return legalEncoded(Board.fromPosition(pos, ruleset)).map(decodeMove);
}

export class IllegalMoveError extends Error {}

/** Plays a legal move; returns the next position and the facts the move caused. */
export function play(
  pos: ChakraPosition,
  move: ChakraMove,
  ruleset: Ruleset = 'current',
): { position: ChakraPosition; facts: MoveFacts } {
  const board = Board.fromPosition(pos, ruleset);
  const encoded = legalEncoded(board).find((m) => sameMove(decodeMove(m), move));
  if (encoded === undefined) throw new IllegalMoveError('not a legal move');
  const decoded = decodeMove(encoded);
  const player = pos.turn;
  let facts: MoveFacts;
  if (decoded.kind === 'piece') {
    const mover = board.sq[decoded.from];
    const victim = board.sq[decoded.to];
    const enemy = player === 'white' ? 1 : 0;
    const takesTransmitter = victim === EMPTY && typeOf(mover) === KING && board.chakra[decoded.to] === enemy;
    facts = {
      player,
      piece: TYPE_NAMES[typeOf(mover)]!,
      from: decoded.from,
      to: decoded.to,
      ...(decoded.via !== undefined ? { via: decoded.via } : {}),
      ...(victim !== EMPTY ? { captured: { square: decoded.to, piece: TYPE_NAMES[typeOf(victim)]! } } : {}),
      ...(decoded.promotion ? { promotion: decoded.promotion } : {}),
      ...(takesTransmitter
        ? {
            transmitterCaptured: {
              owner: colourName(enemy),
              squares: [board.chakraSq[enemy * 2], board.chakraSq[enemy * 2 + 1]] as const,
            },
          }
        : {}),
      check: false,
    };
  } else if (decoded.kind === 'chakra') {
    const face = board.face[decoded.from] ^ (decoded.flip ? 1 : 0);
    facts = { player, from: decoded.from, to: decoded.to, face: face ? 'king' : 'knight', check: false };
  } else if (decoded.kind === 'flip') {
    const face = board.face[decoded.square] ^ 1;
    facts = { player, from: decoded.square, to: decoded.square, face: face ? 'king' : 'knight', check: false };
  } else {
    const piece = TYPE_NAMES[typeOf(board.sq[decoded.square])]!;
    facts = { player, piece, from: decoded.square, to: decoded.square, via: decoded.via, check: false };
  }
  board.make(encoded);
  board.ply = 0;
  return { position: board.toPosition(), facts: { ...facts, check: inCheck(board) } };
}

/** Is the side to move in check? */
export function isCheck(pos: ChakraPosition): boolean {
  return inCheck(Board.fromPosition(pos));
}

/** C15: checkmate wins, stalemate draws; undefined while the side to move has a move. */
export function outcome(
  pos: ChakraPosition,
  ruleset: Ruleset = 'current',
): { result: 'white' | 'black' | 'draw'; reason: 'checkmate' | 'stalemate' } | undefined {
  const board = Board.fromPosition(pos, ruleset);
  if (generateLegal(board, buffer) > 0) return undefined;
  if (inCheck(board)) return { result: pos.turn === 'white' ? 'black' : 'white', reason: 'checkmate' };
  return { result: 'draw', reason: 'stalemate' };
}

/** G3: what must be equal for two positions to be the same: placement, chakras, faces, turn. */
export function positionKey(pos: ChakraPosition): string {
  const board = Board.fromPosition(pos);
  let key = board.turn ? 'b' : 'w';
  for (let s = 0; s < 64; s++) key += String.fromCharCode(65 + board.sq[s] + 16 * (board.chakra[s] + 1) + 48 * board.face[s]);
  return key;
}

