// Test-only helpers for Chakart (the notation package, which owns the position string and the
// decision text, depends on this package, so the rules' own tests carry a small reader of
// their own). Positions are written in the home site's row format, rank 8 first:
//   PRNBQK / prnbqk   White / Black pieces
//   m e d w           mushroom, egg, banana (d), bomb (w)
//   I / i             White's / Black's invisible queen
//   S U O C T L       immobilized (Bowser) pawn, rook, knight, bishop, queen, king; lower case Black
//   ?                 a marker, of the side NOT to move (contract 8)
//   1..8              runs of empty squares
// followed by an optional side (`w`/`b`), an optional ply count and an optional flags field
// (`1111` = white shell, white invisible, black shell, black invisible still available), or
// the notation's JSON field in its place (`{"flags":"1111","phase":"drop:r"}`: flags, the
// phases `bonus`, `swap`, `drop:<piece letter>`, and `bowsered`), so that the position
// strings of perft/chakart.json, written as the notation writes them, are read here too.
// Every position is built through `chakart.makePosition`, from cells.
import { chakart } from '../../src/index.ts';
import { rulesOf } from '../rules-of.ts';
import type { Cell, ChakartPosition, Colour, Decision, Direction, EggOutcome, Outcome, Phase, PieceKind, PromotionPiece } from '../../src/chakart/types.ts';

export const sq = (name: string): number => {
  const s = chakart.parseSquare(name);
  if (s === undefined) throw new Error(`not a square: ${name}`);
  return s;
};
export const name = (s: number): string => chakart.squareName(s);

const KINDS: Record<string, PieceKind> = { p: 'pawn', r: 'rook', n: 'knight', b: 'bishop', q: 'queen', k: 'king' };
const FROZEN: Record<string, PieceKind> = { s: 'pawn', u: 'rook', o: 'knight', c: 'bishop', t: 'queen', l: 'king' };
const OBJECTS: Record<string, 'mushroom' | 'egg' | 'banana' | 'bomb'> = { m: 'mushroom', e: 'egg', d: 'banana', w: 'bomb' };
const LETTER: Record<PieceKind, string> = { pawn: 'p', rook: 'r', knight: 'n', bishop: 'b', queen: 'q', king: 'k' };
const FROZEN_LETTER: Record<PieceKind, string> = { pawn: 's', rook: 'u', knight: 'o', bishop: 'c', queen: 't', king: 'l' };
const OBJECT_LETTER = { mushroom: 'm', egg: 'e', banana: 'd', bomb: 'w' } as const;

/** The cell one letter stands for; `notToMove` is the colour of markers. */
export function cellOf(letter: string, notToMove: Colour): Cell {
  const lower = letter.toLowerCase();
  const colour: Colour = letter === lower ? 'black' : 'white';
  if (letter in OBJECTS) return { type: 'object', object: OBJECTS[letter] };
  if (letter === '?') return { type: 'marker', colour: notToMove };
  if (lower === 'i') return { type: 'piece', colour, kind: 'queen', invisible: true };
  if (lower in KINDS) return { type: 'piece', colour, kind: KINDS[lower] };
  if (lower in FROZEN) return { type: 'piece', colour, kind: FROZEN[lower], immobilized: true };
  throw new Error(`unknown letter ${letter}`);
}

export function letterOf(cell: Cell): string {
  if (cell === null) throw new Error('empty');
  if (cell.type === 'object') return OBJECT_LETTER[cell.object];
  if (cell.type === 'marker') return '?';
  const l = cell.invisible ? 'i' : cell.immobilized ? FROZEN_LETTER[cell.kind] : LETTER[cell.kind];
  return cell.colour === 'white' ? l.toUpperCase() : l;
}

export interface Extra {
  turn?: Colour;
  plies?: number;
  /** `abcd`: white shell, white invisible, black shell, black invisible (1 = available). */
  flags?: string;
  phase?: Phase;
  bowsered?: string[];
}

