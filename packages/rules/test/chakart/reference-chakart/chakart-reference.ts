// An independent reference for Chakart (source 004; rulings K1-K13, G2, G4), written from the
// rulings and the shared contract's reading "How the engine reads the rules" (points 1-14 are
// cited as R1..R14 below) only, to cross-check packages/rules/src/chakart. It shares no code
// with the engine: it imports the public types only. The board is a plain array of 64 cells
// (null, a piece, an object or a marker); a position is a plain object.
//
// Rulings K9-K13 (2026-11-26) override the readings R1, R6, R7, R8 and R12 where they differ:
// K9 the marker blocks nothing, only the shell stops at it; K10 the enemy's invisible queen is
// seen again, and her marker removed, at the end of the first decision of the turn after her
// move (later decisions of that turn see a queen); K11 a rook or bishop lays when its chain
// ends with the piece arriving (moved, pushed or dropped) or with King Boo, Toadette or Daisy,
// and not when it ends with Koopa, Bowser, Chomp, Luigi or Waluigi; K12 a piece Luigi or
// Waluigi turns while immobilized sits out its new owner's next turn; K13 the end is judged
// only when the turn ends, after every sub-phase the turn opened.
//
// Randomness (G4) is a callback: resolving a decision asks `choose(options)` at every draw and
// gets one of the options back. Replaying a recorded list of outcomes, enumerating every outcome
// sequence (a chance tree) and perft are built on that one resolver.

import type { Decision, Direction, EggOutcome, ObjectKind, Outcome, PieceKind, PromotionPiece } from '../../../src/chakart/types.ts';

export type Colour = 'white' | 'black';

export interface RPiece {
  readonly t: 'piece';
  readonly c: Colour;
  readonly k: PieceKind;
  readonly imm: boolean;
  readonly inv: boolean;
}
export interface RObject {
  readonly t: 'object';
  readonly o: ObjectKind;
}
export interface RMarker {
  readonly t: 'marker';
  readonly c: Colour;
}
export type RCell = RPiece | RObject | RMarker | null;

export interface RResume {
  readonly square: number;
  readonly object?: ObjectKind;
  readonly hopFrom: number;
  readonly dropped: boolean;
  readonly lays: boolean;
}
export type RPhase =
  | { readonly kind: 'move' }
  | { readonly kind: 'bonus' }
  | { readonly kind: 'swap' }
  | { readonly kind: 'drop'; readonly piece: PromotionPiece }
  | { readonly kind: 'promote'; readonly resume: RResume };

export interface RPowers {
  readonly shell: boolean;
  readonly invisible: boolean;
}
export interface RPosition {
  readonly cells: readonly RCell[];
  readonly turn: Colour;
  readonly plies: number;
  readonly powers: { readonly white: RPowers; readonly black: RPowers };
  readonly phase: RPhase;
  readonly bowsered: readonly number[];
}

export const PROMOTION_PIECES: readonly PromotionPiece[] = ['queen', 'rook', 'knight', 'bishop', 'king'];
export const EGGS: readonly EggOutcome[] = ['kingboo', 'koopa', 'toadette', 'chomp', 'daisy', 'bowser', 'luigi', 'waluigi'];
const VEC: Record<Direction, readonly [number, number]> = {
  n: [0, 1],
  s: [0, -1],
  e: [1, 0],
  w: [-1, 0],
  ne: [1, 1],
  nw: [-1, 1],
  se: [1, -1],
  sw: [-1, -1],
};
const ORTHO: readonly Direction[] = ['n', 's', 'e', 'w'];
const DIAG: readonly Direction[] = ['ne', 'nw', 'se', 'sw'];
const ALL8: readonly Direction[] = [...ORTHO, ...DIAG];
const KNIGHT: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

