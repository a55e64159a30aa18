// Medea on the play page: the session written once over the notation (lib/notation-session.ts,
// the functions the CLI's `play` uses), given Medea's definition, its repetition switch (G3) and
// its words, which the replay page (lib/medea-replay.ts) shows too: the end (D9; G2, G3), a move
// in words from its facts, its facts as pairs, the squares it touched for the tint.
import { medea } from '@rulebook/rules';
import { endingWords, medea as medeaText } from '@rulebook/notation';
import type { GameWords } from './game-words.ts';
import { sessionOverNotation } from './notation-session.ts';
import { ok, switchOf, type Colour, type LastSquares, type SessionGame } from './session.ts';

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');
const otherColour = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

/** How a game ended, with its reason (D9; G2, G3), in players' words. */
const endWords = (end: { readonly result: Colour | 'draw'; readonly reason: string }): string => `${endingWords(end)}.`;

const takenWords = (captured: medeaText.FactsJson['captured']): string =>
  (captured ?? []).map((c) => (c.piece === 'king' ? `${c.square} (a king)` : c.square)).join(', ');

/** A move in words from its log facts: `man d5-b3 capturing d4, c3`, `man g1 enters its chakra h2 and is sent to a2`. */
function moveWords(facts: medeaText.FactsJson, player: Colour): string {
  if (facts.piece === undefined) return `${colourWord(player)}'s chakra moves ${facts.from}-${facts.to}`;
  let words: string;
  if (facts.via !== undefined && facts.from === facts.to) {
    words = `${facts.piece} ${facts.from} enters its chakra ${facts.via} and comes back: a pass`;
  } else if (facts.via !== undefined) {
    words = `${facts.piece} ${facts.from} enters its chakra ${facts.via} and is sent to ${facts.to}`;
    const taken = facts.captured?.[0];
    if (taken !== undefined) words += `, taking the ${taken.piece} there by replacement`;
  } else {
    words = `${facts.piece} ${facts.from}-${facts.to}`;
    if (facts.captured !== undefined) words += ` capturing ${takenWords(facts.captured)}`;
  }
  if (facts.promoted) words += ', promoted to king';
  return words;
}

/** The squares a move touched, for the board's last-move tint: the chakra entered, the landings, the pieces taken. */
function lastOf(facts: medeaText.FactsJson): LastSquares {
  const squares = [...(facts.via !== undefined ? [facts.via] : []), ...(facts.path ?? []), ...(facts.captured ?? []).map((c) => c.square)].filter(
    (s) => s !== facts.from && s !== facts.to,
  );
  return { from: facts.from, to: facts.to, ...(squares.length > 0 ? { squares: [...new Set(squares)] } : {}) };
}

/** The facts of one log event as label/value pairs, for the replay page. */
function factsOf(event: medeaText.LogEvent): [string, string][] {
  if (event.event === 'resign') return [['Resignation', `${colourWord(event.player)} resigns`]];
  if (event.event === 'draw') return [['Draw', 'agreed by both players']];
  if (event.event === 'timeout') return [['Time', `${colourWord(event.player)} ran out of time`]];
  const f = event.facts;
  const facts: [string, string][] = [['Piece', f.piece ?? `${colourWord(event.player)}'s chakra`]];
  facts.push(['From', f.from], ['To', f.to]);
  if (f.via !== undefined) facts.push(['Transmitter', f.from === f.to ? `entered ${f.via} and came back: a pass` : `entered ${f.via}, sent to ${f.to}`]);
  if (f.path !== undefined) facts.push(['Landings', f.path.join(', ')]);
  if (f.captured !== undefined) facts.push([f.via !== undefined ? 'Replacement' : 'Captured', takenWords(f.captured)]);
  if (f.promoted) facts.push(['Promotion', 'the man becomes a king']);
  if (f.end !== undefined) facts.push(['End', endWords(f.end)]);
  return facts;
}

/** Medea in the pages' words (the play page's and the replay's). */
export const medeaWords: GameWords<medeaText.Types> = {
  endWords,
  choicesOf: (start) => ({ repetition: start.options.repetition ? 'on' : 'off' }),
  moveWords: ({ event }) => moveWords(event.facts, event.player),
  taken: ({ event }) => (event.facts.captured ?? []).map((c) => ({ colour: otherColour(event.player), kind: c.piece })),
  lastOf: ({ event }) => lastOf(event.facts),
  factPairs: ({ event }) => factsOf(event),
  eventPairs: (event) => factsOf(event),
};

export const medeaSession: SessionGame = sessionOverNotation({
  definition: medea.medeaGame,
  options: [switchOf('repetition', 'Draw on the third repetition', medea.medeaGame.options.repetition)],
  // The members the session uses, each by name (not the module whole): the play page then loads no log reader.
  text: {
    parsePosition: medeaText.parsePosition, formatPosition: medeaText.formatPosition, startEvent: medeaText.startEvent, startFromEvent: medeaText.startFromEvent,
    playAction: medeaText.playAction, writeLog: medeaText.writeLog, writeRecord: medeaText.writeRecord,
  },
  words: medeaWords,
  startOptions: (choices, position) => ok({ repetition: choices['repetition'] !== 'off', ...(position ? { position } : {}) }),
});
