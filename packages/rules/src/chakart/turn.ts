// One decision resolved: the move or choice, its chain of effects (effects.ts), the object a
// rook or bishop lays, then the next sub-phase or the end of the turn (K2-K8).
import type { ChakartFacts, ChakartPosition, ChakartResult, Decision, Phase, Step } from './types.ts';
import type { OutcomeSource } from './random.ts';
import {
  BANANA, BOMB, EGG, EMPTY, IMMOBILIZED, INVISIBLE, KING, KNIGHT, MUSHROOM, PAWN,
  colourIndex, colourName, colourOf, isImmobilized, isInvisible, isMarker, isObject, isPiece, kindCode, kindName, kindOf, markerColour, markerOf, objectName, piece,
} from './pieces.ts';
import { Work } from './effects.ts';
import { fileOf, rankOf } from './geometry.ts';
import { generateDecisions } from './movegen.ts';
import { other } from '../core/colour.ts';

/** K2: the side whose every king is gone loses; both at once is a draw. */
export function result(board: Uint8Array): ChakartResult | undefined {
  let white = 0;
  let black = 0;
  for (let s = 0; s < 64; s++) {
    const c = board[s];
    if (isPiece(c) && kindOf(c) === KING) colourOf(c) === 0 ? white++ : black++;
  }
  if (white > 0 && black > 0) return undefined;
  return white === 0 && black === 0 ? 'draw' : white === 0 ? 'black' : 'white';
}

function pieceMove(w: Work, from: number, to: number, promotion: Decision & { kind: 'move' }): number {
  const board = w.board;
  const c = board[from];
  const kind = kindOf(c);
  const df = fileOf(to) - fileOf(from);
  let dr = rankOf(to) - rankOf(from);
  const found = w.land(from, to);
  w.steps.push({ step: 'move', piece: kindName(kind), from, to, ...found });
  if (kind === PAWN) {
    // K4 (004:20): a mushroom on the pawn's start square, or on the passed square of a double
    // step (unless a piece, the invisible queen, stands there).
    const passed = Math.abs(dr) === 2 ? from + (dr / 2) * 8 : from;
    if (!isPiece(board[passed])) {
      board[passed] = MUSHROOM;
      w.steps.push({ step: 'leave', object: 'mushroom', square: passed });
    }
    if (Math.abs(dr) === 2) dr /= 2;
  } else if (kind === KNIGHT) {
    // K4 (004:24): an egg on the knight's start square.
    board[from] = EGG;
    w.steps.push({ step: 'leave', object: 'egg', square: from });
  }
  return w.chain(to, found.object, { from, vector: [df, dr] }, { dropped: false, lays: true, ...(promotion.promotion ? { promotion: promotion.promotion } : {}) });
}

