// Medea's immutable API: legal moves (cached per position), playing a move with its facts,
// capture paths for hop-by-hop input, and the game's own end (D9).
import { Derived } from '../core/derived.ts';
import type { MedeaFacts, MedeaMove, MedeaPosition } from './types.ts';
import { IllegalMoveError } from '../core/errors.ts';
import { Board, MAN, colourIndex, colourOf, typeOf, type Move } from './board.ts';
import { generateMoves } from './movegen.ts';

interface Generated {
  readonly internal: readonly Move[];
  /** The public values, built when first asked for (replay only compares internal moves). */
  moves?: readonly MedeaMove[];
}

/**
 * What is derived from each immutable position, once: its fast board (built, or handed on by
 * the move that made the position; the generator leaves it as it found it), its legal moves,
 * its capture paths for hop-by-hop input, and its key. One record per position, so each
 * lookup is one access (core/derived.ts; replay speed; as Chakra's play.ts does).
 */
interface DerivedRecord {
  board?: Board;
  generated?: Generated;
  paths?: readonly MedeaMove[];
  key?: string;
}

const derived = new Derived<MedeaPosition, DerivedRecord>();
const derivedOf = (pos: MedeaPosition): DerivedRecord => derived.of(pos);

/** The public value of a generator move. */
export function toPublic(m: Move): MedeaMove {
  switch (m.kind) {
    case 'capture':
      return { kind: 'capture', from: m.from, to: m.to, path: m.path, captured: m.captured };
    case 'chakra':
      return { kind: 'chakra', from: m.from, to: m.to };
    case 'pass':
      return { kind: 'pass', square: m.from, via: m.via };
    default:
      return m.via >= 0 ? { kind: 'step', from: m.from, to: m.to, via: m.via } : { kind: 'step', from: m.from, to: m.to };
  }
}

function boardOf(pos: MedeaPosition, d: DerivedRecord = derivedOf(pos)): Board {
  return (d.board ??= Board.fromPosition(pos));
}

function generated(pos: MedeaPosition): Generated {
  const d = derivedOf(pos);
  return (d.generated ??= { internal: generateMoves(boardOf(pos, d)) });
}

const publicMoves = (g: Generated): readonly MedeaMove[] => (g.moves ??= g.internal.map(toPublic));

/** sameMove between a generator move and a public one, without converting the former. */
function matches(m: Move, b: MedeaMove): boolean {
  switch (m.kind) {
    case 'capture':
      return b.kind === 'capture' && m.from === b.from && m.to === b.to && capturedSet(m.captured) === capturedSet(b.captured);
    case 'step':
      return b.kind === 'step' && m.from === b.from && m.to === b.to && (m.via >= 0 ? m.via : undefined) === b.via;
    case 'chakra':
      return b.kind === 'chakra' && m.from === b.from && m.to === b.to;
    case 'pass':
      return b.kind === 'pass';
  }
}

const capturedSet = (captured: readonly number[]): string => [...captured].sort((a, b) => a - b).join(',');

/** D5: one move per kind, start, end and set of captured pieces. */
export function sameMove(a: MedeaMove, b: MedeaMove): boolean {
  switch (a.kind) {
    case 'capture':
      return b.kind === 'capture' && a.from === b.from && a.to === b.to && capturedSet(a.captured) === capturedSet(b.captured);
    case 'step':
      return b.kind === 'step' && a.from === b.from && a.to === b.to && a.via === b.via;
    case 'chakra':
      return b.kind === 'chakra' && a.from === b.from && a.to === b.to;
    case 'pass':
      return b.kind === 'pass';
  }
}

/** Every legal move (D4-D8), one per distinct move (D5). */
export function legalMoves(pos: MedeaPosition): MedeaMove[] {
  return publicMoves(generated(pos)).slice();
}

export function isLegal(pos: MedeaPosition, move: MedeaMove): boolean {
  return generated(pos).internal.some((m) => matches(m, move));
}

/** Every full path of the legal jump captures, not merged by D5 (for hop-by-hop input). */
export function capturePaths(pos: MedeaPosition): MedeaMove[] {
  const d = derivedOf(pos);
  const paths = (d.paths ??= generateMoves(boardOf(pos, d), true).filter((m) => m.kind === 'capture').map(toPublic));
  return paths.slice();
}

