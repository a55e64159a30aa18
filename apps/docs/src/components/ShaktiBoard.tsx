// The Shakti board: a 7x7 grid where each cell is a tile (drawn raised) or a hole (open
// water with a faint outline), drawn with the grid plumbing shared with the Chakra board
// (grid.tsx). Hydrated as an island: click a piece of the side to move and its legal moves
// light up (computed by Shakti's game value, `legalMoves`, in the browser). A warrior's jump
// target is a dot in a ring; pointing at it (hovering, or focusing it with the keyboard) shows,
// with a red cross on a faded tile, the one tile that jump would remove, so a tile that is
// also a step target is never crossed while the reader looks at the step. Click a lit cell to
// play the move; a forced pass is a button.
//
// Controlled mode (the play page, `onPlay`): a move (a jump, the forced pass) is not played
// on the diagram's own history but reported as its move text; the page plays it and gives
// the board the next position. `last` tints the last decision's cells and outlines the tile
// its jump removed.
//
// Test hooks: the root carries data-game="shakti", data-position (the position string
// shown), data-warrior-jump ("seen" | "adjacent") and data-ready (set once hydrated); each
// cell is <g data-square="d4" data-tile="true|false">; lit cells carry data-highlight="move" |
// "capture", a jump's target data-removes="c3" (and data-jump="true"), the tile the jump under
// the pointer or focus removes data-remove="true" (no other); the selected cell data-selected="true"; the last decision's cells data-last="true", the tile it
// removed data-removed="true".
import { useMemo, useState } from 'preact/hooks';
import type { Cell, ShaktiMove, ShaktiPosition, WarriorJump } from '../lib/shakti.ts';
import { DEFAULT_WARRIOR_JUMP, cellName, endingWords, statusLine, formatMove, formatPosition, parseCell, parseMove, parsePosition, shaktiRules } from '../lib/shakti.ts';
import { HoleGlyph, JumpRing, RemovalCross, RemovalVeil, SHAKTI_PIECE_NAMES, SHAKTI_TILE, SHAKTI_WATER, ShaktiPieceGlyph, TileGlyph } from './ShaktiGlyphs.tsx';
import { colourName } from './figures.tsx';
import { BoardPanel, GridCell, GridSvg, type BoardProps, type Highlight, MARGIN, SQ, cellXY, oriented, useBoard, useStatusReport } from './grid.tsx';

/** `last.squares`: the tile a jump removed. */
export interface ShaktiBoardProps extends BoardProps {
  warriorJump?: WarriorJump;
}

const BOARD_GRID = { files: 7, ranks: 7 };

interface Target {
  highlight: Highlight;
  move: ShaktiMove;
}

/** The legal moves of the piece on `cell`, by target cell, and the tiles its jumps remove. */
export function shaktiSelection(pos: ShaktiPosition, moves: readonly ShaktiMove[], cell: Cell) {
  const targets = new Map<Cell, Target>();
  const removed = new Set<Cell>();
  for (const move of moves) {
    if (move.kind === 'pass' || move.from !== cell) continue;
    // Each target cell is reached by one move: a step to the first tile seen in a direction,
    // a jump to the second; two directions never share a cell.
    targets.set(move.to, { highlight: pos.board[move.to] ? 'capture' : 'move', move });
    if (move.kind === 'jump') removed.add(move.removed);
  }
  return { targets, removed };
}

function selectable(pos: ShaktiPosition, cell: Cell): boolean {
  return pos.board[cell]?.colour === pos.turn;
}

/** Why a click on `cell` selected nothing (the play room): an enemy piece, or an own piece without a move. */
function shaktiWhyNot(pos: ShaktiPosition, moves: readonly ShaktiMove[], cell: Cell, check: boolean): string | undefined {
  const piece = pos.board[cell];
  const turn = colourName(pos.turn);
  if (!piece) return undefined;
  if (piece.colour !== pos.turn) return `It is ${turn}'s turn: that is a ${colourName(piece.colour)} piece.`;
  if (moves.some((m) => m.kind !== 'pass' && m.from === cell)) return undefined;
  const what = `the ${SHAKTI_PIECE_NAMES[piece.type]} on ${cellName(cell)}`;
  if (check) return `${turn} is in check, and ${what} cannot get the King out of it.`;
  return `${what.replace(/^t/, 'T')} has no legal move: no tile to go to, or it would leave ${turn}'s King in check.`;
}

