// Chakra steps. Thin: every step asks @rulebook/rules and @rulebook/notation, and a failing
// step says what was expected and what was found.

import { Given, Then, When } from '@cucumber/cucumber';
import { chakra, parseSquare } from '@rulebook/rules';
import type { ChakraWorld } from './world.ts';
import { legalMoves, moveList, MOVE_TEXT, readPosition, writePosition } from './text.ts';

type Colour = chakra.Colour;
type ChakraMove = chakra.ChakraMove;
type Ruleset = chakra.Ruleset;

const COLOURS: Record<string, Colour> = { White: 'white', Black: 'black' };
const name = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

function square(text: string): number {
  const sq = parseSquare(text);
  if (sq === undefined) throw new Error(`"${text}" is not a square`);
  return sq;
}

function compareSets(what: string, expected: string[], actual: string[]): void {
  const e = [...expected].sort();
  const a = [...actual].sort();
  const missing = e.filter((m) => !a.includes(m));
  const extra = a.filter((m) => !e.includes(m));
  if (missing.length === 0 && extra.length === 0 && e.length === a.length) return;
  throw new Error(
    `${what}\n  expected: ${e.join(' ') || '(none)'}\n  actual:   ${a.join(' ') || '(none)'}` +
      (missing.length ? `\n  missing:  ${missing.join(' ')}` : '') +
      (extra.length ? `\n  extra:    ${extra.join(' ')}` : ''),
  );
}

// ---------------------------------------------------------------- Given

Given('the Chakra start position', function (this: ChakraWorld) {
  this.start = chakra.initialPosition();
});

Given('the Chakra position {string}', function (this: ChakraWorld, text: string) {
  const position = readPosition(text);
  const problem = chakra.validatePosition(position);
  if (problem !== undefined) throw new Error(`The scenario's position "${text}" is not a legal Chakra position: ${problem}`);
  this.start = position;
});

Given('the ruleset is {string}', function (this: ChakraWorld, ruleset: string) {
  if (ruleset !== 'current' && ruleset !== '1995') throw new Error(`Unknown ruleset "${ruleset}" (current or 1995)`);
  if (this.game) throw new Error('Choose the ruleset before the first move');
  this.ruleset = ruleset as Ruleset;
});

Given('draws by repetition are switched off', function (this: ChakraWorld) {
  if (this.game) throw new Error('Choose the options before the first move');
  this.repetition = false;
});

// ---------------------------------------------------------------- When

function play(world: ChakraWorld, player: Colour, text: string): void {
  const game = world.ensureGame();
  const position = game.context.position;
  if (game.value !== 'playing') throw new Error(`${name(player)} cannot play "${text}": the game is over`);
  if (position.turn !== player) throw new Error(`${name(player)} cannot play "${text}": it is ${name(position.turn)}'s turn`);
  const legal = legalMoves(position, world.ruleset);
  const found = legal.find((m) => m.text === text);
  if (!found) {
    throw new Error(
      `"${text}" is not a legal move for ${name(player)} in "${writePosition(position)}" (${world.ruleset})\n  legal: ${legal
        .map((m) => m.text)
        .sort()
        .join(' ')}`,
    );
  }
  const next = chakra.applyEvent(game, { type: 'move', move: found.move });
  if (next === game) throw new Error(`The game rejected "${text}": ${chakra.rejectionReason(game, { type: 'move', move: found.move })}`);
  world.game = next;
}

When(/^(White|Black) plays "([^"]+)"$/, function (this: ChakraWorld, who: string, text: string) {
  play(this, COLOURS[who], text);
});

When('the players play {string}', function (this: ChakraWorld, moves: string) {
  for (const text of moves.split(/\s+/).filter((m) => m.length > 0)) play(this, this.position.turn, text);
});

When(/^(White|Black) resigns$/, function (this: ChakraWorld, who: string) {
  const game = this.ensureGame();
  const event = { type: 'resign', player: COLOURS[who] } as const;
  const next = chakra.applyEvent(game, event);
  if (next === game) throw new Error(`The game rejected ${who}'s resignation: ${chakra.rejectionReason(game, event)}`);
  this.game = next;
});

