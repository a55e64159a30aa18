// The SVG plumbing shared by the game boards (the 8x8 checkered squares of Chakra, Medea and
// Chakart, Shakti's 7x7 cells of tiles and holes): geometry, the checkered square, one
// clickable cell with its screen-reader words, test hooks and overlays, the coordinates, the
// history of moves played on a diagram, the panel under the board, and the legends' marks.
// Each game's board supplies what a cell looks like and what its legal moves are.
//
// Test hooks: every cell is <g data-square="e4">; lit cells carry data-highlight="move" |
// "capture" | "pass", the selected one data-selected="true", marked ones data-mark="true".
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LastSquares } from '../lib/session.ts';

export const SQ = 60;
export const MARGIN = 22;

export type Highlight = 'move' | 'capture' | 'pass';
/** Several moves to one cell show the strongest kind. */
export const HIGHLIGHT_RANK: Record<Highlight, number> = { pass: 0, move: 1, capture: 2 };

/** The moves that end on one lit square, with the strongest kind among them. */
export interface Target<M> {
  highlight: Highlight;
  moves: M[];
}

/**
 * The lit squares of a selection, by the square a move ends on: one square reached by several
 * moves (Chakra 1995: stop on the chakra or pass through it; Medea: a capture by several paths)
 * shows the strongest kind, capture > move > pass, and clicking it offers the choice.
 */
export function targetMap<M>() {
  const targets = new Map<number, Target<M>>();
  const add = (to: number, highlight: Highlight, move: M) => {
    const t = targets.get(to);
    if (!t) targets.set(to, { highlight, moves: [move] });
    else {
      t.moves.push(move);
      if (HIGHLIGHT_RANK[highlight] > HIGHLIGHT_RANK[t.highlight]) t.highlight = highlight;
    }
  };
  return { targets, add };
}

export interface Grid {
  files: number;
  ranks: number;
  /** Seen from Black's side: the last rank at the bottom, the files right to left. */
  flipped?: boolean;
}

/** A board's grid, seen from Black's side when `flipped` (the play and replay rooms' flip). */
export const oriented = (grid: Grid, flipped: boolean | undefined): Grid => (flipped ? { ...grid, flipped: true } : grid);

/** Top-left corner of a cell (index = rank * files + file) in SVG units. */
export function cellXY(grid: Grid, cell: number): { x: number; y: number } {
  const file = cell % grid.files;
  const rank = Math.floor(cell / grid.files);
  const column = grid.flipped ? grid.files - 1 - file : file;
  const row = grid.flipped ? rank : grid.ranks - 1 - rank;
  return { x: MARGIN + column * SQ, y: row * SQ };
}

export function cellCentre(grid: Grid, cell: number): [number, number] {
  const { x, y } = cellXY(grid, cell);
  return [x + SQ / 2, y + SQ / 2];
}

/** The red corners of a capture, for a box at (x, y) of side `size`. */
function CaptureCorners({ x, y, size = SQ }: { x: number; y: number; size?: number }) {
  return (
    <g fill="#c0261c" stroke="#ffffff" stroke-width={1.5}>
      <path d={`M${x} ${y}h18l-18 18z`} />
      <path d={`M${x + size} ${y}h-18l18 18z`} />
      <path d={`M${x} ${y + size}h18l-18 -18z`} />
      <path d={`M${x + size} ${y + size}h-18l18 -18z`} />
    </g>
  );
}

/** The mark of a lit cell: a dot (move), red corners (capture), a dashed ring (pass). */
export function HighlightMark({ highlight, x, y, inset = 0 }: { highlight: Highlight; x: number; y: number; inset?: number }) {
  const cx = x + SQ / 2;
  const cy = y + SQ / 2;
  if (highlight === 'move') return <circle cx={cx} cy={cy} r={9} fill="#147a3d" stroke="#ffffff" stroke-width={2} />;
  if (highlight === 'pass') return <circle cx={cx} cy={cy} r={11} fill="none" stroke="#147a3d" stroke-width={4} stroke-dasharray="4 3" />;
  return <CaptureCorners x={x + inset} y={y + inset} size={SQ - 2 * inset} />;
}

/** The colours of the chess board's squares (Chakra's and Chakart's boards, the legends' cells). */
export const CHESS_SQUARES = { dark: '#b58863', light: '#f0d9b5' };

