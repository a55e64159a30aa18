// Medea's own steps (source 003; rulings D1-D9, G1-G3): the provisional setup, men and kings,
// chakras, the ways of the game's end, moves compared by identity (D5) and captures entered
// hop by hop in the game machine. The steps every game shares are in common-steps.ts.

import { Given, Then, When } from '@cucumber/cucumber';
import { medea as medeaText } from '@rulebook/notation';
import { medea, squareName } from '@rulebook/rules';
import { rulesOf, type RulebookWorld } from './world.ts';
import { legalList, medeaSquare, moveSquare, readMedeaMove, readMedeaPosition, writeMedeaPosition } from './medea-text.ts';
import { colourName, COLOURS, compareSets, moveList, showEnding } from './table.ts';

type MedeaMove = medea.MedeaMove;
type MedeaPosition = medea.MedeaPosition;

// ---------------------------------------------------------------- Given

Given('the Medea start position', function (this: RulebookWorld) {
  this.choose('medea');
  this.medea.start = rulesOf('medea').start();
});

Given('the Medea position {string}', function (this: RulebookWorld, text: string) {
  this.choose('medea');
  const position = readMedeaPosition(text);
  const problem = rulesOf('medea').validate(position);
  if (problem !== undefined) throw new Error(`The scenario's position "${text}" is not a legal Medea position: ${problem}`);
  this.medea.start = position;
});

// ---------------------------------------------------------------- Then: the setup (D1)

Then('the rules call this start position a provisional reconstruction', function (this: RulebookWorld) {
  const note: unknown = medea.PROVISIONAL_SETUP_NOTE;
  if (typeof note !== 'string' || !/provisional/i.test(note) || !/reconstruct/i.test(note)) {
    throw new Error(`Expected medea.PROVISIONAL_SETUP_NOTE to say plainly that the start is a provisional reconstruction (D1), but it is ${JSON.stringify(note)}`);
  }
});

// ---------------------------------------------------------------- Then: squares, pieces, chakras

Then(/^([a-h][1-8]) holds a (White|Black) (man|king)$/, function (this: RulebookWorld, at: string, who: string, what: string) {
  const want = `${COLOURS[who]} ${what}`;
  const got = this.table.pieceAt(at);
  if (got !== want) throw new Error(`${at} in "${this.table.positionText()}": expected a ${want}, actual ${got}`);
});

Then(/^([a-h][1-8]) holds no piece$/, function (this: RulebookWorld, at: string) {
  const got = this.table.pieceAt(at);
  if (got !== 'nothing') throw new Error(`${at} in "${this.table.positionText()}": expected no piece, actual a ${got}`);
});

Then(/^([a-h][1-8]) holds a (vacant )?(White|Black) chakra$/, function (this: RulebookWorld, at: string, vacant: string | undefined, who: string) {
  const position = this.medea.position;
  const sq = medeaSquare(at);
  const owner = position.chakras[sq];
  if (owner !== COLOURS[who]) throw new Error(`${at} in "${writeMedeaPosition(position)}": expected a ${who} chakra, actual ${owner ? `a ${colourName(owner)} chakra` : 'no chakra'}`);
  if (vacant && position.board[sq]) throw new Error(`${at} in "${writeMedeaPosition(position)}": expected the chakra to be vacant, but a ${position.board[sq]!.colour} ${position.board[sq]!.type} stands on it`);
});

Then(/^(White|Black) has (\d+) (men|man|kings|king)$/, function (this: RulebookWorld, who: string, count: string, what: string) {
  const type = what.startsWith('m') ? 'man' : 'king';
  const position = this.medea.position;
  const actual = position.board.filter((p) => p !== null && p.colour === COLOURS[who] && p.type === type).length;
  if (actual !== Number(count)) throw new Error(`${who}'s ${type}s in "${writeMedeaPosition(position)}": expected ${count}, actual ${actual}`);
});

// ---------------------------------------------------------------- Then: moves by identity (D5)

