// The example games (examples/*.jsonl) as scripts for the proofs and the load benchmark: the new
// game's request that reproduces each start line byte for byte, and each ply's player and move.
// Written in erasable TypeScript only, so that `node bench/load.ts` can import it directly.
import { readFileSync } from 'node:fs';
import type { NewGameRequest, Side } from '../src/protocol.ts';

export interface Ply {
  /** The sequence number this ply's line is stored at (1 for the first move). */
  readonly seq: number;
  readonly player: Side;
  readonly move: string;
}

export interface Script {
  readonly name: string;
  /** The example's whole text (every line ends with a line break). */
  readonly text: string;
  /** The example's lines, the start line first (seq = index). */
  readonly lines: readonly string[];
  readonly request: NewGameRequest;
  readonly plies: readonly Ply[];
}

/** The examples made only of moves (no chance, no resignation or draw): chakra, shakti, medea. */
export const MOVE_EXAMPLES = ['chakra-short', 'chakra-mate', 'shakti-short', 'shakti-mate', 'medea-short', 'medea-win'] as const;

export function loadScript(name: string): Script {
  const file = new URL(`../../../examples/${name}.jsonl`, import.meta.url);
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').filter((l) => l !== '');
  const start = JSON.parse(lines[0]!) as { game: string; ruleset?: string; options: Record<string, unknown>; setup: string; tags: Record<string, string> };
  const request: NewGameRequest = {
    game: start.game,
    options: { ...start.options, ...(start.ruleset !== undefined ? { ruleset: start.ruleset } : {}), position: start.setup },
    side: 'white',
    ...(start.tags['White'] !== undefined ? { white: start.tags['White'] } : {}),
    ...(start.tags['Black'] !== undefined ? { black: start.tags['Black'] } : {}),
  };
  const plies = lines.slice(1).map((line, i): Ply => {
    const event = JSON.parse(line) as { event: string; player?: Side; move?: string };
    if (event.event !== 'move' || event.player === undefined || event.move === undefined) {
      throw new Error(`examples/${name}.jsonl line ${i + 2}: a script holds moves only, found ${event.event}`);
    }
    return { seq: i + 1, player: event.player, move: event.move };
  });
  return { name, text, lines, request, plies };
}

/** The example's text up to and including sequence number `seq`. */
export const prefixOf = (script: Script, seq: number): string => script.lines.slice(0, seq + 1).map((l) => `${l}\n`).join('');

/** Seeded randomness (mulberry32): the same seed, the same run of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
