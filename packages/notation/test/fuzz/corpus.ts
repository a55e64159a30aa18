// The valid texts the fuzz properties start from, for each game: position strings, move text in
// the positions it is played in, logs and records. They come from seeded random games played
// through each game's machine (some from a set-up position, some with the repetition draw off,
// some ending with a resignation or an agreed draw, some with tags that need escaping), from the
// example games the CLI wrote (examples/*.jsonl) and from the tests' own fixtures. Everything
// here is canonical: what the writers write. No vitest: the fuzz script loads it too.

import { readFileSync, readdirSync } from 'node:fs';
import { chakart, chakra, medea, shakti } from '@rulebook/rules';
import type {
  ChakartDecision,
  ChakartPosition,
  ChakraMove,
  ChakraPosition,
  ChakraSnapshot,
  MedeaMove,
  MedeaPosition,
  MedeaSnapshot,
  Ruleset,
  ShaktiMove,
  ShaktiPosition,
  ShaktiSnapshot,
  WarriorJump,
} from '../../src/rules.ts';
import { chakra as chakraText, shakti as shaktiText, medea as medeaText, chakart as chakartText, GAME_NAMES, type GameName, logGame, type Result, type TextError } from '../../src/index.ts';
import { seeded } from '../support/seeded.ts';
import { GAME as CHAKRA_GAME, MATE as CHAKRA_MATE } from '../chakra/games.ts';
import { EFFECTS as CHAKART_EFFECTS, OPENING as CHAKART_OPENING, SOURCE_POSITIONS as CHAKART_SOURCE_POSITIONS } from '../chakart/games.ts';
import { CHAKART, CHAKRA, MEDEA, chakartGame as chakartRules, chakraGame, medeaGame, shaktiGame } from '../support/rules.ts';

/** A position and the canonical text of every legal move (decision) there. */
export interface MoveContext {
  readonly position: string;
  /** Chakra's ruleset or Shakti's warriorJump, when the game has one. */
  readonly variant?: string;
  readonly texts: readonly string[];
}

/** One game's valid texts. */
export interface GameCorpus {
  /** Canonical position strings. */
  readonly positions: readonly string[];
  readonly moves: readonly MoveContext[];
  /** Canonical logs (JSON Lines). */
  readonly logs: readonly string[];
  /** Canonical records: `records[i]` is the record of `logs[i]`. */
  readonly records: readonly string[];
}

/** Tag values that need escaping in a record, and ones that do not. */
const TAG_SETS: readonly Readonly<Record<string, string>>[] = [
  { White: 'Ann', Black: 'Bob' },
  {},
  { Event: 'Caf\u00e9 "Zur Sonne" \\ 2026', Site: '\u6771\u4eac', Round: '' },
  { White: 'Anna \u03a9', Black: 'B\u00f6b', Annotator: 'x"y\\"z' },
];

const unwrap = <T>(result: Result<T, TextError>, what: string): T => {
  if (!result.ok) throw new Error(`corpus: ${what}: line ${result.error.line}: ${result.error.message}`);
  return result.value;
};

/**
 * A game's corpus from its played games: the logs (each game replayed through the rules to
 * write it) and records are built on first use, so that a test of positions or moves does
 * not pay for them.
 */
function gameCorpus(positions: Iterable<string>, moves: MoveContext[], buildLogs: () => string[], toRecord: (log: string) => string): GameCorpus {
  let logs: string[] | undefined;
  let records: string[] | undefined;
  return {
    positions: [...positions],
    moves,
    get logs() {
      logs ??= buildLogs();
      return logs;
    },
    get records() {
      records ??= this.logs.map(toRecord);
      return records;
    },
  };
}

/** Which positions of a game get their moves listed: a few per game keep the corpus small. */
const sampled = <P>(positions: readonly P[], every: number): P[] => positions.filter((_, i) => i % every === 0);

