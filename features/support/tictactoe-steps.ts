// Tic-tac-toe's steps (features/tictactoe/): the fifth game, registered only here. Its rules
// are the rules package's test game, its text the notation's test module; a scenario's game is
// kept beside the world (world.ts knows only the four games), started by its first Given.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ticTacToe } from '../../packages/rules/test/tictactoe/game.ts';
import { ticTacToeText as text, type Snapshot } from '../../packages/notation/test/tictactoe/index.ts';

interface Slot {
  readonly rules: ReturnType<typeof ticTacToe.create>;
  state: Snapshot;
}

const slots = new WeakMap<object, Slot>();

function slot(world: object): Slot {
  const found = slots.get(world);
  if (found === undefined) throw new Error('No game: start the scenario with "Given the tic-tac-toe start position"');
  return found;
}

const MARK = { X: 'white', O: 'black' } as const;

function start(world: object, misere: boolean): void {
  const event = text.startEvent({ misere });
  if (!event.ok) throw new Error(event.error.message);
  const started = text.startFromEvent(event.value);
  if (!started.ok) throw new Error(started.error.message);
  slots.set(world, { rules: ticTacToe.create({ misere }), state: started.value.snapshot });
}

function mark(world: object, square: string): void {
  const game = slot(world);
  const played = text.playAction(game.state, { type: 'move', text: square });
  if (!played.ok) throw new Error(`${square}: ${played.error}`);
  game.state = played.value.snapshot;
}

const legalSquares = (world: object): string[] => {
  const game = slot(world);
  return game.rules.legalMoves(game.state.context.position).map((move) => text.formatMove(game.state.context.position, move));
};

Given('the tic-tac-toe start position', function (this: object) {
  start(this, false);
});

Given('the misère tic-tac-toe start position', function (this: object) {
  start(this, true);
});

When(/^(X|O) marks ([a-c][1-3])$/, function (this: object, who: 'X' | 'O', square: string) {
  assert.equal(slot(this).state.context.position.turn, MARK[who], `it is not ${who}'s turn`);
  mark(this, square);
});

When('the players mark {string}', function (this: object, squares: string) {
  for (const square of squares.split(' ')) mark(this, square);
});

Then('the tic-tac-toe board reads {string}', function (this: object, expected: string) {
  assert.equal(text.formatPosition(slot(this).state.context.position), expected);
});

Then(/^(X|O) may mark any of (\d) squares$/, function (this: object, who: 'X' | 'O', count: string) {
  assert.equal(slot(this).state.context.position.turn, MARK[who]);
  assert.equal(legalSquares(this).length, Number(count));
});

Then(/^(X|O) may not mark ([a-c][1-3])$/, function (this: object, _who: string, square: string) {
  assert.ok(!legalSquares(this).includes(square), `${square} may be marked`);
  assert.equal(text.playAction(slot(this).state, { type: 'move', text: square }).ok, false);
});

Then('no square may be marked', function (this: object) {
  assert.deepEqual(legalSquares(this), []);
});

Then(/^the tic-tac-toe game is over: (X|O) wins with three in a row$/, function (this: object, who: 'X' | 'O') {
  assert.equal(slot(this).state.value, 'over');
  assert.deepEqual(slot(this).state.context.result, { result: MARK[who], reason: 'three-in-a-row' });
});

Then('the tic-tac-toe game is over: a draw on a full board', function (this: object) {
  assert.deepEqual(slot(this).state.context.result, { result: 'draw', reason: 'full-board' });
});

Then('there are {int} ways to play the first {int} marks', function (this: object, games: number, marks: number) {
  const game = slot(this);
  assert.equal(game.rules.perft(game.state.context.position, marks), games);
});
