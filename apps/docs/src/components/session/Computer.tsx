// The computer in the play room, loaded on demand (PlayShell imports this module after the page
// has loaded; the engine itself loads in its Web Worker only when it is asked something):
// - the panel: who plays the computer (which side the player takes) and at what level (1-8,
//   the engine's DEFAULT_LEVEL to begin with), a hint, and the evaluation after each decision
//   in a game between two people;
// - the computer's decisions: whenever the live game waits on its side it asks the worker and
//   plays the answer through the session, as a player's click would (Chakart: every decision
//   of its turn, bonus move, swap, drop and promotion, each drawn from the game's seed by the
//   session, G4); a new position (undo, a new game) cancels what the worker was doing;
// - the evaluation bar beside the board (White's view) and the hint's arrow over it.
//
// Test hooks: .rb-computer with select[name="opponent"] ('' two players, 'white' or 'black':
// the computer's side), select[name="level"], button.rb-hint-button, input[name="analysis"];
// .rb-computer-status (what the engine is doing or did: score, depth, time), .rb-hint-text;
// .rb-computer[data-engine="ready"] once the worker has warmed up, [data-evaluated] the position
// the last score is about;
// .rb-evalbar[data-score] (the score's text, empty until there is one) [data-share] (White's
// part, 0-1); svg.rb-hint-arrow[data-from][data-to].
import { DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL } from '@rulebook/engine';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Cancelled, EngineClient } from '../../lib/engine/engine-client.ts';
import type { Score, SearchReply } from '../../lib/engine/protocol.ts';
import { whiteScoreShort, whiteScoreText, whiteShare } from '../../lib/engine/score-words.ts';
import type { Colour, Session, SessionGame } from '../../lib/session.ts';
import type { Opponent } from './store.ts';

/** The engine's best move shown on the board: its text and the squares it goes from and to. */
export interface Hint {
  readonly text: string;
  readonly from?: string;
  readonly to?: string;
}

/** What the panel tells the room to draw at the board. */
export interface ComputerView {
  readonly score?: Score;
  readonly hint?: Hint;
}

/** The hint and the evaluation of a game between two people: the strongest level, in its time. */
const HINT_LEVEL = MAX_LEVEL;
/**
 * The engine's first search in a new worker runs its code cold (several times slower); a short
 * search of the position shown, as soon as the computer is wanted, warms it while the player
 * thinks.
 */
const WARM_UP_MS = 600;

const LEVEL_WORDS: Readonly<Record<number, string>> = { [MIN_LEVEL]: 'makes mistakes', [DEFAULT_LEVEL]: 'default', [MAX_LEVEL]: 'strongest' };


/** A seed for the weaker levels' choice among near-equal moves: a fresh one each time, so games vary. */
const freshSeed = (): number => (globalThis.crypto?.getRandomValues ? globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! : Math.floor(Math.random() * 2 ** 32)) | 0;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

export interface PanelProps {
  game: SessionGame;
  /** The game so far, one session per decision (the last is the live game). */
  sessions: readonly Session[];
  opponent: Opponent | undefined;
  onOpponent: (opponent: Opponent | undefined) => void;
  /** The evaluation after each decision, in a game between two people. */
  analysis: boolean;
  onAnalysis: (on: boolean) => void;
  /** Makes the game's engine worker. */
  engine: () => Worker;
  /** Plays a decision in the live game (as the board does). */
  onPlay: (decision: string) => void;
  onView: (view: ComputerView) => void;
  /** The player may ask for a hint now (the live game, the player's turn). */
  canHint: boolean;
}

type Doing = { readonly kind: 'idle' } | { readonly kind: 'thinking'; readonly what: 'move' | 'hint' | 'evaluation'; readonly depth?: number } | { readonly kind: 'error'; readonly message: string };

