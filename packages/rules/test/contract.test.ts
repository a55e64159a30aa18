// The one game contract: every game of the registry makes game values with their options
// checked, and its fold and its state chart (core/machine.ts) take the same events to the same
// states over random games (moves, refused moves, Medea's hops, resignations, draws).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { GAME_NAMES, games, gameNamed, checkOptions, chakart, machineOf, type AnyGame, type GameState, type OptionSpecs } from '../src/index.ts';

/** A small deterministic generator (mulberry32) for the random games. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type AnyEvent = { type: string; [key: string]: unknown };

/** The next event of a random game: mostly a legal move, sometimes a refused one, a hop, a resignation or a draw. */
function nextEvent(game: AnyGame, state: GameState<{ position: { turn: 'white' | 'black' } }>, rnd: () => number, drawn: chakart.OutcomeSource): AnyEvent {
  const position = state.context.position;
  const moves = game.legalMoves(position);
  const roll = rnd();
  if (roll < 0.01) return { type: 'resign', player: rnd() < 0.5 ? 'white' : 'black' };
  if (roll < 0.02) return { type: 'draw' };
  if (roll < 0.025) return { type: 'timeout', player: rnd() < 0.5 ? 'white' : 'black' };
  if (moves.length === 0) return { type: 'draw' };
  const move = moves[Math.floor(rnd() * moves.length)] as { kind?: string; path?: number[]; from?: number };
  if (game.name === 'medea' && (state.value === 'capturing' || (move.kind === 'capture' && rnd() < 0.5))) {
    // A capture entered hop by hop: the pending one goes on, or this one starts.
    const pending = (state.context as { pending?: { path: number[] } }).pending;
    const path = (game.legalMoves(position) as { kind: string; from: number; path: number[] }[]).filter((m) => m.kind === 'capture');
    const at = pending ? pending.path[pending.path.length - 1] : move.from!;
    const to = pending ? (path.find((m) => m.path.length > pending.path.length && m.path[pending.path.length - 1] === at)?.path[pending.path.length] ?? at) : move.path![0];
    return { type: 'hop', from: at, to };
  }
  if (roll < 0.06) {
    // A move of the other side's piece, or one the position does not offer: refused.
    const other = moves[Math.floor(rnd() * moves.length)] as object;
    return { type: 'move', move: { ...other, from: 99, to: 99, square: 99 }, ...(game.name === 'chakart' ? { outcomes: [] } : {}) };
  }
  if (game.name === 'chakart') {
    const outcomes: chakart.Outcome[] = [];
    const source = { choose: (options: readonly chakart.Outcome[]) => { const o = drawn.choose(options); outcomes.push(o); return o; } };
    game.play(position, move, source);
    return { type: 'move', move, outcomes };
  }
  return { type: 'move', move };
}