/** Every expected text read as a legal move (short forms allowed), compared with the legal moves by D5 identity. */
function compareByIdentity(what: string, position: MedeaPosition, expected: string, legal: readonly MedeaMove[]): void {
  const wanted = moveList(expected).map((text) => ({ text, move: readMedeaMove(position, text) }));
  for (let i = 0; i < wanted.length; i++) {
    for (let j = i + 1; j < wanted.length; j++) {
      if (rulesOf('medea').sameMove(wanted[i]!.move, wanted[j]!.move)) throw new Error(`The scenario names one move twice: "${wanted[i]!.text}" and "${wanted[j]!.text}"`);
    }
  }
  const show = (m: MedeaMove): string => medeaText.formatMove(position, m);
  const missing = wanted.filter((w) => !legal.some((m) => rulesOf('medea').sameMove(m, w.move)));
  const extra = legal.filter((m) => !wanted.some((w) => rulesOf('medea').sameMove(m, w.move)));
  if (missing.length === 0 && extra.length === 0 && wanted.length === legal.length) return;
  throw new Error(
    `${what} "${writeMedeaPosition(position)}":\n  expected: ${wanted.map((w) => `${w.text} (${show(w.move)})`).join(' ')}\n  actual:   ${legal.map(show).sort().join(' ') || '(none)'}` +
      (missing.length ? `\n  missing:  ${missing.map((w) => w.text).join(' ')}` : '') +
      (extra.length ? `\n  extra:    ${extra.map(show).join(' ')}` : '') +
      (wanted.length !== legal.length ? `\n  (${wanted.length} named, ${legal.length} legal: one move listed more than once?)` : ''),
  );
}

Then('the legal moves, written in short, are {string}', function (this: RulebookWorld, expected: string) {
  const position = this.medea.position;
  compareByIdentity('Legal moves in', position, expected, rulesOf('medea').legalMoves(position));
});

Then(/^the legal moves of the piece on ([a-h][1-8]), written in short, are "([^"]*)"$/, function (this: RulebookWorld, at: string, expected: string) {
  const position = this.medea.position;
  const sq = medeaSquare(at);
  const legal = rulesOf('medea').legalMoves(position).filter((m) => m.kind !== 'chakra' && moveSquare(m) === sq);
  compareByIdentity(`Legal moves of the piece on ${at} in`, position, expected, legal);
});

/** A capture path as written: start, then every landing square. */
function pathText(from: number, path: readonly number[]): string {
  return [from, ...path].map((s) => squareName(s)).join('x');
}

Then(/^the ways to capture from ([a-h][1-8]) are "([^"]*)"$/, function (this: RulebookWorld, at: string, expected: string) {
  const position = this.medea.position;
  const sq = medeaSquare(at);
  const actual = (medea.capturePaths(position) as readonly { from: number; path: readonly number[] }[]).filter((p) => p.from === sq).map((p) => pathText(p.from, p.path));
  compareSets(`Capture paths from ${at} in "${writeMedeaPosition(position)}":`, moveList(expected), actual);
});

Then(/^"([^"]+)" is ambiguous between (.+)$/, function (this: RulebookWorld, text: string, candidates: string) {
  const position = this.medea.position;
  const parsed = medeaText.parseMove(position, text);
  if (parsed.ok) throw new Error(`Expected "${text}" to be ambiguous in "${writeMedeaPosition(position)}", but it reads as ${medeaText.formatMove(position, parsed.value)}`);
  const names = [...candidates.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  const missing = names.filter((n) => !parsed.error.message.includes(n));
  if (missing.length > 0 || !/ambiguous/i.test(parsed.error.message)) {
    throw new Error(`Expected the reader to call "${text}" ambiguous, naming ${names.join(', ')}; it says: ${parsed.error.message}`);
  }
});

// ---------------------------------------------------------------- Then: the end (D9)

Then(/^the game is over: (White|Black) wins: (White|Black) has no (pieces|legal move)$/, function (this: RulebookWorld, who: string, loser: string, what: string) {
  if (who === loser) throw new Error('The winner and the loser are the same side');
  const actual = this.table.ending();
  const expected = { result: COLOURS[who]!, reason: what === 'pieces' ? 'no-pieces' : 'no-moves' };
  if (!actual || actual.result !== expected.result || actual.reason !== expected.reason) {
    throw new Error(`End of game in "${this.table.positionText()}":\n  expected: ${showEnding(expected)}\n  actual:   ${showEnding(actual)}`);
  }
});

// ---------------------------------------------------------------- Hop by hop (the machine)

