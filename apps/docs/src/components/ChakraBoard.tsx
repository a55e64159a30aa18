// The Chakra board: one SVG component for every Chakra diagram, drawn with the grid
// plumbing shared with the Shakti board (grid.tsx). Rendered at build time (static HTML)
// and hydrated as an island: click a piece (or a vacant own chakra) of the side to move and
// its legal moves light up, computed by the rules package in the browser; click a lit
// square to play the move.
//
// Controlled mode (the play page, `onPlay`): a move is not played on the diagram's own
// history but reported as its move text (a flip, a pass and a promotion choice too); the page
// plays it and gives the board the next position. `last` tints the last decision's squares.
//
// Test hooks: the root carries data-game="chakra", data-position (the position string
// shown) and data-ready (set once hydrated); each square is <g data-square="e4">, lit
// squares carry data-highlight="move" | "capture" | "pass", the selected square
// data-selected, the last decision's squares data-last="true".
import { useMemo, useState } from 'preact/hooks';
import type { ChakraGame, ChakraMove, ChakraPosition, PromotionType, Ruleset, Square } from '../lib/chakra.ts';
import { DEFAULT_RULESET, chakraRules, endingWords, statusLine, formatMove, formatPosition, parseMove, parsePosition, parseSquare, squareName } from '../lib/chakra.ts';
import { colourName } from './figures.tsx';
import { ChakraGlyph, PIECE_NAMES, PieceGlyph } from './ChakraGlyphs.tsx';
import { BoardPanel, CheckerSquare, GridCell, GridSvg, type BoardProps, type Target, SQ, cellCentre, cellXY, oriented, targetMap, useBoard, useStatusReport } from './grid.tsx';

export interface ChakraBoardProps extends BoardProps {
  ruleset?: Ruleset;
}



interface Selection {
  targets: Map<Square, Target<ChakraMove>>;
  /** Flip of the selected vacant chakra in place (a whole turn, C5). */
  flip?: ChakraMove;
  /** Transmitted moves: the own chakra entered (via) and the far chakra reached (to). */
  routes: { via: Square; to: Square }[];
}

