// The play page of a game, whatever the game: a game room for two people at one screen, or for
// one against the computer. The board as large as the screen allows, the players beside it
// (their names, the pieces each has taken, who is to move), the status (whose turn, check, the
// end) and the move list in numbered turns, clickable to look back; undo, flip, resignation by
// either side and an agreed draw (each confirmed), a new game with the game's options or from a
// position (confirmed in a dialog: NewGame.tsx), the log and record to download and a compact
// link to the replay page (GameFiles.tsx). The dialog, the downloads and the computer load in
// one chunk just after the page (extras.ts: the page budget of issue #6). The game in
// progress is kept in the browser (store.ts) and resumed on reload; a play link
// (`?position=…&<option>=…`) starts a game there. Everything a game does goes through its
// session (lib/<game>-session.ts), which goes through the notation: the room checks exactly
// what the CLI checks.
//
// Test hooks: the root .rb-play carries data-game, data-position (the live position),
// data-options (the game's options as JSON, Chakart's seed among them),
// data-shown (the position on the board), data-ply (decisions played), data-view (the ply
// shown while looking back), data-over, data-flipped and data-ready; the move list is
// MoveList's (ol.rb-movelist button[data-ply]); the end is .rb-end, the board's status
// .rb-status-line, a reason for a click .rb-notice, an error .rb-error[role=alert]; the new
// game dialog is dialog.rb-newgame; the share link input[name="share"].
//
// The computer (Computer.tsx) plays one side when asked; the engine answers in its Web Worker
// (lib/engine/), which the game's island makes (`engine`). While it is the computer's turn
// the board takes no decision and the root carries
// data-thinking; data-opponent is the computer's side, data-level its level. Against the
// computer, Undo takes back the computer's reply and the player's decisions before it, and
// only the player may resign (no draw is offered to it).
import type { VNode } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Colour, LastSquares, Session, SessionGame, Taken } from '../../lib/session.ts';
import { StepIcon } from './icons.tsx';
import MoveList, { moveLabel } from './MoveList.tsx';
import PlayerBar from './PlayerBar.tsx';
import type { ComputerView } from './Computer.tsx';
import { keptOf, linkStart, loadGame, loadPlayers, resume, saveGame, savePlayers, type Opponent, type Players } from './store.ts';
import './room.css';

export interface PlayBoardArgs {
  position: string;
  options: Readonly<Record<string, string>>;
  onPlay: (decision: string) => void;
  last?: LastSquares;
  /** The board takes decisions: the live position of a game not over. */
  interactive: boolean;
  flipped: boolean;
  onNotice: (text: string | undefined) => void;
  onStatus: (text: string) => void;
}

export interface PlayShellProps {
  game: SessionGame;
  renderBoard: (args: PlayBoardArgs) => VNode;
  /** A taken piece's picture, in the game's glyphs. */
  pieceIcon: (piece: Taken) => VNode;
  /** Makes the game's engine worker (lib/engine/<game>-worker.ts): the computer opponent, hint and evaluation. */
  engine?: () => Worker;
}

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');
const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

const defaults = (game: SessionGame): Record<string, string> => Object.fromEntries(game.options.map((o) => [o.name, o.default]));

const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The score beside a player's name once the game is over. */
const scoreOf = (result: Colour | 'draw' | undefined, colour: Colour): string | undefined =>
  result === undefined ? undefined : result === 'draw' ? '½' : result === colour ? '1' : '0';

/** Where a status line's first sentence ends. */
const statusFirst = (status: string): number => {
  const end = status.indexOf('. ');
  return end < 0 ? status.length : end + 1;
};

/** The players' names as the log's and the record's tags. */
const tagsOf = (players: Players): Record<string, string> => ({ ...(players.white.trim() ? { White: players.white.trim() } : {}), ...(players.black.trim() ? { Black: players.black.trim() } : {}) });

