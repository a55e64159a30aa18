// Property tests over random games (issue 2's proof): each game is written as a log, read
// back and replayed, and must reach the same final position; the machine accepts exactly
// the moves the generator offers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chakra } from '@rulebook/rules';
import type { ChakraMove, ChakraPosition, Ruleset } from '../src/rules.ts';
import { buildChakraLog, formatChakraPosition, readChakraLog, replayChakraLog, writeChakraLog } from '../src/index.ts';

const GAMES = 1000;
const MAX_PLIES = 80;

interface Game {
  moves: ChakraMove[];
  positions: ChakraPosition[];
  final: chakra.GameSnapshot;
}

/** Plays a game through the machine, choosing each move by the next random number. */
function randomGame(ruleset: Ruleset, choices: readonly number[]): Game {
  let snapshot = chakra.startGame({ ruleset });
  const moves: ChakraMove[] = [];
  const positions: ChakraPosition[] = [snapshot.context.position];
  for (const choice of choices) {
    if (snapshot.value !== 'playing') break;
    const legal = chakra.legalMoves(snapshot.context.position, ruleset);
    const move = legal[choice % legal.length];
    const next = chakra.applyEvent(snapshot, { type: 'move', move });
    // A move the generator offers is never rejected by the machine.
    if (next === snapshot) throw new Error(`the machine rejected a generated move: ${JSON.stringify(move)}`);
    snapshot = next;
    moves.push(move);
    positions.push(snapshot.context.position);
  }
  return { moves, positions, final: snapshot };
}

const choicesArb = fc.array(fc.nat({ max: 1 << 20 }), { minLength: 10, maxLength: MAX_PLIES, size: 'max' });

describe.each(['current', '1995'] as const)('random games, %s rules', (ruleset) => {
  it(`${GAMES} games written as logs, read back and replayed, end in the same position`, () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const game = randomGame(ruleset, choices);
        const log = buildChakraLog({ ruleset }, game.moves);
        expect(log.ok).toBe(true);
        if (!log.ok) return;
        const text = writeChakraLog(log.value);
        const read = readChakraLog(text);
        expect(read.ok && writeChakraLog(read.value)).toBe(text);
        const replay = replayChakraLog(text);
        expect(replay.error).toBeUndefined();
        expect(replay.steps).toHaveLength(game.moves.length);
        expect(formatChakraPosition(replay.final!.context.position)).toBe(formatChakraPosition(game.final.context.position));
        expect(replay.final!.context.result).toEqual(game.final.context.result);
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
        const snapshot = chakra.startGame({ ruleset, position, repetition: false });
        if (snapshot.value !== 'playing') return;
        const legal = chakra.legalMoves(position, ruleset);
        // Candidates near the legal ones too: a legal move's squares with another kind or promotion.
        const near = legal.slice(0, 10).map((m, i) => candidates[i].kind === m.kind ? candidates[i] : m);
        for (const move of [...candidates, ...near, ...legal]) {
          const accepted = chakra.applyEvent(snapshot, { type: 'move', move }) !== snapshot;
          expect(accepted, JSON.stringify(move)).toBe(legal.some((m) => chakra.sameMove(m, move)));
        }
      }),
      { numRuns: 200, seed: 42 },
    );
  }, 60_000);
});
