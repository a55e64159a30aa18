// Chakart's own steps (source 004; rulings K1-K13, G2-G4): the start, decisions played with the
// random outcomes the scenario fixes for them (G4), the cells (objects, the marker, invisible
// and immobilized pieces), the once-per-game powers, the phases of a turn and the end by
// captured kings. The steps every game shares are in common-steps.ts.

import { Given, Then, When } from '@cucumber/cucumber';
import { chakart as chakartText } from '@rulebook/notation';
import { chakart } from '@rulebook/rules';
import { rulesOf, type RulebookWorld } from './world.ts';
import {
  chakartSquare,
  machinePhase,
  playDecision,
  possibleOutcomes,
  readChakartPosition,
  readDecision,
  readOutcomes,
  refusalEvent,
  writeChakartPosition,
} from './chakart-text.ts';
import { colourName, COLOURS, compareSets, showEnding, type Colour } from './table.ts';

type ChakartPosition = chakart.ChakartPosition;

const PIECES = 'pawn|rook|knight|bishop|queen|king';
const shown = (world: RulebookWorld): string => `"${writeChakartPosition(world.chakart.position)}"`;

// ---------------------------------------------------------------- Given

/** K1: the start, with the randomness of its back ranks (and the seed of their draw). */
Given(/^the Chakart start position with randomness ([012])(?: and seed (\d+))?$/, function (this: RulebookWorld, randomness: string, seed: string | undefined) {
  this.choose('chakart');
  const slot = this.chakart;
  slot.randomness = Number(randomness) as chakart.Randomness;
  slot.seed = seed === undefined ? undefined : Number(seed);
  slot.start = rulesOf('chakart', { randomness: slot.randomness, ...(slot.seed === undefined ? {} : { seed: slot.seed }) }).start();
});

// The home format's JSON part holds double quotes, so the position is everything between the
// first and the last double quote of the step.
Given(/^the Chakart position "(.*)"$/, function (this: RulebookWorld, text: string) {
  this.choose('chakart');
  const position = readChakartPosition(text);
  const problem = rulesOf('chakart').validate(position);
  if (problem !== undefined) throw new Error(`The scenario's position "${text}" is not a legal Chakart position: ${problem}`);
  this.chakart.start = position;
});

/** G4: the outcomes the next decision draws, fixed by the scenario. */
Given(/^the next outcomes? (?:are|is) "([^"]*)"$/, function (this: RulebookWorld, text: string) {
  this.chakart.next = readOutcomes(text);
});

// ---------------------------------------------------------------- When

When(/^(White|Black) plays "([^"]+)" with the outcomes? "([^"]*)"$/, function (this: RulebookWorld, who: string, text: string, outcomes: string) {
  this.choose('chakart');
  playDecision(this.chakart, COLOURS[who]!, text, readOutcomes(outcomes));
});

// ---------------------------------------------------------------- Then: the start (K1)

function backRank(position: ChakartPosition, rank: number): (chakart.Cell)[] {
  return Array.from({ length: 8 }, (_, f) => chakart.cellAt(position, rank * 8 + f));
}

const cellWord = (cell: chakart.Cell): string =>
  cell === null ? 'nothing' : cell.type === 'piece' ? `${cell.colour} ${cell.kind}` : cell.type === 'object' ? cell.object : `${cell.colour} marker`;

Then(/^each side's bishops stand on squares of opposite colours$/, function (this: RulebookWorld) {
  const position = this.chakart.position;
  for (const colour of ['white', 'black'] as const) {
    const shades = new Set<number>();
    let count = 0;
    for (let s = 0; s < 64; s++) {
      const cell = chakart.cellAt(position, s);
      if (cell?.type === 'piece' && cell.colour === colour && cell.kind === 'bishop') {
        count++;
        shades.add(((s >> 3) + (s & 7)) % 2);
      }
    }
    if (count !== 2 || shades.size !== 2) throw new Error(`${colour}'s bishops in ${shown(this)}: expected two, on squares of opposite colours`);
  }
});

Then(/^Black's back rank (mirrors|differs from) White's$/, function (this: RulebookWorld, how: string) {
  const position = this.chakart.position;
  const white = backRank(position, 0).map((c) => (c?.type === 'piece' ? c.kind : '-')).join(' ');
  const black = backRank(position, 7).map((c) => (c?.type === 'piece' ? c.kind : '-')).join(' ');
  if ((white === black) !== (how === 'mirrors')) throw new Error(`Back ranks in ${shown(this)}:\n  white: ${white}\n  black: ${black}`);
});

