// Shakti's immutable API over the fast board: legal moves (cached per position), playing a
// move with its facts, check, and the game's own endings (S7).
import type { ShaktiFacts, ShaktiMove, ShaktiOptions, ShaktiPosition, WarriorJump } from './types.ts';
import { IllegalMoveError } from '../core/errors.ts';
import { Board } from './board.ts';
import { generateLegal, MAX_MOVES } from './movegen.ts';
import { inCheck } from './sight.ts';
import { decodeMove, sameMove } from './moves.ts';
import { EMPTY, colourIndex, typeName, typeOf } from './pieces.ts';
import { CELLS } from './geometry.ts';

const buffer = new Int32Array(MAX_MOVES);

interface Generated {
  readonly encoded: readonly number[];
  readonly moves: readonly ShaktiMove[];
}

const cache = new WeakMap<ShaktiPosition, Partial<Record<WarriorJump, Generated>>>();

function generated(pos: ShaktiPosition, options: ShaktiOptions): Generated {
  const jump = options.warriorJump ?? 'seen';
  let entry = cache.get(pos);
  if (!entry) cache.set(pos, (entry = {}));
  let result = entry[jump];
  if (!result) {
    const n = generateLegal(Board.fromPosition(pos, options), buffer);
    const encoded = Array.from(buffer.subarray(0, n));
    result = entry[jump] = { encoded, moves: encoded.map(decodeMove) };
  }
  return result;
}

/** Every legal move; `[{kind:'pass'}]` when the side to move must pass (S7). */
export function legalMoves(pos: ShaktiPosition, options: ShaktiOptions = {}): ShaktiMove[] {
  return generated(pos, options).moves.slice();
}

export function isLegal(pos: ShaktiPosition, move: ShaktiMove, options: ShaktiOptions = {}): boolean {
  return generated(pos, options).moves.some((m) => sameMove(m, move));
}

export function play(pos: ShaktiPosition, move: ShaktiMove, options: ShaktiOptions = {}): { position: ShaktiPosition; facts: ShaktiFacts } {
  const { encoded, moves } = generated(pos, options);
  const index = moves.findIndex((m) => sameMove(m, move));
  if (index < 0) throw new IllegalMoveError('not a legal move');
  const m = moves[index];
  const board = Board.fromPosition(pos, options);
  const player = pos.turn;
  let facts: Omit<ShaktiFacts, 'check'>;
  if (m.kind === 'pass') {
    facts = { player, pass: true };
  } else {
    const victim = board.sq[m.to];
    facts = {
      player,
      piece: typeName(typeOf(board.sq[m.from])),
      from: m.from,
      to: m.to,
      ...(victim !== EMPTY ? { captured: { cell: m.to, piece: typeName(typeOf(victim)) } } : {}),
      ...(m.kind === 'jump' ? { removedTile: m.removed } : {}),
    };
  }
  board.make(encoded[index]);
  board.ply = 0;
  return { position: board.toPosition(), facts: { ...facts, check: inCheck(board, board.turn) } };
}

/** S5: is the side to move in check? */
export function isCheck(pos: ShaktiPosition): boolean {
  return inCheck(Board.fromPosition(pos), colourIndex(pos.turn));
}

/** S7: checkmate wins; when neither side can move the game is drawn. */
export function outcome(
  pos: ShaktiPosition,
  options: ShaktiOptions = {},
): { result: 'white' | 'black' | 'draw'; reason: 'checkmate' | 'no-moves' } | undefined {
  if (generated(pos, options).encoded.length > 0) return undefined;
  if (isCheck(pos)) return { result: pos.turn === 'white' ? 'black' : 'white', reason: 'checkmate' };
  return { result: 'draw', reason: 'no-moves' };
}

const keys = new WeakMap<ShaktiPosition, string>();

/** G3: pieces, tiles and the side to move. */
export function positionKey(pos: ShaktiPosition): string {
  let key = keys.get(pos);
  if (key === undefined) {
    const codes: number[] = [pos.turn === 'white' ? 119 : 98];
    for (let c = 0; c < CELLS; c++) {
      const p = pos.board[c];
      codes.push(65 + (pos.tiles[c] ? 1 : 0) + (p ? (p.type === 'king' ? 2 : 4) + (p.colour === 'white' ? 0 : 6) : 0));
    }
    keys.set(pos, (key = String.fromCharCode(...codes)));
  }
  return key;
}
