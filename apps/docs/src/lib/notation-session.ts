// A play-page session, written once over a game's text contract (TextGame): a game in progress
// is its log's start event, the log events its decisions made, and the machine after them, each
// decision played by the notation's `playAction` (the one the CLI's `play` uses); the log and the
// record are the notation's writers over those events, so a downloaded log replays in the CLI.
// A game (lib/<game>-session.ts) gives its definition (id, name), its options, the members of
// its text module the session uses, its words (GameWords) and what differs: how the page's
// choices become the start builder's options, and how the board's decision becomes an action
// (Chakart draws its outcomes from the seed shown, G4). Nothing here knows a rule.
import { describeTextError, gameEndOf, type PlayerActionOf, type TextError, type TextGame, type TextTypes } from '@rulebook/notation';
import { asMove, shownText, type GameWords } from './game-words.ts';
import { err, ok, type Colour, type Decision, type OptionSpec, type PlayedMove, type Result, type Session, type SessionGame } from './session.ts';

/** What the session takes from a game's text module (only these: a play page loads no log reader). */
export type SessionText<T extends TextTypes> = Pick<
  TextGame<T>,
  'parsePosition' | 'formatPosition' | 'startEvent' | 'startFromEvent' | 'playAction' | 'writeLog' | 'writeRecord'
>;

/** The session as the builder keeps it: the public view plus what the notation needs. */
export interface NotationSession<T extends TextTypes> extends Session {
  readonly start: T['start'] & { readonly game: string };
  readonly events: readonly T['logEvent'][];
  readonly snapshot: T['snapshot'];
}

/** One game as the session needs it. */
export interface NotationGame<T extends TextTypes> {
  /** The rules' definition: its name is the page's id, its title the game's name. */
  readonly definition: { readonly name: SessionGame['id']; readonly title: string };
  readonly options: readonly OptionSpec[];
  readonly text: SessionText<T>;
  readonly words: GameWords<T>;
  /** The start builder's options from the page's choices, at the position pasted (else the game's start). */
  startOptions(choices: Readonly<Record<string, string>>, position: T['position'] | undefined): Result<T['startOptions']>;
  /** A decision as the board or a reader gives it, as the notation plays it; its move text when absent. */
  action?(session: NotationSession<T>, decision: string): Result<PlayerActionOf<T['move']>>;
}

/** A text error with its column: `column 12: expected …`. */
export const columnError = (e: Pick<TextError, 'column' | 'message'>): string => `${e.column === undefined ? '' : `column ${e.column}: `}${e.message}`;

/** The SessionGame of a game played through its notation. */
export function sessionOverNotation<T extends TextTypes>(game: NotationGame<T>): SessionGame {
  type GameSession = NotationSession<T>;
  const { text, words } = game;
  const id = game.definition.name;
  const name = game.definition.title;

  const asGame = (session: Session): GameSession | undefined =>
    'snapshot' in session && 'start' in session && (session as GameSession).start.game === id ? (session as GameSession) : undefined;

  /** The public view of a position reached: its text, whose turn, the end. */
  const at = (snapshot: T['snapshot']) => {
    const position = snapshot.context.position as T['position'];
    const end = gameEndOf<T['end']>(snapshot);
    const result = (end as { readonly result?: Colour | 'draw' } | undefined)?.result;
    return { positionText: text.formatPosition(position), turn: position.turn, ...(end ? { end: words.endWords(end) } : {}), ...(result ? { result } : {}) };
  };

  /** The session after one decision the machine accepted. */
  function played(session: GameSession, action: PlayerActionOf<T['move']>): Result<GameSession> {
    let result: ReturnType<SessionText<T>['playAction']>;
    try {
      result = text.playAction(session.snapshot, action);
    } catch (e) {
      return err(`the rules engine failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!result.ok) return err(result.error);
    const value = result.value;
    const ply = session.events.length + 1;
    const event = value.logEvent(ply);
    const decided = { ...value, event, before: session.snapshot.context.position as T['position'] };
    const move = asMove<T>(decided);
    const player: Colour = event.event === 'draw' ? session.turn : event.player;
    const said = move && words.moveWords(move);
    const effects = move && words.effects?.(move);
    const taken = move && words.taken?.(move);
    const decision: Decision =
      event.event === 'resign' ? { type: 'resign', player: event.player } : event.event === 'draw' ? { type: 'draw' } : { type: 'move', text: move && words.decisionText ? words.decisionText(move) : decided.text };
    const shown: PlayedMove = {
      ply,
      player,
      text: shownText(words, decided),
      decision,
      ...(said ? { words: said } : {}),
      ...(effects ? { effects } : {}),
      ...(taken && taken.length > 0 ? { taken } : {}),
    };
    // A resignation or a draw keeps the last move's tint; a move without squares (a pass) has none.
    const last = move ? words.lastOf(move) : session.last;
    return ok({
      options: session.options,
      startText: session.startText,
      ...at(value.snapshot),
      moves: [...session.moves, shown],
      ...(last ? { last } : {}),
      start: session.start,
      events: [...session.events, event as T['logEvent']],
      snapshot: value.snapshot,
    });
  }

  function newGame(choices: Readonly<Record<string, string>>, pasted?: string): Result<Session> {
    const setup = pasted?.trim();
    let position: T['position'] | undefined;
    if (setup !== undefined && setup !== '') {
      // The position string's own message, with its column (notation page).
      const parsed = text.parsePosition(setup);
      if (!parsed.ok) return err(columnError(parsed.error));
      position = parsed.value;
    }
    const options = game.startOptions(choices, position);
    if (!options.ok) return options;
    const start = text.startEvent(options.value);
    if (!start.ok) return err(describeTextError(start.error));
    const started = text.startFromEvent(start.value);
    if (!started.ok) return err(describeTextError(started.error));
    const { snapshot } = started.value;
    const view = at(snapshot);
    const session: GameSession = {
      options: words.choicesOf(start.value),
      startText: view.positionText,
      ...view,
      moves: [],
      start: start.value as GameSession['start'],
      events: [],
      snapshot,
    };
    return ok(session);
  }

  /** The log of a session, the players' names (tags) joining the start line's; a name is one line. */
  const logOf = (s: GameSession, tags?: Readonly<Record<string, string>>) => {
    const given = Object.fromEntries(Object.entries(tags ?? {}).map(([k, v]) => [k, v.replace(/[\r\n]+/g, ' ').trim()]).filter(([, v]) => v !== ''));
    const start = Object.keys(given).length > 0 ? { ...s.start, tags: { ...(s.start as { tags?: Record<string, string> }).tags, ...given } } : s.start;
    return { start, events: s.events } as T['log'];
  };

  return {
    id,
    name,
    options: game.options,
    newGame,
    play(session, decision) {
      const s = asGame(session);
      if (!s) return err(`not a ${name} game`);
      const action = game.action ? game.action(s, decision.trim()) : ok<PlayerActionOf<T['move']>>({ type: 'move', text: decision.trim() });
      return action.ok ? played(s, action.value) : action;
    },
    resign(session, player, timeout) {
      const s = asGame(session);
      const next = s && played(s, { type: timeout ? 'timeout' : 'resign', player });
      return next?.ok ? next.value : session;
    },
    agreeDraw(session) {
      const s = asGame(session);
      const next = s && played(s, { type: 'draw' });
      return next?.ok ? next.value : session;
    },
    log(session, tags) {
      const s = asGame(session);
      return s ? text.writeLog(logOf(s, tags)) : '';
    },
    record(session, tags) {
      const s = asGame(session);
      return s ? text.writeRecord(logOf(s, tags)) : '';
    },
  };
}
