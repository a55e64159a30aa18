// Tic-tac-toe with a search board, as a game outside the registry gives one: a game small enough
// that every answer of the search can be checked by looking at the whole tree.
import { BLACK_WINS, DRAWN, NO_ENDING, WHITE_WINS, type AnyGame, type SearchBoard } from '@rulebook/rules';
import type { Evaluation } from '../src/index.ts';

export interface Toy {
  readonly cells: readonly (0 | 1 | null)[];
  readonly turn: 'white' | 'black';
}
export type ToyMove = { readonly square: number };

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const KEYS = Array.from({ length: 18 }, (_, i) => [(i + 1) * 2654435761 | 0, (i + 7) * 40503 | 0]);

class ToyBoard implements SearchBoard<ToyMove, Toy> {
  readonly maxMoves = 9;
  readonly cells: Int8Array;
  turn: number;
  lo = 0;
  hi = 0;
  constructor(p: Toy) {
    this.cells = Int8Array.from(p.cells.map((c) => (c === null ? -1 : c)));
    this.turn = p.turn === 'white' ? 0 : 1;
    this.cells.forEach((c, s) => c >= 0 && this.flip(s, c));
    if (this.turn) this.hi ^= 1;
  }
  private flip(s: number, c: number): void {
    this.lo ^= KEYS[s * 2 + c][0];
    this.hi ^= KEYS[s * 2 + c][1];
  }
  side = (): number => this.turn;
  hashLo = (): number => this.lo;
  hashHi = (): number => this.hi;
  generate(out: Int32Array): number {
    if (this.ending() !== NO_ENDING) return 0;
    let n = 0;
    for (let s = 0; s < 9; s++) if (this.cells[s] < 0) out[n++] = s;
    return n;
  }
  make(m: number): void {
    this.cells[m] = this.turn;
    this.flip(m, this.turn);
    this.turn ^= 1;
    this.hi ^= 1;
  }
  unmake(m: number): void {
    this.turn ^= 1;
    this.hi ^= 1;
    this.flip(m, this.turn);
    this.cells[m] = -1;
  }
  ending(): number {
    for (const [a, b, c] of LINES) if (this.cells[a] >= 0 && this.cells[a] === this.cells[b] && this.cells[b] === this.cells[c]) return this.cells[a] === 0 ? WHITE_WINS : BLACK_WINS;
    return this.cells.includes(-1) ? NO_ENDING : DRAWN;
  }
  inCheck = (): boolean => false;
  irreversible = (): boolean => true;
  noisy = (): boolean => false;
  decode = (m: number): ToyMove => ({ square: m });
  encode = (m: ToyMove): number => (this.cells[m.square] < 0 ? m.square : -1);
  position = (): Toy => ({ cells: Array.from(this.cells, (c) => (c < 0 ? null : (c as 0 | 1))), turn: this.turn ? 'black' : 'white' });
}

/** The toy as much of a game value as the search reads. */
export const toy = {
  name: 'toy',
  title: 'Tic-tac-toe',
  options: {},
  start: (): Toy => ({ cells: Array(9).fill(null), turn: 'white' }),
  sameMove: (a: ToyMove, b: ToyMove) => a.square === b.square,
  isLegal: (p: Toy, m: ToyMove) => new ToyBoard(p).encode(m) >= 0 && new ToyBoard(p).ending() === NO_ENDING,
  searchBoard: (p: Toy) => new ToyBoard(p),
} as unknown as AnyGame;

/** A toy evaluation: the centre is worth a little (so the evaluation matters for ordering only). */
export const toyEvaluation: Evaluation<ToyBoard> = {
  evaluate: (b) => (b.cells[4] < 0 ? 0 : b.cells[4] === b.turn ? 10 : -10),
  captureValue: () => 0,
};

/** A position from a picture: `X` White, `O` Black, `.` empty, rows from a1..c1 up to a3..c3. */
export const toyPosition = (rows: string, turn: 'white' | 'black'): Toy => ({
  cells: [...rows.replace(/\s/g, '')].map((c) => (c === 'X' ? 0 : c === 'O' ? 1 : null)),
  turn,
});
