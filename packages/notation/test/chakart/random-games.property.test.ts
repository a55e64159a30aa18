// Property tests over seeded random Chakart games: each game is written as a log, read back
// and replayed, and must reach the same final position; the seed alone redraws every outcome
// byte for byte (G4); the record converts back to the same log.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chakart } from '@rulebook/rules';
import type { ChakartPosition, ChakartSnapshot, Colour, Randomness } from '../../src/rules.ts';
import { chakart as chakartText } from '../../src/index.ts';
import { expectLogRoundTrip, type RandomGame } from '../support/random-games.ts';
import { CHAKART, chakartGame } from '../support/rules.ts';

const GAMES = 300;
const MAX_DECISIONS = 150;

interface SeededGame extends RandomGame<ChakartPosition, chakartText.Decision, ChakartSnapshot> {
  readonly seed: number;
  readonly randomness: Randomness;
  /** The decisions with the outcomes they drew. */
  readonly played: (chakartText.Move | { type: 'resign'; player: Colour })[];
}

/**
 * A game from a seed: K1's start from the seed, each decision picked by the seed's play stream
 * (`forPlay(seed)`), each decision's outcomes drawn as a new game draws them: the stream after
 * the outcomes drawn so far (`forPlay(seed, drawn)`). Some games end with a resignation (G2).
 */
function seededGame(seed: number): SeededGame {
  const randomness = (seed % 3) as Randomness;
  let snapshot = CHAKART.startGame(chakartGame({ randomness, seed }).start());
  const pick = chakart.SeededRandom.forPlay(seed);
  const moves: chakartText.Decision[] = [];
  const played: SeededGame['played'] = [];
  const positions = [snapshot.context.position];
  let drawn = 0;
  for (let i = 0; i < MAX_DECISIONS && snapshot.context.result === undefined; i++) {
    const position = snapshot.context.position;
    const legal = CHAKART.legalMoves(position);
    const decision = legal[pick.int(legal.length)]!;
    const outcomes = CHAKART.play(position, decision, chakart.SeededRandom.forPlay(seed, drawn).source()).facts.outcomes;
    const next = CHAKART.applyEvent(snapshot, { type: 'move', move: decision, outcomes });
    if (next === snapshot) throw new Error(`the machine rejected a generated decision: ${JSON.stringify(decision)}`);
    drawn += outcomes.length;
    snapshot = next;
    moves.push(decision);
    played.push({ decision, outcomes });
    positions.push(snapshot.context.position);
  }
  if (snapshot.context.result === undefined && seed % 5 === 0) {
    const resign = { type: 'resign' as const, player: snapshot.context.position.turn };
    snapshot = CHAKART.applyEvent(snapshot, resign);
    moves.push(resign);
    played.push(resign);
    positions.push(snapshot.context.position);
  }
  return { seed, randomness, moves, played, positions, final: snapshot };
}

describe('random Chakart games', () => {
  it(`${GAMES} seeded games: logs and records written, read back and replayed, end in the same position; the seed redraws them byte for byte`, () => {
    let ended = 0;
    fc.assert(
      fc.property(fc.nat(2 ** 31 - 1), (seed) => {
        const game = seededGame(seed);
        if (game.final.context.result !== undefined) ended++;
        const options = { randomness: game.randomness, seed };
        // Decisions only: every outcome drawn again from the seed.
        expectLogRoundTrip(game, {
          build: (moves) => chakartText.buildLog(options, moves),
          write: chakartText.writeLog,
          read: chakartText.readLog,
          replay: (text) => chakartText.replayLog(text),
          formatPosition: chakartText.formatPosition,
        });
        const drawn = chakartText.buildLog(options, game.moves);
        const given = chakartText.buildLog(options, game.played);
        expect(drawn.ok && given.ok).toBe(true);
        if (!drawn.ok || !given.ok) return;
        const text = chakartText.writeLog(drawn.value);
        expect(chakartText.writeLog(given.value)).toBe(text);
        // The record, and back.
        expect(chakartText.recordToLog(chakartText.writeRecord(drawn.value))).toEqual({ ok: true, value: text });
        // Every position on the way is written and read back as itself.
        const replay = chakartText.replayLog(text);
        for (const [i, step] of replay.steps.entries()) {
          expect(CHAKART.positionKey(step.position)).toBe(CHAKART.positionKey(game.positions[i + 1]!));
        }
      }),
      { numRuns: GAMES, seed: 2026 },
    );
    // Most games end with a king captured (K2) well before the cap.
    expect(ended).toBeGreaterThan(GAMES / 2);
  }, 120_000);

  it('every position of a few seeded games is written and read back as itself, mid-turn phases included', () => {
    const phases = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      for (const position of seededGame(seed).positions) {
        phases.add(position.phase.kind);
        const text = chakartText.formatPosition(position);
        const read = chakartText.parsePosition(text);
        expect(read.ok, text).toBe(true);
        if (!read.ok) continue;
        expect(CHAKART.positionKey(read.value)).toBe(CHAKART.positionKey(position));
        expect(chakartText.formatPosition(read.value)).toBe(text);
      }
    }
    expect([...phases].sort()).toEqual(['bonus', 'drop', 'move', 'promote', 'swap']);
  });
});
