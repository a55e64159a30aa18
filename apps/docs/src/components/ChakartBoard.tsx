// The Chakart board: chess on 64 squares with the four objects, the invisible queen, the
// marker it leaves and Bowser's immobilized pieces (glyphs in ChakartGlyphs.tsx), drawn with
// the grid plumbing shared with the other boards (grid.tsx). Hydrated as an island: click a
// piece of the side to move and its legal decisions light up (its game value's `legalMoves` in the
// browser): a dot for a move, red corners for a capture, an orange target ring where the
// king's shell would hit, a dashed violet ring where the queen may go invisibly. Clicking a
// lit square plays the decision, with the random outcomes drawn from a seeded stream (G4);
// where one square stands for several decisions (a promotion, a move or an invisible move, a
// move or a shell) buttons offer them. The turn's sub-phases follow (K6, K7): a bonus move, a
// swap (click two pieces), a drop (every square it may go to is lit) or a promotion choice.
//
// Effect-chain mode (`chain`): the diagram resolves one decision with fixed outcomes and steps
// through its chain one step at a time (Previous / Next step), saying each step in words.
//
// Controlled mode (`onPlay`, the play page): a decision is reported, not played on the board's
// own history: `onPlay` gets its bare text (`Qd1-d4`, `Ke1^e7`, `c1<>e8`, `Q@e5`, `=Q`,
// `pass`) and the session draws its random outcomes from the game's seed (G4; see
// lib/chakart-session.ts), then passes the board the new position. `last` tints the last
// decision's squares; when it carries the decision's effect chain (`last.chain`, also on the
// replay page), the board shows the position after it and steps back and forth through the
// chain (Previous / Next step, the words of each step), interactive or not. `controlled` hides
// the diagram's own history buttons.
//
// Test hooks: the root carries data-game="chakart", data-position (the position string
// shown), data-phase, data-outcomes (the outcomes of the last decision played, as text),
// data-ready (set once hydrated) and, in chain mode or with `last.chain`, data-chain-step (0 =
// before the decision), data-chain-steps (its number of steps), data-chain-decision and
// data-chain-outcomes; each square is
// <g data-square="e4">; the targets of the selected piece carry data-highlight="move" |
// "capture", data-shell="true" (a shell hits there) and data-invisible="true" (an invisible
// queen move ends there); the selected square data-selected="true"; the squares tinted as the
// last decision's (or, on a chain step, the step's) data-last="true". The words of the chain
// step shown are in .rb-chain-words.
import { useMemo, useState } from 'preact/hooks';
import type { Cell, ChakartPosition, Decision, Outcome, Square, Step } from '../lib/chakart.ts';
import type { ChakartLastSquares } from '../lib/chakart-session.ts';
import {
  cellAt,
  chainFrames,
  describeSteps,
  endingWords,
  statusLine,
  formatDecision,
  formatOutcome,
  formatPosition,
  chakartRules as rules,
  parseDecision,
  parseOutcome,
  parsePosition,
  parseSquare,
  play,
  squareName,
  stepWords,
} from '../lib/chakart.ts';
import { playerWords } from '../lib/chakart-words.ts';
import { ChakartPieceGlyph, InvisibleMark, MarkerGlyph, ObjectGlyph, ShellMark } from './ChakartGlyphs.tsx';
import { colourName } from './figures.tsx';
import { BoardPanel, CheckerSquare, GridCell, GridSvg, type Highlight, HIGHLIGHT_RANK as RANK, type Step as HistoryStep, type BoardProps, cellCentre, oriented, useBoard, useStatusReport } from './grid.tsx';

/** A decision as a scenario writes it: the decision text and the outcomes it draws. */
export interface ScriptedDecision {
  decision: string;
  outcomes: string[];
}

export interface ChakartBoardProps extends Omit<BoardProps<ChakartLastSquares>, 'script'> {
  /** Decisions to step through (a scenario's `When … plays` steps) with their outcomes. */
  script?: ScriptedDecision[];
  /** Effect-chain mode: this decision, with these outcomes, stepped through one step at a time. */
  chain?: ScriptedDecision;
}

