// Fixtures for the Chakart cross-check: the home site's position text (written and read by the
// reference's own code, for reports and hand-built positions), random positions in every phase,
// hand-built positions, and coverage counters.

import type { Decision, Direction, EggOutcome, ObjectKind, Outcome, PieceKind, PromotionPiece } from '../../../src/chakart/types.ts';
import {
  everyOutcome,
  outcomeString,
  lastRank,
  firstRank,
  marker,
  name,
  object,
  other,
  parse,
  piece,
  PROMOTION_PIECES,
  rankOf,
  type Colour,
  type RCell,
  type RPhase,
  type RPosition,
} from './chakart-reference.ts';

const LETTER: Record<PieceKind, string> = { pawn: 'p', rook: 'r', knight: 'n', bishop: 'b', queen: 'q', king: 'k' };
const IMMOBILE: Record<PieceKind, string> = { pawn: 's', rook: 'u', knight: 'o', bishop: 'c', queen: 't', king: 'l' };
const OBJECT_LETTER: Record<ObjectKind, string> = { mushroom: 'm', egg: 'e', banana: 'd', bomb: 'w' };

function cellLetter(x: RCell): string {
  if (x === null) return '1';
  if (x.t === 'object') return OBJECT_LETTER[x.o];
  if (x.t === 'marker') return '?';
  const l = x.inv ? 'i' : x.imm ? IMMOBILE[x.k] : LETTER[x.k];
  return x.c === 'white' ? l.toUpperCase() : l;
}

/** The home site's position text (phase and bowsered left to the caller's report). */
export function homeString(p: RPosition): string {
  const rows: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let run = 0;
    for (let f = 0; f < 8; f++) {
      const l = cellLetter(p.cells[r * 8 + f]);
      if (l === '1') run++;
      else {
        if (run) row += String(run);
        run = 0;
        row += l;
      }
    }
    if (run) row += String(run);
    rows.push(row);
  }
  const b = (x: boolean) => (x ? '1' : '0');
  const flags = `${b(p.powers.white.shell)}${b(p.powers.white.invisible)}${b(p.powers.black.shell)}${b(p.powers.black.invisible)}`;
  const bow = p.bowsered.length ? ` bowsered ${p.bowsered.map(name).join(',')}` : '';
  return `${rows.join('/')} ${p.turn[0]} ${p.plies} {"flags":"${flags}"}${bow}`;
}

/** Reads the home site's rows (markers take the colour of the side not to move). */
export function fromHome(text: string, phase: RPhase = { kind: 'move' }, bowsered: string[] = []): RPosition {
  const [rows, side, plies, json] = text.split(' ');
  const turn: Colour = side === 'w' ? 'white' : 'black';
  const cells: RCell[] = new Array(64).fill(null);
  const ranks = rows.split('/');
  for (let i = 0; i < 8; i++) {
    let f = 0;
    for (const ch of ranks[i]) {
      const s = (7 - i) * 8 + f;
      if (ch >= '1' && ch <= '8') {
        f += Number(ch);
        continue;
      }
      const lower = ch.toLowerCase();
      const colour: Colour = ch === lower ? 'black' : 'white';
      const kind = (Object.keys(LETTER) as PieceKind[]).find((k) => LETTER[k] === lower);
      const still = (Object.keys(IMMOBILE) as PieceKind[]).find((k) => IMMOBILE[k] === lower);
      const obj = (Object.keys(OBJECT_LETTER) as ObjectKind[]).find((k) => OBJECT_LETTER[k] === ch);
      if (ch === '?') cells[s] = marker(other(turn));
      else if (obj) cells[s] = object(obj);
      else if (lower === 'i') cells[s] = piece(colour, 'queen', false, true);
      else if (kind) cells[s] = piece(colour, kind);
      else if (still) cells[s] = piece(colour, still, true);
      else throw new Error(`bad letter ${ch}`);
      f++;
    }
  }
  const flags = json ? (JSON.parse(json) as { flags: string }).flags : '1111';
  return {
    cells,
    turn,
    plies: Number(plies),
    powers: { white: { shell: flags[0] === '1', invisible: flags[1] === '1' }, black: { shell: flags[2] === '1', invisible: flags[3] === '1' } },
    phase,
    bowsered: bowsered.map(parse),
  };
}

// ---------------------------------------------------------------------------------------------
// Random positions.

const KINDS: readonly PieceKind[] = ['pawn', 'pawn', 'pawn', 'rook', 'knight', 'bishop', 'queen', 'king'];
const OBJECTS: readonly ObjectKind[] = ['mushroom', 'egg', 'banana', 'bomb'];