/** An ending for a game still being played: a resignation, an agreed draw or none. */
function ending(seed: number, turn: 'white' | 'black'): { type: 'resign'; player: 'white' | 'black' } | { type: 'draw' } | undefined {
  if (seed % 3 === 1) return { type: 'resign', player: turn };
  if (seed % 3 === 2) return { type: 'draw' };
  return undefined;
}

interface Played<P, M> {
  readonly positions: P[];
  readonly moves: M[];
  readonly over: boolean;
}

/** Moves picked by a seeded random source through a game's machine until it ends or `plies` are played. */
function play<P, M, S extends { readonly value: unknown; readonly context: { readonly position: P } }>(
  seed: number,
  plies: number,
  start: S,
  legal: (position: P) => readonly M[],
  apply: (snapshot: S, move: M) => S,
): Played<P, M> {
  const random = seeded(seed);
  let snapshot = start;
  const positions = [snapshot.context.position];
  const moves: M[] = [];
  for (let i = 0; i < plies && snapshot.value === 'playing'; i++) {
    const options = legal(snapshot.context.position);
    const move = options[Math.floor(random() * options.length)] as M;
    snapshot = apply(snapshot, move);
    moves.push(move);
    positions.push(snapshot.context.position);
  }
  return { positions, moves, over: snapshot.value !== 'playing' };
}

/** The example logs the CLI wrote, by game. */
function exampleLogs(): Record<GameName, string[]> {
  const found = Object.fromEntries(GAME_NAMES.map((name) => [name, [] as string[]])) as Record<GameName, string[]>;
  const dir = new URL('../../../../examples/', import.meta.url);
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.jsonl')).sort();
  } catch {
    return found;
  }
  for (const name of names) {
    const text = readFileSync(new URL(name, dir), 'utf8');
    const game = logGame(text);
    if (game.ok) found[game.value].push(text);
  }
  return found;
}

function chakraCorpus(examples: readonly string[]): GameCorpus {
  const positions = new Set<string>();
  const moves: MoveContext[] = [];
  const builds: (() => string)[] = [];
  for (let seed = 1; seed <= 8; seed++) {
    const ruleset: Ruleset = seed % 2 === 0 ? '1995' : 'current';
    const repetition = seed % 4 !== 3;
    // Every third game starts where an earlier one stood after a few moves: a SetUp tag.
    let setup: ChakraPosition | undefined;
    if (seed % 3 === 0) setup = play<ChakraPosition, ChakraMove, ChakraSnapshot>(seed * 97, 12, CHAKRA[ruleset].startGame(), (p) => CHAKRA[ruleset].legalMoves(p), (s, move) => CHAKRA[ruleset].applyEvent(s, { type: 'move', move })).positions.at(-1);
    const rules = chakraGame(ruleset, repetition);
    const start = rules.startGame(setup);
    const game = play<ChakraPosition, ChakraMove, ChakraSnapshot>(seed, 70, start, (p) => rules.legalMoves(p), (s, move: ChakraMove) => rules.applyEvent(s, { type: 'move', move }));
    for (const position of game.positions) positions.add(chakraText.formatPosition(position));
    for (const position of sampled(game.positions, 9)) {
      moves.push({ position: chakraText.formatPosition(position), variant: ruleset, texts: CHAKRA[ruleset].legalMoves(position).map((m) => chakraText.formatMove(position, m)) });
    }
    const end = game.over ? undefined : ending(seed, game.positions.at(-1)!.turn);
    const options = { ruleset, repetition, tags: TAG_SETS[seed % TAG_SETS.length], ...(setup ? { position: setup } : {}) };
    builds.push(() => chakraText.writeLog(unwrap(chakraText.buildLog(options, [...game.moves, ...(end ? [end] : [])]), `chakra game ${seed}`)));
  }
  return gameCorpus(
    positions,
    moves,
    () => [CHAKRA_GAME, CHAKRA_MATE, ...examples, ...builds.map((build) => build())],
    (text) => chakraText.writeRecord(unwrap(chakraText.readLog(text), 'chakra log')),
  );
}

