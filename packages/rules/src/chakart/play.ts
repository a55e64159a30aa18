// Chakart's immutable API: the decisions open now (cached per position), resolving one with
// its random outcomes drawn or replayed (G4), the game's end (K2), and the public cells. Each
// call loads the position into a Work (effects.ts) and reads the result back.
import type { Cell, ChakartFacts, ChakartPosition, ChakartResult, Decision, Outcome, Step } from './types.ts';
import { IllegalMoveError } from '../core/errors.ts';
import { colourName, decodeCell, encodeCell } from './pieces.ts';
import {
  D_DROP, D_INVISIBLE, D_MOVE, D_PASS, D_PROMOTE, D_SHELL, D_SWAP, MAX_DECISIONS, P_BONUS, P_DROP, P_MOVE, P_PROMOTE, P_SWAP,
  codeFrom, codeKind, codeTo, decisionKey, decodeDecision, droppable, encodeDecision, generate, mobile, pieceAt, pieceDecisions, swapAllowed,
} from './movegen.ts';
import type { OutcomeSource } from './random.ts';
import { Work } from './effects.ts';
import { over, resolve, result, resultOfKings } from './turn.ts';

// Works for the API. A source's `choose` runs in the middle of a resolution and may itself call
// the API, so each call takes a Work of its own from this pool and gives it back.
const pool: Work[] = [];
const NO_OUTCOMES: readonly Outcome[] = [];

export function withWork<T>(pos: ChakartPosition, fn: (w: Work) => T): T {
  const w = pool.pop() ?? new Work();
  try {
    if (w.holds !== pos) w.load(pos);
    return fn(w);
  } finally {
    w.source = undefined;
    w.recorded = NO_OUTCOMES;
    w.steps = undefined;
    w.drawn = undefined;
    pool.push(w);
  }
}

const decisions = new Int32Array(MAX_DECISIONS);

/** Every decision open on `w` as codes in `decisions`; none once the game has ended. */
function generated(w: Work): number {
  return over(w) ? 0 : generate(w.board, w.colour, w.powers, w.phase, decisions);
}

/**
 * The code of `d` when it is legal on `w`, else -1. A well-formed decision is checked where it
 * acts (the one piece's moves, the swap, the drop square); anything else by its key among all.
 */
export function legalCode(w: Work, d: Decision): number {
  if (over(w)) return -1;
  const c = encodeDecision(d);
  if (c < 0) {
    const key = decisionKey(d);
    const n = generated(w);
    for (let i = 0; i < n; i++) if (decisionKey(decodeDecision(decisions[i])) === key) return decisions[i];
    return -1;
  }
  const board = w.board;
  switch (codeKind(c)) {
    case D_MOVE:
    case D_INVISIBLE:
    case D_SHELL: {
      if (w.phase !== P_MOVE && w.phase !== P_BONUS) return -1;
      const from = codeFrom(c);
      if (!mobile(board[from], w.colour)) return -1;
      const n = pieceAt(board, from, board[from], w.colour, w.powers, decisions, 0);
      for (let i = 0; i < n; i++) if (decisions[i] === c) return c;
      return -1;
    }
    case D_PASS:
      return w.phase === P_MOVE && pieceDecisions(board, w.colour, w.powers, decisions, 0) === 0 ? c : -1;
    case D_SWAP:
      return w.phase === P_SWAP && codeFrom(c) < codeTo(c) && swapAllowed(board, codeFrom(c), codeTo(c)) ? c : -1;
    case D_DROP:
      return w.phase === P_DROP && droppable(board[codeTo(c)]) ? c : -1;
    case D_PROMOTE:
      return w.phase === P_PROMOTE ? c : -1;
  }
  return -1;
}

/**
 * The decisions of positions already asked about (callers such as a board on screen ask again
 * and again; the machine and perft never ask, so they pay nothing for it).
 */
const listed = new WeakMap<ChakartPosition, readonly Decision[]>();

/** Every decision open to the side to move (none once the game has ended). */
export function legalDecisions(pos: ChakartPosition): Decision[] {
  let list = listed.get(pos);
  if (list === undefined) {
    list = withWork(pos, (w) => {
      const n = generated(w);
      const out: Decision[] = [];
      for (let i = 0; i < n; i++) out.push(decodeDecision(decisions[i]));
      return out;
    });
    listed.set(pos, list);
  }
  return list.slice();
}

export function isLegal(pos: ChakartPosition, d: Decision): boolean {
  return withWork(pos, (w) => legalCode(w, d) >= 0);
}

/**
 * Resolves the decision `d` (code `c`, legal) on `w` with the steps recorded; the outcomes
 * come from the list (each checked, none left over) or the source.
 */
export function resolveOn(w: Work, d: Decision, c: number, outcomes: readonly Outcome[] | OutcomeSource): { position: ChakartPosition; facts: ChakartFacts } {
  const player = colourName(w.colour);
  const steps: Step[] = [];
  const drawn: Outcome[] = [];
  w.steps = steps;
  w.drawn = drawn;
  const replay = !('choose' in outcomes);
  if (replay) w.replay(outcomes as readonly Outcome[]);
  else w.drawFrom(outcomes as OutcomeSource);
  const turnEnded = resolve(w, c);
  if (replay) w.finishReplay();
  return { position: w.position(), facts: { player, decision: d, steps, outcomes: drawn, turnEnded } };
}

/**
 * Resolves a legal decision. With a list of outcomes (replay), each draw takes the next one
 * and must be among the possible ones, and none may be left over (OutcomeError otherwise);
 * with a source (play), the outcomes are drawn and listed in the facts.
 */
export function play(pos: ChakartPosition, d: Decision, outcomes: readonly Outcome[] | OutcomeSource): { position: ChakartPosition; facts: ChakartFacts } {
  return withWork(pos, (w) => {
    const c = legalCode(w, d);
    if (c < 0) throw new IllegalMoveError('not a legal decision');
    return resolveOn(w, d, c, outcomes);
  });
}

type Ending = { result: ChakartResult; reason: 'kings-captured' } | undefined;
const ending = (r: ChakartResult | undefined): Ending => (r ? { result: r, reason: 'kings-captured' } : undefined);

/** K2, K13 on a Work: the game's end, if it has ended (judged only when a turn has ended). */
export const endOf = (w: Work): Ending => (over(w) ? ending(resultOfKings(w.whiteKings, w.blackKings)) : undefined);

/** K2, K13: the game's own end, by the position alone (none inside a turn). */
export const outcome = (pos: ChakartPosition): Ending => (pos.phase.kind === 'move' ? ending(result(pos.board)) : undefined);

export function cellAt(pos: ChakartPosition, square: number): Cell {
  return decodeCell(pos.board[square]);
}

/** A position from public cells (64, index = square) and the rest of its state. */
export function makePosition(cells: readonly Cell[], rest: Omit<ChakartPosition, 'board'>): ChakartPosition {
  return { ...rest, board: Uint8Array.from(cells.map(encodeCell)) };
}

/** A string naming the position exactly (cells, side, powers, phase). */
export function positionKey(pos: ChakartPosition): string {
  const p = pos.powers;
  return `${Array.from(pos.board).join(',')}|${pos.turn}|${+p.white.shell}${+p.white.invisible}${+p.black.shell}${+p.black.invisible}|${JSON.stringify(pos.phase)}|${pos.bowsered.join(',')}`;
}
