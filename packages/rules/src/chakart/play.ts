// Chakart's immutable API: the decisions open now (cached per position), resolving one with
// its random outcomes drawn or replayed (G4), the game's end (K2), and the public cells.
import type { Cell, ChakartFacts, ChakartPosition, ChakartResult, Decision, Outcome } from './types.ts';
import { IllegalMoveError } from '../core/errors.ts';
import { decodeCell, encodeCell } from './pieces.ts';
import { decisionKey, generateDecisions } from './movegen.ts';
import { RecordedOutcomes, type OutcomeSource } from './random.ts';
import { resolveDecision, result } from './turn.ts';

const cache = new WeakMap<ChakartPosition, { decisions: readonly Decision[]; keys: Set<string> }>();

function generated(pos: ChakartPosition) {
  let entry = cache.get(pos);
  if (!entry) {
    const decisions = outcome(pos) ? [] : generateDecisions(pos);
    entry = { decisions, keys: new Set(decisions.map(decisionKey)) };
    cache.set(pos, entry);
  }
  return entry;
}

/** Every decision open to the side to move (none once the game has ended). */
export function legalDecisions(pos: ChakartPosition): Decision[] {
  return generated(pos).decisions.slice();
}

export function isLegal(pos: ChakartPosition, d: Decision): boolean {
  return generated(pos).keys.has(decisionKey(d));
}

/**
 * Resolves a legal decision. With a list of outcomes (replay), each draw takes the next one
 * and must be among the possible ones, and none may be left over (OutcomeError otherwise);
 * with a source (play), the outcomes are drawn and listed in the facts.
 */
export function play(pos: ChakartPosition, d: Decision, outcomes: readonly Outcome[] | OutcomeSource): { position: ChakartPosition; facts: ChakartFacts } {
  if (!isLegal(pos, d)) throw new IllegalMoveError('not a legal decision');
  const drawn: Outcome[] = [];
  const inner = 'choose' in outcomes ? outcomes : new RecordedOutcomes(outcomes);
  const source: OutcomeSource = {
    choose: (options) => {
      const o = inner.choose(options);
      drawn.push(o);
      return o;
    },
  };
  const next = resolveDecision(pos, d, source, drawn);
  if (inner instanceof RecordedOutcomes) inner.finish();
  return next;
}

/** K2: the game's own end, by the position alone. */
export function outcome(pos: ChakartPosition): { result: ChakartResult; reason: 'kings-captured' } | undefined {
  const r = result(pos.board);
  return r ? { result: r, reason: 'kings-captured' } : undefined;
}

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
