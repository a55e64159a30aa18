// Property tests over random Shakti games, for each warriorJump setting: each game is written
// as a log, read back and replayed, and must reach the same final position; the machine
// accepts exactly the moves the generator offers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choicesArb as randomChoices, expectLogRoundTrip, randomGame as playRandomGame, type RandomGame } from '../support/random-games.ts';
import { shakti } from '@rulebook/rules';
import type { ShaktiMove, ShaktiPosition, WarriorJump } from '../../src/rules.ts';
import { shakti as shaktiText } from '../../src/index.ts';
import { SHAKTI, shaktiGame } from '../support/rules.ts';

const GAMES = 1000;
const MAX_PLIES = 60;

type Game = RandomGame<ShaktiPosition, ShaktiMove, shakti.GameSnapshot>;

/** Plays a game through the machine, choosing each move by the next random number. */
function randomGame(warriorJump: WarriorJump, choices: readonly number[]): Game {
  return playRandomGame({ start: () => SHAKTI[warriorJump].startGame(), legal: (p) => SHAKTI[warriorJump].legalMoves(p), apply: (s, move) => SHAKTI[warriorJump].applyEvent(s, { type: 'move', move }) }, choices);
}

const choicesArb = randomChoices(MAX_PLIES);

describe.each(['seen', 'adjacent'] as const)('random Shakti games, warriorJump: %s', (warriorJump) => {
  it(`${GAMES} games written as logs, read back and replayed, end in the same position`, () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const game = randomGame(warriorJump, choices);
        expectLogRoundTrip(game, {
          build: (moves) => shaktiText.buildLog({ warriorJump }, moves),
          write: shaktiText.writeLog,
          read: shaktiText.readLog,
          replay: (text) => shaktiText.replayLog(text),
          formatPosition: shaktiText.formatPosition,
        });
      }),
      { numRuns: GAMES, seed: warriorJump === 'seen' ? 2026 : 7 },
    );
  }, 120_000);

  it('the machine accepts exactly the moves the generator offers', () => {
    const cellArb = fc.integer({ min: 0, max: 48 });
    const moveArb: fc.Arbitrary<ShaktiMove> = fc.oneof(
      fc.record({ kind: fc.constant('step' as const), from: cellArb, to: cellArb }),
      fc.record({ kind: fc.constant('jump' as const), from: cellArb, to: cellArb, removed: cellArb }),
      fc.constant({ kind: 'pass' as const }),
    );
    fc.assert(
      fc.property(choicesArb, fc.nat(), fc.array(moveArb, { minLength: 20, maxLength: 20 }), (choices, pick, candidates) => {
        const game = randomGame(warriorJump, choices);
        const position = game.positions[pick % game.positions.length]!;
        const rules = shaktiGame(warriorJump, false);
        const snapshot = rules.startGame(position);
        if (snapshot.value !== 'playing') return;
        const legal = SHAKTI[warriorJump].legalMoves(position);
        // Candidates near the legal ones too: a legal move's cells as the other kind, or another removed tile.
        const near = legal.slice(0, 10).flatMap((m, i): ShaktiMove[] =>
          m.kind === 'pass'
            ? []
            : [
                m.kind === 'step' ? { kind: 'jump', from: m.from, to: m.to, removed: candidates[i]!.kind === 'jump' ? candidates[i]!.removed : m.from } : { kind: 'step', from: m.from, to: m.to },
                ...(m.kind === 'jump' ? [{ ...m, removed: (m.removed + 1) % 49 }] : []),
              ],
        );
        for (const move of [...candidates, ...near, ...legal]) {
          const accepted = rules.applyEvent(snapshot, { type: 'move', move }) !== snapshot;
          expect(accepted, JSON.stringify(move)).toBe(legal.some((m) => SHAKTI.seen.sameMove(m, move)));
        }
      }),
      { numRuns: 200, seed: 42 },
    );
  }, 60_000);
});