/** A random position in a random phase; the caller drops what validatePosition refuses. */
export function randomPosition(r: (n: number) => number, dense = false): RPosition {
  const turn: Colour = r(2) ? 'white' : 'black';
  const them = other(turn);
  const cells: RCell[] = new Array(64).fill(null);
  const empty = (): number => {
    for (;;) {
      const s = r(64);
      if (cells[s] === null) return s;
    }
  };
  // Kings (usually one each, sometimes two).
  for (const c of ['white', 'black'] as const) for (let k = 0, n = 1 + (r(5) === 0 ? 1 : 0); k < n; k++) cells[empty()] = piece(c, 'king', r(10) === 0);
  const pieces = r(dense ? 30 : 22);
  for (let i = 0; i < pieces; i++) {
    const c: Colour = r(2) ? 'white' : 'black';
    const k = KINDS[r(KINDS.length)];
    const s = empty();
    if (k === 'pawn' && rankOf(s) === lastRank(c)) continue;
    cells[s] = piece(c, k, r(10) === 0);
  }
  const objects = dense ? 12 + r(20) : r(16);
  for (let i = 0; i < objects; i++) cells[empty()] = object(OBJECTS[r(4)]);
  // The side not to move: an invisible queen and its marker (R7, R8).
  if (r(3) === 0) {
    cells[empty()] = piece(them, 'queen', false, true);
    cells[empty()] = marker(them);
  } else if (r(6) === 0) cells[empty()] = marker(them);
  const bowsered: number[] = [];
  let phase: RPhase;
  const which = r(20);
  if (which < 7) phase = { kind: 'move' };
  else if (which < 10) phase = { kind: 'bonus' };
  else if (which < 13) phase = { kind: 'swap' };
  else if (which < 16) phase = { kind: 'drop', piece: PROMOTION_PIECES[r(5)] };
  else {
    // A pawn of the mover carried to its last rank, paused before the object there acts.
    const rank = lastRank(turn);
    const f = r(8);
    const square = rank * 8 + f;
    const back = rank === 7 ? -8 : 8;
    const candidates = [square + back, square + back - 1, square + back + 1, square - 1, square + 1].filter(
      (s) => s >= 0 && s < 64 && Math.abs((s & 7) - f) <= 1,
    );
    const hopFrom = candidates[r(candidates.length)];
    const obj: ObjectKind | undefined = r(5) === 0 ? undefined : OBJECTS[r(4)];
    cells[square] = piece(turn, 'pawn');
    cells[hopFrom] = r(3) === 0 ? object('mushroom') : null;
    phase = { kind: 'promote', resume: { square, ...(obj ? { object: obj } : {}), hopFrom, dropped: false, lays: r(2) === 0 } };
  }
  // K10: mid-turn the turn's first decision has already shown the enemy's invisible queen and
  // removed her marker (and an own invisible move ends the turn): no marker, no invisible queen.
  if (phase.kind !== 'move') {
    for (let s = 0; s < 64; s++) {
      const x = cells[s];
      if (x?.t === 'marker') cells[s] = null;
      else if (x?.t === 'piece' && x.inv) cells[s] = { ...x, inv: false };
    }
  }
  // Pieces the mover's Bowser struck this turn (only mid-turn, only immobilized ones).
  if (phase.kind !== 'move') {
    for (let s = 0; s < 64; s++) {
      const x = cells[s];
      if (x?.t === 'piece' && x.c === turn && x.imm && r(2) === 0) bowsered.push(s);
    }
  }
  // No pawn on its own last rank; a pawn on its own first rank now and then stays.
  for (let s = 0; s < 64; s++) {
    const x = cells[s];
    if (x?.t === 'piece' && x.k === 'pawn' && rankOf(s) === lastRank(x.c) && !(phase.kind === 'promote' && phase.resume.square === s)) cells[s] = null;
    if (x?.t === 'piece' && x.k === 'pawn' && rankOf(s) === firstRank(x.c) && r(2) === 0) cells[s] = null;
  }
  const pw = () => ({ shell: r(4) !== 0, invisible: r(4) !== 0 });
  const powers = { white: pw(), black: pw() };
  // K4: a side whose queen is invisible has used its invisible move.
  if (cells.some((x) => x?.t === 'piece' && x.c === them && x.inv)) powers[them].invisible = false;
  return { cells, turn, plies: r(80), powers, phase, bowsered };
}

// ---------------------------------------------------------------------------------------------
// Hand-built positions.

