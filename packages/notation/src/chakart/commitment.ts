// Chakart's committed chance (G4 for online play): a start line with a `commitment` instead of
// a `seed`, and the log's last line that reveals the seed once the game is over:
//   {"event":"reveal","seed":"<64 hex>"}
// No ply: it is no decision of the game. It comes only in a log whose start has a commitment,
// only after the game is over, at most once, and nothing follows it. Replaying it checks that
// the seed hashes to the commitment (`commitmentOf`) and that every outcome the log
// records is the one the seed draws at that point (`CommittedRandom.forPlay(seed, k)`,
// k the outcomes before it): the first that differs is named by its line. A committed log
// without the reveal (a game going on, or over and not yet revealed) replays as any other.
//
// Until the reveal the seed is unknown, so the replayer keeps each decision's position and
// outcomes (references to values the replay makes anyway) to draw them again at the reveal.

import { CommittedRandom, commitmentOf } from '@rulebook/rules/committed';
import { chakart, type ChakartDecision, type ChakartOutcome, type ChakartPosition } from '../rules.ts';
import { fail, ok, type Result, type TextError } from '../result.ts';
import type { ReplayerOf, ReplayResultOf } from '../game.ts';
import { CHAKART } from './game-value.ts';
import { isRevealLine, readRevealLine } from './log-read.ts';
import { writeRevealEvent, type StartEvent } from './log.ts';
import { formatOutcome } from './move.ts';
import type { Types } from './play.ts';

/** A reveal line read and checked: where it is, and how many outcomes it confirmed. */
export interface Revealed {
  readonly line: number;
  readonly seed: string;
  /** The outcomes of the log, each one what the seed draws. */
  readonly outcomes: number;
}

/** The reveal line's text (what a server appends once the game is over). Throws RangeError on a bad seed. */
export function writeRevealLine(seedHex: string): string {
  const problem = chakart.hex64Problem(seedHex);
  if (problem !== undefined) throw new RangeError(`writeRevealLine: the seed: ${problem}`);
  return writeRevealEvent({ event: 'reveal', seed: seedHex });
}

/** One decision as the replay saw it: its line, the position it was decided in, what it drew. */
interface Drawn {
  readonly line: number;
  readonly position: ChakartPosition;
  readonly decision: ChakartDecision;
  readonly outcomes: readonly ChakartOutcome[];
}

/**
 * The first outcome of the log that is not what the seed draws, said for the log's reader, or
 * undefined when every one is. Each decision is played again from its position with the
 * seed's stream after the outcomes before it.
 */
function firstDifference(seed: string, drawn: readonly Drawn[]): { line: number; message: string } | undefined {
  let k = 0;
  for (const d of drawn) {
    const redrawn = CHAKART.play(d.position, d.decision, CommittedRandom.forPlay(seed, k).source()).facts.outcomes;
    for (let i = 0; i < d.outcomes.length; i++) {
      const recorded = formatOutcome(d.outcomes[i] as ChakartOutcome);
      const expected = redrawn[i] === undefined ? 'none' : `'${formatOutcome(redrawn[i] as ChakartOutcome)}'`;
      if (expected !== `'${recorded}'`) return { line: d.line, message: `outcome ${i + 1} '${recorded}' is not what the revealed seed draws (${expected})` };
    }
    k += d.outcomes.length;
  }
  return undefined;
}

/** A Chakart replayer that also reads the reveal line (`reveal`), and says what it found. */
export interface CommittedReplayer extends ReplayerOf<Types> {
  /**
   * A reveal line read and checked, or its problem (naming its line); undefined when `text` is
   * no reveal line (then `step` reads it).
   */
  reveal(text: string, line: number): Result<Revealed, TextError> | undefined;
  /** The reveal, once read. */
  revealed(): Revealed | undefined;
  /** The start's commitment, when the game's chance is committed. */
  readonly commitment: string | undefined;
  /** `the 12 outcome(s) checked against the revealed seed (G4)`, `outcomes committed; the seed is not yet revealed (G4)`; undefined without a commitment. */
  chanceWords(): string | undefined;
}

/** What a reveal line confirmed, in words. */
export const revealedWords = (revealed: Revealed): string => `the ${revealed.outcomes} outcome(s) checked against the revealed seed (G4)`;

/** Wraps the game-neutral replayer of a Chakart log with the commitment's checks. */
export function committedReplayer(inner: ReplayerOf<Types>): CommittedReplayer {
  const commitment = (inner.start.event as StartEvent).options.commitment;
  const drawn: Drawn[] = [];
  let revealed: Revealed | undefined;
  const afterReveal = (line: number) => fail(line, undefined, `the seed was revealed on line ${revealed!.line}; nothing may follow it`);
  return {
    start: inner.start,
    snapshot: inner.snapshot,
    events: inner.events,
    end: inner.end,
    commitment,
    revealed: () => revealed,
    chanceWords: () => (commitment === undefined ? undefined : revealed !== undefined ? revealedWords(revealed) : 'outcomes committed; the seed is not yet revealed (G4)'),
    step(text, line) {
      if (revealed !== undefined) return afterReveal(line);
      const before = inner.snapshot().context.position;
      const step = inner.step(text, line);
      if (step.ok && commitment !== undefined && step.value.move !== undefined && step.value.move.outcomes.length > 0) {
        drawn.push({ line, position: before, decision: step.value.move.decision, outcomes: step.value.move.outcomes });
      }
      return step;
    },
    reveal(text, line) {
      if (!isRevealLine(text)) return undefined;
      if (revealed !== undefined) return afterReveal(line);
      const event = readRevealLine(text, line);
      if (!event.ok) return event;
      if (commitment === undefined) return fail(line, undefined, 'a reveal line belongs only to a log whose start line has a commitment; this one has none');
      if (inner.end() === undefined) return fail(line, undefined, 'the seed is revealed only once the game is over; this game goes on');
      const seed = event.value.seed;
      const hashed = commitmentOf(seed);
      if (hashed !== commitment) return fail(line, undefined, `seed: it hashes to ${hashed}, not to the start line's commitment ${commitment}`);
      const difference = firstDifference(seed, drawn);
      // Named at the decision's line: that is the line the seed contradicts.
      if (difference !== undefined) return fail(difference.line, undefined, difference.message);
      revealed = { line, seed, outcomes: drawn.reduce((n, d) => n + d.outcomes.length, 0) };
      drawn.length = 0;
      return ok(revealed);
    },
  };
}

/** A whole Chakart log's replay, with the reveal when the log has one. */
export type ReplayResult = ReplayResultOf<Types> & { readonly revealed?: Revealed };