Then(/^the pawns fill ranks 2 and 7$/, function (this: RulebookWorld) {
  const position = this.chakart.position;
  for (const [rank, colour] of [[1, 'white'], [6, 'black']] as const) {
    const cells = backRank(position, rank);
    if (!cells.every((c) => c?.type === 'piece' && c.kind === 'pawn' && c.colour === colour)) throw new Error(`Rank ${rank + 1} in ${shown(this)}: expected eight ${colour} pawns`);
  }
});

Then(/^counting every random outcome, (\d+) decisions? can go (\d+) ways$/, function (this: RulebookWorld, depth: string, expected: string) {
  const actual = rulesOf('chakart').perft(this.chakart.position, Number(depth));
  if (actual !== Number(expected)) throw new Error(`Perft ${depth} of ${shown(this)}: expected ${expected}, actual ${actual}`);
});

/**
 * `the position is "…"` of common-steps.ts for Chakart's strings, whose JSON part holds double quotes
 * (the shared step's {string} does not match them, so the two never both match).
 */
Then(/^the position is "(.*\{.*\})"$/, function (this: RulebookWorld, expected: string) {
  const actual = this.table.positionText();
  if (actual !== expected) throw new Error(`Position:\n  expected: ${expected}\n  actual:   ${actual}`);
});

// ---------------------------------------------------------------- Then: cells

function cellAt(world: RulebookWorld, at: string): chakart.Cell {
  return chakart.cellAt(world.chakart.position, chakartSquare(at));
}

Then(/^([a-h][1-8]) holds an? (mushroom|egg|banana|bomb)$/, function (this: RulebookWorld, at: string, object: string) {
  const cell = cellAt(this, at);
  if (cell?.type !== 'object' || cell.object !== object) throw new Error(`${at} in ${shown(this)}: expected a ${object}, actual ${cellWord(cell)}`);
});

Then(/^([a-h][1-8]) is empty$/, function (this: RulebookWorld, at: string) {
  const cell = cellAt(this, at);
  if (cell !== null) throw new Error(`${at} in ${shown(this)}: expected nothing at all, actual ${cellWord(cell)}`);
});

Then(new RegExp(`^([a-h][1-8]) holds an? (White|Black) (pawn|rook|knight|bishop|queen)$`), function (this: RulebookWorld, at: string, who: string, kind: string) {
  const cell = cellAt(this, at);
  if (cell?.type !== 'piece' || cell.colour !== COLOURS[who] || cell.kind !== kind) throw new Error(`${at} in ${shown(this)}: expected a ${COLOURS[who]} ${kind}, actual ${cellWord(cell)}`);
});

function pieceOn(world: RulebookWorld, who: string, kind: string, at: string): Extract<chakart.Cell, { type: 'piece' }> {
  const cell = cellAt(world, at);
  const want = `${COLOURS[who.charAt(0).toUpperCase() + who.slice(1)]} ${kind}`;
  if (cell?.type !== 'piece' || `${cell.colour} ${cell.kind}` !== want) throw new Error(`${at} in ${shown(world)}: expected a ${want}, actual ${cellWord(cell)}`);
  return cell;
}

Then(new RegExp(`^the ([Ww]hite|[Bb]lack) (${PIECES}) on ([a-h][1-8]) is (immobilized|free to move|invisible|seen)$`), function (this: RulebookWorld, who: string, kind: string, at: string, state: string) {
  const cell = pieceOn(this, who, kind, at);
  const actual = {
    immobilized: cell.immobilized === true,
    'free to move': cell.immobilized !== true,
    invisible: cell.invisible === true,
    seen: cell.invisible !== true,
  }[state];
  if (!actual) throw new Error(`The ${who} ${kind} on ${at} in ${shown(this)} is not ${state}`);
});

function markers(position: ChakartPosition): { at: string; colour: Colour }[] {
  const out: { at: string; colour: Colour }[] = [];
  for (let s = 0; s < 64; s++) {
    const cell = chakart.cellAt(position, s);
    if (cell?.type === 'marker') out.push({ at: chakart.squareName(s), colour: cell.colour });
  }
  return out;
}

/** K4: the marker of an invisible queen; it always belongs to the side not to move. */
Then(/^(?:(White|Black)'s|the) marker is on ([a-h][1-8])$/, function (this: RulebookWorld, who: string | undefined, at: string) {
  const position = this.chakart.position;
  const found = markers(position);
  const here = found.find((m) => m.at === at);
  if (!here || found.length !== 1) throw new Error(`Markers in ${shown(this)}: expected one on ${at}, actual ${found.map((m) => `${m.colour} on ${m.at}`).join(', ') || 'none'}`);
  if (who && here.colour !== COLOURS[who]) throw new Error(`The marker on ${at} is ${here.colour}'s, not ${who}'s`);
  if (here.colour === position.turn) throw new Error(`The marker on ${at} belongs to the side to move (${here.colour}); it should have gone`);
});