function shaktiCorpus(examples: readonly string[]): GameCorpus {
  const positions = new Set<string>();
  const moves: MoveContext[] = [];
  const builds: (() => string)[] = [];
  for (let seed = 1; seed <= 8; seed++) {
    const warriorJump: WarriorJump = seed % 2 === 0 ? 'adjacent' : 'seen';
    const options = { warriorJump };
    const repetition = seed % 4 !== 3;
    let setup: ShaktiPosition | undefined;
    if (seed % 3 === 0) setup = play<ShaktiPosition, ShaktiMove, ShaktiSnapshot>(seed * 97, 10, shaktiGame(warriorJump).startGame(), (p) => shaktiGame(warriorJump).legalMoves(p), (s, move) => shaktiGame(warriorJump).applyEvent(s, { type: 'move', move })).positions.at(-1);
    const rules = shaktiGame(warriorJump, repetition);
    const snapshot = rules.startGame(setup);
    const game = play<ShaktiPosition, ShaktiMove, ShaktiSnapshot>(seed, 60, snapshot, (p) => rules.legalMoves(p), (s, move: ShaktiMove) => rules.applyEvent(s, { type: 'move', move }));
    for (const position of game.positions) positions.add(shaktiText.formatPosition(position));
    for (const position of sampled(game.positions, 7)) {
      moves.push({ position: shaktiText.formatPosition(position), variant: warriorJump, texts: rules.legalMoves(position).map((m) => shaktiText.formatMove(position, m)) });
    }
    const end = game.over ? undefined : ending(seed, game.positions.at(-1)!.turn);
    const start = { warriorJump, repetition, tags: TAG_SETS[seed % TAG_SETS.length], ...(setup ? { position: setup } : {}) };
    builds.push(() => shaktiText.writeLog(unwrap(shaktiText.buildLog(start, [...game.moves, ...(end ? [end] : [])]), `shakti game ${seed}`)));
  }
  return gameCorpus(
    positions,
    moves,
    () => [...examples, ...builds.map((build) => build())],
    (text) => shaktiText.writeRecord(unwrap(shaktiText.readLog(text), 'shakti log')),
  );
}

function medeaCorpus(examples: readonly string[]): GameCorpus {
  const positions = new Set<string>();
  const moves: MoveContext[] = [];
  const builds: (() => string)[] = [];
  for (let seed = 1; seed <= 8; seed++) {
    const repetition = seed % 4 !== 3;
    let setup: MedeaPosition | undefined;
    if (seed % 3 === 0) setup = play<MedeaPosition, MedeaMove, MedeaSnapshot>(seed * 97, 10, MEDEA.startGame(), (p) => MEDEA.legalMoves(p), (s, move) => MEDEA.applyEvent(s, { type: 'move', move })).positions.at(-1);
    const rules = medeaGame(repetition);
    const start = rules.startGame(setup);
    const game = play<MedeaPosition, MedeaMove, MedeaSnapshot>(seed, 70, start, (p) => rules.legalMoves(p), (s, move: MedeaMove) => rules.applyEvent(s, { type: 'move', move }));
    for (const position of game.positions) positions.add(medeaText.formatPosition(position));
    for (const position of sampled(game.positions, 7)) {
      moves.push({ position: medeaText.formatPosition(position), texts: MEDEA.legalMoves(position).map((m) => medeaText.formatMove(position, m)) });
    }
    const end = game.over ? undefined : ending(seed, game.positions.at(-1)!.turn);
    const options = { repetition, tags: TAG_SETS[seed % TAG_SETS.length], ...(setup ? { position: setup } : {}) };
    builds.push(() => medeaText.writeLog(unwrap(medeaText.buildLog(options, [...game.moves, ...(end ? [end] : [])]), `medea game ${seed}`)));
  }
  return gameCorpus(
    positions,
    moves,
    () => [...examples, ...builds.map((build) => build())],
    (text) => medeaText.writeRecord(unwrap(medeaText.readLog(text), 'medea log')),
  );
}

