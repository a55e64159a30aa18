// G3 counted in O(1) per move (core/repetition.ts: a tally per stretch between irreversible
// moves, shared by the contexts of the stretch) gives the count a naive recount gives, however
// callers move about the contexts: random games of Chakra, Shakti and Medea, with moves steered
// back to earlier positions (so that positions recur and games end by repetition), undos, and
// branches from any earlier context, of this line or of another, the draw on and off. The naive
// recount keeps, for every context, the keys of its own positions since the last irreversible
// move, and counts the new key there.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { machineOf, type AnyGame, type GameState } from '../src/index.ts';
import { occurrences, type Seen } from '../src/core/repetition.ts';
import { rulesOf } from './rules-of.ts';

interface Context {
  readonly position: object & { turn: 'white' | 'black' };
  readonly ply: number;
  readonly seen?: Seen;
  readonly lastFacts?: Record<string, unknown>;
  readonly result?: { result: string; reason: string };
}
type State = GameState<Context>;

/** The games with G3, and the moves after which no earlier position can recur (each game's rule, said again here). */
const GAMES = {
  chakra: (facts: Record<string, unknown>) => Boolean(facts['captured'] || facts['promotion'] || facts['transmitterCaptured']),
  shakti: (facts: Record<string, unknown>) => Boolean(facts['captured'] || facts['removedTile'] !== undefined),
  medea: (facts: Record<string, unknown>) => Boolean(facts['captured']),
} as const;
type Name = keyof typeof GAMES;

/** A context of the game tree, with its naive history: the keys of its positions since the last irreversible move. */
interface Node {
  readonly state: State;
  readonly keys: readonly string[];
  /** The move that made it. */
  readonly move?: { readonly from?: number; readonly to?: number };
}

/** What a test does next: a move (random, or back to an earlier position of the stretch), an undo, a branch from any context made so far. */
type Op = { readonly kind: 'move' | 'repeat'; readonly pick: number } | { readonly kind: 'undo'; readonly plies: number } | { readonly kind: 'branch'; readonly pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('repeat' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), plies: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('branch' as const), pick: fc.nat() }) },
);

const times = (keys: readonly string[], key: string): number => keys.reduce((n, k) => n + (k === key ? 1 : 0), 0);

/** The result G3 and the game's own endings give a context, from its naive history. */
function expectedResult(game: AnyGame, node: { state: State; keys: readonly string[] }, repetition: boolean): unknown {
  const position = node.state.context.position;
  const own = game.outcome(position);
  if (own !== undefined) return own;
  return repetition && times(node.keys, game.positionKey(position)) >= 3 ? { result: 'draw', reason: 'repetition' } : undefined;
}

/** One context checked against its naive history: its count (none with the draw off) and its result. */
function check(game: AnyGame, node: Node, repetition: boolean, where: string): void {
  const seen = node.state.context.seen;
  if (!repetition) {
    expect(seen, `${where}: nothing is counted with the draw off`).toBeUndefined();
  } else {
    expect(occurrences(seen), where).toBe(times(node.keys, game.positionKey(node.state.context.position)));
  }
}