/** A decision resolved from a position with given outcomes: its steps, their words and the board after each. */
interface ResolvedChain {
  steps: readonly Step[];
  words: string[];
  frames: Cell[][];
  text: string;
  /** What the side to move decides after the chain, or the end (K2). */
  after: string;
}

function resolveChain(position: string, decision: string, outcomes: readonly string[]): ResolvedChain {
  const start = parsePosition(position);
  const d = parseDecision(start, decision);
  if (!d) throw new Error(`Chakart chain: "${decision}" is not a legal decision in ${position}`);
  const { position: end, facts } = play(start, d, outcomes.map(parseOutcome));
  const over = rules.outcome(end);
  // K2: no king on either side is a draw.
  const after = over ? `${endingWords(over)}.` : phaseWords(end);
  return { steps: facts.steps, words: stepWords(facts.steps), frames: chainFrames(start, facts.steps, end), text: formatDecision(start, d), after };
}

const BOARD_GRID = { files: 8, ranks: 8 };

interface Target {
  highlight?: Highlight;
  shell: boolean;
  invisible: boolean;
  decisions: Decision[];
}

/** A history entry: the position string with the decision that led to it and its outcomes. */
type Entry = HistoryStep & { outcomes?: string[]; words?: string };

/** Where each decision of the selected square (or, in a drop, of the whole board) ends. */
function chakartSelection(pos: ChakartPosition, decisions: readonly Decision[], sq: Square | undefined): Map<Square, Target> {
  const targets = new Map<Square, Target>();
  const add = (to: Square, d: Decision, highlight?: Highlight) => {
    const t = targets.get(to) ?? { shell: false, invisible: false, decisions: [] };
    t.decisions.push(d);
    if (d.kind === 'shell') t.shell = true;
    else if (d.kind === 'invisible') t.invisible = true;
    else if (highlight && (!t.highlight || RANK[highlight] > RANK[t.highlight])) t.highlight = highlight;
    targets.set(to, t);
  };
  for (const d of decisions) {
    if (d.kind === 'drop') add(d.to, d, 'move');
    if (sq === undefined) continue;
    if (d.kind === 'move' && d.from === sq) add(d.to, d, cellAt(pos, d.to)?.type === 'piece' ? 'capture' : 'move');
    else if ((d.kind === 'invisible' || d.kind === 'shell') && d.from === sq) add(d.to, d);
    else if (d.kind === 'swap' && (d.a === sq || d.b === sq)) add(d.a === sq ? d.b : d.a, d, 'move');
  }
  return targets;
}

/**
 * The squares the side to move may pick up: in a move or Daisy's bonus move any piece of its
 * own (K6); in King Boo's swap any piece a swap may move (K6); none in a drop or a promotion.
 */
function selectableSquares(pos: ChakartPosition, decisions: readonly Decision[]): Set<Square> {
  const squares = new Set<Square>();
  if (pos.phase.kind === 'swap') {
    for (const d of decisions) if (d.kind === 'swap') squares.add(d.a).add(d.b);
  } else if (pos.phase.kind === 'move' || pos.phase.kind === 'bonus') {
    for (let sq = 0; sq < 64; sq++) {
      const c = cellAt(pos, sq);
      if (c?.type === 'piece' && c.colour === pos.turn) squares.add(sq);
    }
  }
  return squares;
}

function describeCell(c: Cell): string {
  if (!c) return 'empty';
  if (c.type === 'object') return `a ${c.object}`;
  if (c.type === 'marker') return `${colourName(c.colour)} marker`;
  return `${colourName(c.colour)} ${c.invisible ? 'invisible ' : ''}${c.kind}${c.immobilized ? ', immobilized' : ''}`;
}

function describeDecision(d: Decision): string {
  switch (d.kind) {
    case 'move':
      return d.promotion ? `promotes to a ${d.promotion}` : 'moves';
    case 'invisible':
      return 'the invisible move';
    case 'shell':
      return 'throws the shell';
    case 'swap':
      return 'swaps the two pieces';
    case 'drop':
      return 'drops the piece';
    case 'promote':
      return `promotes to a ${d.piece}`;
    case 'pass':
      return 'passes';
  }
}