When('the players agree to a draw', function (this: ChakraWorld) {
  const game = this.ensureGame();
  const next = chakra.applyEvent(game, { type: 'draw' });
  if (next === game) throw new Error(`The game rejected the agreed draw: ${chakra.rejectionReason(game, { type: 'draw' })}`);
  this.game = next;
});

// ---------------------------------------------------------------- Then: moves

function movesOfSquare(world: ChakraWorld, kind: 'piece' | 'chakra', sq: number): string[] {
  const position = world.position;
  return legalMoves(position, world.ruleset)
    .filter(({ move }: { move: ChakraMove }) =>
      kind === 'piece'
        ? (move.kind === 'piece' && move.from === sq) || (move.kind === 'pass' && move.square === sq)
        : (move.kind === 'chakra' && move.from === sq) || (move.kind === 'flip' && move.square === sq),
    )
    .map((m) => m.text);
}

Then(/^the legal moves of the (piece|chakra) on ([a-h][1-8]) are "([^"]*)"$/, function (this: ChakraWorld, kind: string, at: string, expected: string) {
  const actual = movesOfSquare(this, kind as 'piece' | 'chakra', square(at));
  compareSets(`Legal moves of the ${kind} on ${at} in "${writePosition(this.position)}" (${this.ruleset}):`, moveList(expected), actual);
});

Then(/^the (piece|chakra) on ([a-h][1-8]) has no legal moves$/, function (this: ChakraWorld, kind: string, at: string) {
  const actual = movesOfSquare(this, kind as 'piece' | 'chakra', square(at));
  compareSets(`Legal moves of the ${kind} on ${at} in "${writePosition(this.position)}" (${this.ruleset}):`, [], actual);
});

Then('the legal moves are {string}', function (this: ChakraWorld, expected: string) {
  const actual = legalMoves(this.position, this.ruleset).map((m) => m.text);
  compareSets(`Legal moves in "${writePosition(this.position)}" (${this.ruleset}):`, moveList(expected), actual);
});

Then('there are no legal moves', function (this: ChakraWorld) {
  const actual = legalMoves(this.position, this.ruleset).map((m) => m.text);
  compareSets(`Legal moves in "${writePosition(this.position)}" (${this.ruleset}):`, [], actual);
});

Then('the number of legal moves is {int}', function (this: ChakraWorld, expected: number) {
  const actual = legalMoves(this.position, this.ruleset).map((m) => m.text);
  if (actual.length !== expected) {
    throw new Error(`Number of legal moves in "${writePosition(this.position)}" (${this.ruleset}): expected ${expected}, actual ${actual.length}\n  ${actual.sort().join(' ')}`);
  }
});

function checkShape(text: string): void {
  if (!MOVE_TEXT.test(text)) throw new Error(`"${text}" is not written in the move text of the contract`);
}

Then(/^"([^"]+)" is legal$/, function (this: ChakraWorld, text: string) {
  checkShape(text);
  const legal = legalMoves(this.position, this.ruleset).map((m) => m.text);
  if (!legal.includes(text)) throw new Error(`Expected "${text}" to be legal in "${writePosition(this.position)}" (${this.ruleset})\n  legal: ${legal.sort().join(' ')}`);
});

Then(/^"([^"]+)" is not legal$/, function (this: ChakraWorld, text: string) {
  checkShape(text);
  const legal = legalMoves(this.position, this.ruleset).map((m) => m.text);
  if (legal.includes(text)) throw new Error(`Expected "${text}" not to be legal in "${writePosition(this.position)}" (${this.ruleset}), but it is`);
});

// ---------------------------------------------------------------- Then: position, check, end

Then('the position is {string}', function (this: ChakraWorld, expected: string) {
  const actual = writePosition(this.position);
  if (actual !== expected) throw new Error(`Position:\n  expected: ${expected}\n  actual:   ${actual}`);
});