/** A square of a checkered board: dark where file + rank is even (a1 is dark). */
export function CheckerSquare({ grid, cell, colours = CHESS_SQUARES }: { grid: Grid; cell: number; colours?: { dark: string; light: string } }) {
  const { x, y } = cellXY(grid, cell);
  const dark = (cell % grid.files + Math.floor(cell / grid.files)) % 2 === 0;
  return <rect x={x} y={y} width={SQ} height={SQ} fill={dark ? colours.dark : colours.light} />;
}

export interface GridCellProps {
  grid: Grid;
  cell: number;
  /** The cell's name, e.g. "e4" (data-square). */
  name: string;
  /**
   * What the cell is, for screen readers, after its name: ["White King", "legal move"]. Empty
   * parts are left out; the name comes first and "marked" last ("e4, White King, legal move").
   */
  label: readonly string[];
  /** The cell itself: a square's colour, a tile or a hole. Drawn first. */
  base: ComponentChildren;
  /** What stands on it (pieces, chakras). Drawn above the tints, below the marks. */
  content?: ComponentChildren;
  /** Drawn last (extra marks of a game). */
  extra?: ComponentChildren;
  highlight?: Highlight;
  selected?: boolean;
  /** Part of the last move played. */
  last?: boolean;
  /** A king in check: a red glow under it. */
  check?: boolean;
  /** What may be chosen before any click (a swap's pieces): a dashed ring. */
  hint?: boolean;
  /** What stands here may be picked up and dragged (a piece of the side to move). */
  movable?: boolean;
  marked?: boolean;
  actionable: boolean;
  /** Inset and corner radius of the tints (the tile's shape). */
  inset?: number;
  radius?: number;
  /** Extra data-* attributes (game-specific test hooks). */
  data?: Record<string, string | undefined>;
  onActivate: () => void;
}

/** One cell: a clickable, focusable <g data-square> with the common tints and marks. */
export function GridCell(props: GridCellProps) {
  const { grid, cell, name, label, base, content, extra, highlight, selected, last, check, hint, movable, marked, actionable, inset = 0, radius = 0, data = {}, onActivate } = props;
  const { x, y } = cellXY(grid, cell);
  const box = { x: x + inset, y: y + inset, width: SQ - 2 * inset, height: SQ - 2 * inset, rx: radius };
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) if (v !== undefined) attrs[`data-${k}`] = v;
  return (
    <g
      class={`rb-square${actionable ? ' rb-actionable' : ''}`}
      data-square={name}
      data-highlight={highlight}
      data-selected={selected ? 'true' : undefined}
      data-mark={marked ? 'true' : undefined}
      data-check={check ? 'true' : undefined}
      data-hint={hint ? 'true' : undefined}
      data-movable={movable && actionable ? 'true' : undefined}
      {...attrs}
      role={actionable ? 'button' : undefined}
      tabindex={actionable ? 0 : -1}
      aria-label={[name, ...label, marked ? 'marked' : ''].filter(Boolean).join(', ')}
      onClick={onActivate}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onActivate();
        }
      }}
    >
      {base}
      {/* The last move: a tint and a dotted frame, so it does not rest on colour alone. */}
      {last && <rect {...box} fill="#9bc700" fill-opacity={0.45} />}
      {last && <rect x={box.x + 1.5} y={box.y + 1.5} width={box.width - 3} height={box.height - 3} rx={radius} fill="none" stroke="#3d5a00" stroke-width={2} stroke-dasharray="3 3" />}
      {marked && (
        <rect x={box.x + 2} y={box.y + 2} width={box.width - 4} height={box.height - 4} rx={radius} fill="#2e7dd1" fill-opacity={0.28} stroke="#1d4f91" stroke-width={2} stroke-dasharray="5 3" />
      )}
      {/* The selected square: a tint and a solid inner frame (not colour alone). */}
      {selected && <rect {...box} fill="#ffd400" fill-opacity={0.55} />}
      {selected && <rect x={box.x + 2} y={box.y + 2} width={box.width - 4} height={box.height - 4} rx={radius} fill="none" stroke="#8a6d00" stroke-width={3} />}
      {/* A king in check: a red glow under it and a red frame (not colour alone: the label says it too). */}
      {check && <CheckGlow x={x} y={y} />}
      {/* What stands on the cell, in one group: the piece a drag lifts (useDrag). */}
      <g class="rb-content">{content}</g>
      {highlight && <HighlightMark highlight={highlight} x={x} y={y} inset={inset} />}
      {hint && <circle cx={x + SQ / 2} cy={y + SQ / 2} r={SQ * 0.44} fill="none" stroke="#147a3d" stroke-width={3.5} stroke-dasharray="6 4" />}
      {extra}
    </g>
  );
}

