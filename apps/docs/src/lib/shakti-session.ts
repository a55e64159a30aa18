// Shakti on the play page: a game in progress is its log's start event, the log events its
// decisions made, and the machine after them (@rulebook/notation's playShaktiAction, the
// function the CLI's `play` uses). The log and the record are the notation's writers over those
// events, so a downloaded log replays in the CLI. A pasted log is replayed apart
// (lib/shakti-replay.ts, with replayShaktiLog), so the play page does not load the log reader;
// the words it shows (shaktiEndWords, shaktiFactPairs, lastOf) are here and exported.
import type { shakti } from '@rulebook/rules';
import {
  describeTextError,
  formatShaktiPosition,
  parseShaktiPosition,
  playShaktiAction,
  shaktiGameEnd,
  shaktiLogToRecord,
  shaktiStartEvent,
  startShaktiFromEvent,
  writeShaktiLog,
  type ShaktiFactsJson,
  type ShaktiGameEnd,
  type ShaktiLogEvent,
  type ShaktiPlayerAction,
  type ShaktiStartEvent,
  type TextError,
} from '@rulebook/notation';
import { err, ok, type Colour, type LastSquares, type PlayedMove, type Result, type Session, type SessionGame } from './session.ts';

type WarriorJump = shakti.WarriorJump;

/** The session as this module keeps it: the public view plus what the notation needs. */
interface ShaktiSession extends Session {
  readonly start: ShaktiStartEvent;
  readonly events: readonly ShaktiLogEvent[];
  readonly snapshot: shakti.GameSnapshot;
}

const PIECES: Record<shakti.ShaktiPieceType, string> = { king: 'King', warrior: 'warrior' };

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

/** The end with its reason, as the banner says it (S7; G2 resignation and agreement; G3). */
export function shaktiEndWords(end: ShaktiGameEnd): string {
  if (end.result !== 'draw') return `${colourWord(end.result)} wins by ${end.reason}.`;
  // S7: neither side can move.
  if (end.reason === 'no-moves') return 'Draw: neither side can move.';
  return `Draw by ${end.reason}.`;
}

/** A move's facts (the log's form) as label/value pairs, in the rules' words. */
export function shaktiFactPairs(facts: ShaktiFactsJson): [string, string][] {
  const pairs: [string, string][] = [];
  // S7: a player not in check without a move passes.
  if (facts.pass) pairs.push(['Pass', 'no legal move, not in check (S7)']);
  if (facts.piece !== undefined) pairs.push(['Piece', PIECES[facts.piece]]);
  if (facts.from !== undefined) pairs.push(['From', facts.from]);
  if (facts.to !== undefined) pairs.push(['To', facts.to]);
  // S3: only a King in check captures, an adjacent warrior.
  if (facts.captured) pairs.push(['Captured', `${PIECES[facts.captured.piece]} on ${facts.captured.cell} (S3)`]);
  // S4: a warrior's jump removes the first tile.
  if (facts.removedTile !== undefined) pairs.push(['Removed tile', `${facts.removedTile} (S4)`]);
  pairs.push(['Check', facts.check ? 'yes' : 'no']);
  if (facts.end) pairs.push(['End', shaktiEndWords(facts.end)]);
  return pairs;
}

/** What the move text does not say: a capture, check. */
function factWords(facts: ShaktiFactsJson): string | undefined {
  const words: string[] = [];
  if (facts.captured) words.push(`takes the ${PIECES[facts.captured.piece]} on ${facts.captured.cell}`);
  if (facts.removedTile !== undefined) words.push(`removes the tile ${facts.removedTile}`);
  if (facts.check && !facts.end) words.push('check');
  return words.length > 0 ? words.join(', ') : undefined;
}

/** The cells a move's facts name, for the last-move tint; `squares` holds a removed tile. */
export function lastOf(facts: ShaktiFactsJson): LastSquares | undefined {
  if (facts.from === undefined || facts.to === undefined) return undefined;
  return facts.removedTile !== undefined ? { from: facts.from, to: facts.to, squares: [facts.removedTile] } : { from: facts.from, to: facts.to };
}