describe('the registry', () => {
  it('lists every game once, by its own name', () => {
    expect(GAME_NAMES).toEqual(['chakra', 'shakti', 'medea', 'chakart']);
    for (const name of GAME_NAMES) {
      expect(games[name].name).toBe(name);
      expect(gameNamed(name)).toBe(games[name]);
    }
    expect(gameNamed('constructor')).toBeUndefined();
    expect(gameNamed('chess')).toBeUndefined();
  });

  it('makes game values that carry their options, every one filled in', () => {
    expect(games.chakra.create().options).toEqual({ ruleset: 'current', repetition: true });
    expect(games.chakra.create({ ruleset: '1995' }).options).toEqual({ ruleset: '1995', repetition: true });
    expect(games.shakti.create({ warriorJump: 'adjacent' }).options).toEqual({ warriorJump: 'adjacent', repetition: true });
    expect(games.medea.create({ repetition: false }).options).toEqual({ repetition: false });
    expect(games.chakart.create({ randomness: 0 }).options).toEqual({ randomness: 0, seed: 0 });
  });

  it('refuses a bad option with a message that names it', () => {
    expect(() => games.chakra.create({ ruleset: '2001' as never })).toThrow("chakra: option 'ruleset' must be \"current\" or \"1995\", not \"2001\"");
    expect(() => games.shakti.create({ warriorJump: 'far' as never })).toThrow(`option 'warriorJump' must be "seen" or "adjacent"`);
    expect(() => games.medea.create({ repetition: 'yes' as never })).toThrow("option 'repetition' must be true or false");
    expect(() => games.chakart.create({ seed: -1 })).toThrow("option 'seed' must be a whole number from 0 to 4294967295, not -1");
    expect(() => games.chakart.create({ randomness: 3 as never })).toThrow("option 'randomness' must be 0, 1 or 2, not 3");
    expect(() => games.medea.create({ ruleset: '1995' } as never)).toThrow("unknown option 'ruleset'; options: repetition");
    expect(checkOptions(games.chakra.options, { ruleset: '1995' })).toEqual({ ok: true, value: { ruleset: '1995', repetition: true } });
  });

  it('gives every option a default, a source and a description', () => {
    for (const name of GAME_NAMES) {
      for (const [option, spec] of Object.entries(games[name].options)) {
        expect(spec.source, `${name}.${option}`).toMatch(/^[A-Z]\d+$/);
        expect(spec.description.length, `${name}.${option}`).toBeGreaterThan(10);
        expect(checkOptions(games[name].options as OptionSpecs<object>, {}).ok).toBe(true);
      }
    }
  });

  it('binds the ruleset: the same position has other moves in another ruleset (C3: the 1995 double step)', () => {
    const current = games.chakra.create();
    const old = games.chakra.create({ ruleset: '1995' });
    expect(old.legalMoves(old.start()).length).toBeGreaterThan(current.legalMoves(current.start()).length);
    expect(current.perft(current.start(), 2)).not.toBe(old.perft(old.start(), 2));
  });
});

describe('the fold and the state chart agree', () => {
  const GAMES_PER_GAME = 12;
  const PLIES = 80;
  for (const name of GAME_NAMES) {
    it(`${name}: ${GAMES_PER_GAME} random games with refused events, hops, resignations and draws`, () => {
      let events = 0;
      let refused = 0;
      for (let g = 0; g < GAMES_PER_GAME; g++) {
        const game: AnyGame = games[name].create(name === 'chakart' ? { randomness: (g % 3) as 0 | 1 | 2, seed: g } : {});
        const rnd = random(1000 * g + name.length);
        const drawn = chakart.SeededRandom.forPlay(g).source();
        let state = game.startGame();
        const actor = createActor(machineOf(game), { input: {} }).start();
        for (let ply = 0; ply < PLIES && state.status === 'active'; ply++) {
          const event = nextEvent(game, state, rnd, drawn);
          const next = game.applyEvent(state, event as never);
          const reason = game.rejectionReason(state, event as never);
          // The fold refuses exactly when it says why.
          expect(next === state, `${name} game ${g} ply ${ply}: ${JSON.stringify(event)}`).toBe(reason !== undefined);
          if (reason !== undefined) refused++;
          actor.send(event as never);
          const snapshot = actor.getSnapshot();
          expect(snapshot.value, `${name} game ${g} ply ${ply}: ${JSON.stringify(event)}`).toBe(next.value);
          expect(game.positionKey(snapshot.context.position)).toBe(game.positionKey(next.context.position));
          expect(snapshot.context.ply).toBe(next.context.ply);
          expect(snapshot.context.result).toEqual(next.context.result);
          expect(snapshot.status).toBe(next.status);
          state = next;
          events++;
        }
        actor.stop();
      }
      expect(events).toBeGreaterThan(GAMES_PER_GAME * 10);
      expect(refused).toBeGreaterThan(0);
    });
  }

  it('a game over takes nothing more, in the fold and in the chart (G2)', () => {
    for (const name of GAME_NAMES) {
      const game: AnyGame = games[name].create();
      const over = game.applyEvent(game.startGame(), { type: 'resign', player: 'white' });
      expect(over.value).toBe('over');
      expect(over.context.result).toEqual({ result: 'black', reason: 'resignation' });
      expect(game.applyEvent(over, { type: 'draw' })).toBe(over);
      expect(game.rejectionReason(over, { type: 'draw' })).toBe('the game is over (black won by resignation)');
      const actor = createActor(machineOf(game), { input: {} }).start();
      actor.send({ type: 'resign', player: 'white' });
      actor.send({ type: 'draw' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.result).toEqual({ result: 'black', reason: 'resignation' });
    }
  });
});