function hop(world: RulebookWorld, who: string, text: string): void {
  const m = /^([a-h][1-8])x([a-h][1-8])$/.exec(text);
  if (!m) throw new Error(`"${text}" is not one hop (from x to, e.g. "d4xd6")`);
  const slot = world.medea;
  const game = slot.ensureGame();
  const position = game.context.position;
  if (position.turn !== COLOURS[who]) throw new Error(`${who} cannot hop "${text}": it is ${colourName(position.turn)}'s turn`);
  const event = { type: 'hop', from: medeaSquare(m[1]!), to: medeaSquare(m[2]!) } as const;
  const next = slot.rules.applyEvent(game, event);
  if (next === game) throw new Error(`The game rejected the hop "${text}" in "${writeMedeaPosition(position)}": ${slot.rules.rejectionReason(game, event)}\n  legal: ${legalList(position)}`);
  slot.game = next;
}

When(/^(White|Black) captures hop by hop ("[^"]+"(?: then "[^"]+")*)$/, function (this: RulebookWorld, who: string, hops: string) {
  for (const m of hops.matchAll(/"([^"]+)"/g)) hop(this, who, m[1]!);
});

When(/^(White|Black) hops "([^"]+)"$/, function (this: RulebookWorld, who: string, text: string) {
  hop(this, who, text);
});

Then(/^the game rejects the hop "([a-h][1-8])x([a-h][1-8])"$/, function (this: RulebookWorld, from: string, to: string) {
  const game = this.medea.ensureGame();
  const event = { type: 'hop', from: medeaSquare(from), to: medeaSquare(to) } as const;
  if (this.medea.rules.applyEvent(game, event) !== game) throw new Error(`Expected the game to reject the hop ${from}x${to} in "${writeMedeaPosition(game.context.position)}", but it was accepted`);
  if (!this.medea.rules.rejectionReason(game, event)) throw new Error(`The game rejected the hop ${from}x${to} without a reason`);
});

Then(/^(White|Black) is in the middle of a capture$/, function (this: RulebookWorld, who: string) {
  const game = this.medea.game;
  if (!game) throw new Error('No hop has been entered yet');
  if (game.value !== 'capturing' || !game.context.pending) {
    throw new Error(`Expected ${who} to be in the middle of a capture, but the game is "${String(game.value)}"${game.context.pending ? '' : ' with no capture pending'}`);
  }
  if (game.context.position.turn !== COLOURS[who]) throw new Error(`The pending capture is ${colourName(game.context.position.turn)}'s, not ${who}'s`);
});

Then(/^the pieces taken so far are "([^"]*)"$/, function (this: RulebookWorld, expected: string) {
  const pending = this.medea.game?.context.pending;
  if (!pending) throw new Error('No capture is pending');
  compareSets('Pieces taken by the pending capture:', moveList(expected), pending.captured.map((s) => squareName(s)));
});

Then('the capture is complete', function (this: RulebookWorld) {
  const game = this.medea.game;
  if (!game) throw new Error('No hop has been entered yet');
  if (game.value === 'capturing' || game.context.pending) throw new Error(`Expected the capture to be complete, but the game is "${String(game.value)}" with hops pending`);
  if (!game.context.lastFacts || !game.context.lastFacts.captured?.length) throw new Error('Expected the completed capture to be recorded as the last move, with the pieces it took');
});

function lastFacts(world: RulebookWorld): medea.MedeaFacts {
  const facts = world.medea.game?.context.lastFacts;
  if (!facts) throw new Error('No move has been played yet');
  return facts;
}

Then(/^the last move took "([^"]*)"$/, function (this: RulebookWorld, expected: string) {
  const facts = lastFacts(this);
  compareSets('Pieces taken by the last move:', moveList(expected), (facts.captured ?? []).map((c) => squareName(c.square)));
});

Then(/^the last move (promoted|did not promote) the man$/, function (this: RulebookWorld, what: string) {
  const facts = lastFacts(this);
  if (facts.piece !== 'man') throw new Error(`The last move was made by a ${facts.piece ?? 'chakra'}, not a man`);
  const want = what === 'promoted';
  if ((facts.promoted === true) !== want) throw new Error(`Expected the last move ${want ? '' : 'not '}to promote the man: ${JSON.stringify(facts)}`);
});

Then(/^the last move went through the chakra on ([a-h][1-8])$/, function (this: RulebookWorld, at: string) {
  const facts = lastFacts(this);
  if (facts.via !== medeaSquare(at)) throw new Error(`Expected the last move to be transmitted through ${at}: ${JSON.stringify(facts)}`);
});