/** The squares a chain step touches, lit while it is shown. */
function stepSquares(step: Step): Square[] {
  if ('from' in step && 'to' in step) return [step.from, step.to];
  if ('square' in step) return [step.square];
  if (step.step === 'swap') return [step.a, step.b];
  if (step.step === 'drop') return [step.to];
  return [];
}

/**
 * Why a click on `sq` selected nothing (the play room): not the side's turn, a piece Bowser
 * holds, a sub-phase that wants something else (K6, K7), or a piece without a decision.
 */
function chakartWhyNot(pos: ChakartPosition, decisions: readonly Decision[], selectable: ReadonlySet<Square>, sq: Square): string | undefined {
  const c = cellAt(pos, sq);
  const turn = colourName(pos.turn);
  const phase = pos.phase;
  if (phase.kind === 'promote') return `First choose what the pawn on ${squareName(phase.resume.square)} becomes.`;
  if (phase.kind === 'drop') return c?.type === 'piece' ? `Toadette's ${phase.piece} goes on one of the lit squares.` : undefined;
  if (c?.type !== 'piece') return undefined;
  if (phase.kind === 'swap') return selectable.has(sq) ? undefined : `King Boo cannot swap that piece: pick one of the ringed pieces.`;
  if (c.colour !== pos.turn) return `It is ${turn}'s turn: that is a ${colourName(c.colour)} piece.`;
  const moves = decisions.some((d) => (d.kind === 'move' || d.kind === 'invisible' || d.kind === 'shell') && d.from === sq);
  if (moves) return undefined;
  if (c.immobilized) return `The ${c.kind} on ${squareName(sq)} is immobilized by Bowser and sits out this turn.`;
  return `The ${c.kind} on ${squareName(sq)} has nowhere to go.`;
}

/** What the side to move decides now: a move, or the sub-phase an egg (K6) or a promotion (K7) asked for. */
function phaseWords(pos: ChakartPosition): string {
  const who = colourName(pos.turn);
  switch (pos.phase.kind) {
    case 'move':
      // The games' one voice (the notation's words): `Move 3, White to move.`
      return `${statusLine(pos)}.`;
    case 'bonus':
      return `${who} plays a bonus move (Daisy): any piece may move.`;
    case 'swap':
      return `${who} swaps two pieces (King Boo): click one of the ringed pieces, then the other.`;
    case 'drop':
      return `${who} drops a ${pos.phase.piece} (Toadette): click a lit square.`;
    case 'promote':
      return `${who} chooses what the pawn on ${squareName(pos.phase.resume.square)} becomes.`;
  }
}

/** The once-per-game powers each side has still to use (K4). */
function powerWords(pos: ChakartPosition): string {
  const side = (c: 'white' | 'black') => {
    const p = pos.powers[c];
    const left = [p.shell ? 'shell' : '', p.invisible ? 'invisible move' : ''].filter(Boolean).join(' and ');
    return `${colourName(c)}: ${left || 'none'}`;
  };
  return `Powers left: ${side('white')}; ${side('black')}.`;
}

/** K2: the side whose every king has been captured has lost. */

/** One decision played on the board: the next position string and what to show about it. */
function resolve(pos: ChakartPosition, d: Decision, outcomes: readonly Outcome[] | { seed: number; drawn: number }, scripted = false): Entry {
  const { position: next, facts } = play(pos, d, outcomes);
  const from = d.kind === 'move' || d.kind === 'invisible' || d.kind === 'shell' ? d.from : d.kind === 'swap' ? d.a : undefined;
  const to = d.kind === 'move' || d.kind === 'invisible' || d.kind === 'shell' || d.kind === 'drop' ? d.to : d.kind === 'swap' ? d.b : undefined;
  return {
    text: formatPosition(next),
    move: formatDecision(pos, d),
    from,
    to,
    scripted,
    outcomes: facts.outcomes.map(formatOutcome),
    words: describeSteps(facts.steps),
  };
}