export default function ShaktiBoard(props: ShaktiBoardProps) {
  const { warriorJump = DEFAULT_WARRIOR_JUMP, interactive = true, select, label, onPlay, last, controlled = false, flipped, drag = false, onNotice, onStatus } = props;
  const GRID = oriented(BOARD_GRID, flipped);
  const board = useBoard(props, parseCell, props.script);
  const { history, step, setSelected, script, shown, selected, lastTo, marked } = board;
  const pos = useMemo(() => parsePosition(shown), [shown]);
  const rules = shaktiRules(warriorJump);
  const moves = useMemo(() => (interactive || select ? rules.legalMoves(pos) : []), [pos, rules, interactive, select]);
  const selection = useMemo(() => (selected === undefined ? undefined : shaktiSelection(pos, moves, selected)), [pos, moves, selected]);
  const ended = useMemo(() => (interactive ? rules.outcome(pos) : undefined), [pos, rules, interactive]);
  const check = useMemo(() => rules.isCheck(pos), [pos, rules]);
  const pass = moves.length === 1 && moves[0].kind === 'pass' ? moves[0] : undefined;
  // The tile the last jump removed (S4): the diagram's own last move, or the page's `last`.
  const removedBefore = step.removed ?? (last?.squares?.[0] !== undefined ? parseCell(last.squares[0]) : undefined);
  // The cell under the pointer or the keyboard focus: a jump target there shows the tile it removes.
  const [pointed, setPointed] = useState<Cell | undefined>(undefined);
  const pointedJump = pointed === undefined ? undefined : selection?.targets.get(pointed)?.move;
  const previewRemoved = pointedJump?.kind === 'jump' ? pointedJump.removed : undefined;
  const cellOf = (e: Event): Cell | undefined => {
    const el = e.target instanceof Element ? e.target.closest('[data-square]') : null;
    const name = el?.getAttribute('data-square');
    return name ? parseCell(name) : undefined;
  };
  const lastCells = useMemo(() => new Set([last?.from, last?.to].flatMap((n) => (n === undefined ? [] : [parseCell(n)])).filter((c) => c !== undefined)), [last]);

  const nextScripted = board.nextScripted;
  const nextScriptedMove = useMemo(
    () => (nextScripted ? parseMove(pos, nextScripted, warriorJump) : undefined),
    [pos, nextScripted, warriorJump],
  );

  const playMove = (move: ShaktiMove, scripted = false) => {
    if (onPlay) {
      // Controlled: the page checks and plays the move text; the board shows what it is given.
      setSelected(undefined);
      onPlay(formatMove(pos, move));
      return;
    }
    const { position: next } = rules.play(pos, move);
    board.push({
      text: formatPosition(next),
      move: formatMove(pos, move),
      from: move.kind === 'pass' ? undefined : move.from,
      to: move.kind === 'pass' ? undefined : move.to,
      removed: move.kind === 'jump' ? move.removed : undefined,
      scripted,
    });
  };

  const onCell = (cell: Cell) => {
    if (!interactive) return;
    board.pick();
    onNotice?.(undefined);
    const target = selection?.targets.get(cell);
    if (target) return playMove(target.move);
    const why = onNotice && !ended ? shaktiWhyNot(pos, moves, cell, check) : undefined;
    if (why) onNotice?.(why);
    if (cell === selected || !selectable(pos, cell) || why) setSelected(undefined);
    else setSelected(cell);
  };
  const checkedKing = check ? pos.board.findIndex((p) => p?.type === 'king' && p.colour === pos.turn) : -1;

  const cells = [];
  for (let cell = 0; cell < 49; cell++) {
    const { x, y } = cellXY(GRID, cell);
    const file = cell % 7;
    const rank = Math.floor(cell / 7);
    const tile = pos.tiles[cell];
    const piece = pos.board[cell];
    const target = selection?.targets.get(cell);
    const removes = target?.move.kind === 'jump' ? cellName(target.move.removed) : undefined;
    const toRemove = cell === previewRemoved;
    const jump = target?.move.kind === 'jump';
    const actionable = interactive && (!!target || selectable(pos, cell) || cell === lastTo);
    const isLast = cell === step.from || cell === step.to || lastCells.has(cell);
    const wasRemoved = cell === removedBefore && !tile;
    cells.push(
      <GridCell
        key={cell}
        grid={GRID}
        cell={cell}
        name={cellName(cell)}
        label={[
          tile ? (piece ? `${colourName(piece.colour)} ${SHAKTI_PIECE_NAMES[piece.type]}` : 'vacant tile') : 'hole',
          target ? (target.highlight === 'capture' ? 'capture' : removes ? `jump, removes ${removes}` : 'legal move') : '',
          toRemove && pointed !== undefined ? `removed by the jump to ${cellName(pointed)}` : '',
          wasRemoved ? 'its tile was just removed' : '',
          isLast ? 'last move' : '',
        ]}
        base={tile ? <TileGlyph x={x} y={y} shade={((file + rank) % 2) as 0 | 1} /> : <HoleGlyph x={x} y={y} />}
        content={
          <>
            {piece && <ShaktiPieceGlyph colour={piece.colour} type={piece.type} cx={x + SQ / 2} cy={y + SQ / 2} />}
          </>
        }
        extra={
          <>
            {jump && <JumpRing x={x} y={y} />}
            {toRemove && (
              <>
                <RemovalVeil x={x} y={y} />
                <RemovalCross x={x} y={y} />
              </>
            )}
            {wasRemoved && (
              <rect x={x + 5} y={y + 5} width={SQ - 10} height={SQ - 10} rx={5} fill="none" stroke="#e05a4f" stroke-width={2} stroke-dasharray="3 3" />
            )}
          </>
        }
        highlight={target?.highlight}
        selected={cell === selected}
        last={isLast}
        check={cell === checkedKing}
        movable={interactive && selectable(pos, cell)}
        marked={marked.has(cell)}
        actionable={actionable}
        inset={SHAKTI_TILE.inset}
        radius={SHAKTI_TILE.radius}
        data={{ tile: tile ? 'true' : 'false', remove: toRemove ? 'true' : undefined, removes, jump: jump ? 'true' : undefined, last: isLast ? 'true' : undefined, removed: wasRemoved ? 'true' : undefined }}
        onActivate={() => onCell(cell)}
      />,
    );
  }

  // The games' one voice (the notation's words): `Move 2, White to move (check).`
  const status = ended ? `${endingWords(ended)}.` : `${statusLine(pos, check)}${pass ? ", but cannot move and must pass" : ""}.`;
  useStatusReport(status, onStatus);

  return (
    <div
      class="rb-board rb-board-shakti"
      data-game="shakti"
      data-position={shown}
      data-warrior-jump={warriorJump}
      data-ready={board.ready ? 'true' : undefined}
      onPointerOver={(e) => setPointed(cellOf(e))}
      onPointerLeave={() => setPointed(undefined)}
      onFocusCapture={(e) => setPointed(cellOf(e))}
      onBlurCapture={() => setPointed(undefined)}
    >
      <GridSvg grid={GRID} label={label ?? `Shakti position: ${shown}`} drag={drag && interactive}>
        <rect x={MARGIN} y={0} width={7 * SQ} height={7 * SQ} rx={6} fill={SHAKTI_WATER} />
        {cells}
      </GridSvg>
      {interactive && (
        <BoardPanel
          status={`${status}${step.move ? ` Last move: ${step.move}.` : ''}${warriorJump === 'adjacent' ? ' Warriors jump only to the adjacent cell.' : ''}`}
          played={controlled ? 0 : history.length - 1}
          script={
            nextScriptedMove && nextScripted
              ? { text: nextScripted, index: history.length, total: script.length, play: () => playMove(nextScriptedMove, true) }
              : undefined
          }
          onTakeBack={board.takeBack}
          onReset={board.reset}
        >
          {pass && (
            <button type="button" class="rb-pass" onClick={() => playMove(pass)}>
              Pass
            </button>
          )}
        </BoardPanel>
      )}
    </div>
  );
}
