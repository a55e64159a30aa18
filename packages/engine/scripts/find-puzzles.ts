// Finds the puzzle suites (packages/engine/test/puzzles/<game>.json): positions where the side
// to move forces a win in exactly 1, 2 or 3 of its turns, each proved by the exhaustive solver
// (test/solver/solver.ts), with every winning first move.
//
// Run from the repository root, once the libraries are built:
//
//   npx -y pnpm@12.21.0 --filter @rulebook/rules --filter @rulebook/notation build
//   node_modules/.bin/node packages/engine/scripts/find-puzzles.ts                 # every game, print
//   node_modules/.bin/node packages/engine/scripts/find-puzzles.ts --game medea --count 6 --write
//
// Options: --game G (repeatable; default all four), --count N (puzzles per game and n,
// default 5), --seed S (default 1), --candidates N (positions tried per game at most, default
// 4000), --max-nodes N (the proof budget of one puzzle in decisions played, default 20000: a
// dearer position is skipped, which keeps test/puzzles.test.ts fast; about 0.1-0.3 s a puzzle
// here), --write (write the suites; else print them).
//
// Where the candidates come from, one after the other from one seeded stream per game (the
// same options give the same suites, byte for byte; a larger --count keeps every puzzle a
// smaller one found, under the same ids, and adds):
// - even candidates: a game played by uniformly random legal decisions from the start for a
//   random number of plies (Chakart's outcomes drawn by its own seeded generator, G4);
// - odd candidates: a random position with few pieces (each game's `sparse` below; in Chakra
//   and Chakart the side to move the stronger and the other king often on the edge), read back
//   through the notation so that the rules' `validate` accepts it.
// Each candidate is solved for a win in 1, then 2, then 3; the first n that wins is its exact
// n. For variety a bucket (game, n) takes at most one position per material (the letters of
// the board field: pieces, and Shakti's holes and Chakart's objects too), so a suite is not one
// idea many times over. Random play mostly gives wins in 1; the few pieces the wins in 2 and 3.
//
// What it took (seed 1, count 5, one core): Shakti 8 s and Medea 21 s (a few hundred
// candidates), Chakart 3 min (1500), Chakra 6 min (1900: a forced win in 3 within the budget is
// rare there). To grow a suite: raise --count (or --candidates when a bucket stays short),
// check the time of test/puzzles.test.ts, and commit the suite with the command line that its
// `generator` field records.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chakart, games, type Game, type GameTypes } from '@rulebook/rules';
import { textGames } from '@rulebook/notation';
import { BudgetExceeded, winIn } from '../test/solver/solver.ts';
import { type Puzzle, type Suite, GAMES, type PuzzleGame, suitePath } from '../test/puzzles/suite.ts';