export default function PlayShell({ game, renderBoard, pieceIcon, engine }: PlayShellProps) {
  // The game so far, one session per decision (index n: after n decisions); undo pops the last.
  const [sessions, setSessions] = useState<Session[]>(() => {
    const first = game.newGame(defaults(game));
    return first.ok ? [first.value] : [];
  });
  // The position the game started from when it was given (a play link, a pasted position).
  const [startedAt, setStartedAt] = useState<string | undefined>(undefined);
  // The ply shown while looking back through the move list; undefined: the live position.
  const [view, setView] = useState<number | undefined>(undefined);
  const [players, setPlayers] = useState<Players>({ white: '', black: '' });
  const [flip, setFlip] = useState(false);
  const [autoFlip, setAutoFlip] = useState(false);
  const [status, setStatus] = useState('');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState<'resign' | 'draw' | undefined>(undefined);
  const [ready, setReady] = useState(false);
  // The new game dialog (NewGame.tsx, loaded when first opened), while it is open.
  const [newGame, setNewGame] = useState(false);
  // The computer: its side and level (kept with the game), the evaluation asked for.
  const [opponent, setOpponent] = useState<Opponent | undefined>(undefined);
  const [analysis, setAnalysis] = useState(false);
  // The room's parts loaded after the page (extras.ts): the computer, the downloads, the dialog.
  const [extras, setExtras] = useState<typeof import('./extras.ts')>();
  const [seen, setSeen] = useState<ComputerView>({});
  // Online play (online/, one chunk loaded for an online page or the Invite action): the room, or the invitation dialog.
  const [online, setOnline] = useState<typeof import('./online/index.ts')>();
  const [mode, setMode] = useState<'room' | 'invite'>();
  const goOnline = (to: 'room' | 'invite') => {
    setMode(to);
    import('./online/index.ts').then(setOnline, () => setError('Online play could not be loaded: reload the page.'));
  };

  // On arrival: a play link's start, else the game kept in the browser, else a new game.
  useEffect(() => {
    if (/[?&]online=/.test(window.location.search)) goOnline('room');
    setPlayers(loadPlayers());
    const kept = loadGame(game.id);
    if (kept) {
      setFlip(!!kept.flipped);
      setAutoFlip(!!kept.autoFlip);
      setOpponent(kept.opponent);
      setAnalysis(!!kept.analysis);
    }
    import('./extras.ts').then(setExtras, (e: unknown) => setError(`Part of the room could not be loaded (reload the page): ${e instanceof Error ? e.message : String(e)}`));
    const link = linkStart(window.location.search, game.options);
    let linked = false;
    if (link) {
      const started = link.error ? undefined : game.newGame(link.options, link.position);
      if (started?.ok) {
        setSessions([started.value]);
        setStartedAt(link.position);
        linked = true;
        // The game is kept from now on: a reload resumes it instead of starting it again.
        window.history.replaceState(null, '', window.location.pathname + window.location.hash);
      } else setError(`This link cannot start a game: ${link.error ?? (started && !started.ok ? started.error : 'no game')}.`);
    }
    if (!linked && kept) {
      const resumed = resume(game, kept);
      if (resumed.history.length > 0) {
        setSessions(resumed.history);
        setStartedAt(kept.position);
      }
      if (resumed.error !== undefined) setError(`The game kept in this browser could not be resumed past decision ${resumed.failedAt}: ${resumed.error}.`);
    }
    setReady(true);
  }, []);

  const live = sessions.length - 1;
  const session = sessions[live];
  const shownAt = view === undefined ? live : Math.min(view, live);
  const shown = sessions[shownAt];
  const browsing = shownAt !== live;

  // Kept on every change once the game kept (if any) is read.
  useEffect(() => {
    if (ready && sessions.length > 0) saveGame(game.id, keptOf(sessions, startedAt, { flipped: flip, autoFlip, opponent, analysis }));
  }, [ready, sessions, startedAt, flip, autoFlip, opponent, analysis]);

  const tags = useMemo(() => tagsOf(players), [players]);

  // Keyboard play, for every game's board: a decision made from the board (a square, a choice
  // or Pass button) leaves the focus on the board. If the focus was lost with what the next
  // position no longer shows (a board built anew, a button gone), it goes back to the square
  // it was on, else to the square the move ended on, else to the first usable square.
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const square = refocus.current;
    refocus.current = undefined;
    const board = root.current?.querySelector('.rb-room-board');
    if (square === undefined || !board) return;
    const active = document.activeElement;
    if (active && active !== document.body && board.contains(active)) return;
    const named = (name: string | undefined) => (name ? board.querySelector<SVGElement>(`[data-square="${name}"]`) : null);
    (named(square) ?? named(session?.last?.to) ?? board.querySelector<SVGElement>('[data-square][tabindex="0"]'))?.focus();
  }, [session]);

  // Looking back with the arrow keys (Home: the start, End: the live position).
  const keys = useRef({ shownAt, live });
  keys.current = { shownAt, live };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.altKey || e.ctrlKey || e.metaKey || root.current?.querySelector('dialog[open]')) return;
      const { shownAt: at, live: end } = keys.current;
      const to = e.key === 'ArrowLeft' ? at - 1 : e.key === 'ArrowRight' ? at + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? end : undefined;
      if (to === undefined) return;
      e.preventDefault();
      const ply = Math.max(0, Math.min(end, to));
      setView(ply === end ? undefined : ply);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onStatus = useMemo(() => (text: string) => setStatus(text), []);
  const onNotice = useMemo(() => (text: string | undefined) => setNotice(text), []);

  // An online page shows nothing of the local game, even while its room loads.
  if (mode === 'room') return online && <online.OnlineRoom game={game} renderBoard={renderBoard} pieceIcon={pieceIcon} />;
  if (!session || !shown) return <p class="rb-error" role="alert">The {game.name} start position could not be set up.</p>;

  const push = (next: Session) => {
    setSessions([...sessions, next]);
    setView(undefined);
    setError(undefined);
    setNotice(undefined);
    setConfirming(undefined);
  };
  const onPlay = (decision: string) => {
    const active = document.activeElement;
    refocus.current = active && root.current?.contains(active) ? (active.closest('[data-square]')?.getAttribute('data-square') ?? '') : undefined;
    const played = game.play(session, decision);
    if (played.ok) push(played.value);
    else setError(`${decision}: ${played.error}`);
  };
  // Against the computer: its decisions since the player's, then the player's own (a whole turn).
  const by = (ply: number) => session.moves[ply - 1]?.player;
  let back = live - 1;
  if (opponent) {
    for (back = live; back > 0 && by(back) === opponent.computer; ) back--;
    while (back > 0 && by(back) !== opponent.computer) back--;
    if (!session.moves.some((m) => m.player !== opponent.computer)) back = -1;
  }
  const undo = () => {
    if (back >= 0) setSessions(sessions.slice(0, back + 1));
    setView(undefined);
    setError(undefined);
    setNotice(undefined);
    setConfirming(undefined);
  };
  const openNewGame = () => {
    setConfirming(undefined);
    setNewGame(true);
  };
  const setName = (colour: Colour, name: string) => {
    const next = { ...players, [colour]: name };
    setPlayers(next);
    savePlayers(next);
  };

  const over = session.end !== undefined;
  const thinking = !!opponent && !over && session.turn === opponent.computer;
  // The board turns to the side to move (of the live game) when asked, and the flip button turns it over.
  const flipped = flip !== (autoFlip && session.turn === 'black');
  const bottom: Colour = flipped ? 'black' : 'white';
  const taken = shown.moves.flatMap((m) => m.taken ?? []);
  const bar = (colour: Colour) => (
    <PlayerBar
      colour={colour}
      name={players[colour]}
      onName={(name) => setName(colour, name)}
      taken={taken.filter((t) => t.colour === other(colour))}
      icon={pieceIcon}
      toMove={!over && !browsing && session.turn === colour}
      score={scoreOf(session.result, colour)}
    />
  );
  const nameOf = (c: Colour) => players[c].trim() || colourWord(c);
  // The board's status with the players' names: "Move 2, Ann (White) to move (check)."
  const statusNamed = status.replace(/\b(White|Black)(?= (?:to move|plays|swaps|drops|promotes|chooses))/, (side) => {
    const name = players[side.toLowerCase() as Colour].trim();
    return name ? `${name} (${side})` : side;
  });

  return (
    <div
      ref={root}
      class="not-content rb-room rb-play"
      data-game={game.id}
      data-position={session.positionText}
      data-options={JSON.stringify(session.options)}
      data-shown={shown.positionText}
      data-ply={String(session.moves.length)}
      data-view={browsing ? String(shownAt) : undefined}
      data-over={over ? 'true' : undefined}
      data-flipped={flipped ? 'true' : undefined}
      data-ready={ready ? 'true' : undefined}
      data-opponent={opponent?.computer}
      data-level={opponent?.level}
      data-thinking={thinking ? 'true' : undefined}
    >
      <div class="rb-room-top">{bar(other(bottom))}</div>
      <div
        class={`rb-room-board${browsing ? ' rb-browsing' : ''}`}
        // Looking back, a click on the board returns to the game.
        onClick={browsing ? () => setView(undefined) : undefined}
      >
        {extras && (opponent || analysis) ? <extras.EvalBar score={seen.score} result={session.result} flipped={flipped} /> : null}
        {renderBoard({
          position: shown.positionText,
          options: session.options,
          onPlay,
          last: shown.last,
          interactive: !browsing && !over && ready && !thinking,
          flipped,
          onNotice,
          onStatus,
        })}
        {extras && seen.hint && !browsing ? <extras.HintArrow hint={seen.hint} flipped={flipped} /> : null}
      </div>
      <div class="rb-room-bottom">{bar(bottom)}</div>
      <div class="rb-room-status" aria-live="polite">
        {error && (
          <p class="rb-error" role="alert">
            {error}
          </p>
        )}
        {browsing ? (
          <p class="rb-viewing">
            {shownAt === 0 ? 'The start position' : `After ${moveLabel(session.moves, shownAt)}`}, decision {shownAt} of {live}.{' '}
            <button type="button" class="rb-back" onClick={() => setView(undefined)}>
              Back to the game
            </button>
          </p>
        ) : over ? (
          <p class="rb-end" role="status">
            {session.end}
          </p>
        ) : (
          <p class="rb-status-line">
            {/* Whose turn (and check) first; what the board adds (a Chakart side's powers left) after it, quieter. */}
            <strong>{statusNamed.slice(0, statusFirst(statusNamed))}</strong>
            <span class="rb-quiet">{statusNamed.slice(statusFirst(statusNamed))}</span>
          </p>
        )}
        {notice && !browsing && <p class="rb-notice">{notice}</p>}
        {thinking && <p class="rb-thinking">The computer is thinking…</p>}
      </div>
      <div class="rb-room-side">
        {extras && engine && (
          <extras.Panel
            game={game}
            sessions={sessions}
            opponent={opponent}
            onOpponent={(o) => {
              setOpponent(o);
              // The player's side at the bottom.
              if (o) setFlip(o.computer === 'white');
            }}
            analysis={analysis}
            onAnalysis={setAnalysis}
            engine={engine}
            onPlay={onPlay}
            onView={setSeen}
            canHint={!browsing && !over && ready && !thinking}
          />
        )}
        <MoveList
          moves={session.moves}
          current={shownAt}
          onSelect={(ply) => setView(ply === live ? undefined : ply)}
          label={`${game.name} moves`}
        />
        <div class="rb-actions rb-browse" role="group" aria-label="Look back">
          <button type="button" aria-label="The start position" title="The start position (Home)" onClick={() => setView(live === 0 ? undefined : 0)} disabled={shownAt === 0}>
            <StepIcon to="first" />
          </button>
          <button type="button" aria-label="Previous move" title="Previous move (←)" onClick={() => setView(shownAt - 1)} disabled={shownAt === 0}>
            <StepIcon to="previous" />
          </button>
          <button type="button" aria-label="Next move" title="Next move (→)" onClick={() => setView(shownAt + 1 >= live ? undefined : shownAt + 1)} disabled={!browsing}>
            <StepIcon to="next" />
          </button>
          <button type="button" aria-label="The game now" title="The game now (End)" onClick={() => setView(undefined)} disabled={!browsing}>
            <StepIcon to="last" />
          </button>
          <button type="button" class="rb-flip" aria-pressed={flip} onClick={() => setFlip(!flip)} title="Turn the board around">
            ⇅ Flip board
          </button>
        </div>
        <label class="rb-check-option">
          <input type="checkbox" name="auto-flip" checked={autoFlip} onChange={(e) => setAutoFlip((e.target as HTMLInputElement).checked)} /> Turn the board to the side to move
        </label>
        <div class="rb-actions" role="group" aria-label="Game">
          <button type="button" onClick={undo} disabled={back < 0}>
            Undo
          </button>
          {!over && !opponent && (
            <button type="button" onClick={() => setConfirming(confirming === 'draw' ? undefined : 'draw')} aria-expanded={confirming === 'draw'}>
              Offer draw
            </button>
          )}
          {!over && (
            <button type="button" onClick={() => setConfirming(confirming === 'resign' ? undefined : 'resign')} aria-expanded={confirming === 'resign'}>
              Resign
            </button>
          )}
          <button type="button" class="rb-primary" onClick={openNewGame}>
            New game
          </button>
          <button type="button" class="rb-invite-open" onClick={() => goOnline('invite')}>
            Invite a friend
          </button>
        </div>
        {confirming === 'resign' && !over && (
          <div class="rb-confirm" role="group" aria-label="Who resigns?">
            <span>Who resigns?</span>
            {(['white', 'black'] as const).filter((c) => c !== opponent?.computer).map((c) => (
              <button type="button" key={c} onClick={() => push(game.resign(session, c))}>
                {colourWord(c)} resigns
              </button>
            ))}
            <button type="button" onClick={() => setConfirming(undefined)}>
              Cancel
            </button>
          </div>
        )}
        {confirming === 'draw' && !over && (
          <div class="rb-confirm" role="group" aria-label="A draw is offered">
            <span>{nameOf(session.turn)} offers a draw.</span>
            <button type="button" onClick={() => push(game.agreeDraw(session))}>
              Accept draw
            </button>
            <button type="button" onClick={() => setConfirming(undefined)}>
              Decline draw
            </button>
          </div>
        )}
        {extras && <extras.GameFiles game={game} session={session} tags={tags} />}
      </div>
      {online && mode === 'invite' && <online.Invite game={game} options={session.options} onDone={setMode} />}
      {extras && newGame && (
        <extras.NewGame
          game={game}
          session={session}
          opponent={engine ? opponent : null}
          onStart={(started, position, chosen) => {
            setSessions([started]);
            setStartedAt(position);
            setView(undefined);
            setError(undefined);
            setNotice(undefined);
            setOpponent(chosen);
            if (chosen) setFlip(chosen.computer === 'white');
          }}
          onClose={() => setNewGame(false)}
        />
      )}
    </div>
  );
}
