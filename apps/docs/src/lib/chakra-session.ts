// Chakra on the play page: a game in progress is its log's start event, the log events its
// decisions made, and the machine after them (@rulebook/notation's playAction, the function the
// CLI's `play` uses). The log and the record are the notation's writers over those events, so a
// downloaded log replays in the CLI. A pasted log is replayed apart (lib/chakra-replay.ts, with
// replayChakraLog), so the play page does not load the log reader; the words it shows
// (chakraEndWords, chakraFactPairs, lastOf) are here and exported.
import type { chakra } from '@rulebook/rules';
import {
  chakraLogToRecord,
  describeTextError,
  formatChakraPosition,
  gameEnd,
  parseChakraPosition,
  playAction,
  startEvent,
  startFromEvent,
  writeChakraLog,
  type ChakraLogEvent,
  type ChakraStartEvent,
  type FactsJson,
  type GameEnd,
  type PlayerAction,
  type TextError,
} from '@rulebook/notation';
import { err, ok, type Colour, type LastSquares, type PlayedMove, type Result, type Session, type SessionGame } from './session.ts';

type Ruleset = chakra.Ruleset;

/** The session as this module keeps it: the public view plus what the notation needs. */
interface ChakraSession extends Session {
  readonly start: ChakraStartEvent;
  readonly events: readonly ChakraLogEvent[];
  readonly snapshot: chakra.GameSnapshot;
}

const PIECES: Record<chakra.PieceType, string> = {
  king: 'King',
  queen: 'Queen',
  samurai: 'Samurai',
  monk: 'Monk',
  monkey: 'Monkey',
  courtesan: 'Courtesan',
  pawn: 'pawn',
};

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

/** The end with its reason, as the banner says it (C15; G2 resignation and agreement; G3). */
export function chakraEndWords(end: GameEnd): string {
  if (end.result !== 'draw') return `${colourWord(end.result)} wins by ${end.reason}.`;
  return `Draw by ${end.reason}.`;
}

/** A move's facts (the log's form) as label/value pairs, in the rules' words. */
export function chakraFactPairs(facts: FactsJson): [string, string][] {
  const pairs: [string, string][] = [];
  if (facts.piece !== undefined) pairs.push(['Piece', PIECES[facts.piece]]);
  else pairs.push(['Piece', facts.from === facts.to ? 'a chakra, flipped in place (C5)' : 'a vacant chakra (C6)']);
  pairs.push(['From', facts.from], ['To', facts.to]);
  if (facts.via !== undefined) {
    // C9: a pass enters the own chakra and comes back; C8: a transmission ends on the far chakra.
    pairs.push(['Transmitter', facts.from === facts.to ? `pass: entered ${facts.via} and was sent back (C9)` : `entered ${facts.via}, sent on to ${facts.to} (C8)`]);
  }
  if (facts.captured) pairs.push(['Captured', `${PIECES[facts.captured.piece]} on ${facts.captured.square}`]);
  if (facts.promotion) pairs.push(['Promotion', `${PIECES[facts.promotion]} (C14)`]);
  if (facts.transmitterCaptured) {
    const t = facts.transmitterCaptured;
    pairs.push(['Transmitter captured', `${colourWord(t.owner)}'s chakras on ${t.squares[0]} and ${t.squares[1]} (C10)`]);
  }
  if (facts.face) pairs.push(['Chakra face', facts.face === 'knight' ? 'knight (circle)' : 'king (square)']);
  pairs.push(['Check', facts.check ? 'yes' : 'no']);
  if (facts.end) pairs.push(['End', chakraEndWords(facts.end)]);
  return pairs;
}

/** What the move text does not say: captures, the Transmitter, a face, check. */
function factWords(facts: FactsJson): string | undefined {
  const words: string[] = [];
  if (facts.captured) words.push(`takes the ${PIECES[facts.captured.piece]} on ${facts.captured.square}`);
  if (facts.transmitterCaptured) words.push(`takes ${colourWord(facts.transmitterCaptured.owner)}'s Transmitter`);
  if (facts.via !== undefined && facts.from !== facts.to) words.push(`through the Transmitter (${facts.via})`);
  if (facts.face && facts.piece === undefined) words.push(`chakra ${facts.face} face up`);
  if (facts.check && !facts.end) words.push('check');
  return words.length > 0 ? words.join(', ') : undefined;
}