const BOARD_GRID = { files: 8, ranks: 8 };

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
function selectionFor(rules: ChakraGame, pos: ChakraPosition, moves: readonly ChakraMove[], sq: Square): Selection {
  const { targets, add } = targetMap<ChakraMove>();
  let flip: ChakraMove | undefined;
  const routes: { via: Square; to: Square }[] = [];
  for (const move of moves) {
    if (move.kind === 'piece' && move.from === sq) {
      const { facts } = rules.play(pos, move);
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

const otherFace = (face: string): string => (face === 'king' ? 'knight' : 'king');

function describeMove(pos: ChakraPosition, move: ChakraMove): string {
  if (move.kind === 'piece' && move.promotion) return `promote to ${PROMOTION_NAMES[move.promotion]}`;
  if (move.kind === 'chakra') {
    // C5, C6: the chakra moved keeps its face up, or is turned over as it moves.
    const face = pos.chakras[move.from]?.face ?? 'knight';
    return move.flip ? `move and turn it over: ${otherFace(face)} face up` : `move, ${face} face stays up`;
  }
  if (move.kind === 'pass') return 'pass the turn';
  if (move.kind === 'flip') return 'flip in place';
  return move.via !== undefined ? `through the Transmitter (enters ${squareName(move.via)})` : 'move';
}

/**
 * Why a click on `sq` selected nothing, for the play room: an enemy piece or chakra (not its
 * turn), or one of the side's own with no legal move; an empty square says nothing.
 */
function whyNot(rules: ChakraGame, pos: ChakraPosition, moves: readonly ChakraMove[], sq: Square): string | undefined {
  const piece = pos.board[sq];
  const chakra = pos.chakras[sq];
  const turn = colourName(pos.turn);
  if (piece && piece.colour !== pos.turn) return `It is ${turn}'s turn: that is a ${colourName(piece.colour)} piece.`;
  if (!piece && chakra && chakra.owner !== pos.turn) return `It is ${turn}'s turn: that is ${colourName(chakra.owner)}'s chakra.`;
  if (!piece && !chakra) return undefined;
  const own = moves.some((m) => (m.kind === 'piece' || m.kind === 'chakra' ? m.from : m.square) === sq);
  if (own) return undefined;
  const what = piece ? `the ${PIECE_NAMES[piece.type]} on ${squareName(sq)}` : `the chakra on ${squareName(sq)}`;
  if (rules.isCheck(pos)) return `${turn} is in check, and ${what} cannot get the King out of it.`;
  return `${what.replace(/^t/, 'T')} has no legal move: every way is blocked${piece ? `, or it would leave ${turn}'s King in check` : ''}.`;
}

export default function ChakraBoard(props: ChakraBoardProps) {
  const { ruleset = DEFAULT_RULESET, interactive = true, select, label, onPlay, controlled = false, flipped, drag = false, onNotice, onStatus } = props;
  const GRID = oriented(BOARD_GRID, flipped);
  const board = useBoard(props, parseSquare, props.script);
  const { history, step, setSelected, script, shown, selected, lastTo, marked, lastNamed: lastSquares } = board;
  const [choiceMade, setChoice] = useState<ChakraMove[] | undefined>(undefined);
  const pos = useMemo(() => parsePosition(shown), [shown]);
  const choice = board.stale ? undefined : choiceMade;
  const rules = chakraRules(ruleset);
  const moves = useMemo(() => (interactive || select ? rules.legalMoves(pos) : []), [pos, rules, interactive, select]);
  const selection = useMemo(
    () => (selected === undefined ? undefined : selectionFor(rules, pos, moves, selected)),
    [pos, moves, selected, rules],
  );
  const ended = useMemo(() => (interactive ? rules.outcome(pos) : undefined), [pos, rules, interactive]);
  const check = useMemo(() => rules.isCheck(pos), [pos, rules]);

  const nextScripted = board.nextScripted;
  const nextScriptedMove = useMemo(
    () => (nextScripted ? parseMove(pos, nextScripted, ruleset) : undefined),
    [pos, nextScripted, ruleset],
  );

  const playMove = (move: ChakraMove, scripted = false) => {
    if (onPlay) {
      // Controlled: the page checks and plays the move text; the board shows what it is given.
      setChoice(undefined);
      setSelected(undefined);
      onPlay(formatMove(pos, move));
      return;
    }
    const { position: next } = rules.play(pos, move);
    const from = move.kind === 'piece' || move.kind === 'chakra' ? move.from : move.square;
    const to = move.kind === 'piece' || move.kind === 'chakra' ? move.to : move.kind === 'pass' ? move.via : move.square;
    board.push({ text: formatPosition(next), move: formatMove(pos, move), from, to, scripted });
    setChoice(undefined);
  };

  const onSquare = (sq: Square) => {
    if (!interactive) return;
    board.pick();
    onNotice?.(undefined);
    const target = selection?.targets.get(sq);
    if (target) {
      if (target.moves.length === 1) playMove(target.moves[0]);
      else setChoice(target.moves);
      return;
    }
    setChoice(undefined);
    const why = onNotice && !ended ? whyNot(rules, pos, moves, sq) : undefined;
    if (why) onNotice?.(why);
    if (sq === selected || !selectable(pos, sq) || why) setSelected(undefined);
    else setSelected(sq);
  };
  // The king of the side to move, when in check (a red glow under it).
  const checkedKing = check ? pos.board.findIndex((p) => p?.type === 'king' && p.colour === pos.turn) : -1;

  const squares = [];
  for (let sq = 0; sq < 64; sq++) {
    const { x, y } = cellXY(GRID, sq);
    const cx = x + SQ / 2;
    const cy = y + SQ / 2;
    const piece = pos.board[sq];
    const chakra = pos.chakras[sq];
    const target = selection?.targets.get(sq);
    const isSelected = sq === selected;
    const actionable = interactive && (!!target || selectable(pos, sq) || sq === lastTo);
    const isLast = sq === step.from || sq === step.to || lastSquares.has(sq);
    squares.push(
      <GridCell
        key={sq}
        grid={GRID}
        cell={sq}
        name={squareName(sq)}
        label={[
          piece ? `${colourName(piece.colour)} ${PIECE_NAMES[piece.type]}` : 'empty',
          chakra ? `on a ${colourName(chakra.owner)} chakra, ${chakra.face} face` : '',
          sq === checkedKing ? 'in check' : '',
          target ? (target.highlight === 'capture' ? 'capture' : target.highlight === 'pass' ? 'pass' : 'legal move') : '',
          isLast ? 'last move' : '',
        ]}
        base={<CheckerSquare grid={GRID} cell={sq} />}
        content={
          <>
            {chakra && <ChakraGlyph chakra={chakra} cx={cx} cy={cy} />}
            {piece && <PieceGlyph colour={piece.colour} type={piece.type} cx={cx} cy={cy} />}
          </>
        }
        extra={
          isSelected && selection?.flip ? (
            <text x={x + SQ - 4} y={y + 12} text-anchor="end" font-size={13} font-weight="700" fill="#1c1c1c">
              ⇅
            </text>
          ) : undefined
        }
        highlight={target?.highlight}
        selected={isSelected}
        last={isLast}
        check={sq === checkedKing}
        movable={interactive && selectable(pos, sq)}
        marked={marked.has(sq)}
        actionable={actionable}
        data={{ last: isLast ? 'true' : undefined }}
        onActivate={() => onSquare(sq)}
      />,
    );
  }

  // The games' one voice (the notation's words): `Move 2, White to move (check).`
  const status = ended ? `${endingWords(ended)}.` : `${statusLine(pos, check)}.`;
  useStatusReport(status, onStatus);

  return (
    <div class="rb-board" data-game="chakra" data-position={shown} data-ruleset={ruleset} data-ready={board.ready ? 'true' : undefined}>
      <GridSvg grid={GRID} label={label ?? `Chakra position: ${shown}`} drag={drag && interactive}>
        {squares}
        <g class="rb-routes" pointer-events="none" aria-hidden="true">
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
        </g>
      </GridSvg>
      {interactive && (
        <BoardPanel
          status={`${status}${step.move ? ` Last move: ${step.move}.` : ''}${ruleset === '1995' ? ' Ruleset 1995.' : ''}`}
          played={controlled ? 0 : history.length - 1}
          script={
            nextScriptedMove && nextScripted
              ? { text: nextScripted, index: history.length, total: script.length, play: () => playMove(nextScriptedMove, true) }
              : undefined
          }
          onTakeBack={() => { board.takeBack(); setChoice(undefined); }}
          onReset={() => { board.reset(); setChoice(undefined); }}
        >
          {/* C5: a vacant chakra may be turned over where it stands; not offered while a move's choice is open. */}
          {selection?.flip && !choice && (
            <button type="button" class="rb-flip-chakra" onClick={() => playMove(selection.flip!)}>
              Flip the chakra on {squareName(selected!)} ({formatMove(pos, selection.flip)})
            </button>
          )}
          {choice && (
            <div class="rb-choice" role="group" aria-label="Choose the move">
              {choice.map((move) => (
                <button type="button" key={formatMove(pos, move)} onClick={() => playMove(move)}>
                  {formatMove(pos, move)}: {describeMove(pos, move)}
                </button>
              ))}
              {controlled && (
                <button type="button" class="rb-choice-cancel" onClick={() => setChoice(undefined)}>
                  Cancel
                </button>
              )}
            </div>
          )}
        </BoardPanel>
      )}
    </div>
  );
}
