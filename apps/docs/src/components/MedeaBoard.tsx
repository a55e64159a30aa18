// The Medea board: draughts on all 64 squares with Chakra's Transmitter, drawn with the grid
// plumbing shared with the other boards (grid.tsx). Men are grooved discs, kings two stacked
// discs with a crown; a chakra is a ring under the square in its owner's colour (no faces, D6).
// Hydrated as an island: click a piece (or a vacant own chakra) of the side to move and its
// legal moves light up (Medea's game value, `legalMoves`, in the browser). A capture shows its whole path:
// the line of the jumps, the landing squares numbered in order and the pieces it takes
// crossed out. Click the end square to play the whole capture, or click the landing squares
// one by one: each click is one hop through the game machine (`applyEvent`, D4), the
// jumped pieces stay on the board, marked, until the last hop completes the capture.
//
// Test hooks: the root carries data-game="medea", data-position (the position string shown;
// unchanged while a capture is being entered), data-capturing="true" while hops are pending,
// and data-ready (set once hydrated); each square is <g data-square="e4">; the end squares of
// the selected piece's moves carry data-highlight="move" | "capture" | "pass"; the landing
// squares of the capture paths shown data-landing="1" (several numbers, space-separated, for a
// square landed on more than once), the squares where the next hop may land data-hop="true",
// the pieces those paths take data-captured="true" (data-taken="true" once jumped); the
// selected square data-selected="true"; the squares of the last move data-last="true".
//
// Controlled mode (the play page, with `onPlay`): the board shows `position` and plays
// nothing itself. A decision (a step, a transmission, a chakra move, a pass, or a capture once
// its last hop is entered, whether clicked hop by hop or by its end square) is reported as
// Medea move text; the page plays it through the notation and mounts the board again on the
// new position. `last` tints the previous decision's squares; `controlled` hides the
// diagram's take-back and scenario buttons (the status line stays).
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { CaptureMove, GameSnapshot, MedeaFacts, MedeaMove, MedeaPosition, Square } from '../lib/medea.ts';
import { capturePaths, endingWords, statusLine, formatMove, formatPosition, medeaRules as rules, parseMove, parsePosition, parseSquare, squareName } from '../lib/medea.ts';
import { CapturedMark, MEDEA_PIECE_NAMES, MEDEA_SQUARES, MedeaPieceGlyph } from './MedeaGlyphs.tsx';
import { colourName } from './figures.tsx';
import { ChakraGlyph } from './ChakraGlyphs.tsx';
import { BoardPanel, CheckerSquare, GridCell, GridSvg, type BoardProps, type Target, SQ, cellCentre, cellXY, oriented, targetMap, useBoard, useStatusReport } from './grid.tsx';

/** `last`: from, to, and the chakra entered, landings and pieces taken. */
export type MedeaBoardProps = BoardProps;

const BOARD_GRID = { files: 8, ranks: 8 };
const PATH_COLOUR = '#b3261e';

/** The capture being entered hop by hop: the machine's snapshot and its pending jumps. */
interface Pending {
  snapshot: GameSnapshot;
  from: Square;
  path: Square[];
  captured: Square[];
}

export interface MedeaSelection {
  targets: Map<Square, Target<MedeaMove>>;
  /** The full jump paths still open from the selected piece (after the hops entered). */
  paths: CaptureMove[];
  /** Landing squares of those paths, with their numbers in the path (1 = first landing). */
  landings: Map<Square, number[]>;
  /** Where the next hop may land. */
  hops: Set<Square>;
  /** Pieces the paths shown take. */
  captured: Set<Square>;
  /** Transmitted moves: the own chakra entered (via) and the far chakra reached (to). */
  routes: { via: Square; to: Square }[];
}

const startsWith = (list: readonly Square[], prefix: readonly Square[]) => prefix.every((s, i) => list[i] === s);

/** A replacement capture: a transmitted step whose far chakra holds an enemy piece (D7, D8). */
export function isReplacement(pos: MedeaPosition, move: MedeaMove): boolean {
  return move.kind === 'step' && move.via !== undefined && !!pos.board[move.to] && pos.board[move.to]!.colour !== pos.turn;
}

/**
 * What the board shows for the piece (or vacant chakra) on `sq`: the end squares of its
 * moves, and for captures every full path (only those continuing `pending`'s hops, if any).
 */