/** The glow of a king in check: a red radial tint and a red ring. */
function CheckGlow({ x, y }: { x: number; y: number }) {
  const id = 'rb-check-glow';
  return (
    <>
      <defs>
        <radialGradient id={id}>
          <stop offset="0%" stop-color="#ff1a1a" stop-opacity={0.95} />
          <stop offset="45%" stop-color="#e31b1b" stop-opacity={0.75} />
          <stop offset="100%" stop-color="#a00000" stop-opacity={0} />
        </radialGradient>
      </defs>
      <rect x={x} y={y} width={SQ} height={SQ} fill={`url(#${id})`} />
      <circle cx={x + SQ / 2} cy={y + SQ / 2} r={SQ * 0.46} fill="none" stroke="#c0261c" stroke-width={2.5} />
    </>
  );
}

/** The board's <svg>: cells, overlays, and the file letters / rank numbers. `drag`: pieces may be dragged (useDrag). */
export function GridSvg({ grid, label, children, drag = false }: { grid: Grid; label: string; children: ComponentChildren; drag?: boolean }) {
  const width = grid.files * SQ;
  const height = grid.ranks * SQ;
  const handlers = useDrag(drag);
  const coords = [];
  for (let i = 0; i < grid.files; i++) {
    const column = grid.flipped ? grid.files - 1 - i : i;
    coords.push(
      <text key={`f${i}`} x={MARGIN + column * SQ + SQ / 2} y={height + 15} text-anchor="middle" font-size={13} class="rb-coord">
        {'abcdefghijklmnopqrstuvwxyz'[i]}
      </text>,
    );
  }
  for (let i = 0; i < grid.ranks; i++) {
    const row = grid.flipped ? i : grid.ranks - 1 - i;
    coords.push(
      <text key={`r${i}`} x={MARGIN / 2} y={row * SQ + SQ / 2 + 5} text-anchor="middle" font-size={13} class="rb-coord">
        {i + 1}
      </text>,
    );
  }
  return (
    <svg
      viewBox={`0 0 ${MARGIN + width} ${height + MARGIN}`}
      role="group"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
      class={drag ? 'rb-draggable' : undefined}
      data-flipped={grid.flipped ? 'true' : undefined}
      {...handlers}
    >
      {children}
      {coords}
    </svg>
  );
}

/** A click on a cell, as the board's own click handler takes it (a drag selects and drops by clicks). */
const clickOn = (cell: Element) => cell.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** How far (px) the pointer must go before a press on a piece becomes a drag, not a click. */
const DRAG_START = 5;

/**
 * Drag and drop over click-click, for every board and with mouse, pen or touch (pointer
 * events): pressing a usable cell that holds something and moving it lifts a copy of what
 * stands there (the cell's .rb-content) under the pointer and selects the cell as a click
 * would; letting go on another usable cell clicks it (a lit target plays the move, as a
 * click would), anywhere else puts the piece back, still selected. A press that does not
 * move is a plain click. The board's own click handlers decide everything: a drag is two
 * clicks, so it obeys the same rules and says the same reasons.
 */