/**
 * A Chakart game from a seed: K1's start from the seed (or `start`), each decision picked by the
 * seed's play stream and its outcomes drawn as a new game draws them (G4).
 */
function chakartGame(seed: number, decisions: number, start?: ChakartPosition): { positions: ChakartPosition[]; moves: chakartText.Decision[]; over: boolean } {
  const randomness = (seed % 3) as 0 | 1 | 2;
  let snapshot = CHAKART.startGame(start ?? chakartRules({ randomness, seed }).start());
  const pick = chakart.SeededRandom.forPlay(seed);
  const positions = [snapshot.context.position];
  const moves: chakartText.Decision[] = [];
  let drawn = 0;
  for (let i = 0; i < decisions && snapshot.context.result === undefined; i++) {
    const position = snapshot.context.position;
    const legal = CHAKART.legalMoves(position);
    const decision = legal[pick.int(legal.length)] as ChakartDecision;
    const outcomes = CHAKART.play(position, decision, chakart.SeededRandom.forPlay(seed, drawn).source()).facts.outcomes;
    snapshot = CHAKART.applyEvent(snapshot, { type: 'move', move: decision, outcomes });
    drawn += outcomes.length;
    moves.push({ decision, outcomes });
    positions.push(snapshot.context.position);
  }
  return { positions, moves, over: snapshot.context.result !== undefined };
}

function chakartCorpus(examples: readonly string[]): GameCorpus {
  const positions = new Set<string>(CHAKART_SOURCE_POSITIONS);
  const moves: MoveContext[] = [];
  const builds: (() => string)[] = [];
  for (let seed = 1; seed <= 10; seed++) {
    const randomness = (seed % 3) as 0 | 1 | 2;
    // The tenth game starts from a position the ninth reached: the record carries a SetUp tag.
    const setup = seed === 10 ? chakartGame(9, 20).positions.at(-1) : undefined;
    const game = chakartGame(seed, 90, setup);
    for (const position of game.positions) positions.add(chakartText.formatPosition(position));
    for (const position of sampled(game.positions, 6)) {
      const texts = CHAKART.legalMoves(position).map((d) => chakartText.formatMove(position, d));
      moves.push({ position: chakartText.formatPosition(position), texts });
    }
    const end = game.over ? undefined : ending(seed, game.positions.at(-1)!.turn);
    const options = { ...(setup ? { randomness, position: setup } : { randomness, seed }), tags: TAG_SETS[seed % TAG_SETS.length] };
    builds.push(() => chakartText.writeLog(unwrap(chakartText.buildLog(options, [...game.moves, ...(end ? [end] : [])]), `chakart game ${seed}`)));
  }
  return gameCorpus(
    positions,
    moves,
    () => [CHAKART_OPENING, CHAKART_EFFECTS, ...examples, ...builds.map((build) => build())],
    (text) => chakartText.writeRecord(unwrap(chakartText.readLog(text), 'chakart log')),
  );
}

let built: Record<GameName, GameCorpus> | undefined;

/** Every game's corpus, built once on first use. */
export function corpus(): Record<GameName, GameCorpus> {
  if (built === undefined) {
    const examples = exampleLogs();
    built = {
      chakra: chakraCorpus(examples.chakra),
      shakti: shaktiCorpus(examples.shakti),
      medea: medeaCorpus(examples.medea),
      chakart: chakartCorpus(examples.chakart),
    };
  }
  return built;
}

/** The outcome texts of Chakart's corpus logs, and every other form an outcome can take. */
export function chakartOutcomeCorpus(): string[] {
  const texts = new Set<string>(['push:n', 'push:sw', 'egg:kingboo', 'egg:waluigi', 'colour:g8', 'toadette:q', 'toadette:k', 'lay:a1', 'lay:h8']);
  for (const log of corpus().chakart.logs) {
    for (const line of log.split('\n')) {
      const match = /"outcomes":(\[[^\]]*\])/.exec(line);
      if (match) for (const o of JSON.parse(match[1] as string) as string[]) texts.add(o);
    }
  }
  return [...texts];
}