export function medeaSelection(
  pos: MedeaPosition,
  moves: readonly MedeaMove[],
  paths: readonly CaptureMove[],
  sq: Square,
  pending?: { path: readonly Square[]; captured: readonly Square[] },
): MedeaSelection {
  const { targets, add } = targetMap<MedeaMove>();
  const routes: { via: Square; to: Square }[] = [];
  const open = paths.filter(
    (p) => p.from === sq && (!pending || (startsWith(p.path, pending.path) && startsWith(p.captured, pending.captured) && p.path.length > pending.path.length)),
  );
  for (const move of moves) {
    if (pending) {
      // Only the captures that continue the hops entered so far.
      if (move.kind === 'capture' && move.from === sq && open.some((p) => p.to === move.to && sameSet(p.captured, move.captured))) add(move.to, 'capture', move);
      continue;
    }
    if (move.kind === 'step' && move.from === sq) {
      add(move.to, isReplacement(pos, move) ? 'capture' : 'move', move);
      if (move.via !== undefined && !routes.some((r) => r.via === move.via && r.to === move.to)) routes.push({ via: move.via, to: move.to });
    } else if (move.kind === 'capture' && move.from === sq) add(move.to, 'capture', move);
    else if (move.kind === 'chakra' && move.from === sq) add(move.to, 'move', move);
    else if (move.kind === 'pass' && move.square === sq) add(move.via, 'pass', move);
  }
  const landings = new Map<Square, number[]>();
  const captured = new Set<Square>();
  const hops = new Set<Square>();
  const done = pending?.path.length ?? 0;
  for (const p of open) {
    p.path.forEach((s, i) => {
      const numbers = landings.get(s) ?? [];
      if (!numbers.includes(i + 1)) numbers.push(i + 1);
      landings.set(s, numbers.sort((a, b) => a - b));
    });
    for (const c of p.captured) captured.add(c);
    if (p.path[done] !== undefined) hops.add(p.path[done]);
  }
  return { targets, paths: open, landings, hops, captured, routes };
}

function sameSet(a: readonly Square[], b: readonly Square[]): boolean {
  return a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();
}

/** Can the side to move pick up what stands on this square (a piece, or a vacant own chakra)? */
function selectable(pos: MedeaPosition, sq: Square): boolean {
  const piece = pos.board[sq];
  if (piece) return piece.colour === pos.turn;
  return pos.chakras[sq] === pos.turn;
}

/** Why a click on `sq` selected nothing (the play room): an enemy piece, or an own piece or chakra without a move. */
function medeaWhyNot(pos: MedeaPosition, moves: readonly MedeaMove[], sq: Square, mustCapture: boolean): string | undefined {
  const piece = pos.board[sq];
  const chakra = pos.chakras[sq];
  const turn = colourName(pos.turn);
  if (piece && piece.colour !== pos.turn) return `It is ${turn}'s turn: that is a ${colourName(piece.colour)} piece.`;
  if (!piece && chakra && chakra !== pos.turn) return `It is ${turn}'s turn: that is ${colourName(chakra)}'s chakra.`;
  if (!piece && !chakra) return undefined;
  if (moves.some((m) => (m.kind === 'pass' ? m.square : m.from) === sq)) return undefined;
  const what = piece ? `the ${MEDEA_PIECE_NAMES[piece.type]} on ${squareName(sq)}` : `the chakra on ${squareName(sq)}`;
  if (mustCapture) return `A capture is compulsory, and ${what} cannot capture: move a piece that can.`;
  return `${what.replace(/^t/, 'T')} has no legal move: every way is blocked.`;
}

function describeMove(pos: MedeaPosition, move: MedeaMove): string {
  if (move.kind === 'capture') return `takes ${move.captured.map(squareName).join(', ')}`;
  if (move.kind === 'chakra') return 'moves the chakra';
  if (move.kind === 'pass') return 'passes through the Transmitter';
  if (move.via !== undefined) return isReplacement(pos, move) ? `through the Transmitter, takes ${squareName(move.to)}` : `through the Transmitter (enters ${squareName(move.via)})`;
  return 'move';
}

/** The move the machine committed, rebuilt from its facts (the path as the player entered it). */
function committedMove(moves: readonly MedeaMove[], facts: MedeaFacts): MedeaMove | undefined {
  const taken = (facts.captured ?? []).map((c) => c.square);
  const legal = moves.find((m) => m.kind === 'capture' && m.from === facts.from && m.to === facts.to && sameSet(m.captured, taken));
  if (!legal || legal.kind !== 'capture') return legal;
  return facts.path ? { ...legal, path: [...facts.path], captured: taken } : legal;
}