/** Plays the ops on the game, checking every new context, and now and then an older one (which moves the tally back). */
function run(name: Name, repetition: boolean, ops: readonly Op[]): { moves: number; thirds: number } {
  const game: AnyGame = rulesOf(name, { repetition });
  const irreversible = GAMES[name];
  const start = game.startGame() as State;
  const nodes: Node[] = [{ state: start, keys: [game.positionKey(start.context.position)] }];
  let line: Node[] = [nodes[0]!];
  let moves = 0;
  let thirds = 0;
  let step = 0;
  for (const o of ops) {
    step++;
    const current = line[line.length - 1]!;
    if (o.kind === 'undo') {
      line = line.slice(0, Math.max(1, line.length - o.plies));
      continue;
    }
    if (o.kind === 'branch') {
      // Any context made so far, on this line or another: its own line is rebuilt from the nodes' keys.
      const target = nodes[o.pick % nodes.length]!;
      line = [target];
      continue;
    }
    if (current.state.status !== 'active') {
      line = line.length > 1 ? line.slice(0, -1) : line;
      continue;
    }
    const legal = game.legalMoves(current.state.context.position) as unknown[];
    if (legal.length === 0) continue;
    let move = legal[o.pick % legal.length] as Node['move'];
    if (o.kind === 'repeat') {
      // A move back to a position of the stretch when there is one; else the mover's last move
      // taken back (the other side may then take back its own: a cycle of four plies).
      const back = legal.filter((m) => current.keys.includes(game.positionKey(game.play(current.state.context.position, m).position)));
      const last = line.length > 1 ? line[line.length - 2]!.move : undefined;
      const undo = (legal as Node['move'][]).filter((m) => last?.from !== undefined && m?.from === last.to && m?.to === last.from);
      if (back.length > 0) move = back[o.pick % back.length] as Node['move'];
      else if (undo.length > 0) move = undo[o.pick % undo.length];
    }
    const state = game.applyEvent(current.state, { type: 'move', move }) as State;
    expect(state).not.toBe(current.state);
    const key = game.positionKey(state.context.position);
    const node: Node = { state, keys: irreversible(state.context.lastFacts!) ? [key] : [...current.keys, key], move };
    const where = `${name}, repetition ${repetition ? 'on' : 'off'}, op ${step} (${o.kind}), ply ${state.context.ply}`;
    check(game, node, repetition, where);
    expect(state.context.result, where).toEqual(expectedResult(game, node, repetition));
    if (times(node.keys, key) >= 3) thirds++;
    moves++;
    nodes.push(node);
    line.push(node);
    // An older context read again after the tally moved on: still its own count.
    const older = nodes[(o.pick >>> 3) % nodes.length]!;
    check(game, older, repetition, `${where}, an older context read again`);
  }
  return { moves, thirds };
}

describe('G3 counted per stretch equals a naive recount', () => {
  for (const name of Object.keys(GAMES) as Name[]) {
    for (const repetition of [true, false]) {
      it(`${name}, repetition ${repetition ? 'on' : 'off'}: random games with moves back, undos and branches`, () => {
        let moves = 0;
        let thirds = 0;
        fc.assert(
          fc.property(fc.array(op, { minLength: 20, maxLength: 200 }), (ops) => {
            const counted = run(name, repetition, ops);
            moves += counted.moves;
            thirds += counted.thirds;
          }),
          { numRuns: 100, seed: 17 + name.length + (repetition ? 1 : 0) },
        );
        expect(moves).toBeGreaterThan(1000);
        // The games did reach a third occurrence (a draw with the draw on, a game going on without).
        expect(thirds).toBeGreaterThan(2);
      });
    }
  }
});

describe('G3 in the state chart, whose guards try each transition from the same context', () => {
  for (const name of Object.keys(GAMES) as Name[]) {
    it(`${name}: the chart and the fold draw at the same ply, and count as the naive recount`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 10, maxLength: 120 }), (picks) => {
          const game: AnyGame = rulesOf(name, { repetition: true });
          const actor = createActor(machineOf(game), { input: {} }).start();
          let state = game.startGame() as State;
          let keys = [game.positionKey(state.context.position)];
          for (const pick of picks) {
            if (state.status !== 'active') break;
            const position = state.context.position;
            const legal = game.legalMoves(position) as unknown[];
            if (legal.length === 0) break;
            const back = legal.filter((m) => keys.includes(game.positionKey(game.play(position, m).position)));
            const move = back.length > 0 && pick % 4 !== 0 ? back[pick % back.length] : legal[pick % legal.length];
            state = game.applyEvent(state, { type: 'move', move }) as State;
            actor.send({ type: 'move', move } as never);
            const key = game.positionKey(state.context.position);
            keys = GAMES[name](state.context.lastFacts!) ? [key] : [...keys, key];
            const chart = actor.getSnapshot().context as Context;
            expect(occurrences(chart.seen)).toBe(times(keys, key));
            expect(occurrences(state.context.seen)).toBe(times(keys, key));
            expect(chart.result).toEqual(state.context.result);
          }
          actor.stop();
        }),
        { numRuns: 30, seed: 2026 + name.length },
      );
    });
  }
});
