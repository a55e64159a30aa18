// Chakra on the play page: the session written once over the notation (lib/notation-session.ts,
// the functions the CLI's `play` uses), given Chakra's definition, its ruleset menu (C3) and its
// words, which the replay page (lib/chakra-replay.ts) shows too: the end (C15; G2, G3), a move's
// facts as pairs and as words, its squares for the tint.
import { chakra } from '@rulebook/rules';
import { endingWords, chakra as chakraText } from '@rulebook/notation';
import type { GameWords } from './game-words.ts';
import { PIECE_NAMES } from './letters.ts';
import { sessionOverNotation } from './notation-session.ts';
import { choiceOf, ok, switchOf, type Colour, type LastSquares, type SessionGame } from './session.ts';

type Ruleset = chakra.Ruleset;

// The pieces' names, the pawn in lower case as the sentences say it.
const PIECES: Record<chakra.PieceType, string> = { ...PIECE_NAMES, pawn: 'pawn' };

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

/** The end with its reason, as the banner says it (C15; G2 resignation and agreement; G3). */
export const chakraEndWords = (end: chakraText.GameEnd): string => `${endingWords(end)}.`;

/** A move's facts (the log's form) as label/value pairs, in the rules' words. */
export function chakraFactPairs(facts: chakraText.FactsJson): [string, string][] {
  const pairs: [string, string][] = [];
  if (facts.piece !== undefined) pairs.push(['Piece', PIECES[facts.piece]]);
  else pairs.push(['Piece', facts.from === facts.to ? 'a chakra, flipped in place' : 'a vacant chakra']);
  pairs.push(['From', facts.from], ['To', facts.to]);
  if (facts.via !== undefined) {
    // C9: a pass enters the own chakra and comes back; C8: a transmission ends on the far chakra.
    pairs.push(['Transmitter', facts.from === facts.to ? `pass: entered ${facts.via} and was sent back` : `entered ${facts.via}, sent on to ${facts.to}`]);
  }
  if (facts.captured) pairs.push(['Captured', `${PIECES[facts.captured.piece]} on ${facts.captured.square}`]);
  if (facts.promotion) pairs.push(['Promotion', `${PIECES[facts.promotion]}`]);
  if (facts.transmitterCaptured) {
    const t = facts.transmitterCaptured;
    pairs.push(['Transmitter captured', `${colourWord(t.owner)}'s chakras on ${t.squares[0]} and ${t.squares[1]}`]);
  }
  if (facts.face) pairs.push(['Chakra face', facts.face === 'knight' ? 'knight (circle)' : 'king (square)']);
  pairs.push(['Check', facts.check ? 'yes' : 'no']);
  if (facts.end) pairs.push(['End', chakraEndWords(facts.end)]);
  return pairs;
}

/** What the move text does not say: captures, the Transmitter, a face, check. */
function factWords(facts: chakraText.FactsJson): string | undefined {
  const words: string[] = [];
  if (facts.captured) words.push(`takes the ${PIECES[facts.captured.piece]} on ${facts.captured.square}`);
  if (facts.transmitterCaptured) words.push(`takes ${colourWord(facts.transmitterCaptured.owner)}'s Transmitter`);
  if (facts.via !== undefined && facts.from !== facts.to) words.push(`through the Transmitter (${facts.via})`);
  if (facts.face && facts.piece === undefined) words.push(`chakra ${facts.face} face up`);
  if (facts.check && !facts.end) words.push('check');
  return words.length > 0 ? words.join(', ') : undefined;
}

/** The squares a move's facts name, for the last-move tint. */
function lastOf(facts: chakraText.FactsJson): LastSquares {
  return facts.via !== undefined ? { from: facts.from, to: facts.to, squares: [facts.via] } : { from: facts.from, to: facts.to };
}

/** Chakra in the pages' words (the play page's and the replay's). */
export const chakraWords: GameWords<chakraText.Types> = {
  endWords: chakraEndWords,
  choicesOf: (start) => ({ ruleset: start.ruleset, repetition: start.options.repetition === false ? 'off' : 'on' }),
  moveWords: ({ event }) => factWords(event.facts),
  taken: ({ event }) => (event.facts.captured ? [{ colour: event.player === 'white' ? 'black' : 'white', kind: event.facts.captured.piece }] : []),
  lastOf: ({ event }) => lastOf(event.facts),
  factPairs: ({ event }) => chakraFactPairs(event.facts),
};

const rulesetOf = (options: Readonly<Record<string, string>>): Ruleset => (options['ruleset'] === '1995' ? '1995' : 'current');

export const chakraSession: SessionGame = sessionOverNotation({
  definition: chakra.chakraGame,
  options: [
    choiceOf('ruleset', 'Ruleset', chakra.chakraGame.options.ruleset, [['current', 'Current (MindSports page)'], ['1995', '1995 text']]),
    switchOf('repetition', 'Draw on the third repetition', chakra.chakraGame.options.repetition),
  ],
  // The members the session uses, each by name (not the module whole): the play page then loads no log reader.
  text: {
    parsePosition: chakraText.parsePosition, formatPosition: chakraText.formatPosition, startEvent: chakraText.startEvent, startFromEvent: chakraText.startFromEvent,
    playAction: chakraText.playAction, writeLog: chakraText.writeLog, writeRecord: chakraText.writeRecord,
  },
  words: chakraWords,
  startOptions: (choices, position) => ok({ ruleset: rulesetOf(choices), repetition: choices['repetition'] !== 'off', ...(position ? { position } : {}) }),
});
