// An independent, deliberately slow reference move generator for Chakra, written straight
// from shared/RULINGS.md (C1-C16, G1-G3) and the two source texts, using only the public
// types. It exists to cross-check the fast engine: two readings of the rulings must agree.
//
// Readings where the rulings leave room for judgement (each one is a decision of this file):
//  R1  "Formal moves" of a piece are computed on the position as it stands, with the mover
//      lifted off its square first (so a piece on its own chakra B that enters A finds B
//      vacant: that is the pass of C9).
//  R2  Sliders, the Samurai's/Monk's rides, the Courtesan's ride and the 1995 pawn double step
//      pass over own chakras (vacant or not as far as the chakra is concerned; pieces still
//      block) and stop on enemy chakras: the enemy chakra square is a possible end square (if
//      it holds no own piece), never a square passed over (C7).
//  R3  Entering the own vacant chakra A: non-pawns by any of their moves (A holds no piece, so
//      every move onto it is non-capturing); pawns only by their forward step(s) (C8). Passing
//      over A never transmits. If there are not exactly two own chakras there is no
//      Transmitter (it was captured) and nothing transmits.
//  R4  Transmission condition (C8): the other own chakra B, after the mover has left its
//      square, holds no piece or an enemy piece. `current`: the piece then always goes to B
//      (C4, C16: if that is illegal the move does not exist). `1995`: both "stay on A" (a
//      direct move to A) and "go to B" are moves. If B holds a friendly piece the piece stays
//      on A (a direct move to A) in both rulesets. If B is the mover's own square the move is
//      the pass (C9); under `1995` stopping on A from B is also a move.
//  R5  C10/C11 apply only to the King's own moves: a King moving onto a vacant enemy chakra
//      removes both enemy chakras; onto an occupied enemy chakra it captures the piece only.
//      If the enemy King stands on one of the enemy's chakras, our King may not move onto the
//      enemy's other chakra (vacant or occupied). C11 never changes what is attacked: the
//      square it protects is never a King's square (the enemy King is on the other chakra),
//      so it is irrelevant to check detection.
//  R6  Non-King pieces may stand on a vacant enemy chakra (it is a square for them); pawns
//      may step forward onto it; pawns capture diagonally only a piece, never a vacant chakra.
//  R7  Attacks (C12): a piece of colour X attacks square q if, ignoring the safety of X's own
//      King, the C11 restriction and promotion pools, it could capture a piece on q directly
//      (its capture geometry, pawns diagonally, also onto the last rank), or it can formally
//      enter X's own vacant chakra A with its non-capturing geometry (pawns: forward step, and
//      the double step under 1995) and q is X's other chakra B. The Courtesan's ride counts.
//  R8  Promotion (C14): a pawn whose move ENDS on its last rank (directly, by staying on an
//      own chakra there, or transmitted there) promotes to one of the types with a positive
//      count in its side's pool; one move per available type; with an empty pool the move does
//      not exist. A pawn that entered A on the last rank and was sent to B elsewhere stays a
//      pawn. Captures of queen/samurai/monk/monkey/courtesan add one to the victim's pool;
//      promotion removes one from the mover's pool.
//  R9  Move identity (C16): piece moves are keyed by (from, to, promotion); when a direct and
//      a transmitted version exist, only the direct one (no `via`) is listed. Chakra moves
//      with and without flip are two moves. A flip in place and the chakra moves require the
//      chakra to be vacant; the target square must hold no piece and no chakra (C6).
//  R10 1995 double step: a pawn on its second rank (no history, C16), forward two squares; the
//      middle square must hold no piece and must not be an enemy chakra; the end square must
//      hold no piece (it may be an enemy chakra, or the own vacant chakra A -> transmission).
//  R11 fullmove increments after Black's move; the turn always passes (a pass changes nothing
//      else). Repetition/checkmate are outside legal-move generation (G3 is not applied here).

import type {
  ChakraMove,
  ChakraPosition,
  Chakra,
  Colour,
  Piece,
  PieceType,
  Pool,
  PromotionType,
  Ruleset,
  Square,
} from '../../../src/chakra/types.ts';