// ---------------------------------------------------------------------------------------------
// A small seeded generator (mulberry32): the script's only source of chance.
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  /** `k` distinct squares of 0..n-1 not in `taken` (which they are added to). */
  squares(k: number, n: number, taken: Set<number>, allowed: (s: number) => boolean = () => true): number[] {
    const out: number[] = [];
    for (let tries = 0; out.length < k && tries < 1000; tries++) {
      const s = this.int(n);
      if (taken.has(s) || !allowed(s)) continue;
      taken.add(s);
      out.push(s);
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Board fields as the notation writes them: ranks from the top, runs of empty cells as digits.
const FILES = 'abcdefgh';
const cellName = (s: number, size: number): string => FILES[s % size] + String(Math.floor(s / size) + 1);

function boardField(size: number, cells: ReadonlyMap<number, string>): string {
  const ranks: string[] = [];
  for (let r = size - 1; r >= 0; r--) {
    let rank = '';
    let run = 0;
    for (let f = 0; f < size; f++) {
      const c = cells.get(r * size + f);
      if (c === undefined) run++;
      else {
        if (run) rank += String(run);
        run = 0;
        rank += c;
      }
    }
    if (run) rank += String(run);
    ranks.push(rank);
  }
  return ranks.join('/');
}

const rankOf = (s: number, size: number): number => Math.floor(s / size);
/** A square on the edge of the 8x8 board, where a king has fewest ways out. */
const onEdge = (s: number): boolean => s % 8 === 0 || s % 8 === 7 || rankOf(s, 8) === 0 || rankOf(s, 8) === 7;
/** Where a king goes: for the weaker side, half the time on the edge (more positions with a forced win). */
const kingSquare = (rng: Rng, taken: Set<number>, weak: boolean): number =>
  rng.squares(1, 64, taken, weak && rng.int(2) === 0 ? onEdge : () => true)[0];

// ---------------------------------------------------------------------------------------------
// Random positions with few pieces, per game: a position string (the notation reads it back
// and the rules validate it; one that fails is skipped).
const sparse: Record<PuzzleGame, (rng: Rng) => string> = {
  chakra(rng) {
    // C1, C2: a King each, a few pieces, the Transmitters (two chakras a side, or none after
    // C10), pools holding what each side has lost (C14).
    const cells = new Map<number, string>();
    const taken = new Set<number>();
    const initial: Record<string, number> = { Q: 1, S: 1, M: 1, N: 2, C: 2 };
    const pools: string[] = [];
    const strong = rng.pick(['w', 'b'] as const);
    for (const colour of ['w', 'b'] as const) {
      // The side to move has one to three pieces besides its King, the other none or one.
      const few = colour === strong ? 1 + rng.int(3) : rng.int(2);
      const up = (l: string) => (colour === 'w' ? l : l.toLowerCase());
      cells.set(kingSquare(rng, taken, colour !== strong), up('K'));
      const left = { ...initial };
      for (let i = 0; i < few; i++) {
        const kind = rng.pick(['Q', 'S', 'M', 'N', 'C', 'P', 'P']);
        // C14: pawns never stand on their last rank.
        const [s] = rng.squares(1, 64, taken, (q) => kind !== 'P' || (rankOf(q, 8) > 0 && rankOf(q, 8) < 7));
        if (s === undefined) continue;
        cells.set(s, up(kind));
        if (kind !== 'P') left[kind] = Math.max(0, left[kind] - 1);
      }
      pools.push(Object.entries(left).map(([l, n]) => up(l).repeat(n)).join(''));
    }
    const chakras: string[] = [];
    const chakraTaken = new Set<number>();
    for (const colour of ['w', 'b']) {
      if (rng.int(4) === 0) continue;
      for (const s of rng.squares(2, 64, chakraTaken)) {
        const face = rng.pick(['N', 'K']);
        chakras.push(cellName(s, 8) + (colour === 'w' ? face : face.toLowerCase()));
      }
    }
    return `${boardField(8, cells)} ${strong} ${chakras.join(',') || '-'} ${pools.join('') || '-'} 1`;
  },

  shakti(rng) {
    // S1, S2: 7x7 without the corners, some tiles gone; a King and up to two warriors a side.
    const cells = new Map<number, string>();
    const taken = new Set<number>([0, 6, 42, 48]);
    for (const s of [0, 6, 42, 48]) cells.set(s, 'x');
    for (const s of rng.squares(rng.int(14), 49, taken)) cells.set(s, 'x');
    for (const [king, warrior, most] of [['K', 'W', 3], ['k', 'w', 3]] as const) {
      const [k] = rng.squares(1, 49, taken);
      cells.set(k, king);
      for (const s of rng.squares(rng.int(most), 49, taken)) cells.set(s, warrior);
    }
    return `${boardField(7, cells)} ${rng.pick(['w', 'b'])} 1`;
  },

  medea(rng) {
    // D1, D6: men and kings, and each side's two chakras or none.
    const cells = new Map<number, string>();
    const taken = new Set<number>();
    for (const [colour, count] of [['w', 1 + rng.int(4)], ['b', 1 + rng.int(3)]] as const) {
      for (let i = 0; i < count; i++) {
        const king = rng.int(4) === 0;
        // A man on its far rank would have been crowned (D4): men stand short of it.
        const far = colour === 'w' ? 7 : 0;
        const [s] = rng.squares(1, 64, taken, (q) => king || rankOf(q, 8) !== far);
        if (s === undefined) continue;
        const letter = king ? 'K' : 'M';
        cells.set(s, colour === 'w' ? letter : letter.toLowerCase());
      }
    }
    const chakraTaken = new Set<number>();
    const side = () => (rng.int(3) === 0 ? '-' : rng.squares(2, 64, chakraTaken).map((s) => cellName(s, 8)).sort().join(','));
    return `${boardField(8, cells)} ${rng.pick(['w', 'b'])} ${side()}/${side()} 1`;
  },

  chakart(rng) {
    // K1-K4: a king each, a few pieces, a few objects, the powers still available or not.
    const cells = new Map<number, string>();
    const taken = new Set<number>();
    const strong = rng.pick(['w', 'b'] as const);
    for (const colour of ['w', 'b'] as const) {
      const up = (l: string) => (colour === 'w' ? l : l.toLowerCase());
      cells.set(kingSquare(rng, taken, colour !== strong), up('K'));
      const few = colour === strong ? 1 + rng.int(3) : rng.int(2);
      for (let i = 0; i < few; i++) {
        const kind = rng.pick(['Q', 'R', 'B', 'N', 'P', 'P']);
        const [s] = rng.squares(1, 64, taken, (q) => kind !== 'P' || (rankOf(q, 8) > 0 && rankOf(q, 8) < 7));
        if (s !== undefined) cells.set(s, up(kind));
      }
    }
    for (const s of rng.squares(rng.int(4), 64, taken)) cells.set(s, rng.pick(['m', 'e', 'd', 'w']));
    // The powers: the side to move's at random; the other side's shell mostly spent (a shell
    // that sees the attacker's king would refute almost everything).
    const shell = (colour: 'w' | 'b') => (colour === strong ? rng.int(2) === 0 : rng.int(8) === 0);
    const flags = (['w', 'b'] as const)
      .map((colour) => [shell(colour), rng.int(2) === 0].map((b) => (b ? '1' : '0')).join(''))
      .join('');
    return `${boardField(8, cells)} ${strong} 10 {"flags":"${flags}"}`;
  },
};

// ---------------------------------------------------------------------------------------------
// Candidates and their proofs.
type AnyGame = Game<GameTypes>;

const gameOf = (name: PuzzleGame): AnyGame => games[name].create() as unknown as AnyGame;
const textOf = (name: PuzzleGame) => textGames[name] as unknown as {
  parsePosition(text: string): { ok: true; value: GameTypes['position'] } | { ok: false; error: { message: string } };
  formatPosition(position: GameTypes['position']): string;
  formatMove(position: GameTypes['position'], move: unknown): string;
};

/** A game played by random legal decisions from the start for up to `plies` decisions. */
function randomPlay(name: PuzzleGame, game: AnyGame, rng: Rng, plies: number): GameTypes['position'] {
  let position = game.start();
  // G4: Chakart's outcomes from its own generator, seeded from ours.
  const draws = chakart.SeededRandom.forPlay(rng.int(2 ** 31)).source();
  for (let i = 0; i < plies && game.outcome(position) === undefined; i++) {
    const move = rng.pick(game.legalMoves(position));
    position = (name === 'chakart' ? game.play(position, move, draws) : game.play(position, move)).position;
  }
  return position;
}

interface Candidate {
  readonly text: string;
  readonly source: string;
}

function candidate(name: PuzzleGame, game: AnyGame, rng: Rng, index: number, seed: number): Candidate | undefined {
  const text = textOf(name);
  if (index % 2 === 0) {
    const plies = 10 + rng.int(90);
    const position = randomPlay(name, game, rng, plies);
    if (game.outcome(position) !== undefined) return undefined;
    return { text: text.formatPosition(position), source: `random play from the start (find-puzzles seed ${seed}, candidate ${index}, ${plies} plies at most)` };
  }
  const parsed = text.parsePosition(sparse[name](rng));
  if (!parsed.ok || game.outcome(parsed.value) !== undefined) return undefined;
  return { text: text.formatPosition(parsed.value), source: `random position with few pieces (find-puzzles seed ${seed}, candidate ${index})` };
}

/** The board field's letters, sorted: what "the same material" means for variety. */
const material = (text: string): string => [...text.split(' ')[0].replace(/[0-9/]/g, '')].sort().join('');

type Proof = { readonly n: number; readonly moves: string[]; readonly proofNodes: number } | 'no win' | 'too dear';

/** The exact n of a candidate (1 to 3) with its winning first moves and the nodes of its proof. */
function prove(name: PuzzleGame, game: AnyGame, text: string, maxNodes: number): Proof {
  const parsed = textOf(name).parsePosition(text);
  if (!parsed.ok) return 'no win';
  const position = parsed.value;
  let spent = 0;
  try {
    for (let n = 1; n <= 3; n++) {
      const solution = winIn(game, position, n, { maxNodes: maxNodes - spent });
      if (solution.win) {
        // The test proves a win in n and none in n - 1: both count against the budget.
        const proofNodes = solution.nodes + (n > 1 ? winIn(game, position, n - 1, { maxNodes }).nodes : 0);
        if (proofNodes > maxNodes) return 'too dear';
        const format = textOf(name).formatMove;
        return { n, moves: solution.moves.map((m) => format(position, m)).sort(), proofNodes };
      }
      spent += solution.nodes;
    }
  } catch (e) {
    if (e instanceof BudgetExceeded) return 'too dear';
    throw e;
  }
  return 'no win';
}

function findSuite(name: PuzzleGame, options: { count: number; seed: number; candidates: number; maxNodes: number }): Suite {
  const game = gameOf(name);
  // One stream per game, so that each game's suite depends only on the seed.
  const rng = new Rng(options.seed * 7919 + GAMES.indexOf(name));
  const buckets: Puzzle[][] = [[], [], []];
  const seen = new Set<string>();
  const tally: Record<string, number> = {};
  const count = (what: string) => (tally[what] = (tally[what] ?? 0) + 1);
  const began = performance.now();
  let i = 0;
  for (; i < options.candidates && buckets.some((b) => b.length < options.count); i++) {
    const c = candidate(name, game, rng, i, options.seed);
    if (c === undefined || seen.has(c.text)) {
      count('ended, invalid or seen');
      continue;
    }
    seen.add(c.text);
    const proof = prove(name, game, c.text, options.maxNodes);
    if (typeof proof === 'string') {
      count(proof);
      continue;
    }
    count(`win in ${proof.n}`);
    const bucket = buckets[proof.n - 1];
    if (bucket.length >= options.count || bucket.some((p) => material(p.position) === material(c.text))) continue;
    bucket.push({ id: `${name}-${proof.n}-${bucket.length + 1}`, n: proof.n, options: { ...game.options }, position: c.text, moves: proof.moves, source: c.source, proofNodes: proof.proofNodes });
    process.stderr.write(`${name}: candidate ${i}: win in ${proof.n} (${proof.moves.length} winning first moves, ${proof.proofNodes} nodes)\n`);
  }
  process.stderr.write(`${name}: ${i} candidates in ${((performance.now() - began) / 1000).toFixed(1)} s: ${JSON.stringify(tally)}\n`);
  for (const [n, b] of buckets.entries()) if (b.length < options.count) process.stderr.write(`${name}: only ${b.length} wins in ${n + 1} found\n`);
  return {
    game: name,
    generator: `node packages/engine/scripts/find-puzzles.ts --game ${name} --count ${options.count} --seed ${options.seed} --candidates ${options.candidates} --max-nodes ${options.maxNodes} --write`,
    puzzles: buckets.flat(),
  };
}

/** A suite as its file holds it: the header fields, then one puzzle a line (diffs show puzzles). */
function suiteText(suite: Suite): string {
  const puzzles = suite.puzzles.map((p) => `    ${JSON.stringify(p)}`).join(',\n');
  return `{\n  "game": ${JSON.stringify(suite.game)},\n  "generator": ${JSON.stringify(suite.generator)},\n  "puzzles": [\n${puzzles}\n  ]\n}\n`;
}

function parseArgs(argv: readonly string[]) {
  const chosen: PuzzleGame[] = [];
  const options = { count: 5, seed: 1, candidates: 4000, maxNodes: 20000, write: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 0) throw new Error(`${arg} takes a whole number`);
      return v;
    };
    if (arg === '--game') {
      const g = argv[++i] as PuzzleGame;
      if (!GAMES.includes(g)) throw new Error(`--game: one of ${GAMES.join(', ')}`);
      chosen.push(g);
    } else if (arg === '--count') options.count = value();
    else if (arg === '--seed') options.seed = value();
    else if (arg === '--candidates') options.candidates = value();
    else if (arg === '--max-nodes') options.maxNodes = value();
    else if (arg === '--write') options.write = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return { games: chosen.length ? chosen : [...GAMES], ...options };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  for (const name of args.games) {
    const suite = findSuite(name, args);
    const json = suiteText(suite);
    if (args.write) writeFileSync(suitePath(name), json);
    else process.stdout.write(json);
  }
}
