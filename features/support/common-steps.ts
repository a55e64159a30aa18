// The steps every game shares, in the same words for each: each asks the scenario's game table
// (world.table, table.ts), so no step here knows a game. Thin: a failing step says what was
// expected and what was found. Each game's own steps are in <game>-steps.ts.

import { Given, Then, When } from '@cucumber/cucumber';
import type { RulebookWorld } from './world.ts';
import { colourName, COLOURS, compareSets, moveList, showEnding, type MoveOwner } from './table.ts';

// ---------------------------------------------------------------- Given

Given('draws by repetition are switched off', function (this: RulebookWorld) {
  this.table.repetitionOff();
});

// ---------------------------------------------------------------- When

When(/^(White|Black) plays "([^"]+)"$/, function (this: RulebookWorld, who: string, text: string) {
  this.table.play(COLOURS[who], text);
});

When('the players play {string}', function (this: RulebookWorld, moves: string) {
  const table = this.table;
  for (const text of moves.split(/\s+/).filter((m) => m.length > 0)) table.play(table.turn(), text);
});

When(/^(White|Black) resigns$/, function (this: RulebookWorld, who: string) {
  this.table.resign(COLOURS[who]);
});

When('the players agree to a draw', function (this: RulebookWorld) {
  this.table.agreeDraw();
});

// G5: the server's clock records that a player's time ran out.
When(/^(White|Black)'s time runs out$/, function (this: RulebookWorld, who: string) {
  this.table.timeout(COLOURS[who]);
});

// ---------------------------------------------------------------- Then: moves

const where = (world: RulebookWorld): string => `"${world.table.positionText()}" (${world.table.settings()})`;

Then(/^the legal moves of the (piece|chakra) on ([a-h][1-8]) are "([^"]*)"$/, function (this: RulebookWorld, kind: string, at: string, expected: string) {
  const actual = this.table.movesOf(kind as MoveOwner, at);
  compareSets(`Legal moves of the ${kind} on ${at} in ${where(this)}:`, moveList(expected), actual);
});

Then(/^the (piece|chakra) on ([a-h][1-8]) has no legal moves$/, function (this: RulebookWorld, kind: string, at: string) {
  const actual = this.table.movesOf(kind as MoveOwner, at);
  compareSets(`Legal moves of the ${kind} on ${at} in ${where(this)}:`, [], actual);
});

Then('the legal moves are {string}', function (this: RulebookWorld, expected: string) {
  compareSets(`Legal moves in ${where(this)}:`, moveList(expected), this.table.legalTexts());
});

Then('there are no legal moves', function (this: RulebookWorld) {
  compareSets(`Legal moves in ${where(this)}:`, [], this.table.legalTexts());
});

Then('the number of legal moves is {int}', function (this: RulebookWorld, expected: number) {
  const actual = this.table.legalTexts();
  if (actual.length !== expected) {
    throw new Error(`Number of legal moves in ${where(this)}: expected ${expected}, actual ${actual.length}\n  ${actual.sort().join(' ')}`);
  }
});

function checkShape(world: RulebookWorld, text: string): void {
  if (!world.table.moveShape.test(text)) throw new Error(`"${text}" is not written in ${world.table.title}'s move text of the contract`);
}

Then(/^"([^"]+)" is legal$/, function (this: RulebookWorld, text: string) {
  checkShape(this, text);
  const legal = this.table.legalTexts();
  if (!legal.includes(text)) throw new Error(`Expected "${text}" to be legal in ${where(this)}\n  legal: ${legal.sort().join(' ')}`);
});

Then(/^"([^"]+)" is not legal$/, function (this: RulebookWorld, text: string) {
  checkShape(this, text);
  if (this.table.legalTexts().includes(text)) throw new Error(`Expected "${text}" not to be legal in ${where(this)}, but it is`);
});

// ---------------------------------------------------------------- Then: position, check, end

Then('the position is {string}', function (this: RulebookWorld, expected: string) {
  const actual = this.table.positionText();
  if (actual !== expected) throw new Error(`Position:\n  expected: ${expected}\n  actual:   ${actual}`);
});

Then(/^(White|Black) is (not )?in check$/, function (this: RulebookWorld, who: string, not: string | undefined) {
  const table = this.table;
  const colour = COLOURS[who];
  if (table.turn() !== colour) throw new Error(`Check is asked of the side to move, but it is ${colourName(table.turn())}'s turn`);
  const check = table.isCheck();
  const want = !not;
  if (check !== want) throw new Error(`Expected ${who} ${want ? '' : 'not '}to be in check in "${table.positionText()}", but ${who} is ${check ? '' : 'not '}in check`);
});

Then(/^the game is over: (White|Black) wins by (checkmate|resignation)$/, function (this: RulebookWorld, who: string, reason: string) {
  const actual = this.table.ending();
  const expected = { result: COLOURS[who], reason };
  if (!actual || actual.result !== expected.result || actual.reason !== expected.reason) {
    throw new Error(`End of game:\n  expected: ${showEnding(expected)}\n  actual:   ${showEnding(actual)}`);
  }
});

Then(/^the game is over: drawn by (stalemate|repetition|agreement)$/, function (this: RulebookWorld, reason: string) {
  const actual = this.table.ending();
  const expected = { result: 'draw' as const, reason };
  if (!actual || actual.result !== 'draw' || actual.reason !== reason) {
    throw new Error(`End of game:\n  expected: ${showEnding(expected)}\n  actual:   ${showEnding(actual)}`);
  }
});

Then(/^the game is over: (White|Black) wins on time$/, function (this: RulebookWorld, who: string) {
  const actual = this.table.ending();
  const expected = { result: COLOURS[who], reason: 'time' };
  if (!actual || actual.result !== expected.result || actual.reason !== expected.reason) {
    throw new Error(`End of game:\n  expected: ${showEnding(expected)}\n  actual:   ${showEnding(actual)}`);
  }
});

Then('the game is not over', function (this: RulebookWorld) {
  const actual = this.table.ending();
  if (actual) throw new Error(`Expected the game to go on, but it ended: ${showEnding(actual)}`);
});

// ---------------------------------------------------------------- Then: squares and turn

const PIECE_WORDS: Record<string, string> = {
  King: 'king',
  Queen: 'queen',
  Samurai: 'samurai',
  Monk: 'monk',
  Monkey: 'monkey',
  Courtesan: 'courtesan',
  Pawn: 'pawn',
  warrior: 'warrior',
};

Then(/^it is (White|Black)'s turn$/, function (this: RulebookWorld, who: string) {
  const turn = this.table.turn();
  if (turn !== COLOURS[who]) throw new Error(`Expected ${who} to move, but it is ${colourName(turn)}'s turn`);
});

Then(/^([a-h][1-8]) holds a (White|Black) (King|Queen|Samurai|Monk|Monkey|Courtesan|Pawn|warrior)$/, function (this: RulebookWorld, at: string, who: string, what: string) {
  const want = `${COLOURS[who]} ${PIECE_WORDS[what]}`;
  const got = this.table.pieceAt(at);
  if (got !== want) throw new Error(`${at}: expected ${want}, actual ${got}`);
});

Then(/^the game rejects "([^"]+)"$/, function (this: RulebookWorld, text: string) {
  checkShape(this, text);
  this.table.rejects(text);
});