export function Panel(props: PanelProps) {
  const { game, sessions, opponent, analysis, canHint } = props;
  const session = sessions[sessions.length - 1]!;
  const client = useMemo(() => new EngineClient(props.engine), []);
  useEffect(() => () => client.dispose(), []);
  // The latest props, for answers that arrive after a render.
  const latest = useRef(props);
  latest.current = props;
  const [doing, setDoing] = useState<Doing>({ kind: 'idle' });
  // The last answer, its level and the position it is about.
  const [last, setLast] = useState<SearchReply & { level: number; position: string }>();
  const [hintText, setHintText] = useState<string>();
  const [warm, setWarm] = useState(false);
  // Requests about the position shown still unanswered: a new position cancels them.
  const asking = useRef(0);

  // The worker starts as soon as the computer is wanted, and warms up on the position shown.
  useEffect(() => {
    if (!(opponent || analysis) || warm) return;
    client
      .search({ options: session.options, position: session.positionText, history: [], level: HINT_LEVEL, limits: { movetime: WARM_UP_MS } })
      .then(
        () => setWarm(true),
        () => setWarm(true),
      );
  }, [opponent, analysis]);

  const ask = (level: number, what: 'move' | 'hint' | 'evaluation'): Promise<SearchReply | undefined> => {
    setDoing({ kind: 'thinking', what });
    const asked = latest.current.sessions;
    asking.current++;
    return client
      .search(
        {
          options: session.options,
          position: session.positionText,
          history: asked.slice(0, -1).map((s) => s.positionText),
          level,
          seed: freshSeed(),
        },
        (info) => setDoing({ kind: 'thinking', what, depth: info.depth }),
      )
      .finally(() => asking.current--)
      .then(
        (reply) => {
          // An answer for a game that has moved on (or been taken back) is dropped.
          if (latest.current.sessions[latest.current.sessions.length - 1] !== session) return undefined;
          setDoing({ kind: 'idle' });
          return reply;
        },
        (e: unknown) => {
          if (!(e instanceof Cancelled)) setDoing({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
          return undefined;
        },
      );
  };

  // Each new position: the computer's decision when it is its turn, else the evaluation when asked.
  const computerTurn = !!opponent && session.end === undefined && session.turn === opponent.computer;
  useEffect(() => {
    setHintText(undefined);
    props.onView({ ...(session.end === undefined && last ? { score: last.score } : {}) });
    if (session.end !== undefined) {
      setDoing({ kind: 'idle' });
      return;
    }
    if (computerTurn) {
      const level = opponent!.level;
      ask(level, 'move').then((reply) => {
        if (!reply) return;
        setLast({ ...reply, level, position: session.positionText });
        latest.current.onView({ score: reply.score });
        if (reply.move !== undefined) latest.current.onPlay(reply.move);
        else setDoing({ kind: 'error', message: 'the engine found no decision to make' });
      });
    } else if (analysis && !opponent) {
      ask(HINT_LEVEL, 'evaluation').then((reply) => {
        if (!reply) return;
        setLast({ ...reply, level: HINT_LEVEL, position: session.positionText });
        latest.current.onView({ score: reply.score });
      });
    } else setDoing({ kind: 'idle' });
    return () => {
      if (asking.current > 0) client.cancel();
    };
  }, [session, computerTurn, opponent?.level, analysis && !opponent]);

  const hint = () =>
    ask(HINT_LEVEL, 'hint').then((reply) => {
      if (!reply?.move) return;
      // The squares the move goes from and to, as the session's own last-move squares say them.
      const played = game.play(session, reply.move);
      const squares = played.ok ? played.value.last : undefined;
      setHintText(reply.move);
      setLast({ ...reply, level: HINT_LEVEL, position: session.positionText });
      latest.current.onView({ score: reply.score, hint: { text: reply.move, ...(squares?.from ? { from: squares.from } : {}), ...(squares?.to ? { to: squares.to } : {}) } });
    });

  const choose = (side: string, level = opponent?.level ?? DEFAULT_LEVEL) => props.onOpponent(side === 'white' || side === 'black' ? { computer: side, level } : undefined);
  const levels: number[] = [];
  for (let l = MIN_LEVEL; l <= MAX_LEVEL; l++) levels.push(l);

  return (
    <div class="rb-computer" role="group" aria-label="The computer" data-engine={warm ? 'ready' : undefined} data-evaluated={last?.position}>
      <div class="rb-actions">
        <select name="opponent" aria-label="Opponent" value={opponent?.computer ?? ''} onChange={(e) => choose((e.target as HTMLSelectElement).value)}>
          <option value="">Two players at this screen</option>
          <option value="black">You (White) against the computer</option>
          <option value="white">You (Black) against the computer</option>
        </select>
        {opponent && (
          <select name="level" aria-label="Level" value={String(opponent.level)} onChange={(e) => choose(opponent.computer, Number((e.target as HTMLSelectElement).value))}>
            {levels.map((l) => (
              <option key={l} value={String(l)}>
                Level {l}
                {LEVEL_WORDS[l] ? ` (${LEVEL_WORDS[l]})` : ''}
              </option>
            ))}
          </select>
        )}
      </div>
      <div class="rb-actions">
        <button type="button" class="rb-hint-button" onClick={hint} disabled={!canHint || doing.kind === 'thinking' || computerTurn} title="The engine's best move, shown on the board">
          Hint
        </button>
        {!opponent && (
          <label class="rb-check-option">
            <input type="checkbox" name="analysis" checked={analysis} onChange={(e) => props.onAnalysis((e.target as HTMLInputElement).checked)} /> Evaluation after each move
          </label>
        )}
        {hintText && (
          <span class="rb-hint-text">
            Hint: <strong>{hintText}</strong>
          </span>
        )}
      </div>
      <p class="rb-computer-status rb-quiet" aria-live="polite">
        {doing.kind === 'error'
          ? `The engine stopped: ${doing.message}.`
          : doing.kind === 'thinking'
            ? `${doing.what === 'move' ? 'Thinking' : doing.what === 'hint' ? 'Looking for a hint' : 'Evaluating'}…${doing.depth ? ` depth ${doing.depth}` : ''}`
            : last
              ? `${whiteScoreText(last.score)} for White (level ${last.level}: depth ${last.depth}, ${last.nodes.toLocaleString('en')} positions in ${seconds(last.timeMs)}).`
              : ''}
      </p>
    </div>
  );
}

/** White's share of the game as a bar beside the board (White's part on White's side of the board). */
export function EvalBar({ score, result, flipped }: { score: Score | undefined; result: Colour | 'draw' | undefined; flipped: boolean }) {
  // As tall as the board's picture beside it (not the row of buttons under it).
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const room = bar.current?.parentElement;
    if (!room) return;
    // The picture is looked up each time: a replayed position's board is a new one.
    const measure = () => setHeight(room.querySelector('.rb-board svg')?.getBoundingClientRect().height || undefined);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(room);
    return () => watch.disconnect();
  }, []);
  const share = result === 'white' ? 1 : result === 'black' ? 0 : result === 'draw' ? 0.5 : score ? whiteShare(score) : 0.5;
  const text = result === 'white' ? '1-0' : result === 'black' ? '0-1' : result === 'draw' ? '½-½' : score ? whiteScoreShort(score) : '';
  const words = result ? `the game is over: ${text}` : score ? whiteScoreText(score) : 'not evaluated yet';
  return (
    <div
      ref={bar}
      style={height ? { height: `${height}px` } : undefined}
      class={`rb-evalbar${flipped ? ' rb-evalbar-flipped' : ''}`}
      role="meter"
      aria-label="Evaluation, White's view"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      aria-valuetext={words}
      title={`Evaluation (White's view): ${words}`}
      data-score={text}
      data-share={share.toFixed(3)}
    >
      <div class="rb-evalbar-white" style={{ flexBasis: `${(share * 100).toFixed(1)}%` }} />
      <span class={`rb-evalbar-text${share >= 0.5 ? ' rb-evalbar-text-white' : ''}`}>{text}</span>
    </div>
  );
}