Then('there is no marker', function (this: RulebookWorld) {
  const found = markers(this.chakart.position);
  if (found.length > 0) throw new Error(`Expected no marker in ${shown(this)}, actual ${found.map((m) => `${m.colour} on ${m.at}`).join(', ')}`);
});

// ---------------------------------------------------------------- Then: powers (K4)

Then(/^(White|Black)'s (shell|invisible move) is (still available|used up)$/, function (this: RulebookWorld, who: string, power: string, state: string) {
  const powers = this.chakart.position.powers[COLOURS[who]!];
  const available = power === 'shell' ? powers.shell : powers.invisible;
  if (available !== (state === 'still available')) throw new Error(`${who}'s ${power} in ${shown(this)}: expected ${state}, actual ${available ? 'still available' : 'used up'}`);
});

// ---------------------------------------------------------------- Then: phases of the turn

function expectPhase(world: RulebookWorld, who: string, kind: string, detail?: (phase: chakart.Phase) => string | undefined): void {
  const slot = world.chakart;
  const position = slot.position;
  const phase = position.phase;
  const machine = slot.game ? machinePhase(slot.game) : phase.kind;
  const problem =
    position.turn !== COLOURS[who]
      ? `it is ${colourName(position.turn)}'s turn`
      : phase.kind !== kind
        ? `the turn is in phase "${phase.kind}"`
        : machine !== kind
          ? `the game waits in "${machine}"`
          : detail?.(phase);
  if (problem) throw new Error(`Expected ${who} to be in phase "${kind}" in ${shown(world)}, but ${problem}`);
}

Then(/^(White|Black) must play again$/, function (this: RulebookWorld, who: string) {
  expectPhase(this, who, 'bonus');
});

Then(/^(White|Black) must swap two pieces$/, function (this: RulebookWorld, who: string) {
  expectPhase(this, who, 'swap');
});

Then(/^(White|Black) must drop an? (queen|rook|knight|bishop|king)$/, function (this: RulebookWorld, who: string, piece: string) {
  expectPhase(this, who, 'drop', (phase) => (phase.kind === 'drop' && phase.piece !== piece ? `the piece to drop is a ${phase.piece}` : undefined));
});

Then(/^(White|Black) must choose what the pawn on ([a-h][1-8]) becomes$/, function (this: RulebookWorld, who: string, at: string) {
  expectPhase(this, who, 'promote', (phase) =>
    phase.kind === 'promote' && phase.resume.square !== chakartSquare(at) ? `the pawn waiting is on ${chakart.squareName(phase.resume.square)}` : undefined,
  );
});

/** The turn is over: the other side is to make its main move. */
Then(/^the turn passes to (White|Black)$/, function (this: RulebookWorld, who: string) {
  expectPhase(this, who, 'move');
});

// ---------------------------------------------------------------- Then: outcomes (G4)

function decisionNamed(world: RulebookWorld, text: string): chakart.Decision {
  const position = world.chakart.position;
  return readDecision(position, text, position.turn);
}

Then(/^the possible outcomes of "([^"]+)" are "([^"]*)"$/, function (this: RulebookWorld, text: string, expected: string) {
  const actual = possibleOutcomes(this.chakart.position, decisionNamed(this, text));
  compareSets(`Possible outcomes of "${text}" in ${shown(this)}:`, expected.split(/\s+/).filter((t) => t.length > 0), actual);
});

Then(/^the possible first outcomes of "([^"]+)" are "([^"]*)"$/, function (this: RulebookWorld, text: string, expected: string) {
  const actual = [...new Set(possibleOutcomes(this.chakart.position, decisionNamed(this, text)).map((seq) => seq.split(',')[0]!))];
  compareSets(`First outcomes of "${text}" in ${shown(this)}:`, expected.split(/\s+/).filter((t) => t.length > 0), actual);
});

Then(/^the possible outcomes of "([^"]+)" after "([^"]+)" are "([^"]*)"$/, function (this: RulebookWorld, text: string, prefix: string, expected: string) {
  const start = prefix.split(/\s+/).join(',');
  const actual = possibleOutcomes(this.chakart.position, decisionNamed(this, text))
    .filter((seq) => seq === start || seq.startsWith(`${start},`))
    .map((seq) => seq.slice(start.length + 1));
  if (actual.length === 0) throw new Error(`"${text}" in ${shown(this)} never draws "${prefix}" first`);
  compareSets(`Outcomes of "${text}" after "${prefix}" in ${shown(this)}:`, expected.split(/\s+/).filter((t) => t.length > 0), actual.filter((t) => t.length > 0));
});