/** A position from `rows [w|b] [plies] [flags]`; `extra` overrides the text's fields. */
export function pos(text: string, extra: Extra = {}): ChakartPosition {
  const [rows, side, plies, flags] = text.trim().split(/\s+/);
  const turn: Colour = extra.turn ?? (side === 'b' ? 'black' : 'white');
  const notToMove: Colour = turn === 'white' ? 'black' : 'white';
  const ranks = rows.split('/');
  if (ranks.length !== 8) throw new Error(`8 ranks expected in ${rows}`);
  const cells: Cell[] = new Array(64).fill(null);
  ranks.forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/[1-8]/.test(ch)) file += Number(ch);
      else cells[(7 - i) * 8 + file++] = cellOf(ch, notToMove);
    }
    if (file !== 8) throw new Error(`rank ${8 - i} has ${file} files in ${rows}`);
  });
  const json = flags?.startsWith('{') ? (JSON.parse(flags) as { flags: string; phase?: string; bowsered?: string[] }) : undefined;
  const f = (extra.flags ?? json?.flags ?? flags ?? '1111').split('').map((c) => c === '1');
  return chakart.makePosition(cells, {
    turn,
    plies: extra.plies ?? (plies ? Number(plies) : 0),
    powers: { white: { shell: f[0], invisible: f[1] }, black: { shell: f[2], invisible: f[3] } },
    phase: extra.phase ?? phaseOf(json?.phase),
    bowsered: (extra.bowsered ?? json?.bowsered ?? []).map(sq),
  });
}

/** The phase the notation's JSON field names (`promote` needs its resume: build it with `extra`). */
function phaseOf(text: string | undefined): Phase {
  if (text === undefined) return { kind: 'move' };
  if (text === 'bonus' || text === 'swap') return { kind: text };
  if (text.startsWith('drop:') && text.slice(5) in KINDS && text.slice(5) !== 'p') return { kind: 'drop', piece: KINDS[text.slice(5)] as PromotionPiece };
  throw new Error(`phase ${text}: not read here`);
}

/** A position from a few squares, e.g. place({ e1: 'K', e8: 'k', e4: 'd' }, { turn: 'black' }). */
export function place(squares: Record<string, string>, extra: Extra = {}): ChakartPosition {
  const turn = extra.turn ?? 'white';
  const cells: Cell[] = new Array(64).fill(null);
  for (const [s, letter] of Object.entries(squares)) cells[sq(s)] = cellOf(letter, turn === 'white' ? 'black' : 'white');
  const f = (extra.flags ?? '1111').split('').map((c) => c === '1');
  return chakart.makePosition(cells, {
    turn,
    plies: extra.plies ?? 0,
    powers: { white: { shell: f[0], invisible: f[1] }, black: { shell: f[2], invisible: f[3] } },
    phase: extra.phase ?? { kind: 'move' },
    bowsered: (extra.bowsered ?? []).map(sq),
  });
}

/** The rows of a position in the same format (rank 8 first). */
export function rows(p: ChakartPosition): string {
  const out: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let run = 0;
    for (let f = 0; f < 8; f++) {
      const cell = chakart.cellAt(p, r * 8 + f);
      if (cell === null) run++;
      else {
        if (run) row += run;
        run = 0;
        row += letterOf(cell);
      }
    }
    if (run) row += run;
    out.push(row);
  }
  return out.join('/');
}

/** Rows, side, plies and flags, as the home site writes them (phase and Bowser list left out). */
export function text(p: ChakartPosition): string {
  const w = p.powers.white;
  const b = p.powers.black;
  return `${rows(p)} ${p.turn === 'white' ? 'w' : 'b'} ${p.plies} ${+w.shell}${+w.invisible}${+b.shell}${+b.invisible}`;
}

const PROMO: Record<string, PromotionPiece> = { Q: 'queen', R: 'rook', N: 'knight', B: 'bishop', K: 'king' };
const PROMO_LETTER: Record<PromotionPiece, string> = { queen: 'Q', rook: 'R', knight: 'N', bishop: 'B', king: 'K' };

/**
 * A decision from a short text: `e2-e4` (or `e2xe4`), `e7-e8=Q`, `d1~d5` (invisible queen),
 * `e1^e7` (shell, to = square hit), `pass`, `c1<>e8` (swap), `@e5` (drop), `=Q` (promote).
 */