const jumpOf = (options: Readonly<Record<string, string>>): WarriorJump => (options['warriorJump'] === 'adjacent' ? 'adjacent' : 'seen');

/** A pasted position's problem, with its column: `column 12: expected …`. */
const positionError = (e: TextError): string => `${e.column === undefined ? '' : `column ${e.column}: `}${e.message}`;

function asShakti(session: Session): ShaktiSession | undefined {
  return 'snapshot' in session && 'start' in session && (session as ShaktiSession).start.game === 'shakti' ? (session as ShaktiSession) : undefined;
}

/** The session after one decision the machine accepted. */
function played(session: ShaktiSession, action: ShaktiPlayerAction): Result<ShaktiSession> {
  const result = playShaktiAction(session.snapshot, action);
  if (!result.ok) return err(result.error);
  const value = result.value;
  const ply = session.events.length + 1;
  const event = value.logEvent(ply);
  const end = shaktiGameEnd(value.snapshot);
  const player: Colour = event.event === 'draw' ? session.turn : event.player;
  const words = event.event === 'move' ? factWords(event.facts) : undefined;
  const move: PlayedMove = { ply, player, text: value.text, ...(words ? { words } : {}) };
  // A pass moves nothing: no tint.
  const last = event.event === 'move' ? lastOf(event.facts) : session.last;
  return ok({
    options: session.options,
    startText: session.startText,
    positionText: formatShaktiPosition(value.position),
    turn: value.position.turn,
    moves: [...session.moves, move],
    ...(end ? { end: shaktiEndWords(end) } : {}),
    ...(last ? { last } : {}),
    start: session.start,
    events: [...session.events, event],
    snapshot: value.snapshot,
  });
}

function newGame(options: Readonly<Record<string, string>>, position?: string): Result<Session> {
  const warriorJump = jumpOf(options);
  const setup = position?.trim();
  if (setup !== undefined && setup !== '') {
    const parsed = parseShaktiPosition(setup);
    if (!parsed.ok) return err(positionError(parsed.error));
  }
  const start = shaktiStartEvent({ warriorJump, ...(setup ? { position: setup } : {}) });
  if (!start.ok) return err(describeTextError(start.error));
  const started = startShaktiFromEvent(start.value);
  if (!started.ok) return err(describeTextError(started.error));
  const { snapshot, position: startPosition } = started.value;
  const end = shaktiGameEnd(snapshot);
  const startText = formatShaktiPosition(startPosition);
  const session: ShaktiSession = {
    options: { warriorJump },
    startText,
    positionText: startText,
    turn: startPosition.turn,
    moves: [],
    ...(end ? { end: shaktiEndWords(end) } : {}),
    start: start.value,
    events: [],
    snapshot,
  };
  return ok(session);
}

const logOf = (s: ShaktiSession) => ({ start: s.start, events: s.events });

export const shaktiSession: SessionGame = {
  id: 'shakti',
  name: 'Shakti',
  options: [
    {
      // S4: how far a warrior's jump reaches.
      name: 'warriorJump',
      label: 'Warrior jump',
      choices: [
        { value: 'seen', label: 'To the second tile seen (holes skipped)' },
        { value: 'adjacent', label: 'Only to the very next cell' },
      ],
      default: 'seen',
    },
  ],
  newGame,
  play(session, decision) {
    const s = asShakti(session);
    if (!s) return err('not a Shakti game');
    return played(s, { type: 'move', text: decision.trim() });
  },
  resign(session, player) {
    const s = asShakti(session);
    const next = s && played(s, { type: 'resign', player });
    return next?.ok ? next.value : session;
  },
  agreeDraw(session) {
    const s = asShakti(session);
    const next = s && played(s, { type: 'draw' });
    return next?.ok ? next.value : session;
  },
  log(session) {
    const s = asShakti(session);
    return s ? writeShaktiLog(logOf(s)) : '';
  },
  record(session) {
    const s = asShakti(session);
    return s ? shaktiLogToRecord(logOf(s)) : '';
  },
};