Then(/^"([^"]+)" draws no outcome$/, function (this: RulebookWorld, text: string) {
  const actual = possibleOutcomes(this.chakart.position, decisionNamed(this, text));
  if (actual.length !== 1 || actual[0] !== '') throw new Error(`Expected "${text}" to draw nothing in ${shown(this)}, but it may draw ${actual.join(' | ')}`);
});

Then(/^the game refuses "([^"]+)" (?:with the outcomes? "([^"]*)"|without outcomes)$/, function (this: RulebookWorld, text: string, outcomes: string | undefined) {
  const game = this.chakart.ensureGame();
  const event = refusalEvent(game.context.position, text, readOutcomes(outcomes ?? ''));
  if (this.chakart.rules.applyEvent(game, event) !== game) throw new Error(`Expected the game to refuse "${text}" with "${outcomes ?? ''}", but it was accepted`);
  if (!this.chakart.rules.rejectionReason(game, event)) throw new Error(`The game refused "${text}" without a reason`);
});

function lastFacts(world: RulebookWorld): chakart.ChakartFacts {
  const facts = world.chakart.game?.context.lastFacts;
  if (!facts) throw new Error('No decision has been played yet');
  return facts;
}

Then(/^the last decision drew "([^"]*)"$/, function (this: RulebookWorld, expected: string) {
  const actual = lastFacts(this).outcomes.map((o) => chakartText.formatOutcome(o)).join(' ');
  if (actual !== expected) throw new Error(`Outcomes of the last decision:\n  expected: ${expected}\n  actual:   ${actual}`);
});

Then(/^the effects of the last decision read "([^"]*)"$/, function (this: RulebookWorld, expected: string) {
  const actual = chakartText.describeSteps(lastFacts(this).steps);
  if (actual !== expected) throw new Error(`Effects of the last decision:\n  expected: ${expected}\n  actual:   ${actual}`);
});

// ---------------------------------------------------------------- Then: the end (K2)

Then(/^the game is over: (White|Black) wins: (White|Black) has no king left$/, function (this: RulebookWorld, who: string, loser: string) {
  if (who === loser) throw new Error('The winner and the loser are the same side');
  const actual = this.table.ending();
  const expected = { result: COLOURS[who]!, reason: 'kings-captured' };
  if (!actual || actual.result !== expected.result || actual.reason !== expected.reason) {
    throw new Error(`End of game in ${shown(this)}:\n  expected: ${showEnding(expected)}\n  actual:   ${showEnding(actual)}`);
  }
});

Then('the game is over: drawn: neither side has a king left', function (this: RulebookWorld) {
  const actual = this.table.ending();
  if (!actual || actual.result !== 'draw' || actual.reason !== 'kings-captured') {
    throw new Error(`End of game in ${shown(this)}:\n  expected: draw by kings-captured\n  actual:   ${showEnding(actual)}`);
  }
});

// ---------------------------------------------------------------- Then: texts (notation)

Then(/^"(.*)" is refused as a Chakart position$/, function (this: RulebookWorld, text: string) {
  const parsed = chakartText.parsePosition(text);
  if (!parsed.ok) return;
  const problem = rulesOf('chakart').validate(parsed.value);
  if (problem === undefined) throw new Error(`Expected "${text}" to be refused as a Chakart position, but it reads as "${writeChakartPosition(parsed.value)}"`);
});

Then('{string} is written back the same as an outcome', function (this: RulebookWorld, text: string) {
  const parsed = chakartText.parseOutcome(text);
  if (!parsed.ok) throw new Error(`"${text}" does not read as an outcome: ${parsed.error.message}`);
  const back = chakartText.formatOutcome(parsed.value);
  if (back !== text) throw new Error(`The outcome "${text}" is written back as "${back}"`);
});

Then('{string} is refused as a Chakart outcome', function (this: RulebookWorld, text: string) {
  const parsed = chakartText.parseOutcome(text);
  if (parsed.ok) throw new Error(`Expected "${text}" to be refused as an outcome, but it reads as "${chakartText.formatOutcome(parsed.value)}"`);
});

Then('{string} is refused as a decision here', function (this: RulebookWorld, text: string) {
  const position = this.chakart.position;
  const parsed = chakartText.parseMove(position, text);
  if (parsed.ok && rulesOf('chakart').isLegal(position, parsed.value)) throw new Error(`Expected "${text}" to be refused in ${shown(this)}, but it reads as a legal decision`);
});