export function d(t: string): Decision {
  let m: RegExpExecArray | null;
  if (t === 'pass') return { kind: 'pass' };
  if ((m = /^([a-h][1-8])[-x]([a-h][1-8])(?:=([QRNBK]))?$/.exec(t)))
    return { kind: 'move', from: sq(m[1]), to: sq(m[2]), ...(m[3] ? { promotion: PROMO[m[3]] } : {}) };
  if ((m = /^([a-h][1-8])~([a-h][1-8])$/.exec(t))) return { kind: 'invisible', from: sq(m[1]), to: sq(m[2]) };
  if ((m = /^([a-h][1-8])\^([a-h][1-8])$/.exec(t))) return { kind: 'shell', from: sq(m[1]), to: sq(m[2]) };
  if ((m = /^([a-h][1-8])<>([a-h][1-8])$/.exec(t))) return { kind: 'swap', a: sq(m[1]), b: sq(m[2]) };
  if ((m = /^@([a-h][1-8])$/.exec(t))) return { kind: 'drop', to: sq(m[1]) };
  if ((m = /^=([QRNBK])$/.exec(t))) return { kind: 'promote', piece: PROMO[m[1]] };
  throw new Error(`not a decision: ${t}`);
}

export function dText(x: Decision): string {
  switch (x.kind) {
    case 'move':
      return `${name(x.from)}-${name(x.to)}${x.promotion ? `=${PROMO_LETTER[x.promotion]}` : ''}`;
    case 'invisible':
      return `${name(x.from)}~${name(x.to)}`;
    case 'shell':
      return `${name(x.from)}^${name(x.to)}`;
    case 'pass':
      return 'pass';
    case 'swap':
      return `${name(Math.min(x.a, x.b))}<>${name(Math.max(x.a, x.b))}`;
    case 'drop':
      return `@${name(x.to)}`;
    case 'promote':
      return `=${PROMO_LETTER[x.piece]}`;
  }
}

/** The decisions open now, as sorted texts. */
export const moves = (p: ChakartPosition): string[] => rulesOf('chakart').legalMoves(p).map(dText).sort();

/** The decisions of the piece on `from`, as sorted texts. */
export const movesFrom = (p: ChakartPosition, from: string): string[] =>
  rulesOf('chakart')
    .legalMoves(p)
    .filter((x) => 'from' in x && x.from === sq(from))
    .map(dText)
    .sort();

const TOADETTE: Record<string, PromotionPiece> = { q: 'queen', r: 'rook', n: 'knight', b: 'bishop', k: 'king' };

/** An outcome from its log text: `push:n`, `egg:koopa`, `colour:g8`, `toadette:q`, `lay:g7`. */
export function o(t: string): Outcome {
  const [kind, value] = t.split(':');
  switch (kind) {
    case 'push':
      return { draw: 'push', direction: value as Direction };
    case 'egg':
      return { draw: 'egg', outcome: value as EggOutcome };
    case 'colour':
      return { draw: 'colour', square: sq(value) };
    case 'toadette':
      return { draw: 'toadette', piece: TOADETTE[value] };
    case 'lay':
      return { draw: 'lay', square: sq(value) };
  }
  throw new Error(`not an outcome: ${t}`);
}

export function oText(x: Outcome): string {
  switch (x.draw) {
    case 'push':
      return `push:${x.direction}`;
    case 'egg':
      return `egg:${x.outcome}`;
    case 'colour':
      return `colour:${name(x.square)}`;
    case 'toadette':
      return `toadette:${PROMO_LETTER[x.piece].toLowerCase()}`;
    case 'lay':
      return `lay:${name(x.square)}`;
  }
}

/** Plays a decision text with outcome texts (replay): the resulting position and facts. */
export const playT = (p: ChakartPosition, decision: string, ...outcomes: string[]) => rulesOf('chakart').play(p, d(decision), outcomes.map(o));

/** Every outcome sequence of a decision, as texts joined by spaces, sorted. */
export const outcomeTexts = (p: ChakartPosition, decision: string): string[] =>
  chakart
    .everyOutcome(p, d(decision))
    .map((x) => x.outcomes.map(oText).join(' '))
    .sort();

/** The cell on a named square. */
export const at = (p: ChakartPosition, s: string): Cell => chakart.cellAt(p, sq(s));

/** The letter on a named square ('' when empty). */
export const letterAt = (p: ChakartPosition, s: string): string => {
  const c = chakart.cellAt(p, sq(s));
  return c === null ? '' : letterOf(c);
};