export function play(pos: MedeaPosition, move: MedeaMove): { position: MedeaPosition; facts: MedeaFacts } {
  const { internal } = generated(pos);
  const index = internal.findIndex((m) => matches(m, move));
  if (index < 0) throw new IllegalMoveError('not a legal move');
  const m = internal[index];
  // D5: a capture is one move whatever its path; the facts keep the path the player gave
  // when it is one of the move's paths, else the generator's.
  const generatorMove = m.kind === 'capture' ? toPublic(m) : undefined;
  const chosen =
    generatorMove?.kind === 'capture' && move.kind === 'capture' && (samePath(generatorMove, move) || capturePaths(pos).some((p) => p.kind === 'capture' && samePath(p, move)))
      ? move
      : generatorMove;
  // The move is made on the position's own board, which then belongs to the new position.
  const from = derivedOf(pos);
  const board = boardOf(pos, from);
  from.board = undefined;
  const kind = typeOf(board.sq[m.from]) === MAN ? ('man' as const) : ('king' as const);
  const captured = m.captured.map((square) => ({ square, piece: typeOf(board.sq[square]) === MAN ? ('man' as const) : ('king' as const) }));
  const facts: MedeaFacts = {
    player: pos.turn,
    ...(m.kind === 'chakra' ? {} : { piece: kind }),
    from: m.from,
    to: m.to,
    ...(m.via >= 0 ? { via: m.via } : {}),
    ...(chosen?.kind === 'capture' ? { path: chosen.path } : {}),
    ...(captured.length > 0 ? { captured: chosen?.kind === 'capture' ? orderCaptured(chosen.captured, captured) : captured } : {}),
    ...(m.promotes ? { promoted: true as const } : {}),
  };
  board.make(m);
  board.commit();
  // Only a chakra's own move moves a chakra (D6): any other shares the chakras it found.
  const position = board.toPosition(m.kind === 'chakra' ? undefined : pos.chakras);
  // The key is read from the board when G3 asks for it (never, with the draw off).
  derived.set(position, { board });
  return { position, facts };
}

const samePath = (a: MedeaMove & { kind: 'capture' }, b: MedeaMove & { kind: 'capture' }): boolean =>
  a.from === b.from && a.path.length === b.path.length && a.path.every((s, i) => s === b.path[i]) && a.captured.every((s, i) => s === b.captured[i]);

function orderCaptured(order: readonly number[], captured: { square: number; piece: 'man' | 'king' }[]): { square: number; piece: 'man' | 'king' }[] {
  return order.map((s) => captured.find((c) => c.square === s)!);
}

/** D9: the side to move with no pieces, or with no legal move, has lost. */
export function outcome(pos: MedeaPosition): { result: 'white' | 'black'; reason: 'no-pieces' | 'no-moves' } | undefined {
  const winner = pos.turn === 'white' ? 'black' : 'white';
  const us = colourIndex(pos.turn);
  if (boardOf(pos).count[us] === 0) return { result: winner, reason: 'no-pieces' };
  if (generated(pos).internal.length === 0) return { result: winner, reason: 'no-moves' };
  return undefined;
}

const keyCodes: number[] = new Array<number>(65).fill(0);

/** positionKey's string, read from the fast board (a piece code is type + colour * 4). */
function boardKey(b: Board): string {
  keyCodes[0] = b.turn === 0 ? 119 : 98;
  for (let s = 0; s < 64; s++) {
    const c = b.sq[s];
    const owner = b.chakra[s];
    keyCodes[s + 1] = 65 + (c === 0 ? 0 : typeOf(c) + colourOf(c) * 2) + (owner < 0 ? 0 : owner === 0 ? 5 : 10);
  }
  return String.fromCharCode(...keyCodes);
}

/** G3: pieces, chakras and the side to move. */
export function positionKey(pos: MedeaPosition): string {
  const d = derivedOf(pos);
  if (d.key === undefined && d.board !== undefined) d.key = boardKey(d.board);
  if (d.key === undefined) {
    const codes: number[] = [pos.turn === 'white' ? 119 : 98];
    for (let s = 0; s < 64; s++) {
      const p = pos.board[s];
      const c = pos.chakras[s];
      codes.push(65 + (p ? (p.type === 'man' ? 1 : 2) + (p.colour === 'white' ? 0 : 2) : 0) + (c ? (c === 'white' ? 5 : 10) : 0));
    }
    d.key = String.fromCharCode(...codes);
  }
  return d.key;
}