/** The squares a move's facts name, for the last-move tint. */
export function lastOf(facts: FactsJson): LastSquares {
  return facts.via !== undefined ? { from: facts.from, to: facts.to, squares: [facts.via] } : { from: facts.from, to: facts.to };
}

/** A pasted position's problem, with its column: `column 12: expected …`. */
const positionError = (e: TextError): string => `${e.column === undefined ? '' : `column ${e.column}: `}${e.message}`;

const rulesetOf = (options: Readonly<Record<string, string>>): Ruleset => (options['ruleset'] === '1995' ? '1995' : 'current');

function asChakra(session: Session): ChakraSession | undefined {
  return 'snapshot' in session && 'start' in session && (session as ChakraSession).start.game === 'chakra' ? (session as ChakraSession) : undefined;
}

/** The session after one decision the machine accepted. */
function played(session: ChakraSession, action: PlayerAction): Result<ChakraSession> {
  const result = playAction(session.snapshot, action, session.start.ruleset);
  if (!result.ok) return err(result.error);
  const value = result.value;
  const ply = session.events.length + 1;
  const event = value.logEvent(ply);
  const end = gameEnd(value.snapshot);
  const player: Colour = event.event === 'draw' ? session.turn : event.player;
  const words = event.event === 'move' ? factWords(event.facts) : undefined;
  const move: PlayedMove = { ply, player, text: value.text, ...(words ? { words } : {}) };
  const last = event.event === 'move' ? lastOf(event.facts) : session.last;
  return ok({
    options: session.options,
    startText: session.startText,
    positionText: formatChakraPosition(value.position),
    turn: value.position.turn,
    moves: [...session.moves, move],
    ...(end ? { end: chakraEndWords(end) } : {}),
    ...(last ? { last } : {}),
    start: session.start,
    events: [...session.events, event],
    snapshot: value.snapshot,
  });
}

function newGame(options: Readonly<Record<string, string>>, position?: string): Result<Session> {
  const ruleset = rulesetOf(options);
  const setup = position?.trim();
  if (setup !== undefined && setup !== '') {
    // The position string's own message, with its column (notation page).
    const parsed = parseChakraPosition(setup);
    if (!parsed.ok) return err(positionError(parsed.error));
  }
  const start = startEvent({ ruleset, ...(setup ? { position: setup } : {}) });
  if (!start.ok) return err(describeTextError(start.error));
  const started = startFromEvent(start.value);
  if (!started.ok) return err(describeTextError(started.error));
  const { snapshot, position: startPosition } = started.value;
  const end = gameEnd(snapshot);
  const startText = formatChakraPosition(startPosition);
  const session: ChakraSession = {
    options: { ruleset },
    startText,
    positionText: startText,
    turn: startPosition.turn,
    moves: [],
    ...(end ? { end: chakraEndWords(end) } : {}),
    start: start.value,
    events: [],
    snapshot,
  };
  return ok(session);
}

const logOf = (s: ChakraSession) => ({ start: s.start, events: s.events });

export const chakraSession: SessionGame = {
  id: 'chakra',
  name: 'Chakra',
  options: [
    {
      name: 'ruleset',
      label: 'Ruleset',
      choices: [
        { value: 'current', label: 'Current (MindSports page)' },
        { value: '1995', label: '1995 text' },
      ],
      default: 'current',
    },
  ],
  newGame,
  play(session, decision) {
    const s = asChakra(session);
    if (!s) return err('not a Chakra game');
    return played(s, { type: 'move', text: decision.trim() });
  },
  resign(session, player) {
    const s = asChakra(session);
    const next = s && played(s, { type: 'resign', player });
    return next?.ok ? next.value : session;
  },
  agreeDraw(session) {
    const s = asChakra(session);
    const next = s && played(s, { type: 'draw' });
    return next?.ok ? next.value : session;
  },
  log(session) {
    const s = asChakra(session);
    return s ? writeChakraLog(logOf(s)) : '';
  },
  record(session) {
    const s = asChakra(session);
    return s ? chakraLogToRecord(logOf(s)) : '';
  },
};