export default function MedeaBoard(props: MedeaBoardProps) {
  const { position, interactive = true, select, label, onPlay, last, controlled = false, flipped, drag = false, onNotice, onStatus } = props;
  const GRID = oriented(BOARD_GRID, flipped);
  const board = useBoard(props, parseSquare, props.script);
  const { history, selected, setSelected, script, marked } = board;
  // Controlled: the position is the page's, never the board's own history.
  const step = onPlay ? { text: position, move: undefined, from: undefined, to: undefined } : board.step;
  const [pending, setPending] = useState<Pending | undefined>(undefined);
  const [choice, setChoice] = useState<MedeaMove[] | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!onPlay) return;
    // A new position from the page: nothing of the previous one stays selected or pending.
    setPending(undefined);
    setChoice(undefined);
    setMessage(undefined);
    setSelected(undefined);
  }, [position]);

  const pos = useMemo(() => parsePosition(step.text), [step.text]);
  const live = interactive || !!select;
  const moves = useMemo(() => (live ? rules.legalMoves(pos) : []), [pos, live]);
  const paths = useMemo(() => (live ? capturePaths(pos) : []), [pos, live]);
  const active = pending ? pending.from : selected;
  const selection = useMemo(
    () => (active === undefined ? undefined : medeaSelection(pos, moves, paths, active, pending)),
    [pos, moves, paths, active, pending],
  );
  const lastSquares = useMemo(
    () => (last === undefined ? new Set([step.from, step.to].filter((s): s is Square => s !== undefined)) : board.lastNamed),
    [last, board.lastNamed, step.from, step.to],
  );
  const ended = useMemo(() => (interactive ? rules.outcome(pos) : undefined), [pos, interactive]);
  const mustCapture = moves.some((m) => m.kind === 'capture' || isReplacement(pos, m));

  const nextScripted = board.nextScripted;
  const nextScriptedMove = useMemo(() => (nextScripted ? parseMove(pos, nextScripted) : undefined), [pos, nextScripted]);

  const clear = () => {
    setPending(undefined);
    setChoice(undefined);
    setMessage(undefined);
  };

  const playMove = (move: MedeaMove, scripted = false) => {
    if (onPlay) {
      clear();
      setSelected(undefined);
      onPlay(formatMove(pos, move));
      return;
    }
    const { position: next } = rules.play(pos, move);
    const from = move.kind === 'pass' ? move.square : move.from;
    const to = move.kind === 'pass' ? move.via : move.to;
    board.push({ text: formatPosition(next), move: formatMove(pos, move), from, to, scripted });
    clear();
  };

  /** One jump through the machine; commits the move when the hops complete a capture. */
  const hop = (to: Square, state = pending): Pending | undefined => {
    const from = state ? (state.path[state.path.length - 1] ?? state.from) : selected;
    if (from === undefined) return state;
    const snapshot = state?.snapshot ?? rules.startGame(pos);
    const event = { type: 'hop' as const, from, to };
    const next = rules.applyEvent(snapshot, event);
    if (next === snapshot) {
      setMessage(`The jump ${squareName(from)}×${squareName(to)} is not possible${(() => { const r = rules.rejectionReason(snapshot, event); return r ? `: ${r}` : ''; })()}.`);
      return state;
    }
    const waiting = next.context.pending;
    if (next.value === 'capturing' && waiting) {
      const now: Pending = { snapshot: next, from: waiting.from, path: [...waiting.path], captured: [...waiting.captured] };
      setPending(now);
      setChoice(undefined);
      setMessage(undefined);
      return now;
    }
    const facts = next.context.lastFacts;
    if (onPlay) {
      // The capture as entered, every landing square: the notation reads any legal path (D5).
      const path = facts?.path ?? [...(state?.path ?? []), to];
      clear();
      setSelected(undefined);
      onPlay([facts?.from ?? state?.from ?? from, ...path].map(squareName).join('x'));
      return undefined;
    }
    const move = facts ? committedMove(moves, facts) : undefined;
    let text = '';
    try {
      text = move ? formatMove(pos, move) : '';
    } catch {
      text = '';
    }
    board.push({ text: formatPosition(next.context.position), move: text || undefined, from: facts?.from, to: facts?.to });
    clear();
    return undefined;
  };

  /** The rest of a capture path, hop by hop (an end square clicked while hops are pending). */
  const finish = (move: CaptureMove) => {
    let state = pending;
    for (const s of move.path.slice(state?.path.length ?? 0)) {
      state = hop(s, state);
      if (!state) return;
    }
  };

  const onSquare = (sq: Square) => {
    if (!interactive) return;
    board.pick();
    setMessage(undefined);
    onNotice?.(undefined);
    if (selection?.hops.has(sq)) {
      hop(sq);
      return;
    }
    // The selected piece clicked again is put down, even when a capture ends where it began
    // (D4: the start square counts as empty); that capture is entered hop by hop.
    if (!pending && sq === selected) {
      setChoice(undefined);
      setSelected(undefined);
      return;
    }
    const target = selection?.targets.get(sq);
    if (target) {
      if (pending) {
        // The end square of the open paths: the rest of the path, unless several moves end there.
        const ways = selection!.paths.filter((p) => p.to === sq);
        const distinct = target.moves;
        if (distinct.length === 1 && ways[0]) finish(ways[0]);
        else setChoice(distinct);
        return;
      }
      if (target.moves.length === 1) playMove(target.moves[0]);
      else setChoice(target.moves);
      return;
    }
    if (pending) return;
    setChoice(undefined);
    const why = onNotice && !ended ? medeaWhyNot(pos, moves, sq, mustCapture) : undefined;
    if (why) onNotice?.(why);
    if (sq === selected || !selectable(pos, sq) || why) setSelected(undefined);
    else setSelected(sq);
  };

  const onChoice = (move: MedeaMove) => {
    if (pending && move.kind === 'capture') {
      const way = selection?.paths.find((p) => p.to === move.to && sameSet(p.captured, move.captured));
      if (way) finish(way);
      return;
    }
    playMove(move);
  };

  // While a capture is being entered the jumping piece stands on its last landing square and
  // its start square is empty (D4); the pieces jumped stay where they are, marked.
  const shownAt = (sq: Square) => {
    if (!pending) return pos.board[sq];
    const at = pending.path[pending.path.length - 1];
    if (sq === at) return pos.board[pending.from];
    if (sq === pending.from) return null;
    return pos.board[sq];
  };
  const taken = new Set(pending?.captured ?? []);

  const squares = [];
  const badges = [];
  for (let sq = 0; sq < 64; sq++) {
    const { x, y } = cellXY(GRID, sq);
    const cx = x + SQ / 2;
    const cy = y + SQ / 2;
    const piece = shownAt(sq);
    const chakra = pos.chakras[sq];
    const target = selection?.targets.get(sq);
    const landing = selection?.landings.get(sq);
    const isHop = !!selection?.hops.has(sq);
    const captured = !!selection?.captured.has(sq) || taken.has(sq);
    const isSelected = pending ? sq === pending.path[pending.path.length - 1] : sq === selected;
    const actionable = interactive && (!!target || isHop || (!pending && selectable(pos, sq)));
    squares.push(
      <GridCell
        key={sq}
        grid={GRID}
        cell={sq}
        name={squareName(sq)}
        label={[
          piece ? `${colourName(piece.colour)} ${MEDEA_PIECE_NAMES[piece.type]}` : 'empty',
          chakra ? `on a ${colourName(chakra)} chakra` : '',
          target ? (target.highlight === 'capture' ? 'capture ends here' : target.highlight === 'pass' ? 'pass' : 'legal move') : '',
          landing ? `landing ${landing.join(' and ')}` : '',
          isHop ? 'next jump lands here' : '',
          taken.has(sq) ? 'jumped, taken when the capture ends' : captured ? 'taken by the capture' : '',
          !pending && lastSquares.has(sq) ? 'last move' : '',
        ]}
        base={<CheckerSquare grid={GRID} cell={sq} colours={MEDEA_SQUARES} />}
        content={
          <>
            {chakra && <ChakraGlyph chakra={{ owner: chakra }} cx={cx} cy={cy} />}
            {piece && <MedeaPieceGlyph colour={piece.colour} type={piece.type} cx={cx} cy={cy} />}
            {piece && captured && <CapturedMark cx={cx} cy={cy} taken={taken.has(sq)} />}
          </>
        }
        extra={isHop && !target ? <circle cx={cx} cy={cy} r={12} fill="none" stroke="#147a3d" stroke-width={4} /> : undefined}
        highlight={target?.highlight}
        selected={isSelected}
        last={!pending && lastSquares.has(sq)}
        movable={interactive && !pending && selectable(pos, sq)}
        marked={marked.has(sq)}
        actionable={actionable}
        data={{
          landing: landing?.join(' '),
          hop: isHop ? 'true' : undefined,
          captured: captured ? 'true' : undefined,
          taken: taken.has(sq) ? 'true' : undefined,
          last: !pending && lastSquares.has(sq) ? 'true' : undefined,
        }}
        onActivate={() => onSquare(sq)}
      />,
    );
    if (landing) {
      const text = landing.join('·');
      const w = 8 + 7 * text.length;
      badges.push(
        <g key={`b${sq}`}>
          <rect x={x + 2} y={y + 2} width={w} height={16} rx={8} fill={PATH_COLOUR} stroke="#ffffff" stroke-width={1.5} />
          <text x={x + 2 + w / 2} y={y + 14} text-anchor="middle" font-size={12} font-weight="700" fill="#ffffff" font-family="system-ui, sans-serif">
            {text}
          </text>
        </g>,
      );
    }
  }

  const done = pending?.path.length ?? 0;
  const lines = (selection?.paths ?? []).map((p, i) => {
    const points = [p.from, ...p.path].map((s) => cellCentre(GRID, s).join(',')).join(' ');
    return <polyline key={`p${i}`} points={points} fill="none" stroke={PATH_COLOUR} stroke-width={3} stroke-opacity={0.7} stroke-dasharray="7 5" stroke-linejoin="round" />;
  });
  const entered = pending
    ? <polyline points={[pending.from, ...pending.path].map((s) => cellCentre(GRID, s).join(',')).join(' ')} fill="none" stroke={PATH_COLOUR} stroke-width={5} stroke-linejoin="round" stroke-linecap="round" />
    : undefined;

  // D9: the side to move has lost when it has no pieces or no legal move.
  // D9 has no draw of a position (a draw is G2's or G3's, events the diagram does not take).
  const status = ended && ended.result !== 'draw'
    ? `${endingWords(ended)}.`
    : pending
      ? `Capturing from ${squareName(pending.from)}: ${pending.path.length} jump${pending.path.length === 1 ? '' : 's'} so far (${[pending.from, ...pending.path].map(squareName).join('×')}). Click the next landing square, or the end square.`
      : `${statusLine(pos)}${mustCapture ? '; a capture is compulsory' : ''}.`;
  useStatusReport(`${status}${message ? ` ${message}` : ''}`, onStatus);

  return (
    <div
      class="rb-board rb-board-medea"
      data-game="medea"
      data-position={step.text}
      data-capturing={pending ? 'true' : undefined}
      data-ready={board.ready ? 'true' : undefined}
    >
      <GridSvg grid={GRID} label={label ?? `Medea position: ${step.text}`} drag={drag && interactive}>
        {squares}
        <g class="rb-routes" pointer-events="none" aria-hidden="true">
          {lines}
          {entered}
          {selection?.routes.map(({ via, to }) => {
            const [x1, y1] = cellCentre(GRID, via);
            const [x2, y2] = cellCentre(GRID, to);
            return (
              <g key={`${via}-${to}`}>
                <circle cx={x1} cy={y1} r={6} fill="none" stroke="#147a3d" stroke-width={2.5} />
                <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#147a3d" stroke-width={2.5} stroke-dasharray="6 5" stroke-opacity={0.8} />
              </g>
            );
          })}
          {badges}
        </g>
      </GridSvg>
      {interactive && (
        <BoardPanel
          status={`${status}${!pending && step.move ? ` Last move: ${step.move}.` : ''}${message ? ` ${message}` : ''}`}
          played={controlled ? 0 : history.length - 1}
          script={
            !controlled && !pending && nextScriptedMove && nextScripted
              ? { text: nextScripted, index: history.length, total: script.length, play: () => playMove(nextScriptedMove, true) }
              : undefined
          }
          onTakeBack={() => {
            board.takeBack();
            clear();
          }}
          onReset={() => {
            board.reset();
            clear();
          }}
        >
          {pending && (
            <button type="button" class="rb-cancel" onClick={clear}>
              Cancel the capture ({done} jump{done === 1 ? '' : 's'} entered)
            </button>
          )}
          {choice && (
            <div class="rb-choice" role="group" aria-label="Choose the move">
              {choice.map((move) => (
                <button type="button" key={formatMove(pos, move)} onClick={() => onChoice(move)}>
                  {formatMove(pos, move)}: {describeMove(pos, move)}
                </button>
              ))}
            </div>
          )}
        </BoardPanel>
      )}
    </div>
  );
}
