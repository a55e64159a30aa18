// The engine in a worker thread, so that a computer's thinking never holds up the server's other
// games. A job is a game's log; the answer is the computer's decision in the game's move text.
import { parentPort } from 'node:worker_threads';
import { search } from '@rulebook/engine';
import { textGames, type GameName } from '@rulebook/notation';
import { games, type AnyGame } from '@rulebook/rules';

export interface Job {
  readonly id: number;
  readonly game: GameName;
  /** The log so far, as JSON Lines. */
  readonly log: string;
  readonly level: number;
}

export type Reply = { readonly id: number } & ({ readonly move: string | undefined } | { readonly error: string });

/** The rules' options a log's start line names (not Chakart's seed or commitment: only the start depends on them, and it is given). */
function rulesOptions(start: { readonly ruleset?: unknown; readonly options: Readonly<Record<string, unknown>> }): Record<string, unknown> {
  const { seed: _seed, commitment: _commitment, ...options } = start.options;
  return start.ruleset === undefined ? options : { ...options, ruleset: start.ruleset };
}

function think(job: Job): string | undefined {
  const text = textGames[job.game];
  const replayed = text.replayLog(job.log);
  if (!replayed.ok || replayed.start === undefined) throw new Error(`the log does not replay: ${replayed.error?.message ?? 'no start'}`);
  const rules = (games[job.game] as { create(options: object): AnyGame }).create(rulesOptions(replayed.start.event as never));
  const positions = [replayed.start.position, ...replayed.steps.map((s) => s.position)];
  const position = positions[positions.length - 1];
  const result = search(rules, position as never, { level: job.level, history: positions.slice(0, -1) as never, seed: positions.length });
  if (result.move === undefined) return undefined;
  return (text.formatMove as (p: unknown, m: unknown) => string)(position, result.move);
}

parentPort!.on('message', (job: Job) => {
  try {
    parentPort!.postMessage({ id: job.id, move: think(job) } satisfies Reply);
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) } satisfies Reply);
  }
});
