// Shakti on the play page: the session written once over the notation (lib/notation-session.ts,
// the functions the CLI's `play` uses), given Shakti's definition, its warrior-jump menu (S4) and
// its words, which the replay page (lib/shakti-replay.ts) shows too: the end (S7; G2, G3), a
// move's facts as pairs and as words, its cells for the tint.
import { shakti } from '@rulebook/rules';
import { endingWords, shakti as shaktiText } from '@rulebook/notation';
import type { GameWords } from './game-words.ts';
import { sessionOverNotation } from './notation-session.ts';
import { choiceOf, ok, switchOf, type Colour, type LastSquares, type SessionGame } from './session.ts';

type WarriorJump = shakti.WarriorJump;

const PIECES: Record<shakti.ShaktiPieceType, string> = { king: 'King', warrior: 'warrior' };


/** The end with its reason, as the banner says it (S7; G2 resignation and agreement; G3). */
export const shaktiEndWords = (end: shaktiText.GameEnd): string => `${endingWords(end)}.`;

/** A move's facts (the log's form) as label/value pairs, in the rules' words. */
export function shaktiFactPairs(facts: shaktiText.FactsJson): [string, string][] {
  const pairs: [string, string][] = [];
  // S7: a player not in check without a move passes.
  if (facts.pass) pairs.push(['Pass', 'no legal move, not in check']);
  if (facts.piece !== undefined) pairs.push(['Piece', PIECES[facts.piece]]);
  if (facts.from !== undefined) pairs.push(['From', facts.from]);
  if (facts.to !== undefined) pairs.push(['To', facts.to]);
  // S3: only a King in check captures, an adjacent warrior.
  if (facts.captured) pairs.push(['Captured', `${PIECES[facts.captured.piece]} on ${facts.captured.cell}`]);
  // S4: a warrior's jump removes the first tile.
  if (facts.removedTile !== undefined) pairs.push(['Removed tile', `${facts.removedTile}`]);
  pairs.push(['Check', facts.check ? 'yes' : 'no']);
  if (facts.end) pairs.push(['End', shaktiEndWords(facts.end)]);
  return pairs;
}

/** What the move text does not say: a capture, check. */
function factWords(facts: shaktiText.FactsJson): string | undefined {
  const words: string[] = [];
  if (facts.captured) words.push(`takes the ${PIECES[facts.captured.piece]} on ${facts.captured.cell}`);
  if (facts.removedTile !== undefined) words.push(`removes the tile ${facts.removedTile}`);
  if (facts.check && !facts.end) words.push('check');
  return words.length > 0 ? words.join(', ') : undefined;
}

/** The cells a move's facts name, for the last-move tint; `squares` holds a removed tile. */
function lastOf(facts: shaktiText.FactsJson): LastSquares | undefined {
  if (facts.from === undefined || facts.to === undefined) return undefined;
  return facts.removedTile !== undefined ? { from: facts.from, to: facts.to, squares: [facts.removedTile] } : { from: facts.from, to: facts.to };
}

/** Shakti in the pages' words (the play page's and the replay's). */
export const shaktiWords: GameWords<shaktiText.Types> = {
  endWords: shaktiEndWords,
  choicesOf: (start) => ({ warriorJump: start.options.warriorJump, repetition: start.options.repetition === false ? 'off' : 'on' }),
  moveWords: ({ event }) => factWords(event.facts),
  taken: ({ event }) => (event.facts.captured ? [{ colour: event.player === 'white' ? 'black' : 'white', kind: event.facts.captured.piece }] : []),
  lastOf: ({ event }) => lastOf(event.facts),
  factPairs: ({ event }) => shaktiFactPairs(event.facts),
};

const jumpOf = (options: Readonly<Record<string, string>>): WarriorJump => (options['warriorJump'] === 'adjacent' ? 'adjacent' : 'seen');

export const shaktiSession: SessionGame = sessionOverNotation({
  definition: shakti.shaktiGame,
  // S4: how far a warrior's jump reaches.
  options: [
    choiceOf('warriorJump', 'Warrior jump', shakti.shaktiGame.options.warriorJump, [
      ['seen', 'To the second tile seen (holes skipped)'],
      ['adjacent', 'Only to the very next cell'],
    ]),
    switchOf('repetition', 'Draw on the third repetition', shakti.shaktiGame.options.repetition),
  ],
  // The members the session uses, each by name (not the module whole): the play page then loads no log reader.
  text: {
    parsePosition: shaktiText.parsePosition, formatPosition: shaktiText.formatPosition, startEvent: shaktiText.startEvent, startFromEvent: shaktiText.startFromEvent,
    playAction: shaktiText.playAction, writeLog: shaktiText.writeLog, writeRecord: shaktiText.writeRecord,
  },
  words: shaktiWords,
  startOptions: (choices, position) => ok({ warriorJump: jumpOf(choices), repetition: choices['repetition'] !== 'off', ...(position ? { position } : {}) }),
});