/** The hint's move as an arrow over the board, from the centre of one square to the other's (found by their data-square). */
export function HintArrow({ hint, flipped }: { hint: Hint; flipped: boolean }) {
  const svg = useRef<SVGSVGElement>(null);
  const [shape, setShape] = useState<{ w: number; h: number; from?: { x: number; y: number }; to?: { x: number; y: number }; size: number }>();
  useLayoutEffect(() => {
    const board = svg.current?.parentElement;
    if (!board) return;
    const place = () => {
      const box = board.getBoundingClientRect();
      const centre = (name: string | undefined) => {
        const r = name ? board.querySelector(`.rb-board [data-square="${name}"]`)?.getBoundingClientRect() : undefined;
        return r ? { x: r.left - box.left + r.width / 2, y: r.top - box.top + r.height / 2, size: Math.min(r.width, r.height) } : undefined;
      };
      const from = centre(hint.from);
      const to = centre(hint.to);
      setShape({ w: box.width, h: box.height, ...(from ? { from } : {}), ...(to ? { to } : {}), size: to?.size ?? from?.size ?? 40 });
    };
    place();
    const watch = new ResizeObserver(place);
    watch.observe(board);
    return () => watch.disconnect();
  }, [hint.from, hint.to, flipped]);
  const { from, to, size = 40 } = shape ?? {};
  // The arrow stops short of the target's centre so its head sits on the square.
  const end = from && to ? shorten(from, to, size * 0.18) : undefined;
  return (
    <svg ref={svg} class="rb-hint-arrow" data-from={hint.from} data-to={hint.to} width={shape?.w ?? 0} height={shape?.h ?? 0} aria-hidden="true">
      <defs>
        <marker id="rb-hint-head" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#1b7f3b" />
        </marker>
      </defs>
      {from && <circle cx={from.x} cy={from.y} r={size * 0.42} fill="none" stroke="#1b7f3b" stroke-width={size * 0.07} opacity={0.85} />}
      {to && <circle cx={to.x} cy={to.y} r={size * 0.42} fill="#1b7f3b" fill-opacity={0.18} stroke="#1b7f3b" stroke-width={size * 0.07} opacity={0.85} />}
      {from && end && <line x1={from.x} y1={from.y} x2={end.x} y2={end.y} stroke="#1b7f3b" stroke-width={size * 0.14} stroke-linecap="round" opacity={0.8} marker-end="url(#rb-hint-head)" />}
    </svg>
  );
}

function shorten(a: { x: number; y: number }, b: { x: number; y: number }, by: number): { x: number; y: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length <= by) return b;
  return { x: b.x - (dx / length) * by, y: b.y - (dy / length) * by };
}
