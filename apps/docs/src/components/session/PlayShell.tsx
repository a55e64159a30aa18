// The play page of a game, whatever the game: the board (the game's own component, in its
// controlled mode), the move list in the game's move text, undo, resignation and an agreed
// draw for two people at one screen, a new game with the game's options or from a pasted
// position, and the log and record to download. Everything a game does goes through its
// session (lib/<game>-session.ts), which goes through the notation: the page checks exactly
// what the CLI checks.
//
// Test hooks: the root .rb-play carries data-game, data-position, data-ply, data-over and
// data-ready; the move list is ol.rb-moves > li[data-ply] (text: the move text); the end is
// .rb-end; an error is .rb-error[role=alert].
import type { VNode } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Colour, LastSquares, Session, SessionGame } from '../../lib/session.ts';
import { download } from './download.ts';

export interface PlayBoardArgs {
  position: string;
  options: Readonly<Record<string, string>>;
  onPlay: (decision: string) => void;
  last?: LastSquares;
  over: boolean;
}

export interface PlayShellProps {
  game: SessionGame;
  renderBoard: (args: PlayBoardArgs) => VNode;
}

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

const defaults = (game: SessionGame): Record<string, string> => Object.fromEntries(game.options.map((o) => [o.name, o.default]));

export default function PlayShell({ game, renderBoard }: PlayShellProps) {
  const [options, setOptions] = useState<Record<string, string>>(() => defaults(game));
  // The game so far, one session per decision: undo pops the last.
  const [history, setHistory] = useState<Session[]>(() => {
    const first = game.newGame(defaults(game));
    return first.ok ? [first.value] : [];
  });
  const [error, setError] = useState<string | undefined>(undefined);
  const [pasted, setPasted] = useState('');
  const [drawOffered, setDrawOffered] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Keyboard play, for every game's board: a decision made from the board (a square, a choice
  // or Pass button) leaves the focus on the board. If the focus was lost with what the next
  // position no longer shows (a board built anew, a button gone), it goes back to the square
  // it was on, else to the square the move ended on, else to the first usable square.
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | undefined>(undefined);

  const session = history[history.length - 1];
  // A layout effect: right after the new board is in the page, before anything else can move
  // the focus; never taken from an element that still has it.
  useLayoutEffect(() => {
    const square = refocus.current;
    refocus.current = undefined;
    const board = root.current;
    if (square === undefined || !board) return;
    const active = document.activeElement;
    if (active && active !== document.body && board.contains(active)) return;
    const named = (name: string | undefined) => (name ? board.querySelector<SVGElement>(`[data-square="${name}"]`) : null);
    (named(square) ?? named(session?.last?.to) ?? board.querySelector<SVGElement>('[data-square][tabindex="0"]'))?.focus();
  }, [session]);
  const log = useMemo(() => (session ? game.log(session) : ''), [game, session]);
  if (!session) return <p class="rb-error" role="alert">The {game.name} start position could not be set up.</p>;

  const push = (next: Session) => {
    setHistory([...history, next]);
    setError(undefined);
    setDrawOffered(false);
  };
  const onPlay = (decision: string) => {
    const active = document.activeElement;
    refocus.current = active && root.current?.contains(active) ? (active.closest('[data-square]')?.getAttribute('data-square') ?? '') : undefined;
    const played = game.play(session, decision);
    if (played.ok) push(played.value);
    else setError(`${decision}: ${played.error}`);
  };
  const start = (position?: string) => {
    const started = game.newGame(options, position);
    if (!started.ok) {
      setError(position === undefined ? started.error : `The pasted position: ${started.error}`);
      return;
    }
    setHistory([started.value]);
    setError(undefined);
    setDrawOffered(false);
  };
  const undo = () => {
    if (history.length > 1) setHistory(history.slice(0, -1));
    setError(undefined);
    setDrawOffered(false);
  };

  const over = session.end !== undefined;
  const lastMove = session.moves[session.moves.length - 1];
  const replayLink = `../replay/?log=${encodeURIComponent(log)}`;

  return (
    <div
      ref={root}
      class="not-content rb-play"
      data-game={game.id}
      data-position={session.positionText}
      data-ply={String(session.moves.length)}
      data-over={over ? 'true' : undefined}
      data-ready={ready ? 'true' : undefined}
    >
      <div class="rb-session">
        <div class="rb-session-board">
          {renderBoard({ position: session.positionText, options: session.options, onPlay, last: session.last, over })}
        </div>
        <div class="rb-session-side">
          {/* Whose turn it is, check and the phase are the board's own status line. */}
          {over && (
            <p class="rb-end" role="status">
              {session.end}
            </p>
          )}
          {error && (
            <p class="rb-error" role="alert">
              {error}
            </p>
          )}
          {lastMove?.words && <p class="rb-last-words">{lastMove.words}</p>}
          <h2 class="rb-side-title" id={`${game.id}-moves`}>
            Moves
          </h2>
          {session.moves.length === 0 ? (
            <p class="rb-quiet">No move yet.</p>
          ) : (
            <ol class="rb-moves" aria-labelledby={`${game.id}-moves`}>
              {session.moves.map((m) => (
                <li key={m.ply} data-ply={String(m.ply)} data-player={m.player} title={m.words}>
                  {m.text}
                </li>
              ))}
            </ol>
          )}
          <div class="rb-actions" role="group" aria-label="Game">
            <button type="button" onClick={undo} disabled={history.length < 2}>
              Undo
            </button>
            {!over && (
              <button type="button" onClick={() => push(game.resign(session, session.turn))}>
                Resign
              </button>
            )}
            {!over && !drawOffered && (
              <button type="button" onClick={() => setDrawOffered(true)}>
                Offer draw
              </button>
            )}
            {!over && drawOffered && (
              <>
                <span class="rb-quiet">{colourWord(session.turn)} offers a draw.</span>
                <button type="button" onClick={() => push(game.agreeDraw(session))}>
                  Accept draw
                </button>
                <button type="button" onClick={() => setDrawOffered(false)}>
                  Decline draw
                </button>
              </>
            )}
          </div>
          <div class="rb-actions" role="group" aria-label="Save">
            <button type="button" onClick={() => download(`${game.id}-game.jsonl`, log, 'application/jsonl')}>
              Download log
            </button>
            <button type="button" onClick={() => download(`${game.id}-game.txt`, game.record(session), 'text/plain')}>
              Download record
            </button>
            <a href={replayLink}>Replay this game</a>
          </div>
          <details class="rb-log">
            <summary>The log</summary>
            <pre class="rb-log-text">{log}</pre>
          </details>
          <form
            class="rb-new"
            onSubmit={(e) => {
              e.preventDefault();
              start();
            }}
          >
            <h2 class="rb-side-title">New game</h2>
            {game.options.map((o) => (
              <label key={o.name}>
                {o.label}{' '}
                <select name={o.name} value={options[o.name]} onChange={(e) => setOptions({ ...options, [o.name]: (e.target as HTMLSelectElement).value })}>
                  {o.choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button type="submit">New game</button>
          </form>
          <form
            class="rb-paste"
            onSubmit={(e) => {
              e.preventDefault();
              start(pasted.trim());
            }}
          >
            <label>
              Or paste a position string
              <textarea name="position" rows={2} spellcheck={false} value={pasted} onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)} />
            </label>
            <button type="submit" disabled={pasted.trim() === ''}>
              Start from this position
            </button>
          </form>
          <p class="rb-quiet">
            Start: <code>{session.startText}</code>
          </p>
        </div>
      </div>
    </div>
  );
}
