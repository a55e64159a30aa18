// The reader of the perft files beside it (chakra.json, shakti.json, medea.json, chakart.json;
// README.md here describes them). Every perft count the project states lives in those files
// only: the rules' and the CLI's tests, the bench and the README's tables read them through
// this module (the README's generator, scripts/readme-figures.mjs, reads the JSON itself).
// Plain TypeScript that Node runs as it is (the bench imports it without a build).
import { readFileSync } from 'node:fs';

export const PERFT_GAMES = ['chakra', 'shakti', 'medea', 'chakart'] as const;
export type PerftGame = (typeof PERFT_GAMES)[number];

/** The variant field of each game: the option its `perft` takes (none for Medea and Chakart). */
export const VARIANT_FIELD = { chakra: 'ruleset', shakti: 'warriorJump', medea: undefined, chakart: undefined } as const;
const VARIANT_VALUES: Record<string, readonly string[]> = { ruleset: ['current', '1995'], warriorJump: ['seen', 'adjacent'] };

interface Common {
  /** With the variant, the key a test finds the position by. */
  name: string;
  /** The clauses and rulings (and source pages) the position illustrates. */
  cite: string;
  /** Present when the position is the rules' own start: the options of `initialPosition`. */
  start?: { randomness?: 0 | 1 | 2; seed?: number };
  /** The position string as the notation writes it. */
  position: string;
  /** Leaf nodes at depth 1, 2, 3, … */
  nodes: number[];
  /**
   * The unit tests count to this depth (absent: every depth); the deeper figures take too long
   * under the test runner and are counted by `npm run bench`, which stops on a wrong one.
   */
  testDepth?: number;
  /** The depth-1 count explained by hand. */
  why: string;
}

export type PerftPosition<G extends PerftGame = PerftGame> = Common &
  (G extends 'chakra' ? { ruleset: 'current' | '1995' } : G extends 'shakti' ? { warriorJump: 'seen' | 'adjacent' } : unknown);

const FIELDS = ['name', 'cite', 'ruleset', 'warriorJump', 'start', 'position', 'nodes', 'testDepth', 'why'];
const cache = new Map<PerftGame, PerftPosition[]>();

/** `packages/rules/perft/<game>.json`. */
export const perftFile = (game: PerftGame): URL => new URL(`./${game}.json`, import.meta.url);

/** The variant of a position as text (`current`, `seen`), or '' for a game without variants. */
export function variantOf(game: PerftGame, p: PerftPosition): string {
  const field = VARIANT_FIELD[game];
  return field === undefined ? '' : String((p as unknown as Record<string, unknown>)[field]);
}

/** Every position of a game's file, in the file's order; a malformed file throws, naming what is wrong. */
export function perftPositions<G extends PerftGame>(game: G): PerftPosition<G>[] {
  const known = cache.get(game);
  if (known) return known as PerftPosition<G>[];
  const file = perftFile(game);
  const data = JSON.parse(readFileSync(file, 'utf8')) as { game?: unknown; positions?: unknown };
  const bad = (what: string): never => {
    throw new Error(`${file.pathname}: ${what}`);
  };
  if (data.game !== game) bad(`"game" should be "${game}"`);
  if (!Array.isArray(data.positions) || data.positions.length === 0) bad('"positions" should be a non-empty list');
  const keys = new Set<string>();
  const positions = data.positions as Record<string, unknown>[];
  for (const p of positions) {
    const at = `position "${String(p.name)}"`;
    for (const key of Object.keys(p)) if (!FIELDS.includes(key)) bad(`${at}: unknown field "${key}"`);
    for (const key of ['name', 'cite', 'position', 'why']) if (typeof p[key] !== 'string' || p[key] === '') bad(`${at}: "${key}" should be a non-empty string`);
    const nodes = p.nodes;
    if (!Array.isArray(nodes) || nodes.length === 0 || !nodes.every((n) => Number.isSafeInteger(n) && n >= 0)) bad(`${at}: "nodes" should be a non-empty list of counts`);
    const depth = p.testDepth;
    if (depth !== undefined && !(Number.isSafeInteger(depth) && (depth as number) >= 1 && (depth as number) < (nodes as number[]).length)) bad(`${at}: "testDepth" should be 1 to ${(nodes as number[]).length - 1} (absent: every depth)`);
    if (p.start !== undefined && (typeof p.start !== 'object' || p.start === null || Array.isArray(p.start))) bad(`${at}: "start" should be an object`);
    const field = VARIANT_FIELD[game];
    for (const other of ['ruleset', 'warriorJump']) if (other !== field && other in p) bad(`${at}: "${other}" is not a ${game} option`);
    if (field !== undefined && !VARIANT_VALUES[field].includes(p[field] as string)) bad(`${at}: "${field}" should be one of ${VARIANT_VALUES[field].join(', ')}`);
    const key = `${String(p.name)} ${variantOf(game, p as unknown as PerftPosition)}`;
    if (keys.has(key)) bad(`${at} ${variantOf(game, p as unknown as PerftPosition)} is listed twice`);
    keys.add(key);
  }
  cache.set(game, positions as unknown as PerftPosition[]);
  return positions as unknown as PerftPosition<G>[];
}

/** The one position of that name (and variant, where the name alone does not decide). */
export function perftPosition<G extends PerftGame>(game: G, name: string, variant?: string): PerftPosition<G> {
  const found = perftPositions(game).filter((p) => p.name === name && (variant === undefined || variantOf(game, p) === variant));
  if (found.length !== 1) throw new Error(`perft/${game}.json: ${found.length} positions named "${name}"${variant ? ` (${variant})` : ''}`);
  return found[0];
}

/** The counts the unit tests check: depth 1 to `testDepth`. */
export const testedNodes = (p: PerftPosition): number[] => p.nodes.slice(0, p.testDepth ?? p.nodes.length);