export default function ChakartBoard(props: ChakartBoardProps) {
  const { position, interactive = true, select, label, script = [], chain, onPlay, last: lastSquares, controlled = false, flipped, drag = false, onNotice, onStatus } = props;
  const GRID = oriented(BOARD_GRID, flipped);
  // Controlled mode shows the position it is given, which changes as the game goes on (the
  // board is not re-mounted, so a focused square keeps the focus for keyboard play).
  const board = useBoard(props, parseSquare, script.map((s) => s.decision));
  const { history, selected, setSelected, shown, marked } = board;
  const step = board.step as Entry;
  const [choiceMade, setChoice] = useState<Decision[] | undefined>(undefined);
  const choice = board.stale ? undefined : choiceMade;
  const [seed] = useState(() => Math.floor(Math.random() * 0x7fffffff));
  const pos = useMemo(() => parsePosition(shown), [shown]);
  const live = interactive || !!select;
  const decisions = useMemo(() => (live ? rules.legalMoves(pos) : []), [pos, live]);
  const targets = useMemo(() => (live ? chakartSelection(pos, decisions, selected) : new Map<Square, Target>()), [pos, decisions, selected, live]);
  const selectable = useMemo(() => selectableSquares(pos, decisions), [pos, decisions]);
  const ended = useMemo(() => rules.outcome(pos), [pos]);

  // Effect-chain mode: the decision resolved once from the diagram's position (build input:
  // a decision or outcome that does not fit fails the build).
  const chained = useMemo(() => (chain ? resolveChain(position, chain.decision, chain.outcomes) : undefined), [chain, position]);
  // The last decision's chain (play and replay pages): resolved from the position before it;
  // the board rests after its last step, which is `position` itself.
  const lastChain = lastSquares?.chain;
  const lastChained = useMemo(() => {
    if (chain || !lastChain) return undefined;
    try {
      const resolved = resolveChain(lastChain.before, lastChain.decision, lastChain.outcomes);
      return resolved.steps.length > 1 ? resolved : undefined;
    } catch {
      return undefined;
    }
  }, [chain, lastChain]);
  const chainView =
    chained && history.length === 1
      ? { ...chained, decision: chain!.decision, outcomes: chain!.outcomes, rest: 0 }
      : lastChained
        ? { ...lastChained, decision: lastChain!.decision, outcomes: lastChain!.outcomes, rest: lastChained.steps.length }
        : undefined;
  // The step shown, for the chain it was chosen in; a new chain starts at its resting step.
  const chainKey = chainView ? `${chainView.decision} {${chainView.outcomes.join(' ')}} ${lastChain?.before ?? position}` : '';
  const [chainPick, setChainPick] = useState<{ key: string; at: number } | undefined>(undefined);
  const chainAt = chainPick && chainPick.key === chainKey ? chainPick.at : (chainView?.rest ?? 0);
  const setChainAt = (at: number) => setChainPick({ key: chainKey, at });
  const frame = chainView && chainAt !== chainView.rest ? chainView.frames[chainAt] : undefined;
  const chainStep = frame && chainAt > 0 ? chainView!.steps[chainAt - 1] : undefined;
  const stepLit = new Set(chainStep ? stepSquares(chainStep) : []);
  const lastLit = useMemo(() => (lastSquares ? board.lastNamed : new Set([step.from, step.to])), [lastSquares, board.lastNamed, step.from, step.to]);

  const nextScripted = board.nextScripted !== undefined ? script[history.length - 1] : undefined;
  const nextScriptedDecision = useMemo(() => (nextScripted ? parseDecision(pos, nextScripted.decision) : undefined), [pos, nextScripted]);

  const drawn = history.reduce((n, e) => n + ((e as Entry).outcomes?.length ?? 0), 0);
  const decide = (d: Decision) => {
    setChoice(undefined);
    // Controlled mode: the decision's text; the session draws its outcomes (G4).
    if (onPlay) {
      setSelected(undefined);
      onPlay(formatDecision(pos, d));
    } else board.push(resolve(pos, d, { seed, drawn }));
  };

  const onSquare = (sq: Square) => {
    if (!interactive || frame || ended) return;
    board.pick();
    onNotice?.(undefined);
    const target = targets.get(sq);
    if (target) {
      if (target.decisions.length === 1) decide(target.decisions[0]);
      else setChoice(target.decisions);
      return;
    }
    setChoice(undefined);
    const why = onNotice ? chakartWhyNot(pos, decisions, selectable, sq) : undefined;
    if (why) onNotice?.(why);
    if (sq === selected || !selectable.has(sq) || why) setSelected(undefined);
    else setSelected(sq);
  };
  // King Boo's swap (K6): every piece a swap may move is ringed before the first click.
  const hinted = interactive && !frame && !ended && pos.phase.kind === 'swap' && selected === undefined ? selectable : undefined;

  const promotion = pos.phase.kind === 'promote' ? decisions : undefined;
  // K2: a side with no decision at all passes.
  const pass = decisions.length === 1 && decisions[0].kind === 'pass' ? decisions[0] : undefined;

  const squares = [];
  for (let sq = 0; sq < 64; sq++) {
    const [cx, cy] = cellCentre(GRID, sq);
    const c = frame ? frame[sq] : cellAt(pos, sq);
    const target = frame ? undefined : targets.get(sq);
    const isLast = frame ? stepLit.has(sq) : lastLit.has(sq);
    squares.push(
      <GridCell
        key={sq}
        grid={GRID}
        cell={sq}
        name={squareName(sq)}
        label={[
          describeCell(c),
          target?.highlight === 'capture' ? 'capture' : target?.highlight ? 'legal move' : '',
          target?.shell ? 'the shell hits here' : '',
          target?.invisible ? 'invisible queen move' : '',
          isLast ? (frame ? 'this step' : 'last decision') : '',
        ]}
        base={<CheckerSquare grid={GRID} cell={sq} />}
        content={
          c?.type === 'piece' ? (
            <ChakartPieceGlyph colour={c.colour} kind={c.kind} cx={cx} cy={cy} invisible={!!c.invisible} immobilized={!!c.immobilized} />
          ) : c?.type === 'object' ? (
            <ObjectGlyph object={c.object} cx={cx} cy={cy} />
          ) : c?.type === 'marker' ? (
            <MarkerGlyph colour={c.colour} cx={cx} cy={cy} />
          ) : undefined
        }
        extra={
          target && (target.shell || target.invisible) ? (
            <>
              {target.invisible && <InvisibleMark cx={cx} cy={cy} />}
              {target.shell && <ShellMark cx={cx} cy={cy} />}
            </>
          ) : undefined
        }
        highlight={target?.highlight}
        selected={!frame && sq === selected}
        last={isLast}
        hint={!!hinted?.has(sq)}
        movable={interactive && !frame && !ended && selectable.has(sq)}
        marked={marked.has(sq)}
        actionable={interactive && !frame && !ended && (!!target || selectable.has(sq))}
        data={{ shell: target?.shell ? 'true' : undefined, invisible: target?.invisible ? 'true' : undefined, last: isLast ? 'true' : undefined }}
        onActivate={() => onSquare(sq)}
      />,
    );
  }

  // The shell's flight from the king to each square it may hit.
  const flights = [];
  if (selected !== undefined && !frame) {
    const [x1, y1] = cellCentre(GRID, selected);
    for (const [to, t] of targets) {
      if (!t.shell) continue;
      const [x2, y2] = cellCentre(GRID, to);
      flights.push(<line key={`s${to}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#ea580c" stroke-width={2.5} stroke-dasharray="2 5" stroke-linecap="round" />);
    }
  }

  const status = frame
    ? `Effect chain of ${chainView!.text}: ${chainAt === 0 ? 'the board before it' : `the board after step ${chainAt} of ${chainView!.steps.length}`}.${chainAt === chainView!.steps.length ? ` Then: ${chainView!.after}` : ''}`
    : ended
    ? `${endingWords(ended)}.`
    : `${phaseWords(pos)}${pass ? ' No decision is possible: the side passes.' : ''} ${powerWords(pos)}`;
  useStatusReport(status, onStatus);
  const last = !frame && step.move ? ` Last decision: ${step.words ?? step.move}${step.outcomes?.length ? ` (outcomes ${step.outcomes.join(', ')})` : ''}.` : '';

  // The chain's steps, one at a time (K5, K6): a diagram's scenario decision, or the last decision played.
  // The play and replay rooms (the last decision's chain) say it in players' words, without the
  // outcomes' text (which the log and the record keep); a rules diagram names its outcomes.
  const room = chainView !== undefined && chainView.rest > 0;
  const said = (words: string) => (room ? playerWords(words) : words);
  const chainPanel = chainView && (
    <div class="rb-chain" role="group" aria-label="Effect chain">
      <p class="rb-chain-title">
        {room ? 'What followed ' : 'Effect chain of '}
        <code>{chainView.text}</code>
        {!room && chainView.outcomes.length > 0 && (
          <>
            {' '}with the outcomes <code>{chainView.outcomes.join(' ')}</code>
          </>
        )}
      </p>
      <button type="button" class="rb-chain-prev" disabled={chainAt === 0} onClick={() => setChainAt(chainAt - 1)}>
        ◀ Previous step
      </button>
      <button type="button" class="rb-chain-next" disabled={chainAt === chainView.steps.length} onClick={() => setChainAt(chainAt + 1)}>
        Next step ▶
      </button>
      <p class="rb-chain-words" aria-live="polite">
        {chainAt === 0 ? `Before the decision (${chainView.steps.length} steps).` : `Step ${chainAt} of ${chainView.steps.length}: ${said(chainView.words[chainAt - 1])}.`}
      </p>
    </div>
  );

  return (
    <div
      class="rb-board rb-board-chakart"
      data-game="chakart"
      data-position={shown}
      data-phase={pos.phase.kind}
      data-outcomes={step.outcomes?.join(' ')}
      data-chain-step={chainView ? String(chainAt) : undefined}
      data-chain-steps={chainView ? String(chainView.steps.length) : undefined}
      data-chain-decision={chainView ? chainView.decision : undefined}
      data-chain-outcomes={chainView ? chainView.outcomes.join(' ') : undefined}
      data-ready={board.ready ? 'true' : undefined}
    >
      <GridSvg grid={GRID} label={label ?? `Chakart position: ${shown}`} drag={drag && interactive}>
        {squares}
        <g pointer-events="none" aria-hidden="true">
          {flights}
        </g>
      </GridSvg>
      {interactive && (
        <BoardPanel
          status={`${status}${last}`}
          played={controlled ? 0 : history.length - 1}
          script={
            !controlled && nextScriptedDecision && nextScripted
              ? {
                  text: `${nextScripted.decision}${nextScripted.outcomes.length ? ` {${nextScripted.outcomes.join(' ')}}` : ''}`,
                  index: history.length,
                  total: script.length,
                  play: () => {
                    board.push(resolve(pos, nextScriptedDecision, nextScripted.outcomes.map(parseOutcome), true));
                    setChoice(undefined);
                  },
                }
              : undefined
          }
          onTakeBack={() => {
            board.takeBack();
            setChoice(undefined);
          }}
          onReset={() => {
            board.reset();
            setChoice(undefined);
          }}
        >
          {chainPanel}
          {pass && (
            <button type="button" class="rb-pass" onClick={() => decide(pass)}>
              Pass
            </button>
          )}
          {(choice ?? promotion) && (
            <div class="rb-choice" role="group" aria-label="Choose the decision">
              {(choice ?? promotion)!.map((d) => (
                <button type="button" key={formatDecision(pos, d)} onClick={() => decide(d)}>
                  {formatDecision(pos, d)}: {describeDecision(d)}
                </button>
              ))}
            </div>
          )}
        </BoardPanel>
      )}
      {!interactive && lastChained && (
        <div class="rb-panel">
          {frame && (
            <p class="rb-status" aria-live="polite">
              {status}
            </p>
          )}
          {chainPanel}
        </div>
      )}
    </div>
  );
}