export const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');
export const fileOf = (s: number): number => s & 7;
export const rankOf = (s: number): number => s >> 3;
/** The square at (file, rank), or -1 off the board. */
export const at = (f: number, r: number): number => (f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f);
const step = (s: number, v: readonly [number, number]): number => at(fileOf(s) + v[0], rankOf(s) + v[1]);
export const name = (s: number): string => 'abcdefgh'[fileOf(s)] + String(rankOf(s) + 1);
export const parse = (n: string): number => (n.charCodeAt(1) - 49) * 8 + (n.charCodeAt(0) - 97);
export const lastRank = (c: Colour): number => (c === 'white' ? 7 : 0);
export const firstRank = (c: Colour): number => (c === 'white' ? 0 : 7);
const forward = (c: Colour): number => (c === 'white' ? 1 : -1);

export const piece = (c: Colour, k: PieceKind, imm = false, inv = false): RPiece => ({ t: 'piece', c, k, imm, inv });
export const object = (o: ObjectKind): RObject => ({ t: 'object', o });
export const marker = (c: Colour): RMarker => ({ t: 'marker', c });

const isPiece = (x: RCell): x is RPiece => x !== null && x.t === 'piece';
const isObject = (x: RCell, ...kinds: ObjectKind[]): x is RObject => x !== null && x.t === 'object' && (kinds.length === 0 || kinds.includes(x.o));

// ---------------------------------------------------------------------------------------------
// Canonical strings (own format, used to compare sets and positions).

export function cellKey(x: RCell): string {
  if (x === null) return '.';
  if (x.t === 'object') return `o:${x.o}`;
  if (x.t === 'marker') return `m:${x.c}`;
  return `${x.c}:${x.k}${x.imm ? '!' : ''}${x.inv ? '~' : ''}`;
}

export function phaseKey(p: RPhase): string {
  switch (p.kind) {
    case 'drop':
      return `drop:${p.piece}`;
    case 'promote': {
      const r = p.resume;
      return `promote:${name(r.square)}:${r.object ?? '-'}:${name(r.hopFrom)}:${r.dropped ? 'dropped' : 'moved'}:${r.lays ? 'lays' : 'nolay'}`;
    }
    default:
      return p.kind;
  }
}

export function positionKey(p: RPosition): string {
  const ranks: string[] = [];
  for (let r = 7; r >= 0; r--) {
    const row: string[] = [];
    for (let f = 0; f < 8; f++) row.push(cellKey(p.cells[r * 8 + f]));
    ranks.push(row.join(','));
  }
  const pw = (x: RPowers) => `${x.shell ? 'S' : '-'}${x.invisible ? 'I' : '-'}`;
  const bow = [...p.bowsered].sort((a, b) => a - b).map(name).join(',');
  return `${ranks.join('/')} ${p.turn} ${p.plies} ${pw(p.powers.white)}${pw(p.powers.black)} ${phaseKey(p.phase)} [${bow}]`;
}

export function decisionString(d: Decision): string {
  switch (d.kind) {
    case 'move':
      return `${name(d.from)}-${name(d.to)}${d.promotion ? `=${d.promotion}` : ''}`;
    case 'invisible':
      return `${name(d.from)}~${name(d.to)}`;
    case 'shell':
      return `${name(d.from)}^${name(d.to)}`;
    case 'pass':
      return 'pass';
    case 'swap':
      return `${name(Math.min(d.a, d.b))}<>${name(Math.max(d.a, d.b))}`;
    case 'drop':
      return `@${name(d.to)}`;
    case 'promote':
      return `=${d.piece}`;
  }
}

