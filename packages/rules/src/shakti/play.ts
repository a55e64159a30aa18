// Shakti's immutable API over the fast board: legal moves (cached per position), playing a
// move with its facts, check, and the game's own endings (S7).
import { Derived } from '../core/derived.ts';
import { movesOf } from '../core/buffer.ts';
import type { ShaktiFacts, ShaktiMove, ShaktiOptions, ShaktiPosition, WarriorJump } from './types.ts';
import { IllegalMoveError } from '../core/errors.ts';
import { Board } from './board.ts';
import { generateLegal, MAX_MOVES } from './movegen.ts';
import { inCheck } from './sight.ts';
import { KIND_JUMP, KIND_PASS, KIND_STEP, decodeMove, moveFrom, moveKind, moveRemoved, moveTo } from './moves.ts';
import { EMPTY, colourIndex, typeName, typeOf } from './pieces.ts';
import { CELLS } from './geometry.ts';

const buffer = new Int32Array(MAX_MOVES);

interface Generated {
  readonly encoded: readonly number[];
  /** The public values, built when first asked for (replay compares encoded moves). */
  moves?: readonly ShaktiMove[];
}

/**
 * What is derived from each immutable position, once: its fast board for a setting (built, or
 * handed on by the move that made the position), its legal moves per setting, and its key. One
 * record per position, so each lookup is one access (core/derived.ts; replay speed; as Chakra's).
 */
interface DerivedRecord {
  board?: { readonly jump: WarriorJump; readonly board: Board };
  generated?: Partial<Record<WarriorJump, Generated>>;
  key?: string;
}

const derived = new Derived<ShaktiPosition, DerivedRecord>();
const derivedOf = (pos: ShaktiPosition): DerivedRecord => derived.of(pos);

function boardOf(pos: ShaktiPosition, options: ShaktiOptions, d: DerivedRecord = derivedOf(pos)): Board {
  const jump = options.warriorJump ?? 'seen';
  if (!d.board || d.board.jump !== jump) d.board = { jump, board: Board.fromPosition(pos, options) };
  return d.board.board;
}

const publicMoves = (g: Generated): readonly ShaktiMove[] => (g.moves ??= g.encoded.map(decodeMove));

/** sameMove between an encoded move and a public one, without decoding. */
function matches(m: number, move: ShaktiMove): boolean {
  switch (move.kind) {
    case 'pass':
      return moveKind(m) === KIND_PASS;
    case 'step':
      return moveKind(m) === KIND_STEP && moveFrom(m) === move.from && moveTo(m) === move.to;
    case 'jump':
      return moveKind(m) === KIND_JUMP && moveFrom(m) === move.from && moveTo(m) === move.to && moveRemoved(m) === move.removed;
  }
}

function generated(pos: ShaktiPosition, options: ShaktiOptions): Generated {
  const jump = options.warriorJump ?? 'seen';
  const d = derivedOf(pos);
  const entry = (d.generated ??= {});
  let result = entry[jump];
  if (!result) {
    const n = generateLegal(boardOf(pos, options, d), buffer);
    result = entry[jump] = { encoded: movesOf(buffer, n) };
  }
  return result;
}

/** Every legal move; `[{kind:'pass'}]` when the side to move must pass (S7). */
export function legalMoves(pos: ShaktiPosition, options: ShaktiOptions = {}): ShaktiMove[] {
  return publicMoves(generated(pos, options)).slice();
}

export function isLegal(pos: ShaktiPosition, move: ShaktiMove, options: ShaktiOptions = {}): boolean {
  return generated(pos, options).encoded.some((m) => matches(m, move));
}

export function play(pos: ShaktiPosition, move: ShaktiMove, options: ShaktiOptions = {}): { position: ShaktiPosition; facts: ShaktiFacts } {
  const { encoded } = generated(pos, options);
  const index = encoded.findIndex((e) => matches(e, move));
  if (index < 0) throw new IllegalMoveError('not a legal move');
  const m = decodeMove(encoded[index]);
  // The move is made on the position's own board, which then belongs to the new position.
  const from = derivedOf(pos);
  const board = boardOf(pos, options, from);
  from.board = undefined;
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
  const position = board.toPosition();
  // The key is read from the board when G3 asks for it (never, with the draw off).
  derived.set(position, { board: { jump: options.warriorJump ?? 'seen', board } });
  return { position, facts: { ...facts, check: inCheck(board, board.turn) } };
}

/** S5: is the side to move in check? */
export function isCheck(pos: ShaktiPosition): boolean {
  return inCheck(derived.peek(pos)?.board?.board ?? Board.fromPosition(pos), colourIndex(pos.turn));
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

const keyCodes: number[] = new Array<number>(CELLS + 1).fill(0);

/** positionKey's string, read from the fast board (a piece code is type + colour * 4; KING 1, warrior 2). */
function boardKey(b: Board): string {
  keyCodes[0] = b.turn === 0 ? 119 : 98;
  for (let c = 0; c < CELLS; c++) {
    const p = b.sq[c];
    keyCodes[c + 1] = 65 + (b.tile[c] === 1 ? 1 : 0) + (p === EMPTY ? 0 : typeOf(p) * 2 + (p >> 2) * 6);
  }
  return String.fromCharCode(...keyCodes);
}

/** G3: pieces, tiles and the side to move. */
export function positionKey(pos: ShaktiPosition): string {
  const d = derivedOf(pos);
  if (d.key === undefined && d.board !== undefined) d.key = boardKey(d.board.board);
  if (d.key === undefined) {
    const codes: number[] = [pos.turn === 'white' ? 119 : 98];
    for (let c = 0; c < CELLS; c++) {
      const p = pos.board[c];
      codes.push(65 + (pos.tiles[c] ? 1 : 0) + (p ? (p.type === 'king' ? 2 : 4) + (p.colour === 'white' ? 0 : 6) : 0));
    }
    d.key = String.fromCharCode(...codes);
  }
  return d.key;
}