function useDrag(enabled: boolean) {
  const drag = useRef<
    { pointer: number; cell: Element; x0: number; y0: number; ghost?: SVGSVGElement; lifted?: SVGGElement; size?: number } | undefined
  >(undefined);
  // The click the browser sends right after a drag's pointerup (same input event) is not a click on a cell.
  const swallowClick = useRef(false);
  const end = () => {
    const d = drag.current;
    drag.current = undefined;
    d?.ghost?.remove();
    if (d?.lifted) d.lifted.style.opacity = '';
  };
  useEffect(() => end, []);
  if (!enabled) return {};
  const place = (ghost: SVGSVGElement, size: number, x: number, y: number) => {
    ghost.style.transform = `translate(${x - size / 2}px, ${y - size / 2}px)`;
  };
  return {
    onPointerDown(e: PointerEvent) {
      if (e.button !== 0 || drag.current) return;
      const cell = (e.target as Element).closest('[data-square]');
      const content = cell?.querySelector<SVGGElement>(':scope > .rb-content');
      if (!cell || cell.getAttribute('data-movable') !== 'true' || !content?.firstElementChild) return;
      drag.current = { pointer: e.pointerId, cell, x0: e.clientX, y0: e.clientY };
    },
    onPointerMove(e: PointerEvent) {
      const d = drag.current;
      if (!d || d.pointer !== e.pointerId) return;
      if (!d.ghost) {
        if (Math.hypot(e.clientX - d.x0, e.clientY - d.y0) < DRAG_START) return;
        const svg = e.currentTarget as SVGSVGElement;
        const content = d.cell.querySelector<SVGGElement>(':scope > .rb-content');
        if (!content) return end();
        // The cell's box in the board's units, and a cell's size on the screen.
        const base = (d.cell.firstElementChild as SVGGraphicsElement | null)?.getBBox();
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        if (!base || !scale) return end();
        const cx = base.x + base.width / 2;
        const cy = base.y + base.height / 2;
        const size = SQ * scale * 1.15;
        const ghost = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
        ghost.setAttribute('viewBox', `${cx - SQ / 2} ${cy - SQ / 2} ${SQ} ${SQ}`);
        ghost.setAttribute('class', 'rb-drag-ghost');
        ghost.setAttribute('aria-hidden', 'true');
        Object.assign(ghost.style, { position: 'fixed', left: '0', top: '0', width: `${size}px`, height: `${size}px`, pointerEvents: 'none', zIndex: '1000' });
        ghost.appendChild(content.cloneNode(true));
        document.body.appendChild(ghost);
        d.ghost = ghost;
        d.size = size;
        d.lifted = content;
        content.style.opacity = '0.3';
        // Select what is dragged, as a click would (unless it is selected already).
        if (d.cell.getAttribute('data-selected') !== 'true') clickOn(d.cell);
        try {
          svg.setPointerCapture(e.pointerId);
        } catch {
          // a pointer that is gone: the drag ends with it
        }
      }
      e.preventDefault();
      place(d.ghost, d.size!, e.clientX, e.clientY);
    },
    onPointerUp(e: PointerEvent) {
      const d = drag.current;
      if (!d || d.pointer !== e.pointerId) return;
      const dragged = !!d.ghost;
      end();
      if (!dragged) return;
      swallowClick.current = true;
      setTimeout(() => (swallowClick.current = false), 0);
      const under = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-square]');
      const svg = e.currentTarget as SVGSVGElement;
      if (under && under !== d.cell && svg.contains(under) && under.getAttribute('role') === 'button') clickOn(under);
    },
    onPointerCancel: end,
    onClickCapture(e: MouseEvent) {
      if (e.isTrusted && swallowClick.current) {
        swallowClick.current = false;
        e.stopPropagation();
        e.preventDefault();
      }
    },
  };
}

/** One position of a diagram's history: the position string and the move that led to it. */
export interface Step {
  text: string;
  move?: string;
  /** Played from the scenario's script. */
  scripted?: boolean;
  from?: number;
  to?: number;
  /** A tile the move removed (Shakti's jump). */
  removed?: number;
}

/**
 * The moves played on a diagram, the selected cell and hydration. `nextScripted` is the
 * scenario's next move text while only scenario moves have been played.
 */
export function useBoardHistory(position: string, select: number | undefined, script: readonly string[]) {
  const [history, setHistory] = useState<Step[]>([{ text: position }]);
  const [selected, setSelected] = useState<number | undefined>(select);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const step = history[history.length - 1];
  const onScript = history.slice(1).every((s) => s.scripted);
  const nextScripted = onScript && history.length - 1 < script.length ? script[history.length - 1] : undefined;
  return {
    history,
    step,
    selected,
    setSelected,
    ready,
    nextScripted,
    push(next: Step) {
      setHistory([...history, next]);
      setSelected(undefined);
    },
    takeBack() {
      setHistory(history.slice(0, -1));
      setSelected(undefined);
    },
    reset() {
      setHistory(history.slice(0, 1));
      setSelected(undefined);
    },
  };
}

/** What every game's board takes, besides its own options (a ruleset, a scenario's outcomes). */
export interface BoardProps<Last extends LastSquares = LastSquares> {
  /** The position string (see the game's notation page). */
  position: string;
  /** false: a static picture, no island behaviour. */
  interactive?: boolean;
  /** A square to select from the start, e.g. "d4": its legal moves are lit in the static HTML too. */
  select?: string;
  /** Squares to mark for the reader (e.g. the squares a Courtesan controls). */
  marks?: string[];
  /** Accessible name of the diagram. */
  label?: string;
  /** Moves to step through (a scenario's `When … plays` moves), in move text. */
  script?: string[];
  /** Controlled mode (play page): a decision is reported as its move text, not played on the board's own history. */
  onPlay?: (decision: string) => void;
  /** The last decision's squares to tint (controlled mode, replay page). */
  last?: Last;
  /** Controlled mode: hide the diagram's panel buttons (take back, reset, scenario); the status stays. */
  controlled?: boolean;
  /** Seen from Black's side (the play and replay rooms' flip). */
  flipped?: boolean;
  /** The play room: pieces may be dragged as well as clicked (GridSvg `drag`). */
  drag?: boolean;
  /** The play room: why a click selected nothing (an enemy piece, a piece without a move); undefined clears it. */
  onNotice?: (text: string | undefined) => void;
  /** The play room: the board's status line (whose turn, check, the phase), shown beside the board. */
  onStatus?: (text: string) => void;
}