const PROMOTION_TYPES: readonly PromotionType[] = ['queen', 'samurai', 'monk', 'monkey', 'courtesan'];

const KING_STEPS: ReadonlyArray<readonly [number, number]> = [
  [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
];
const ORTHOGONAL: ReadonlyArray<readonly [number, number]> = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const DIAGONAL: ReadonlyArray<readonly [number, number]> = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
const KNIGHT_JUMPS: ReadonlyArray<readonly [number, number]> = [
  [1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2],
];

const fileOf = (s: Square): number => s % 8;
const rankOf = (s: Square): number => Math.floor(s / 8);
const sq = (file: number, rank: number): Square => rank * 8 + file;
const onBoard = (file: number, rank: number): boolean => file >= 0 && file < 8 && rank >= 0 && rank < 8;
const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');
const lastRank = (c: Colour): number => (c === 'white' ? 7 : 0);
const secondRank = (c: Colour): number => (c === 'white' ? 1 : 6);
const forward = (c: Colour): number => (c === 'white' ? 1 : -1);

/** A mutable working copy of a position. */
interface Work {
  board: (Piece | null)[];
  chakras: (Chakra | null)[];
  turn: Colour;
  pools: Record<Colour, Record<PromotionType, number>>;
  fullmove: number;
}

function copy(pos: ChakraPosition): Work {
  return {
    // Piece and chakra objects are never mutated (only replaced), so they may be shared.
    board: pos.board.slice(),
    chakras: pos.chakras.slice(),
    turn: pos.turn,
    pools: {
      white: { ...pos.pools.white },
      black: { ...pos.pools.black },
    },
    fullmove: pos.fullmove,
  };
}

function freeze(w: Work): ChakraPosition {
  return {
    board: w.board,
    chakras: w.chakras,
    turn: w.turn,
    pools: { white: w.pools.white as Pool, black: w.pools.black as Pool },
    fullmove: w.fullmove,
  };
}

function chakraSquares(pos: ChakraPosition, owner: Colour): Square[] {
  const out: Square[] = [];
  for (let s = 0; s < 64; s++) if (pos.chakras[s]?.owner === owner) out.push(s);
  return out;
}

function isEnemyChakra(pos: ChakraPosition, s: Square, mover: Colour): boolean {
  const c = pos.chakras[s];
  return c !== null && c !== undefined && c.owner !== mover;
}

function kingSquare(pos: ChakraPosition, colour: Colour): Square | null {
  for (let s = 0; s < 64; s++) {
    const p = pos.board[s];
    if (p && p.colour === colour && p.type === 'king') return s;
  }
  return null;
}

/**
 * The formal reach of the piece on `from`, before any transmission:
 *  - `quiet`: squares holding no piece it can move onto (its non-capturing geometry);
 *  - `captures`: squares holding an enemy piece it could capture on (its capturing geometry,
 *    pawns diagonally; no pool check, so also onto the last rank).
 * The piece itself is treated as lifted from `from` (R1).
 */
function formalReach(
  pos: ChakraPosition,
  from: Square,
  ruleset: Ruleset,
): { quiet: Set<Square>; captures: Set<Square> } {
  const piece = pos.board[from];
  if (!piece) throw new Error(`no piece on ${from}`);
  const me = piece.colour;
  const quiet = new Set<Square>();
  const captures = new Set<Square>();
  const f0 = fileOf(from);
  const r0 = rankOf(from);

  // One landing square for a non-pawn: empty -> quiet move, enemy piece -> capture.
  const land = (t: Square): void => {
    const p = pos.board[t];
    if (!p) quiet.add(t);
    else if (p.colour !== me) captures.add(t);
  };

  const steps = (dirs: ReadonlyArray<readonly [number, number]>): void => {
    for (const [df, dr] of dirs) {
      const f = f0 + df;
      const r = r0 + dr;
      if (onBoard(f, r)) land(sq(f, r));
    }
  };

  // Slides along a direction (R2): stop at the first piece (capturing if enemy), stop after an
  // enemy chakra square, pass over own chakras.
  const slide = (df: number, dr: number): void => {
    let f = f0 + df;
    let r = r0 + dr;
    while (onBoard(f, r)) {
      const t = sq(f, r);
      const p = pos.board[t];
      if (p) {
        if (p.colour !== me) captures.add(t);
        return;
      }
      quiet.add(t);
      if (isEnemyChakra(pos, t, me)) return;
      f += df;
      r += dr;
    }
  };

  switch (piece.type) {
    case 'king':
      steps(KING_STEPS);
      break;
    case 'queen':
      for (const [df, dr] of KING_STEPS) slide(df, dr);
      break;
    case 'samurai':
      for (const [df, dr] of ORTHOGONAL) slide(df, dr);
      steps(KING_STEPS);
      break;
    case 'monk':
      for (const [df, dr] of DIAGONAL) slide(df, dr);
      steps(KING_STEPS);
      break;
    case 'monkey':
      steps(KNIGHT_JUMPS);
      break;
    case 'courtesan': {
      steps(KING_STEPS);
      const k = kingSquare(pos, me);
      if (k !== null) {
        const dfK = fileOf(k) - f0;
        const drK = rankOf(k) - r0;
        const aligned = dfK === 0 || drK === 0 || Math.abs(dfK) === Math.abs(drK);
        if (aligned && !(dfK === 0 && drK === 0)) {
          const df = Math.sign(dfK);
          const dr = Math.sign(drK);
          // Sight: no piece strictly between her and her King (chakras ignored).
          let seen = true;
          for (let f = f0 + df, r = r0 + dr; sq(f, r) !== k; f += df, r += dr) {
            if (pos.board[sq(f, r)]) {
              seen = false;
              break;
            }
          }
          if (seen) {
            // Towards the King: any square short of him, stopping on an enemy chakra.
            for (let f = f0 + df, r = r0 + dr; sq(f, r) !== k; f += df, r += dr) {
              const t = sq(f, r);
              quiet.add(t);
              if (isEnemyChakra(pos, t, me)) break;
            }
            // Away from him: up to the first obstacle, capturing an enemy piece there.
            slide(-df, -dr);
          }
        }
      }
      break;
    }
    case 'pawn': {
      const fw = forward(me);
      // Forward step(s): non-capturing only.
      const r1 = r0 + fw;
      if (onBoard(f0, r1)) {
        const t1 = sq(f0, r1);
        if (!pos.board[t1]) {
          quiet.add(t1);
          if (ruleset === '1995' && r0 === secondRank(me) && !isEnemyChakra(pos, t1, me)) {
            const r2 = r1 + fw;
            if (onBoard(f0, r2)) {
              const t2 = sq(f0, r2);
              if (!pos.board[t2]) quiet.add(t2);
            }
          }
        }
      }
      // Diagonal captures: capturing only.
      for (const df of [-1, 1]) {
        const f = f0 + df;
        if (onBoard(f, r1)) {
          const t = sq(f, r1);
          const p = pos.board[t];
          if (p && p.colour !== me) captures.add(t);
        }
      }
      break;
    }
  }
  return { quiet, captures };
}

/**
 * Squares the piece on `from` attacks (R7): its direct capture squares plus, through its own
 * Transmitter, the far chakra B when it can formally enter the vacant near chakra A.
 * Attack geometry is evaluated against an occupant on the target, so for this purpose we ask:
 * "could it capture an enemy piece standing on q?" The caller only asks about squares that hold
 * an enemy King, so `captures` already contains every direct attack on such a square.
 */
function attacksSquare(pos: ChakraPosition, from: Square, target: Square, ruleset: Ruleset): boolean {
  const piece = pos.board[from]!;
  const { quiet, captures } = formalReach(pos, from, ruleset);
  if (captures.has(target)) return true;
  const own = chakraSquares(pos, piece.colour);
  if (own.length === 2) {
    for (const a of own) {
      const b = own[0] === a ? own[1] : own[0];
      if (b === target && !pos.board[a] && quiet.has(a)) return true;
    }
  }
  return false;
}

/**
 * A cheap necessary condition for a DIRECT attack by a `type` on `s` against `k`: King and
 * pawn capture only next to themselves, the Monkey a knight jump away, and every other piece
 * only on a rank, file or diagonal through its square (slides, King steps, and the Courtesan's
 * ride, whose line passes through her). Only a speed filter; the real test is `attacksSquare`.
 */
function mightCaptureDirectly(type: PieceType, s: Square, k: Square): boolean {
  const df = Math.abs(fileOf(s) - fileOf(k));
  const dr = Math.abs(rankOf(s) - rankOf(k));
  if (type === 'king' || type === 'pawn') return df <= 1 && dr <= 1;
  if (type === 'monkey') return (df === 1 && dr === 2) || (df === 2 && dr === 1);
  return df === 0 || dr === 0 || df === dr;
}

/** Is `colour`'s King attacked by any piece of the other colour? */
export function referenceInCheck(pos: ChakraPosition, colour: Colour, ruleset: Ruleset): boolean {
  const enemy = other(colour);
  // One pass: our King, the enemy's pieces and the enemy's chakras.
  let k: Square | null = null;
  const attackers: Square[] = [];
  const enemyChakras: Square[] = [];
  for (let s = 0; s < 64; s++) {
    const p = pos.board[s];
    if (p) {
      if (p.colour === enemy) attackers.push(s);
      else if (p.type === 'king') k = s;
    }
    if (pos.chakras[s]?.owner === enemy) enemyChakras.push(s);
  }
  if (k === null) return false;
  // An attack through the enemy's Transmitter needs the King on one of the enemy's chakras.
  const throughTransmitterPossible = enemyChakras.length === 2 && enemyChakras.includes(k);
  for (const s of attackers) {
    if (!throughTransmitterPossible && !mightCaptureDirectly(pos.board[s]!.type, s, k)) continue;
    if (attacksSquare(pos, s, k, ruleset)) return true;
  }
  return false;
}

/** Applies a move literally (the `to` square is where the piece ends). No legality check. */
export function referencePlay(pos: ChakraPosition, move: ChakraMove, _ruleset: Ruleset = 'current'): ChakraPosition {
  const w = copy(pos);
  const me = pos.turn;
  const enemy = other(me);
  switch (move.kind) {
    case 'piece': {
      const piece = w.board[move.from];
      if (!piece || piece.colour !== me) throw new Error(`referencePlay: no own piece on ${move.from}`);
      w.board[move.from] = null;
      const victim = w.board[move.to];
      if (victim) {
        if (victim.colour === me) throw new Error(`referencePlay: own piece on ${move.to}`);
        if ((PROMOTION_TYPES as readonly string[]).includes(victim.type)) {
          w.pools[victim.colour][victim.type as PromotionType] += 1;
        }
      }
      // C10: a King moving (directly) onto a vacant enemy chakra takes the whole Transmitter.
      const ch = w.chakras[move.to];
      if (piece.type === 'king' && move.via === undefined && !victim && ch && ch.owner === enemy) {
        for (let s = 0; s < 64; s++) if (w.chakras[s]?.owner === enemy) w.chakras[s] = null;
      }
      let type: PieceType = piece.type;
      if (move.promotion !== undefined) {
        if (w.pools[me][move.promotion] <= 0) throw new Error('referencePlay: promotion type not in pool');
        w.pools[me][move.promotion] -= 1;
        type = move.promotion;
      }
      w.board[move.to] = { colour: me, type };
      break;
    }
    case 'chakra': {
      const c = w.chakras[move.from];
      if (!c || c.owner !== me) throw new Error(`referencePlay: no own chakra on ${move.from}`);
      w.chakras[move.from] = null;
      w.chakras[move.to] = {
        owner: c.owner,
        face: move.flip ? (c.face === 'knight' ? 'king' : 'knight') : c.face,
      };
      break;
    }
    case 'flip': {
      const c = w.chakras[move.square];
      if (!c || c.owner !== me) throw new Error(`referencePlay: no own chakra on ${move.square}`);
      w.chakras[move.square] = { owner: c.owner, face: c.face === 'knight' ? 'king' : 'knight' };
      break;
    }
    case 'pass':
      break;
  }
  w.turn = enemy;
  if (me === 'black') w.fullmove += 1;
  return freeze(w);
}

/** Pawn promotion expansion (R8): the list of `promotion` values for a move ending on `to`. */
function promotionsFor(pos: ChakraPosition, piece: Piece, to: Square): (PromotionType | undefined)[] {
  if (piece.type !== 'pawn' || rankOf(to) !== lastRank(piece.colour)) return [undefined];
  return PROMOTION_TYPES.filter((t) => pos.pools[piece.colour][t] > 0);
}

/** All legal moves for the side to move. */
export function referenceLegalMoves(pos: ChakraPosition, ruleset: Ruleset = 'current'): ChakraMove[] {
  const me = pos.turn;
  const enemy = other(me);
  const own = chakraSquares(pos, me);
  const enemyChakras = chakraSquares(pos, enemy);
  const enemyKing = kingSquare(pos, enemy);

  // Candidates before the safety test. Piece moves are keyed for C16 identity.
  const direct = new Map<string, ChakraMove>();
  const viaMoves = new Map<string, ChakraMove>();
  const others: ChakraMove[] = [];

  const addPiece = (from: Square, to: Square, via: Square | undefined): void => {
    const piece = pos.board[from]!;
    for (const promotion of promotionsFor(pos, piece, to)) {
      const key = `${from}-${to}-${promotion ?? ''}`;
      const m: ChakraMove =
        via === undefined
          ? promotion === undefined
            ? { kind: 'piece', from, to }
            : { kind: 'piece', from, to, promotion }
          : promotion === undefined
            ? { kind: 'piece', from, to, via }
            : { kind: 'piece', from, to, via, promotion };
      (via === undefined ? direct : viaMoves).set(key, m);
    }
  };

  for (let from = 0; from < 64; from++) {
    const piece = pos.board[from];
    if (!piece || piece.colour !== me) continue;
    const { quiet, captures } = formalReach(pos, from, ruleset);

    for (const t of quiet) {
      const ch = pos.chakras[t];
      if (ch && ch.owner === me) {
        // Entering the own vacant chakra A = t.
        if (own.length === 2) {
          const b = own[0] === t ? own[1] : own[0];
          const occupantB = b === from ? null : pos.board[b];
          const condition = !occupantB || occupantB.colour !== me;
          if (condition) {
            if (b === from) others.push({ kind: 'pass', square: b, via: t });
            else addPiece(from, b, t);
            if (ruleset === '1995') addPiece(from, t, undefined); // optional: stop on A
          } else {
            addPiece(from, t, undefined); // B friendly: stays on A
          }
        } else {
          addPiece(from, t, undefined);
        }
      } else if (ch && ch.owner === enemy && piece.type === 'king') {
        // C11: enemy King on one of its chakras -> never onto the enemy's other chakra.
        if (enemyKing !== null && enemyChakras.includes(enemyKing) && enemyKing !== t) continue;
        addPiece(from, t, undefined); // takes the Transmitter (applied in referencePlay)
      } else {
        addPiece(from, t, undefined);
      }
    }
    for (const t of captures) {
      const ch = pos.chakras[t];
      if (piece.type === 'king' && ch && ch.owner === enemy) {
        if (enemyKing !== null && enemyChakras.includes(enemyKing) && enemyKing !== t) continue;
      }
      addPiece(from, t, undefined); // never transmits (occupied chakra or no chakra)
    }
  }

  // Chakra moves and flips (C5, C6): only vacant own chakras.
  for (const c of own) {
    if (pos.board[c]) continue;
    const face = pos.chakras[c]!.face;
    const dirs = face === 'knight' ? KNIGHT_JUMPS : KING_STEPS;
    for (const [df, dr] of dirs) {
      const f = fileOf(c) + df;
      const r = rankOf(c) + dr;
      if (!onBoard(f, r)) continue;
      const t = sq(f, r);
      if (pos.board[t] || pos.chakras[t]) continue;
      others.push({ kind: 'chakra', from: c, to: t, flip: false });
      others.push({ kind: 'chakra', from: c, to: t, flip: true });
    }
    others.push({ kind: 'flip', square: c });
  }

  // C16: a transmitted move giving the same result as a direct move is the direct move.
  const candidates: ChakraMove[] = [...direct.values()];
  for (const [key, m] of viaMoves) if (!direct.has(key)) candidates.push(m);
  candidates.push(...others);

  return candidates.filter((m) => !referenceInCheck(referencePlay(pos, m, ruleset), me, ruleset));
}

/** Canonical string of a move (keys sorted, undefined dropped). */
export function moveKey(m: ChakraMove): string {
  const o = m as unknown as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  return JSON.stringify(keys.map((k) => [k, o[k]]));
}

/** Canonical string of a position (only the public fields). */
export function positionKey(pos: ChakraPosition): string {
  const pools = (c: Colour) => PROMOTION_TYPES.map((t) => pos.pools[c][t]).join(',');
  const squares: string[] = [];
  for (let s = 0; s < 64; s++) {
    const p = pos.board[s];
    const c = pos.chakras[s];
    if (p || c) squares.push(`${s}:${p ? `${p.colour}-${p.type}` : '-'}:${c ? `${c.owner}-${c.face}` : '-'}`);
  }
  return `${squares.join(' ')} | ${pos.turn} | w[${pools('white')}] b[${pools('black')}] | ${pos.fullmove}`;
}

/** Human-readable dump of a position for failure messages: the non-empty squares. */
export function describePosition(pos: ChakraPosition): string {
  const names = 'abcdefgh';
  const squares: Record<string, unknown> = {};
  for (let s = 0; s < 64; s++) {
    const p = pos.board[s];
    const c = pos.chakras[s];
    if (p || c) {
      squares[`${names[fileOf(s)]}${rankOf(s) + 1}(${s})`] = {
        ...(p ? { piece: `${p.colour} ${p.type}` } : {}),
        ...(c ? { chakra: `${c.owner} ${c.face}` } : {}),
      };
    }
  }
  return JSON.stringify({ turn: pos.turn, pools: pos.pools, fullmove: pos.fullmove, squares });
}

/** Builds a position from a compact description (for hand-built tests). */
export function buildPosition(spec: {
  pieces: Record<string, string>; // e.g. { e1: 'wK', e8: 'bK' }; letters K Q S M N C P
  chakras?: Record<string, string>; // e.g. { a2: 'wn', h2: 'wk' } (n = knight face, k = king face)
  turn?: Colour;
  pools?: Partial<Record<Colour, Partial<Record<PromotionType, number>>>>;
  fullmove?: number;
}): ChakraPosition {
  const letter: Record<string, PieceType> = {
    K: 'king', Q: 'queen', S: 'samurai', M: 'monk', N: 'monkey', C: 'courtesan', P: 'pawn',
  };
  const parse = (name: string): Square => sq('abcdefgh'.indexOf(name[0]), Number(name.slice(1)) - 1);
  const board: (Piece | null)[] = new Array(64).fill(null);
  const chakras: (Chakra | null)[] = new Array(64).fill(null);
  for (const [name, code] of Object.entries(spec.pieces)) {
    board[parse(name)] = { colour: code[0] === 'w' ? 'white' : 'black', type: letter[code[1]] };
  }
  for (const [name, code] of Object.entries(spec.chakras ?? {})) {
    chakras[parse(name)] = { owner: code[0] === 'w' ? 'white' : 'black', face: code[1] === 'k' ? 'king' : 'knight' };
  }
  const empty = (): Record<PromotionType, number> => ({ queen: 0, samurai: 0, monk: 0, monkey: 0, courtesan: 0 });
  return {
    board,
    chakras,
    turn: spec.turn ?? 'white',
    pools: {
      white: { ...empty(), ...(spec.pools?.white ?? {}) },
      black: { ...empty(), ...(spec.pools?.black ?? {}) },
    },
    fullmove: spec.fullmove ?? 1,
  };
}

export const squareIndex = (name: string): Square => sq('abcdefgh'.indexOf(name[0]), Number(name.slice(1)) - 1);