export const SPECIAL: Record<string, RPosition> = {
  // Source 004:74-76, the diagram: Pf3xe4 takes the banana, pushed n to e5 (mushroom), on to e6
  // (bomb), pushed sw to d5 taking the white rook (the text's side to move is White's here).
  sourceDiagram: fromHome('rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 {"flags":"1111"}'),
  // Source 004:131: 1...Rxf6 lands on the egg; Waluigi may turn the g8 queen white; the rook
  // then lays a banana on a diagonal neighbour.
  sourceWaluigi: fromHome('erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN b 1 {"flags":"1111"}'),
  // R2/K7: a pawn pushed onto its last rank pauses for the promotion choice; direct promotion
  // onto an egg and a banana.
  pushToLastRank: fromHome('k7/1P2d3/4P3/8/8/8/8/4K3 w 5 {"flags":"0000"}'),
  // R12/R2: the pawn pushed twice by bombs takes the last black king on d8, its last rank.
  kingTakenOnLastRank: fromHome('3k4/2w5/1w6/P7/8/8/8/4K3 w 5 {"flags":"0000"}'),
  // R3: mushroom chains for pawn (double step counts as one step), knight and king; a slider
  // uses the mushroom up.
  mushrooms: fromHome('4k3/8/8/3m4/2m1m3/1m2m3/4m3/R1N1K3 w 3 {"flags":"0000"}'),
  // R7/R10/R11: Black's invisible queen d5 and marker d8, White to move: sliders pass over it
  // and may take it; the pawn d4 may step onto it, the pawn c4/e4 may not take it diagonally.
  invisibleQueen: fromHome('3?k3/8/8/3i4/2PPP3/8/8/3QK2R w 7 {"flags":"1110"}'),
  // R9: shells: over an egg and a mushroom to the bomb; an own piece blocks; the marker stops.
  shells: fromHome('k2?4/8/8/8/w7/1e6/2m1P3/B2K2wr w 9 {"flags":"1000"}'),
  // R13: swaps (pawns kept off their last rank, immobilized pieces excluded). K10: Black's queen
  // c5, invisible until White's first decision, is seen by now and may be swapped.
  swap: fromHome('4k3/P6p/8/2q5/8/8/p6P/3UK3 w 11 {"flags":"1110"}', { kind: 'swap' }),
  // R14: drops onto nothing and objects, not onto pieces (K10: no marker is left mid-turn).
  drop: fromHome('4k3/8/8/8/3d1w2/8/4e3/4K3 w 11 {"flags":"1111"}', { kind: 'drop', piece: 'knight' }),
  // R6: an immobilized king makes no move and throws no shell; the only free piece moves.
  immobilized: fromHome('4k3/8/8/8/8/8/8/3LR3 w 4 {"flags":"1111"}'),
  // R12: nothing to move: pass.
  pass: fromHome('4k3/8/8/8/8/p7/P7/L7 w 4 {"flags":"0000"}'),
  // R10: double steps through an egg (the mushroom replaces it), a marker, Black's invisible
  // queen (no mushroom under it), a mushroom.
  doubleSteps: fromHome('4k3/8/8/8/8/3?eim1/3PPPP1/4K3 w 6 {"flags":"0000"}'),
  // R3/R14: a dropped king has no last hop (a mushroom does nothing), but after a push it
  // hops on in the push's direction; an egg's Koopa does nothing to it (K8).
  dropKingPushMushroom: fromHome('7k/8/6e1/3m4/2mdm3/3m4/8/K7 w 12 {"flags":"0000"}', { kind: 'drop', piece: 'king' }),
  // The same for a knight: after a push, one more step the push's way.
  dropKnightPushMushroom: fromHome('7k/8/6e1/3m4/2mdm3/3m4/8/K7 w 12 {"flags":"0000"}', { kind: 'drop', piece: 'knight' }),
  // R3: knight hops by its jump (c3 then d5, where e7's pawn stops it); g1-f3 hops onto Black's
  // invisible queen e5 and takes it.
  knightMushrooms: fromHome('4k3/4p3/8/3mi3/8/2m2m2/8/1N2K1N1 w 8 {"flags":"0000"}'),
  // R1/K4: the rook's banana goes to a diagonal neighbour holding nothing, an object or a
  // marker (c5 marker, e3 egg), never onto Black's invisible queen e5 or the pawn c3.
  layTargets: fromHome('4k3/8/8/2?1i3/8/2P1e3/8/3RK3 w 10 {"flags":"0000"}'),
  // R5/K6: Koopa sends the pawn / knight back to its start square, where the mushroom / egg it
  // left is removed.
  koopa: fromHome('4k3/8/8/8/8/4ee2/4P3/4K1N1 w 10 {"flags":"0000"}'),
  // R1/R13: King Boo with one free seen piece (both kings immobilized): the swap is skipped.
  swapSkipped: fromHome('7l/8/8/8/8/2e5/8/LN6 w 14 {"flags":"0000"}'),
  // R1: Daisy with nothing to move (pawn blocked, king immobilized, no shell): bonus skipped.
  bonusSkipped: fromHome('7k/3p4/3e4/3P4/8/8/8/L7 w 14 {"flags":"0000"}'),
  // R5: Luigi with no enemy candidate (a king, a pawn on its first rank): no draw; Waluigi may
  // pick the knight that moved, not the pawn a1 on its first rank.
  luigiNone: fromHome('p3k3/8/8/8/8/2e5/8/PN2K3 w 14 {"flags":"0000"}'),
  // R7: invisible moves in the bonus phase: not onto the mushroom d3, over it (K10: no marker
  // is left mid-turn).
  invisibleInBonus: fromHome('4k3/8/8/8/8/3m4/8/3QK3 w 14 {"flags":"0100"}', { kind: 'bonus' }),
  // K9/K10: Black's invisible queen h5 and marker d4, White to move: White's queen may move
  // invisibly over the marker and onto it (decided: it counts as empty), not onto the mushroom d3.
  invisibleOntoMarker: fromHome('4k3/8/8/7i/3?4/3m4/8/3QK3 w 14 {"flags":"0110"}'),
  // K6/K8: the rook lands on an egg; Waluigi may turn it Black; then the banana.
  rookWaluigi: fromHome('4k3/8/8/8/3e4/8/8/3RK3 w 14 {"flags":"0000"}'),
  // R2/K7: direct promotions onto a banana (b8) and an egg (g8), also diagonally (f7xg8).
  promoteOntoObjects: fromHome('1d2k1e1/1P3PP1/8/8/8/8/8/4K3 w 20 {"flags":"0000"}'),
  // R7: no invisible move onto (or capture-free through) Black's invisible queen a4's square
  // as a target; the queen may pass over it and may take it with an ordinary move.
  invisibleOntoInvisible: fromHome('4k3/8/8/8/i7/8/8/Q3K3 w 20 {"flags":"0100"}'),
  // K4: a bishop in the corner lays its bomb on a2 or b1.
  bishopCorner: fromHome('4k3/8/8/8/8/8/1B6/4K3 w 20 {"flags":"0000"}'),
};

