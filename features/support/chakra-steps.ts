// Chakra's own steps: its set-up, its ruleset (C3) and its chakras' faces. Thin: every step asks
// @rulebook/rules and @rulebook/notation, and a failing step says what was expected and what was
// found. The steps every game shares are in common-steps.ts.

import { Given, Then } from '@cucumber/cucumber';
import { type chakra, parseSquare } from '@rulebook/rules';
import { rulesOf, type RulebookWorld } from './world.ts';
import { readPosition } from './chakra-text.ts';
import { COLOURS } from './table.ts';

type Ruleset = chakra.Ruleset;

function square(text: string): number {
  const sq = parseSquare(text);
  if (sq === undefined) throw new Error(`"${text}" is not a square`);
  return sq;
}

// ---------------------------------------------------------------- Given

Given('the Chakra start position', function (this: RulebookWorld) {
  this.choose('chakra');
  this.chakra.start = rulesOf('chakra').start();
});

Given('the Chakra position {string}', function (this: RulebookWorld, text: string) {
  this.choose('chakra');
  const position = readPosition(text);
  const problem = rulesOf('chakra').validate(position);
  if (problem !== undefined) throw new Error(`The scenario's position "${text}" is not a legal Chakra position: ${problem}`);
  this.chakra.start = position;
});

Given('the ruleset is {string}', function (this: RulebookWorld, ruleset: string) {
  if (ruleset !== 'current' && ruleset !== '1995') throw new Error(`Unknown ruleset "${ruleset}" (current or 1995)`);
  if (this.chakra.game) throw new Error('Choose the ruleset before the first move');
  this.chakra.ruleset = ruleset as Ruleset;
});

// ---------------------------------------------------------------- Then

Then(/^([a-h][1-8]) holds a (White|Black) chakra with the (knight|king) side up$/, function (this: RulebookWorld, at: string, who: string, face: string) {
  const marker = this.chakra.position.chakras[square(at)];
  const want = `${COLOURS[who]} chakra, ${face} side up`;
  const got = marker ? `${marker.owner} chakra, ${marker.face} side up` : 'no chakra';
  if (got !== want) throw new Error(`${at}: expected ${want}, actual ${got}`);
});