export function outcomeString(o: Outcome): string {
  switch (o.draw) {
    case 'push':
      return `push:${o.direction}`;
    case 'egg':
      return `egg:${o.outcome}`;
    case 'colour':
      return `colour:${name(o.square)}`;
    case 'toadette':
      return `toadette:${o.piece}`;
    case 'lay':
      return `lay:${name(o.square)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Kings and the end (K2, K13).

export function kingCount(cells: readonly RCell[], c: Colour): number {
  let n = 0;
  for (const x of cells) if (isPiece(x) && x.c === c && x.k === 'king') n++;
  return n;
}

/** K13: judged only between turns (phase move); mid-turn positions have no result yet. */
export function result(p: RPosition): Colour | 'draw' | undefined {
  if (p.phase.kind !== 'move') return undefined;
  const w = kingCount(p.cells, 'white');
  const b = kingCount(p.cells, 'black');
  if (w === 0 && b === 0) return 'draw';
  if (w === 0) return 'black';
  if (b === 0) return 'white';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Decisions.

/** R7, R10, R11: where a piece of colour `me` may end a move (not on an own piece, seen or not). */
function canEnd(x: RCell, me: Colour): boolean {
  return !(isPiece(x) && x.c === me);
}

/** R11: what a slider (and the invisible queen's path) passes over. */
function passable(x: RCell): boolean {
  if (x === null) return true;
  if (x.t === 'marker') return true;
  if (x.t === 'object') return x.o === 'mushroom' || x.o === 'egg';
  return x.inv;
}

/** Moves, invisible moves and shells of the side to move (phases move and bonus). */
export function pieceDecisions(p: RPosition): Decision[] {
  const me = p.turn;
  const out: Decision[] = [];
  const cells = p.cells;
  for (let s = 0; s < 64; s++) {
    const x = cells[s];
    if (!isPiece(x) || x.c !== me || x.imm || x.inv) continue;
    const add = (to: number) => {
      if (x.k === 'pawn' && rankOf(to) === lastRank(me)) {
        for (const promotion of PROMOTION_PIECES) out.push({ kind: 'move', from: s, to, promotion });
      } else out.push({ kind: 'move', from: s, to });
    };
    switch (x.k) {
      case 'pawn': {
        const fw = forward(me);
        const one = at(fileOf(s), rankOf(s) + fw);
        // R10: one step onto nothing, an object, a marker or the enemy's invisible queen.
        const stepOk = (t: number) => {
          const y = cells[t];
          return y === null || y.t !== 'piece' || (y.inv && y.c !== me);
        };
        if (one >= 0 && stepOk(one)) add(one);
        const fromFirstTwo = rankOf(s) === firstRank(me) || rankOf(s) === firstRank(me) + fw;
        if (one >= 0 && fromFirstTwo) {
          const two = at(fileOf(s), rankOf(s) + 2 * fw);
          const mid = cells[one];
          const midOk = mid === null || mid.t === 'marker' || isObject(mid, 'mushroom', 'egg') || (isPiece(mid) && mid.inv);
          if (two >= 0 && midOk && stepOk(two)) add(two);
        }
        for (const df of [-1, 1]) {
          const t = at(fileOf(s) + df, rankOf(s) + fw);
          if (t < 0) continue;
          const y = cells[t];
          if ((isPiece(y) && y.c !== me && !y.inv) || isObject(y)) add(t);
        }
        break;
      }
      case 'knight':
        for (const v of KNIGHT) {
          const t = step(s, v);
          if (t >= 0 && canEnd(cells[t], me)) add(t);
        }
        break;
      case 'king':
        for (const d of ALL8) {
          const t = step(s, VEC[d]);
          if (t >= 0 && canEnd(cells[t], me)) add(t);
        }
        break;
      default: {
        const dirs = x.k === 'rook' ? ORTHO : x.k === 'bishop' ? DIAG : ALL8;
        for (const d of dirs) {
          for (let t = step(s, VEC[d]); t >= 0; t = step(t, VEC[d])) {
            const y = cells[t];
            if (passable(y)) {
              if (canEnd(y, me)) add(t);
              continue;
            }
            if (canEnd(y, me)) add(t); // banana, bomb or an enemy piece: stop there
            break;
          }
        }
      }
    }
    // R7: the invisible queen move, to an empty square.
    if (x.k === 'queen' && p.powers[me].invisible) {
      for (const d of ALL8) {
        for (let t = step(s, VEC[d]); t >= 0 && passable(cells[t]); t = step(t, VEC[d])) {
          // K9 (open, decided): "it never stands in the opponent's way": a square holding only the enemy's marker counts as empty here (the marker goes).
          const y = cells[t];
          if (y === null || y.t === 'marker') out.push({ kind: 'invisible', from: s, to: t });
        }
      }
    }
    // R9: the shell.
    if (x.k === 'king' && p.powers[me].shell) {
      for (const d of ALL8) {
        for (let t = step(s, VEC[d]); t >= 0; t = step(t, VEC[d])) {
          const y = cells[t];
          if (y === null || isObject(y, 'mushroom', 'egg') || (isPiece(y) && y.inv)) continue;
          const hit = (y.t === 'piece' && y.c !== me) || (y.t === 'marker' && y.c !== me) || isObject(y, 'banana', 'bomb');
          if (hit) out.push({ kind: 'shell', from: s, to: t });
          break;
        }
      }
    }
  }
  return out;
}

/** R13: pairs of seen, free pieces, not putting a pawn on its own last rank. */
export function swapDecisions(p: RPosition): Decision[] {
  const out: Decision[] = [];
  const ok = (x: RPiece, to: number) => !(x.k === 'pawn' && rankOf(to) === lastRank(x.c));
  for (let a = 0; a < 64; a++) {
    const x = p.cells[a];
    if (!isPiece(x) || x.inv || x.imm) continue;
    for (let b = a + 1; b < 64; b++) {
      const y = p.cells[b];
      if (!isPiece(y) || y.inv || y.imm) continue;
      if (ok(x, b) && ok(y, a)) out.push({ kind: 'swap', a, b });
    }
  }
  return out;
}

/** R14: drop on nothing, an object or a marker. */
export function dropDecisions(p: RPosition): Decision[] {
  const out: Decision[] = [];
  for (let s = 0; s < 64; s++) if (!isPiece(p.cells[s])) out.push({ kind: 'drop', to: s });
  return out;
}

/** Every legal decision; none once the game is over (K13: judged between turns only). */
export function legalDecisions(p: RPosition): Decision[] {
  if (result(p) !== undefined) return [];
  switch (p.phase.kind) {
    case 'move': {
      const ds = pieceDecisions(p);
      return ds.length ? ds : [{ kind: 'pass' }];
    }
    case 'bonus':
      return pieceDecisions(p);
    case 'swap':
      return swapDecisions(p);
    case 'drop':
      return dropDecisions(p);
    case 'promote':
      return PROMOTION_PIECES.map((piece) => ({ kind: 'promote', piece }));
  }
}

// ---------------------------------------------------------------------------------------------
// Resolution.

export type Chooser = (options: readonly Outcome[]) => Outcome;

export class RuleError extends Error {}

// The choose callback must be reachable from the recursive helpers; it is kept per call.
let currentChoose: Chooser = () => {
  throw new RuleError('no chooser');
};

interface Work {
  cells: RCell[];
  powers: { white: RPowers; black: RPowers };
  bowsered: number[];
  pending: RPhase | null;
  pause: RResume | null;
  /** Where the piece that moved stands now (-1: gone). */
  tracked: number;
  /** K11: the chain ended with Koopa, Bowser, Chomp, Luigi or Waluigi: no banana or bomb. */
  noLay: boolean;
}

/**
 * Resolves decision `d` in position `p`; `choose` is asked at every draw (the options are
 * listed in a fixed order; callers compare them as sets). Throws RuleError for an
 * illegal decision.
 */
export function play(p: RPosition, d: Decision, choose: Chooser): RPosition {
  const saved = currentChoose;
  currentChoose = choose;
  try {
    return playWith(p, d, choose);
  } finally {
    currentChoose = saved;
  }
}

function playWith(p: RPosition, d: Decision, choose: Chooser): RPosition {
  const legal = legalDecisions(p).map(decisionString);
  if (!legal.includes(decisionString(d))) throw new RuleError(`illegal decision ${decisionString(d)}`);
  const me = p.turn;
  const w: Work = {
    cells: [...p.cells],
    powers: { white: { ...p.powers.white }, black: { ...p.powers.black } },
    bowsered: [...p.bowsered],
    pending: null,
    pause: null,
    tracked: -1,
    noLay: false,
  };
  let lays = false;
  switch (d.kind) {
    case 'move': {
      const x = w.cells[d.from] as RPiece;
      w.cells[d.from] = null;
      let vec: [number, number] = [fileOf(d.to) - fileOf(d.from), rankOf(d.to) - rankOf(d.from)];
      if (x.k === 'pawn') {
        if (Math.abs(vec[1]) === 2) {
          // R10: a double step leaves the mushroom on the passed square and counts as one step.
          vec = [0, vec[1] / 2];
          const mid = at(fileOf(d.from), rankOf(d.from) + vec[1]);
          if (!isPiece(w.cells[mid])) w.cells[mid] = object('mushroom');
        } else w.cells[d.from] = object('mushroom');
      } else if (x.k === 'knight') w.cells[d.from] = object('egg');
      lays = true;
      arrive(w, me, x, d.from, d.to, vec, false, d.promotion);
      break;
    }
    case 'invisible': {
      const x = w.cells[d.from] as RPiece;
      w.cells[d.from] = marker(me);
      w.cells[d.to] = { ...x, inv: true };
      w.powers[me] = { ...w.powers[me], invisible: false };
      break;
    }
    case 'shell':
      w.cells[d.to] = null;
      w.powers[me] = { ...w.powers[me], shell: false };
      break;
    case 'pass':
      break;
    case 'swap': {
      const t = w.cells[d.a];
      w.cells[d.a] = w.cells[d.b];
      w.cells[d.b] = t;
      break;
    }
    case 'drop': {
      const kind = (p.phase as { piece: PromotionPiece }).piece;
      lays = true; // K11: a rook or bishop Toadette dropped lays too.
      arrive(w, me, piece(me, kind), -1, d.to, null, true, undefined);
      break;
    }
    case 'promote': {
      const r = (p.phase as { resume: RResume }).resume;
      const x = w.cells[r.square] as RPiece;
      w.cells[r.square] = { ...x, k: d.piece };
      w.tracked = r.square;
      lays = r.lays;
      const vec: [number, number] | null = r.hopFrom >= 0 ? [fileOf(r.square) - fileOf(r.hopFrom), rankOf(r.square) - rankOf(r.hopFrom)] : null;
      effect(w, me, r.square, r.object, r.hopFrom, vec, r.dropped);
      break;
    }
  }
  // K10: the first decision of a turn (phase move) still saw the enemy's invisible queen; once it
  // is resolved she is seen again and her marker goes, before any later decision of the turn.
  const first = p.phase.kind === 'move';
  const base = { cells: w.cells, turn: me, plies: p.plies, powers: w.powers, bowsered: w.bowsered };
  if (w.pause) {
    // R2/K7: the chain pauses for the promotion choice, a later decision (K10: it sees a queen).
    // K13: even if a king was taken on the way, the choice is still played.
    if (first) reveal(w.cells, other(me));
    return { ...base, phase: { kind: 'promote', resume: w.pause } };
  }
  // K4, K11: a rook or bishop lays its object next to where its chain ended, unless the chain
  // ended with Koopa, Bowser, Chomp, Luigi or Waluigi.
  // K11 (open, decided): when an egg opens King Boo's swap, Toadette's drop or Daisy's bonus, the object is laid at once, before that later decision.
  if (lays && !w.noLay && w.tracked >= 0) {
    const x = w.cells[w.tracked];
    if (isPiece(x) && (x.k === 'rook' || x.k === 'bishop')) {
      const dirs = x.k === 'rook' ? DIAG : ORTHO;
      const options: Outcome[] = [];
      for (const dir of dirs) {
        const t = step(w.tracked, VEC[dir]);
        if (t >= 0 && !isPiece(w.cells[t])) options.push({ draw: 'lay', square: t });
      }
      if (options.length) {
        const o = pick(choose, options);
        w.cells[(o as { square: number }).square] = object(x.k === 'rook' ? 'banana' : 'bomb');
      }
    }
  }
  // K10 (open, decided): the first decision's own lay still sees her invisible and her marker (a lay target either way), so the same squares are offered.
  if (first) reveal(w.cells, other(me));
  const after: RPosition = { ...base, phase: { kind: 'move' } };
  // K13: no end judged here; what the turn opened is still played, then endTurn.
  if (w.pending) {
    const sub: RPosition = { ...after, phase: w.pending };
    if (legalDecisions(sub).length) return sub;
  }
  return endTurn(after);
}

/** K10: `owner`'s invisible queen is seen again and `owner`'s marker removed. */
function reveal(cells: RCell[], owner: Colour): void {
  for (let s = 0; s < 64; s++) {
    const x = cells[s];
    if (isPiece(x) && x.c === owner && x.inv) cells[s] = { ...x, inv: false };
    else if (x !== null && x.t === 'marker' && x.c === owner) cells[s] = null;
  }
}

function pick(choose: Chooser, options: readonly Outcome[]): Outcome {
  const o = choose(options);
  const k = outcomeString(o);
  if (!options.some((x) => outcomeString(x) === k)) throw new RuleError(`outcome ${k} not among ${options.map(outcomeString).join(' ')}`);
  return o;
}


/** R2: the piece `x` arrives on `to` (from `from`, by `vec`), taking what stands there. */
function arrive(w: Work, me: Colour, x: RPiece, from: number, to: number, vec: [number, number] | null, dropped: boolean, promotion: PromotionPiece | undefined): void {
  const there = w.cells[to];
  const obj = isObject(there) ? there.o : undefined;
  let y = x;
  w.tracked = to;
  if (x.k === 'pawn' && rankOf(to) === lastRank(x.c)) {
    if (promotion) y = { ...x, k: promotion };
    else {
      w.cells[to] = x;
      w.pause = { square: to, ...(obj ? { object: obj } : {}), hopFrom: from, dropped, lays: true };
      return;
    }
  }
  w.cells[to] = y;
  effect(w, me, to, obj, from, vec, dropped);
}

/** R3-R5: the object the piece on `s` landed on acts. */
function effect(w: Work, me: Colour, s: number, obj: ObjectKind | undefined, hopFrom: number, vec: [number, number] | null, dropped: boolean): void {
  if (!obj) return;
  const x = w.cells[s] as RPiece;
  switch (obj) {
    case 'mushroom': {
      if (!vec || !(x.k === 'king' || x.k === 'pawn' || x.k === 'knight')) return;
      const t = step(s, vec);
      if (t < 0) return;
      const y = w.cells[t];
      if (isPiece(y) && !(y.inv && y.c !== x.c)) return;
      w.cells[s] = null;
      arrive(w, me, x, s, t, vec, dropped, undefined);
      return;
    }
    case 'banana':
    case 'bomb': {
      const options: Outcome[] = [];
      for (const d of obj === 'banana' ? ORTHO : DIAG) if (step(s, VEC[d]) >= 0) options.push({ draw: 'push', direction: d });
      const o = pick(currentChoose, options) as { direction: Direction };
      const t = step(s, VEC[o.direction]);
      w.cells[s] = null;
      arrive(w, me, x, s, t, [...VEC[o.direction]], dropped, undefined);
      return;
    }
    case 'egg': {
      const o = pick(
        currentChoose,
        EGGS.map((outcome) => ({ draw: 'egg', outcome })),
      ) as { outcome: EggOutcome };
      switch (o.outcome) {
        case 'kingboo':
          w.pending = { kind: 'swap' };
          return;
        case 'koopa':
          w.noLay = true; // K11 (open, decided): also when Koopa does nothing to a dropped piece (K8).
          if (dropped) return;
          w.cells[s] = null;
          w.cells[hopFrom] = x;
          w.tracked = hopFrom;
          return;
        case 'toadette': {
          const t = pick(
            currentChoose,
            PROMOTION_PIECES.map((piece) => ({ draw: 'toadette', piece })),
          ) as { piece: PromotionPiece };
          w.pending = { kind: 'drop', piece: t.piece };
          return;
        }
        case 'chomp':
          w.noLay = true;
          w.cells[s] = null;
          w.tracked = -1;
          return;
        case 'daisy':
          w.pending = { kind: 'bonus' };
          return;
        case 'bowser':
          w.noLay = true;
          w.cells[s] = { ...x, imm: true };
          if (!w.bowsered.includes(s)) w.bowsered.push(s);
          return;
        case 'luigi':
        case 'waluigi': {
          // K11 (open, decided): no object even when no piece qualifies and nothing is turned.
          w.noLay = true;
          const side = o.outcome === 'luigi' ? other(me) : me;
          const options: Outcome[] = [];
          for (let t = 0; t < 64; t++) {
            const y = w.cells[t];
            if (!isPiece(y) || y.c !== side || y.k === 'king' || y.inv) continue;
            if (y.k === 'pawn' && rankOf(t) === firstRank(y.c)) continue;
            options.push({ draw: 'colour', square: t });
          }
          if (!options.length) return;
          const c = pick(currentChoose, options) as { square: number };
          const y = w.cells[c.square] as RPiece;
          w.cells[c.square] = { ...y, c: other(y.c) };
          // K12: an immobilized piece turned to the mover's side sits out the mover's next turn, so
          // the end of this turn must not free it (it joins the list the end of the turn skips);
          // one turned to the other side is freed when that side's next turn ends.
          if (y.imm && y.c !== me && !w.bowsered.includes(c.square)) w.bowsered.push(c.square);
          if (y.c === me) w.bowsered = w.bowsered.filter((b) => b !== c.square);
          return;
        }
      }
    }
  }
}

/** R6, K12: the end of a turn frees the mover's immobilized pieces, except those that became
 * the mover's immobilized pieces during this turn (Bowser, or Luigi/Waluigi turning them). K10:
 * the enemy's invisible queen was already seen again after the turn's first decision. */
export function endTurn(p: RPosition): RPosition {
  const me = p.turn;
  const cells = p.cells.map((x, s): RCell => {
    if (isPiece(x) && x.c === me && x.imm && !p.bowsered.includes(s)) return { ...x, imm: false };
    return x;
  });
  return { cells, turn: other(me), plies: p.plies + 1, powers: p.powers, phase: { kind: 'move' }, bowsered: [] };
}

export const resolve = (p: RPosition, d: Decision, choose: Chooser): RPosition => play(p, d, choose);

/** Replays recorded outcomes; throws RuleError when one is impossible, missing or left over. */
export function replay(p: RPosition, d: Decision, outcomes: readonly Outcome[], trace?: Outcome[][]): RPosition {
  let i = 0;
  const next = resolve(p, d, (options) => {
    trace?.push([...options]);
    if (i >= outcomes.length) throw new RuleError(`outcome ${i} missing (options ${options.map(outcomeString).join(' ')})`);
    return outcomes[i++];
  });
  if (i !== outcomes.length) throw new RuleError(`${outcomes.length - i} outcome(s) left over`);
  return next;
}

class Branch {
  constructor(readonly options: readonly Outcome[]) {}
}

export interface Leaf {
  readonly outcomes: readonly Outcome[];
  readonly position: RPosition;
}

/** Every outcome sequence of `d` with its resulting position (the chance tree's leaves). */
export function everyOutcome(p: RPosition, d: Decision): Leaf[] {
  const leaves: Leaf[] = [];
  const explore = (prefix: Outcome[]) => {
    let i = 0;
    try {
      const position = resolve(p, d, (options) => {
        if (i < prefix.length) return prefix[i++];
        throw new Branch(options);
      });
      leaves.push({ outcomes: prefix, position });
    } catch (e) {
      if (!(e instanceof Branch)) throw e;
      for (const o of e.options) explore([...prefix, o]);
    }
  };
  explore([]);
  return leaves;
}

/** Perft with chance expanded: every outcome sequence of every decision is a branch. */
export function perft(p: RPosition, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const d of legalDecisions(p)) {
    for (const leaf of everyOutcome(p, d)) n += depth === 1 ? 1 : perft(leaf.position, depth - 1);
  }
  return n;
}

/** The standard array (K1, randomness 0). */
export function standardStart(): RPosition {
  const back: PieceKind[] = ['rook', 'knight', 'bishop', 'queen', 'king', 'bishop', 'knight', 'rook'];
  const cells: RCell[] = new Array(64).fill(null);
  for (let f = 0; f < 8; f++) {
    cells[f] = piece('white', back[f]);
    cells[8 + f] = piece('white', 'pawn');
    cells[48 + f] = piece('black', 'pawn');
    cells[56 + f] = piece('black', back[f]);
  }
  const fresh = { shell: true, invisible: true };
  return { cells, turn: 'white', plies: 0, powers: { white: fresh, black: fresh }, phase: { kind: 'move' }, bowsered: [] };
}
