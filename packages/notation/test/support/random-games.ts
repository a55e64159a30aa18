// The harness of the random-game property tests, the same for every game: play a game through
// the machine choosing moves by random numbers, then write it as a log, read it back and replay
// it, expecting the same end.
import fc from 'fast-check';
import { expect } from 'vitest';

interface Snapshot<P> {
  readonly value: unknown;
  readonly context: { readonly position: P; readonly result?: unknown };
}

export interface RandomGame<P, M, S extends Snapshot<P>> {
  moves: M[];
  positions: P[];
  final: S;
}

/** Plays a game through the machine, choosing each move by the next random number. */
export function randomGame<P, M, S extends Snapshot<P>>(
  game: { start: () => S; legal: (position: P) => readonly M[]; apply: (snapshot: S, move: M) => S },
  choices: readonly number[],
): RandomGame<P, M, S> {
  let snapshot = game.start();
  const moves: M[] = [];
  const positions: P[] = [snapshot.context.position];
  for (const choice of choices) {
    if (snapshot.value !== 'playing') break;
    const legal = game.legal(snapshot.context.position);
    const move = legal[choice % legal.length]!;
    const next = game.apply(snapshot, move);
    // A move the generator offers is never rejected by the machine.
    if (next === snapshot) throw new Error(`the machine rejected a generated move: ${JSON.stringify(move)}`);
    snapshot = next;
    moves.push(move);
    positions.push(snapshot.context.position);
  }
  return { moves, positions, final: snapshot };
}

/** Random numbers choosing the moves of a game of 10 to `maxPlies` plies. */
export const choicesArb = (maxPlies: number): fc.Arbitrary<number[]> =>
  fc.array(fc.nat({ max: 1 << 20 }), { minLength: 10, maxLength: maxPlies, size: 'max' });

type Result<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Writes the game as a log, reads it back and replays it: the same log, the same end. */
export function expectLogRoundTrip<P, M, S extends Snapshot<P>, L>(
  game: RandomGame<P, M, S>,
  text: {
    build: (moves: M[]) => Result<L>;
    write: (log: L) => string;
    read: (text: string) => Result<L>;
    replay: (text: string) => { error?: unknown; steps: readonly unknown[]; final?: { context: { position: P; result?: unknown } } };
    formatPosition: (position: P) => string;
  },
): void {
  const log = text.build(game.moves);
  expect(log.ok).toBe(true);
  if (!log.ok) return;
  const written = text.write(log.value);
  const read = text.read(written);
  expect(read.ok && text.write(read.value)).toBe(written);
  const replay = text.replay(written);
  expect(replay.error).toBeUndefined();
  expect(replay.steps).toHaveLength(game.moves.length);
  expect(text.formatPosition(replay.final!.context.position)).toBe(text.formatPosition(game.final.context.position));
  expect(replay.final!.context.result).toEqual(game.final.context.result);
}
