// A play-page session over a game's notation, for the games whose session is its log and
// nothing more (Chakra, Shakti): a game in progress is its log's start event, the log events
// its decisions made, and the machine after them, each decision played by the notation's
// play function (the one the CLI's `play` uses); the log and the record are the notation's
// writers over those events, so a downloaded log replays in the CLI. A game describes itself
// with NotationGame (its notation functions, its options, and its words: end, facts, last-move
// squares) and `sessionOverNotation` makes its SessionGame. Nothing here knows a rule.
// (Medea's session reads a pasted position and its end its own way and Chakart's plays seeded
// outcomes: both keep their own sessions.)
import { describeTextError, type Result as NotationResult, type TextError } from '@rulebook/notation';
import { err, ok, type Colour, type LastSquares, type OptionSpec, type PlayedMove, type Result, type Session, type SessionGame } from './session.ts';

/** A log event as the session reads it: a move with its facts, a resignation, an agreed draw. */
export type LogEventLike<F> =
  | { readonly event: 'move'; readonly player: Colour; readonly facts: F }
  | { readonly event: 'resign'; readonly player: Colour }
  | { readonly event: 'draw' };

/** A decision as the page makes it: move text, a resignation, an agreed draw. */
export type Decision = { readonly type: 'move'; readonly text: string } | { readonly type: 'resign'; readonly player: Colour } | { readonly type: 'draw' };

/** A decision the notation played: its text, the position and machine after it, its log event. */
export interface PlayedLike<Position, Snapshot, Event> {
  readonly text: string;
  readonly position: Position;
  readonly snapshot: Snapshot;
  readonly logEvent: (ply: number) => Event;
}

/** A game's log, as its writers take it. */
export interface LogOf<Start, Event> {
  readonly start: Start;
  readonly events: readonly Event[];
}

/** One game as the session needs it: its notation functions, its options and its words. */
export interface NotationGame<
  Options extends Readonly<Record<string, string>>,
  Start extends { readonly game: string },
  Event extends LogEventLike<Facts>,
  Facts,
  Snapshot,
  Position extends { readonly turn: Colour },
  End,
> {
  readonly id: SessionGame['id'];
  readonly name: string;
  readonly options: readonly OptionSpec[];
  /** The page's choices as the start event takes them (and the session keeps them). */
  optionsOf(choices: Readonly<Record<string, string>>): Options;
  /** A pasted position string read, for its problem with a column. */
  parsePosition(text: string): NotationResult<unknown, TextError>;
  startEvent(options: Options & { readonly position?: string }): NotationResult<Start, TextError>;
  startFromEvent(start: Start): NotationResult<{ readonly snapshot: Snapshot; readonly position: Position }, TextError>;
  /** One decision through the notation (the CLI's `play`); `start` holds the rules' options. */
  play(snapshot: Snapshot, action: Decision, start: Start): NotationResult<PlayedLike<Position, Snapshot, Event>, string>;
  gameEnd(snapshot: Snapshot): End | undefined;
  formatPosition(position: Position): string;
  writeLog(log: LogOf<Start, Event>): string;
  logToRecord(log: LogOf<Start, Event>): string;
  /** The end with its reason, as the banner says it. */
  endWords(end: End): string;
  /** What a move's text does not say, from its facts. */
  factWords(facts: Facts): string | undefined;
  /** The squares a move's facts name, for the last-move tint (none: no tint). */
  lastOf(facts: Facts): LastSquares | undefined;
}

/** The session as the builder keeps it: the public view plus what the notation needs. */
interface NotationSession<Start, Event, Snapshot> extends Session {
  readonly start: Start;
  readonly events: readonly Event[];
  readonly snapshot: Snapshot;
}

/** A pasted position's problem, with its column: `column 12: expected …`. */
const positionError = (e: TextError): string => `${e.column === undefined ? '' : `column ${e.column}: `}${e.message}`;

/** The SessionGame of a game played through its notation. */
export function sessionOverNotation<
  Options extends Readonly<Record<string, string>>,
  Start extends { readonly game: string },
  Event extends LogEventLike<Facts>,
  Facts,
  Snapshot,
  Position extends { readonly turn: Colour },
  End,
>(game: NotationGame<Options, Start, Event, Facts, Snapshot, Position, End>): SessionGame {
  type GameSession = NotationSession<Start, Event, Snapshot>;

  const asGame = (session: Session): GameSession | undefined =>
    'snapshot' in session && 'start' in session && (session as GameSession).start.game === game.id ? (session as GameSession) : undefined;

  /** The session after one decision the machine accepted. */
  function played(session: GameSession, action: Decision): Result<GameSession> {
    const result = game.play(session.snapshot, action, session.start);
    if (!result.ok) return err(result.error);
    const value = result.value;
    const ply = session.events.length + 1;
    const event = value.logEvent(ply);
    const seen: LogEventLike<Facts> = event;
    const end = game.gameEnd(value.snapshot);
    const player: Colour = seen.event === 'draw' ? session.turn : seen.player;
    const words = seen.event === 'move' ? game.factWords(seen.facts) : undefined;
    const move: PlayedMove = { ply, player, text: value.text, ...(words ? { words } : {}) };
    // A resignation or a draw keeps the last move's tint; a move without squares (a pass) has none.
    const last = seen.event === 'move' ? game.lastOf(seen.facts) : session.last;
    return ok({
      options: session.options,
      startText: session.startText,
      positionText: game.formatPosition(value.position),
      turn: value.position.turn,
      moves: [...session.moves, move],
      ...(end ? { end: game.endWords(end) } : {}),
      ...(last ? { last } : {}),
      start: session.start,
      events: [...session.events, event],
      snapshot: value.snapshot,
    });
  }

  function newGame(choices: Readonly<Record<string, string>>, position?: string): Result<Session> {
    const options = game.optionsOf(choices);
    const setup = position?.trim();
    if (setup !== undefined && setup !== '') {
      // The position string's own message, with its column (notation page).
      const parsed = game.parsePosition(setup);
      if (!parsed.ok) return err(positionError(parsed.error));
    }
    const start = game.startEvent({ ...options, ...(setup ? { position: setup } : {}) });
    if (!start.ok) return err(describeTextError(start.error));
    const started = game.startFromEvent(start.value);
    if (!started.ok) return err(describeTextError(started.error));
    const { snapshot, position: startPosition } = started.value;
    const end = game.gameEnd(snapshot);
    const startText = game.formatPosition(startPosition);
    const session: GameSession = {
      options,
      startText,
      positionText: startText,
      turn: startPosition.turn,
      moves: [],
      ...(end ? { end: game.endWords(end) } : {}),
      start: start.value,
      events: [],
      snapshot,
    };
    return ok(session);
  }

  const logOf = (s: GameSession): LogOf<Start, Event> => ({ start: s.start, events: s.events });

  return {
    id: game.id,
    name: game.name,
    options: game.options,
    newGame,
    play(session, decision) {
      const s = asGame(session);
      if (!s) return err(`not a ${game.name} game`);
      return played(s, { type: 'move', text: decision.trim() });
    },
    resign(session, player) {
      const s = asGame(session);
      const next = s && played(s, { type: 'resign', player });
      return next?.ok ? next.value : session;
    },
    agreeDraw(session) {
      const s = asGame(session);
      const next = s && played(s, { type: 'draw' });
      return next?.ok ? next.value : session;
    },
    log(session) {
      const s = asGame(session);
      return s ? game.writeLog(logOf(s)) : '';
    },
    record(session) {
      const s = asGame(session);
      return s ? game.logToRecord(logOf(s)) : '';
    },
  };
}
