// Types of scripts/long-game.mjs, for the bench (bench/bench.ts) that imports it.
export interface LongGameOptions {
  readonly seed?: number;
  readonly repetition?: boolean;
  readonly quiet?: boolean;
  readonly ruleset?: 'current' | '1995';
}
export function writeLongGame(path: string, events: number, options?: LongGameOptions): { bytes: number; events: number; sinceIrreversible: number };
export function replayFigures(path: string, events: number): Promise<{ seconds: number; cpu: number; rate: number; peakMiB: number }>;
