// The Chakra board: one SVG component for every diagram. Rendered at build time (static
// HTML) and hydrated as an island: click a piece (or a vacant own chakra) of the side to
// move and its legal moves light up, computed by the rules package in the browser; click a
// lit square to play the move.
//
// Test hooks: the root carries data-position (the position string shown) and data-ready
// (set once hydrated); each square is <g data-square="e4">, lit squares carry
// data-highlight="move" | "capture" | "pass", the selected square data-selected.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ChakraMove, ChakraPosition, PromotionType, Ruleset, Square } from '../lib/chakra.ts';
import {
  formatMove,
  formatPosition,
  isCheck,
  legalMoves,
  outcome,
  parseMove,
  parsePosition,
  parseSquare,
  play,
  squareName,
} from '../lib/chakra.ts';
import { ChakraGlyph, PIECE_NAMES, PieceGlyph, SQ, colourName } from './glyphs.tsx';

export interface BoardProps {
  /** The position string (see the notation page). */
  position: string;
  ruleset?: Ruleset;
  /** false: a static picture, no island behaviour. */
  interactive?: boolean;
  /** A square to select from the start, e.g. "c3": its legal moves are lit in the static HTML too. */
  select?: string;
  /** Squares to mark for the reader (e.g. the squares a Courtesan controls). */
  marks?: string[];
  /** Accessible name of the diagram. */
  label?: string;
  /** Moves to step through (a scenario's `When … plays` moves), in move text. */
  script?: string[];
}

type Highlight = 'move' | 'capture' | 'pass';
const RANK: Record<Highlight, number> = { pass: 0, move: 1, capture: 2 };

interface Target {
  highlight: Highlight;
  moves: ChakraMove[];
}

interface Selection {
  targets: Map<Square, Target>;
  /** Flip of the selected vacant chakra in place (a whole turn, C5). */
  flip?: ChakraMove;
  /** Transmitted moves: the own chakra entered (via) and the far chakra reached (to). */
  routes: { via: Square; to: Square }[];
}

const MARGIN = 22;
const SIZE = 8 * SQ;

const PROMOTION_NAMES: Record<PromotionType, string> = {
  queen: 'Queen',
  samurai: 'Samurai',
  monk: 'Monk',
  monkey: 'Monkey',
  courtesan: 'Courtesan',
};

/** Can the side to move pick up what stands on this square? */
function selectable(pos: ChakraPosition, sq: Square): boolean {
  const piece = pos.board[sq];
  if (piece) return piece.colour === pos.turn;
  const chakra = pos.chakras[sq];
  return !!chakra && chakra.owner === pos.turn;
}

/** The legal moves of what stands on `sq`, grouped by the square where they end. */
export function selectionFor(pos: ChakraPosition, moves: readonly ChakraMove[], sq: Square, ruleset: Ruleset): Selection {
  const targets = new Map<Square, Target>();
  let flip: ChakraMove | undefined;
  const routes: { via: Square; to: Square }[] = [];
  const add = (to: Square, highlight: Highlight, move: ChakraMove) => {
    const t = targets.get(to);
    if (t) {
      t.moves.push(move);
      // One square, several moves (1995: stop on the chakra, or pass through it): show the
      // strongest kind, capture > move > pass; clicking offers the choice.
      if (RANK[highlight] > RANK[t.highlight]) t.highlight = highlight;
    } else targets.set(to, { highlight, moves: [move] });
  };
  for (const move of moves) {
    if (move.kind === 'piece' && move.from === sq) {
      const { facts } = play(pos, move, ruleset);
      add(move.to, facts.captured || facts.transmitterCaptured ? 'capture' : 'move', move);
      if (move.via !== undefined && !routes.some((r) => r.via === move.via && r.to === move.to)) routes.push({ via: move.via, to: move.to });
    } else if (move.kind === 'chakra' && move.from === sq) {
      add(move.to, 'move', move);
    } else if (move.kind === 'pass' && move.square === sq) {
      // The piece formally enters the chakra `via` and comes back: shown on `via`.
      add(move.via, 'pass', move);
    } else if (move.kind === 'flip' && move.square === sq) {
      flip = move;
    }
  }
  return { targets, flip, routes };
}

function describeMove(move: ChakraMove): string {
  if (move.kind === 'piece' && move.promotion) return `promote to ${PROMOTION_NAMES[move.promotion]}`;
  if (move.kind === 'chakra') return move.flip ? 'move, then flip' : 'move, keep the face';
  if (move.kind === 'pass') return 'pass the turn';
  if (move.kind === 'flip') return 'flip in place';
  return move.via !== undefined ? `through the Transmitter (enters ${squareName(move.via)})` : 'move';
}