function resolve(w: Work, pos: ChakartPosition, d: Decision): { at: number; lays: boolean } {
  const board = w.board;
  const powers = w.powers[pos.turn];
  // A plain switch (exhaustive by the `never` check below) rather than ts-pattern: this runs
  // for every decision of every perft leaf, where ts-pattern's matcher cost a quarter of the time.
  switch (d.kind) {
    case 'pass':
      w.steps.push({ step: 'pass' });
      return { at: -1, lays: false };
    case 'move':
      return { at: pieceMove(w, d.from, d.to, d), lays: true };
    case 'invisible': {
      // K4: the queen's one invisible move; a marker stays on the square it left.
      const { from, to } = d;
      powers.invisible = false;
      board[to] = board[from] | INVISIBLE;
      board[from] = markerOf(w.colour);
      w.steps.push({ step: 'move', piece: 'queen', from, to, invisible: true });
      return { at: -1, lays: false };
    }
    case 'shell': {
      // K4, K8: the king's one shell removes what it hits (only that object, for a banana or bomb).
      const { from, to } = d;
      powers.shell = false;
      const c = board[to];
      const hit = isPiece(c) ? { colour: colourName(colourOf(c)), kind: kindName(kindOf(c)) } : isMarker(c) ? ('marker' as const) : (objectName(c) as 'banana' | 'bomb');
      board[to] = EMPTY;
      w.steps.push({ step: 'shell', from, to, hit });
      return { at: -1, lays: false };
    }
    case 'swap': {
      // K6 (King Boo): the two pieces change places; nothing acts on them there.
      const { a, b } = d;
      const t = board[a];
      board[a] = board[b];
      board[b] = t;
      w.steps.push({ step: 'swap', a: Math.min(a, b), b: Math.max(a, b) });
      return { at: -1, lays: false };
    }
    case 'drop': {
      // K6 (Toadette): the drawn piece lands, and the object there acts on it (K8: no Koopa).
      const to = d.to;
      const kind = (pos.phase as Phase & { kind: 'drop' }).piece;
      const c = board[to];
      const object = isObject(c) ? objectName(c) : undefined;
      board[to] = piece(w.colour, kindCode(kind));
      w.steps.push({ step: 'drop', piece: kind, to, ...(object ? { object } : {}) });
      return { at: w.chain(to, object, { from: to }, { dropped: true, lays: false }), lays: false };
    }
    case 'promote': {
      // K7: the pawn an effect carried to its last rank becomes the chosen piece; the chain goes on.
      const r = (pos.phase as Phase & { kind: 'promote' }).resume;
      const c = board[r.square];
      board[r.square] = piece(colourOf(c), kindCode(d.piece)) | (c & IMMOBILIZED);
      w.steps.push({ step: 'promote', square: r.square, piece: d.piece });
      const vector = [fileOf(r.square) - fileOf(r.hopFrom), rankOf(r.square) - rankOf(r.hopFrom)] as const;
      return { at: w.chain(r.square, r.object, { from: r.hopFrom, vector }, { dropped: r.dropped, lays: r.lays }), lays: r.lays };
    }
    default:
      return d satisfies never;
  }
}

/**
 * The end of a turn: the mover's pieces immobilized before this turn may move again (K6,
 * Bowser), the opponent's invisible queen shows again and its marker goes (K4), and the
 * other side is to move.
 */
function endTurn(w: Work, pos: ChakartPosition): Pick<ChakartPosition, 'turn' | 'plies' | 'phase' | 'bowsered'> {
  const board = w.board;
  const mover = w.colour;
  const theirMarker = markerOf(1 - mover);
  for (let s = 0; s < 64; s++) {
    const c = board[s];
    if (!isPiece(c)) {
      if (c === theirMarker) board[s] = EMPTY;
      continue;
    }
    if ((c & (IMMOBILIZED | INVISIBLE)) === 0) continue;
    if (colourOf(c) === mover && isImmobilized(c) && !w.bowsered.includes(s)) {
      board[s] = c & ~IMMOBILIZED;
      w.steps.push({ step: 'freed', square: s });
    } else if (colourOf(c) !== mover && isInvisible(c)) {
      board[s] = c & ~INVISIBLE;
      w.steps.push({ step: 'revealed', square: s });
    }
  }
  return { turn: other(pos.turn), plies: pos.plies + 1, phase: { kind: 'move' }, bowsered: [] };
}

/** Resolves a legal decision, drawing each random outcome from `source`. */
export function resolveDecision(pos: ChakartPosition, d: Decision, source: OutcomeSource, drawn: ChakartFacts['outcomes']): { position: ChakartPosition; facts: ChakartFacts } {
  const w = new Work(pos, colourIndex(pos.turn), source);
  const { at, lays } = resolve(w, pos, d);
  const base = { board: w.board, powers: w.powers, plies: pos.plies, turn: pos.turn };
  const facts = (turnEnded: boolean): ChakartFacts => ({ player: pos.turn, decision: d, steps: w.steps, outcomes: drawn, turnEnded });
  if (w.paused) {
    const position: ChakartPosition = { ...base, phase: { kind: 'promote', resume: w.paused }, bowsered: w.bowsered };
    return { position, facts: facts(false) };
  }
  if (lays) w.lay(at);
  if (w.pending && result(w.board) === undefined) {
    const position: ChakartPosition = { ...base, phase: w.pending, bowsered: w.bowsered };
    // A sub-phase with nothing to decide (no piece to move, swap or drop square) is skipped.
    if (generateDecisions(position).length > 0) return { position, facts: facts(false) };
  }
  return { position: { ...base, ...endTurn(w, pos) }, facts: facts(true) };
}

export { BANANA, BOMB, EMPTY, type Step };
