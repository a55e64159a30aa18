// The replay page of a game, whatever the game: a log pasted, dropped, chosen as a file or
// opened from a `?log=` link is replayed by the game's notation (the CLI's checks), then
// stepped through with buttons, arrow keys or a ply number, each event with its facts. An
// invalid log shows its error with the line, and the events before it stay viewable. The
// game's replay may be loaded on demand (lib/session.ts replayOnDemand): the page opens with
// the shell and the board, the log reader and machine come with the first log.
//
// Test hooks: the root .rb-replay carries data-game, data-ply, data-plies, data-position and
// data-ready; the events are ol.rb-events > li[data-ply] (the current one aria-current="step");
// the current event's facts are dl.rb-facts; an error is .rb-error[role=alert]; data-busy is set
// while a log is being replayed.
import type { VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LastSquares, ReplayGame, ReplayView } from '../../lib/session.ts';

export interface ReplayBoardArgs {
  position: string;
  options: Readonly<Record<string, string>>;
  last?: LastSquares;
}

export interface ReplayShellProps {
  game: ReplayGame;
  renderBoard: (args: ReplayBoardArgs) => VNode;
}

/** The `?log=` parameter: the log itself (it begins with `{`), or a same-origin address to fetch. */
async function logFromLink(value: string): Promise<string> {
  if (value.trimStart().startsWith('{')) return value;
  const url = new URL(value, window.location.href);
  if (url.origin !== window.location.origin) throw new Error(`only logs from this site can be opened by link (${url.origin} is another site)`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: ${response.status} ${response.statusText}`);
  return response.text();
}

const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Label/value pairs (a move's facts, a log's tags) as a description list; nothing when there are none. */
function Pairs({ class: className, pairs }: { class: string; pairs: readonly (readonly [string, string])[] }) {
  if (pairs.length === 0) return null;
  return (
    <dl class={className}>
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ReplayShell({ game, renderBoard }: ReplayShellProps) {
  const [text, setText] = useState('');
  const [view, setView] = useState<ReplayView | undefined>(undefined);
  const [ply, setPly] = useState(0);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  const [dragging, setDragging] = useState(false);
  const [ready, setReady] = useState(false);

  const plies = view?.steps.length ?? 0;
  const go = (to: number) => setPly(Math.max(0, Math.min(plies, to)));

  const [busy, setBusy] = useState(false);
  const load = async (log: string): Promise<void> => {
    setText(log);
    setLoadError(undefined);
    setBusy(true);
    try {
      const replayed = await game.replay(log);
      setView(replayed);
      setPly(replayed.steps.length);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const link = new URLSearchParams(window.location.search).get('log');
    if (link === null) {
      setReady(true);
      return;
    }
    logFromLink(link)
      .then(load, (e: unknown) => setLoadError(`The linked log could not be opened: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => setReady(true));
  }, []);

  // The keys read the ply and the number of plies through a ref: one listener for the page's
  // life, never one with a stale ply between a render and its effects.
  const current = useRef({ ply, plies });
  current.current = { ply, plies };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      const { ply: at, plies: end } = current.current;
      const to = e.key === 'ArrowLeft' ? at - 1 : e.key === 'ArrowRight' ? at + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? end : undefined;
      if (to === undefined) return;
      e.preventDefault();
      setPly(Math.max(0, Math.min(end, to)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const readFile = (file: File | undefined) => {
    if (!file) return;
    file.text().then(load, (e: unknown) => setLoadError(`${file.name} could not be read: ${e instanceof Error ? e.message : String(e)}`));
  };

  const step = ply > 0 ? view?.steps[ply - 1] : undefined;
  const position = step?.positionText ?? view?.startText;
  const error = view?.error;

  return (
    <div
      class="not-content rb-replay"
      data-game={game.id}
      data-ply={String(ply)}
      data-plies={String(plies)}
      data-position={position}
      data-ready={ready ? 'true' : undefined}
      data-busy={busy ? 'true' : undefined}
    >
      <form
        class={`rb-drop${dragging ? ' rb-dragging' : ''}`}
        onSubmit={(e) => {
          e.preventDefault();
          load(text);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          readFile(e.dataTransfer?.files[0]);
        }}
      >
        <label>
          Paste a {game.name} log (one JSON event per line), or drop a file here
          <textarea name="log" rows={5} spellcheck={false} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
        </label>
        <div class="rb-actions">
          <button type="submit" disabled={text.trim() === '' || busy}>
            Replay
          </button>
          {busy && <span class="rb-quiet" role="status">Replaying…</span>}
          <label class="rb-file">
            Open a file <input type="file" accept=".jsonl,.json,.txt,application/jsonl,text/plain" onChange={(e) => readFile((e.target as HTMLInputElement).files?.[0])} />
          </label>
        </div>
      </form>
      {loadError && (
        <p class="rb-error" role="alert">
          {loadError}
        </p>
      )}
      {error && (
        <p class="rb-error" role="alert">
          The log is invalid at line {error.line}
          {error.column !== undefined ? `, column ${error.column}` : ''}: {error.message}.{' '}
          {view?.startText !== undefined ? `The ${plies} event${plies === 1 ? '' : 's'} before it can be stepped through.` : ''}
        </p>
      )}
      {view && position !== undefined && (
        <div class="rb-session">
          <div class="rb-session-board">
            <div key={position}>{renderBoard({ position, options: view.options ?? {}, last: step?.last })}</div>
          </div>
          <div class="rb-session-side">
            <div class="rb-actions" role="group" aria-label="Step through the game">
              <button type="button" onClick={() => go(0)} disabled={ply === 0}>
                First
              </button>
              <button type="button" onClick={() => go(ply - 1)} disabled={ply === 0}>
                Previous
              </button>
              <button type="button" onClick={() => go(ply + 1)} disabled={ply >= plies}>
                Next
              </button>
              <button type="button" onClick={() => go(plies)} disabled={ply >= plies}>
                Last
              </button>
              <label>
                Ply{' '}
                <input
                  name="ply"
                  type="number"
                  min={0}
                  max={plies}
                  value={ply}
                  onChange={(e) => {
                    const n = Number((e.target as HTMLInputElement).value);
                    if (Number.isInteger(n)) go(n);
                  }}
                />{' '}
                of {plies}
              </label>
            </div>
            <p class="rb-turn" aria-live="polite">
              {step ? `Ply ${step.ply} (line ${step.line}): ${step.text}.` : 'The start position.'}
              {step?.end ? ` ${step.end}` : ''}
            </p>
            {step && <Pairs class="rb-facts" pairs={step.facts} />}
            {view.tags && <Pairs class="rb-tags" pairs={view.tags} />}
            <h2 class="rb-side-title">Events</h2>
            <ol class="rb-events">
              {view.steps.map((s) => (
                <li key={s.ply} data-ply={String(s.ply)} aria-current={s.ply === ply ? 'step' : undefined}>
                  <button type="button" onClick={() => go(s.ply)}>
                    {s.text}
                  </button>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </div>
  );
}
