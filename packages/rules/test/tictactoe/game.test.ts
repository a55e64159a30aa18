// The fifth game through the rules contract: registered beside the real games in a test
// registry (the one line a new game adds), its perft checked against the known counts of
// tic-tac-toe (255,168 games in all), its fold and state chart agreeing.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { games, machineOf, type AnyGameDefinition } from '../../src/index.ts';
import { ticTacToe } from './game.ts';

/** The registry as a program that adds a game builds it: the real games and one more line. */
const registry = { ...games, tictactoe: ticTacToe } satisfies Record<string, AnyGameDefinition>;

describe('tic-tac-toe through the contract', () => {
  const game = registry.tictactoe.create();

  it('has the known perft counts (T1-T4): 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => game.perft(game.start(), d))).toEqual([9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
  });

  it('ends on three in a row (T3), the winner the other side in misère', () => {
    let s = game.startGame();
    for (const square of [0, 3, 1, 4, 2]) s = game.applyEvent(s, { type: 'move', move: { kind: 'place', square } });
    expect(s.value).toBe('over');
    expect(s.context.result).toEqual({ result: 'white', reason: 'three-in-a-row' });
    const misere = registry.tictactoe.create({ misere: true });
    let m = misere.startGame();
    for (const square of [0, 3, 1, 4, 2]) m = misere.applyEvent(m, { type: 'move', move: { kind: 'place', square } });
    expect(m.context.result).toEqual({ result: 'black', reason: 'three-in-a-row' });
  });

  it('refuses a taken cell and says why; the state chart agrees', () => {
    const s = game.applyEvent(game.startGame(), { type: 'move', move: { kind: 'place', square: 4 } });
    const again = { type: 'move', move: { kind: 'place', square: 4 } } as const;
    expect(game.applyEvent(s, again)).toBe(s);
    expect(game.rejectionReason(s, again)).toBe('not a legal move');
    const actor = createActor(machineOf(game), { input: {} }).start();
    actor.send({ type: 'move', move: { kind: 'place', square: 4 } });
    actor.send(again);
    expect(actor.getSnapshot().context.ply).toBe(1);
    expect(actor.getSnapshot().value).toBe('playing');
  });

  it('refuses a bad option by name', () => {
    expect(() => registry.tictactoe.create({ misere: 1 as never })).toThrow("tictactoe: option 'misere' must be true or false, not 1");
  });
});
