// Property tests over random Medea games: each game is written as a log, read back and
// replayed, and must reach the same final position; the machine accepts exactly the moves the
// generator offers (D5: a capture by any of its paths, not one by a path that does not exist).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choicesArb as randomChoices, expectLogRoundTrip, randomGame as playRandomGame, type RandomGame } from '../support/random-games.ts';
import { medea } from '@rulebook/rules';
import type { MedeaMove, MedeaPosition } from '../../src/rules.ts';
import { medea as medeaText } from '../../src/index.ts';
import { MEDEA, medeaGame } from '../support/rules.ts';

const GAMES = 1000;
const MAX_PLIES = 60;

type Game = RandomGame<MedeaPosition, MedeaMove, medea.GameSnapshot>;

/** Plays a game through the machine, choosing each move by the next random number. */
function randomGame(choices: readonly number[]): Game {
  return playRandomGame({ start: () => MEDEA.startGame(), legal: (p) => MEDEA.legalMoves(p), apply: (s, move) => MEDEA.applyEvent(s, { type: 'move', move }) }, choices);
}

const choicesArb = randomChoices(MAX_PLIES);

describe('random Medea games', () => {
  it(`${GAMES} games written as logs, read back and replayed, end in the same position`, () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const game = randomGame(choices);
        expectLogRoundTrip(game, {
          build: (moves) => medeaText.buildLog({}, moves),
          write: medeaText.writeLog,
          read: medeaText.readLog,
          replay: (text) => medeaText.replayLog(text),
          formatPosition: medeaText.formatPosition,
        });
      }),
      { numRuns: GAMES, seed: 2026 },
    );
  }, 120_000);

  it('the machine accepts exactly the moves the generator offers', () => {
    const squareArb = fc.integer({ min: 0, max: 63 });
    const moveArb: fc.Arbitrary<MedeaMove> = fc.oneof(
      fc.record({ kind: fc.constant('step' as const), from: squareArb, to: squareArb }),
      fc.record({ kind: fc.constant('step' as const), from: squareArb, to: squareArb, via: squareArb }),
      fc
        .record({ from: squareArb, path: fc.array(squareArb, { minLength: 1, maxLength: 4 }), captured: fc.array(squareArb, { minLength: 1, maxLength: 4 }) })
        .map(({ from, path, captured }) => ({ kind: 'capture' as const, from, to: path[path.length - 1]!, path, captured })),
      fc.record({ kind: fc.constant('chakra' as const), from: squareArb, to: squareArb }),
      fc.record({ kind: fc.constant('pass' as const), square: squareArb, via: squareArb }),
    );
    fc.assert(
      fc.property(choicesArb, fc.nat(), fc.array(moveArb, { minLength: 20, maxLength: 20 }), (choices, pick, candidates) => {
        const game = randomGame(choices);
        const position = game.positions[pick % game.positions.length]!;
        const rules = medeaGame(false);
        const snapshot = rules.startGame(position);
        if (snapshot.value !== 'playing') return;
        const legal = MEDEA.legalMoves(position);
        // Near the legal ones too: every path of a capture, a capture short of a piece, a step
        // with or without a transmission.
        const near = [
          ...medea.capturePaths(position),
          ...legal.flatMap((m): MedeaMove[] =>
            m.kind === 'capture'
              ? [{ ...m, captured: m.captured.slice(1) }]
              : m.kind === 'step'
                ? [m.via === undefined ? { ...m, via: m.to } : { kind: 'step', from: m.from, to: m.to }]
                : [],
          ),
        ];
        for (const move of [...candidates, ...near, ...legal]) {
          const accepted = rules.applyEvent(snapshot, { type: 'move', move }) !== snapshot;
          expect(accepted, JSON.stringify(move)).toBe(legal.some((m) => MEDEA.sameMove(m, move)));
        }
      }),
      { numRuns: 200, seed: 42 },
    );
  }, 60_000);
});