/** Reports a board's status line to the room (`onStatus`) whenever it changes. */
export function useStatusReport(status: string, onStatus: ((text: string) => void) | undefined): void {
  useEffect(() => onStatus?.(status), [status, onStatus]);
}

/** The cells `last` names (from, to and the others), as cell numbers. */
export function lastSquareSet(last: LastSquares | undefined, parse: (name: string) => number | undefined): Set<number> {
  const cells = new Set<number>();
  for (const name of [last?.from, last?.to, ...(last?.squares ?? [])]) {
    const cell = name === undefined ? undefined : parse(name);
    if (cell !== undefined) cells.add(cell);
  }
  return cells;
}

/**
 * A board's state, for every game: a diagram's own history of moves (`useBoardHistory`), or in
 * controlled mode the page's position, and what is selected in it. Controlled, a selection (and
 * what hangs on it: a choice, hops entered) belongs to the position it was made in: a move
 * played, an undo or a new game leaves nothing selected (`stale` until the next click, which
 * calls `pick`). `script`: a diagram's scenario moves, as move text (none in controlled mode).
 */
export function useBoard(props: Omit<BoardProps, 'script'>, parse: (name: string) => number | undefined, script: readonly string[] = []) {
  const { position, select, marks = [], onPlay, interactive = true, last, controlled = false } = props;
  const steps = onPlay || controlled ? [] : script;
  const board = useBoardHistory(position, select ? parse(select) : undefined, steps);
  // Controlled, the board shows the position it is given; a diagram shows its own history's last.
  const shown = onPlay ? position : board.step.text;
  const [pickedIn, setPickedIn] = useState(shown);
  const stale = !!onPlay && pickedIn !== shown;
  const marked = useMemo(() => new Set(marks.map(parse)), [marks]);
  const lastNamed = useMemo(() => lastSquareSet(last, parse), [last]);
  return {
    ...board,
    /** The scenario's moves (none in controlled mode). */
    script: steps,
    shown,
    stale,
    selected: stale ? undefined : board.selected,
    /** A click on the board: what is selected now belongs to the position shown. */
    pick: () => setPickedIn(shown),
    /**
     * Controlled: the square the last move ended on stays a tab stop (keyboard play; the play
     * page puts the focus back on the board after a decision, components/session/PlayShell.tsx).
     */
    lastTo: onPlay && interactive && last?.to !== undefined ? parse(last.to) : undefined,
    /** The squares to mark for the reader. */
    marked,
    /** The squares `last` names. */
    lastNamed,
  };
}

export interface BoardPanelProps {
  status: string;
  /** Number of moves played on the diagram (the history buttons appear after one). */
  played: number;
  /** The scenario's next move, with its button. */
  script?: { text: string; index: number; total: number; play: () => void };
  onTakeBack: () => void;
  onReset: () => void;
  /** Game-specific buttons (a flip, a promotion choice, a pass). */
  children?: ComponentChildren;
}

/** Under the board: the status line, the scenario button, the game's buttons, undo. */
export function BoardPanel({ status, played, script, onTakeBack, onReset, children }: BoardPanelProps) {
  return (
    <div class="rb-panel">
      <p class="rb-status" aria-live="polite">
        {status}
      </p>
      {script && (
        <button type="button" class="rb-script" onClick={script.play}>
          Scenario move {script.index} of {script.total}: {script.text} ▶
        </button>
      )}
      {children}
      {played > 0 && (
        <div class="rb-history">
          <button type="button" onClick={onTakeBack}>
            Take back
          </button>
          <button type="button" onClick={onReset}>
            Back to the diagram
          </button>
        </div>
      )}
    </div>
  );
}

/** A small picture for a legend: one cell of side SQ, drawn by `children` around (SQ/2, SQ/2). */
export function LegendItem({ children, label, background = CHESS_SQUARES.light }: { children: ComponentChildren; label: string; background?: string }) {
  return (
    <li>
      <svg viewBox={`0 0 ${SQ} ${SQ}`} width="40" height="40" aria-hidden="true">
        <rect width={SQ} height={SQ} fill={background} />
        {children}
      </svg>
      <span>{label}</span>
    </li>
  );
}