interface Step {
  text: string;
  move?: string;
  /** Played from the scenario's script. */
  scripted?: boolean;
  from?: Square;
  to?: Square;
}

export default function Board({ position, ruleset = 'current', interactive = true, select, marks = [], label, script = [] }: BoardProps) {
  const [history, setHistory] = useState<Step[]>([{ text: position }]);
  const [selected, setSelected] = useState<Square | undefined>(select ? parseSquare(select) : undefined);
  const [choice, setChoice] = useState<ChakraMove[] | undefined>(undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const step = history[history.length - 1];
  const pos = useMemo(() => parsePosition(step.text), [step.text]);
  const moves = useMemo(() => (interactive || select ? legalMoves(pos, ruleset) : []), [pos, ruleset, interactive, select]);
  const selection = useMemo(
    () => (selected === undefined ? undefined : selectionFor(pos, moves, selected, ruleset)),
    [pos, moves, selected, ruleset],
  );
  const marked = useMemo(() => new Set(marks.map((m) => parseSquare(m))), [marks]);
  const ended = useMemo(() => (interactive ? outcome(pos, ruleset) : undefined), [pos, ruleset, interactive]);
  const check = useMemo(() => isCheck(pos), [pos]);

  // The next move of the scenario, while only scenario moves have been played.
  const onScript = history.slice(1).every((s) => s.scripted);
  const nextScripted = onScript && history.length - 1 < script.length ? script[history.length - 1] : undefined;
  const nextScriptedMove = useMemo(
    () => (nextScripted ? parseMove(pos, nextScripted, ruleset) : undefined),
    [pos, nextScripted, ruleset],
  );

  const playMove = (move: ChakraMove, scripted = false) => {
    const { position: next } = play(pos, move, ruleset);
    const from = move.kind === 'piece' || move.kind === 'chakra' ? move.from : move.square;
    const to = move.kind === 'piece' || move.kind === 'chakra' ? move.to : move.kind === 'pass' ? move.via : move.square;
    setHistory([...history, { text: formatPosition(next), move: formatMove(pos, move), from, to, scripted }]);
    setSelected(undefined);
    setChoice(undefined);
  };

  const onSquare = (sq: Square) => {
    if (!interactive) return;
    const target = selection?.targets.get(sq);
    if (target) {
      if (target.moves.length === 1) playMove(target.moves[0]);
      else setChoice(target.moves);
      return;
    }
    setChoice(undefined);
    if (sq === selected || !selectable(pos, sq)) setSelected(undefined);
    else setSelected(sq);
  };

  const squares = [];
  for (let sq = 0; sq < 64; sq++) {
    const file = sq % 8;
    const rank = Math.floor(sq / 8);
    const x = MARGIN + file * SQ;
    const y = (7 - rank) * SQ;
    const cx = x + SQ / 2;
    const cy = y + SQ / 2;
    const piece = pos.board[sq];
    const chakra = pos.chakras[sq];
    const target = selection?.targets.get(sq);
    const isSelected = sq === selected;
    const isLast = sq === step.from || sq === step.to;
    const actionable = interactive && (!!target || selectable(pos, sq));
    const name = squareName(sq);
    const describe = [
      name,
      piece ? `${colourName(piece.colour)} ${PIECE_NAMES[piece.type]}` : 'empty',
      chakra ? `on a ${colourName(chakra.owner)} chakra, ${chakra.face} face` : '',
      target ? (target.highlight === 'capture' ? 'capture' : target.highlight === 'pass' ? 'pass' : 'legal move') : '',
      marked.has(sq) ? 'marked' : '',
    ]
      .filter(Boolean)
      .join(', ');
    squares.push(
      <g
        key={sq}
        class={`rb-square${actionable ? ' rb-actionable' : ''}`}
        data-square={name}
        data-highlight={target?.highlight}
        data-selected={isSelected ? 'true' : undefined}
        data-mark={marked.has(sq) ? 'true' : undefined}
        role={actionable ? 'button' : undefined}
        tabIndex={actionable ? 0 : undefined}
        aria-label={describe}
        onClick={() => onSquare(sq)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onSquare(sq);
          }
        }}
      >
        <rect x={x} y={y} width={SQ} height={SQ} fill={(file + rank) % 2 === 0 ? '#b58863' : '#f0d9b5'} />
        {isLast && <rect x={x} y={y} width={SQ} height={SQ} fill="#9bc700" fill-opacity={0.45} />}
        {marked.has(sq) && <rect x={x + 2} y={y + 2} width={SQ - 4} height={SQ - 4} fill="#2e7dd1" fill-opacity={0.28} stroke="#1d4f91" stroke-width={2} stroke-dasharray="5 3" />}
        {isSelected && <rect x={x} y={y} width={SQ} height={SQ} fill="#ffd400" fill-opacity={0.55} />}
        {chakra && <ChakraGlyph chakra={chakra} cx={cx} cy={cy} />}
        {piece && <PieceGlyph colour={piece.colour} type={piece.type} cx={cx} cy={cy} />}
        {target?.highlight === 'move' && <circle cx={cx} cy={cy} r={9} fill="#147a3d" stroke="#ffffff" stroke-width={2} />}
        {target?.highlight === 'pass' && (
          <circle cx={cx} cy={cy} r={11} fill="none" stroke="#147a3d" stroke-width={4} stroke-dasharray="4 3" />
        )}
        {target?.highlight === 'capture' && (
          <g fill="#c0261c" stroke="#ffffff" stroke-width={1.5}>
            <path d={`M${x} ${y}h18l-18 18z`} />
            <path d={`M${x + SQ} ${y}h-18l18 18z`} />
            <path d={`M${x} ${y + SQ}h18l-18 -18z`} />
            <path d={`M${x + SQ} ${y + SQ}h-18l18 -18z`} />
          </g>
        )}
        {isSelected && selection?.flip && (
          <text x={x + SQ - 4} y={y + 12} text-anchor="end" font-size={13} font-weight="700" fill="#1c1c1c">
            ⇅
          </text>
        )}
      </g>,
    );
  }

  const coords = [];
  for (let i = 0; i < 8; i++) {
    coords.push(
      <text key={`f${i}`} x={MARGIN + i * SQ + SQ / 2} y={SIZE + 15} text-anchor="middle" font-size={13} class="rb-coord">
        {'abcdefgh'[i]}
      </text>,
      <text key={`r${i}`} x={MARGIN / 2} y={(7 - i) * SQ + SQ / 2 + 5} text-anchor="middle" font-size={13} class="rb-coord">
        {i + 1}
      </text>,
    );
  }

  const status = ended
    ? ended.result === 'draw'
      ? `Draw by ${ended.reason}.`
      : `${colourName(ended.result)} wins by ${ended.reason}.`
    : `${colourName(pos.turn)} to move${check ? ', in check' : ''}.`;

  return (
    <div class="rb-board" data-position={step.text} data-ruleset={ruleset} data-ready={ready ? 'true' : undefined}>
      <svg
        viewBox={`0 0 ${MARGIN + SIZE} ${SIZE + MARGIN}`}
        role="group"
        aria-label={label ?? `Chakra position: ${step.text}`}
        xmlns="http://www.w3.org/2000/svg"
      >
        {squares}
        <g class="rb-routes" pointer-events="none" aria-hidden="true">
          {selection?.routes.map(({ via, to }) => {
            const at = (sq: Square) => [MARGIN + (sq % 8) * SQ + SQ / 2, (7 - Math.floor(sq / 8)) * SQ + SQ / 2];
            const [x1, y1] = at(via);
            const [x2, y2] = at(to);
            return (
              <g key={`${via}-${to}`}>
                <circle cx={x1} cy={y1} r={6} fill="none" stroke="#147a3d" stroke-width={2.5} />
                <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#147a3d" stroke-width={2.5} stroke-dasharray="6 5" stroke-opacity={0.8} />
              </g>
            );
          })}
        </g>
        {coords}
      </svg>
      {interactive && (
        <div class="rb-panel">
          <p class="rb-status" aria-live="polite">
            {status}
            {step.move ? ` Last move: ${step.move}.` : ''}
            {ruleset === '1995' ? ' Ruleset 1995.' : ''}
          </p>
          {nextScriptedMove && (
            <button type="button" class="rb-script" onClick={() => playMove(nextScriptedMove, true)}>
              Scenario move {history.length} of {script.length}: {nextScripted} ▶
            </button>
          )}
          {selection?.flip && (
            <button type="button" onClick={() => playMove(selection.flip!)}>
              Flip the chakra on {squareName(selected!)} ({formatMove(pos, selection.flip)})
            </button>
          )}
          {choice && (
            <div class="rb-choice" role="group" aria-label="Choose the move">
              {choice.map((move) => (
                <button type="button" key={formatMove(pos, move)} onClick={() => playMove(move)}>
                  {formatMove(pos, move)}: {describeMove(move)}
                </button>
              ))}
            </div>
          )}
          {history.length > 1 && (
            <div class="rb-history">
              <button type="button" onClick={() => { setHistory(history.slice(0, -1)); setSelected(undefined); setChoice(undefined); }}>
                Take back
              </button>
              <button type="button" onClick={() => { setHistory(history.slice(0, 1)); setSelected(undefined); setChoice(undefined); }}>
                Back to the diagram
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
