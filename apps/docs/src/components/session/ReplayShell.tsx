// The replay page of a game, whatever the game: a game room for looking through a finished
// game. A log or a game record pasted, dropped, chosen as a file, or opened from a link
// (`?log=` a log or an address on this site, `?g=` the compact share link: the record,
// deflated, `?online=<id>` an online game's log from the game server) is replayed by the game's notation (the CLI's checks; a record is read into a log
// first, as the CLI's `convert` does), then stepped through with the move list, buttons, arrow
// keys or a ply number, each decision with its facts. An invalid game shows its error with the
// line, and the decisions before it stay viewable. The game's replay is loaded on demand
// (lib/session.ts replayOnDemand): the page opens with the room and the board, the readers and
// the machine come with the first game.
//
// Test hooks: the root .rb-replay carries data-game, data-ply, data-plies, data-position,
// data-read (log | record), data-options (the game's choices, as JSON), data-flipped,
// data-ready and data-busy (while a game is being replayed); the move list is MoveList's
// (ol.rb-movelist button[data-ply], the current one aria-current="step"); the current
// decision's facts are dl.rb-facts; an error is .rb-error[role=alert]; the share link
// input[name="share"].
//
// "Analyse this game" (button.rb-analyse) loads Analysis.tsx, which scores every decision in
// the game's engine worker (`engine`, made by the game's island): marks and scores in the move
// list, the evaluation bar beside the board; root data-analysed="true" once it is done.
import type { VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Colour, LastSquares, ReplayGame, ReplayView, Taken } from '../../lib/session.ts';
import type { GameAnalysis } from './Analysis.tsx';
import { StepIcon } from './icons.tsx';
import MoveList, { moveLabel } from './MoveList.tsx';
import PlayerBar from './PlayerBar.tsx';
import { shareLink, unpackGame } from './store.ts';
import './room.css';

export interface ReplayBoardArgs {
  position: string;
  options: Readonly<Record<string, string>>;
  last?: LastSquares;
  flipped: boolean;
}

export interface ReplayShellProps {
  game: ReplayGame;
  renderBoard: (args: ReplayBoardArgs) => VNode;
  /** A taken piece's picture, in the game's glyphs. */
  pieceIcon: (piece: Taken) => VNode;
  /** Makes the game's engine worker (lib/engine/<game>-worker.ts), for the analysis. */
  engine?: () => Worker;
}

const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

