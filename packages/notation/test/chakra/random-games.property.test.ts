// Property tests over random games (issue 2's proof): each game is written as a log, read
// back and replayed, and must reach the same final position; the machine accepts exactly
// the moves the generator offers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choicesArb as randomChoices, expectLogRoundTrip, randomGame as playRandomGame, type RandomGame } from '../support/random-games.ts';
import { chakra } from '@rulebook/rules';
import type { ChakraMove, ChakraPosition, Ruleset } from '../../src/rules.ts';
import { chakra as chakraText } from '../../src/index.ts';
import { CHAKRA, chakraGame } from '../support/rules.ts';

const GAMES = 1000;
const MAX_PLIES = 80;

type Game = RandomGame<ChakraPosition, ChakraMove, chakra.GameSnapshot>;

/** Plays a game through the machine, choosing each move by the next random number. */
function randomGame(ruleset: Ruleset, choices: readonly number[]): Game {
  return playRandomGame({ start: () => CHAKRA[ruleset].startGame(), legal: (p) => CHAKRA[ruleset].legalMoves(p), apply: (s, move) => CHAKRA[ruleset].applyEvent(s, { type: 'move', move }) }, choices);
}

const choicesArb = randomChoices(MAX_PLIES);

describe.each(['current', '1995'] as const)('random games, %s rules', (ruleset) => {
  it(`${GAMES} games written as logs, read back and replayed, end in the same position`, () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const game = randomGame(ruleset, choices);
        expectLogRoundTrip(game, {
          build: (moves) => chakraText.buildLog({ ruleset }, moves),
          write: chakraText.writeLog,
          read: chakraText.readLog,
          replay: (text) => chakraText.replayLog(text),
          formatPosition: chakraText.formatPosition,
        });
      }),
      { numRuns: GAMES, seed: ruleset === 'current' ? 2026 : 1995 },
    );
  }, 120_000);

  it('the machine accepts exactly the moves the generator offers', () => {
    const squareArb = fc.integer({ min: 0, max: 63 });
    const moveArb: fc.Arbitrary<ChakraMove> = fc.oneof(
      fc.record({ kind: fc.constant('piece' as const), from: squareArb, to: squareArb }),
      fc.record({
        kind: fc.constant('piece' as const),
        from: squareArb,
        to: squareArb,
        promotion: fc.constantFrom('queen' as const, 'samurai' as const, 'monk' as const, 'monkey' as const, 'courtesan' as const),
      }),
      fc.record({ kind: fc.constant('chakra' as const), from: squareArb, to: squareArb, flip: fc.boolean() }),
      fc.record({ kind: fc.constant('flip' as const), square: squareArb }),
      fc.record({ kind: fc.constant('pass' as const), square: squareArb, via: squareArb }),
    );
    fc.assert(
      fc.property(choicesArb, fc.nat(), fc.array(moveArb, { minLength: 20, maxLength: 20 }), (choices, pick, candidates) => {
        const game = randomGame(ruleset, choices);
        const position = game.positions[pick % game.positions.length];
        const rules = chakraGame(ruleset, false);
        const snapshot = rules.startGame(position);
        if (snapshot.value !== 'playing') return;
        const legal = CHAKRA[ruleset].legalMoves(position);
        // Candidates near the legal ones too: a legal move's squares with another kind or promotion.
        const near = legal.slice(0, 10).map((m, i) => candidates[i].kind === m.kind ? candidates[i] : m);
        for (const move of [...candidates, ...near, ...legal]) {
          const accepted = rules.applyEvent(snapshot, { type: 'move', move }) !== snapshot;
          expect(accepted, JSON.stringify(move)).toBe(legal.some((m) => CHAKRA.current.sameMove(m, move)));
        }
      }),
      { numRuns: 200, seed: 42 },
    );
  }, 60_000);
});
