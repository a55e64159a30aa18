// Where random outcomes come from (G4). Playing draws them from a seeded generator; replay
// reads them from the log and only checks that each was one of the possible outcomes.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import type { Outcome } from './types.ts';
import { squareName } from './geometry.ts';

/** Chooses one of the possible outcomes of a draw (all options share one `draw` kind). */
export interface OutcomeSource {
  choose(options: readonly Outcome[]): Outcome;
}

/** A recorded outcome that was not possible, or missing, or one too many. */
export class OutcomeError extends Error {
  constructor(
    message: string,
    /** 0-based index of the outcome in the decision's list. */
    readonly index: number,
  ) {
    super(message);
  }
}

export const outcomeKey = (o: Outcome): string => {
  switch (o.draw) {
    case 'push':
      return `push ${o.direction}`;
    case 'egg':
      return `egg ${o.outcome}`;
    case 'colour':
      return `colour ${squareName(o.square)}`;
    case 'toadette':
      return `toadette ${o.piece}`;
    case 'lay':
      return `lay ${squareName(o.square)}`;
  }
};

/**
 * A seeded generator (pure-rand's xoroshiro128+). The set-up draws and the game's draws use
 * two streams of the same seed, so the game stream's state is just the number of outcomes
 * drawn so far: a game resumed from its log continues exactly as it would have.
 */
export class SeededRandom {
  private readonly rng: JumpableRandomGenerator;
  drawn = 0;

  private constructor(seed: number, stream: 'setup' | 'play') {
    this.rng = xoroshiro128plus(seed | 0);
    if (stream === 'play') this.rng.jump();
  }

  static forSetup(seed: number): SeededRandom {
    return new SeededRandom(seed, 'setup');
  }

  /** The game's stream, after `drawn` outcomes were already taken from it. */
  static forPlay(seed: number, drawn = 0): SeededRandom {
    const r = new SeededRandom(seed, 'play');
    for (let i = 0; i < drawn; i++) r.int(2);
    r.drawn = drawn;
    return r;
  }

  /**
   * A whole number in 0 .. n-1, each with probability 1/n (to within n / 2^32). Exactly one
   * value of the generator per draw, whatever n (no rejection sampling), so that counting the
   * outcomes of a log is enough to resume its stream.
   */
  int(n: number): number {
    this.drawn++;
    return Math.floor(((this.rng.next() >>> 0) / 4294967296) * n);
  }

  /** The source that draws outcomes uniformly among the possible ones. */
  source(drawnOut?: Outcome[]): OutcomeSource {
    return {
      choose: (options) => {
        const o = options[this.int(options.length)];
        drawnOut?.push(o);
        return o;
      },
    };
  }
}

const article = (word: string): string => (/^[aeiou]/.test(word) ? 'an' : 'a');

/**
 * Outcome `i` of a recorded list, checked against the options of the draw that is due; throws
 * OutcomeError when it is missing, of another kind or not among them. Returns the option.
 */
export function checkRecorded(outcomes: readonly Outcome[], i: number, options: readonly Outcome[]): Outcome {
  const o = outcomes[i];
  const kind = options[0].draw;
  if (o === undefined) throw new OutcomeError(`outcome ${i + 1} is missing: ${article(kind)} ${kind} draw was due`, i);
  const key = outcomeKey(o);
  if (o.draw !== kind) throw new OutcomeError(`outcome ${i + 1} (${key}) is not possible here: ${article(kind)} ${kind} draw was due`, i);
  const found = options.find((p) => outcomeKey(p) === key);
  if (!found) throw new OutcomeError(`outcome ${i + 1} (${key}) is not possible here: it could be ${options.map(outcomeKey).join(', ')}`, i);
  return found;
}

/** Throws OutcomeError when a recorded list has outcomes left over after `drawn` were drawn. */
export function checkAllDrawn(outcomes: readonly Outcome[], drawn: number): void {
  if (drawn < outcomes.length) throw new OutcomeError(`outcome ${drawn + 1} (${outcomeKey(outcomes[drawn])}) was never drawn: the decision needed ${drawn}`, drawn);
}
