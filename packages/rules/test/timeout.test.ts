// G5 (proposed for online play): a player whose clock runs out loses; the game is over and
// nothing follows. The fold and the state chart of every game take the timeout alike.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { GAME_NAMES, games, machineOf, type AnyGame } from '../src/index.ts';

describe('a timeout (G5)', () => {
  for (const name of GAME_NAMES) {
    it(`${name}: the side whose time ran out loses, in any phase, and nothing follows`, () => {
      const game: AnyGame = games[name].create();
      const start = game.startGame();
      const over = game.applyEvent(start, { type: 'timeout', player: 'black' });
      expect(over.value).toBe('over');
      expect(over.status).toBe('done');
      expect(over.context.result).toEqual({ result: 'white', reason: 'time' });
      // A move, a resignation, a draw or a second timeout after it is refused.
      const move = game.legalMoves(start.context.position)[0];
      const moveEvent = name === 'chakart' ? { type: 'move', move, outcomes: [] } : { type: 'move', move };
      for (const event of [moveEvent, { type: 'resign', player: 'white' }, { type: 'draw' }, { type: 'timeout', player: 'white' }]) {
        expect(game.applyEvent(over, event)).toBe(over);
        expect(game.rejectionReason(over, event)).toBe('the game is over (white won by time)');
      }
      const actor = createActor(machineOf(game), { input: {} }).start();
      actor.send({ type: 'timeout', player: 'black' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.result).toEqual({ result: 'white', reason: 'time' });
      actor.stop();
    });
  }

  it('white running out of time: black wins, after some moves', () => {
    const game: AnyGame = games.chakra.create();
    let state = game.startGame();
    state = game.applyEvent(state, { type: 'move', move: game.legalMoves(state.context.position)[0] });
    expect(state.context.ply).toBe(1);
    const over = game.applyEvent(state, { type: 'timeout', player: 'white' });
    expect(over.context.result).toEqual({ result: 'black', reason: 'time' });
    expect(over.context.ply).toBe(1);
  });
});
