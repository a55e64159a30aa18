// Shakti's own steps (source 001; rulings S1-S7, G1-G3): the setup, the warriors' jump
// option, tiles and holes, the forced pass and the draw when neither side can move. The
// steps every game shares are in common-steps.ts.

import { Given, Then } from '@cucumber/cucumber';
import { shakti as shaktiText } from '@rulebook/notation';
import { shakti } from '@rulebook/rules';
import { rulesOf, type RulebookWorld } from './world.ts';
import { cell, readShaktiPosition, shaktiLegalMoves, writeShaktiPosition } from './shakti-text.ts';
import { colourName, COLOURS, compareSets, showEnding } from './table.ts';

// ---------------------------------------------------------------- Given

Given('the Shakti start position', function (this: RulebookWorld) {
  this.choose('shakti');
  this.shakti.start = rulesOf('shakti').start();
});

Given('the Shakti position {string}', function (this: RulebookWorld, text: string) {
  this.choose('shakti');
  const position = readShaktiPosition(text);
  const problem = rulesOf('shakti').validate(position);
  if (problem !== undefined) throw new Error(`The scenario's position "${text}" is not a legal Shakti position: ${problem}`);
  this.shakti.start = position;
});

function chooseJump(world: RulebookWorld, jump: shakti.WarriorJump): void {
  if (world.shakti.game) throw new Error('Choose the warriors\' jump before the first move');
  world.shakti.warriorJump = jump;
}

/** S4, option `warriorJump: adjacent`. */
Given('warriors jump only to the adjacent cell', function (this: RulebookWorld) {
  chooseJump(this, 'adjacent');
});

/** S4, option `warriorJump: seen` (the default, named for contrast). */
Given('warriors jump to the second tile they see', function (this: RulebookWorld) {
  chooseJump(this, 'seen');
});

// ---------------------------------------------------------------- Then: tiles

Then(/^([a-g][1-7]) is a hole$/, function (this: RulebookWorld, at: string) {
  const position = this.shakti.position;
  if (position.tiles[cell(at)]) throw new Error(`Expected ${at} to be a hole in "${writeShaktiPosition(position)}", but it has a tile`);
});

Then(/^([a-g][1-7]) is a vacant tile$/, function (this: RulebookWorld, at: string) {
  const position = this.shakti.position;
  const c = cell(at);
  const got = !position.tiles[c] ? 'a hole' : position.board[c] ? `a tile holding a ${position.board[c]!.colour} ${position.board[c]!.type}` : 'a vacant tile';
  if (got !== 'a vacant tile') throw new Error(`Expected ${at} to be a vacant tile in "${writeShaktiPosition(position)}", but it is ${got}`);
});

Then('there are {int} tiles', function (this: RulebookWorld, expected: number) {
  const position = this.shakti.position;
  const actual = position.tiles.filter((t) => t).length;
  if (actual !== expected) throw new Error(`Tiles in "${writeShaktiPosition(position)}": expected ${expected}, actual ${actual}`);
});

/** The position string is refused, by the reader or by the rules' validation. */
Then('{string} is refused as a Shakti position', function (this: RulebookWorld, text: string) {
  const parsed = shaktiText.parsePosition(text);
  if (!parsed.ok) return;
  if (rulesOf('shakti').validate(parsed.value) === undefined) throw new Error(`Expected "${text}" to be refused as a Shakti position, but it is accepted`);
});

// ---------------------------------------------------------------- Then: passing and the end

Then(/^(White|Black) must pass$/, function (this: RulebookWorld, who: string) {
  const position = this.shakti.position;
  if (position.turn !== COLOURS[who]) throw new Error(`Expected ${who} to be the side to move, but it is ${colourName(position.turn)}'s turn`);
  const actual = shaktiLegalMoves(position, this.shakti.options).map((m) => m.text);
  compareSets(`Legal moves in "${writeShaktiPosition(position)}" (warriorJump: ${this.shakti.warriorJump}):`, ['pass'], actual);
});

Then(/^the game records (White|Black)'s pass as a move$/, function (this: RulebookWorld, who: string) {
  const game = this.shakti.game;
  if (!game) throw new Error('No move has been played yet');
  const facts = game.context.lastFacts;
  if (!facts || facts.pass !== true || facts.player !== COLOURS[who]) {
    throw new Error(`Expected the last recorded move to be ${who}'s pass, but it is ${facts ? JSON.stringify(facts) : 'nothing'}`);
  }
});

Then('the game is over: drawn: neither side can move', function (this: RulebookWorld) {
  const actual = this.table.ending();
  const expected = { result: 'draw' as const, reason: 'no-moves' };
  if (!actual || actual.result !== 'draw' || actual.reason !== 'no-moves') {
    throw new Error(`End of game:\n  expected: ${showEnding(expected)}\n  actual:   ${showEnding(actual)}`);
  }
});