// ---------------------------------------------------------------------------------------------
// Coverage.

export const stats = {
  positions: 0,
  trees: 0,
  leaves: 0,
  refusalChecks: 0,
  over: 0,
  decisions: {} as Record<string, number>,
  outcomes: {} as Record<string, number>,
  eggs: {} as Record<string, number>,
  phases: {} as Record<string, number>,
  reachedPhases: {} as Record<string, number>,
  directPromotions: 0,
  kingsCaptured: 0,
};

export function tally(before: RPosition, d: Decision, outcomes: readonly Outcome[], after: RPosition): void {
  const key = d.kind === 'move' && d.promotion ? 'move=' : before.phase.kind === 'bonus' ? `bonus:${d.kind}` : d.kind;
  stats.decisions[key] = (stats.decisions[key] ?? 0) + 1;
  if (d.kind === 'move' && d.promotion) stats.directPromotions++;
  for (const o of outcomes) {
    stats.outcomes[o.draw] = (stats.outcomes[o.draw] ?? 0) + 1;
    if (o.draw === 'egg') stats.eggs[o.outcome] = (stats.eggs[o.outcome] ?? 0) + 1;
  }
  if (after.phase.kind !== 'move') stats.reachedPhases[after.phase.kind] = (stats.reachedPhases[after.phase.kind] ?? 0) + 1;
  const kings = (p: RPosition) => p.cells.filter((x) => x?.t === 'piece' && x.k === 'king').length;
  if (kings(after) < kings(before)) stats.kingsCaptured++;
}

/** An outcome from its text: `push:n`, `egg:koopa`, `toadette:rook`, `colour:e4`, `lay:d5`. */
export function outcomeFromText(t: string): Outcome {
  const [draw, v] = t.split(':');
  if (draw === 'push') return { draw, direction: v as Direction };
  if (draw === 'egg') return { draw, outcome: v as EggOutcome };
  if (draw === 'toadette') return { draw, piece: v as PromotionPiece };
  return { draw: draw as 'colour' | 'lay', square: parse(v) };
}

/** The outcomes that may be drawn next after `prefix` in the chance tree of `d` (none: resolved). */
export function nextDraws(p: RPosition, d: Decision, prefix: readonly string[] = []): string[] {
  const seen = new Set<string>();
  for (const leaf of everyOutcome(p, d)) {
    const ks = leaf.outcomes.map(outcomeString);
    if (prefix.every((x, i) => ks[i] === x) && ks.length > prefix.length) seen.add(ks[prefix.length] as string);
  }
  return [...seen].sort();
}

export type { PromotionPiece };