/** The `?log=` parameter: the log itself (it begins with `{`), or a same-origin address to fetch. */
async function logFromLink(value: string): Promise<string> {
  if (value.trimStart().startsWith('{') || value.trimStart().startsWith('[')) return value;
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

export default function ReplayShell({ game, renderBoard, pieceIcon, engine }: ReplayShellProps) {
  const [text, setText] = useState('');
  const [view, setView] = useState<ReplayView | undefined>(undefined);
  const [ply, setPly] = useState(0);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  const [dragging, setDragging] = useState(false);
  const [ready, setReady] = useState(false);
  const [flipped, setFlipped] = useState(false);
  const [share, setShare] = useState<string | undefined>(undefined);
  // The analysis (Analysis.tsx, loaded when asked) of the game shown, and how far it has come.
  const [analyser, setAnalyser] = useState<typeof import('./Analysis.tsx')>();
  const [analysing, setAnalysing] = useState<ReplayView>();
  const [analysis, setAnalysis] = useState<GameAnalysis>();

  const plies = view?.steps.length ?? 0;
  const go = (to: number) => setPly(Math.max(0, Math.min(plies, to)));

  const [busy, setBusy] = useState(false);
  const load = async (log: string, show = true): Promise<void> => {
    if (show) setText(log);
    setLoadError(undefined);
    setBusy(true);
    try {
      const replayed = await game.replay(log);
      setView(replayed);
      setAnalysing(undefined);
      setAnalysis(undefined);
      setPly(replayed.steps.length);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const packed = params.get('g');
    const online = params.get('online');
    // An online game's log, as the game server stores it.
    const link = online !== null ? `/api/games/${encodeURIComponent(online)}/log` : params.get('log');
    const opened =
      packed !== null
        ? unpackGame(packed).then(
            (record) => load(record, false),
            (e: unknown) => setLoadError(`The game link could not be read: ${e instanceof Error ? e.message : String(e)}`),
          )
        : link !== null
          ? logFromLink(link).then(load, (e: unknown) => setLoadError(`The linked log could not be opened: ${e instanceof Error ? e.message : String(e)}`))
          : Promise.resolve();
    opened.finally(() => setReady(true));
  }, []);

  // The compact link of the game shown: its record, deflated.
  useEffect(() => {
    const record = view?.record;
    if (!record || (view?.steps.length ?? 0) === 0 || typeof CompressionStream === 'undefined') {
      setShare(undefined);
      return;
    }
    let current = true;
    shareLink(record).then(
      (url) => current && setShare(url),
      () => current && setShare(undefined),
    );
    return () => {
      current = false;
    };
  }, [view]);

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
  const tags = new Map(view?.tags ?? []);
  const taken = (view?.steps.slice(0, ply) ?? []).flatMap((s) => s.taken ?? []);
  const last = view?.steps[plies - 1];
  const result = last?.result;
  const bottom: Colour = flipped ? 'black' : 'white';
  const bar = (colour: Colour) => (
    <PlayerBar
      colour={colour}
      name={tags.get(colour === 'white' ? 'White' : 'Black') ?? ''}
      taken={taken.filter((t) => t.colour === other(colour))}
      icon={pieceIcon}
      toMove={false}
      score={ply === plies && result ? (result === 'draw' ? '½' : result === colour ? '1' : '0') : undefined}
    />
  );
  const moves = view?.steps.map((s) => ({ ply: s.ply, ...(s.player ? { player: s.player } : {}), text: s.text, ...(s.effects ? { effects: s.effects } : {}) })) ?? [];

  const form = (
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
        Paste a {game.name} log or game record, or drop its file here
        <textarea name="log" rows={5} spellcheck={false} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      </label>
      <div class="rb-actions">
        <button type="submit" class="rb-primary" disabled={text.trim() === '' || busy}>
          Replay
        </button>
        {busy && (
          <span class="rb-quiet" role="status">
            Replaying…
          </span>
        )}
        <label class="rb-file">
          Open a file <input type="file" accept=".jsonl,.json,.txt,.pgn,application/jsonl,text/plain" onChange={(e) => readFile((e.target as HTMLInputElement).files?.[0])} />
        </label>
      </div>
    </form>
  );

  const errors = (
    <>
      {loadError && (
        <p class="rb-error" role="alert">
          {loadError}
        </p>
      )}
      {error && (
        <p class="rb-error" role="alert">
          The {view?.read === 'record' ? 'game record' : 'log'} is invalid at line {error.line}
          {error.column !== undefined ? `, column ${error.column}` : ''}: {error.message}.{' '}
          {view?.startText !== undefined ? `The ${plies} decision${plies === 1 ? '' : 's'} before it can be stepped through.` : ''}
        </p>
      )}
    </>
  );

  const shown = view && position !== undefined;
  return (
    <div
      class={`not-content rb-replay${shown ? ' rb-room' : ' rb-replay-empty'}`}
      data-game={game.id}
      data-ply={String(ply)}
      data-plies={String(plies)}
      data-position={position}
      data-read={view?.read}
      data-flipped={flipped ? 'true' : undefined}
      data-ready={ready ? 'true' : undefined}
      data-busy={busy ? 'true' : undefined}
      data-options={view?.options ? JSON.stringify(view.options) : undefined}
      data-analysed={analysis?.state === 'done' ? 'true' : undefined}
    >
      {!shown && (
        <>
          {form}
          {errors}
        </>
      )}
      {shown && (
        <>
          <div class="rb-room-top">{bar(other(bottom))}</div>
          <div class="rb-room-board">
            {analyser && analysis ? <analyser.EvalBar score={analyser.scoreAt(analysis, ply)} result={ply === plies ? result : undefined} flipped={flipped} /> : null}
            <div key={position}>{renderBoard({ position, options: view.options ?? {}, last: step?.last, flipped })}</div>
          </div>
          <div class="rb-room-bottom">{bar(bottom)}</div>
          <div class="rb-room-status" aria-live="polite">
            {errors}
            <p class="rb-turn">
              {step ? `${moveLabel(moves, step.ply)}${step.effects ? `: ${step.effects}` : ''}` : 'The start position.'}
              {step?.end ? ` ${step.end}` : ''}
            </p>
          </div>
          <div class="rb-room-side">
            <MoveList
              moves={moves}
              current={ply}
              onSelect={go}
              label={`${game.name} moves`}
              empty="No decision in this game."
              note={analyser && analysis ? (p) => <analyser.Note analysis={analysis} ply={p} /> : undefined}
            />
            <div class="rb-actions rb-browse" role="group" aria-label="Step through the game">
              <button type="button" aria-label="First" title="The start position (Home)" onClick={() => go(0)} disabled={ply === 0}>
                <StepIcon to="first" />
              </button>
              <button type="button" aria-label="Previous" title="Previous (←)" onClick={() => go(ply - 1)} disabled={ply === 0}>
                <StepIcon to="previous" />
              </button>
              <button type="button" aria-label="Next" title="Next (→)" onClick={() => go(ply + 1)} disabled={ply >= plies}>
                <StepIcon to="next" />
              </button>
              <button type="button" aria-label="Last" title="The last position (End)" onClick={() => go(plies)} disabled={ply >= plies}>
                <StepIcon to="last" />
              </button>
              <label class="rb-ply">
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
              <button type="button" class="rb-flip" aria-pressed={flipped} onClick={() => setFlipped(!flipped)} title="Turn the board around">
                ⇅ Flip board
              </button>
            </div>
            {engine && plies > 0 && analyser && analysing === view ? (
              <analyser.Analysis view={view} engine={engine} ply={ply} onChange={setAnalysis} />
            ) : engine && plies > 0 ? (
              <button
                type="button"
                class="rb-analyse"
                onClick={() =>
                  import('./Analysis.tsx').then(
                    (m) => {
                      setAnalyser(m);
                      setAnalysing(view);
                    },
                    (e: unknown) => setLoadError(`The analysis could not be loaded: ${e instanceof Error ? e.message : String(e)}`),
                  )
                }
              >
                Analyse this game
              </button>
            ) : null}
            {step && <Pairs class="rb-facts" pairs={step.facts} />}
            {share && (
              <div class="rb-share">
                <label>
                  Link to this game{' '}
                  <input name="share" readOnly value={share} onFocus={(e) => (e.target as HTMLInputElement).select()} />
                </label>
                <button type="button" onClick={() => navigator.clipboard?.writeText(share)}>
                  Copy
                </button>
              </div>
            )}
            <details class="rb-details">
              <summary>This game</summary>
              {view.tags && <Pairs class="rb-tags" pairs={view.tags} />}
              <p class="rb-quiet">
                Start: <code>{view.startText}</code>
              </p>
            </details>
            <details class="rb-details" open={!!error || !!loadError}>
              <summary>Open another game</summary>
              {form}
            </details>
          </div>
        </>
      )}
    </div>
  );
}