Then(/^(White|Black) is (not )?in check$/, function (this: ChakraWorld, who: string, not: string | undefined) {
  const position = this.position;
  const colour = COLOURS[who];
  if (position.turn !== colour) throw new Error(`Check is asked of the side to move, but it is ${name(position.turn)}'s turn`);
  const check = chakra.isCheck(position, this.ruleset);
  const want = !not;
  if (check !== want) throw new Error(`Expected ${who} ${want ? '' : 'not '}to be in check in "${writePosition(position)}", but ${who} is ${check ? '' : 'not '}in check`);
});

type Ending = { result: 'white' | 'black' | 'draw'; reason: string };

function ending(world: ChakraWorld): Ending | undefined {
  if (world.game) {
    const result = world.game.context.result;
    if (result && world.game.value !== 'over') throw new Error(`The game has a result (${result.result} by ${result.reason}) but is still "${String(world.game.value)}"`);
    if (!result && world.game.value === 'over') throw new Error('The game is over but has no result');
    return result;
  }
  return chakra.outcome(world.position, world.ruleset);
}

const show = (e: Ending | undefined): string => (e ? `${e.result} by ${e.reason}` : 'the game goes on');

Then(/^the game is over: (White|Black) wins by (checkmate|resignation)$/, function (this: ChakraWorld, who: string, reason: string) {
  const actual = ending(this);
  const expected = { result: COLOURS[who], reason };
  if (!actual || actual.result !== expected.result || actual.reason !== expected.reason) {
    throw new Error(`End of game:\n  expected: ${show(expected)}\n  actual:   ${show(actual)}`);
  }
});

Then(/^the game is over: drawn by (stalemate|repetition|agreement)$/, function (this: ChakraWorld, reason: string) {
  const actual = ending(this);
  const expected = { result: 'draw' as const, reason };
  if (!actual || actual.result !== 'draw' || actual.reason !== reason) {
    throw new Error(`End of game:\n  expected: ${show(expected)}\n  actual:   ${show(actual)}`);
  }
});

Then('the game is not over', function (this: ChakraWorld) {
  const actual = ending(this);
  if (actual) throw new Error(`Expected the game to go on, but it ended: ${show(actual)}`);
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
};

Then(/^it is (White|Black)'s turn$/, function (this: ChakraWorld, who: string) {
  const turn = this.position.turn;
  if (turn !== COLOURS[who]) throw new Error(`Expected ${who} to move, but it is ${name(turn)}'s turn`);
});

Then(/^([a-h][1-8]) holds a (White|Black) (King|Queen|Samurai|Monk|Monkey|Courtesan|Pawn)$/, function (this: ChakraWorld, at: string, who: string, what: string) {
  const piece = this.position.board[square(at)];
  const want = `${COLOURS[who]} ${PIECE_WORDS[what]}`;
  const got = piece ? `${piece.colour} ${piece.type}` : 'nothing';
  if (got !== want) throw new Error(`${at}: expected ${want}, actual ${got}`);
});

Then(/^([a-h][1-8]) holds a (White|Black) chakra with the (knight|king) side up$/, function (this: ChakraWorld, at: string, who: string, face: string) {
  const marker = this.position.chakras[square(at)];
  const want = `${COLOURS[who]} chakra, ${face} side up`;
  const got = marker ? `${marker.owner} chakra, ${marker.face} side up` : 'no chakra';
  if (got !== want) throw new Error(`${at}: expected ${want}, actual ${got}`);
});

Then(/^the game rejects "([^"]+)"$/, function (this: ChakraWorld, text: string) {
  checkShape(text);
  const game = this.ensureGame();
  const position = game.context.position;
  const found = legalMoves(position, this.ruleset).find((m) => m.text === text);
  if (!found) throw new Error(`"${text}" must be a legal move of the position for this check to mean anything`);
  const event = { type: 'move', move: found.move } as const;
  const next = chakra.applyEvent(game, event);
  if (next !== game) throw new Error(`Expected the game to reject "${text}", but it was accepted`);
  const reason = chakra.rejectionReason(game, event);
  if (!reason) throw new Error(`The game rejected "${text}" without a reason`);
});
